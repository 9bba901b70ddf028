/**
 * The shapes the studio reads from the platform API (docs/api.md, section "live" and "chat"), as
 * far as the studio uses them, and the limits it checks before sending. Browser-safe: no zod (the
 * API's own schemas live in lib/live/schemas.ts and stay out of the browser).
 */

export type Sport = 'football' | 'basketball' | 'other';
export type CommentaryLanguage = 'zh' | 'en' | 'vi';

export const SPORTS: readonly Sport[] = ['football', 'basketball', 'other'];
export const LANGUAGES: readonly CommentaryLanguage[] = ['zh', 'en', 'vi'];

/** lib/live/schemas.ts TITLE_MAX and NOTICE_MAX (SPEC.md §5: the notice at most 50). */
export const TITLE_MAX = 40;
export const NOTICE_MAX = 50;

/** Live/addSchedule: the start lies in the next 30 days. */
export const SCHEDULE_AHEAD_DAYS = 30;

/** How many moderation records the studio shows (chat/modLog answers up to 100). */
export const LOG_SHOWN = 50;

/** Characters as a reader counts them: code points, so an emoji is one (`[...s].length`). */
export function charCount(s: string): number {
  return [...s].length;
}

export type RoomMatch = {
  id: number;
  sport: string;
  status: string;
  match_str: string;
  match_time: number;
  home_team_name_zh: string;
  home_team_name_en: string;
  home_team_name_vi: string;
  away_team_name_zh: string;
  away_team_name_en: string;
  away_team_name_vi: string;
  short_name_zh: string;
  short_name_en: string;
  short_name_vi: string;
};

/** The room item of Live/mobileStartRoom, Live/endRoom, live/updateLive and live/setTitle. */
export type Room = {
  id: number;
  title: string;
  notice: string;
  sport: Sport;
  category_id: number | null;
  category_name: string | null;
  language: string;
  state: 'live' | 'offline';
  /** Unix seconds, while live. */
  live_since: number | null;
  viewers: number;
  match_id: number | null;
  match: RoomMatch | null;
};

/** Live/getLiveUrl */
export type PushAddress = {
  server: string;
  stream_key: string;
  push_url: string;
  /** Unix seconds. */
  expires_at: number;
};

/** live_streaming/categories */
export type Category = { id: number; name: string };

/** A row of hot_match/all_match (the fields the match picker shows). */
export type DayMatch = {
  id: number;
  sport: 'football' | 'basketball';
  short_name_zh: string;
  short_name_en: string;
  short_name_vi: string;
  home_team_name_zh: string;
  home_team_name_en: string;
  home_team_name_vi: string;
  away_team_name_zh: string;
  away_team_name_en: string;
  away_team_name_vi: string;
  match_time: number;
  status: 'scheduled' | 'live' | 'finished' | 'postponed' | 'cancelled';
  match_str: string;
};

/** Live_streaming/getAnchorReserveLiveList, Live/addSchedule */
export type Schedule = {
  id: number;
  title: string;
  match_id: number | null;
  /** Unix seconds. */
  starts_at: number;
  reservations: number;
};

/** chat/rules, chat/setRules */
export type ChatPolicy = 'everyone' | 'users' | 'followers' | 'age';
export const CHAT_POLICIES: readonly ChatPolicy[] = ['everyone', 'users', 'followers', 'age'];

export type ChatRules = {
  slow_mode_s: number;
  chat_policy: ChatPolicy;
  min_age_min: number;
  emoji_only: boolean;
  no_links: boolean;
};

/** chat/setRules bounds. */
export const SLOW_MODE_MAX = 300;
export const MIN_AGE_MAX = 525_600;
export const SLOW_MODE_CHOICES = [0, 3, 5, 10, 15, 30, 60, 120, 300] as const;

/** Live/roomAdmins, Live/setRoomAdmin */
export type RoomAdmin = { id: number; nickname: string; avatar: string };

/** chat/blockedWords, chat/addBlockedWord */
export type WordLang = '*' | 'zh' | 'en' | 'vi';
export type WordAction = 'hide' | 'mute' | 'blacklist';
export const WORD_LANGS: readonly WordLang[] = ['*', 'zh', 'en', 'vi'];
export const WORD_ACTIONS: readonly WordAction[] = ['hide', 'mute', 'blacklist'];
export const WORD_MAX = 40;

export type BlockedWord = { id: number; word: string; lang: string; action: string };

/** chat/modLog */
export type ModRecord = {
  id: number;
  action: string;
  target_chat_id: string | null;
  detail: unknown;
  actor_id: number | null;
  actor_nickname: string | null;
  /** Unix seconds. */
  time: number;
};

/** Team and competition names in the page's language. */
export function localName(
  row: Record<string, unknown>,
  field: 'home_team_name' | 'away_team_name' | 'short_name',
  locale: string,
): string {
  const own = row[`${field}_${locale}`];
  if (typeof own === 'string' && own) return own;
  const zh = row[`${field}_zh`];
  return typeof zh === 'string' ? zh : '';
}
