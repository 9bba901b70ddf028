import 'server-only';
import { z } from 'zod';
import { actorOf, listAudit } from '@/lib/admin/audit';
import {
  adjustBalanceInput,
  adjustBalanceOutput,
  auditListInput,
  auditListOutput,
  consoleMeOutput,
  liftInput,
  queueCountsOutput,
  reauthInput,
  reauthOutput,
  sanctionInput,
  sanctionOutput,
  setRoleInput,
  standingOutput,
  STAFF_ROLES,
  warnInput,
} from '@/lib/admin/contract';
import { adjustBalance } from '@/lib/admin/balance';
import { queueCounts } from '@/lib/admin/counts';
import { reauthenticate, reauthUntil } from '@/lib/admin/reauth';
import { isStaff, rolesOf, setRole } from '@/lib/admin/roles';
import { banUser, liftSanction, muteUser, sanctionsOf, warnUser } from '@/lib/admin/sanctions';
import { AppError } from '@/lib/errors/app-error';
import { idField } from '@/lib/rules/id-field';
import { endpoint, ok } from '../endpoint';

/**
 * The operators' console's own endpoints (issue 27; docs/architecture.md "Console"): who the
 * caller is in the console, re-authentication, roles, sanctions and the audit log. Each endpoint
 * declares its role; the domain (lib/admin) checks it again and writes one audit row per action.
 * The review queues, reports, publishing, rooms and settings have theirs beside their domains.
 */
