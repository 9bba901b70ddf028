import 'server-only';
import { actorOf } from '@/lib/admin/audit';
import { BULK_REVIEW_MAX, bulkReviewInput, bulkReviewOutput } from '@/lib/admin/queue-contract';
import { bulkReview } from '@/lib/admin/queues';
import { endpoint, ok, type Endpoint } from '../endpoint';

/**
 * The console's review queues (issue 27 "Review queues"): the bulk review of any queue. Each
 * queue's list and single review stay beside their domains (applications.ts, experts.ts,
 * nobles.ts, wallet.ts).
 */
export const adminQueueEndpoints: Endpoint[] = [
  // POST api/admin/bulkReview – approve or reject many items of one queue
  endpoint({
    method: 'POST',
    path: 'admin/bulkReview',
    summary: `Console staff: approve (pass 1) or reject (pass 0, one reason for all: reviewReasonRequired) 1–${BULK_REVIEW_MAX} items of one queue (anchors, experts, withdrawals: administrators; horns: moderators too → "forbidden" otherwise). Each item is reviewed in its own transaction with its own audit row; answers each item's outcome (ok, or its error key and message, e.g. alreadyReviewed, cannotReviewOwn). Paying withdrawals needs the password given again within 10 minutes ("reauthRequired" for the whole call, see admin/reauth).`,
    tag: 'admin',
    auth: 'moderator',
    input: bulkReviewInput,
    output: bulkReviewOutput,
    handler: async (ctx) => ok(await bulkReview(actorOf(ctx), ctx.input, ctx.lang), 'api.saved'),
  }),
];
