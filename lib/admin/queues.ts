import 'server-only';
import type { Locale } from '@/i18n/locales';
import { reviewApplication } from '@/lib/applications/anchor';
import { AppError, isAppError } from '@/lib/errors/app-error';
import { reviewExpertApplication } from '@/lib/experts';
import { translate } from '@/lib/i18n/messages';
import { log } from '@/lib/log';
import { reviewHorn } from '@/lib/wallet/horns';
import { reviewWithdrawal } from '@/lib/wallet/withdrawals';
import type { Actor } from './audit';
import type { BulkReviewResult } from './queue-contract';
import type { ReviewQueue } from './queue-limits';
import { requireReauth } from './reauth';
import { requireRole } from './roles';
import type { StaffRole } from './limits';

/**
 * The console's review queues (issue 27 "Review queues"; docs/architecture.md "Console"): the role
 * each needs, and the bulk review. Each item of a bulk review goes through its domain's own review
 * function — its own transaction and its own audit row — so a bulk of N items writes N rows, and
 * one item's refusal (reviewed meanwhile, the reviewer's own withdrawal …) leaves the others be.
 */

/** Who may work on a queue: horns are the moderators' too, the rest the administrators' alone. */
export const QUEUE_ROLE: Record<ReviewQueue, StaffRole> = {
  anchors: 'admin',
  experts: 'admin',
  horns: 'moderator',
  withdrawals: 'admin',
};

/** One item's review through its domain; answers the status it was left in. */
async function reviewOne(
  actor: Actor,
  queue: ReviewQueue,
  id: number,
  pass: boolean,
  reason: string,
  lang: Locale,
): Promise<number> {
  switch (queue) {
    case 'anchors':
      return (await reviewApplication(actor, { id, pass, reason, lang })).status;
    case 'experts':
      return (await reviewExpertApplication(actor, { id, pass, reason, lang })).status;
    case 'horns':
      return (await reviewHorn(actor, { id, pass, reason, lang })).status;
    case 'withdrawals':
      return (await reviewWithdrawal(actor, { id, pass: pass ? 1 : 0, reason }, lang)).status;
  }
}

/**
 * admin/bulkReview: approves (or rejects, with one reason for all) up to BULK_REVIEW_MAX items of
 * one queue, one after another, each in its own transaction; answers each item's outcome. The
 * whole call is refused up front for the wrong role, a rejection without a reason, and paying
 * withdrawals without a recent password (so the browser asks for it once, then retries).
 */
export async function bulkReview(
  actor: Actor,
  input: { queue: ReviewQueue; ids: number[]; pass: 0 | 1; reason?: string },
  lang: Locale,
): Promise<BulkReviewResult> {
  requireRole(actor.user, QUEUE_ROLE[input.queue]);
  const pass = input.pass === 1;
  const reason = (input.reason ?? '').trim();
  if (!pass && !reason) throw new AppError('reviewReasonRequired');
  if (pass && input.queue === 'withdrawals') await requireReauth(actor);
  const results: BulkReviewResult['results'] = [];
  for (const id of input.ids) {
    try {
      const status = await reviewOne(actor, input.queue, id, pass, pass ? '' : reason, lang);
      results.push({ id, ok: true, status, error: null, msg: '' });
    } catch (e) {
      const err = isAppError(e) ? e : new AppError('internal');
      if (!isAppError(e))
        log().error({ err: e, queue: input.queue, id }, 'bulk review item failed');
      results.push({
        id,
        ok: false,
        status: null,
        error: err.key,
        msg: translate(lang, `api.errors.${err.key}`, err.values),
      });
    }
  }
  return { results, done: results.filter((r) => r.ok).length };
}
