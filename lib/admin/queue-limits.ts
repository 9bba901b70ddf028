/**
 * The review queues of the operators' console (issue 27 "Review queues"; docs/product.md §6
 * "Operators"): plain values the API (./queue-contract.ts), the domains and the console agree on.
 * No zod here (docs/decisions/014).
 */

/** The four review queues, by their console page (`/admin/<queue>`). */
export const REVIEW_QUEUES = ['anchors', 'experts', 'horns', 'withdrawals'] as const;
export type ReviewQueue = (typeof REVIEW_QUEUES)[number];

/** A bulk review takes at most this many items. */
export const BULK_REVIEW_MAX = 50;

/** How a queue's list may be ordered: by the time it was sent, or by its amount (horns, withdrawals). */
export const QUEUE_SORTS = ['time', 'amount'] as const;
export type QueueSort = (typeof QUEUE_SORTS)[number];
export const SORT_DIRS = ['asc', 'desc'] as const;
export type SortDir = (typeof SORT_DIRS)[number];

/** The review states every queue shares: 0 waiting, 1 passed (paid), 2 failed (rejected). */
export const QUEUE_STATUSES = [0, 1, 2] as const;

/** The audit log's target type of each queue's items (`<type>.approve|reject`). */
export const QUEUE_TARGET = {
  anchors: 'anchor_application',
  experts: 'expert_application',
  horns: 'horn',
  withdrawals: 'withdrawal',
} as const satisfies Record<ReviewQueue, string>;
