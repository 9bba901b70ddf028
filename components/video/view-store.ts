'use client';

import { useSyncExternalStore } from 'react';

/**
 * The view count a video's page shows, moved on by the player when Video/addView answers: the
 * player and the count are separate islands (the count sits in the server-rendered title block).
 */
const counts = new Map<number, number>();
const listeners = new Set<() => void>();

export function setViews(id: number, views: number): void {
  counts.set(id, views);
  for (const l of listeners) l();
}

function subscribe(l: () => void): () => void {
  listeners.add(l);
  return () => {
    listeners.delete(l);
  };
}

/** The latest count of video `id`, else `initial` (the server's). */
export function useViews(id: number, initial: number): number {
  return useSyncExternalStore(
    subscribe,
    () => counts.get(id) ?? initial,
    () => initial,
  );
}
