import 'server-only';
import crypto from 'node:crypto';
import { env } from '@/lib/env';
import { LOCKED_DOWN_CSP } from '@/lib/http/security-headers';
import { readAtMost } from '@/lib/http/read-body';
import { log } from '@/lib/log';
import { streamRoom } from '@/lib/live/streams';
import { goLive } from '@/lib/live/room-state';
import { streamEnded, streamResumed } from '@/lib/live/stream-grace';
import { checkStream } from '@/lib/providers/stream/sign';
import {
  decideHook,
  hookAnswer,
  MAX_HOOK_BODY,
  parsePublishHook,
  type HookDialect,
  type PublishHook,
} from '@/lib/providers/stream/hook';

/**
 * `POST /hooks/stream` (app/hooks/stream/route.ts): the media server in front of the site asks
 * whether OBS may publish a stream or a viewer may read one (docs/streams.md "The publish hook").
 * Not an API envelope: each server reads its own answer (hook.ts `hookAnswer`).
 *
 * - publishing needs a valid push signature and a room that owns the stream name;
 * - reading needs a valid pull signature and such a room;
 * - the end of a stream and the other notifications are accepted and logged;
 * - an accepted publish puts the room on air, a signed end of its stream takes it off air after
 *   the grace period (`followStream`, lib/live/stream-grace.ts), and the room's viewers are told;
 * - with STREAM_HOOK_TOKEN set, every call must carry `?token=<it>` in the hook address, and
 *   production does not start without it (lib/env.ts) unless STREAM_HOOK=off;
 * - with STREAM_HOOK=off every call is answered 404, whatever it carries.
 *
 * Bad input is refused in the caller's dialect (400 when no dialect can be read), never a 5xx;
 * 503 only when the database fails or is too slow, which every server also reads as a refusal.
 * No 3xx is ever sent: nginx-rtmp would follow it as a rename of the stream.
 */

/** How long reading the body, and then the room lookup, may take before the call is refused. */
export const HOOK_DEADLINE_MS = 5000;

const HEADERS = {
  'Content-Type': 'application/json; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': LOCKED_DOWN_CSP,
} as const;

function answer(status: number, body: unknown, extra: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...HEADERS, ...extra } });
}

const TIMEOUT = Symbol('timeout');

/** `promise`, or TIMEOUT when it has not settled after `ms`. */
async function within<T>(promise: Promise<T>, ms: number): Promise<T | typeof TIMEOUT> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<typeof TIMEOUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMEOUT), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Constant-time comparison of the address's token with STREAM_HOOK_TOKEN, whatever the lengths. */
export function sameHookToken(given: string | null, expected: string): boolean {
  if (given === null) return false;
  const digest = (s: string) => crypto.createHash('sha256').update(s).digest();
  return crypto.timingSafeEqual(digest(given), digest(expected));
}

type Outcome = {
  dialect: HookDialect | null;
  allowed: boolean;
  /** Why, for the log: the signature check, or what else decided. */
  reason: string;
  hook?: PublishHook;
  roomId?: number;
  status?: number;
};

async function decide(req: Request, url: URL, now: number): Promise<Outcome> {
  const raw = await within(
    readAtMost(req.body, MAX_HOOK_BODY).catch(() => null),
    HOOK_DEADLINE_MS,
  );
  if (raw === TIMEOUT) return { dialect: null, allowed: false, reason: 'slow-body', status: 408 };
  if (raw === null) return { dialect: null, allowed: false, reason: 'too-large', status: 413 };
  let body: string;
  try {
    body = new TextDecoder('utf-8', { fatal: true }).decode(raw);
  } catch {
    return { dialect: null, allowed: false, reason: 'not-utf8' };
  }
  const hook = parsePublishHook(req.headers.get('content-type'), body);
  if (!hook) return { dialect: null, allowed: false, reason: 'unreadable' };
  const { dialect } = hook;

  const token = env().STREAM_HOOK_TOKEN;
  if (token && !sameHookToken(url.searchParams.get('token'), token))
    return { dialect, hook, allowed: false, reason: 'bad-token' };

  const decision = decideHook(hook, now);
  if (!decision.allowed) return { dialect, hook, allowed: false, reason: decision.check };
  if (hook.action !== 'publish' && hook.action !== 'read')
    return { dialect, hook, allowed: true, reason: decision.check };

  // A valid signature is not enough: the stream must be a room's.
  const room = await within(streamRoom(hook.stream), HOOK_DEADLINE_MS);
  if (room === TIMEOUT) return { dialect, hook, allowed: false, reason: 'db-timeout', status: 503 };
  if (!room) return { dialect, hook, allowed: false, reason: 'unknown-stream' };
  // A room the console closed (lib/admin/rooms.ts) does not go on air.
  if (hook.action === 'publish' && room.closed)
    return { dialect, hook, allowed: false, reason: 'room-closed' };
  return { dialect, hook, allowed: true, reason: decision.check, roomId: room.roomId };
}

