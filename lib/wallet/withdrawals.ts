import 'server-only';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '@/i18n/locales';
import { db } from '@/lib/db/client';
import { users, walletTransactions, withdrawals } from '@/lib/db/schema';
import { AppError } from '@/lib/errors/app-error';
import { env } from '@/lib/env';
import { translate } from '@/lib/i18n/messages';
import { inboxChanged, notify } from '@/lib/messages';
import { toCoins } from './amount';
import { post, userBalances, type Tx } from './ledger';
import { payoutAccountsOf, requirePaymentPassword } from './payout-accounts';
import {
  maskHolderName,
  WITHDRAWAL_STATUS,
  WITHDRAWAL_STATUS_NAMES,
  type PayoutMethod,
} from './contract';
import { settleDue } from './settlement';
import { recordAudit, type Actor } from '@/lib/admin/audit';
import { requireReauth } from '@/lib/admin/reauth';
import { requireRole } from '@/lib/admin/roles';
import type { QueueSort, SortDir } from '@/lib/admin/queue-limits';
import { queueOrder, queueSearch, statusCounts } from '@/lib/admin/queue-search';

/**
 * Withdrawals (issue 11 §6): an anchor asks, with the payment password, to be paid an amount of
 * withdrawable income to a bound bank card or Alipay account. The amount moves at once from
 * `income` to `withdrawal_clearing` (so it cannot be spent twice) and the request waits for an
 * administrator: approved, it leaves for `payment_clearing` (paid out); rejected, it goes back to
 * `income`. Each step is one database transaction with its ledger posting; a review is a
 * conditional update of a waiting request, so two reviewers cannot both settle it.
 */

type Row = typeof withdrawals.$inferSelect;

export type WithdrawalItem = {
  id: number;
  amount: number;
  method: string;
  account_masked: string;
  bank_name: string;
  status: number;
  status_name: string;
  reason: string;
  created_at: string;
  reviewed_at: string | null;
};

export type AdminWithdrawalItem = WithdrawalItem & {
  holder_name_masked: string;
  user: { id: number; nickname: string };
};

export type Page<T> = { list: T[]; total: number; page: number; limit: number };

const statusName = (lang: Locale, status: number) =>
  translate(lang, `api.withdrawalStatus.${WITHDRAWAL_STATUS_NAMES[status] ?? 'waiting'}`);

function item(row: Row, lang: Locale): WithdrawalItem {
  return {
    id: row.id,
    amount: toCoins(row.amountTenths),
    method: row.method,
    account_masked: row.accountMasked,
    bank_name: row.bankName,
    status: row.status,
    status_name: statusName(lang, row.status),
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
    reviewed_at: row.reviewedAt ? row.reviewedAt.toISOString() : null,
  };
}

function adminItem(row: Row, user: { id: number; nickname: string }, lang: Locale) {
  // A withdrawal row only ever holds the masked name (the full one stays with the account).
  return { ...item(row, lang), holder_name_masked: row.holderName, user };
}

/** The withdrawal a ledger transaction (by its key) opened, if any: a retry's first answer. */
async function byTxKey(q: Pick<Tx, 'select'>, key: string): Promise<Row | undefined> {
  const [row] = await q
    .select({ w: withdrawals })
    .from(withdrawals)
    .innerJoin(walletTransactions, eq(walletTransactions.id, withdrawals.txId))
    .where(eq(walletTransactions.key, key))
    .limit(1);
  return row?.w;
}

export type WithdrawalRequest = {
  amountTenths: number;
  paymentPassword: string;
  method?: PayoutMethod;
};

/**
 * Balance/applyForWithdrawal. `key` is the request's idempotency key scoped by user: the same key
 * again answers the withdrawal it opened and moves nothing. Refusals, in this order: not an anchor
 * (`forbidden`), below the minimum, above the withdrawable income, no payment password, no
 * account bound for the method, a wrong or locked payment password.
 */
