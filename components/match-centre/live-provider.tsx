'use client';

import { createContext, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { apiGet } from '@/lib/client/api';
import { connectScores, socketUrl } from '@/lib/realtime/client';
import type { PushFrame } from '@/lib/realtime/frames';
import type { MatchItem, Sport } from '@/lib/matches/types';
import { staleness } from './view';

/** After a new event, the sections re-render this soon (several events in a burst: once). */
export const SOON_MS = 1200;
/** Statistics and index moves alone refresh the sections at most this often. */
export const LATER_MS = 30_000;

type FrameListener = (frame: PushFrame) => void;
/** Called after a gap in the pushes: refetch, then resolve. */
type GapListener = () => Promise<void>;

type LiveContext = {
  subscribe: (fn: FrameListener) => () => void;
  onGap: (fn: GapListener) => () => void;
  online: boolean;
};

const Ctx = createContext<LiveContext | null>(null);

/** The live pushes of the page's sport, or null outside a provider (a static render). */
export function useMatchLive(): LiveContext | null {
  return useContext(Ctx);
}

export const DETAIL_PATH: Record<Sport, string> = {
  football: 'Football/football_match_detail',
  basketball: 'Basketball/getInfo',
};

/**
 * One `/ws` connection for the match centre (classified to the match's sport). Frames go to the
 * islands that subscribe (the scoreboard, the live table); a frame of this match that brings a
 * new event or a state change re-renders the server sections (timeline, statistics, live text …)
 * with `router.refresh()`. A gap in `seq` or a reconnect refetches the detail and refreshes.
 * Nothing connects while `active` is false (a finished match with no live table).
 */
export function MatchLiveProvider({
  matchId,
  sport,
  seq,
  active,
  wsPath = '/ws',
  children,
}: {
  matchId: number;
  sport: Sport;
  /** The sport's seq the server render reflects. */
  seq: number;
  active: boolean;
  wsPath?: string;
  children: React.ReactNode;
}) {
  const router = useRouter();
  const frames = useRef(new Set<FrameListener>());
  const gaps = useRef(new Set<GapListener>());
  const [online, setOnline] = useState(true);
  const [value] = useState<Omit<LiveContext, 'online'>>(() => ({
    subscribe: (fn) => {
      frames.current.add(fn);
      return () => void frames.current.delete(fn);
    },
    onGap: (fn) => {
      gaps.current.add(fn);
      return () => void gaps.current.delete(fn);
    },
  }));
  // The connection starts from the first render's seq; later renders resync through refresh.
  const [startSeq] = useState(seq);

  useEffect(() => {
    if (!active) return;
    let soon: ReturnType<typeof setTimeout> | undefined;
    let later: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      clearTimeout(soon);
      clearTimeout(later);
      soon = later = undefined;
      router.refresh();
    };
    const conn = connectScores({
      url: socketUrl(wsPath, window.location.href),
      sport,
      seq: { [sport]: startSeq },
      onFrame: (frame) => {
        for (const fn of frames.current) fn(frame);
        if (frame.data.match_id !== matchId) return;
        const stale = staleness(frame);
        if (stale === 'soon') {
          clearTimeout(soon);
          soon = setTimeout(refresh, SOON_MS);
        } else if (stale === 'later' && !later && !soon) {
          later = setTimeout(refresh, LATER_MS);
        }
      },
      onGap: async () => {
        const detail = await apiGet<{ seq: number; match: MatchItem }>(
          DETAIL_PATH[sport],
          { id: matchId },
          { silent: true },
        );
        await Promise.allSettled([...gaps.current].map((fn) => fn()));
        for (const fn of frames.current)
          fn({
            type: 'score',
            code: 100,
            sport,
            seq: detail.seq,
            data: { ...detail.match, match_id: matchId },
          });
        refresh();
        return detail.seq;
      },
      onStatus: (s) => setOnline(s === 'live'),
    });
    return () => {
      conn.close();
      clearTimeout(soon);
      clearTimeout(later);
    };
  }, [active, matchId, sport, wsPath, router, startSeq]);

  const ctx = useMemo(() => ({ ...value, online }), [value, online]);
  return <Ctx.Provider value={ctx}>{children}</Ctx.Provider>;
}
