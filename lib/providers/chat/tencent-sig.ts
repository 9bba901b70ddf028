import 'server-only';
import crypto from 'node:crypto';
import zlib from 'node:zlib';

/**
 * Tencent Cloud Chat (IM) userSig, TLS-sig version 2 (issue 9 §4, CHAT_PROVIDER=tencent): what
 * the browser's Chat SDK logs in with. Byte for byte what Tencent's `tls-sig-api-v2` `genUserSig`
 * makes:
 *
 * 1. `TLS.sig` = base64 HMAC-SHA256, under the application's secret key, of
 *    `TLS.identifier:<id>\nTLS.sdkappid:<appid>\nTLS.time:<time>\nTLS.expire:<expire>\n`;
 * 2. the JSON `{"TLS.ver":"2.0","TLS.identifier","TLS.sdkappid","TLS.time","TLS.expire","TLS.sig"}`
 *    in that order (`time` is when it was made, `expire` its lifetime, both in seconds);
 * 3. deflated (zlib), base64-encoded, with `+` → `*`, `/` → `-`, `=` → `_`.
 */

export type TencentUserSigInput = {
  sdkAppId: number;
  secretKey: string;
  userId: string;
  /** Lifetime in seconds from `now`. */
  expireSeconds: number;
  /** Milliseconds since the epoch; the current time by default. */
  now?: number;
};

/** Chat user ids: at most 32 bytes of letters, digits, `_` and `-` (Tencent's rule). */
export const TENCENT_USER_ID = /^[A-Za-z0-9_-]{1,32}$/;

function hmac(secretKey: string, id: string, appId: number, time: number, expire: number) {
  const content =
    `TLS.identifier:${id}\n` +
    `TLS.sdkappid:${appId}\n` +
    `TLS.time:${time}\n` +
    `TLS.expire:${expire}\n`;
  return crypto.createHmac('sha256', secretKey).update(content).digest('base64');
}

const escape = (b64: string) => b64.replace(/\+/g, '*').replace(/\//g, '-').replace(/=/g, '_');
const unescape = (s: string) => s.replace(/\*/g, '+').replace(/-/g, '/').replace(/_/g, '=');

/** A userSig for `userId`, valid `expireSeconds` from `now`. */
export function tencentUserSig(input: TencentUserSigInput): string {
  const { sdkAppId, secretKey, userId, expireSeconds } = input;
  if (!Number.isSafeInteger(sdkAppId) || sdkAppId <= 0) throw new Error('bad sdkAppId');
  if (!secretKey) throw new Error('no secretKey');
  if (!TENCENT_USER_ID.test(userId)) throw new Error(`not a chat user id: ${userId}`);
  if (!Number.isSafeInteger(expireSeconds) || expireSeconds <= 0)
    throw new Error('bad expireSeconds');
  const time = Math.floor((input.now ?? Date.now()) / 1000);
  const doc = {
    'TLS.ver': '2.0',
    'TLS.identifier': userId,
    'TLS.sdkappid': sdkAppId,
    'TLS.time': time,
    'TLS.expire': expireSeconds,
    'TLS.sig': hmac(secretKey, userId, sdkAppId, time, expireSeconds),
  };
  return escape(zlib.deflateSync(Buffer.from(JSON.stringify(doc))).toString('base64'));
}

export type TencentUserSigCheck =
  | { ok: true; userId: string; sdkAppId: number; time: number; expire: number }
  | { ok: false; reason: 'malformed' | 'wrong-app' | 'wrong-user' | 'bad-signature' | 'expired' };

/** Decoded userSigs are small; a larger inflation is not one of ours. */
const MAX_DOC = 4096;

/**
 * Checks a userSig as Tencent's servers would: the HMAC under `secretKey`, the application, the
 * user (when given) and the expiry. For our own tests and diagnostics; Tencent does the real check.
 */
export function verifyTencentUserSig(opts: {
  sdkAppId: number;
  secretKey: string;
  userSig: string;
  userId?: string;
  now?: number;
}): TencentUserSigCheck {
  const { userSig } = opts;
  if (typeof userSig !== 'string' || userSig.length > 2048 || !/^[A-Za-z0-9*_-]+$/.test(userSig))
    return { ok: false, reason: 'malformed' };
  let doc: Record<string, unknown>;
  try {
    const raw = zlib.inflateSync(Buffer.from(unescape(userSig), 'base64'), {
      maxOutputLength: MAX_DOC,
    });
    const parsed: unknown = JSON.parse(raw.toString('utf8'));
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
      return { ok: false, reason: 'malformed' };
    doc = parsed as Record<string, unknown>;
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const id = doc['TLS.identifier'];
  const appId = doc['TLS.sdkappid'];
  const time = doc['TLS.time'];
  const expire = doc['TLS.expire'];
  const sig = doc['TLS.sig'];
  if (
    doc['TLS.ver'] !== '2.0' ||
    typeof id !== 'string' ||
    typeof sig !== 'string' ||
    !Number.isSafeInteger(appId) ||
    !Number.isSafeInteger(time) ||
    !Number.isSafeInteger(expire) ||
    'TLS.userbuf' in doc
  )
    return { ok: false, reason: 'malformed' };
  const [a, t, e] = [appId, time, expire] as number[];
  if (a !== opts.sdkAppId) return { ok: false, reason: 'wrong-app' };
  if (opts.userId !== undefined && id !== opts.userId) return { ok: false, reason: 'wrong-user' };
  const expected = Buffer.from(hmac(opts.secretKey, id, a, t, e));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected))
    return { ok: false, reason: 'bad-signature' };
  if ((t + e) * 1000 <= (opts.now ?? Date.now())) return { ok: false, reason: 'expired' };
  return { ok: true, userId: id, sdkAppId: a, time: t, expire: e };
}
