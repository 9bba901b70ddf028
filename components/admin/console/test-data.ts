/** Answers of the console shell's tests (checked: test/fixtures-contract.test.ts). */
import { answer } from '@/test/bff';

/** admin/reauth: the window is open until `until`. */
export const reauthed = (until = '2026-11-29T10:10:00Z') =>
  answer('admin/reauth', { reauth_until: until });

/** admin/adjustBalance: the user's coins after it. */
export const adjusted = (balance: number) =>
  answer('admin/adjustBalance', { balance, replay: false });
