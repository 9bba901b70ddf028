import { and, asc, eq, or } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import {
  articles,
  articleTranslations,
  matches,
  newsCategories,
  players,
  rounds,
  teams,
} from '@/lib/db/schema';
import { seasonTable, tableMatches } from '@/lib/matches/queries';
import { computeTable } from '@/lib/matches/table';
import { createTestApi, SEED_TIMEOUT, type TestApi } from '@/test/api';
import { ageOn, groupSquad, teamDetail } from './queries';

/**
 * The team page's domain (docs/product.md §2 "Teams, players and discussion") on the seeded
 * season: the table row as it stands, the fixtures, the squad.
 */
let t: TestApi;
let arsenal: number;

beforeAll(async () => {
  t = await createTestApi({}, { matches: true });
  [{ id: arsenal }] = await db()
    .select({ id: teams.id })
    .from(teams)
    .where(eq(teams.key, 'arsenal'));
}, SEED_TIMEOUT);
afterAll(() => t?.cleanup());

describe('teamDetail', () => {
  it('puts the team where computeTable puts it with the live score applied', async () => {
    const before = await teamDetail(arsenal, 'en');
    const league = before.competitions.find((c) => c.competition.id === 82)!;
    expect(league).toBeDefined();
    // One of its league matches still to play goes live with a big home win for Arsenal.
    const [m] = await db()
      .select({ id: matches.id, home: matches.homeTeamId })
      .from(matches)
      .innerJoin(rounds, eq(rounds.id, matches.roundId))
      .where(
        and(
          eq(matches.seasonId, league.season.id),
          eq(matches.status, 'scheduled'),
          eq(rounds.stage, 'league'),
          or(eq(matches.homeTeamId, arsenal), eq(matches.awayTeamId, arsenal)),
        ),
      )
      .orderBy(asc(matches.kickoff))
      .limit(1);
    const mine = m.home === arsenal;
    await db()
      .update(matches)
      .set({
        status: 'live',
        phase: '2H',
        matchStr: "80'",
        homeScore: mine ? 6 : 0,
        awayScore: mine ? 0 : 6,
      })
      .where(eq(matches.id, m.id));

    const now = await teamDetail(arsenal, 'en');
    const table = now.competitions.find((c) => c.competition.id === 82)!.table!;
    expect(table.live).toBe(true);
    const row = table.rows.find((r) => r.team_id === arsenal)!;
    expect(row.live).toMatchObject({ match_id: m.id, result: 'W', goals_for: 6 });

    // The same by hand: every finished result and every live score as if final.
    const base = (await seasonTable(82, league.season.id))!;
    const { results, live } = await tableMatches(league.season.id);
    const expected = computeTable(
      'football',
      base.groups[0].rows.map((r) => ({ id: r.team_id, groupKey: '', name: r.team_name_en })),
      [
        ...results,
        ...live.map((x) => ({
          id: x.id,
          home: x.home_team_id,
          away: x.away_team_id,
          homeScore: x.home_score,
          awayScore: x.away_score,
          kickoff: new Date(x.kickoff).getTime(),
        })),
      ],
    );
    const mineExpected = expected.find((r) => r.teamId === arsenal)!;
    expect(row.position).toBe(mineExpected.position);
    expect(row.points).toBe(mineExpected.points);
    expect(row.played).toBe(mineExpected.played);
    expect(now.current?.id).toBe(m.id);
    expect(table.rows.length).toBeLessThanOrEqual(5);
    expect(table.size).toBe(base.groups[0].rows.length);
    // The rows shown are consecutive positions.
    table.rows.forEach((r, i) => expect(r.position).toBe(table.rows[0].position + i));
  });

  it('lists only the team’s own matches, by competition, in kick-off order', async () => {
    const d = await teamDetail(arsenal, 'zh');
    const ids = new Set<number>();
    for (const c of d.competitions) {
      const times = c.matches.map((m) => new Date(m.kickoff).getTime());
      expect(times).toEqual([...times].sort((a, b) => a - b));
      for (const m of c.matches) {
        expect([m.home_team_id, m.away_team_id]).toContain(arsenal);
        expect(m.competition_id).toBe(c.competition.id);
        expect(ids.has(m.id)).toBe(false);
        ids.add(m.id);
      }
    }
    for (const m of d.results) {
      expect([m.home_team_id, m.away_team_id]).toContain(arsenal);
      expect(m.status).toBe('finished');
    }
  });

  it('groups the squad by position with one number per player', async () => {
    const d = await teamDetail(arsenal, 'vi');
    const all = d.squad.flatMap((g) => g.players);
    const rows = await db().select().from(players).where(eq(players.teamId, arsenal));
    expect(all.map((p) => p.id).sort()).toEqual(rows.map((p) => p.id).sort());
    expect(new Set(all.map((p) => p.shirt_number)).size).toBe(all.length);
    for (const g of d.squad) {
      const nums = g.players.map((p) => p.shirt_number);
      expect(nums).toEqual([...nums].sort((a, b) => a - b));
      for (const p of g.players) expect(rows.find((r) => r.id === p.id)?.position).toBe(g.position);
    }
    // Scorers are the team's players, best first.
    for (const s of d.scorers) expect(rows.some((r) => r.id === s.player_id)).toBe(true);
    const goals = d.scorers.map((s) => s.goals);
    expect(goals).toEqual([...goals].sort((a, b) => b - a));
  });
});

