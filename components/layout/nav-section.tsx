'use client';

import { useLayoutEffect, useSyncExternalStore } from 'react';
import type { NavItem } from './nav-items';

type Section = NavItem['key'] | null;

let current: Section = null;
const listeners = new Set<() => void>();

function set(next: Section) {
  if (next === current) return;
  current = next;
  for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The navigation section a page named with `<NavSection>`, or null (nav-links.tsx). */
export function useNavSection(): Section {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}

/**
 * Names the page's navigation section where its path cannot (a match centre belongs to its
 * match's sport: `/score-detail?id=` of an NBA game is 篮球). Renders nothing; the section is
 * forgotten when the page goes.
 */
export function NavSection({ section }: { section: NonNullable<Section> }) {
  useLayoutEffect(() => {
    set(section);
    return () => set(null);
  }, [section]);
  return null;
}
