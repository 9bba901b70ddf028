import { and, eq, inArray, like } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { matches, rooms } from '@/lib/db/schema';
import { freshDb, SEED_TIMEOUT } from '@/test/db';
import { matchesTemplate } from '@/test/templates';
import { seedLive } from './seed';

/**
 * The demo's rooms are seeded on matches of their sport. At some hours no football kicks off for
 * many hours (a Monday at 03:15 UTC, when a CI run failed), and the seed looked only six hours
 * ahead, so every football room came up without a match (the room list's match badge, the
 * audience's goal cheers). It now looks two days ahead, as the director does
 * (lib/live/demo/director.ts). The match data is the template other files share
 * (lib/matches/queries.test.ts), and the rooms are seeded at the first such hour in it.
 */
const SEEDED = new Date('2026-03-12T12:00:00Z');
const HOUR = 3600_000;

let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ cleanup } = await freshDb(matchesTemplate(SEEDED)));
}, SEED_TIMEOUT);
afterAll(() => cleanup?.());

it('puts every demo football and basketball room on a match of its sport, at any hour', async () => {
  const football = await db()
    .select({ status: matches.status, kickoff: matches.kickoff })
    .from(matches)
    .where(eq(matches.sport, 'football'));
  // The first quarter past an hour with no football live and none kicking off within six hours,
  // but some within two days.
  const quiet = (at: number) =>
    !football.some(
      (m) =>
        (m.status === 'live' && m.kickoff.getTime() >= at - 3 * HOUR) ||
        (m.status === 'scheduled' &&
          m.kickoff.getTime() >= at &&
          m.kickoff.getTime() <= at + 6 * HOUR),
    ) &&
    football.some(
      (m) =>
        m.status === 'scheduled' &&
        m.kickoff.getTime() > at &&
        m.kickoff.getTime() <= at + 48 * HOUR,
    );
  const start = Math.ceil(SEEDED.getTime() / HOUR) * HOUR + HOUR / 4;
  const at = Array.from({ length: 24 * 7 }, (_, i) => start + i * HOUR).find(quiet);
  expect(at).toBeDefined();

  await seedLive(new Date(at!));
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
