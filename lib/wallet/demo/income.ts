import 'server-only';
import { eq } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { post } from '../ledger';
import { recordPendingIncome } from '../settlement';

/** The demo anchor whose wallet shows income (the other seeded anchors start with none). */
const DEMO_ANCHOR_MOBILE = '86-13800000002';
/** 2,600 coins withdrawable, 380 coins pending settlement. */
const OPENING_INCOME_TENTHS = 26_000;
const OPENING_PENDING_TENTHS = 3_800;

/**
 * The demo anchor's income, so the member centre's wallet has something to show and withdraw:
 * withdrawable income and an amount pending settlement (due after WALLET_SETTLEMENT_HOURS, like a
 * gift's share), both from promotions through the ledger. Idempotent: the opening keys are unique,
 * and the settlement row is written only with the posting that created the pending amount.
 */
export async function seedIncome(): Promise<void> {
  const [anchor] = await db()
    .select({ id: users.id })
    .from(users)
    .where(eq(users.mobile, DEMO_ANCHOR_MOBILE));
  if (!anchor) return;
  const userId = anchor.id;
  await db().transaction((tx) =>
    post(tx, {
      kind: 'opening',
      key: `opening-income:${userId}`,
      userId,
      legs: [
        { account: 'promotions', tenths: -OPENING_INCOME_TENTHS },
        { account: 'income', userId, tenths: OPENING_INCOME_TENTHS },
      ],
    }),
  );
  await db().transaction(async (tx) => {
    const posted = await post(tx, {
      kind: 'opening',
      key: `opening-pending:${userId}`,
      userId,
      legs: [
        { account: 'promotions', tenths: -OPENING_PENDING_TENTHS },
        { account: 'income_pending', userId, tenths: OPENING_PENDING_TENTHS },
      ],
    });
    if (!posted.replay) await recordPendingIncome(tx, userId, OPENING_PENDING_TENTHS, posted.id);
  });
}
