/**
 * The live feed as the match domain sees it (issue 8 §5.3): what a feed provider is handed
 * (`FeedContext`), what it must implement (`FeedProvider`) and the shapes it reports. The domain
 * owns this contract; providers (the simulator in lib/feeds) implement it, and the composition
 * root (server.ts) hands the chosen one to `startLiveFeed`. So lib/matches never imports
 * lib/feeds (eslint.config.mjs). The `Sim…` names are historical: the shapes are the site's match
 * state, not simulator-specific. Pure types, browser-safe.
 */
import type { BasketballPhase, FootballPhase, MatchPhase, Side, Sport } from './types';

export type { BasketballPhase, FootballPhase, Side, Sport };

export interface SimPlayer {
  id: number;
  name: string;
  /**
   * Football: G/D/M/F (or GK/DF/MF/FW, Goalkeeper/Defender/…; the first letter counts, A = F).
   * Basketball: PG/SG/G/SF/PF/F/C. In list order: the first 11 (football) or 5 (basketball)
   * start, the rest are the bench.
   */
  position: string;
}

export interface SimMatch {
  id: number;
  sport: Sport;
  /** Epoch ms. */
  kickoff: number;
  /** Everything the match does follows from this seed (and the inputs below). */
  seed: number;
  /** Team strength 1–100. */
  homeRating: number;
  awayRating: number;
  /** Football cup ties: a level score after 90 minutes goes to extra time and penalties. */
  knockout?: boolean;
  /**
   * The competition (lib/matches/names.ts ids): basketball plays by its `basketballRules`
   * (NBA 4×12 minutes, FIBA leagues 4×10); absent, NBA rules.
   */
  competitionId?: number;
  homePlayers?: readonly SimPlayer[];
  awayPlayers?: readonly SimPlayer[];
}

export type SimPhase = MatchPhase;
export type SimStatus = 'scheduled' | 'live' | 'finished';

export type SimEventKind =
  | 'period_start'
  | 'period_end'
  | 'goal'
  | 'own_goal'
  | 'penalty_goal'
  | 'yellow'
  | 'red'
  | 'second_yellow'
  | 'corner'
  | 'sub'
  /** A kick of a penalty shoot-out: `scored` says whether it went in; the score does not change. */
  | 'shootout'
  | 'points'
  | 'foul'
  | 'timeout'
  | 'odds'
  /** Kept for providers that report statistics as events; the simulator puts them in `stats`. */
  | 'stats';

/**
 * Decimal prices. `handicap.line` is the home side's handicap (−0.5: home gives half a goal).
 * Football: Asian handicap on the goals still to come (in-play Asian convention), total goals of
 * the 90 minutes, 1X2 in `moneyline` with `draw`. Basketball: full-game spread, total points and
 * moneyline without a draw.
 */
export interface SimOdds {
  handicap: { line: number; home: number; away: number };
  total: { line: number; over: number; under: number };
  moneyline: { home: number; draw?: number; away: number };
}

export interface SimEvent {
  /** 1, 2, 3 … in time order within the match. */
  seq: number;
  /** Epoch ms. */
  at: number;
  /**
   * Play seconds since kick-off (football: 2H starts at 2700; basketball: Q2 at 720, in FIBA
   * leagues at 600).
   */
  clock: number;
  /** `match_str` at the event: "23'", "45+2'", "Q3 04:12". */
  minute: string;
  /** The phase the event belongs to; for period_start/period_end, the period itself. */
  phase: SimPhase;
  kind: SimEventKind;
  /** The team the event counts for (for an own goal: the team that gains the goal). */
  side?: Side;
  playerId?: number;
  playerName?: string;
  assistId?: number;
  /** The assisting player's name. */
  assist?: string;
  /** Substitutions: the player going off (`playerId` comes on). */
  outPlayerId?: number;
  outPlayerName?: string;
  points?: 1 | 2 | 3;
  scored?: boolean;
  /** Score after the event. */
  homeScore: number;
  awayScore: number;
  odds?: SimOdds;
}

