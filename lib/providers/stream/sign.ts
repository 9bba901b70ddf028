import 'server-only';
import { sameSignature, sign } from '@/lib/providers/derive-key';

/**
 * Signed stream addresses, in the style of Tencent Cloud CSS's `txSecret`/`txTime` (issue 9 §2):
 * a push (OBS → media server) or pull (viewer → stream) address carries
 * `?txSecret=…&txTime=…`, where `txTime` is the expiry in Unix seconds as upper-case hex and
 * `txSecret` an HMAC-SHA256 of the stream name and that time. Push and pull are signed with
 * different keys (both derived from SESSION_SECRET), so a viewer's pull address can never be
 * turned into a push key. The publish hook (hook.ts) checks them for whichever media server is
 * in front.
 */

export type StreamAccess = 'push' | 'pull';

/** Stream names: what OBS and media servers accept in a path without escaping. */
export const STREAM_NAME = /^[A-Za-z0-9_-]{1,64}$/;

/** A push address lasts long enough for a whole broadcast day; a pull one, a viewing session. */
export const PUSH_TTL_S = 24 * 3600;
export const PULL_TTL_S = 6 * 3600;

export type StreamSignature = { txSecret: string; txTime: string };

function mac(access: StreamAccess, stream: string, txTime: string): string {
  return sign(`stream-${access}`, `${stream}\n${txTime}`);
}

/** The signature of `stream` for `access`, valid until now + ttl seconds. */
export function signStream(
  access: StreamAccess,
  stream: string,
  ttlSeconds: number = access === 'push' ? PUSH_TTL_S : PULL_TTL_S,
  now: number = Date.now(),
): StreamSignature {
  if (!STREAM_NAME.test(stream)) throw new Error(`not a stream name: ${stream}`);
  const txTime = (Math.floor(now / 1000) + ttlSeconds).toString(16).toUpperCase();
  return { txSecret: mac(access, stream, txTime), txTime };
}

/**
 * `base/stream[suffix]?txSecret=…&txTime=…`: the address handed to OBS (push) or to a player
 * (pull, with the suffix `.m3u8` or `.flv`).
 */
export function signedStreamUrl(
  access: StreamAccess,
  base: string,
  stream: string,
  opts: { suffix?: '' | '.m3u8' | '.flv'; ttlSeconds?: number; now?: number } = {},
): string {
  const { txSecret, txTime } = signStream(access, stream, opts.ttlSeconds, opts.now);
  const root = base.replace(/\/+$/, '');
  return `${root}/${stream}${opts.suffix ?? ''}?txSecret=${txSecret}&txTime=${txTime}`;
}

export type StreamCheck = 'ok' | 'missing' | 'malformed' | 'expired' | 'bad-signature';

/** Whether `txSecret`/`txTime` (from an address's query) allow `access` to `stream` now. */
export function checkStream(
  access: StreamAccess,
  stream: string,
  query: URLSearchParams,
  now: number = Date.now(),
): StreamCheck {
  const txSecret = query.get('txSecret');
  const txTime = query.get('txTime');
  if (!txSecret || !txTime) return 'missing';
  if (!STREAM_NAME.test(stream) || !/^[0-9A-F]{1,12}$/.test(txTime) || txSecret.length > 100)
    return 'malformed';
  if (parseInt(txTime, 16) * 1000 <= now) return 'expired';
  return sameSignature(txSecret, mac(access, stream, txTime)) ? 'ok' : 'bad-signature';
}
