'use client';

import { useEffect, useRef, useState } from 'react';
import { apiGet } from '@/lib/client/api';
import type { MatchItemData } from '@/lib/matches/contract';
import { connectScores, socketUrl } from '@/lib/realtime/client';
import type { PushFrame, Sport } from '@/lib/realtime/frames';
import { applyScoreFrame, changedScores } from './live-merge';
import { useFlash } from './use-flash';

/** What a kept-live row needs: its id and the score that flashes when it changes. */
export type LiveRow = Pick<MatchItemData, 'id' | 'home_score' | 'away_score'>;

export type LiveListOptions<T> = {
  /** Receive one sport only; both without it. */
  sport?: Sport;
  wsPath?: string;
  /**
   * Loads a fresh list (after a gap in the pushes, or when `refetchOn` says so); resolves with
   * the list, or null to keep the current one. The hook reads the push counters just before.
   */
  refetch: () => Promise<T[] | null>;
  /** A frame for a match not in the list: return true to refetch (a match that just went live). */
  refetchOn?: (frame: PushFrame) => boolean;
};

/**
 * A server-rendered list of matches kept live over `/ws`: frames are merged into the list
 * (absolute values, so a repeat is harmless), a changed score is flagged for FLASH_MS, and a
 * gap in the sport's `seq` or a reconnect refetches the list and resumes after the counters read
 * just before it (hot_match/seq). Returns the list and the ids to flash.
 */
export function useLiveList<T extends LiveRow>(initial: T[], opts: LiveListOptions<T>) {
  const [items, setItems] = useState(initial);
  const [flashing, flash] = useFlash();
  const itemsRef = useRef(items);
  const optsRef = useRef(opts);
  // The latest callbacks, without reconnecting the socket when a parent re-renders.
  useEffect(() => {
    optsRef.current = opts;
  });
  const { sport, wsPath = '/ws' } = opts;

  useEffect(() => {
    function update(next: T[]) {
      const prev = itemsRef.current;
      if (next === prev) return;
      itemsRef.current = next;
      setItems(next);
      flash(changedScores(prev, next));
    }
    // One refetch at a time: a reconnect asks for both sports at once.
    let inFlight: Promise<Record<Sport, number>> | null = null;
    function reload(): Promise<Record<Sport, number>> {
      inFlight ??= (async () => {
        try {
          // The counters first, then the list: the list holds every change up to them.
          const seq = await apiGet<Record<Sport, number>>('hot_match/seq', undefined, {
            silent: true,
          });
          const list = await optsRef.current.refetch();
          if (Array.isArray(list)) update(list);
          return seq;
        } finally {
          inFlight = null;
        }
      })();
      return inFlight;
    }
    const conn = connectScores({
      url: socketUrl(wsPath, window.location.href),
      sport,
      onFrame: (frame) => {
        const known = itemsRef.current.some((m) => m.id === frame.data.match_id);
        if (!known && optsRef.current.refetchOn?.(frame)) void reload().catch(() => undefined);
        else update(applyScoreFrame(itemsRef.current, frame));
      },
      // Rejects when the refetch fails: the client then asks again at the next frame.
      onGap: async (s) => (await reload())[s],
    });
    return () => conn.close();
  }, [sport, wsPath, flash]);

  return { items, flashing };
}
