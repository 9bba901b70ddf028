import type { PublicUser } from '@/lib/account/contract';
import type { MatchItem } from '@/lib/matches/types';
import { liveRoom as roomItem } from '@/components/live/test-data';
import { answer, type BffReply } from '@/test/bff';
import { matchItem } from '@/test/match-item';
import { publicUser } from '@/test/users';
import { allMatch } from '@/components/scores/test-data';
import type { BlockedWordItem, ChatRules, ModRecord } from '@/lib/chat/contract';
import type { PushAddress, RoomAdmin, RoomItem, Schedule } from '@/lib/live/contract';

/** Fixtures of the studio's component tests (checked: test/fixtures-contract.test.ts). */

export const anchor: PublicUser = publicUser({
  id: 2,
  user_nickname: 'Coach Li',
  avatar: '',
  mobile: '86-13800000002',
  exp: 900,
  level: 2,
  balance: 10,
  is_anchor: 1,
  invite_code: 'A2',
  is_verified: 1,
});

export const fan: PublicUser = {
  ...anchor,
  id: 7,
  imUserId: 'u7',
  user_nickname: 'Fan',
  is_anchor: 0,
};

/** The anchor's room as live/updateLive and the start and end calls answer it. */
export const offlineRoom: RoomItem = roomItem({
  id: 12,
  group_id: 'room_12',
  anchor_id: anchor.id,
  anchor_nickname: anchor.user_nickname,
  anchor_avatar: anchor.avatar,
  anchor_level: anchor.level,
  title: 'Coach Li live',
  notice: 'Hello',
  sport: 'football',
  category_id: null,
  category_name: null,
  language: 'zh',
  state: 'offline',
  live_since: null,
  viewers: 0,
  followers: 3,
  match_id: null,
  match: null,
});

export const liveRoom: RoomItem = {
  ...offlineRoom,
  state: 'live',
  // 2026-11-05 20:00 in Shanghai.
  live_since: Date.UTC(2026, 10, 5, 12, 0) / 1000,
  viewers: 34,
};

export const push: PushAddress = {
  server: 'rtmp://push.example/live',
  stream_key: 'sABCDEF123?txSecret=s3cr3t&txTime=6A0B1C2D',
  push_url: 'rtmp://push.example/live/sABCDEF123?txSecret=s3cr3t&txTime=6A0B1C2D',
  expires_at: Date.UTC(2026, 10, 6, 12, 0) / 1000,
};

const names = (zh: string, en: string) => ({ zh, en, vi: en });

function match(
  id: number,
  status: MatchItem['status'],
  home: ReturnType<typeof names>,
  away: ReturnType<typeof names>,
  minutesFromEpoch: number,
): MatchItem {
  const matchTime = Date.UTC(2026, 10, 5, 11, 0) / 1000 + minutesFromEpoch * 60;
  return matchItem({
    id,
    sport: 'football',
    short_name_zh: '英超',
    short_name_en: 'EPL',
    short_name_vi: 'EPL',
    home_team_name_zh: home.zh,
    home_team_name_en: home.en,
    home_team_name_vi: home.vi,
    away_team_name_zh: away.zh,
    away_team_name_en: away.en,
    away_team_name_vi: away.vi,
    kickoff: new Date(matchTime * 1000).toISOString(),
    match_time: matchTime,
    status,
    phase: status === 'live' ? '2H' : status === 'finished' ? 'FT' : 'NS',
    match_str: status === 'live' ? "67'" : '',
  });
}

/** Today's matches of hot_match/all_match, for the match picker. */
export const matches: MatchItem[] = [
  match(9001, 'live', names('阿森纳', 'Arsenal'), names('切尔西', 'Chelsea'), 0),
  match(9002, 'scheduled', names('利物浦', 'Liverpool'), names('埃弗顿', 'Everton'), 180),
  match(9003, 'finished', names('热刺', 'Spurs'), names('富勒姆', 'Fulham'), -300),
];

export const rules: ChatRules = {
  slow_mode_s: 0,
  chat_policy: 'everyone',
  min_age_min: 0,
  emoji_only: false,
  no_links: false,
};

export const admins: RoomAdmin[] = [{ id: 31, nickname: 'Mod Wang', avatar: '' }];

