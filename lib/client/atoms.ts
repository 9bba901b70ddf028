'use client';

import { atom } from 'jotai';

/** Login dialog modes of docs/product.md §4 (the spec's own spelling of "regiter"). */
export type LoginMode = 'code' | 'regiter' | 'forgot';

/** The login overlay: open flag and mode. Anything that needs login sets it (docs/product.md §4, §6). */
export const loginDialogAtom = atom<{ open: boolean; mode: LoginMode }>({
  open: false,
  mode: 'code',
});

/** The navigation tab index of docs/product.md §2 (reset by the code-700 rule of §8). */
export const tabIndexAtom = atom(0);

/**
 * The user's unread messages as last told (components/layout/use-inbox.ts, the user panel's
 * read, the message centre); null while not known on this page.
 */
export const unreadAtom = atom<number | null>(null);
