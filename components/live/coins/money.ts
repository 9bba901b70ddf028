'use client';

import { ApiError, requireLogin } from '@/lib/client/api';
import { ERROR_TOAST_MS } from '@/lib/client/constants';
import { toast } from '@/lib/client/toast';
import { readStoredUser, storeUser } from '@/lib/client/user-store';
import { publishBalance } from '@/components/wallet/balance-store';

/**
 * What the room's money actions (a gift, a noble tier, a horn) share besides their
 * Idempotency-Key (components/wallet/idempotency.ts `useMoneyAction`): how a refusal is told,
 * with "Recharge" when the coins are short, and how an answer's balance reaches the page.
 */

/**
 * Tells the viewer why a money action failed: the login dialog for a lost session, the server's
 * message otherwise (in the request's language), with a "Recharge" action when the coins are
 * short.
 */
export function reportMoneyError(
  e: unknown,
  recharge: { label: string; open: () => void },
  fallback: string,
): void {
  if (e instanceof ApiError && e.notLoggedIn) {
    requireLogin();
    return;
  }
  const msg = e instanceof ApiError && e.msg ? e.msg : fallback;
  if (e instanceof ApiError && e.key === 'insufficientBalance') {
    toast.error(msg, {
      id: 'insufficient-balance',
      duration: ERROR_TOAST_MS,
      action: { label: recharge.label, onClick: recharge.open },
    });
    return;
  }
  toast.error(msg, { duration: ERROR_TOAST_MS });
}

/**
 * A money answer's new balance (and exp and level) for the rest of the page: every live balance
 * (publishBalance) and the browser's copy of the user kept since login.
 */
export function applyMoneyAnswer(
  userId: number,
  answer: { balance: number; exp?: number; level?: number },
): void {
  publishBalance(answer.balance);
  const user = readStoredUser();
  if (!user || user.id !== userId) return;
  storeUser({
    ...user,
    balance: answer.balance,
    ...(typeof answer.exp === 'number' && { exp: answer.exp }),
    ...(typeof answer.level === 'number' && { level: answer.level }),
  });
}

/** Tenths of a coin, the unit the ledger counts in (0.1 is the smallest amount). */
export const toTenths = (coins: number): number => Math.round(coins * 10);
