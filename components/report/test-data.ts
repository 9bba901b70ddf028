import { answer } from '@/test/bff';

/** Report/create: a new report, and a repeat of an open one. */
export const reportCreated = () =>
  answer('Report/create', { created: true }, '举报已提交，感谢反馈');
