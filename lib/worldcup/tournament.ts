/**
 * The 2026 FIFA World Cup (docs/product.md §2 `/trophy/home`) from the openfootball data kept in
 * lib/worldcup/data (public domain): the 104 matches with their scorers, the 12 group tables with
 * FIFA's tie-breakers, the ranking of the third-placed teams, the knockout bracket as the results
 * drew it, the top scorers and the 48 squads. Pure: no I/O beyond the bundled JSON, no clock.
 */
import matchesData from './data/matches.json';
import squadsData from './data/squads.json';
import stadiumsData from './data/stadiums.json';
import teamsData from './data/teams.json';

export type Stage = 'group' | 'r32' | 'r16' | 'qf' | 'sf' | 'third' | 'final';
/** The knockout rounds of the bracket, first to last (the match for third place stands beside it). */
export const BRACKET_STAGES = ['r32', 'r16', 'qf', 'sf', 'final'] as const;
export type BracketStage = (typeof BRACKET_STAGES)[number];
export const KNOCKOUT_STAGES = ['r32', 'r16', 'qf', 'sf', 'third', 'final'] as const;
export type Position = 'GK' | 'DF' | 'MF' | 'FW';
export const POSITIONS: readonly Position[] = ['GK', 'DF', 'MF', 'FW'];
export type Score = readonly [number, number];

export type Team = { code: string; name: string; flag: string; confed: string; group: string };
export type Stadium = { city: string; name: string; cc: string; capacity: number };

export type Goal = {
  /** The team the goal counts for. */
  team: string;
  /** The scorer's name as in the squad (an own goal's scorer plays for the other team). */
  player: string;
  /** The scorer's team: `team`, or the opponent for an own goal. */
  playerTeam: string;
  /** "90+4" as written. */
  minute: string;
  /** Minutes for ordering: 90+4 → 94.04 (stoppage time after the minute it extends). */
  sortKey: number;
  penalty: boolean;
  ownGoal: boolean;
};

export type Match = {
  /** FIFA's match number, 1–104. */
  num: number;
  stage: Stage;
  /** "A"–"L" in the group stage. */
  group: string | null;
  /** The kick-off as a UTC instant (ISO 8601). */
  kickoff: string;
  home: string;
  away: string;
  ht: Score;
  /** After 90 minutes. */
  ft: Score;
  /** After extra time (cumulative), when played. */
  et: Score | null;
  /** The penalty shoot-out, when there was one. */
  pens: Score | null;
  /** The result: after extra time when played, else after 90 minutes. */
  score: Score;
  /** The team that went through (knockout) or won; null for a draw in the group stage. */
  winner: string | null;
  loser: string | null;
  goals: Goal[];
  city: string;
  stadium: Stadium | null;
};

type RawGoal = { name: string; minute: string; penalty?: boolean; owngoal?: boolean };
type RawMatch = {
  num: number;
  group?: string;
  stage?: string;
  date: string;
  time: string;
  team1: string;
  team2: string;
  score: { ft: number[]; ht: number[]; et?: number[]; p?: number[] };
  goals1: RawGoal[];
  goals2: RawGoal[];
  ground: string;
};
export type Player = {
  number: number;
  pos: Position;
  name: string;
  club: string;
  date_of_birth: string;
};

/** The opening match's day: a player's age "at the tournament" is his age on that day. */
export const OPENING_DAY = '2026-06-11';
export const FINAL_DAY = '2026-07-19';
/** Teams per group that go through, and how many of the 12 third-placed teams join them. */
export const GROUP_QUALIFIERS = 2;
export const BEST_THIRDS = 8;

export const TEAMS: readonly Team[] = teamsData;
export const STADIUMS: readonly Stadium[] = stadiumsData;
const TEAM_BY_CODE = new Map(TEAMS.map((t) => [t.code, t]));
export const GROUPS: readonly string[] = [...new Set(TEAMS.map((t) => t.group))].sort();

