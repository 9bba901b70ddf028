import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { competitions, matches, players, seasons, teams } from '@/lib/db/schema';
import { freshDb } from '@/test/db';
import { GENERATED_COMPETITIONS, NIGHTLY_SHAPES, OFF_SEASON_LEAGUES } from './calendar';
import { FOOTER_COMPETITION_IDS, TEAMS } from '../names';
import { listMatches, seasonTable } from '../queries';
import { seedMatches, SIMULATOR_REACH_MS, type SeedMatchesSummary } from './seed';
import { DAY_MS } from '../time';

const NOW = new Date('2026-11-25T22:00:00Z');
const TODAY = Date.parse('2026-11-25T00:00:00Z');
const CJK = /[\u4e00-\u9fff]/;

/** A digest of every table the seed writes, row content included. */
async function fingerprint(): Promise<Record<string, string>> {
  const tables: Record<string, string> = {
    competitions: 'select * from competitions',
    seasons: 'select competition_id, label, is_current, starts_on, ends_on, anchor_on from seasons',
    rounds: 'select season_id, number, stage, name_zh, name_en, name_vi from rounds',
    venues: 'select id, key, name_zh, city_vi, capacity from venues',
    teams: 'select id, key, name_zh, name_en, name_vi, short_name_vi, rating, venue_id from teams',
    players:
      'select id, team_id, shirt_number, name_zh, name_en, name_vi, position, nationality, birth_date from players',
    matches:
      'select id, season_id, round_id, home_team_id, away_team_id, venue_id, kickoff, status, phase, match_str, home_score, away_score, home_half_score, period_scores, home_yellow, away_red, home_corners, home_formation, sim_seed from matches',
    events:
      'select match_id, seq, phase, at_second, minute, kind, side, player_id, assist_player_id, home_score, away_score from match_events',
    stats: 'select match_id, home, away from match_stats',
    lineups: 'select match_id, side, player_id, starter, position, sort from match_lineups',
    odds: 'select id, match_id, company_id, market, current, opening from odds',
    history: 'select odds_id, values, minute, at from odds_history',
    standings:
      'select season_id, group_key, team_id, position, played, won, drawn, lost, goals_for, goals_against, points, form, win_pct, games_behind from standings',
    playerStats:
      'select season_id, player_id, appearances, minutes, goals, assists, points_per_game from player_stats',
  };
  const out: Record<string, string> = {};
  for (const [name, query] of Object.entries(tables)) {
    const res = await db().execute(
      sql.raw(
        `select count(*)::int as n, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from (${query}) x`,
      ),
    );
    const row = res.rows[0] as { n: number; h: string };
    out[name] = `${row.n}:${row.h}`;
  }
  return out;
}

let cleanup: () => Promise<void>;
let first: SeedMatchesSummary;
let print: Record<string, string>;
beforeAll(async () => {
  ({ cleanup } = await freshDb());
  first = await seedMatches({ now: NOW });
  print = await fingerprint();
}, 120_000);
afterAll(() => cleanup());

