'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { apiGet } from '@/lib/client/api';
import { currentLocale } from '@/lib/client/locale';
import type { GuardList, NobleTier } from '@/lib/wallet/contract';

/**
 * The noble tiers' names for the chat's badges: `Guard/getList` read once per page and language,
 * when the first badge shows (most rooms have none), and refreshed whenever the noble dialog reads
 * the list anyway. A failed read is not repeated: the badges then say "Noble Lv.N".
 */

let cached: { lang: string; tiers: readonly NobleTier[] } | null = null;
let asked: string | null = null;
const listeners = new Set<() => void>();

function notify() {
  for (const l of listeners) l();
}

/** Keeps a fresh `Guard/getList` (the noble dialog's) for the badges. */
export function rememberNobleTiers(tiers: readonly NobleTier[]): void {
  cached = { lang: currentLocale(), tiers };
  asked = cached.lang;
  notify();
}

function load() {
  const lang = currentLocale();
  if (asked === lang) return;
  asked = lang;
  apiGet<GuardList>('Guard/getList', undefined, { silent: true }).then(
    (d) => {
      if (Array.isArray(d?.tiers)) rememberNobleTiers(d.tiers);
    },
    () => undefined,
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const snapshot = () => cached;

/** The name of the tier at `level` in the page's language, or null while unknown. */
export function useNobleTierName(level: number): string | null {
  const c = useSyncExternalStore(subscribe, snapshot, () => null);
  useEffect(load, []);
  if (!c || c.lang !== currentLocale()) return null;
  return c.tiers.find((t) => t.level === level)?.name ?? null;
}

/** For tests: forget what was read. */
export function resetNobleTiers(): void {
  cached = null;
  asked = null;
}