/**
 * The room follows its stream (docs/product.md §4): an accepted publish puts it on air, and the end
 * of a stream carrying the room's push signature (expiry aside: a broadcast may outlast its 24 h
 * key) takes it off air once the grace period is over (lib/live/stream-grace.ts); a publish within
 * the grace keeps the same broadcast. Going on and off air is pushed to the room's viewers
 * (lib/live/room-state.ts). An end without the signature changes nothing, since a stream's name
 * is in every viewer's pull address. A failure is logged: the media server's answer does not
 * depend on it.
 */
async function followStream(hook: PublishHook, roomId: number | undefined): Promise<void> {
  try {
    if (hook.action === 'publish' && roomId !== undefined) {
      if (await streamResumed(roomId)) log().info({ roomId }, 'stream back within its grace');
      else await goLive(roomId);
    }
    if (hook.action === 'unpublish' && checkStream('push', hook.stream, hook.query, 0) === 'ok') {
      const room = await within(streamRoom(hook.stream), HOOK_DEADLINE_MS);
      if (room !== TIMEOUT && room) await streamEnded(room.roomId);
    }
  } catch (err) {
    log().error({ err, stream: hook.stream.slice(0, 64) }, 'stream hook: the room did not follow');
  }
}

/**
 * Answers one media-server hook call. `now` is for tests; the signatures are checked against it.
 */
export async function handleStreamHook(req: Request, now: number = Date.now()): Promise<Response> {
  // A site no media server calls answers nothing here (every server reads a 404 as a refusal).
  if (env().STREAM_HOOK === 'off') return answer(404, { code: 1, msg: 'not found' });
  if (req.method !== 'POST')
    return answer(405, { code: 1, msg: 'method not allowed' }, { Allow: 'POST' });
  let url: URL;
  try {
    url = new URL(req.url);
  } catch {
    return answer(400, { code: 1, msg: 'bad request' });
  }

  let outcome: Outcome;
  try {
    outcome = await decide(req, url, now);
  } catch (err) {
    // Only the room lookup can throw (the database): refuse, as a server trouble.
    log().error({ err }, 'stream hook: the room lookup failed');
    outcome = { dialect: null, allowed: false, reason: 'error', status: 503 };
  }

  const { dialect, hook, allowed, reason } = outcome;
  // Never the query (txSecret) or the token: what was asked, of which stream, and the verdict.
  const fields = {
    hook: {
      dialect,
      action: hook?.action ?? null,
      stream: hook ? hook.stream.slice(0, 64) : null,
      room: outcome.roomId ?? null,
      allowed,
      reason,
    },
    ip: req.headers.get('x-client-ip') ?? undefined,
  };
  // Publishing and its end are rare and matter; reads and the other notices come per viewer.
  const publishing = !hook || hook.action === 'publish' || hook.action === 'unpublish';
  if (!allowed) log()[publishing ? 'warn' : 'info'](fields, 'stream hook refused');
  else log()[publishing ? 'info' : 'debug'](fields, 'stream hook accepted');

  if (allowed && hook) await followStream(hook, outcome.roomId);

  if (outcome.status)
    return answer(outcome.status, {
      code: 1,
      msg: outcome.status === 503 ? 'unavailable' : reason,
    });
  const a = hookAnswer(dialect, allowed);
  return answer(a.status, a.body);
}