describe('seedMatches', () => {
  it('writes the data set', () => {
    // Twenty-two competitions' seasons, and the current seasons generated for the five big leagues
    // and the Champions League.
    expect(first).toMatchObject({ competitions: 22, teams: TEAMS.length, seasons: 28 });
    expect(first.matches).toBeGreaterThan(3000);
    expect(first.events).toBeGreaterThan(10_000);
    expect(first.odds).toBeGreaterThan(500);
    expect(first.oddsHistory).toBeGreaterThan(first.odds);
    expect(first.lineups).toBeGreaterThan(1000);
  });

  it('is idempotent: a second run changes nothing', async () => {
    const again = await seedMatches({ now: NOW });
    expect(again).toEqual(first);
    expect(await fingerprint()).toEqual(print);
  }, 180_000);

  it('settles today’s matches that kicked off before the simulator’s reach, and only those', async () => {
    const rows = await db()
      .select({ kickoff: matches.kickoff, status: matches.status })
      .from(matches)
      .where(
        and(
          sql`${matches.kickoff} >= ${new Date(TODAY).toISOString()}`,
          sql`${matches.kickoff} < ${new Date(TODAY + DAY_MS).toISOString()}`,
        ),
      );
    const reach = NOW.getTime() - SIMULATOR_REACH_MS;
    const early = rows.filter((r) => r.kickoff.getTime() < reach);
    const late = rows.filter((r) => r.kickoff.getTime() >= reach);
    // The simulator (which loads kick-offs within its reach) would never play the early ones.
    expect(early.length).toBeGreaterThan(10);
    expect(early.filter((r) => r.status === 'scheduled')).toEqual([]);
    expect(early.every((r) => r.status === 'finished')).toBe(true);
    // The later ones are the simulator's to play.
    expect(late.length).toBeGreaterThan(0);
    expect(late.every((r) => r.status === 'scheduled')).toBe(true);
  });

  it('opens this season’s table from the footer’s links (no past season is current)', async () => {
    for (const id of FOOTER_COMPETITION_IDS.football) {
      const table = await seasonTable(id);
      expect([id, table?.season.is_current]).toEqual([id, true]);
      expect([id, table!.season.label.startsWith('2026')]).toEqual([id, true]);
    }
  });

  it('has every footer competition with its names in zh, en and vi', async () => {
    const rows = await db().select().from(competitions);
    for (const id of [...FOOTER_COMPETITION_IDS.football, ...FOOTER_COMPETITION_IDS.basketball]) {
      const c = rows.find((r) => r.id === id);
      expect(c).toBeDefined();
      expect(c!.nameZh).toMatch(CJK);
      for (const v of [c!.nameEn, c!.nameVi, c!.shortNameZh, c!.shortNameEn, c!.shortNameVi])
        expect(v).not.toBe('');
    }
    expect(rows.find((r) => r.id === 82)).toMatchObject({
      nameZh: '英格兰超级联赛',
      shortNameZh: '英超',
      shortNameVi: 'NHA',
      sport: 'football',
    });
    expect(rows.find((r) => r.id === 3)).toMatchObject({ sport: 'basketball', shortNameZh: 'CBA' });
  });

  it('gives every team names and short names in three languages, and a squad', async () => {
    const rows = await db().select().from(teams);
    expect(rows).toHaveLength(TEAMS.length);
    for (const t of rows) {
      expect(t.nameZh).toMatch(CJK);
      for (const v of [t.nameEn, t.nameVi, t.shortNameZh, t.shortNameEn, t.shortNameVi])
        expect(v.trim()).not.toBe('');
      expect(t.rating).toBeGreaterThanOrEqual(1);
      expect(t.venueId).not.toBeNull();
    }
    const squads = await db()
      .select({ sport: teams.sport, n: sql<number>`count(*)::int` })
      .from(players)
      .innerJoin(teams, eq(teams.id, players.teamId))
      .groupBy(teams.id, teams.sport);
    for (const s of squads) expect(s.n).toBe(s.sport === 'football' ? 18 : 13);
  });

  it('computes the Premier League table from the real results: 20 teams, 3 points a win, 1 a draw', async () => {
    const table = await seasonTable(82, '2025/26');
    expect(table!.season).toMatchObject({ label: '2025/26', is_current: false });
    const rows = table!.groups[0].rows;
    expect(rows).toHaveLength(20);
    const finished = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(matches)
      .where(and(eq(matches.seasonId, table!.season.id), eq(matches.status, 'finished')));
    expect(finished[0].n).toBe(291);
    expect(rows.reduce((s, r) => s + r.played, 0)).toBe(2 * finished[0].n);
    rows.forEach((r, i) => {
      expect(r.points).toBe(3 * r.won + r.drawn);
      expect(r.played).toBe(r.won + r.drawn + r.lost);
      expect(r.position).toBe(i + 1);
      if (i > 0) expect(rows[i - 1].points).toBeGreaterThanOrEqual(r.points);
      expect(r.form).toMatch(/^[WDL]{5}$/);
    });
    expect(rows.reduce((s, r) => s + r.goals_for, 0)).toBe(
      rows.reduce((s, r) => s + r.goals_against, 0),
    );
  });

  it('makes a generated 2026/27 season current for the five leagues, past their real one', async () => {
    for (const id of OFF_SEASON_LEAGUES) {
      const list = await db().select().from(seasons).where(eq(seasons.competitionId, id));
      list.sort((a, b) => a.id - b.id);
      expect(list.map((s) => [s.label, s.isCurrent, s.anchorOn !== null])).toEqual([
        ['2025/26', false, false],
        ['2026/27', true, true],
      ]);
      const table = (await seasonTable(id))!;
      expect(table.season).toMatchObject({ label: '2026/27', is_current: true });
      const rows = table.groups[0].rows;
      expect(rows).toHaveLength(id === 129 || id === 142 ? 18 : 20);
      // Weekly rounds since the season began four to six weeks ago (and a midweek one perhaps).
      const played = new Set(rows.map((r) => r.played));
      expect(played.size).toBe(1);
      expect([...played][0]).toBeGreaterThanOrEqual(4);
      expect([...played][0]).toBeLessThanOrEqual(8);
    }
    // The Champions League keeps its one season.
    // The Champions League: the file's 2024/25 season is past, the current one is this season's.
    const cl = await db().select().from(seasons).where(eq(seasons.competitionId, 45));
    expect(cl.map((s) => [s.label, s.isCurrent]).sort()).toEqual([
      ['2024/25', false],
      ['2026/27', true],
    ]);
  });

  it('has football and basketball matches on every day from today−7 to today+7', async () => {
    for (let d = -7; d <= 7; d++) {
      const from = new Date(TODAY + d * DAY_MS);
      const to = new Date(TODAY + (d + 1) * DAY_MS);
      // Weekdays are quiet (a midweek round or two, the Europa League), weekends busy.
      expect((await listMatches({ sport: 'football', from, to })).length).toBeGreaterThanOrEqual(2);
      expect((await listMatches({ sport: 'basketball', from, to })).length).toBeGreaterThanOrEqual(
        3,
      );
    }
  });

  it('run again days later, settles the generated matches nobody played and adds nothing twice', async () => {
    const later = new Date(NOW.getTime() + 3 * DAY_MS);
    const summary = await seedMatches({ now: later });
    expect(summary.matches).toBe(first.matches);
    expect(summary.events).toBeGreaterThan(first.events);
    const stale = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(matches)
      .innerJoin(seasons, eq(seasons.id, matches.seasonId))
      .where(
        and(
          isNotNull(seasons.anchorOn),
          eq(matches.status, 'scheduled'),
          sql`${matches.kickoff} < ${new Date(TODAY + 3 * DAY_MS).toISOString()}`,
        ),
      );
    expect(stale[0].n).toBe(0);
    expect(await seedMatches({ now: later })).toEqual(summary);
  }, 180_000);

  it('lays out a new calendar when the old one runs out, keeping the old season', async () => {
    const much = new Date(NOW.getTime() + 40 * DAY_MS);
    await seedMatches({ now: much });
    // The daily leagues' two-month calendars (basketball, the ISL) ran out and were laid out
    // anew; football leagues play a whole season of weekly rounds, which lasts (the Europa
    // League's eight matchdays too).
    for (const g of GENERATED_COMPETITIONS) {
      const list = await db().select().from(seasons).where(eq(seasons.competitionId, g.id));
      expect([g.id, list.length]).toEqual([g.id, NIGHTLY_SHAPES[g.id] ? 2 : 1]);
      expect(list.filter((s) => s.isCurrent)).toHaveLength(1);
    }
    for (const id of OFF_SEASON_LEAGUES) {
      const list = await db().select().from(seasons).where(eq(seasons.competitionId, id));
      list.sort((a, b) => a.id - b.id);
      expect(list.map((s) => [s.label, s.isCurrent])).toEqual([
        ['2025/26', false],
        ['2026/27', true],
      ]);
    }
    const nba = await db()
      .select()
      .from(seasons)
      .where(and(eq(seasons.competitionId, 1), eq(seasons.isCurrent, true)));
    expect(nba[0].label).toBe('2026/27 (2)');
    const day = Date.parse('2027-01-04T00:00:00Z');
    expect(
      (await listMatches({ sport: 'football', from: new Date(day), to: new Date(day + DAY_MS) }))
        .length,
    ).toBeGreaterThan(0);
  }, 180_000);

  it('is deterministic: a fresh database seeded at the same moment is identical', async () => {
    // (At another hour of the day the same plan is written, but more or fewer of today's
    // matches lie beyond the simulator's reach and are settled.)
    await cleanup();
    ({ cleanup } = await freshDb());
    await seedMatches({ now: NOW });
    expect(await fingerprint()).toEqual(print);
  }, 120_000);

  it('switches a database seeded during the real season to a generated season once it is over', async () => {
    await cleanup();
    ({ cleanup } = await freshDb());
    const current = async (id: number) =>
      (
        await db()
          .select({ label: seasons.label })
          .from(seasons)
          .where(and(eq(seasons.competitionId, id), eq(seasons.isCurrent, true)))
      ).map((s) => s.label);
    await seedMatches({ now: new Date('2026-03-12T12:00:00Z') });
    for (const id of OFF_SEASON_LEAGUES) expect(await current(id)).toEqual(['2025/26']);
    const real = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(matches)
      .where(eq(matches.competitionId, 82));
    await seedMatches({ now: NOW });
    for (const id of OFF_SEASON_LEAGUES) expect(await current(id)).toEqual(['2026/27']);
    const [season] = await db()
      .select()
      .from(seasons)
      .where(and(eq(seasons.competitionId, 82), eq(seasons.label, '2026/27')));
    const [{ n }] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(matches)
      .where(and(eq(matches.competitionId, 82), eq(matches.seasonId, season.id)));
    expect(n).toBe(380);
    const all = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(matches)
      .where(eq(matches.competitionId, 82));
    expect(all[0].n).toBe(real[0].n + 380);
  }, 120_000);
});
