import crypto from 'node:crypto';
import { auditLedger, postOnce, userBalances } from '@/lib/wallet/ledger';

/** A fresh client idempotency key. */
export function idemKey(): string {
  return `t-${crypto.randomUUID()}`;
}

/** Headers of a money-moving call. */
export function idem(key = idemKey()): Record<string, string> {
  return { 'idempotency-key': key };
}

/** Gives a user coins (tenths) from promotions, as an adjustment through the ledger. */
export async function credit(userId: number, tenths: number, key = idemKey()): Promise<void> {
  await postOnce({
    kind: 'adjustment',
    key: `test:${key}`,
    userId,
    legs: [
      { account: 'promotions', tenths: -tenths },
      { account: 'coins', userId, tenths },
    ],
  });
}

/** Gives a user withdrawable income (tenths) from promotions. */
export async function creditIncome(userId: number, tenths: number, key = idemKey()): Promise<void> {
  await postOnce({
    kind: 'adjustment',
    key: `test:${key}`,
    userId,
    legs: [
      { account: 'promotions', tenths: -tenths },
      { account: 'income', userId, tenths },
    ],
  });
}

export { auditLedger, userBalances };
