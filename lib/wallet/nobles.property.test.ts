import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { nobleTiers, userNobles } from '@/lib/db/schema';
import { AppError } from '@/lib/errors/app-error';
import { createTestApi, type TestApi } from '@/test/api';
import { registerUser } from '@/test/factories';
import { auditLedger, credit, idemKey, userBalances } from '@/test/wallet';
import { NOBLE_MONTHS } from './limits';
import { CREDIT_MONTH_MS, activeNoble, buyNoble, type ActiveNoble } from './nobles';

/**
 * Noble purchases never sell time below its price (issue 23 §1): for any sequence of purchases of
 * random tiers and months with random time between them, the time held of a tier — valued at
 * that tier's monthly price per 31 days, the longest month — never grows by more than what the
 * purchase took, and never exceeds what the buyer ever paid; the coins taken are exactly the
 * purchases' `paid`, refusals move nothing, and the ledger stays balanced.
 */

let t: TestApi;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nobles-prop-'));
/** Tier ids by level (1 Knight … 6 King). */
const tier: Record<number, number> = {};

beforeAll(async () => {
  t = await createTestApi({ DATA_DIR: dataDir, RATE_LIMITS: 'off' });
  for (const r of await db().select().from(nobleTiers)) tier[r.level] = r.id;
}, 120_000);
afterAll(async () => {
  await t?.cleanup();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const DAY_MS = 86_400_000;
/** Enough for every purchase of a run: 8 × 12 months of King. */
const START_TENTHS = 10_000_000;

/** The held time's worth, in tenths, at the held tier's price. */
const worth = (n: ActiveNoble | null, now: Date) =>
  n ? (n.tier.monthlyPriceTenths * (n.expiresAt.getTime() - now.getTime())) / CREDIT_MONTH_MS : 0;

const REFUSALS = ['nobleDowngrade', 'nobleCreditExceedsPrice'];

const step = fc.record({
  level: fc.integer({ min: 1, max: 6 }),
  months: fc.constantFrom(...NOBLE_MONTHS),
  /** Time before this purchase: often none (upgrades at once), up to a little over a year. */
  days: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 400 })),
  ms: fc.integer({ min: 0, max: DAY_MS - 1 }),
});

it('no sequence of purchases holds more tier-months than it paid for', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
      const u = await registerUser(t);
      const userId = u.user.id;
      await credit(userId, START_TENTHS);
      let now = new Date(Date.UTC(2031, 0, 31, 12));
      let paidTotal = 0;
      for (const s of steps) {
        now = new Date(now.getTime() + s.days * DAY_MS + s.ms);
        const before = await activeNoble(userId, db(), now);
        const [rowBefore] = await db()
          .select()
          .from(userNobles)
          .where(eq(userNobles.userId, userId));
        let paid: number;
        try {
          const r = await buyNoble({
            userId,
            tierId: tier[s.level],
            months: s.months,
            key: `u${userId}:${idemKey()}`,
            now,
          });
          paid = Math.round(r.paid * 10);
          // The price is always the tier's: what the credit does not cover is paid.
          expect(Math.round(r.credit * 10) + paid).toBe(s.months * (await tierPrice(s.level)));
        } catch (e) {
          if (!(e instanceof AppError) || !REFUSALS.includes(e.key)) throw e;
          // A refusal moves nothing.
          const [rowAfter] = await db()
            .select()
            .from(userNobles)
            .where(eq(userNobles.userId, userId));
          expect(rowAfter).toEqual(rowBefore);
          expect((await userBalances(userId)).coins).toBe(START_TENTHS - paidTotal);
          continue;
        }
        paidTotal += paid;
        const after = await activeNoble(userId, db(), now);
        expect(after?.tier.level).toBe(s.level);
        // What this purchase added is worth at most what it took.
        expect(worth(after, now)).toBeLessThanOrEqual(worth(before, now) + paid + 1e-6);
        // The tier-months held never exceed what was paid, at that tier's price.
        expect(worth(after, now)).toBeLessThanOrEqual(paidTotal + 1e-6);
        // No coin created or lost: the coins taken are what the purchases say they took.
        expect((await userBalances(userId)).coins).toBe(START_TENTHS - paidTotal);
      }
    }),
    { numRuns: 25 },
  );
  expect(await auditLedger()).toEqual([]);
}, 600_000);

const prices = new Map<number, number>();
async function tierPrice(level: number): Promise<number> {
  if (!prices.has(level)) {
    const [row] = await db().select().from(nobleTiers).where(eq(nobleTiers.level, level));
    prices.set(level, row.monthlyPriceTenths);
  }
  return prices.get(level)!;
}