export const adminEndpoints = [
  endpoint({
    method: 'GET',
    path: 'admin/me',
    summary:
      'Console staff: the caller’s roles (admin, moderator, editor) and until when a money action needs no password. Users without a role → "forbidden".',
    tag: 'admin',
    auth: 'required',
    output: consoleMeOutput,
    handler: async ({ user }) => {
      if (!isStaff(user)) throw new AppError('forbidden');
      const until = await reauthUntil(user.tokenId);
      return ok({
        id: user.id,
        user_nickname: user.nickname,
        roles: rolesOf(user),
        reauth_until: until ? until.toISOString() : null,
      });
    },
  }),
  endpoint({
    method: 'GET',
    path: 'admin/counts',
    summary:
      'Console staff: how many items wait in each review queue (null for a queue the caller may not open). Users without a role → "forbidden".',
    tag: 'admin',
    auth: 'required',
    output: queueCountsOutput,
    handler: async ({ user }) => ok(await queueCounts(user)),
  }),
  endpoint({
    method: 'POST',
    path: 'admin/reauth',
    summary:
      'Console staff: give the account password again; money actions (approving a withdrawal, adjusting a balance) are then allowed on this session for 10 minutes. Wrong password → "reauthFailed" (counted like failed logins, then "rateLimited").',
    tag: 'admin',
    auth: 'required',
    rateLimited: true,
    input: reauthInput,
    output: reauthOutput,
    handler: async (ctx) => {
      const until = await reauthenticate(actorOf(ctx), ctx.input.password);
      return ok({ reauth_until: until.toISOString() });
    },
  }),
  endpoint({
    method: 'POST',
    path: 'admin/setRole',
    summary:
      'Administrators: grant (on 1) or take away (on 0) a console role (admin, moderator, editor). One’s own roles → "cannotChangeOwnRoles". Answers the user’s roles.',
    tag: 'admin',
    auth: 'admin',
    input: setRoleInput,
    output: z.object({ roles: z.array(z.enum(STAFF_ROLES)) }),
    handler: async (ctx) =>
      ok(
        {
          roles: await setRole(actorOf(ctx), ctx.input.user_id, ctx.input.role, ctx.input.on === 1),
        },
        'api.saved',
      ),
  }),
  endpoint({
    method: 'POST',
    path: 'admin/banUser',
    summary:
      'Moderators: ban a user for `hours` (0: for good) with a reason. Every session is revoked and every websocket closed at once; login answers "accountBanned" meanwhile. Administrators, and for moderators any staff → "cannotSanctionStaff".',
    tag: 'admin',
    auth: 'moderator',
    input: sanctionInput,
    output: standingOutput,
    handler: async (ctx) =>
      ok(
        await banUser(actorOf(ctx), {
          userId: ctx.input.user_id,
          hours: ctx.input.hours,
          reason: ctx.input.reason,
        }),
        'api.saved',
      ),
  }),
  endpoint({
    method: 'POST',
    path: 'admin/unbanUser',
    summary: 'Moderators: lift a ban (the undo of banUser). Not banned → "nothingToLift".',
    tag: 'admin',
    auth: 'moderator',
    input: liftInput,
    output: standingOutput,
    handler: async (ctx) =>
      ok(await liftSanction(actorOf(ctx), ctx.input.user_id, 'ban'), 'api.saved'),
  }),
  endpoint({
    method: 'POST',
    path: 'admin/muteUser',
    summary:
      'Moderators: mute a user site-wide for `hours` (0: for good): no chat, posts, comments or videos ("mutedSiteWide"). The user is told in the message centre.',
    tag: 'admin',
    auth: 'moderator',
    input: sanctionInput,
    output: standingOutput,
    handler: async (ctx) =>
      ok(
        await muteUser(actorOf(ctx), {
          userId: ctx.input.user_id,
          hours: ctx.input.hours,
          reason: ctx.input.reason,
        }),
        'api.saved',
      ),
  }),
  endpoint({
    method: 'POST',
    path: 'admin/unmuteUser',
    summary:
      'Moderators: lift a site-wide mute (the undo of muteUser). Not muted → "nothingToLift".',
    tag: 'admin',
    auth: 'moderator',
    input: liftInput,
    output: standingOutput,
    handler: async (ctx) =>
      ok(await liftSanction(actorOf(ctx), ctx.input.user_id, 'mute'), 'api.saved'),
  }),
  endpoint({
    method: 'POST',
    path: 'admin/warnUser',
    summary: 'Moderators: warn a user with a reason; the user is told in the message centre.',
    tag: 'admin',
    auth: 'moderator',
    input: warnInput,
    handler: async (ctx) => {
      await warnUser(actorOf(ctx), { userId: ctx.input.user_id, reason: ctx.input.reason });
      return ok(null, 'api.saved');
    },
  }),
  endpoint({
    method: 'GET',
    path: 'admin/userSanctions',
    summary: 'Moderators: a user’s moderation history (bans, mutes, warnings), newest first.',
    tag: 'admin',
    auth: 'moderator',
    input: z.object({ user_id: idField() }),
    output: z.array(sanctionOutput),
    handler: async ({ user, input }) => ok(await sanctionsOf(user, input.user_id)),
  }),
  endpoint({
    method: 'POST',
    path: 'admin/adjustBalance',
    summary:
      'Administrators: credit (direction 1) or take away (direction -1) `amount` coins of a user’s balance with a reason, through the ledger. A money action: needs admin/reauth within 10 minutes ("reauthRequired") and an Idempotency-Key; one’s own account → "cannotReviewOwn"; more than the user holds → "insufficientBalance".',
    tag: 'admin',
    auth: 'admin',
    idempotent: true,
    input: adjustBalanceInput,
    output: adjustBalanceOutput,
    handler: async (ctx) =>
      ok(
        await adjustBalance(
          actorOf(ctx),
          {
            userId: ctx.input.user_id,
            tenths: ctx.input.direction * ctx.input.amount,
            reason: ctx.input.reason,
          },
          ctx.idempotencyKey!,
        ),
        'api.saved',
      ),
  }),
  endpoint({
    method: 'GET',
    path: 'admin/auditList',
    summary:
      'Administrators: the audit log, newest first: who did what to what, before and after, when and from where. `q` matches an action (user.ban), a target (user:12) or the actor’s nickname.',
    tag: 'admin',
    auth: 'admin',
    input: auditListInput,
    output: auditListOutput,
    handler: async ({ user, input }) => ok(await listAudit(user, input)),
  }),
];