describe('team news', () => {
  it('finds articles naming the team or tied to its matches, in the page’s language only', async () => {
    const [cat] = await db()
      .insert(newsCategories)
      .values({ slug: 'h1-team-news', nameZh: '新闻', nameEn: 'News', nameVi: 'Tin' })
      .onConflictDoNothing()
      .returning({ id: newsCategories.id });
    const before = await teamDetail(arsenal, 'en');
    const matchId = before.competitions[0].matches[0].id;
    const add = async (title: string, locale: string, match: number | null = null) => {
      const [a] = await db()
        .insert(articles)
        .values({
          categoryId: cat.id,
          originLocale: locale,
          matchId: match,
          publishedAt: new Date(Date.now() - 60_000),
        })
        .returning({ id: articles.id });
      await db()
        .insert(articleTranslations)
        .values({ articleId: a.id, locale, title, bodyHtml: '<p>x</p>' });
      return a.id;
    };
    const named = await add('Arsenal sign a 100% new striker', 'en');
    const tied = await add('A derby report', 'en', matchId);
    const other = await add('Chelsea win', 'en');
    const zhOnly = await add('阿森纳获胜', 'zh');
    const en = (await teamDetail(arsenal, 'en')).news.map((n) => n.id);
    expect(en).toEqual(expect.arrayContaining([named, tied]));
    expect(en).not.toContain(other);
    expect(en).not.toContain(zhOnly);
    expect((await teamDetail(arsenal, 'zh')).news.map((n) => n.id)).toContain(zhOnly);
  });
});

describe('ageOn', () => {
  const now = new Date('2026-06-15T12:00:00Z');
  it('counts full years, the birthday included', () => {
    expect(ageOn('2000-06-15', now)).toBe(26);
    expect(ageOn('2000-06-16', now)).toBe(25);
    expect(ageOn('1999-12-31', now)).toBe(26);
  });
  it('is null without a date or with nonsense', () => {
    expect(ageOn(null, now)).toBeNull();
    expect(ageOn('junk', now)).toBeNull();
    expect(ageOn('2030-01-01', now)).toBeNull();
  });
});

describe('groupSquad', () => {
  const p = (id: number, position: string, n: number) => ({
    id,
    position,
    shirt_number: n,
    name_zh: '',
    name_en: '',
    name_vi: '',
    nationality: 'ENG',
    nationality_name_zh: '',
    nationality_name_en: '',
    nationality_name_vi: '',
    birth_date: null,
    age: null,
  });
  it('orders positions goalkeepers first and unknown ones last', () => {
    const g = groupSquad('football', [p(1, 'FW', 9), p(2, 'GK', 1), p(3, 'XX', 50), p(4, 'DF', 2)]);
    expect(g.map((x) => x.position)).toEqual(['GK', 'DF', 'FW', 'XX']);
  });
  it('orders basketball guards, forwards, centres', () => {
    const g = groupSquad('basketball', [p(1, 'C', 5), p(2, 'G', 1), p(3, 'F', 3)]);
    expect(g.map((x) => x.position)).toEqual(['G', 'F', 'C']);
  });
});
