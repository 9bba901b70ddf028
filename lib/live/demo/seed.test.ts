import { and, eq, gte, inArray, like, lte, or } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { matches, rooms } from '@/lib/db/schema';
import { freshDb, SEED_TIMEOUT } from '@/test/db';
import { matchesTemplate } from '@/test/templates';
import { seedLive } from './seed';

/**
 * The demo's rooms are seeded on matches of their sport. At some hours no football kicks off for
 * many hours: a Monday at 03:15 UTC (11:15 in Beijing) has none between midnight and noon UTC,
 * and the seed looked only six hours ahead, so every football room came up without a match
 * (the room list's match badge, the audience's goal cheers). It now looks two days ahead, as the
 * director does (lib/live/demo/director.ts).
 */
const NOW = new Date('2026-11-30T03:15:00Z');
const HOUR = 3600_000;

let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ cleanup } = await freshDb(matchesTemplate(NOW)));
}, SEED_TIMEOUT);
afterAll(() => cleanup?.());

it('puts every demo football and basketball room on a match of its sport, at any hour', async () => {
  // The hour is one of those: no football live, none kicking off within six hours.
  const soon = await db()
    .select({ id: matches.id })
    .from(matches)
    .where(
      and(
        eq(matches.sport, 'football'),
        or(
          eq(matches.status, 'live'),
          and(
            eq(matches.status, 'scheduled'),
            gte(matches.kickoff, NOW),
            lte(matches.kickoff, new Date(NOW.getTime() + 6 * HOUR)),
          ),
        ),
      ),
    );
  expect(soon).toEqual([]);

  await seedLive(NOW);
  const demo = await db()
    .select({ sport: rooms.sport, matchId: rooms.matchId })
    .from(rooms)
    .where(and(like(rooms.streamName, 'demo%'), inArray(rooms.sport, ['football', 'basketball'])));
  expect(demo.map((r) => r.sport)).toEqual(expect.arrayContaining(['football', 'basketball']));
  const ids = demo.flatMap((r) => (r.matchId === null ? [] : [r.matchId]));
  const byId = new Map(
    (await db().select().from(matches).where(inArray(matches.id, ids))).map((m) => [m.id, m]),
  );
  for (const r of demo) {
    const m = r.matchId === null ? undefined : byId.get(r.matchId);
    expect([r.sport, m?.sport, m && ['live', 'scheduled'].includes(m.status)]).toEqual([
      r.sport,
      r.sport,
      true,
    ]);
  }
});
