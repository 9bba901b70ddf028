import type { PublicUser } from '@/lib/account/types';
import { ok, type BffReply } from '@/test/bff';
import type {
  BlockedWord,
  ChatRules,
  DayMatch,
  ModRecord,
  PushAddress,
  Room,
  RoomAdmin,
  Schedule,
} from './types';

/** Fixtures of the studio's component tests. */

export const anchor: PublicUser = {
  id: 2,
  user_nickname: 'Coach Li',
  avatar: '',
  mobile: '86-13800000002',
  exp: 900,
  level: 2,
  balance: 10,
  is_anchor: 1,
  imUserId: 'u2',
  userSig: 'sig',
  invite_code: 'A2',
  signature: '',
  sex: 0,
  is_verified: 1,
  has_payment_password: 0,
};

export const fan: PublicUser = { ...anchor, id: 7, user_nickname: 'Fan', is_anchor: 0 };

export const offlineRoom: Room = {
  id: 12,
  title: 'Coach Li live',
  notice: 'Hello',
  sport: 'football',
  category_id: null,
  category_name: null,
  language: 'zh',
  state: 'offline',
  live_since: null,
  viewers: 0,
  match_id: null,
  match: null,
};

export const liveRoom: Room = {
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
  status: DayMatch['status'],
  home: ReturnType<typeof names>,
  away: ReturnType<typeof names>,
  minutesFromEpoch: number,
): DayMatch {
  return {
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
    match_time: Date.UTC(2026, 10, 5, 11, 0) / 1000 + minutesFromEpoch * 60,
    status,
    match_str: status === 'live' ? "67'" : '',
  };
}

export const matches: DayMatch[] = [
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

export const words: BlockedWord[] = [{ id: 5, word: 'spam', lang: '*', action: 'hide' }];

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

export const schedules: Schedule[] = [
  {
    id: 41,
    title: 'Derby night',
    match_id: null,
    starts_at: Date.UTC(2026, 10, 7, 12, 0) / 1000,
    reservations: 3,
  },
];

/** Every read the studio makes, answered; pass `overrides` for the test's own answers. */
export function studioRoutes(
  room: Room = offlineRoom,
  overrides: Record<string, BffReply> = {},
): Record<string, BffReply> {
  return {
    'POST live/updateLive': ok(room),
    'GET Live/getLiveUrl': ok(push),
    'GET live_streaming/categories': ok([{ id: 3, name: 'Esports' }]),
    'POST hot_match/all_match': ok({ seq: 1, date: '2026-11-05', competitions: [], matches }),
    'GET Live_streaming/getAnchorReserveLiveList': ok(schedules),
    'GET chat/rules': ok(rules),
    'GET Live/roomAdmins': ok(admins),
    'GET chat/blockedWords': ok(words),
    'GET chat/modLog': ok(modLog),
    ...overrides,
  };
}
