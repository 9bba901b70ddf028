import { answer } from '@/test/bff';
import type { ReportGroup, ReportItem, ReportListPage } from '@/lib/reports/contract';

const reasons = (o: Partial<ReportGroup['reasons']> = {}): ReportGroup['reasons'] => ({
  spam: 0,
  abuse: 0,
  porn: 0,
  illegal: 0,
  fraud: 0,
  other: 0,
  ...o,
});

export const commentGroup: ReportGroup = {
  target_type: 'comment',
  target_id: '41',
  owner_id: 7,
  owner_nickname: 'loudmouth',
  snapshot: 'you are all idiots',
  link: '/circle-detail?id=3',
  count: 3,
  reasons: reasons({ abuse: 2, spam: 1 }),
  first_at: '2026-05-01T10:00:00.000Z',
  last_at: '2026-05-01T12:00:00.000Z',
  status: 0,
  outcome: null,
  hidden: false,
};

export const userGroup: ReportGroup = {
  ...commentGroup,
  target_type: 'user',
  target_id: '9',
  owner_id: 9,
  owner_nickname: 'scammer',
  snapshot: 'scammer',
  link: null,
  count: 1,
  reasons: reasons({ fraud: 1 }),
};

export const hiddenGroup: ReportGroup = {
  ...commentGroup,
  status: 1,
  outcome: 'hide',
  hidden: true,
};

const page = (list: ReportGroup[]): ReportListPage => ({
  list,
  total: list.length,
  page: 1,
  limit: 20,
});

/** The open reports: a comment and a user. */
export const openPage = () => page([commentGroup, userGroup]);
export const openList = () => answer('admin/reportList', openPage());
export const handledPage = () => page([hiddenGroup]);

const item: ReportItem = {
  id: 1,
  reporter_id: 20,
  reporter_nickname: 'fan20',
  reason: 'abuse',
  note: 'insulting everyone',
  status: 0,
  outcome: null,
  handled_by_nickname: null,
  handled_at: null,
  created_at: '2026-05-01T12:00:00.000Z',
};
export const commentDetail = () => answer('admin/reportDetail', { list: [item] });
export const handled = (action: ReportGroup['outcome']) =>
  answer('admin/handleReport', { action, closed: 3 }, '已保存');
export const bulkHandled = () =>
  answer('admin/handleReports', {
    results: [
      { target_type: 'comment', target_id: '41', ok: true, error: null, msg: null },
      { target_type: 'user', target_id: '9', ok: true, error: null, msg: null },
    ],
  });
export const restored = () => answer('admin/restoreContent', null, '已保存');
