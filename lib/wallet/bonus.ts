import 'server-only';
import { eq } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { settings, walletTransactions } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { AppError } from '@/lib/errors/app-error';
import { toCoins } from './amount';
import { postOnce } from './ledger';

/**
 * Bonuses (issue 11 §7): the sign-up coin bonus, claimed once per user from the promotions
 * account (the ledger key `bonus:signup:<user>` is what makes it once, also under concurrent
 * claims), and the coin exchange settings the wallet pages show. Both are settings rows
 * (`signup_coin_bonus`, `coin_exchange_settings`) an operator may change by hand.
 */

export const SIGNUP_BONUS_SETTING = 'signup_coin_bonus';
export const EXCHANGE_SETTING = 'coin_exchange_settings';

/** The largest sign-up bonus a settings row may grant (10 000 coins): a typo stays harmless. */
const MAX_BONUS_TENTHS = 100_000;

async function setting(key: string): Promise<Record<string, unknown>> {
  const [row] = await db().select().from(settings).where(eq(settings.key, key));
  const v = row?.value;
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}

/** The sign-up bonus as configured: off unless enabled with a positive whole number of tenths. */
async function signupBonus(): Promise<{ enabled: boolean; tenths: number }> {
  const s = await setting(SIGNUP_BONUS_SETTING);
  const t = s.amount_tenths;
  const tenths = typeof t === 'number' && Number.isSafeInteger(t) && t > 0 ? t : 0;
  const enabled = s.enabled === true && tenths > 0 && tenths <= MAX_BONUS_TENTHS;
  return { enabled, tenths: enabled ? tenths : 0 };
}

const bonusKey = (userId: number) => `bonus:signup:${userId}`;

async function claimed(userId: number): Promise<boolean> {
  const [row] = await db()
    .select({ id: walletTransactions.id })
    .from(walletTransactions)
    .where(eq(walletTransactions.key, bonusKey(userId)));
  return Boolean(row);
}

/** `signup_coin_bonus/latest`: the offer, and whether this user has claimed it (false for guests). */
export async function signupBonusLatest(userId: number | null) {
  const b = await signupBonus();
  return {
    enabled: b.enabled,
    amount: toCoins(b.tenths),
    claimed: userId ? await claimed(userId) : false,
  };
}

/**
 * `signup_coin_bonus/receiveCoin`: credits the bonus once per user. A second claim, however
 * close to the first, meets the first one's ledger key and is refused with bonusClaimed.
 */
export async function receiveSignupBonus(userId: number) {
  const b = await signupBonus();
  if (!b.enabled) throw new AppError('bonusUnavailable');
  const posted = await postOnce({
    kind: 'bonus',
    key: bonusKey(userId),
    userId,
    meta: { bonus: 'signup' },
    legs: [
      { account: 'promotions', tenths: -b.tenths },
      { account: 'coins', userId, tenths: b.tenths },
    ],
  });
  if (posted.replay) throw new AppError('bonusClaimed');
  return { amount: toCoins(b.tenths), balance: toCoins(posted.balances[`coins:${userId}`]) };
}

/** `coin_exchange_settings/latest`: what a coin is worth and the income rules, for the pages. */
export async function exchangeSettings() {
  const s = await setting(EXCHANGE_SETTING);
  const positive = (v: unknown, d: number) => (typeof v === 'number' && v > 0 ? v : d);
  const e = env();
  return {
    coins_per_yuan: positive(s.coins_per_yuan, 10),
    income_to_coins: positive(s.income_to_coins, 1),
    min_withdrawal: e.WALLET_MIN_WITHDRAWAL,
    anchor_share_percent: e.GIFT_ANCHOR_SHARE_PERCENT,
    settlement_hours: e.WALLET_SETTLEMENT_HOURS,
    smallest_unit: 0.1,
  };
}
