import 'server-only';
import { sameSignature, sign } from '@/lib/providers/derive-key';

/** A user's or guest's chat signature lives this long; clients fetch a fresh one with user/info. */
export const CHAT_SIG_TTL_S = 7 * 24 * 3600;

const PURPOSE = 'chat-sig';

/**
 * Signs a chat identity (`u<id>` for users, `guest_…` for guests) until now + ttl. The websocket
 * chat checks it with verifyChatSig; format `<expiry seconds>.<hmac>`.
 */
export function signChatId(
  id: string,
  ttlSeconds: number = CHAT_SIG_TTL_S,
  now: number = Date.now(),
): string {
  const exp = Math.floor(now / 1000) + ttlSeconds;
  return `${exp}.${sign(PURPOSE, `${id}\n${exp}`)}`;
}

/** True when `sig` was made by signChatId for this id and has not expired. */
export function verifyChatSig(id: string, sig: string, now: number = Date.now()): boolean {
  if (typeof id !== 'string' || typeof sig !== 'string' || sig.length > 200) return false;
  const dot = sig.indexOf('.');
  if (dot < 1) return false;
  const expText = sig.slice(0, dot);
  if (!/^\d{1,12}$/.test(expText)) return false;
  const exp = Number(expText);
  if (exp * 1000 <= now) return false;
  return sameSignature(sig.slice(dot + 1), sign(PURPOSE, `${id}\n${exp}`));
}

/** The chat identity of a registered user. */
export function chatIdOfUser(userId: number): string {
  return `u${userId}`;
}