export const words: BlockedWordItem[] = [{ id: 5, word: 'spam', lang: '*', action: 'hide' }];

export const modLog: ModRecord[] = [
  {
    id: 1,
    action: 'mute',
    target_chat_id: 'u77',
    detail: { duration: 1 },
    actor_id: 31,
    actor_nickname: 'Mod Wang',
    time: Date.UTC(2026, 10, 5, 12, 30) / 1000,
  },
  {
    id: 2,
    action: 'word.hide',
    target_chat_id: 'guest_0123456789abcdef',
    detail: { word: 'spam' },
    actor_id: null,
    actor_nickname: null,
    time: Date.UTC(2026, 10, 5, 12, 31) / 1000,
  },
];

/** An announced broadcast of the anchor's room. */
export const schedule = (id: number, title: string, startsAt: number, reservations = 0) => ({
  id,
  room_id: offlineRoom.id,
  anchor_id: anchor.id,
  anchor_nickname: anchor.user_nickname,
  anchor_avatar: anchor.avatar,
  title,
  match_id: null,
  starts_at: startsAt,
  reservations,
  reserved: false,
});

export const schedules: Schedule[] = [
  schedule(41, 'Derby night', Date.UTC(2026, 10, 7, 12, 0) / 1000, 3),
];

// --- answers ------------------------------------------------------------------------------------

/** live/updateLive (the studio reads its room with it): the room as it is. */
export const roomNow = (room: RoomItem = offlineRoom) => answer('live/updateLive', room);
export const started = (room: RoomItem, msg = '') => answer('Live/mobileStartRoom', room, msg);
export const ended = (room: RoomItem, msg = '') => answer('Live/endRoom', room, msg);
export const pushAddress = (address: PushAddress = push) => answer('Live/getLiveUrl', address);
/** Live/setPlacard: the notice as saved. */
export const placardSaved = (notice: string) => answer('Live/setPlacard', { notice }, '保存成功');
export const schedulesOf = (list: Schedule[] = schedules) =>
  answer('Live_streaming/getAnchorReserveLiveList', list);
export const scheduleAdded = (title: string, startsAt: number) =>
  answer('Live/addSchedule', schedule(99, title, startsAt), '保存成功');
export const scheduleDeleted = answer('Live/deleteSchedule', null, '已删除');
export const roomAdmins = (list: RoomAdmin[] = admins) => answer('Live/roomAdmins', list);
/** Live/setRoomAdmin: the room's administrators now. */
export const adminsSet = (list: RoomAdmin[], msg = '') => answer('Live/setRoomAdmin', list, msg);
export const chatRules = (now: ChatRules = rules) => answer('chat/rules', now);
/** chat/setRules: the rules after the change. */
export function rulesSaved(change: Partial<ChatRules>) {
  const keys = Object.keys(rules) as (keyof ChatRules)[];
  const saved = Object.fromEntries(keys.map((k) => [k, change[k] ?? rules[k]]));
  return answer('chat/setRules', saved);
}
export const blockedWords = (list: BlockedWordItem[] = words) => answer('chat/blockedWords', list);
export const wordAdded = (word: BlockedWordItem) => answer('chat/addBlockedWord', word);
export const wordRemoved = answer('chat/removeBlockedWord', { removed: true });
export const moderationLog = (list: ModRecord[] = modLog) => answer('chat/modLog', list);
export const categories = answer('live_streaming/categories', [{ id: 3, name: 'Esports' }]);

/** Every read the studio makes, answered; pass `overrides` for the test's own answers. */
export function studioRoutes(
  room: RoomItem = offlineRoom,
  overrides: Record<string, BffReply> = {},
): Record<string, BffReply> {
  return {
    'POST live/updateLive': roomNow(room),
    'GET Live/getLiveUrl': pushAddress(),
    'GET live_streaming/categories': categories,
    'POST hot_match/all_match': allMatch(1, matches, '2026-11-05'),
    'GET Live_streaming/getAnchorReserveLiveList': schedulesOf(),
    'GET chat/rules': chatRules(),
    'GET Live/roomAdmins': roomAdmins(),
    'GET chat/blockedWords': blockedWords(),
    'GET chat/modLog': moderationLog(),
    ...overrides,
  };
}
