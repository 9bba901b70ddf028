import 'server-only';
import crypto from 'node:crypto';
import { derivedKey } from './derive-key';

/**
 * Sealing at rest (docs/architecture.md "Personal data"): AES-256-GCM under a key derived for one
 * purpose alone (`payout-account`, `personal-data` …), a random 96-bit IV and the 128-bit tag.
 * `context` (the owner and the field) is authenticated too, so a sealed value copied to another
 * row or field does not open there.
 */

const SEAL_VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** The one-byte version that starts sealed bytes (sealBytes). */
const BYTES_VERSION = 1;

function cipher(purpose: string, iv: Buffer, context: string) {
  const c = crypto.createCipheriv('aes-256-gcm', derivedKey(purpose), iv);
  c.setAAD(Buffer.from(context));
  return c;
}

function decipher(purpose: string, iv: Buffer, tag: Buffer, context: string) {
  const d = crypto.createDecipheriv('aes-256-gcm', derivedKey(purpose), iv);
  d.setAAD(Buffer.from(context));
  d.setAuthTag(tag);
  return d;
}

/** Seals a text: `v1.<iv>.<tag>.<ciphertext>` in base64url. */
export function sealText(purpose: string, plain: string, context: string): string {
  const iv = crypto.randomBytes(IV_BYTES);
  const c = cipher(purpose, iv, context);
  const ct = Buffer.concat([c.update(plain, 'utf8'), c.final()]);
  return [SEAL_VERSION, iv, c.getAuthTag(), ct]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** Opens what sealText made for the same purpose and context; throws on any tampering. */
export function unsealText(purpose: string, sealed: string, context: string): string {
  const [version, iv, tag, ct] = sealed.split('.');
  if (version !== SEAL_VERSION || !iv || !tag || ct === undefined) {
    throw new Error('seal: not a sealed value');
  }
  const d = decipher(purpose, Buffer.from(iv, 'base64url'), Buffer.from(tag, 'base64url'), context);
  return Buffer.concat([d.update(Buffer.from(ct, 'base64url')), d.final()]).toString('utf8');
}

/** Seals bytes (a file): one version byte, the IV, the tag, then the ciphertext. */
export function sealBytes(purpose: string, plain: Buffer, context: string): Buffer {
  const iv = crypto.randomBytes(IV_BYTES);
  const c = cipher(purpose, iv, context);
  const ct = Buffer.concat([c.update(plain), c.final()]);
  return Buffer.concat([Buffer.from([BYTES_VERSION]), iv, c.getAuthTag(), ct]);
}

/** Opens what sealBytes made for the same purpose and context; throws on any tampering. */
export function unsealBytes(purpose: string, sealed: Buffer, context: string): Buffer {
  if (sealed.length < 1 + IV_BYTES + TAG_BYTES || sealed[0] !== BYTES_VERSION) {
    throw new Error('seal: not sealed bytes');
  }
  const iv = sealed.subarray(1, 1 + IV_BYTES);
  const tag = sealed.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES);
  const d = decipher(purpose, iv, tag, context);
  return Buffer.concat([d.update(sealed.subarray(1 + IV_BYTES + TAG_BYTES)), d.final()]);
}
