import 'server-only';
import { eq } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { postOnce } from '../ledger';
import { seedChargeRules } from './charge-rules';
import { seedGifts } from './gifts';
import { seedIncome } from './income';
import { seedNobles } from './nobles';

/**
 * The wallet's demo data: the catalogues (charge rules, gifts, noble tiers), the demo accounts'
 * opening balances (through the ledger, from promotions, like the migration did for balances
 * held before it) and the demo anchors' income. Idempotent: the opening keys are unique.
 */
export async function seedWallet(openings: { mobile: string; balanceTenths: number }[]) {
  await seedChargeRules();
  await seedGifts();
  await seedNobles();
  for (const o of openings) {
    if (o.balanceTenths <= 0) continue;
    const [u] = await db().select({ id: users.id }).from(users).where(eq(users.mobile, o.mobile));
    if (!u) continue;
    await postOnce({
      kind: 'opening',
      key: `opening:${u.id}`,
      userId: u.id,
      legs: [
        { account: 'promotions', tenths: -o.balanceTenths },
        { account: 'coins', userId: u.id, tenths: o.balanceTenths },
      ],
    });
  }
  await seedIncome();
}
