/** League tables from results. Pure: the simulator can also apply live scores to it. */
import type { Sport } from './types';

export type ResultRow = {
  id: number;
  home: number;
  away: number;
  homeScore: number;
  awayScore: number;
  kickoff: number;
};
export type TableTeam = { id: number; groupKey: string; name: string };

export type TableRow = {
  teamId: number;
  groupKey: string;
  position: number;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  points: number;
  /** Last five results, oldest first. */
  form: string;
  winPct: number | null;
  gamesBehind: number | null;
};

/**
 * Football: 3 points a win, 1 a draw; ties broken by goal difference, then goals scored, then
 * name. Basketball: by winning percentage, then wins; games behind the group leader.
 */
export function computeTable(
  sport: Sport,
  teams: readonly TableTeam[],
  results: readonly ResultRow[],
): TableRow[] {
  const rows = new Map<number, TableRow & { results: string[]; name: string }>();
  for (const t of teams) {
    rows.set(t.id, {
      teamId: t.id,
      groupKey: t.groupKey,
      name: t.name,
      position: 0,
      played: 0,
      won: 0,
      drawn: 0,
      lost: 0,
      goalsFor: 0,
      goalsAgainst: 0,
      points: 0,
      form: '',
      winPct: null,
      gamesBehind: null,
      results: [],
    });
  }
  const ordered = [...results].sort((a, b) => a.kickoff - b.kickoff || a.id - b.id);
  for (const m of ordered) {
    const sides: [number, number, number][] = [
      [m.home, m.homeScore, m.awayScore],
      [m.away, m.awayScore, m.homeScore],
    ];
    for (const [id, gf, ga] of sides) {
      const row = rows.get(id);
      if (!row) continue;
      row.played++;
      row.goalsFor += gf;
      row.goalsAgainst += ga;
      if (gf > ga) {
        row.won++;
        row.points += 3;
        row.results.push('W');
      } else if (gf === ga) {
        row.drawn++;
        row.points += 1;
        row.results.push('D');
      } else {
        row.lost++;
        row.results.push('L');
      }
    }
  }
  const groups = new Map<string, (TableRow & { results: string[]; name: string })[]>();
  for (const row of rows.values()) {
    row.form = row.results.slice(-5).join('');
    if (sport === 'basketball') {
      row.points = 0;
      row.winPct = row.played ? Math.round((row.won / row.played) * 1000) / 1000 : 0;
    }
    const list = groups.get(row.groupKey) ?? [];
    list.push(row);
    groups.set(row.groupKey, list);
  }
  const out: TableRow[] = [];
  for (const list of groups.values()) {
    if (sport === 'football') {
      list.sort(
        (a, b) =>
          b.points - a.points ||
          b.goalsFor - b.goalsAgainst - (a.goalsFor - a.goalsAgainst) ||
          b.goalsFor - a.goalsFor ||
          a.name.localeCompare(b.name),
      );
    } else {
      list.sort(
        (a, b) =>
          (b.winPct ?? 0) - (a.winPct ?? 0) || b.won - a.won || a.name.localeCompare(b.name),
      );
      const leader = list[0];
      for (const row of list)
        row.gamesBehind = (leader.won - row.won + (row.lost - leader.lost)) / 2;
    }
    list.forEach((row, i) => {
      const { results: _r, name: _n, ...rest } = row;
      out.push({ ...rest, position: i + 1 });
    });
  }
  return out;
}
