/**
 * The contract of the operators' console (issue 27; docs/product.md §6 "Operators"): roles,
 * re-authentication, sanctions (ban, site-wide mute, warning) and the audit log.
 * lib/api/routes/admin.ts wires them to endpoints. Browser-safe: browser code imports it with
 * `import type`, and constants from ./limits.
 */
import { z } from 'zod';
import { idField } from '@/lib/rules/id-field';
import { coinsField } from '@/lib/wallet/contract';
import {
  ADJUST_MAX_COINS,
  CONSOLE_PAGE_MAX,
  CONSOLE_PAGE_SIZE,
  CONSOLE_QUERY_MAX,
  SANCTION_HOURS,
  SANCTION_REASON_MAX,
  STAFF_ROLES,
} from './limits';

export * from './limits';

const isoTime = z.string().describe('ISO time (UTC)');
const chars = (s: string) => [...s].length;

/** A console table's page (1-based) and its size. */
export const consolePage = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(CONSOLE_PAGE_MAX).default(CONSOLE_PAGE_SIZE),
};

export const consoleQuery = z
  .string()
  .trim()
  .max(CONSOLE_QUERY_MAX)
  .default('')
  .describe(`at most ${CONSOLE_QUERY_MAX} characters`);

export const staffRoleField = z.enum(STAFF_ROLES, { message: 'api.errors.roleInvalid' });

/** A sanction's reason (required, trimmed). */
export const sanctionReason = z
  .string()
  .transform((s) => s.normalize('NFC').trim())
  .pipe(
    z
      .string()
      .min(1, 'api.errors.reviewReasonRequired')
      .refine((s) => chars(s) <= SANCTION_REASON_MAX, 'api.errors.contentTooLong'),
  )
  .describe(`1–${SANCTION_REASON_MAX} characters`);

export const sanctionHours = z.coerce
  .number()
  .int()
  .refine(
    (h) => (SANCTION_HOURS as readonly number[]).includes(h),
    'api.errors.sanctionDurationInvalid',
  )
  .describe(`one of ${SANCTION_HOURS.join(', ')} (0: for good)`);

// --- who am I in the console -----------------------------------------------------------------

export const consoleMeOutput = z.object({
  id: z.number().int(),
  user_nickname: z.string(),
  roles: z.array(z.enum(STAFF_ROLES)),
  /** Until when a money action needs no password (ISO), or null. */
  reauth_until: isoTime.nullable(),
});
export type ConsoleMe = z.infer<typeof consoleMeOutput>;

export const reauthInput = z.object({
  password: z.string().min(1, 'api.errors.loginFailed').max(128).describe('the account password'),
});
export const reauthOutput = z.object({ reauth_until: isoTime });

// --- roles -----------------------------------------------------------------------------------

export const setRoleInput = z.object({
  user_id: idField(),
  role: staffRoleField,
  /** 1 grants the role, 0 takes it away. */
  on: z.coerce.number().int().min(0).max(1),
});

// --- sanctions --------------------------------------------------------------------------------

export const sanctionInput = z.object({
  user_id: idField(),
  hours: sanctionHours,
  reason: sanctionReason,
});
export const warnInput = z.object({ user_id: idField(), reason: sanctionReason });
export const liftInput = z.object({ user_id: idField() });

export const sanctionOutput = z.object({
  id: z.number().int(),
  kind: z.enum(['ban', 'mute', 'warn']),
  until: isoTime.nullable(),
  reason: z.string(),
  actor_nickname: z.string(),
  source: z.string(),
  created_at: isoTime,
  lifted_at: isoTime.nullable(),
});
export type Sanction = z.infer<typeof sanctionOutput>;

/** A user's standing as the console shows it. */
export const standingOutput = z.object({
  banned_until: isoTime.nullable(),
  muted_until: isoTime.nullable(),
});
export type Standing = z.infer<typeof standingOutput>;

// --- the audit log ---------------------------------------------------------------------------

export const auditListInput = z.object({
  ...consolePage,
  /** Matches the action, the target (`user:12`), or the actor's id or nickname. */
  q: consoleQuery,
  actor_id: z.coerce.number().int().min(0).optional(),
  action: z.string().trim().max(64).optional(),
});

export const auditEntryOutput = z.object({
  id: z.number().int(),
  actor_id: z.number().int(),
  actor_nickname: z.string(),
  actor_roles: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string(),
  user_agent: z.string(),
  created_at: isoTime,
});
export type AuditEntry = z.infer<typeof auditEntryOutput>;

export const auditListOutput = z.object({
  list: z.array(auditEntryOutput),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

// --- the menu's counts ------------------------------------------------------------------------

/** Waiting items per review queue; null for a queue the caller may not open. */
export const queueCountsOutput = z.object({
  anchors: z.number().int().nullable(),
  experts: z.number().int().nullable(),
  horns: z.number().int().nullable(),
  withdrawals: z.number().int().nullable(),
  reports: z.number().int().nullable(),
});
export type QueueCounts = z.infer<typeof queueCountsOutput>;

// --- balance adjustment (a money action) ------------------------------------------------------

export const adjustBalanceInput = z.object({
  user_id: idField(),
  /** 1 credits the coins, -1 takes them away. */
  direction: z.coerce
    .number()
    .int()
    .refine((d) => d === 1 || d === -1, 'api.errors.amountInvalid'),
  amount: coinsField(ADJUST_MAX_COINS * 10),
  reason: sanctionReason,
});

export const adjustBalanceOutput = z.object({
  /** The user's coins after the adjustment (one decimal). */
  balance: z.number(),
  replay: z.boolean(),
});
