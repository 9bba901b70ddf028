/**
 * The live-score frames of `/ws` (docs/architecture.md "Contracts" → Websocket, docs/realtime.md). Shared by
 * the server and the browser client, so this file imports nothing.
 */

export const SPORTS = ['football', 'basketball'] as const;
export type Sport = (typeof SPORTS)[number];

/** `code` of every live-score push (docs/product.md §4 "Live-score pushes (code 100)"). */
export const PUSH_CODE = 100;

/** The client's heartbeat period (docs/product.md §9 "websocket heartbeat 30000 ms"). */
export const HEARTBEAT_MS = 30_000;

/** `classify_type` → the one sport the client receives: 0 football, 1 basketball. */
export const CLASSIFY_SPORT = { 0: 'football', 1: 'basketball' } as const satisfies Record<
  0 | 1,
  Sport
>;

/** The odds company a registered client gets index changes of until it sends `toggle`. */
export const DEFAULT_COMPANY_ID = 1;

/**
 * A `score` frame's data: a small diff of one match with absolute values (`home_score: 2`, never
 * "+1"), so applying a frame twice, or on top of a snapshot that already has it, is harmless.
 * With `company_id`, `index` holds that odds company's index change; clients that did not toggle
 * that company receive the frame without `company_id` and `index` (the match part), so their
 * `seq` has no holes.
 */
export type ScoreData = {
  match_id: number;
  company_id?: number;
  index?: Record<string, unknown>;
};

/** A `goal` frame's data: the goal notification fields of docs/product.md §3 plus the match. */
export type GoalData = {
  match_id: number;
  /** 1 when the home team scored, 0 when the away team did. */
  iszhu: 0 | 1;
  /** The minute, e.g. `"67'"`. */
  match_str: string;
  home_team_name_zh: string;
  away_team_name_zh: string;
  home_score: number;
  away_score: number;
};

/** The keys a score frame loses for clients that did not toggle its `company_id`. */
export const INDEX_KEYS = ['company_id', 'index'] as const;

export type ScoreFrame = {
  type: 'score';
  code: typeof PUSH_CODE;
  sport: Sport;
  seq: number;
  data: ScoreData & Record<string, unknown>;
};
export type GoalFrame = {
  type: 'goal';
  code: typeof PUSH_CODE;
  sport: Sport;
  seq: number;
  data: GoalData & Record<string, unknown>;
};
export type PushFrame = ScoreFrame | GoalFrame;

export function isSport(value: unknown): value is Sport {
  return value === 'football' || value === 'basketball';
}
