import { answer } from '@/test/bff';
import type { Recording, RoomItem, RoomMatch } from '@/lib/live/contract';

/** A match summary as rooms carry it (lib/live/contract.ts matchSummary). */
export function roomMatch(overrides: Partial<RoomMatch> = {}): RoomMatch {
  return {
    id: 70,
    sport: 'football',
    status: 'live',
    match_str: "67'",
    match_time: Date.UTC(2026, 10, 27, 12, 0) / 1000,
    home_score: 2,
    away_score: 1,
    home_team_name_zh: '上海海港',
    home_team_name_en: 'Shanghai Port',
    home_team_name_vi: 'Shanghai Port VN',
    away_team_name_zh: '梅州客家',
    away_team_name_en: 'Meizhou Hakka',
    away_team_name_vi: 'Meizhou Hakka VN',
    short_name_zh: '中超',
    short_name_en: 'CSL',
    short_name_vi: 'CSL',
    ...overrides,
  };
}

/** A room of `live_streaming/getLiveList2`, on air by default. */
export function liveRoom(overrides: Partial<RoomItem> = {}): RoomItem {
  return {
    id: 5,
    group_id: 'room_5',
    anchor_id: 50,
    anchor_nickname: '解说老李',
    anchor_avatar: '/avatars/1.svg',
    anchor_level: 12,
    title: '老李带你看球：焦点战全场解说',
    notice: '',
    cover: '/images/covers/pitch-1.svg',
    sport: 'football',
    category_id: null,
    category_name: null,
    language: 'zh',
    state: 'live',
    live_since: Date.UTC(2026, 10, 27, 11, 30) / 1000,
    viewers: 12_345,
    followers: 321,
    match_id: 70,
    match: roomMatch(),
    ...overrides,
  };
}

/** A replay of type 4. */
export function recording(overrides: Partial<Recording> = {}): Recording {
  return {
    id: 9,
    room_id: 3,
    anchor_id: 7,
    anchor_nickname: 'Hoops Daily',
    anchor_avatar: '/avatars/3.svg',
    title: 'Hoops Daily: play-by-play',
    cover: '/images/covers/court-1.svg',
    sport: 'basketball',
    language: 'en',
    match_id: null,
    // 2026-11-26 12:37 UTC: 20:37 in Shanghai, 19:37 in Ho Chi Minh City.
    started_at: Date.UTC(2026, 10, 26, 12, 37) / 1000,
    duration_s: 2 * 3600 + 21 * 60 + 5,
    peak_viewers: 1_234,
    ...overrides,
  };
}

/** Member/attention: the user follows (or no longer follows) anchor `anchorId`. */
export const followed = (anchorId: number, state: boolean, msg = '') =>
  answer('Member/attention', { anchor_id: anchorId, followed: state }, msg);

/** live/deleteReserveLive: the booking of a broadcast is cancelled. */
export const unreserved = (msg = '') => answer('live/deleteReserveLive', null, msg);

/** chat/delMsg: the messages (sequences) deleted. */
export const messagesDeleted = (sequences: number[]) =>
  answer('chat/delMsg', { deleted: sequences });
