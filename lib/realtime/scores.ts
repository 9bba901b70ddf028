import 'server-only';
import { log } from '@/lib/log';
import {
  CLASSIFY_SPORT,
  DEFAULT_COMPANY_ID,
  INDEX_KEYS,
  PUSH_CODE,
  SPORTS,
  isSport,
  type Sport,
} from './frames';
import { pushChannel } from './pushes';
import { FrameError, type Conn, type RealtimeModule } from './module';

/**
 * The live-score protocol (docs/product.md §4, docs/realtime.md): `register`, `toggle`, `classify`. A
 * registered connection is a member of its sports' topics (`scores:football`,
 * `scores:basketball`); the instance subscribes to a sport's channel only while it has one.
 */

type ScoreState = {
  registered: boolean;
  /** The odds company whose index changes the client receives (`toggle`). */
  companyId: number;
  /** The sports the client receives: both until it sends `classify`. */
  sports: readonly Sport[];
};

const states = new WeakMap<Conn, ScoreState>();

function stateOf(conn: Conn): ScoreState {
  let state = states.get(conn);
  if (!state)
    states.set(
      conn,
      (state = { registered: false, companyId: DEFAULT_COMPANY_ID, sports: SPORTS }),
    );
  return state;
}

function isPositiveInt(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

type Push = {
  type: 'score' | 'goal';
  code: number;
  sport: Sport;
  seq: number;
  data: Record<string, unknown>;
};

function isPush(value: unknown, sport: Sport): value is Push {
  if (!value || typeof value !== 'object') return false;
  const f = value as Record<string, unknown>;
  return (
    (f.type === 'score' || f.type === 'goal') &&
    f.code === PUSH_CODE &&
    f.sport === sport &&
    typeof f.seq === 'number' &&
    !!f.data &&
    typeof f.data === 'object'
  );
}

/** The frame as a client that did not toggle its company sees it: same seq, no index. */
function matchPart(frame: Push): string {
  const data: Record<string, unknown> = { ...frame.data };
  for (const key of INDEX_KEYS) delete data[key];
  return JSON.stringify({ ...frame, data });
}

export const scoresModule: RealtimeModule = {
  name: 'scores',
  handlers: {
    register: async ({ conn, send, join }) => {
      const state = stateOf(conn);
      state.registered = true;
      // The answer comes once the instance hears the channels: nothing published after it is
      // missed.
      await Promise.all(state.sports.map((sport) => join(pushChannel(sport))));
      send({ type: 'register', code: 0 });
    },
    toggle: ({ conn, send }, frame) => {
      if (!isPositiveInt(frame.company_id))
        throw new FrameError('company_id must be a positive integer');
      stateOf(conn).companyId = frame.company_id;
      send({ type: 'toggle', code: 0 });
    },
    classify: async ({ conn, send, join, leave }, frame) => {
      const t = frame.classify_type;
      if (t !== 0 && t !== 1) throw new FrameError('classify_type must be 0 or 1');
      const state = stateOf(conn);
      const sport = CLASSIFY_SPORT[t];
      state.sports = [sport];
      if (state.registered) {
        await join(pushChannel(sport));
        for (const other of SPORTS) if (other !== sport) leave(pushChannel(other));
      }
      send({ type: 'classify', code: 0 });
    },
  },
  topics: {
    scores: (topic, message, members, sendRaw) => {
      const sport = topic.slice('scores:'.length);
      let frame: unknown;
      try {
        frame = JSON.parse(message);
      } catch {
        frame = undefined;
      }
      if (!isSport(sport) || !isPush(frame, sport)) {
        log().warn({ topic }, 'ignoring a malformed push on the bus');
        return;
      }
      const companyId = frame.type === 'score' ? frame.data.company_id : undefined;
      // A Buffer is sent as it is by ws; a string would be encoded again for every client.
      const full = Buffer.from(message);
      let partial: Buffer | undefined;
      for (const conn of members) {
        if (companyId === undefined || stateOf(conn).companyId === companyId) {
          sendRaw(conn, full);
        } else {
          partial ??= Buffer.from(matchPart(frame));
          sendRaw(conn, partial);
        }
      }
    },
  },
};
