/**
 * The match simulator's pure engine: no I/O, no timers, no server-only imports, so the seed
 * script, the server and tests (or a browser) can all use it.
 */
export type * from './types';
export { simulate, initialSnapshot, finishesAt, timelineOf, clearSimulatorCache } from './simulate';
export { diff } from './diff';
export {
  goalNotification,
  isGoalEvent,
  type GoalEvent,
  type GoalNotification,
  type TeamNames,
} from './notify';
export { liveWindow, kickoffsAround } from './schedule';
export { FOOTBALL_STATS, BASKETBALL_STATS } from './timeline';
export {
  toScoreData,
  toWireEvent,
  SIMULATOR_COMPANY_ID,
  type ScoreData,
  type WireEvent,
} from './wire';
