/**
 * The league table "as it stands": the pre-match table with the scores of the matches being
 * played right now applied, and each team's movement against the pre-match table. Pure and
 * browser-safe, so the match centre's island recomputes it on every score push.
 *
 * The ranking rules are computeTable's (lib/matches/table.ts), applied to aggregated rows:
 * football 3 points a win, 1 a draw, then goal difference, goals scored, the English name;
 * basketball winning percentage, then wins, with games behind the group leader.
 */
import type { MatchItem, Sport, StandingRow } from './types';

export type Movement = 'up' | 'down' | 'same';

/** The part of a match the table needs (a MatchItem fits). */
export type LiveScore = Pick<
  MatchItem,
  'id' | 'home_team_id' | 'away_team_id' | 'home_score' | 'away_score' | 'status'
>;

/** What a team's live match does to its row right now. */
export type LiveMark = {
  match_id: number;
  /** The result if the match ended now; null for a level basketball game (no draws there). */
  result: 'W' | 'D' | 'L' | null;
  goals_for: number;
  goals_against: number;
};

export type StandingNow = StandingRow & {
  /** The position in the pre-match table. */
  before: number;
  movement: Movement;
  /** Set for the teams playing now (the row already includes the live score). */
  live: LiveMark | null;
};

export type GroupNow<G> = G & { rows: StandingNow[] };

/** Live scores count while a match is under way and after it ends (the base table lacks it). */
function counts(m: LiveScore): boolean {
  return m.status === 'live' || m.status === 'finished';
}

function resultOf(sport: Sport, gf: number, ga: number): LiveMark['result'] {
  if (gf > ga) return 'W';
  if (gf < ga) return 'L';
  return sport === 'football' ? 'D' : null;
}

const winPct = (won: number, played: number) =>
  played ? Math.round((won / played) * 1000) / 1000 : 0;

/** computeTable's order for aggregated rows. */
export function compareRows(sport: Sport) {
  return (a: StandingRow, b: StandingRow): number =>
    sport === 'football'
      ? b.points - a.points ||
        b.goal_diff - a.goal_diff ||
        b.goals_for - a.goals_for ||
        a.team_name_en.localeCompare(b.team_name_en)
      : (b.win_pct ?? 0) - (a.win_pct ?? 0) ||
        b.won - a.won ||
        a.team_name_en.localeCompare(b.team_name_en);
}

/**
 * One group's table as it stands. Rows keep their pre-match position in `before`; a team with
 * two live matches in the list (not possible in one round) would get both applied.
 */
export function rowsAsItStands(
  sport: Sport,
  rows: readonly StandingRow[],
  live: readonly LiveScore[],
): StandingNow[] {
  const byTeam = new Map<number, StandingNow>();
  for (const r of rows)
    byTeam.set(r.team_id, { ...r, before: r.position, movement: 'same', live: null });
  for (const m of live) {
    if (!counts(m)) continue;
    const sides: [number, number, number][] = [
      [m.home_team_id, m.home_score, m.away_score],
      [m.away_team_id, m.away_score, m.home_score],
    ];
    for (const [id, gf, ga] of sides) {
      const row = byTeam.get(id);
      if (!row) continue;
      const result = resultOf(sport, gf, ga);
      row.live = { match_id: m.id, result, goals_for: gf, goals_against: ga };
      // A level basketball game changes nothing yet: it cannot end that way.
      if (result === null) continue;
      row.played += 1;
      row.goals_for += gf;
      row.goals_against += ga;
      row.goal_diff = row.goals_for - row.goals_against;
      if (result === 'W') row.won += 1;
      else if (result === 'L') row.lost += 1;
      else row.drawn += 1;
      if (sport === 'football') row.points += result === 'W' ? 3 : result === 'D' ? 1 : 0;
    }
  }
  const list = [...byTeam.values()];
  if (sport === 'basketball') for (const r of list) r.win_pct = winPct(r.won, r.played);
  list.sort(compareRows(sport));
  const leader = list[0];
  list.forEach((r, i) => {
    r.position = i + 1;
    r.movement = r.position < r.before ? 'up' : r.position > r.before ? 'down' : 'same';
    if (sport === 'basketball' && leader)
      r.games_behind = (leader.won - r.won + (r.lost - leader.lost)) / 2;
  });
  return list;
}

/** Every group of a table as it stands (the NBA's two conferences, a cup's league stage …). */
export function tableAsItStands<G extends { rows: readonly StandingRow[] }>(
  sport: Sport,
  groups: readonly G[],
  live: readonly LiveScore[],
): GroupNow<Omit<G, 'rows'>>[] {
  return groups.map((g) => ({ ...g, rows: rowsAsItStands(sport, g.rows, live) }));
}

/** Whether any of these matches changes a table right now (the "as it stands" marker). */
export function isLiveTable(live: readonly LiveScore[]): boolean {
  return live.some((m) => m.status === 'live');
}
