import 'server-only';
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { incomeSettlements } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { post, type Tx } from './ledger';

/**
 * Income settlement (issue 11 §6): a gift's share lands in the anchor's `income_pending`; after
 * WALLET_SETTLEMENT_HOURS it becomes withdrawable `income`. Each pending amount is one row, settled
 * by its own ledger transaction `settle:<row>`, so settling twice (two instances, a retry) moves it
 * once.
 */

/** Records income credited to `income_pending` by `sourceTxId`, due after the settlement delay. */
export async function recordPendingIncome(
  tx: Tx,
  userId: number,
  amountTenths: number,
  sourceTxId: number,
): Promise<void> {
  const dueAt = new Date(Date.now() + env().WALLET_SETTLEMENT_HOURS * 3600_000);
  await tx
    .insert(incomeSettlements)
    .values({ userId, amountTenths, sourceTxId, dueAt })
    .onConflictDoNothing();
}

/**
 * Moves a user's due pending income to withdrawable income (all users when `userId` is unset).
 * The job `wallet.settle-income` runs it for everyone every minute (lib/jobs/index.ts); the wallet
 * reads run it for their user first (one indexed query), so a balance is exact in between.
 */
export async function settleDue(userId?: number, now = new Date()): Promise<number> {
  const due = await db()
    .select()
    .from(incomeSettlements)
    .where(
      and(
        isNull(incomeSettlements.settledAt),
        lte(incomeSettlements.dueAt, now),
        userId === undefined ? undefined : eq(incomeSettlements.userId, userId),
      ),
    )
    .limit(500);
  let moved = 0;
  for (const row of due) {
    await db().transaction(async (tx) => {
      const claimed = await tx
        .update(incomeSettlements)
        .set({ settledAt: sql`now()` })
        .where(and(eq(incomeSettlements.id, row.id), isNull(incomeSettlements.settledAt)))
        .returning({ id: incomeSettlements.id });
      if (!claimed.length) return;
      await post(tx, {
        kind: 'settlement',
        key: `settle:${row.id}`,
        userId: row.userId,
        meta: { source_tx: row.sourceTxId },
        legs: [
          { account: 'income_pending', userId: row.userId, tenths: -row.amountTenths },
          { account: 'income', userId: row.userId, tenths: row.amountTenths },
        ],
      });
      moved += row.amountTenths;
    });
  }
  return moved;
}