export function teamOf(code: string): Team | undefined {
  return TEAM_BY_CODE.get(code);
}

const pair = (a: number[] | undefined): Score | null =>
  a && a.length === 2 ? ([a[0], a[1]] as const) : null;

/**
 * The UTC instant of a local kick-off written "13:00 UTC-6" on `date`: the data gives each
 * match's local time with the offset then in force at the ground.
 */
export function kickoffInstant(date: string, time: string): string {
  const m = /^(\d{1,2}):(\d{2}) UTC([+-])(\d{1,2})(?::(\d{2}))?$/.exec(time.trim());
  if (!m || !/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`bad kick-off ${date} ${time}`);
  const offset = (m[3] === '-' ? -1 : 1) * (Number(m[4]) * 60 + Number(m[5] ?? 0));
  const local = Date.parse(`${date}T${m[1].padStart(2, '0')}:${m[2]}:00Z`);
  return new Date(local - offset * 60_000).toISOString();
}

/** "90+4" → 94.04; "106" → 106. */
export function minuteKey(minute: string): number {
  const [base, added] = minute.split('+').map(Number);
  return base + (added ? 0.01 + added / 100 : 0);
}

const STADIUM_BY_CITY = new Map(STADIUMS.map((s) => [s.city, s]));

function toMatch(r: RawMatch): Match {
  const ft = pair(r.score.ft) as Score;
  const et = pair(r.score.et);
  const pens = pair(r.score.p);
  const score = et ?? ft;
  const [h, a] = pens ?? score;
  const winner = h > a ? r.team1 : a > h ? r.team2 : null;
  const goal =
    (team: string, other: string) =>
    (g: RawGoal): Goal => ({
      team,
      player: g.name,
      playerTeam: g.owngoal ? other : team,
      minute: g.minute,
      sortKey: minuteKey(g.minute),
      penalty: g.penalty === true,
      ownGoal: g.owngoal === true,
    });
  return {
    num: r.num,
    stage: (r.group ? 'group' : r.stage) as Stage,
    group: r.group ?? null,
    kickoff: kickoffInstant(r.date, r.time),
    home: r.team1,
    away: r.team2,
    ht: pair(r.score.ht) as Score,
    ft,
    et,
    pens,
    score,
    winner,
    loser: winner === null ? null : winner === r.team1 ? r.team2 : r.team1,
    goals: [...r.goals1.map(goal(r.team1, r.team2)), ...r.goals2.map(goal(r.team2, r.team1))].sort(
      (x, y) => x.sortKey - y.sortKey,
    ),
    city: r.ground,
    stadium: STADIUM_BY_CITY.get(r.ground) ?? null,
  };
}

/** All 104 matches in FIFA's numbering (the order of the data file). */
export const MATCHES: readonly Match[] = (matchesData.matches as RawMatch[]).map(toMatch);

export function matchByNum(num: number): Match | undefined {
  return MATCHES[num - 1]?.num === num ? MATCHES[num - 1] : MATCHES.find((m) => m.num === num);
}

// ---------------------------------------------------------------------------------------------
// Group tables

export type TableRow = {
  team: string;
  position: number;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  goalDiff: number;
  points: number;
  /** W, D or L in the order played. */
  form: ('W' | 'D' | 'L')[];
};

export type GroupTable = {
  group: string;
  rows: TableRow[];
  /** Teams whose order the data cannot settle (fair play and the FIFA ranking are not in it). */
  unresolved: string[][];
};

type Tally = Omit<TableRow, 'position' | 'form' | 'team'>;

function tally(team: string, games: readonly Match[]): Tally {
  const t: Tally = {
    played: 0,
    won: 0,
    drawn: 0,
    lost: 0,
    goalsFor: 0,
    goalsAgainst: 0,
    goalDiff: 0,
    points: 0,
  };
  for (const m of games) {
    if (m.home !== team && m.away !== team) continue;
    const [f, a] = m.home === team ? m.score : [m.score[1], m.score[0]];
    t.played += 1;
    t.goalsFor += f;
    t.goalsAgainst += a;
    if (f > a) t.won += 1;
    else if (f === a) t.drawn += 1;
    else t.lost += 1;
  }
  t.goalDiff = t.goalsFor - t.goalsAgainst;
  t.points = t.won * 3 + t.drawn;
  return t;
}

