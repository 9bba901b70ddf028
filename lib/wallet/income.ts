import 'server-only';
import { and, asc, eq, gt, isNull, notInArray, sql } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import {
  incomeSettlements,
  users,
  walletAccounts,
  walletEntries,
  walletTransactions,
  withdrawals,
} from '@/lib/db/schema';
import { AppError } from '@/lib/errors/app-error';
import { env } from '@/lib/env';
import { toCoins } from './amount';
import { post, userBalances } from './ledger';
import { payoutInfo, type AlipayInfo, type BankInfo } from './payout-accounts';
import { WITHDRAWAL_STATUS } from './contract';
import { settleDue } from './settlement';

/**
 * An anchor's income (issue 11 §6): a gift's share arrives in `income_pending`, becomes
 * withdrawable `income` after the settlement delay (./settlement.ts), and is either withdrawn
 * (./withdrawals.ts) or moved, irreversibly, to the coin wallet (`conversion`).
 */

export type BalanceInfo = {
  coins: number;
  income_pending: number;
  income: number;
  withdrawing: number;
  cumulative: number;
  min_withdrawal: number;
  has_payment_password: 0 | 1;
  /** When the earliest pending amount becomes withdrawable (null: nothing pending). */
  next_settlement_at: string | null;
  bank: BankInfo | null;
  alipay: AlipayInfo | null;
};

/**
 * Income ever earned, in tenths: every credit to the user's `income_pending` (gift shares), plus
 * every credit straight to `income` that is not one of those settling (`settlement`) or a rejected
 * withdrawal coming back (`withdrawal_returned`) — e.g. an adjustment or the demo's opening
 * income. Withdrawals and conversions do not lower it.
 */
export async function cumulativeIncome(userId: number): Promise<number> {
  const [row] = await db()
    .select({ s: sql<string>`coalesce(sum(${walletEntries.amountTenths}), 0)` })
    .from(walletEntries)
    .innerJoin(walletAccounts, eq(walletAccounts.id, walletEntries.accountId))
    .innerJoin(walletTransactions, eq(walletTransactions.id, walletEntries.txId))
    .where(
      and(
        eq(walletAccounts.userId, userId),
        gt(walletEntries.amountTenths, 0),
        sql`(${walletAccounts.kind} = 'income_pending' or (${walletAccounts.kind} = 'income' and ${notInArray(walletTransactions.kind, ['settlement', 'withdrawal_returned'])}))`,
      ),
    );
  return Number(row?.s ?? 0);
}

/** The sum of the user's withdrawals waiting for review, in tenths. */
export async function withdrawingTenths(userId: number): Promise<number> {
  const [row] = await db()
    .select({ s: sql<string>`coalesce(sum(${withdrawals.amountTenths}), 0)` })
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), eq(withdrawals.status, WITHDRAWAL_STATUS.waiting)));
  return Number(row?.s ?? 0);
}

/** Balance/info: settles the user's due income first, then answers every figure of the wallet. */
export async function balanceInfo(userId: number): Promise<BalanceInfo> {
  await settleDue(userId);
  const [balances, withdrawing, cumulative, accounts, [user], [next]] = await Promise.all([
    userBalances(userId),
    withdrawingTenths(userId),
    cumulativeIncome(userId),
    payoutInfo(userId),
    db()
      .select({ hash: users.paymentPasswordHash })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1),
    db()
      .select({ dueAt: incomeSettlements.dueAt })
      .from(incomeSettlements)
      .where(and(eq(incomeSettlements.userId, userId), isNull(incomeSettlements.settledAt)))
      .orderBy(asc(incomeSettlements.dueAt))
      .limit(1),
  ]);
  return {
    coins: toCoins(balances.coins),
    income_pending: toCoins(balances.income_pending),
    income: toCoins(balances.income),
    withdrawing: toCoins(withdrawing),
    cumulative: toCoins(cumulative),
    min_withdrawal: env().WALLET_MIN_WITHDRAWAL,
    has_payment_password: user?.hash ? 1 : 0,
    next_settlement_at: next ? next.dueAt.toISOString() : null,
    bank: accounts.bank,
    alipay: accounts.alipay,
  };
}

/**
 * Balance/conversionBalance: moves `amountTenths` of withdrawable income to the coin wallet, for
 * good (docs/product.md §5: irreversible; the confirmation is the page's). `key` is the request's
 * idempotency key scoped by user; a replay moves nothing and answers the balances as they are.
 * More than the withdrawable income → `insufficientIncome`, nothing moved.
 */
export async function convertIncome(
  userId: number,
  amountTenths: number,
  key: string,
): Promise<{ coins: number; income: number }> {
  await settleDue(userId);
  await db()
    .transaction((tx) =>
      post(tx, {
        kind: 'conversion',
        key,
        userId,
        legs: [
          { account: 'income', userId, tenths: -amountTenths },
          { account: 'coins', userId, tenths: amountTenths },
        ],
      }),
    )
    .catch((e: unknown) => {
      throw e instanceof AppError && e.key === 'insufficientBalance'
        ? new AppError('insufficientIncome')
        : e;
    });
  const b = await userBalances(userId);
  return { coins: toCoins(b.coins), income: toCoins(b.income) };
}