export async function applyForWithdrawal(
  user: { id: number; isAnchor: number },
  req: WithdrawalRequest,
  key: string,
): Promise<{ id: number; status: 0; amount: number; income: number }> {
  if (user.isAnchor === 0) throw new AppError('forbidden');
  const userId = user.id;
  const answer = async (w: Row) => ({
    id: w.id,
    status: 0 as const,
    amount: toCoins(w.amountTenths),
    income: toCoins((await userBalances(userId)).income),
  });
  // A retry whose first try moved the money (and died before answering) gets that withdrawal.
  const earlier = await byTxKey(db(), key);
  if (earlier) return answer(earlier);

  const min = env().WALLET_MIN_WITHDRAWAL;
  if (req.amountTenths < min * 10) throw new AppError('withdrawalBelowMinimum', { min });
  await settleDue(userId);
  // Checked before the password so a hopeless request costs no try; the ledger checks again.
  if (req.amountTenths > (await userBalances(userId)).income) {
    throw new AppError('withdrawalAboveWithdrawable');
  }
  const [pw] = await db()
    .select({ hash: users.paymentPasswordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!pw?.hash) throw new AppError('paymentPasswordNotSet');
  const accounts = await payoutAccountsOf(userId);
  const method: PayoutMethod = req.method ?? (accounts.bank ? 'bank' : 'alipay');
  const account = accounts[method];
  if (!account) throw new AppError('payoutAccountRequired');
  await requirePaymentPassword(userId, req.paymentPassword);

  const meta = {
    method,
    account_masked: account.numberMasked,
    bank_name: account.bankName,
  };
  const result = await db()
    .transaction(async (tx) => {
      const posted = await post(tx, {
        kind: 'withdrawal',
        key,
        userId,
        meta,
        legs: [
          { account: 'income', userId, tenths: -req.amountTenths },
          { account: 'withdrawal_clearing', tenths: req.amountTenths },
        ],
      });
      if (posted.replay) return { row: await byTxKey(tx, key), income: undefined };
      const [row] = await tx
        .insert(withdrawals)
        .values({
          userId,
          amountTenths: req.amountTenths,
          method,
          accountMasked: account.numberMasked,
          holderName: maskHolderName(account.holderName),
          bankName: account.bankName,
          status: WITHDRAWAL_STATUS.waiting,
          txId: posted.id,
        })
        .returning();
      // The order list links the movement to its request.
      await tx
        .update(walletTransactions)
        .set({ meta: { ...meta, withdrawal_id: row.id } })
        .where(eq(walletTransactions.id, posted.id));
      return { row, income: posted.balances[`income:${userId}`] };
    })
    .catch((e: unknown) => {
      throw e instanceof AppError && e.key === 'insufficientBalance'
        ? new AppError('withdrawalAboveWithdrawable')
        : e;
    });
  if (!result.row) throw new Error(`withdrawal: ledger key ${key} has no withdrawal`);
  if (result.income === undefined) return answer(result.row);
  return {
    id: result.row.id,
    status: 0,
    amount: toCoins(result.row.amountTenths),
    income: toCoins(result.income),
  };
}

async function page<T>(
  where: SQL | undefined,
  opts: { page?: number; limit?: number; order?: SQL[] },
  map: (row: Row, user: { id: number; nickname: string }) => T,
): Promise<Page<T>> {
  const pageNo = opts.page ?? 1;
  const limit = opts.limit ?? 20;
  const [rows, [total]] = await Promise.all([
    db()
      .select({ w: withdrawals, user: { id: users.id, nickname: users.nickname } })
      .from(withdrawals)
      .innerJoin(users, eq(users.id, withdrawals.userId))
      .where(where)
      .orderBy(...(opts.order ?? [desc(withdrawals.id)]))
      .limit(limit)
      .offset((pageNo - 1) * limit),
    db()
      .select({ n: count() })
      .from(withdrawals)
      .innerJoin(users, eq(users.id, withdrawals.userId))
      .where(where),
  ]);
  return { list: rows.map((r) => map(r.w, r.user)), total: total.n, page: pageNo, limit };
}

/** Balance/withdrawalList: the user's own requests, newest first. */
export function listOwnWithdrawals(
  userId: number,
  opts: { status?: number; page?: number; limit?: number },
  lang: Locale,
): Promise<Page<WithdrawalItem>> {
  return page(
    and(
      eq(withdrawals.userId, userId),
      opts.status === undefined ? undefined : eq(withdrawals.status, opts.status),
    ),
    opts,
    (row) => item(row, lang),
  );
}

/**
 * admin/withdrawalList: everyone's requests (by status), newest first unless `sort` (time or
 * amount) and `dir` say otherwise; `q` searches the requester (lib/admin/queue-search.ts). With
 * the counts per status of the search. Administrators.
 */
export async function listAllWithdrawals(
  reader: Actor['user'],
  opts: {
    status?: number;
    q?: string;
    sort?: QueueSort;
    dir?: SortDir;
    page?: number;
    limit?: number;
  },
  lang: Locale,
): Promise<Page<AdminWithdrawalItem> & { status_counts: number[] }> {
  requireRole(reader, 'admin');
  const search = queueSearch(opts.q, withdrawals.id);
  const [list, counts] = await Promise.all([
    page(
      and(opts.status === undefined ? undefined : eq(withdrawals.status, opts.status), search),
      {
        ...opts,
        order: queueOrder(opts, {
          time: withdrawals.createdAt,
          id: withdrawals.id,
          amount: withdrawals.amountTenths,
        }),
      },
      (row, user) => adminItem(row, user, lang),
    ),
    statusCounts(withdrawals, { status: withdrawals.status, userId: withdrawals.userId }, search),
  ]);
  return { ...list, status_counts: counts };
}

/**
 * admin/reviewWithdrawal: `pass` pays the request (withdrawal clearing → payment clearing), else
 * rejects it with `reason` (withdrawal clearing → the user's income). The state changes only
 * from waiting, in the same database transaction as the posting `withdrawal-close:<id>` and the
 * audit row (`withdrawal.approve|reject`): of two reviewers at once one wins, the other gets
 * `alreadyReviewed`. Administrators only; nobody reviews their own request (`cannotReviewOwn`),
 * and paying one is a money action: the reviewer's password within 10 minutes (requireReauth).
 */
export async function reviewWithdrawal(
  actor: Actor,
  input: { id: number; pass: number; reason?: string },
  lang: Locale,
): Promise<AdminWithdrawalItem> {
  requireRole(actor.user, 'admin');
  const reason = input.reason ?? '';
  const pass = input.pass === 1;
  if (!pass && !reason) throw new AppError('reviewReasonRequired');
  const [found] = await db().select().from(withdrawals).where(eq(withdrawals.id, input.id));
  if (!found) throw new AppError('withdrawalNotFound');
  if (found.userId === actor.user.id) throw new AppError('cannotReviewOwn');
  if (found.status !== WITHDRAWAL_STATUS.waiting) throw new AppError('alreadyReviewed');
  if (pass) await requireReauth(actor);

  const row = await db().transaction(async (tx) => {
    const [claimed] = await tx
      .update(withdrawals)
      .set({
        status: pass ? WITHDRAWAL_STATUS.paid : WITHDRAWAL_STATUS.rejected,
        reason,
        reviewedAt: sql`now()`,
        reviewerId: actor.user.id,
      })
      .where(and(eq(withdrawals.id, found.id), eq(withdrawals.status, WITHDRAWAL_STATUS.waiting)))
      .returning();
    if (!claimed) throw new AppError('alreadyReviewed');
    const posted = await post(tx, {
      kind: pass ? 'withdrawal_paid' : 'withdrawal_returned',
      key: `withdrawal-close:${claimed.id}`,
      userId: claimed.userId,
      meta: {
        withdrawal_id: claimed.id,
        method: claimed.method,
        account_masked: claimed.accountMasked,
        ...(pass ? {} : { reason }),
      },
      legs: pass
        ? [
            { account: 'withdrawal_clearing', tenths: -claimed.amountTenths },
            { account: 'payment_clearing', tenths: claimed.amountTenths },
          ]
        : [
            { account: 'withdrawal_clearing', tenths: -claimed.amountTenths },
            { account: 'income', userId: claimed.userId, tenths: claimed.amountTenths },
          ],
    });
    await recordAudit(tx, actor, {
      action: pass ? 'withdrawal.approve' : 'withdrawal.reject',
      targetType: 'withdrawal',
      targetId: claimed.id,
      before: { status: WITHDRAWAL_STATUS.waiting },
      after: { status: claimed.status, reason, amount: toCoins(claimed.amountTenths) },
    });
    await notify(tx, {
      userId: claimed.userId,
      kind: 'review',
      key: `review:withdrawal:${claimed.id}`,
      data: {
        subject: 'withdrawal',
        id: claimed.id,
        passed: pass,
        reason,
        detail: toCoins(claimed.amountTenths).toFixed(1),
      },
    });
    const [closed] = await tx
      .update(withdrawals)
      .set({ closeTxId: posted.id })
      .where(eq(withdrawals.id, claimed.id))
      .returning();
    return closed;
  });
  const [owner] = await db()
    .select({ id: users.id, nickname: users.nickname })
    .from(users)
    .where(eq(users.id, row.userId));
  await inboxChanged([row.userId]);
  return adminItem(row, owner, lang);
}
