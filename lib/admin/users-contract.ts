/**
 * The contract of the console's users section (issue 27 "Users"; docs/product.md §6
 * "Operators"): search, a user's page (profile, roles, standing, ledger, withdrawals) and the
 * payment-password lock. Sanctions and roles are in ./contract.ts. Browser-safe: browser code
 * imports it with `import type`, and constants from ./users-limits.
 */
import { z } from 'zod';
import { idField } from '@/lib/rules/id-field';
import { consolePage, consoleQuery, sanctionOutput } from './contract';
import { SORT_ORDERS, USER_SORTS } from './users-limits';
import { STAFF_ROLES } from './limits';

export * from './users-limits';

const isoTime = z.string().describe('ISO time (UTC)');

export const userSearchInput = z.object({
  ...consolePage,
  /** A mobile (13800000001 or 86-13800000001), the start of a nickname, or an id. */
  q: consoleQuery,
  sort: z.enum(USER_SORTS, { message: 'api.errors.sortInvalid' }).default('id'),
  order: z.enum(SORT_ORDERS, { message: 'api.errors.sortInvalid' }).default('desc'),
});
export type UserSearchInput = z.infer<typeof userSearchInput>;

export const consoleUserOutput = z.object({
  id: z.number().int(),
  nickname: z.string(),
  avatar: z.string(),
  /** In full for administrators, masked (86-138****0001) for moderators. */
  mobile: z.string(),
  roles: z.array(z.enum(STAFF_ROLES)),
  is_anchor: z.boolean(),
  banned_until: isoTime.nullable(),
  muted_until: isoTime.nullable(),
  created_at: isoTime,
  /** The coin balance. */
  balance: z.number(),
});
export type ConsoleUser = z.infer<typeof consoleUserOutput>;

export const userSearchOutput = z.object({
  list: z.array(consoleUserOutput),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

export const userIdInput = z.object({ user_id: idField() });

export const userDetailOutput = z.object({
  user: consoleUserOutput.extend({
    signature: z.string(),
    verified: z.boolean(),
    invite_code: z.string(),
    has_payment_password: z.boolean(),
    /** Too many wrong payment passwords: the wallet refuses until it wears off or is reset. */
    payment_locked: z.boolean(),
  }),
  balances: z.object({ coins: z.number(), income_pending: z.number(), income: z.number() }),
  sanctions: z.array(sanctionOutput),
  /** Whether the site keeps reports (the reports tab). */
  reports: z.boolean(),
});
export type ConsoleUserDetail = z.infer<typeof userDetailOutput>;

export const userPageInput = z.object({ user_id: idField(), ...consolePage });

export const ledgerLineOutput = z.object({
  id: z.number().int(),
  tx_id: z.number().int(),
  /** The movement's kind (recharge, gift, withdrawal …). */
  kind: z.string(),
  /** The user's account it moved: coins, income_pending or income. */
  account: z.string(),
  /** Signed, in coins. */
  amount: z.number(),
  balance_after: z.number(),
  created_at: isoTime,
});
export type LedgerLine = z.infer<typeof ledgerLineOutput>;

export const ledgerPageOutput = z.object({
  list: z.array(ledgerLineOutput),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

export const userWithdrawalOutput = z.object({
  id: z.number().int(),
  amount: z.number(),
  method: z.string(),
  account_masked: z.string(),
  status: z.number().int(),
  reason: z.string(),
  created_at: isoTime,
  reviewed_at: isoTime.nullable(),
});
export type UserWithdrawal = z.infer<typeof userWithdrawalOutput>;

export const userWithdrawalsOutput = z.object({
  list: z.array(userWithdrawalOutput),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

export const userReportsInput = z.object({
  user_id: idField(),
  /** `against`: reports of the user and what they wrote; `by`: the reports they made. */
  side: z.enum(['against', 'by']).default('against'),
  ...consolePage,
});

export const userReportOutput = z.object({
  id: z.number().int(),
  reporter_id: z.number().int(),
  target_type: z.string(),
  target_id: z.string(),
  target_owner_id: z.number().int().nullable(),
  reason: z.string(),
  note: z.string(),
  snapshot: z.string(),
  /** 0 open, 1 actioned, 2 dismissed. */
  status: z.number().int(),
  outcome: z.string().nullable(),
  created_at: isoTime,
  handled_at: isoTime.nullable(),
});
export type UserReport = z.infer<typeof userReportOutput>;

export const userReportsOutput = z.object({
  list: z.array(userReportOutput),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
