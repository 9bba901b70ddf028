import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A push service double (issue 25; docs/architecture.md "Web Push"): a local HTTP server that
 * does what a browser vendor's push service checks and what the browser then does.
 *
 * - `subscribe()` plays the browser: it makes an ECDH P-256 key pair and an auth secret, and
 *   answers the subscription (`endpoint`, `keys.p256dh`, `keys.auth`) a PushManager would give.
 * - A POST to an endpoint must carry `Authorization: vapid t=<JWT>, k=<public key>`: the JWT is
 *   ES256-signed by that key, its `aud` is the endpoint's origin, its `exp` is in the future and
 *   at most 24 hours away, and it has a `sub` (RFC 8292). Otherwise 401/403.
 * - The body is decrypted as `Content-Encoding: aes128gcm` (RFC 8188, RFC 8291) with the
 *   subscription's private key and auth secret; a body that does not decrypt is 400.
 * - Accepted: 201 and the payload is recorded in `received`. An endpoint marked `gone` answers
 *   410 (an expired subscription); an unknown one 404.
 */

export type PushSubscriptionJson = {
  endpoint: string;
  keys: { p256dh: string; auth: string };
};

export type ReceivedPush = {
  endpoint: string;
  /** The decrypted payload, parsed when it is JSON. */
  payload: unknown;
  text: string;
  ttl: number | null;
  urgency: string | null;
  topic: string | null;
  claims: { aud: string; exp: number; sub: string };
};

export type Rejection = { endpoint: string; status: number; reason: string };

export type PushDouble = {
  origin: string;
  subscribe: () => PushSubscriptionJson;
  /** From now on the endpoint answers 410 Gone. */
  markGone: (endpoint: string) => void;
  /** The next `n` deliveries to the endpoint answer 500 (a push service hiccup). */
  failNext: (endpoint: string, n: number) => void;
  received: ReceivedPush[];
  rejections: Rejection[];
  /** Resolves once `n` pushes were accepted in all (or rejects after `timeoutMs`). */
  waitFor: (n: number, timeoutMs?: number) => Promise<ReceivedPush[]>;
  close: () => Promise<void>;
};

const b64u = (b: Buffer) => b.toString('base64url');
const fromB64u = (s: string) => Buffer.from(s, 'base64url');

type Sub = { ecdh: crypto.ECDH; auth: Buffer; gone: boolean; fail: number };

/** ES256 public key from the uncompressed point (0x04 | x | y). */
function publicKeyOf(point: Buffer): crypto.KeyObject {
  if (point.length !== 65 || point[0] !== 4) throw new Error('not an uncompressed P-256 point');
  return crypto.createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64u(point.subarray(1, 33)), y: b64u(point.subarray(33)) },
    format: 'jwk',
  });
}

/** A refused request: the status the double answers and why. */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    reason: string,
  ) {
    super(reason);
  }
}

/** Checks the VAPID header; answers the claims or throws a Refusal. */
export function verifyVapid(
  header: string | undefined,
  origin: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): ReceivedPush['claims'] {
  const m = /^vapid t=([A-Za-z0-9_.-]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!m) throw new Refusal(401, 'no vapid authorization');
  const [, jwt, k] = m;
  const parts = jwt.split('.');
  if (parts.length !== 3) throw new Refusal(401, 'malformed jwt');
  const head = JSON.parse(fromB64u(parts[0]).toString('utf8')) as { alg?: string; typ?: string };
  if (head.alg !== 'ES256') throw new Refusal(401, `alg ${head.alg}`);
  const ok = crypto.verify(
    'sha256',
    Buffer.from(`${parts[0]}.${parts[1]}`),
    { key: publicKeyOf(fromB64u(k)), dsaEncoding: 'ieee-p1363' },
    fromB64u(parts[2]),
  );
  if (!ok) throw new Refusal(403, 'bad signature');
  const claims = JSON.parse(fromB64u(parts[1]).toString('utf8')) as Partial<ReceivedPush['claims']>;
  if (claims.aud !== origin) throw new Refusal(403, `aud ${claims.aud} is not ${origin}`);
  if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds) throw new Refusal(403, 'expired');
  if (claims.exp > nowSeconds + 24 * 3600) throw new Refusal(403, 'exp more than 24 hours away');
  if (typeof claims.sub !== 'string' || !claims.sub) throw new Refusal(403, 'no sub');
  return { aud: claims.aud, exp: claims.exp, sub: claims.sub };
}

