import { matchDay } from '@/lib/matches/service';
import type { MatchItem } from '@/lib/matches/types';
import { createTestApi, type TestApi, SEED_TIMEOUT } from '@/test/api';

/** `match/detail`: a match centre of either sport in one call (the page knows only the id). */

type Centre = { seq: number; match: { id: number; sport: string }; h2h: unknown[] };

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi({}, { matches: true });
}, SEED_TIMEOUT);
afterAll(() => t?.cleanup());

async function firstOf(sport: 'football' | 'basketball'): Promise<MatchItem> {
  const r = await t.call<{ matches: MatchItem[] }>('hot_match/all_match', {
    params: { sport, date: matchDay() },
  });
  expect(r.code).toBe(0);
  const [m] = r.data.matches;
  if (!m) throw new Error(`no ${sport} match today`);
  return m;
}

describe('match/detail', () => {
  it('answers a football and a basketball id alike, with the sport in match.sport', async () => {
    for (const sport of ['football', 'basketball'] as const) {
      const m = await firstOf(sport);
      const r = await t.call<Centre>('match/detail', { method: 'GET', params: { id: m.id } });
      expect(r).toMatchObject({ code: 0, data: { match: { id: m.id, sport } } });
      // The same centre as the sport's own endpoint.
      const own = sport === 'football' ? 'Football/football_match_detail' : 'Basketball/getInfo';
      const same = await t.call<Centre>(own, { method: 'GET', params: { id: m.id } });
      expect(r.data.match).toEqual(same.data.match);
      expect(r.data.seq).toBe(same.data.seq);
    }
  });

  it('answers an unknown id with matchNotFound', async () => {
    const r = await t.call('match/detail', { method: 'GET', params: { id: 987654321 } });
    expect(r).toMatchObject({ code: 1, data: { error: 'matchNotFound' } });
  });
});
