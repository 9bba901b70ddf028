/**
 * The contract of reports (issue 27 "Reports"): a user's report of a post, comment, video, chat
 * message or user, and the console's grouped queue with its actions. lib/api/routes/reports.ts
 * wires them to endpoints. Browser-safe: browser code imports it with `import type`, and
 * constants from ./limits.
 */
import { z } from 'zod';
import { consolePage, sanctionReason } from '@/lib/admin/contract';
import { SANCTION_HOURS, SANCTION_REASON_MAX } from '@/lib/admin/limits';
import {
  CHAT_TARGET_ID,
  REPORT_ACTIONS,
  REPORT_BULK_ACTIONS,
  REPORT_BULK_MAX,
  REPORT_NOTE_MAX,
  REPORT_REASONS,
  REPORT_SORTS,
  REPORT_TARGET_TYPES,
} from './limits';

export * from './limits';

const isoTime = z.string().describe('ISO time (UTC)');
const chars = (s: string) => [...s].length;

export const reportTargetType = z.enum(REPORT_TARGET_TYPES, {
  message: 'api.errors.reportTypeInvalid',
});
export const reportReason = z.enum(REPORT_REASONS, { message: 'api.errors.reportReasonInvalid' });

/** A target's id as text: a positive id, or `<room id>-<seq>` for a chat message. */
const targetIdText = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .pipe(
    z.string().min(1, 'api.errors.reportTargetNotFound').max(40, 'api.errors.reportTargetNotFound'),
  )
  .describe('the id; a chat message: `<room id>-<seq>`');

/** Whether `id` has the shape of `type`'s ids. */
export function isTargetId(type: (typeof REPORT_TARGET_TYPES)[number], id: string): boolean {
  return type === 'chat' ? CHAT_TARGET_ID.test(id) : /^[1-9]\d{0,9}$/.test(id);
}

const target = {
  target_type: reportTargetType,
  target_id: targetIdText,
};
const targetShape = z.object(target).refine((v) => isTargetId(v.target_type, v.target_id), {
  message: 'api.errors.reportTargetNotFound',
  path: ['target_id'],
});

// --- a user's report -------------------------------------------------------------------------

export const reportNote = z
  .string()
  .default('')
  .transform((s) => s.normalize('NFC').trim())
  .refine((s) => chars(s) <= REPORT_NOTE_MAX, 'api.errors.reportNoteTooLong')
  .describe(`at most ${REPORT_NOTE_MAX} characters`);

export const reportCreateInput = z
  .object({ ...target, reason: reportReason, note: reportNote })
  .refine((v) => isTargetId(v.target_type, v.target_id), {
    message: 'api.errors.reportTargetNotFound',
    path: ['target_id'],
  });
export type ReportCreateInput = z.input<typeof reportCreateInput>;

export const reportCreateOutput = z.object({
  /** false: the caller had reported this already and the report is still open. */
  created: z.boolean(),
});

// --- the console -----------------------------------------------------------------------------

export const reportStatusField = z.coerce
  .number()
  .int()
  .min(0)
  .max(2)
  .default(0)
  .describe('0 open, 1 actioned, 2 dismissed');

export const reportListInput = z.object({
  ...consolePage,
  status: reportStatusField,
  type: reportTargetType.optional(),
  reason: reportReason.optional(),
  sort: z
    .enum(REPORT_SORTS)
    .default('-count')
    .describe('count or time (the latest report); `-`: descending'),
});

export const reportReasonCounts = z.object(
  Object.fromEntries(REPORT_REASONS.map((r) => [r, z.number().int()])) as Record<
    (typeof REPORT_REASONS)[number],
    z.ZodNumber
  >,
);

