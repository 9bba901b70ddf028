import { isLiveTable, rowsAsItStands, tableAsItStands, type LiveScore } from './as-it-stands';
import { computeTable, type ResultRow, type TableRow } from './table';
import type { MatchStatus, Sport, StandingRow } from './types';

/** mulberry32: a small seeded generator, so the random seasons are the same on every run. */
function mulberry(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NAMES = ['Arsenal', 'Brentford', 'Chelsea', 'Derby', 'Everton', 'Fulham'];

/** A StandingRow as the API gives it, from computeTable's row. */
function toRow(r: TableRow): StandingRow {
  const name = NAMES[r.teamId - 1] ?? `Team ${r.teamId}`;
  return {
    position: r.position,
    team_id: r.teamId,
    team_logo: `/crest/${r.teamId}.svg`,
    played: r.played,
    won: r.won,
    drawn: r.drawn,
    lost: r.lost,
    goals_for: r.goalsFor,
    goals_against: r.goalsAgainst,
    goal_diff: r.goalsFor - r.goalsAgainst,
    points: r.points,
    form: r.form,
    win_pct: r.winPct,
    games_behind: r.gamesBehind,
    team_name_zh: name,
    team_name_en: name,
    team_name_vi: name,
    short_name_zh: name,
    short_name_en: name,
    short_name_vi: name,
  };
}

const teams = (n: number, groupKey = '') =>
  Array.from({ length: n }, (_, i) => ({ id: i + 1, groupKey, name: NAMES[i] ?? `Team ${i + 1}` }));

let nextId = 0;
const result = (home: number, away: number, homeScore: number, awayScore: number): ResultRow => ({
  id: ++nextId,
  home,
  away,
  homeScore,
  awayScore,
  kickoff: nextId * 1000,
});

const live = (
  home: number,
  away: number,
  homeScore: number,
  awayScore: number,
  status: MatchStatus = 'live',
): LiveScore => ({
  id: ++nextId,
  home_team_id: home,
  away_team_id: away,
  home_score: homeScore,
  away_score: awayScore,
  status,
});

describe('rowsAsItStands', () => {
  // Arsenal 6 pts, Brentford 4, Derby 2, Chelsea 1 before the live round.
  const before = computeTable('football', teams(4), [
    result(1, 2, 2, 0),
    result(3, 4, 1, 1),
    result(2, 3, 1, 0),
    result(1, 4, 3, 0),
    result(4, 2, 1, 1),
  ]).map(toRow);

  it('applies a live score to both teams and gives movement arrows against the pre-match table', () => {
    expect(before.map((r) => [r.team_id, r.position, r.points])).toEqual([
      [1, 1, 6],
      [2, 2, 4],
      [4, 3, 2],
      [3, 4, 1],
    ]);
    // Derby lead Brentford 3-0 right now: Derby (5 pts) pass Brentford (4).
    const now = rowsAsItStands('football', before, [live(4, 2, 3, 0)]);
    expect(now.map((r) => [r.team_id, r.position, r.before, r.movement, r.points])).toEqual([
      [1, 1, 1, 'same', 6],
      [4, 2, 3, 'up', 5],
      [2, 3, 2, 'down', 4],
      [3, 4, 4, 'same', 1],
    ]);
    const derby = now.find((r) => r.team_id === 4)!;
    expect(derby).toMatchObject({
      played: 4,
      won: 1,
      drawn: 2,
      goals_for: 5,
      goals_against: 5,
      goal_diff: 0,
    });
    expect(derby.live).toEqual({ match_id: nextId, result: 'W', goals_for: 3, goals_against: 0 });
    expect(now.find((r) => r.team_id === 2)!.live?.result).toBe('L');
    expect(now.find((r) => r.team_id === 1)!.live).toBeNull();
  });

  it('counts a level football game as a draw and leaves the input rows untouched', () => {
    const copy = JSON.parse(JSON.stringify(before)) as StandingRow[];
    const now = rowsAsItStands('football', before, [live(3, 1, 0, 0)]);
    expect(now.find((r) => r.team_id === 3)).toMatchObject({ points: 2, drawn: 2, played: 3 });
    expect(now.find((r) => r.team_id === 1)!.live?.result).toBe('D');
    expect(before).toEqual(copy);
  });

  it('ignores matches not started and teams of other groups', () => {
    const now = rowsAsItStands('football', before, [
      live(1, 2, 0, 0, 'scheduled'),
      live(7, 8, 2, 0),
    ]);
    expect(now.map((r) => [r.position, r.movement, r.live])).toEqual(
      before.map((r) => [r.position, 'same', null]),
    );
  });

  it('agrees with computeTable over random seasons (live matches as if they ended now)', () => {
    const rnd = mulberry(42);
    for (let season = 0; season < 40; season++) {
      const n = 6;
      const played: ResultRow[] = [];
      for (let k = 0; k < 12; k++) {
        const h = 1 + Math.floor(rnd() * n);
        const a = 1 + ((h + Math.floor(rnd() * (n - 1))) % n);
        played.push(result(h, a, Math.floor(rnd() * 4), Math.floor(rnd() * 4)));
      }
      const round: ResultRow[] = [
        result(1, 2, Math.floor(rnd() * 4), Math.floor(rnd() * 4)),
        result(3, 4, Math.floor(rnd() * 4), Math.floor(rnd() * 4)),
        result(5, 6, Math.floor(rnd() * 4), Math.floor(rnd() * 4)),
      ];
      const pre = computeTable('football', teams(n), played).map(toRow);
      const now = rowsAsItStands(
        'football',
        pre,
        round.map((m) => live(m.home, m.away, m.homeScore, m.awayScore)),
      );
      const expected = computeTable('football', teams(n), [...played, ...round]);
      expect(now.map((r) => [r.team_id, r.points, r.goal_diff, r.played])).toEqual(
        expected.map((r) => [r.teamId, r.points, r.goalsFor - r.goalsAgainst, r.played]),
      );
    }
  });
});

describe('basketball', () => {
  const sport: Sport = 'basketball';
  const before = computeTable(sport, teams(3, 'east'), [
    result(1, 2, 110, 100),
    result(2, 3, 99, 98),
    result(3, 1, 101, 100),
  ]).map(toRow);

  it('re-ranks by winning percentage with games behind; a level game is not applied', () => {
    const now = rowsAsItStands(sport, before, [live(3, 2, 88, 70)]);
    const c = now.find((r) => r.team_id === 3)!;
    expect(c).toMatchObject({ won: 2, lost: 1, win_pct: 0.667, position: 1, games_behind: 0 });
    expect(now.find((r) => r.team_id === 2)).toMatchObject({ won: 1, lost: 2, win_pct: 0.333 });
    const level = rowsAsItStands(sport, before, [live(3, 2, 70, 70)]);
    expect(level.find((r) => r.team_id === 3)).toMatchObject({ played: 2, live: { result: null } });
  });

  it('keeps each conference apart', () => {
    const west = computeTable(sport, [{ id: 9, groupKey: 'west', name: 'West' }], []).map(toRow);
    const groups = tableAsItStands(
      sport,
      [
        { group_key: 'east', rows: before },
        { group_key: 'west', rows: west },
      ],
      [live(9, 1, 120, 90)],
    );
    expect(groups[0].rows.find((r) => r.team_id === 1)).toMatchObject({ lost: 2, played: 3 });
    expect(groups[1].rows[0]).toMatchObject({ team_id: 9, won: 1, win_pct: 1, position: 1 });
    expect(groups[1].group_key).toBe('west');
  });
});

describe('isLiveTable', () => {
  it('is true while a match is under way', () => {
    expect(isLiveTable([live(1, 2, 0, 0)])).toBe(true);
    expect(isLiveTable([live(1, 2, 0, 0, 'finished')])).toBe(false);
    expect(isLiveTable([])).toBe(false);
  });
});
