'use client';

import { createContext, use, useMemo } from 'react';
import { createTranslator, useLocale, useTimeZone } from 'next-intl';
import { studioMessages, type StudioMessages } from './messages-action';

/**
 * The studio's messages travel with the studio, not with the pages (decision 012 gives each page
 * only what its islands translate; an anchor's dialog is not part of any page's first view). The
 * dialog's chunk asks for them with a server action when first opened (or when pointed at) and
 * formats them with next-intl's `createTranslator`, so they are never in a provider of the shell:
 * lib/i18n/client-namespaces.ts lists them in ISLAND_NAMESPACES instead.
 */

export type { StudioMessages };

function makeTranslator(locale: string, timeZone: string | undefined, messages: StudioMessages) {
  return createTranslator({ locale, timeZone, messages, namespace: 'studio' });
}

export type StudioT = ReturnType<typeof makeTranslator>;

const loading = new Map<string, Promise<StudioMessages>>();

/** The studio's messages for a locale: one request per locale and page, retried after a failure. */
export function loadStudioMessages(locale: string): Promise<StudioMessages> {
  let p = loading.get(locale);
  if (!p) {
    p = studioMessages(locale);
    loading.set(locale, p);
    // A failed load is asked again at the next opening.
    void p.catch(() => loading.delete(locale));
  }
  return p;
}

const StudioT = createContext<StudioT | null>(null);

/** Puts the loaded messages at the disposal of `useStudioT` below it. */
export function StudioMessagesProvider({
  messages,
  children,
}: {
  messages: StudioMessages;
  children: React.ReactNode;
}) {
  const locale = useLocale();
  const timeZone = useTimeZone();
  const t = useMemo(() => makeTranslator(locale, timeZone, messages), [locale, timeZone, messages]);
  return <StudioT value={t}>{children}</StudioT>;
}

/** The studio's translator (keys below `studio`). */
export function useStudioT(): StudioT {
  const t = use(StudioT);
  if (!t) throw new Error('useStudioT outside StudioMessagesProvider');
  return t;
}