const hmac = (key: Buffer, data: Buffer) => crypto.createHmac('sha256', key).update(data).digest();

/** RFC 8291 §3.4 + RFC 8188: decrypts one aes128gcm body for the subscriber (`ecdh`, `auth`). */
export function decryptAes128gcm(body: Buffer, ecdh: crypto.ECDH, auth: Buffer): Buffer {
  if (body.length < 21 + 65 + 17) throw new Error('body too short');
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body[20];
  if (idlen !== 65) throw new Error(`keyid of ${idlen} bytes`);
  const asPublic = body.subarray(21, 21 + idlen);
  const ciphertext = body.subarray(21 + idlen);
  if (ciphertext.length > rs) throw new Error('more than one record');
  const uaPublic = ecdh.getPublicKey();
  const ecdhSecret = ecdh.computeSecret(asPublic);
  const prkKey = hmac(auth, ecdhSecret);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
  const ikm = hmac(prkKey, Buffer.concat([keyInfo, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (end < 0 || padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}

/** Starts the double on 127.0.0.1 (a free port unless `port` is given). */
export async function startPushDouble(opts: { port?: number } = {}): Promise<PushDouble> {
  const subs = new Map<string, Sub>();
  const received: ReceivedPush[] = [];
  const rejections: Rejection[] = [];
  const waiters: { n: number; resolve: () => void }[] = [];
  let origin = '';

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const endpoint = `${origin}${req.url ?? ''}`;
      const reject = (status: number, reason: string) => {
        rejections.push({ endpoint, status, reason });
        res.writeHead(status, { 'content-type': 'text/plain' }).end(reason);
      };
      const sub = subs.get(endpoint);
      if (req.method !== 'POST') return reject(405, 'POST only');
      if (!sub) return reject(404, 'unknown endpoint');
      if (sub.gone) return reject(410, 'gone');
      if (sub.fail > 0) {
        sub.fail--;
        return reject(500, 'hiccup');
      }
      let claims: ReceivedPush['claims'];
      try {
        claims = verifyVapid(req.headers.authorization, origin);
      } catch (e) {
        return e instanceof Refusal ? reject(e.status, e.message) : reject(401, String(e));
      }
      if (req.headers['content-encoding'] !== 'aes128gcm')
        return reject(415, `content-encoding ${req.headers['content-encoding']}`);
      const ttl = req.headers.ttl === undefined ? null : Number(req.headers.ttl);
      let text: string;
      try {
        text = decryptAes128gcm(Buffer.concat(chunks), sub.ecdh, sub.auth).toString('utf8');
      } catch (e) {
        return reject(400, `cannot decrypt: ${(e as Error).message}`);
      }
      let payload: unknown = text;
      try {
        payload = JSON.parse(text);
      } catch {
        // not JSON: kept as text
      }
      received.push({
        endpoint,
        payload,
        text,
        ttl,
        urgency: (req.headers.urgency as string | undefined) ?? null,
        topic: (req.headers.topic as string | undefined) ?? null,
        claims,
      });
      for (const w of [...waiters])
        if (received.length >= w.n) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve();
        }
      res.writeHead(201, { location: `${endpoint}/m/${received.length}` }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  let n = 0;
  return {
    origin,
    subscribe() {
      const ecdh = crypto.createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = crypto.randomBytes(16);
      const endpoint = `${origin}/push/${crypto.randomBytes(12).toString('hex')}${n++}`;
      subs.set(endpoint, { ecdh, auth, gone: false, fail: 0 });
      return { endpoint, keys: { p256dh: b64u(ecdh.getPublicKey()), auth: b64u(auth) } };
    },
    markGone(endpoint) {
      const s = subs.get(endpoint);
      if (s) s.gone = true;
    },
    failNext(endpoint, count) {
      const s = subs.get(endpoint);
      if (s) s.fail = count;
    },
    received,
    rejections,
    waitFor(count, timeoutMs = 15_000) {
      if (received.length >= count) return Promise.resolve(received);
      return new Promise((resolve, rejectP) => {
        const timer = setTimeout(
          () =>
            rejectP(
              new Error(
                `push double: ${received.length} of ${count} pushes after ${timeoutMs} ms; rejections ${JSON.stringify(rejections)}`,
              ),
            ),
          timeoutMs,
        );
        waiters.push({
          n: count,
          resolve: () => {
            clearTimeout(timer);
            resolve(received);
          },
        });
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
