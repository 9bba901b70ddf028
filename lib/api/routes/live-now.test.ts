import { eq, inArray } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { matches } from '@/lib/db/schema';
import type { MatchItem } from '@/lib/matches/types';
import { createTestApi, type TestApi, SEED_TIMEOUT } from '@/test/api';

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi({}, { matches: true });
}, SEED_TIMEOUT);
afterAll(() => t?.cleanup());

describe('hot_match/live_now', () => {
  it('lists every live match of both sports as list items, and only live ones', async () => {
    const pick = async (sport: string) =>
      (await db().select().from(matches).where(eq(matches.sport, sport)).limit(1))[0];
    const football = await pick('football');
    const basketball = await pick('basketball');
    // Whatever the hour, make these two live now.
    await db()
      .update(matches)
      .set({
        status: 'live',
        phase: '1H',
        matchStr: "12'",
        kickoff: new Date(Date.now() - 12 * 60_000),
      })
      .where(inArray(matches.id, [football.id, basketball.id]));
    const both = await t.call<MatchItem[]>('hot_match/live_now');
    expect(both.code).toBe(0);
    expect(both.data.map((m) => m.id)).toEqual(
      expect.arrayContaining([football.id, basketball.id]),
    );
    expect(both.data.every((m) => m.status === 'live')).toBe(true);
    expect(both.data[0]).toHaveProperty('home_team_name_vi');
    const fb = await t.call<MatchItem[]>('hot_match/live_now', { params: { sport: 'football' } });
    expect(fb.data.map((m) => m.id)).toContain(football.id);
    expect(fb.data.every((m) => m.sport === 'football')).toBe(true);
    await db()
      .update(matches)
      .set({ status: 'finished', phase: 'FT' })
      .where(eq(matches.id, football.id));
    expect((await t.call<MatchItem[]>('hot_match/live_now')).data.map((m) => m.id)).not.toContain(
      football.id,
    );
  });

  it('refuses an unknown sport with code 1', async () => {
    for (const sport of ['tennis', '1', 'x'.repeat(300)]) {
      const r = await t.call('hot_match/live_now', { params: { sport } });
      expect(r.status).toBeLessThan(500);
      expect(r.code).toBe(1);
    }
  });
});
