import 'server-only';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import { z } from 'zod';
import { db } from '@/lib/db/client';
import { captchaUses } from '@/lib/db/schema';
import { lt } from 'drizzle-orm';
import { env } from '@/lib/env';
import { derivedKey } from '@/lib/providers/derive-key';
import type { CaptchaProvider } from './index';

/** How long a challenge may be solved and submitted. */
export const CHALLENGE_TTL_MS = 10 * 60 * 1000;

function hmacKey(): string {
  return derivedKey('altcha').toString('hex');
}

/** The solved payload the ALTCHA widget submits (base64 of this JSON, or the JSON itself). */
const payloadSchema = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string().regex(/^[0-9a-f]{64}$/),
  number: z.number().int().min(0),
  salt: z.string().min(1).max(200),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});

function decode(payload: string): z.infer<typeof payloadSchema> | null {
  if (payload.length > 2000) return null;
  let json: unknown;
  try {
    json = JSON.parse(
      payload.trimStart().startsWith('{')
        ? payload
        : Buffer.from(payload, 'base64').toString('utf8'),
    );
  } catch {
    return null;
  }
  const parsed = payloadSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

let sweeps = 0;

export const altchaProvider: CaptchaProvider = {
  async challenge() {
    const c = await createChallenge({
      algorithm: 'SHA-256',
      hmacKey: hmacKey(),
      maxnumber: env().CAPTCHA_DIFFICULTY,
      expires: new Date(Date.now() + CHALLENGE_TTL_MS),
    });
    return {
      algorithm: c.algorithm,
      challenge: c.challenge,
      maxnumber: c.maxnumber ?? env().CAPTCHA_DIFFICULTY,
      salt: c.salt,
      signature: c.signature,
    };
  },

  async verify(raw) {
    const payload = decode(raw);
    if (!payload) return false;
    // Our challenges always carry an expiry; one without it was not made here.
    const expires = Number(extractParams(payload).expires);
    if (!Number.isFinite(expires) || expires <= 0) return false;
    if (!(await verifySolution(payload, hmacKey(), true))) return false;
    // Single use: the first request to record the signature wins, any replay finds it taken.
    const d = db();
    if (++sweeps % 50 === 0)
      await d.delete(captchaUses).where(lt(captchaUses.expiresAt, new Date()));
    const inserted = await d
      .insert(captchaUses)
      .values({ signature: payload.signature, expiresAt: new Date(expires * 1000) })
      .onConflictDoNothing()
      .returning({ signature: captchaUses.signature });
    return inserted.length === 1;
  },
};
