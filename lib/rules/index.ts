/**
 * The rules the server and the browser share (issue 8 §5.2): sports, ids, time zones and days,
 * and the limits both sides must agree on. Browser-safe: nothing here may import server code
 * (lib/rules/rules.test.ts checks the imports). Browser components import the modules themselves
 * (`@/lib/rules/id`, `@/lib/rules/zone`), not this index, which also carries the zod side
 * (./id-field) that the API's schemas use.
 */
export * from './sport';
export * from './id';
export * from './id-field';
export * from './zone';
export * from './limits';
export { isLocale, locales, toLocale, type Locale } from '@/i18n/locales';
