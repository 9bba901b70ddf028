import { and, eq, sql } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { matches, teams } from '@/lib/db/schema';
import { freshDb } from '@/test/db';
import { matchesTemplate } from '@/test/templates';
import {
  getMatch,
  getMatchesByIds,
  headToHead,
  listCompetitions,
  listMatches,
  playerRanking,
  recentForm,
  scorerRanking,
  seasonMatches,
  seasonTable,
  teamCrestSvg,
  teamRanking,
} from './queries';
import { absencesOf } from './absences';
import { COMPETITIONS } from './names';
import { DAY_MS } from './time';
import type { RecentFormSize } from './types';

// In the middle of the real 2025/26 season: real fixtures are upcoming, generated ones around it.
const NOW = new Date('2026-03-12T12:00:00Z');
const TODAY = Date.parse('2026-03-12T00:00:00Z');

const trio = (prefix: string) => [`${prefix}_zh`, `${prefix}_en`, `${prefix}_vi`];
const teamId = async (key: string) =>
  (await db().select({ id: teams.id }).from(teams).where(eq(teams.key, key)))[0].id;

let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ cleanup } = await freshDb(matchesTemplate(NOW)));
}, 120_000);
afterAll(() => cleanup());

const BAD_IDS = [0, -1, 1.5, Number.NaN, 2 ** 40, 99_999_999];

describe('listMatches', () => {
  it('lists a day of football, earliest first, with names in three languages', async () => {
    const day = await listMatches({
      sport: 'football',
      from: new Date(TODAY + 2 * DAY_MS),
      to: new Date(TODAY + 3 * DAY_MS),
    });
    expect(day.length).toBeGreaterThan(10);
    const kickoffs = day.map((m) => m.match_time);
    expect([...kickoffs].sort((a, b) => a - b)).toEqual(kickoffs);
    for (const m of day) {
      expect(m.sport).toBe('football');
      for (const k of [
        ...trio('home_team_name'),
        ...trio('away_team_name'),
        ...trio('short_name'),
        ...trio('competition_name'),
        ...trio('round_name'),
      ]) {
        expect(m[k as keyof typeof m]).toEqual(expect.any(String));
        expect(m[k as keyof typeof m]).not.toBe('');
      }
      expect(m).toMatchObject({
        status: 'scheduled',
        phase: 'NS',
        match_str: '',
        home_score: 0,
        away_score: 0,
      });
      expect(m.home_team_logo).toBe(`/crest/${m.home_team_id}.svg`);
    }
    const epl = day.find((m) => m.competition_id === 82)!;
    expect(epl).toMatchObject({
      short_name_zh: '英超',
      short_name_en: 'EPL',
      short_name_vi: 'NHA',
    });
  });

  it('filters by competition and state', async () => {
    const from = new Date(TODAY - 7 * DAY_MS);
    const to = new Date(TODAY + 7 * DAY_MS);
    const epl = await listMatches({ sport: 'football', from, to, competitionIds: [82] });
    expect(epl.length).toBeGreaterThan(0);
    expect(epl.every((m) => m.competition_id === 82)).toBe(true);
    const finished = await listMatches({ sport: 'basketball', from, to, status: 'finished' });
    expect(finished.length).toBeGreaterThan(0);
    expect(
      finished.every(
        (m) => m.status === 'finished' && m.match_str === 'FT' && m.home_score !== m.away_score,
      ),
    ).toBe(true);
    expect(await listMatches({ sport: 'football', from, to, competitionIds: [] })).toEqual([]);
    expect(await listMatches({ sport: 'football', from, to, competitionIds: [-5] })).toEqual([]);
    expect(await listMatches({ sport: 'football', from, to, status: [] })).toEqual([]);
  });

  it('fetches matches by id in the order asked', async () => {
    const some = await listMatches({
      sport: 'football',
      from: new Date(TODAY),
      to: new Date(TODAY + DAY_MS),
    });
    const ids = [some[2].id, some[0].id, -3, some[1].id];
    expect((await getMatchesByIds(ids)).map((m) => m.id)).toEqual([
      some[2].id,
      some[0].id,
      some[1].id,
    ]);
  });
});

