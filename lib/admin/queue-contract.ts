/**
 * The contract of the console's review queues (issue 27 "Review queues"): the search and order
 * fields every queue list takes (spread into each domain's list input), the status counts every
 * list answers, and the bulk review. Browser-safe: browser code imports it with `import type`,
 * and constants from ./queue-limits.
 */
import { z } from 'zod';
import { idField } from '@/lib/rules/id-field';
import { blank } from '@/lib/rules/input-fields';
import { REVIEW_REASON_MAX } from '@/lib/wallet/limits';
import { CONSOLE_QUERY_MAX } from './limits';
import { BULK_REVIEW_MAX, REVIEW_QUEUES, SORT_DIRS } from './queue-limits';

export * from './queue-limits';

/**
 * A queue list's search and order: `q` (a nickname or mobile fragment, or an id: the item's or
 * its user's), `sort` among `sorts` (default `time`) and `dir` (default `desc`, newest first).
 */
export function queueListFields<const S extends readonly [string, ...string[]]>(sorts: S) {
  return {
    q: z
      .preprocess(blank, z.string().trim().max(CONSOLE_QUERY_MAX).optional())
      .describe(`nickname or mobile fragment, or an id; at most ${CONSOLE_QUERY_MAX} characters`),
    sort: z
      .preprocess(blank, z.enum(sorts).optional())
      .describe(`${sorts.join(' | ')} (default time)`),
    dir: z
      .preprocess(blank, z.enum(SORT_DIRS).optional())
      .describe('asc | desc (default desc: newest or largest first)'),
  };
}

/** How many items of each status match the search: [waiting, passed or paid, failed or rejected]. */
export const statusCountsField = z
  .array(z.number().int())
  .describe('[waiting, passed (paid), failed (rejected)] items matching q');

/** What every queue list answers besides its page. */
export const queuePageExtra = z.object({ status_counts: statusCountsField });
export type QueuePageExtra = z.infer<typeof queuePageExtra>;

export const bulkReviewInput = z.object({
  queue: z.enum(REVIEW_QUEUES),
  ids: z
    .array(idField())
    .min(1)
    .max(BULK_REVIEW_MAX)
    .transform((ids) => [...new Set(ids)])
    .describe(`1–${BULK_REVIEW_MAX} item ids`),
  pass: z.preprocess(
    (v) => (v === '1' || v === 1 ? 1 : v === '0' || v === 0 ? 0 : v),
    z.union([z.literal(0), z.literal(1)]),
  ),
  reason: z
    .string()
    .trim()
    .max(REVIEW_REASON_MAX)
    .optional()
    .describe(`one reason for every rejection (required to reject), at most ${REVIEW_REASON_MAX}`),
});

export const bulkReviewOutput = z.object({
  results: z.array(
    z.object({
      id: z.number().int(),
      ok: z.boolean(),
      status: z.number().int().nullable().describe("the item's status after the review, or null"),
      error: z.string().nullable().describe('the error key when it failed'),
      msg: z.string().describe("the error in the request's language ('' when ok)"),
    }),
  ),
  done: z.number().int().describe('how many items were reviewed'),
});
export type BulkReviewResult = z.infer<typeof bulkReviewOutput>;
export type BulkReviewBody = z.input<typeof bulkReviewInput>;
