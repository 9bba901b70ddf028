import 'server-only';
import { count } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { chargeRules, settings } from '@/lib/db/schema';
import { EXCHANGE_SETTING, SIGNUP_BONUS_SETTING } from '../bonus';

/** The recharge packages: 10 coins a yuan, the larger ones with bonus coins (tenths, fen). */
export const DEMO_CHARGE_RULES = [
  { coinsTenths: 600, bonusTenths: 0, priceCents: 600 },
  { coinsTenths: 3_000, bonusTenths: 0, priceCents: 3_000 },
  { coinsTenths: 9_800, bonusTenths: 200, priceCents: 9_800 },
  { coinsTenths: 19_800, bonusTenths: 600, priceCents: 19_800 },
  { coinsTenths: 51_800, bonusTenths: 2_000, priceCents: 51_800 },
  { coinsTenths: 100_000, bonusTenths: 5_000, priceCents: 99_800 },
] as const;

/**
 * Demo data of the wallet (issue 11): the charge rules (once, into an empty table: an operator's
 * later edits are kept) and the bonus and exchange settings (rows that already exist are kept).
 */
export async function seedChargeRules(): Promise<void> {
  const d = db();
  const [{ n }] = await d.select({ n: count() }).from(chargeRules);
  if (Number(n) === 0) {
    await d
      .insert(chargeRules)
      .values(DEMO_CHARGE_RULES.map((r, i) => ({ ...r, currency: 'CNY', sort: i + 1 })));
  }
  await d
    .insert(settings)
    .values([
      { key: SIGNUP_BONUS_SETTING, value: { amount_tenths: 100, enabled: true } },
      { key: EXCHANGE_SETTING, value: { coins_per_yuan: 10, income_to_coins: 1 } },
    ])
    .onConflictDoNothing();
}
