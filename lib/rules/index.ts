/**
 * The rules the server and the browser share (issue 8 §5.2): sports, ids, time zones and days,
 * and the limits both sides must agree on. Browser-safe: nothing here may import server code
 * (lib/rules/rules.test.ts checks the imports).
 */
export * from './sport';
export * from './id';
export * from './zone';
export * from './limits';
export { isLocale, locales, toLocale, type Locale } from '@/i18n/locales';
