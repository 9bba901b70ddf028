import 'server-only';
import { z } from 'zod';
import { actorOf } from '@/lib/admin/audit';
import {
  ledgerPageOutput,
  userDetailOutput,
  userIdInput,
  userPageInput,
  userReportsInput,
  userReportsOutput,
  userSearchInput,
  userSearchOutput,
  userWithdrawalsOutput,
} from '@/lib/admin/users-contract';
import {
  resetPaymentLock,
  searchUsers,
  userDetail,
  userLedger,
  userReports,
  userWithdrawals,
} from '@/lib/admin/users';
import { endpoint, ok } from '../endpoint';

/**
 * The console's users section (issue 27 "Users"; docs/architecture.md "Console"): search, a
 * user's page and its tabs, and resetting a payment-password lock. Bans, mutes, warnings and
 * roles are lib/api/routes/admin.ts. The domain (lib/admin/users.ts) checks the role again.
 */
export const adminUserEndpoints = [
  endpoint({
    method: 'GET',
    path: 'admin/userSearch',
    summary:
      'Moderators: users by mobile (13800000001 or 86-13800000001), the start of a nickname, or id; paged, sorted by id, created or balance. Mobiles in full for administrators, masked for moderators.',
    tag: 'admin',
    auth: 'moderator',
    input: userSearchInput,
    output: userSearchOutput,
    handler: async ({ user, input }) => ok(await searchUsers(user, input)),
  }),
  endpoint({
    method: 'GET',
    path: 'admin/userDetail',
    summary:
      'Moderators: a user’s page: profile, roles, standing (banned / muted until), balances, whether the payment password is locked, and the moderation history. Unknown id → "userNotFound".',
    tag: 'admin',
    auth: 'moderator',
    input: userIdInput,
    output: userDetailOutput,
    handler: async ({ user, input }) => ok(await userDetail(user, input.user_id)),
  }),
  endpoint({
    method: 'GET',
    path: 'admin/userLedger',
    summary: 'Moderators: a user’s ledger lines (every account of theirs), newest first, paged.',
    tag: 'admin',
    auth: 'moderator',
    input: userPageInput,
    output: ledgerPageOutput,
    handler: async ({ user, input }) => ok(await userLedger(user, input)),
  }),
  endpoint({
    method: 'GET',
    path: 'admin/userWithdrawals',
    summary: 'Moderators: a user’s withdrawal requests, newest first, paged.',
    tag: 'admin',
    auth: 'moderator',
    input: userPageInput,
    output: userWithdrawalsOutput,
    handler: async ({ user, input }) => ok(await userWithdrawals(user, input)),
  }),
  endpoint({
    method: 'GET',
    path: 'admin/userReports',
    summary:
      'Moderators: reports against a user and what they wrote (side against), or made by them (side by), newest first, paged.',
    tag: 'admin',
    auth: 'moderator',
    input: userReportsInput,
    output: userReportsOutput,
    handler: async ({ user, input }) => ok(await userReports(user, input)),
  }),
  endpoint({
    method: 'POST',
    path: 'admin/resetPaymentLock',
    summary:
      'Administrators: forget a user’s wrong payment passwords, so the wallet takes their payment password again at once.',
    tag: 'admin',
    auth: 'admin',
    input: userIdInput,
    output: z.null(),
    handler: async (ctx) => {
      await resetPaymentLock(actorOf(ctx), ctx.input.user_id);
      return ok(null, 'api.saved');
    },
  }),
];
