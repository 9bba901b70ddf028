'use server';

import { defaultLocale, isLocale } from '@/i18n/locales';
import { ISLAND_NAMESPACES, pickMessages } from '@/lib/i18n/client-namespaces';
import { compiledMessagesFor, type Messages } from '@/lib/i18n/messages';

export type StudioMessages = Pick<Messages, 'studio'>;

/**
 * The studio's messages, fetched by the studio's own chunk when an anchor first opens it
 * (components/studio/i18n.tsx), so that no page carries them in its flight data. Compiled like
 * every message the browser formats (decision 018): the browser has only the format-only runtime.
 */
export async function studioMessages(locale: string): Promise<StudioMessages> {
  const all = await compiledMessagesFor(isLocale(locale) ? locale : defaultLocale);
  return pickMessages(all, ISLAND_NAMESPACES.studio) as StudioMessages;
}
