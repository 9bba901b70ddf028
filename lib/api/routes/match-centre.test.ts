import { and, asc, desc, eq, isNull, ne, or } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { matches, rounds } from '@/lib/db/schema';
import { rowsAsItStands } from '@/lib/matches/as-it-stands';
import type { MatchItem, StandingRow } from '@/lib/matches/types';
import { publishScore } from '@/lib/realtime/pushes';
import { createTestApi, type TestApi, SEED_TIMEOUT } from '@/test/api';

/** The match centre's reads: the push seq of a detail, and the table as it stands. */

type Table = {
  seq: number;
  season: { id: number };
  groups: { group_key: string; rows: StandingRow[] }[];
  live: MatchItem[];
};

let t: TestApi;
/** A league match of today not yet played, made live 2-0 for these tests. */
let live: MatchItem;

async function day(params: Record<string, unknown>) {
  const r = await t.call<{ matches: MatchItem[] }>('hot_match/all_match', { params });
  expect(r.code).toBe(0);
  return r.data.matches;
}

async function liveTable(params: Record<string, unknown>) {
  return t.call<Table>('Football/live_table', { method: 'GET', params });
}

/** A league-stage match of the live match's season other than it (as the table reads them). */
async function leagueMatch(status: 'finished' | 'scheduled') {
  const [m] = await db()
    .select({
      id: matches.id,
      homeTeamId: matches.homeTeamId,
      homeScore: matches.homeScore,
      awayScore: matches.awayScore,
    })
    .from(matches)
    .leftJoin(rounds, eq(rounds.id, matches.roundId))
    .where(
      and(
        eq(matches.seasonId, live.season_id),
        eq(matches.status, status),
        ne(matches.id, live.id),
        or(eq(rounds.stage, 'league'), isNull(matches.roundId)),
      ),
    )
    .orderBy(status === 'finished' ? desc(matches.kickoff) : asc(matches.kickoff))
    .limit(1);
  return m;
}

/** A scheduled league match of the season, finished 1-1. */
async function finishedHere() {
  const m = await leagueMatch('scheduled');
  if (!m) throw new Error(`season ${live.season_id} has no other league match to finish`);
  await db()
    .update(matches)
    .set({ status: 'finished', phase: 'FT', matchStr: 'FT', homeScore: 1, awayScore: 1 })
    .where(eq(matches.id, m.id));
  return { ...m, homeScore: 1, awayScore: 1 };
}

beforeAll(async () => {
  t = await createTestApi({}, { matches: true });
  // Not one finished already: the stored table counts those.
  const today = await day({ sport: 'football', status: 'scheduled' });
  // The Chinese Super League plays every day of its season; any league will do otherwise.
  const pick = today.find((m) => m.competition_id === 542) ?? today.find((m) => !m.knockout)!;
  await db()
    .update(matches)
    .set({ status: 'live', phase: '2H', matchStr: "67'", homeScore: 2, awayScore: 0 })
    .where(eq(matches.id, pick.id));
  live = { ...pick, status: 'live', home_score: 2, away_score: 0 };
}, SEED_TIMEOUT);
afterAll(() => t?.cleanup());

describe('match centre seq', () => {
  it("carries the sport's push seq, read before the match", async () => {
    const get = () =>
      t.call<{ seq: number }>('Football/football_match_detail', {
        method: 'GET',
        params: { id: live.id },
      });
    const before = await get();
    expect(before.code).toBe(0);
    expect(Number.isInteger(before.data.seq)).toBe(true);
    await publishScore('football', { match_id: live.id, match_str: "68'" });
    expect((await get()).data.seq).toBe(before.data.seq + 1);
  });
});

describe('Football/live_table', () => {
  it('gives the pre-match table and the league matches being played now', async () => {
    const r = await liveTable({ competition_id: live.competition_id, season_id: live.season_id });
    expect(r.code).toBe(0);
    expect(Number.isInteger(r.data.seq)).toBe(true);
    expect(r.data.season.id).toBe(live.season_id);
    expect(r.data.live.map((m) => m.id)).toContain(live.id);
    expect(r.data.live.every((m) => m.status === 'live')).toBe(true);
    const rows = r.data.groups.flatMap((g) => g.rows);
    const ids = rows.map((x) => x.team_id);
    expect(ids).toEqual(expect.arrayContaining([live.home_team_id, live.away_team_id]));
    // The same numbers as the stored table: nothing finished since the seed computed it.
    const stored = await t.call<Table>('Football/season_table', {
      method: 'GET',
      params: { competition_id: live.competition_id, season_id: live.season_id },
    });
    const key = (x: StandingRow) => [x.team_id, x.position, x.played, x.points, x.goal_diff];
    expect(rows.map(key)).toEqual(stored.data.groups.flatMap((g) => g.rows).map(key));

    // As it stands: the home side has three more points and one more game.
    const group = r.data.groups.find((g) => g.rows.some((x) => x.team_id === live.home_team_id))!;
    const now = rowsAsItStands('football', group.rows, r.data.live);
    const home = now.find((x) => x.team_id === live.home_team_id)!;
    const pre = group.rows.find((x) => x.team_id === live.home_team_id)!;
    expect(home).toMatchObject({
      played: pre.played + 1,
      points: pre.points + 3,
      live: { match_id: live.id, result: 'W' },
    });
  });

  it('is recomputed from the results, so a result is never missing from it', async () => {
    // A league result of this season: the latest one, or, before the season's first, another
    // of its league matches finished 1-1 here. Either way the test proves something.
    const done = (await leagueMatch('finished')) ?? (await finishedHere());
    const params = { competition_id: live.competition_id, season_id: live.season_id };
    const points = async (teamId: number) =>
      (await liveTable(params)).data.groups
        .flatMap((g) => g.rows)
        .find((x) => x.team_id === teamId)!.points;
    const homeBefore = await points(done.homeTeamId);
    // Turn the result around: a home win by ten, or an away win by ten when it was a home win
    // already, so that the home side's points must move (standings rows are not recomputed here).
    const wasHome = done.homeScore > done.awayScore ? 3 : done.homeScore === done.awayScore ? 1 : 0;
    const homeWins = wasHome !== 3;
    await db()
      .update(matches)
      .set(homeWins ? { homeScore: done.awayScore + 10 } : { awayScore: done.homeScore + 10 })
      .where(eq(matches.id, done.id));
    expect(await points(done.homeTeamId)).toBe(homeBefore - wasHome + (homeWins ? 3 : 0));
  });

  it('refuses unknown competitions and seasons with code 1', async () => {
    for (const params of [
      { competition_id: 99_999 },
      { competition_id: 'abc' },
      { competition_id: -1 },
      { competition_id: 82, season: '1999/00' },
      { competition_id: 82, season_id: 2 ** 40 },
    ]) {
      const r = await liveTable(params);
      expect(r.status).toBe(200);
      expect(r.code).toBe(1);
    }
  });

  it('gives an NBA table in two conferences', async () => {
    const r = await liveTable({ competition_id: 1 });
    expect(r.code).toBe(0);
    expect(r.data.groups.length).toBe(2);
    for (const g of r.data.groups)
      expect(g.rows.map((x) => x.position)).toEqual(g.rows.map((_, i) => i + 1));
  });
});