/** Splits `teams` into runs of equal `key`, best first (a larger key ranks higher). */
function splitBy(teams: string[], key: (team: string) => number[]): string[][] {
  const keyed = teams.map((team) => ({ team, k: key(team) }));
  keyed.sort((x, y) => {
    for (let i = 0; i < x.k.length; i++) if (x.k[i] !== y.k[i]) return y.k[i] - x.k[i];
    return 0;
  });
  const runs: string[][] = [];
  let prev: number[] | null = null;
  for (const { team, k } of keyed) {
    if (prev && prev.every((v, i) => v === k[i])) runs[runs.length - 1].push(team);
    else runs.push([team]);
    prev = k;
  }
  return runs;
}

/**
 * The order of teams level on points (FIFA World Cup 26 regulations, art. 13): among the teams
 * concerned, a) points, b) goal difference and c) goals scored in the matches between them; d)
 * a) to c) again for the teams still level, on the matches between them alone; then e) goal
 * difference and f) goals scored in all group matches. Fair play (g) and the FIFA ranking (h)
 * are not in the data: teams still level after f) come back together in one run, marked as
 * unresolved.
 */
function orderLevel(
  level: string[],
  games: readonly Match[],
  all: Map<string, Tally>,
  unresolved: string[][],
): string[] {
  if (level.length === 1) return level;
  const among = games.filter((m) => level.includes(m.home) && level.includes(m.away));
  const h2h = (team: string) => {
    const t = tally(team, among);
    return [t.points, t.goalDiff, t.goalsFor];
  };
  const runs = splitBy(level, h2h);
  if (runs.length > 1) {
    // Criterion d): each run still level is ranked again on its own matches.
    return runs.flatMap((run) => orderLevel(run, games, all, unresolved));
  }
  const overall = splitBy(level, (team) => {
    const t = all.get(team) as Tally;
    return [t.goalDiff, t.goalsFor];
  });
  for (const run of overall) if (run.length > 1) unresolved.push([...run].sort());
  return overall.flatMap((run) => [...run].sort());
}

/** One group's table from its results. */
export function groupTable(group: string, matches: readonly Match[] = MATCHES): GroupTable {
  const games = matches.filter((m) => m.stage === 'group' && m.group === group);
  const teams = TEAMS.filter((t) => t.group === group).map((t) => t.code);
  const all = new Map(teams.map((team) => [team, tally(team, games)]));
  const unresolved: string[][] = [];
  const order = splitBy(teams, (team) => [(all.get(team) as Tally).points]).flatMap((run) =>
    orderLevel(run, games, all, unresolved),
  );
  const byTime = [...games].sort((a, b) => a.kickoff.localeCompare(b.kickoff) || a.num - b.num);
  return {
    group,
    unresolved,
    rows: order.map((team, i) => ({
      team,
      position: i + 1,
      ...(all.get(team) as Tally),
      form: byTime
        .filter((m) => m.home === team || m.away === team)
        .map((m) => (m.winner === null ? 'D' : m.winner === team ? 'W' : 'L')),
    })),
  };
}

export function groupTables(matches: readonly Match[] = MATCHES): GroupTable[] {
  return GROUPS.map((g) => groupTable(g, matches));
}

export type ThirdRow = TableRow & { group: string; rank: number; qualified: boolean };

/**
 * The twelve third-placed teams ranked (regulations art. 13): points, goal difference, goals
 * scored (then fair play and the FIFA ranking, not in the data); the best eight go through.
 */
