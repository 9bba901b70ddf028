import { render, type RenderResult } from '@testing-library/react';
import { Provider as JotaiProvider, type createStore } from 'jotai';
import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import { SWRConfig } from 'swr';
import type { Locale } from '@/i18n/locales';
import type { PublicUser } from '@/lib/account/contract';
import { loginDialogAtom, tabIndexAtom, unreadAtom } from '@/lib/client/atoms';
import { ClientBridge } from '@/lib/client/client-bridge';
import { clientStore } from '@/lib/client/store';
import { clearStoredUser, storeUser } from '@/lib/client/user-store';
import en from '@/messages/en.json';
import vi from '@/messages/vi.json';
import zh from '@/messages/zh.json';

/**
 * The one render helper of component tests: the providers of components/layout/providers.tsx
 * (next-intl, the page's jotai store, the API client's translations, SWR) around `ui`.
 * Pair it with test/bff.ts, which answers the browser client's /bff calls at the fetch level.
 */

type Store = ReturnType<typeof createStore>;

export type ProviderOptions = {
  /** Default zh. */
  locale?: Locale;
  /** Default the locale's whole messages file. */
  messages?: AbstractIntlMessages;
  /** next-intl's zone for formatting; default Asia/Shanghai (the zh default). */
  timeZone?: string;
  /** next-intl's `now` for relative times. */
  now?: Date;
  /** The logged-in user as the browser remembers it (local storage); null: a visitor. */
  user?: PublicUser | null;
  /**
   * The jotai store; default the page's one (lib/client/store), which the API client's code-700
   * rule writes too. Its login dialog and tab index start closed and 0 on every render.
   */
  store?: Store;
};

const MESSAGES: Record<Locale, AbstractIntlMessages> = { zh, en, vi };

export function renderWithProviders(
  ui: React.ReactElement,
  opts: ProviderOptions = {},
): RenderResult & { store: Store } {
  const { locale = 'zh', messages, timeZone = 'Asia/Shanghai', now, user, store } = opts;
  const jotai = store ?? clientStore;
  if (!store) {
    clientStore.set(loginDialogAtom, { open: false, mode: 'code' });
    clientStore.set(tabIndexAtom, 0);
    clientStore.set(unreadAtom, null);
  }
  if (user) storeUser(user);
  else if (user === null) clearStoredUser();
  document.documentElement.lang = locale;

  function Providers({ children }: { children: React.ReactNode }) {
    return (
      <NextIntlClientProvider
        locale={locale}
        messages={messages ?? MESSAGES[locale]}
        timeZone={timeZone}
        now={now}
      >
        <JotaiProvider store={jotai}>
          <ClientBridge />
          {/* A fresh cache per render, so answers never leak between tests. */}
          <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
            {children}
          </SWRConfig>
        </JotaiProvider>
      </NextIntlClientProvider>
    );
  }

  return Object.assign(render(ui, { wrapper: Providers }), { store: jotai });
}
