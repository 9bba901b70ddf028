import 'server-only';
import crypto from 'node:crypto';
import { env } from '@/lib/env';
import { signChatId } from './sig';
import { tencentUserSig } from './tencent-sig';

/** Guests chat for a day per account; the client fetches a new one when it fails (docs/product.md §4). */
export const GUEST_SIG_TTL_S = 24 * 3600;

/**
 * The chat signature of `id` for the configured CHAT_PROVIDER: the websocket chat's own
 * (signChatId) by default, a Tencent Cloud Chat userSig with CHAT_PROVIDER=tencent.
 */
export function chatSignature(id: string, ttlSeconds: number): string {
  const e = env();
  if (e.CHAT_PROVIDER !== 'tencent') return signChatId(id, ttlSeconds);
  return tencentUserSig({
    // env.ts requires both with CHAT_PROVIDER=tencent.
    sdkAppId: Number(e.TENCENT_CHAT_SDK_APP_ID),
    secretKey: e.TENCENT_CHAT_SECRET_KEY ?? '',
    userId: id,
    expireSeconds: ttlSeconds,
  });
}

/** A fresh guest chat account (Universal/imTouristAccount). */
export function newGuestAccount(): { id: string; sig: string } {
  const id = `guest_${crypto.randomBytes(8).toString('hex')}`;
  return { id, sig: chatSignature(id, GUEST_SIG_TTL_S) };
}
