/**
 * The one interface every match-data provider implements (DESIGN.md "lib/feeds"). The provider
 * knows nothing of the database or the websocket: the context hands it matches, persists what it
 * reports and publishes its frames, so a provider can be tested with plain functions.
 */
import type { GoalNotification, TeamNames } from './simulator/notify';
import type { SimChanges, SimMatch, SimSnapshot, Sport } from './simulator/types';
import type { ScoreData } from './simulator/wire';

export type { GoalNotification, ScoreData, SimChanges, SimMatch, SimSnapshot, Sport, TeamNames };

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

/** The values of FEED_PROVIDER. */
export type FeedProviderName = 'simulator';
