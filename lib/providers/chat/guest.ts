import 'server-only';
import crypto from 'node:crypto';
import { signChatId } from './sig';

/** Guests chat for a day per account; the client fetches a new one when it fails (SPEC.md §4). */
export const GUEST_SIG_TTL_S = 24 * 3600;

/** A fresh guest chat account (Universal/imTouristAccount). */
export function newGuestAccount(): { id: string; sig: string } {
  const id = `guest_${crypto.randomBytes(8).toString('hex')}`;
  return { id, sig: signChatId(id, GUEST_SIG_TTL_S) };
}