export function thirdPlaced(tables: readonly GroupTable[] = groupTables()): ThirdRow[] {
  const thirds = tables.map((t) => ({ ...t.rows[2], group: t.group }));
  thirds.sort(
    (a, b) =>
      b.points - a.points ||
      b.goalDiff - a.goalDiff ||
      b.goalsFor - a.goalsFor ||
      a.group.localeCompare(b.group),
  );
  return thirds.map((row, i) => ({ ...row, rank: i + 1, qualified: i < BEST_THIRDS }));
}

/** The 32 teams of the knockout stage by the tables: two per group and the best eight thirds. */
export function qualifiers(tables: readonly GroupTable[] = groupTables()): string[] {
  return [
    ...tables.flatMap((t) => t.rows.slice(0, GROUP_QUALIFIERS).map((r) => r.team)),
    ...thirdPlaced(tables)
      .filter((r) => r.qualified)
      .map((r) => r.team),
  ];
}

/** "1A", "2B", "3C": where a team finished in its group. */
export function seedOf(team: string, tables: readonly GroupTable[] = groupTables()): string | null {
  for (const t of tables) {
    const row = t.rows.find((r) => r.team === team);
    if (row) return `${row.position}${t.group}`;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Knockout bracket

export type BracketRound = { stage: BracketStage; matches: Match[] };
export type Bracket = {
  /** Round of 32 to the final, each round in bracket order: matches 2k and 2k+1 feed match k. */
  rounds: BracketRound[];
  third: Match;
  champion: string;
  runnerUp: string;
  thirdPlace: string;
  fourthPlace: string;
};

/**
 * The bracket as the results drew it: from the final back, each match's two teams came from the
 * matches of the round before that they won, so the rounds come out in bracket order.
 */
export function bracket(matches: readonly Match[] = MATCHES): Bracket {
  const of = (stage: Stage) => matches.filter((m) => m.stage === stage);
  const final = of('final');
  const third = of('third');
  if (final.length !== 1 || third.length !== 1) throw new Error('one final and one third place');
  const rounds: BracketRound[] = [{ stage: 'final', matches: final }];
  for (let i = BRACKET_STAGES.length - 2; i >= 0; i--) {
    const stage = BRACKET_STAGES[i];
    const pool = of(stage);
    const next = rounds[0].matches;
    const ordered = next.flatMap((m) =>
      [m.home, m.away].map((team) => {
        const feeder = pool.find((p) => p.winner === team);
        if (!feeder) throw new Error(`no ${stage} match won by ${team}`);
        return feeder;
      }),
    );
    if (new Set(ordered).size !== pool.length || ordered.length !== pool.length) {
      throw new Error(`the ${stage} does not chain to the next round`);
    }
    rounds.unshift({ stage, matches: ordered });
  }
  const f = final[0];
  const t = third[0];
  return {
    rounds,
    third: t,
    champion: f.winner as string,
    runnerUp: f.loser as string,
    thirdPlace: t.winner as string,
    fourthPlace: t.loser as string,
  };
}

/** How far each team went: the stage it went out in, or 'champion'. */
export type Finish = 'champion' | 'runnerUp' | 'third' | 'fourth' | 'qf' | 'r16' | 'r32' | 'group';

export function finishOf(team: string, matches: readonly Match[] = MATCHES): Finish {
  const b = bracket(matches);
  if (team === b.champion) return 'champion';
  if (team === b.runnerUp) return 'runnerUp';
  if (team === b.thirdPlace) return 'third';
  if (team === b.fourthPlace) return 'fourth';
  for (const stage of ['qf', 'r16', 'r32'] as const) {
    if (matches.some((m) => m.stage === stage && m.loser === team)) return stage;
  }
  return 'group';
}

// ---------------------------------------------------------------------------------------------
// Scorers

export type Scorer = {
  rank: number;
  player: string;
  team: string;
  goals: number;
  penalties: number;
  /** Match numbers, in order, one per goal. */
  matches: number[];
};

/**
 * Goals per player, own goals left out: most goals first, then fewer penalties; players level on
 * both share a rank (the data has no assists or minutes, the Golden Boot's next criteria).
 */
export function topScorers(matches: readonly Match[] = MATCHES): Scorer[] {
  const by = new Map<string, Omit<Scorer, 'rank'>>();
  for (const m of matches) {
    for (const g of m.goals) {
      if (g.ownGoal) continue;
      const key = `${g.playerTeam}|${g.player}`;
      const s = by.get(key) ?? {
        player: g.player,
        team: g.playerTeam,
        goals: 0,
        penalties: 0,
        matches: [],
      };
      s.goals += 1;
      if (g.penalty) s.penalties += 1;
      s.matches.push(m.num);
      by.set(key, s);
    }
  }
  const list = [...by.values()].sort(
    (a, b) =>
      b.goals - a.goals ||
      a.penalties - b.penalties ||
      a.player.localeCompare(b.player, 'en') ||
      a.team.localeCompare(b.team),
  );
  let rank = 0;
  return list.map((s, i) => {
    const prev = list[i - 1];
    if (!prev || prev.goals !== s.goals || prev.penalties !== s.penalties) rank = i + 1;
    return { rank, ...s };
  });
}

// ---------------------------------------------------------------------------------------------
// Squads

export type SquadPlayer = Player & { age: number; goals: number };
export type Squad = { team: string; players: SquadPlayer[]; averageAge: number };

/** Whole years from a birth date to `on` (both YYYY-MM-DD). */
export function ageOn(dateOfBirth: string, on: string = OPENING_DAY): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number);
  const [y, m, d] = on.split('-').map(Number);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

const SQUADS = new Map(
  (squadsData as { code: string; players: Player[] }[]).map((s) => [s.code, s.players]),
);

/** A team's 26 players by position (goalkeepers first), by shirt number within a position. */
export function squadOf(team: string, matches: readonly Match[] = MATCHES): Squad | null {
  const players = SQUADS.get(team);
  if (!players) return null;
  const goals = new Map<string, number>();
  for (const m of matches) {
    for (const g of m.goals) {
      if (!g.ownGoal && g.playerTeam === team) goals.set(g.player, (goals.get(g.player) ?? 0) + 1);
    }
  }
  const list = players
    .map((p) => ({ ...p, age: ageOn(p.date_of_birth), goals: goals.get(p.name) ?? 0 }))
    .sort((a, b) => POSITIONS.indexOf(a.pos) - POSITIONS.indexOf(b.pos) || a.number - b.number);
  const averageAge =
    Math.round(
      (list.reduce((s, p) => s + (Date.parse(OPENING_DAY) - Date.parse(p.date_of_birth)), 0) /
        list.length /
        (365.2425 * 86_400_000)) *
        10,
    ) / 10;
  return { team, players: list, averageAge };
}

/** Every player's name in every squad (the names file must cover each). */
export function allPlayerNames(): string[] {
  return [...SQUADS.values()].flatMap((ps) => ps.map((p) => p.name));
}

/** Every club a squad player plays for. */
export function allClubs(): string[] {
  return [...new Set([...SQUADS.values()].flatMap((ps) => ps.map((p) => p.club)))];
}

// ---------------------------------------------------------------------------------------------
// Figures

export type Figures = {
  matches: number;
  goals: number;
  /** Goals per match, one decimal. */
  perMatch: number;
  penaltyShootouts: number;
  extraTime: number;
  ownGoals: number;
  penalties: number;
};

export function figures(matches: readonly Match[] = MATCHES): Figures {
  const goals = matches.reduce((s, m) => s + m.score[0] + m.score[1], 0);
  const all = matches.flatMap((m) => m.goals);
  return {
    matches: matches.length,
    goals,
    perMatch: Math.round((goals / matches.length) * 100) / 100,
    penaltyShootouts: matches.filter((m) => m.pens).length,
    extraTime: matches.filter((m) => m.et).length,
    ownGoals: all.filter((g) => g.ownGoal).length,
    penalties: all.filter((g) => g.penalty).length,
  };
}
