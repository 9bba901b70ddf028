import 'server-only';
import crypto from 'node:crypto';
import { env } from '@/lib/env';

const cache = new Map<string, Buffer>();

/**
 * A key for one purpose (captcha, chat signatures, upload tokens …) derived from SESSION_SECRET,
 * so one configured secret serves them all and a leak of one derived key exposes nothing else.
 */
export function derivedKey(purpose: string): Buffer {
  const secret = env().SESSION_SECRET;
  const id = `${purpose}\0${secret}`;
  let key = cache.get(id);
  if (!key) {
    key = Buffer.from(crypto.hkdfSync('sha256', secret, 'sportlive', purpose, 32));
    cache.set(id, key);
  }
  return key;
}

/** HMAC-SHA256 of `data` under the purpose's key, base64url. */
export function sign(purpose: string, data: string): string {
  return crypto.createHmac('sha256', derivedKey(purpose)).update(data).digest('base64url');
}

/** Constant-time comparison of a received signature with the expected one. */
export function sameSignature(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}
