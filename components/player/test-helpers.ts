import type { AbstractIntlMessages } from 'next-intl';
import type { Locale } from '@/i18n/locales';
import en from '@/messages/en.json';
import vi from '@/messages/vi.json';
import zh from '@/messages/zh.json';

const CATALOGUES: Record<Locale, Record<string, unknown>> = { zh, en, vi };

/** A locale's messages (with the `player` namespace). */
export function playerMessages(locale: Locale): AbstractIntlMessages {
  return CATALOGUES[locale] as AbstractIntlMessages;
}

/** The `player` texts of a locale, for assertions. */
export function playerTexts(locale: Locale = 'en') {
  return (playerMessages(locale) as { player: PlayerTexts }).player;
}

type Texts = { [key: string]: string | Texts };
export type PlayerTexts = Texts & {
  offline: { title: string; next: string; none: string };
  status: Record<'reconnecting' | 'offline' | 'retry' | 'unsupported', string>;
  danmaku: Texts & { block: Texts & { errors: Record<string, string> } };
};
