import 'server-only';
import { getBus, type Bus } from './bus';
import { PUSH_CODE, isSport, type GoalData, type ScoreData, type Sport } from './frames';

/** The bus channel that carries a sport's frames, exactly as clients receive them. */
export function pushChannel(sport: Sport): string {
  return `scores:${sport}`;
}

/** The one counter per sport shared by its `score` and `goal` frames. */
export function seqKey(sport: Sport): string {
  return `seq:${sport}`;
}

export type Pushes = {
  /** Pushes a match/index diff to every instance's clients; resolves with the frame's `seq`. */
  publishScore<T extends ScoreData>(sport: Sport, data: T): Promise<number>;
  /** Pushes a goal notification to every instance's clients; resolves with the frame's `seq`. */
  publishGoal<T extends GoalData>(sport: Sport, data: T): Promise<number>;
  /**
   * The `seq` of the sport's latest frame. A snapshot endpoint reads it BEFORE it reads the
   * matches: the feed writes a change before it publishes it, so the snapshot then holds every
   * change up to this seq (and maybe later ones, which the diffs' absolute values make harmless).
   */
  currentSeq(sport: Sport): Promise<number>;
};

export function createPushes(bus: Bus): Pushes {
  function push(type: 'score' | 'goal', sport: Sport, data: ScoreData | GoalData): Promise<number> {
    // The feed is TypeScript, but a bad sport would silently open a third counter: refuse it.
    if (!isSport(sport)) return Promise.reject(new Error(`unknown sport ${String(sport)}`));
    if (!Number.isSafeInteger(data.match_id))
      return Promise.reject(new Error('data.match_id must be an integer'));
    // The data is serialised once here; the bus adds the seq, and every socket gets this text.
    const head = `{"type":"${type}","code":${PUSH_CODE},"sport":"${sport}","seq":`;
    const tail = `,"data":${JSON.stringify(data)}}`;
    return bus.publishNext(seqKey(sport), pushChannel(sport), head, tail);
  }
  return {
    publishScore: (sport, data) => push('score', sport, data),
    publishGoal: (sport, data) => push('goal', sport, data),
    currentSeq: (sport) => bus.current(seqKey(sport)),
  };
}

/** The feed's entry points, on the process's bus (in-process, or Redis with REDIS_URL). */
export function publishScore<T extends ScoreData>(sport: Sport, data: T): Promise<number> {
  return createPushes(getBus()).publishScore(sport, data);
}

export function publishGoal<T extends GoalData>(sport: Sport, data: T): Promise<number> {
  return createPushes(getBus()).publishGoal(sport, data);
}

export function currentSeq(sport: Sport): Promise<number> {
  return createPushes(getBus()).currentSeq(sport);
}
