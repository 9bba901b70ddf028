/**
 * The acceptance of docs/product.md §2 "Teams, players and discussion": over the seeded seasons,
 * a player's goals on his page equal his goals in the match timelines. For every player with a
 * goal, an assist or a card, and a sample of the others, his page's figures per season equal the
 * counts over that season's match events; appearances cover the matches he has an event in and
 * never pass his team's; the ranking rows agree; every scorer is on his side's team sheet where
 * the match has one.
 */
import { sql } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { createTestApi, type TestApi, SEED_TIMEOUT } from '@/test/api';
import { playerDetail } from './queries';

type Counts = { goals: number; penalties: number; assists: number; yellow: number; red: number };

let t: TestApi;
/** Per `season:player`: counts over match_events (the timelines). */
const fromEvents = new Map<string, Counts & { matches: number }>();
const involved = new Set<number>();
/** Per player: the seasons he scored or assisted in. */
const scoredIn = new Map<number, number[]>();
let sample: number[] = [];
beforeAll(async () => {
  t = await createTestApi({}, { matches: true });
  const rows = await db().execute(sql`
    with ev as (
      select m.season_id, e.match_id, e.kind, e.player_id as pid, 'p' as role from match_events e join matches m on m.id = e.match_id where e.player_id is not null
      union all
      select m.season_id, e.match_id, e.kind, e.assist_player_id, 'a' from match_events e join matches m on m.id = e.match_id where e.assist_player_id is not null
      union all
      select m.season_id, e.match_id, e.kind, e.out_player_id, 'o' from match_events e join matches m on m.id = e.match_id where e.out_player_id is not null
    )
    select season_id, pid,
      count(*) filter (where role = 'p' and kind in ('goal', 'penalty_goal'))::int as goals,
      count(*) filter (where role = 'p' and kind = 'penalty_goal')::int as penalties,
      count(*) filter (where role = 'a' and kind in ('goal', 'penalty_goal'))::int as assists,
      count(*) filter (where role = 'p' and kind in ('yellow', 'second_yellow'))::int as yellow,
      count(*) filter (where role = 'p' and kind in ('red', 'second_yellow'))::int as red,
      count(distinct match_id)::int as matches
    from ev group by season_id, pid`);
  for (const r of rows.rows) {
    const c = {
      goals: Number(r.goals),
      penalties: Number(r.penalties),
      assists: Number(r.assists),
      yellow: Number(r.yellow),
      red: Number(r.red),
      matches: Number(r.matches),
    };
    fromEvents.set(`${Number(r.season_id)}:${Number(r.pid)}`, c);
    if (c.goals || c.assists || c.yellow || c.red) involved.add(Number(r.pid));
    if (c.goals || c.assists)
      scoredIn.set(Number(r.pid), [...(scoredIn.get(Number(r.pid)) ?? []), Number(r.season_id)]);
  }
  // The 150 best scorers, every 8th other player who scored, assisted or was booked, and every
  // 60th of the rest (a page is ~17 ms on PGlite: all 4 000 would take a minute).
  const goalsOf = new Map<number, number>();
  for (const [k, c] of fromEvents) {
    const id = Number(k.split(':')[1]);
    goalsOf.set(id, (goalsOf.get(id) ?? 0) + c.goals);
  }
  const best = new Set(
    [...goalsOf]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 150)
      .map(([id]) => id),
  );
  const all = await db().execute(sql`select id from players order by id`);
  let n = 0;
  sample = all.rows
    .map((r) => Number(r.id))
    .filter((id, i) => best.has(id) || (involved.has(id) ? n++ % 8 === 0 : i % 60 === 0));
}, SEED_TIMEOUT);
afterAll(() => t?.cleanup());

