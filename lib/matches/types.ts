/**
 * The match domain's value sets and view shapes. Pure types and constants: browser code may
 * import this module.
 */

import type { Sport } from '@/lib/rules/sport';
export type { Sport };
export type Side = 'home' | 'away';

export type MatchStatus = 'scheduled' | 'live' | 'finished' | 'postponed' | 'cancelled';
export const MATCH_STATUSES: readonly MatchStatus[] = [
  'scheduled',
  'live',
  'finished',
  'postponed',
  'cancelled',
];

export type FootballPhase = 'NS' | '1H' | 'HT' | '2H' | 'ETB' | 'ET1' | 'ET2' | 'PEN' | 'FT';
/** `BRK` is the short break after Q1, Q3 and before an overtime; `HT` the long one. */
export type BasketballPhase = 'NS' | 'Q1' | 'Q2' | 'HT' | 'Q3' | 'Q4' | 'BRK' | 'OT' | 'FT';
export type MatchPhase = FootballPhase | BasketballPhase;

export type EventKind =
  | 'goal'
  | 'own_goal'
  | 'penalty_goal'
  | 'penalty_miss'
  | 'yellow'
  | 'red'
  | 'second_yellow'
  | 'sub'
  | 'corner'
  | 'period_start'
  | 'period_end'
  | 'shootout'
  | 'points'
  | 'foul'
  | 'timeout'
  | 'foul_out';

/** Kinds that change a football score. */
export const GOAL_KINDS: readonly EventKind[] = ['goal', 'own_goal', 'penalty_goal'];

/**
 * Index markets. Prices of `asia` and `total` are Hong Kong odds (net win per unit: 0.92), as
 * Chinese score sites quote them; `eu` (1X2) and `moneyline` are decimal odds (1.85).
 * `asia.line` is the home side's handicap (−0.5: home gives half a goal).
 */
export type OddsMarket = 'asia' | 'total' | 'eu' | 'moneyline';
export type AsiaValues = { line: number; home: number; away: number };
export type TotalValues = { line: number; over: number; under: number };
export type EuValues = { home: number; draw: number; away: number };
export type MoneylineValues = { home: number; away: number };

/** Football statistics, per team (corners and cards have their own snapshot fields). */
export const FOOTBALL_STATS = [
  'possession',
  'attacks',
  'dangerous_attacks',
  'shots',
  'shots_on_target',
  'shots_off_target',
  'saves',
  'fouls',
  'offsides',
] as const;

/** Basketball box-score totals, per team. */
export const BASKETBALL_STATS = [
  'fgm',
  'fga',
  'tpm',
  'tpa',
  'ftm',
  'fta',
  'oreb',
  'dreb',
  'reb',
  'ast',
  'stl',
  'blk',
  'tov',
  'fouls',
  'timeouts',
] as const;

/**
 * Keys of match_stats.home/away. The feed (the simulator in lib/feeds) reports the same keys for
 * live matches, so seeded and simulated matches read alike.
 */
export const FOOTBALL_STAT_KEYS = [...FOOTBALL_STATS, 'corners'] as const;
/** Basketball box-score totals: field goals, threes, free throws made/attempted, rebounds … */
export const BASKETBALL_STAT_KEYS = BASKETBALL_STATS;

export type BasketballStat = 'points' | 'rebounds' | 'assists' | 'steals' | 'blocks';
/** docs/product.md §9: recent form over 6 matches by default, 5, 10 or 15 (./limits.ts). */
export { RECENT_FORM_SIZES, type RecentFormSize } from './limits';

/** A name in the three site languages, flattened the way the API spells it. */
type Named<P extends string> = { [K in `${P}_zh` | `${P}_en` | `${P}_vi`]: string };

export type CompetitionView = {
  id: number;
  sport: Sport;
  kind: 'league' | 'cup';
  colour: string;
} & Named<'name'> &
  Named<'short_name'> &
  Named<'area'>;

export type TeamView = {
  id: number;
  sport: Sport;
  country: string;
  founded: number | null;
  colour_primary: string;
  colour_secondary: string;
  rating: number;
  /** Path of the generated crest image. */
  logo: string;
} & Named<'name'> &
  Named<'short_name'> &
  Named<'country_name'>;

export type VenueView = { id: number; capacity: number | null } & Named<'name'> & Named<'city'>;

