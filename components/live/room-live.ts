import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { apiGet } from '@/lib/client/api';
import { pullRefreshDelay, PULL_RETRY_MS, rememberFreshPull } from '@/lib/live/pull-address';
import type { OfflineInfo } from '@/components/player/player-poster';
import type { RoomFrame, RoomInfo, RoomState } from '@/lib/live/contract';

/**
 * What a live room's page keeps in step with the server (issue 24): on air or not, the title,
 * the signed stream addresses, the next announced broadcast and the viewers present. The page
 * renders it from getRoomInfo (the seed); the room's websocket frames (`room.state`,
 * `room.viewers`, docs/realtime.md) then update the header (room-live-header.tsx) and the player
 * (room-stage.tsx), which are separate islands: they share this small store, by room.
 */
export type RoomLive = Pick<
  RoomState,
  'state' | 'reason' | 'title' | 'live_since' | 'streams' | 'next_schedule'
> &
  Pick<RoomInfo, 'viewers'>;

/** What the server rendered (room-live-seed.ts builds it from getRoomInfo). */
export type RoomLiveSeed = RoomLive;

type Entry = {
  /** The newest pushed state (by `at`), or null while nothing was pushed. */
  state: (Omit<RoomLive, 'viewers'> & { at: number }) | null;
  viewers: number | null;
};

const entries = new Map<number, Entry>();
const listeners = new Map<number, Set<() => void>>();
const EMPTY: Entry = { state: null, viewers: null };

function set(roomId: number, entry: Entry) {
  entries.set(roomId, entry);
  for (const l of listeners.get(roomId) ?? []) l();
}

/** The same live session keeps its stream addresses: a re-signed copy must not reload the player. */
function keepStreams(
  prev: Pick<RoomLive, 'state' | 'live_since' | 'streams'> | null,
  next: Omit<RoomLive, 'viewers'>,
): Omit<RoomLive, 'viewers'> {
  if (prev?.state === 'live' && next.state === 'live' && prev.live_since === next.live_since)
    return { ...next, streams: prev.streams ?? next.streams };
  return next;
}

/** Applies a room frame of the websocket (older state pushes than the one shown are ignored). */
export function applyRoomFrame(roomId: number, frame: RoomFrame): void {
  const e = entries.get(roomId) ?? EMPTY;
  if (frame.type === 'room.viewers') {
    if (Number.isFinite(frame.viewers)) set(roomId, { ...e, viewers: Math.max(0, frame.viewers) });
    return;
  }
  const r = frame.room;
  if (r.id !== roomId || (e.state && e.state.at > r.at)) return;
  const next = keepStreams(e.state, {
    state: r.state,
    reason: r.reason,
    title: r.title,
    live_since: r.live_since,
    streams: r.streams,
    next_schedule: r.next_schedule,
  });
  set(roomId, { ...e, state: { ...next, at: r.at } });
}

/** Applies a fresh getRoomInfo (after a reconnect, when pushes may have been missed). */
export function applyRoomInfo(roomId: number, info: RoomInfo): void {
  const e = entries.get(roomId) ?? EMPTY;
  const next = keepStreams(e.state, {
    state: info.state,
    reason: e.state?.reason ?? (info.state === 'live' ? 'started' : 'ended'),
    title: info.title,
    live_since: info.live_since,
    streams: info.streams ? { ...info.streams } : null,
    next_schedule: info.next_schedule,
  });
  set(roomId, { state: { ...next, at: e.state?.at ?? 0 }, viewers: info.viewers });
}

/** Drops what was pushed for a room (its page is left: the next visit renders afresh). */
export function forgetRoom(roomId: number): void {
  entries.delete(roomId);
}

/**
 * The room as it stands: the seed, updated by whatever was pushed since. A seed rendered again for
 * the same broadcast (the page refreshed: a first visit's time zone, router.refresh) carries
 * freshly signed copies of the same addresses: the first ones are kept, so the player does not
 * restart its stream.
 */