describe('getMatch', () => {
  it('gives a finished real match with its timeline, statistics and SPEC goal fields', async () => {
    const liverpool = await teamId('liverpool');
    const bournemouth = await teamId('bournemouth');
    const [row] = await db()
      .select({ id: matches.id })
      .from(matches)
      .where(
        and(
          eq(matches.homeTeamId, liverpool),
          eq(matches.awayTeamId, bournemouth),
          eq(matches.competitionId, 82),
        ),
      );
    const d = (await getMatch(row.id))!;
    expect(d.match).toMatchObject({
      home_score: 4,
      away_score: 2,
      home_half_score: 1,
      away_half_score: 0,
      status: 'finished',
      home_team_name_zh: '利物浦',
      away_team_name_zh: '伯恩茅斯',
    });
    expect(d.match.kickoff).toBe('2025-08-15T19:00:00.000Z');
    expect(d.competition.name_zh).toBe('英格兰超级联赛');
    expect(d.home_team).toMatchObject({
      name_en: 'Liverpool',
      country_name_zh: '英格兰',
      logo: `/crest/${liverpool}.svg`,
    });
    expect(d.venue?.name_en).toBe('Anfield');
    const goals = d.events.filter((e) => ['goal', 'penalty_goal', 'own_goal'].includes(e.kind));
    expect(goals).toHaveLength(6);
    for (const g of goals) {
      expect(g.iszhu).toBe(g.side === 'home' ? 1 : 0);
      expect(g.match_str).toMatch(/^\d+(\+\d)?'$/);
      expect(g.player_name_zh).not.toBe('');
      expect(g.player?.name_vi).toBe(g.player_name_vi);
    }
    expect(goals.map((g) => [g.home_score, g.away_score]).pop()).toEqual([4, 2]);
    expect(d.stats!.home.possession + d.stats!.away.possession).toBe(100);
    expect(d.stats!.home.shots_on_target).toBeGreaterThanOrEqual(4);
    expect(d.lineups.home.starters).toEqual([]);
    expect(d.odds).toEqual([]);
  });

  it('gives an upcoming match its line-ups and index data with history', async () => {
    const [m] = await listMatches({
      sport: 'football',
      from: new Date(TODAY + DAY_MS),
      to: new Date(TODAY + 2 * DAY_MS),
    });
    const d = (await getMatch(m.id))!;
    // The 18-man squad less its injured and suspended players (docs/product.md §4 "Absences").
    const out = (
      await absencesOf(db(), [
        { id: m.id, kickoff: new Date(m.kickoff), home: m.home_team_id, away: m.away_team_id },
      ])
    ).get(m.id)!;
    for (const [side, absent] of [
      [d.lineups.home, out.home],
      [d.lineups.away, out.away],
    ] as const) {
      expect(side.formation).toMatch(/^\d(-\d){2,3}$/);
      expect(side.starters).toHaveLength(11);
      expect(side.substitutes).toHaveLength(7 - absent.length);
      expect(side.starters.filter((p) => p.lineup_position === 'GK')).toHaveLength(1);
      expect(side.starters[0].name_zh).not.toBe('');
    }
    expect(d.odds.map((o) => `${o.company_id}:${o.market}`)).toEqual([
      '1:asia',
      '1:eu',
      '1:total',
      '2:asia',
      '2:eu',
      '2:total',
      '3:asia',
      '3:eu',
      '3:total',
    ]);
    for (const o of d.odds) {
      expect(o.history.length).toBeGreaterThanOrEqual(1);
      expect(o.history[o.history.length - 1].values).toEqual(o.current);
      expect(o.company_name_zh).not.toBe('');
    }
    expect(d.events).toEqual([]);
  });

  it('gives basketball quarters', async () => {
    const [m] = await listMatches({
      sport: 'basketball',
      from: new Date(TODAY - DAY_MS),
      to: new Date(TODAY),
      competitionIds: [1],
    });
    const d = (await getMatch(m.id))!;
    expect(d.match.period_scores.length).toBeGreaterThanOrEqual(4);
    expect(
      d.events
        .filter((e) => e.kind === 'period_end')
        .map((e) => e.match_str)
        .slice(0, 4),
    ).toEqual(['Q1 00:00', 'Q2 00:00', 'Q3 00:00', 'Q4 00:00']);
    expect(d.stats!.home.fgm).toBeGreaterThan(20);
  });

  it.each(BAD_IDS)('answers null for id %p', async (id) => {
    expect(await getMatch(id)).toBeNull();
  });
});

describe('tables and rankings', () => {
  it('gives a season table with three-language names, by label or current', async () => {
    const t = (await seasonTable(108, '2025/26'))!;
    expect(t.season).toMatchObject({ label: '2025/26', is_current: true });
    expect(t.competition).toMatchObject({
      id: 108,
      name_zh: '意大利甲级联赛',
      short_name_vi: 'Serie A',
    });
    expect(t.groups).toHaveLength(1);
    expect(t.groups[0]).toMatchObject({ group_key: '', group_name_zh: '积分榜' });
    const first = t.groups[0].rows[0];
    for (const k of [...trio('team_name'), ...trio('short_name')])
      expect(first[k as keyof typeof first]).not.toBe('');
    expect(first.goal_diff).toBe(first.goals_for - first.goals_against);
    expect(await seasonTable(108, '1999/00')).toBeNull();
    expect(await seasonTable(7777)).toBeNull();
    expect(await seasonTable(-1)).toBeNull();
  });

  it('splits the NBA into conferences with winning percentages and games behind', async () => {
    const t = (await seasonTable(1))!;
    expect(t.groups.map((g) => [g.group_key, g.group_name_zh, g.rows.length])).toEqual([
      ['east', '东部', 15],
      ['west', '西部', 15],
    ]);
    for (const g of t.groups) {
      expect(g.rows[0].games_behind).toBe(0);
      const pct = g.rows.map((r) => r.win_pct ?? 0);
      expect([...pct].sort((a, b) => b - a)).toEqual(pct);
    }
  });

  it('ranks scorers and assist makers, counted from the goal events', async () => {
    const goals = await scorerRanking(82, 'goals');
    expect(goals.length).toBeGreaterThan(20);
    expect(goals[0].rank).toBe(1);
    for (let i = 1; i < goals.length; i++) {
      expect(goals[i - 1].goals).toBeGreaterThanOrEqual(goals[i].goals);
      expect(goals[i].rank).toBe(goals[i].goals === goals[i - 1].goals ? goals[i - 1].rank : i + 1);
    }
    const top = goals[0];
    for (const k of [...trio('player_name'), ...trio('team_name')])
      expect(top[k as keyof typeof top]).not.toBe('');
    const counted = await db().execute(sql`
      select count(*)::int as n from match_events e join matches m on m.id = e.match_id
      where m.competition_id = 82 and e.player_id = ${top.player_id} and e.kind in ('goal', 'penalty_goal')`);
    expect((counted.rows[0] as { n: number }).n).toBe(top.goals);
    expect(top.value).toBe(top.goals);
    const assists = await scorerRanking(82, 'assists', { limit: 5 });
    expect(assists).toHaveLength(5);
    expect(assists[0].assists).toBeGreaterThanOrEqual(assists[4].assists);
    expect(await scorerRanking(-1, 'goals')).toEqual([]);
  });

  it('ranks basketball teams and players', async () => {
    const t = await teamRanking(1);
    expect(t).toHaveLength(30);
    expect(t[0].rank).toBe(1);
    expect(t[0].win_pct).toBeGreaterThanOrEqual(t[29].win_pct);
    expect(t[0].points_per_game).toBeGreaterThan(80);
    const p = await playerRanking(3, 'points', { limit: 10 });
    expect(p).toHaveLength(10);
    expect(p[0].points_per_game).toBeGreaterThan(p[9].points_per_game!);
    expect(p[0].value).toBe(p[0].points_per_game);
    const reb = await playerRanking(1, 'rebounds', { limit: 3 });
    expect(reb[0].position).toBe('C');
  });
});

describe('head-to-head and form', () => {
  it('lists the meetings of two teams, latest first, whoever was at home', async () => {
    const a = await teamId('liverpool');
    const b = await teamId('bournemouth');
    const list = await headToHead(a, b, 10);
    expect(list.length).toBeGreaterThanOrEqual(1);
    expect(
      list.every(
        (m) =>
          m.status === 'finished' &&
          [a, b].includes(m.home_team_id) &&
          [a, b].includes(m.away_team_id),
      ),
    ).toBe(true);
    expect(await headToHead(b, a, 10)).toEqual(list);
    expect(await headToHead(a, a, 10)).toEqual([]);
    expect(await headToHead(a, -2, 10)).toEqual([]);
  });

  it('gives the last 6 results by default, 5, 10 or 15 on request', async () => {
    const id = await teamId('arsenal');
    const six = (await recentForm(id))!;
    expect(six.matches).toHaveLength(6);
    expect(six.form).toMatch(/^[WDL]{6}$/);
    expect(six.won + six.drawn + six.lost).toBe(6);
    const times = six.matches.map((m) => m.match_time);
    expect([...times].sort((x, y) => y - x)).toEqual(times);
    expect(six.form).toBe(
      six.matches
        .map((m) => m.result)
        .reverse()
        .join(''),
    );
    expect((await recentForm(id, 10))!.matches).toHaveLength(10);
    expect((await recentForm(id, 7 as RecentFormSize))!.matches).toHaveLength(6);
    expect(await recentForm(0)).toBeNull();
  });
});

describe('other reads', () => {
  it('lists competitions and a season round by round', async () => {
    // Every basketball competition of the catalogue, in its menu order (NBA, CBA first).
    const expected = COMPETITIONS.filter((c) => c.sport === 'basketball')
      .sort((a, b) => a.sort - b.sort)
      .map((c) => c.id);
    expect(expected.slice(0, 2)).toEqual([1, 3]);
    expect((await listCompetitions('basketball')).map((c) => c.id)).toEqual(expected);
    const round1 = await seasonMatches(82, { round: 1 });
    expect(round1).toHaveLength(10);
    expect(round1.every((m) => m.round_name_zh === '第1轮' && m.round_name_vi === 'Vòng 1')).toBe(
      true,
    );
  });

  it('serves crests of known teams only', async () => {
    const id = await teamId('man-city');
    expect(await teamCrestSvg(id)).toContain('>MCI</text>');
    expect(await teamCrestSvg(99_999)).toBeNull();
  });
});
