import 'server-only';
import crypto from 'node:crypto';
import type { Locale } from '@/i18n/locales';
import { translate } from '@/lib/i18n/messages';

/** A generated nickname for a new user: the localised "fan" prefix and six digits (球迷123456). */
export function generatedNickname(lang: Locale, digits = 6): string {
  const n = String(crypto.randomInt(0, 10 ** digits)).padStart(digits, '0');
  return translate(lang, 'api.defaultNickname', { digits: n });
}

const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A user's own referral code: 8 characters without look-alikes (0/O, 1/I). */
export function generatedInviteCode(): string {
  let s = '';
  for (let i = 0; i < 8; i++) s += INVITE_ALPHABET[crypto.randomInt(0, INVITE_ALPHABET.length)];
  return s;
}