export function useRoomLive(roomId: number, fresh: RoomLiveSeed): RoomLive {
  // Derived from the previous render's seed (React's "storing information from previous renders").
  const [seen, setSeen] = useState(fresh);
  const [seed, setSeed] = useState(fresh);
  if (seen !== fresh) {
    setSeen(fresh);
    setSeed({ ...fresh, streams: keepStreams(seed, fresh).streams });
  }
  const entry = useSyncExternalStore(
    (onChange) => {
      const set = listeners.get(roomId) ?? new Set();
      listeners.set(roomId, set);
      set.add(onChange);
      return () => {
        set.delete(onChange);
        if (set.size === 0) listeners.delete(roomId);
      };
    },
    () => entries.get(roomId) ?? EMPTY,
    () => EMPTY,
  );
  return useMemo(() => {
    const state = entry.state ? keepStreams(seed, entry.state) : null;
    return {
      ...seed,
      ...(state && {
        state: state.state,
        reason: state.reason,
        title: state.title,
        live_since: state.live_since,
        streams: state.streams,
        next_schedule: state.next_schedule,
      }),
      viewers: entry.viewers ?? seed.viewers,
    };
  }, [entry, seed]);
}

/** After a reconnect the room is read again: a push sent while the socket was down is lost. */
export async function resyncRoom(roomId: number): Promise<void> {
  try {
    applyRoomInfo(
      roomId,
      await apiGet<RoomInfo>('Live_streaming/getRoomInfo', { id: roomId }, { silent: true }),
    );
  } catch {
    // The next push or reload puts it right.
  }
}

const fetchRoomInfo = (id: number) =>
  apiGet<RoomInfo>('Live_streaming/getRoomInfo', { id }, { silent: true });

/**
 * Keeps a live room's pull signature fresh (issue 29 §1): PULL_REFRESH_LEAD_S before the one in
 * use expires, getRoomInfo is read again and the new signature remembered, which every later
 * request of the player carries (lib/live/pull-address.ts); the player itself goes on, the page
 * is not reloaded. A failed read is tried again a minute later; off air, nothing is fetched.
 * `fetchInfo` is for tests.
 */
export function useFreshPull(
  roomId: number,
  streams: RoomLive['streams'],
  fetchInfo: (roomId: number) => Promise<RoomInfo> = fetchRoomInfo,
): void {
  const hls = streams?.hls ?? null;
  const flv = streams?.flv ?? null;
  const expiresAt = streams?.expires_at ?? null;
  useEffect(() => {
    if (hls === null || expiresAt === null) return;
    rememberFreshPull({ hls, flv });
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const plan = (ms: number) => {
      timer = setTimeout(() => void refresh(), ms);
    };
    const refresh = async () => {
      try {
        const info = await fetchInfo(roomId);
        if (stopped || !info.streams) return;
        rememberFreshPull(info.streams);
        plan(Math.max(pullRefreshDelay(info.streams.expires_at), PULL_RETRY_MS));
      } catch {
        if (!stopped) plan(PULL_RETRY_MS);
      }
    };
    plan(pullRefreshDelay(expiresAt));
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [roomId, hls, flv, expiresAt, fetchInfo]);
}

/** What the player shows. */
export type StagePlayer = {
  hls: string | null;
  flv: string | null;
  title: string;
  offline: OfflineInfo | null;
};

const NO_SEED: RoomLiveSeed = {
  state: 'offline',
  reason: 'ended',
  title: '',
  live_since: null,
  streams: null,
  next_schedule: null,
  viewers: 0,
};

/**
 * The room's player follows its state (room-stage.tsx): the broadcast ends → the player is
 * unmounted (its engine stops) and the offline poster shows the next announced broadcast; it
 * comes back on air → the player returns with the new addresses. Without a seed (a recording)
 * the given source stays as it is.
 */
export function useStagePlayer(
  roomId: number,
  seed: RoomLiveSeed | undefined,
  fixed: StagePlayer,
): StagePlayer {
  const room = useRoomLive(roomId, seed ?? NO_SEED);
  useEffect(() => () => forgetRoom(roomId), [roomId]);
  const live = room.state === 'live' && room.streams !== null;
  useFreshPull(roomId, seed && live ? room.streams : null);
  if (!seed) return fixed;
  const next = room.next_schedule;
  return {
    hls: live ? (room.streams?.hls ?? null) : null,
    flv: live ? (room.streams?.flv ?? null) : null,
    title: room.title,
    offline: live || !next ? null : { nextTitle: next.title, nextStartsAt: next.starts_at },
  };
}
