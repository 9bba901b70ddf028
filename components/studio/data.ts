'use client';

import { useEffect, useRef } from 'react';
import useSWR, { type SWRConfiguration } from 'swr';
import { socketUrl } from '@/lib/realtime/client';
import { watchRoom } from '@/lib/live/watch-client';
import { apiGet, apiPost } from '@/lib/client/api';
import { todayIn } from '@/lib/rules/zone';
import type { BlockedWordItem, ChatRules, ModRecord } from '@/lib/chat/contract';
import type {
  Category,
  PushAddress,
  RoomAdmin,
  RoomFrame,
  RoomItem,
  Schedule,
} from '@/lib/live/contract';
import type { MatchItem } from '@/lib/matches/types';

/** A row of hot_match/all_match, the fields the match picker shows. */
export type DayMatch = Pick<
  MatchItem,
  | 'id'
  | 'sport'
  | 'match_time'
  | 'status'
  | 'match_str'
  | 'short_name_zh'
  | 'short_name_en'
  | 'short_name_vi'
  | 'home_team_name_zh'
  | 'home_team_name_en'
  | 'home_team_name_vi'
  | 'away_team_name_zh'
  | 'away_team_name_en'
  | 'away_team_name_vi'
>;

/**
 * The studio's reads, one SWR key each. A failed read has been toasted by the API client (its
 * localized `msg`); the sections offer a retry. Nothing retries or refetches behind the anchor's
 * back: each opening of the studio reads afresh.
 */
const READ: SWRConfiguration = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  shouldRetryOnError: false,
};

/**
 * The anchor's own room. Live/getLiveUrl does not name it; live/updateLive with no fields changes
 * nothing and answers the room item (making the room on first use, as every anchor call does).
 * It is marked a mutation, so it goes as a POST.
 */
export function useRoom() {
  return useSWR<RoomItem>('studio/room', () => apiPost<RoomItem>('live/updateLive', {}), READ);
}

/** The room as a pushed frame leaves it (its state, title and the viewers present). */
export function withRoomFrame(room: RoomItem, f: RoomFrame): RoomItem {
  if (f.type === 'room.viewers') return { ...room, viewers: f.viewers };
  if (f.room.id !== room.id) return room;
  return { ...room, state: f.room.state, title: f.room.title, live_since: f.room.live_since };
}

/**
 * While the studio is open it follows its room over the websocket (`room.watch`, not counted as
 * a viewer): on or off air, the title and the viewers present, the same count as the room's
 * header and the lists (issue 24).
 */
export function useRoomWatch(room: RoomItem | undefined, update: (f: RoomFrame) => void) {
  const group = room?.group_id;
  const latest = useRef(update);
  useEffect(() => {
    latest.current = update;
  });
  useEffect(() => {
    if (!group) return;
    const url = socketUrl('/ws', window.location.href);
    const w = watchRoom({ url, group, onFrame: (f) => latest.current(f) });
    return () => w.close();
  }, [group]);
}

/** The OBS push address; `mutate()` asks for a freshly signed key. */
export function usePushAddress() {
  return useSWR<PushAddress>('studio/push', () => apiGet<PushAddress>('Live/getLiveUrl'), READ);
}

export function useCategories(enabled: boolean) {
  return useSWR<Category[]>(
    enabled ? 'studio/categories' : null,
    () => apiGet<Category[]>('live_streaming/categories'),
    READ,
  );
}

/** Today's matches of a sport in the page's zone that are on now or still to come. */
export function useTodayMatches(sport: 'football' | 'basketball' | null, zone: string) {
  const day = todayIn(zone);
  return useSWR<DayMatch[]>(
    sport ? ['studio/matches', sport, day, zone] : null,
    async () => {
      const { matches } = await apiPost<{ matches: DayMatch[] }>('hot_match/all_match', {
        sport,
        date: day,
        tz: zone,
      });
      return matches
        .filter((m) => m.status === 'live' || m.status === 'scheduled')
        .sort((a, b) => a.match_time - b.match_time);
    },
    READ,
  );
}

export function useSchedules(anchorId: number) {
  return useSWR<Schedule[]>(
    ['studio/schedules', anchorId],
    () => apiGet<Schedule[]>('Live_streaming/getAnchorReserveLiveList', { anchor_id: anchorId }),
    READ,
  );
}

export function useChatRules(roomId: number) {
  return useSWR<ChatRules>(
    ['studio/rules', roomId],
    () => apiGet<ChatRules>('chat/rules', { room_id: roomId }),
    READ,
  );
}

export function useRoomAdmins() {
  return useSWR<RoomAdmin[]>('studio/admins', () => apiGet<RoomAdmin[]>('Live/roomAdmins'), READ);
}

export function useBlockedWords(roomId: number) {
  return useSWR<BlockedWordItem[]>(
    ['studio/words', roomId],
    () => apiGet<BlockedWordItem[]>('chat/blockedWords', { room_id: roomId }),
    READ,
  );
}

export function useModLog(roomId: number) {
  return useSWR<ModRecord[]>(
    ['studio/modlog', roomId],
    () => apiGet<ModRecord[]>('chat/modLog', { room_id: roomId }),
    READ,
  );
}