/** One reported thing and its reports of the status asked for. */
export const reportGroupOutput = z.object({
  target_type: reportTargetType,
  target_id: z.string(),
  owner_id: z.number().int().nullable(),
  owner_nickname: z.string(),
  /** What was reported, as it was then (a text, a title, a nickname). */
  snapshot: z.string(),
  /** Where the thing is on the site, or null (gone, a chat message's room closed …). */
  link: z.string().nullable(),
  count: z.number().int(),
  reasons: reportReasonCounts,
  first_at: isoTime,
  last_at: isoTime,
  status: z.number().int(),
  /** The latest outcome (handled groups), or null. */
  outcome: z.enum(REPORT_ACTIONS).nullable(),
  /** Hidden by a moderator now (a restore can undo it). */
  hidden: z.boolean(),
});
export type ReportGroup = z.infer<typeof reportGroupOutput>;

export const reportListOutput = z.object({
  list: z.array(reportGroupOutput),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type ReportListPage = z.infer<typeof reportListOutput>;

export const reportTargetInput = targetShape;

export const reportItemOutput = z.object({
  id: z.number().int(),
  reporter_id: z.number().int(),
  reporter_nickname: z.string(),
  reason: reportReason,
  note: z.string(),
  status: z.number().int(),
  outcome: z.enum(REPORT_ACTIONS).nullable(),
  handled_by_nickname: z.string().nullable(),
  handled_at: isoTime.nullable(),
  created_at: isoTime,
});
export type ReportItem = z.infer<typeof reportItemOutput>;

export const reportDetailOutput = z.object({
  list: z.array(reportItemOutput),
});

const optionalReason = z
  .string()
  .default('')
  .transform((s) => s.normalize('NFC').trim())
  .refine((s) => chars(s) <= SANCTION_REASON_MAX, 'api.errors.reportNoteTooLong');

export const handleReportInput = z
  .object({
    ...target,
    action: z.enum(REPORT_ACTIONS, { message: 'api.errors.reportActionInvalid' }),
    hours: z.coerce
      .number()
      .int()
      .optional()
      .describe(`mute and ban: one of ${SANCTION_HOURS.join(', ')} (0: for good)`),
    /** Required for warn, mute and ban (the user is told it); optional for hide and dismiss. */
    reason: optionalReason.describe(`warn, mute, ban: 1–${SANCTION_REASON_MAX} characters`),
  })
  .superRefine((v, ctx) => {
    if (!isTargetId(v.target_type, v.target_id))
      ctx.addIssue({
        code: 'custom',
        message: 'api.errors.reportTargetNotFound',
        path: ['target_id'],
      });
    if (
      (v.action === 'mute' || v.action === 'ban') &&
      (v.hours === undefined || !(SANCTION_HOURS as readonly number[]).includes(v.hours))
    )
      ctx.addIssue({
        code: 'custom',
        message: 'api.errors.sanctionDurationInvalid',
        path: ['hours'],
      });
    if (
      (v.action === 'warn' || v.action === 'mute' || v.action === 'ban') &&
      !sanctionReason.safeParse(v.reason).success
    )
      ctx.addIssue({
        code: 'custom',
        message: 'api.errors.reviewReasonRequired',
        path: ['reason'],
      });
  });
export type HandleReportInput = z.infer<typeof handleReportInput>;

export const handleReportOutput = z.object({
  action: z.enum(REPORT_ACTIONS),
  /** How many open reports were closed. */
  closed: z.number().int(),
});

export const handleReportsInput = z.object({
  targets: z
    .array(z.object(target))
    .min(1, 'api.errors.reportTargetNotFound')
    .max(REPORT_BULK_MAX, 'api.errors.reportTargetNotFound')
    .describe(`1–${REPORT_BULK_MAX} things`),
  action: z.enum(REPORT_BULK_ACTIONS, { message: 'api.errors.reportActionInvalid' }),
  reason: optionalReason,
});

export const bulkResultOutput = z.object({
  target_type: reportTargetType,
  target_id: z.string(),
  ok: z.boolean(),
  /** The refusal's key and text in the request's language when not ok. */
  error: z.string().nullable(),
  msg: z.string().nullable(),
});
export const handleReportsOutput = z.object({ results: z.array(bulkResultOutput) });
export type BulkResult = z.infer<typeof bulkResultOutput>;

export const restoreContentInput = targetShape;
