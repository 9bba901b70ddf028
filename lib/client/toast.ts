'use client';

import type { ExternalToast } from 'sonner';

type Sonner = typeof import('sonner');
type Kind = 'message' | 'success' | 'error' | 'warning';
type Show = (message: string, options?: ExternalToast) => void;

let sonner: Promise<Sonner> | null = null;
const wantedListeners = new Set<() => void>();
let wanted = false;

/** sonner itself, fetched once (the first toast, or ToastHost when the page is idle). */
export function loadSonner(): Promise<Sonner> {
  sonner ??= import('sonner');
  return sonner;
}

/** Whether a toast has been asked for on this page (ToastHost then mounts sonner's Toaster). */
export function toastWanted(): boolean {
  return wanted;
}

/** Calls `listener` when the first toast is asked for; returns the unsubscribe function. */
export function onToastWanted(listener: () => void): () => void {
  wantedListeners.add(listener);
  return () => {
    wantedListeners.delete(listener);
  };
}

function show(kind: Kind): Show {
  return (message, options) => {
    if (!wanted) {
      wanted = true;
      for (const l of wantedListeners) l();
    }
    // The Toaster shows the toasts made before it subscribed (sonner replays them).
    void loadSonner().then(({ toast: t }) => {
      if (kind === 'message') t(message, options);
      else t[kind](message, options);
    });
  };
}

/**
 * The site's toasts, with sonner's call shape (`toast(text)`, `toast.success(text, { id })`…).
 * sonner and its Toaster are fetched with the first toast instead of with every page (issue 8
 * §3): a page view that shows no toast never loads them.
 */
export const toast: Show & Record<Exclude<Kind, 'message'>, Show> = Object.assign(show('message'), {
  success: show('success'),
  error: show('error'),
  warning: show('warning'),
});