/** One row of a score list (docs/product.md §3 field names where they exist, with _en/_vi siblings). */
export type MatchItem = {
  id: number;
  sport: Sport;
  competition_id: number;
  competition_colour: string;
  season_id: number;
  round_id: number | null;
  round_number: number | null;
  home_team_id: number;
  away_team_id: number;
  home_team_logo: string;
  away_team_logo: string;
  /** ISO time of kick-off / tip-off. */
  kickoff: string;
  /** Kick-off in Unix seconds, as providers send it. */
  match_time: number;
  status: MatchStatus;
  phase: MatchPhase;
  clock_seconds: number;
  match_str: string;
  home_score: number;
  away_score: number;
  home_half_score: number | null;
  away_half_score: number | null;
  period_scores: [number, number][];
  home_penalties: number | null;
  away_penalties: number | null;
  home_red: number;
  away_red: number;
  home_yellow: number;
  away_yellow: number;
  home_corners: number;
  away_corners: number;
  knockout: boolean;
  updated_at: string;
} & Named<'competition_name'> &
  /** The competition's short name (英超): the hot-match item's `short_name_zh`. */
  Named<'short_name'> &
  Named<'round_name'> &
  Named<'home_team_name'> &
  Named<'away_team_name'> &
  Named<'home_team_short_name'> &
  Named<'away_team_short_name'>;

export type PlayerRef = { id: number; shirt_number: number; position: string } & Named<'name'>;

export type EventView = {
  id: number;
  seq: number;
  kind: EventKind;
  phase: string;
  side: Side | null;
  /** docs/product.md §3 goal notification: 1 when the event is the home team's. */
  iszhu: 0 | 1;
  match_str: string;
  at_second: number;
  home_score: number;
  away_score: number;
  points: number | null;
  scored: boolean | null;
  player: PlayerRef | null;
  assist: PlayerRef | null;
  /** Substitutions: the player going off. */
  player_out: PlayerRef | null;
} & Named<'player_name'>;

export type LineupSide = {
  formation: string | null;
  starters: (PlayerRef & { lineup_position: string })[];
  substitutes: (PlayerRef & { lineup_position: string })[];
};

export type OddsView = {
  company_id: number;
  market: OddsMarket;
  current: Record<string, number>;
  opening: Record<string, number>;
  updated_at: string;
  history: { values: Record<string, number>; match_str: string; at: string }[];
} & Named<'company_name'>;

export type MatchDetail = {
  match: MatchItem;
  competition: CompetitionView;
  home_team: TeamView;
  away_team: TeamView;
  venue: VenueView | null;
  events: EventView[];
  stats: { home: Record<string, number>; away: Record<string, number> } | null;
  lineups: { home: LineupSide; away: LineupSide };
  odds: OddsView[];
};

export type StandingRow = {
  position: number;
  team_id: number;
  team_logo: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goals_for: number;
  goals_against: number;
  goal_diff: number;
  points: number;
  form: string;
  win_pct: number | null;
  games_behind: number | null;
} & Named<'team_name'> &
  Named<'short_name'>;

export type SeasonView = {
  id: number;
  label: string;
  is_current: boolean;
  starts_on: string;
  ends_on: string;
};

export type SeasonTable = {
  competition: CompetitionView;
  season: SeasonView;
  seasons: SeasonView[];
  groups: ({ group_key: string; rows: StandingRow[] } & Named<'group_name'>)[];
};

export type PlayerRankingRow = {
  rank: number;
  player_id: number;
  team_id: number;
  team_logo: string;
  shirt_number: number;
  position: string;
  nationality: string;
  appearances: number;
  minutes: number;
  goals: number;
  assists: number;
  penalties: number;
  points_per_game: number | null;
  rebounds_per_game: number | null;
  assists_per_game: number | null;
  steals_per_game: number | null;
  blocks_per_game: number | null;
  /** The value the list is ranked by. */
  value: number;
} & Named<'player_name'> &
  Named<'team_name'> &
  Named<'team_short_name'>;

export type TeamRankingRow = {
  rank: number;
  team_id: number;
  team_logo: string;
  group_key: string;
  played: number;
  won: number;
  lost: number;
  win_pct: number;
  points_per_game: number;
  points_against_per_game: number;
  point_diff_per_game: number;
} & Named<'team_name'> &
  Named<'short_name'>;

export type RecentForm = {
  team_id: number;
  /** Oldest first, like the table's form column. */
  form: string;
  won: number;
  drawn: number;
  lost: number;
  goals_for: number;
  goals_against: number;
  /** Newest first. */
  matches: (MatchItem & { result: 'W' | 'D' | 'L' })[];
};

/**
 * A match as a score list's row shows it (api/hot_match/day_rows): its state and figures, the
 * teams' names in one language, no round, season or other languages: under 40% of a list
 * item's bytes, read with a third of its columns.
 */
export type MatchLine = Pick<
  MatchItem,
  | 'id'
  | 'competition_id'
  | 'competition_colour'
  | 'kickoff'
  | 'status'
  | 'phase'
  | 'match_str'
  | 'home_team_id'
  | 'away_team_id'
  | 'home_score'
  | 'away_score'
  | 'home_half_score'
  | 'away_half_score'
  | 'period_scores'
  | 'home_penalties'
  | 'away_penalties'
  | 'home_red'
  | 'away_red'
  | 'home_yellow'
  | 'away_yellow'
  | 'home_corners'
  | 'away_corners'
> & { home_team_name: string; away_team_name: string };