export interface SimCards {
  homeYellow: number;
  awayYellow: number;
  /** Straight reds and second yellows. */
  homeRed: number;
  awayRed: number;
}

export interface SimSnapshot {
  id: number;
  sport: Sport;
  /** The time the snapshot describes (epoch ms). */
  at: number;
  status: SimStatus;
  phase: SimPhase;
  /** `match_str`: "" before kick-off, "23'", "45+2'", "HT", "Q2 07:32", "FT" … */
  minute: string;
  /** Play seconds since kick-off; frozen during breaks. */
  clock: number;
  homeScore: number;
  awayScore: number;
  /** Goals/points per played period, not cumulative: 1H, 2H, ET1, ET2 or Q1–Q4, OT… */
  periodScores: [number, number][];
  /** First-half score (football 1H, basketball Q1+Q2), once the match has started. */
  homeHalfScore?: number;
  awayHalfScore?: number;
  /** Penalty shoot-out goals, once a shoot-out has started. */
  penalties?: { home: number; away: number };
  cards: SimCards;
  corners: { home: number; away: number };
  /** Keys: football FOOTBALL_STATS, basketball BASKETBALL_STATS (snake_case, wire-ready). */
  stats: { home: Record<string, number>; away: Record<string, number> };
  odds: { opening: SimOdds; current: SimOdds };
  /** Every event up to `at`, in order. Shared with the cache: never mutate. */
  events: readonly SimEvent[];
}

/** What changed between two snapshots of one match; absent fields did not change. */
export interface SimChanges {
  status?: SimStatus;
  phase?: SimPhase;
  minute?: string;
  clock?: number;
  homeScore?: number;
  awayScore?: number;
  periodScores?: [number, number][];
  homeHalfScore?: number;
  awayHalfScore?: number;
  penalties?: { home: number; away: number };
  cards?: Partial<SimCards>;
  corners?: Partial<{ home: number; away: number }>;
  stats?: { home?: Record<string, number>; away?: Record<string, number> };
  /** The current odds, whole, when any price or line moved. */
  odds?: SimOdds;
  events?: SimEvent[];
}

export interface TeamNames {
  zh: string;
  en: string;
  vi: string;
}

/** docs/product.md §3 goal notification, with the `_en`/`_vi` siblings of the team names. */
export interface GoalNotification {
  match_id: number;
  /** 1 when the home team gained the goal (own goals count for the team that gains them). */
  iszhu: 1 | 0;
  match_str: string;
  home_team_name_zh: string;
  away_team_name_zh: string;
  home_team_name_en: string;
  away_team_name_en: string;
  home_team_name_vi: string;
  away_team_name_vi: string;
  home_score: number;
  away_score: number;
}

/** A `score` frame's data: the match id and only what changed, in absolute values. */
export interface ScoreData {
  match_id: number;
  /** With `index`: the current odds of that company (clients that did not toggle it lose both). */
  company_id?: number;
  index?: SimOdds;
  [field: string]: unknown;
}

/** A match as the feed plays it: the simulator inputs plus the team names of goal pop-ups. */
export type FeedMatch = SimMatch & { homeNames: TeamNames; awayNames: TeamNames };

export type FeedFrame =
  { type: 'score'; data: ScoreData } | { type: 'goal'; data: GoalNotification };

/** The subset of pino the feed uses (pino's logger fits it). */
export interface FeedLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface FeedContext {
  /** Matches to play whose kick-off is in [fromMs, toMs]; leave out postponed and cancelled ones. */
  loadMatches(fromMs: number, toMs: number): Promise<FeedMatch[]>;
  /** Persist the match's state; `changes` says what differs from the last call for this match. */
  applySnapshot(matchId: number, snapshot: SimSnapshot, changes: SimChanges): Promise<void>;
  /** Push a frame to the sport's subscribers (the hub adds `code` and `seq`). */
  publish(sport: Sport, frame: FeedFrame): Promise<void>;
  /** Epoch ms; tests pass a fake clock. */
  now(): number;
  log: FeedLog;
}

export interface FeedProvider {
  readonly name: string;
  start(ctx: FeedContext): Promise<void>;
  stop(): Promise<void>;
}