describe('player figures agree with the match timelines', () => {
  it('has a season with goals to check', () => {
    expect(involved.size).toBeGreaterThan(200);
    expect(sample.length).toBeGreaterThan(300);
  });

  it('per player and season: goals, penalties, assists and cards equal the event counts', async () => {
    const now = new Date();
    const wrong: string[] = [];
    let goals = 0;
    for (const id of sample) {
      const p = await playerDetail(id, now);
      const seen = new Set<number>();
      for (const s of p.seasons) {
        seen.add(s.season_id);
        const c = fromEvents.get(`${s.season_id}:${id}`);
        const expected = {
          goals: c?.goals ?? 0,
          penalties: c?.penalties ?? 0,
          assists: c?.assists ?? 0,
          yellow: c?.yellow ?? 0,
          red: c?.red ?? 0,
        };
        if (p.sport === 'basketball') continue;
        goals += s.goals;
        const got = {
          goals: s.goals,
          penalties: s.penalties,
          assists: s.assists,
          yellow: s.yellow,
          red: s.red,
        };
        if (JSON.stringify(got) !== JSON.stringify(expected))
          wrong.push(`${id}@${s.season_id}: ${JSON.stringify(got)} ≠ ${JSON.stringify(expected)}`);
        // Appearances: at least the matches he has an event in, at most his team's.
        if (s.appearances < (c?.matches ?? 0) || s.appearances > s.team_played)
          wrong.push(`${id}@${s.season_id}: ${s.appearances} apps, ${c?.matches} with events`);
      }
      // No season where he scored or assisted is missing from his page.
      for (const season of scoredIn.get(id) ?? [])
        if (!seen.has(season)) wrong.push(`${id}: season ${season} missing`);
      // His latest matches are part of his seasons: their goals are among the seasons'.
      const recentGoals = p.recent.reduce((n, m) => n + m.goals, 0);
      if (recentGoals > p.seasons.reduce((n, s) => n + s.goals, 0))
        wrong.push(`${id}: recent goals ${recentGoals} beyond the seasons'`);
    }
    expect(wrong).toEqual([]);
    expect(goals).toBeGreaterThan(1000);
  }, 120_000);

  it('the ranking rows (player_stats) count the same goals and assists', async () => {
    const rows = await db().execute(sql`
      select s.season_id, s.player_id, s.goals, s.assists, s.penalties, s.yellow, s.red
      from player_stats s join teams t on t.id = s.team_id where t.sport = 'football'`);
    expect(rows.rows.length).toBeGreaterThan(100);
    const wrong = rows.rows.filter((r) => {
      const c = fromEvents.get(`${Number(r.season_id)}:${Number(r.player_id)}`);
      return (
        !c ||
        c.goals !== Number(r.goals) ||
        c.assists !== Number(r.assists) ||
        c.penalties !== Number(r.penalties) ||
        c.yellow !== Number(r.yellow) ||
        c.red !== Number(r.red)
      );
    });
    expect(wrong).toEqual([]);
    // And every scorer of a season has a ranking row.
    const keys = new Set(rows.rows.map((r) => `${Number(r.season_id)}:${Number(r.player_id)}`));
    const football = await db().execute(sql`
      select p.id from players p join teams t on t.id = p.team_id where t.sport = 'football'`);
    const ids = new Set(football.rows.map((r) => Number(r.id)));
    const missing = [...fromEvents]
      .filter(([k, c]) => (c.goals || c.assists) && ids.has(Number(k.split(':')[1])))
      .filter(([k]) => !keys.has(k));
    expect(missing).toEqual([]);
  });

  it('every scorer, assistant and booked player was on his side’s team sheet where one exists', async () => {
    const off = await db().execute(sql`
      select e.match_id, e.kind, e.side, x.pid from match_events e
      cross join lateral (values (e.player_id), (e.assist_player_id)) as x(pid)
      where x.pid is not null and e.side is not null
        and e.kind in ('goal', 'penalty_goal', 'yellow', 'red', 'second_yellow')
        and exists (select 1 from match_lineups l where l.match_id = e.match_id and l.side = e.side)
        and not exists (
          select 1 from match_lineups l
          where l.match_id = e.match_id and l.side = e.side and l.player_id = x.pid)`);
    expect(off.rows).toEqual([]);
    // Own goals: the scorer is on the other side's sheet.
    const own = await db().execute(sql`
      select e.match_id, e.player_id from match_events e
      where e.kind = 'own_goal' and e.player_id is not null
        and exists (select 1 from match_lineups l where l.match_id = e.match_id)
        and not exists (
          select 1 from match_lineups l where l.match_id = e.match_id
            and l.side <> e.side and l.player_id = e.player_id)`);
    expect(own.rows).toEqual([]);
  });

  it('every scorer plays for one of the two teams of the match', async () => {
    const strays = await db().execute(sql`
      select e.match_id, e.player_id from match_events e
      join matches m on m.id = e.match_id join players p on p.id = e.player_id
      where e.kind in ('goal', 'penalty_goal') and p.team_id not in (m.home_team_id, m.away_team_id)`);
    expect(strays.rows).toEqual([]);
  });
});
