import 'server-only';
import { sameSignature, sign } from '@/lib/providers/derive-key';

/** Fetch a token right before uploading; it expires after this long. */
export const UPLOAD_TOKEN_TTL_S = 30 * 60;

export type UploadPurpose = 'avatar';

const PURPOSE = 'upload-token';

/**
 * A signed, short-lived upload permit naming the user and what the upload is for
 * (Member/getQiniuToken → upload/image), so the upload itself needs no session.
 * Format: base64url(JSON {u, p, e}) + '.' + HMAC.
 */
export function issueUploadToken(
  userId: number,
  purpose: UploadPurpose,
  now: number = Date.now(),
): string {
  const body = Buffer.from(
    JSON.stringify({ u: userId, p: purpose, e: Math.floor(now / 1000) + UPLOAD_TOKEN_TTL_S }),
  ).toString('base64url');
  return `${body}.${sign(PURPOSE, body)}`;
}

export function verifyUploadToken(
  token: string,
  now: number = Date.now(),
): { userId: number; purpose: UploadPurpose } | null {
  const [body, mac, extra] = token.split('.');
  if (!body || !mac || extra !== undefined || !sameSignature(mac, sign(PURPOSE, body))) return null;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as {
      u?: unknown;
      p?: unknown;
      e?: unknown;
    };
    if (typeof claims.u !== 'number' || claims.p !== 'avatar' || typeof claims.e !== 'number')
      return null;
    if (claims.e * 1000 <= now) return null;
    return { userId: claims.u, purpose: claims.p };
  } catch {
    return null;
  }
}
