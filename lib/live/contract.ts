/**
 * The live-room contract (docs/architecture.md "Contracts", docs/decisions/024): the zod input and
 * output schemas of the live endpoints (docs/product.md §7 "Live", "Social"), wired to endpoints by
 * lib/api/routes/live.ts, and the types inferred from them that the domain and the pages read.
 * Browser-safe: zod, the shared rules, the account contract (number fields) and ./limits only;
 * browser code imports it with `import type`, and constants from ./limits.
 */
import { z } from 'zod';
import { blank, choice } from '@/lib/rules/input-fields';
import { numberField } from '@/lib/account/contract';
import { idField, optionalIdField } from '@/lib/rules';
import {
  LIVE_PAGE_DEFAULT,
  LIVE_PAGE_MAX,
  NOTICE_MAX,
  ROOM_LANGUAGES,
  ROOM_SPORTS,
  SCHEDULE_AHEAD_DAYS,
  TITLE_MAX,
  charCount,
} from './limits';

export * from './limits';

/** 1/0, true/false or "1"/"0" (forms and query strings). */
const flagField = z
  .preprocess((v) => {
    if (v === '1' || v === 1 || v === 'true') return true;
    if (v === '0' || v === 0 || v === 'false') return false;
    return blank(v);
  }, z.boolean().optional())
  .describe('1 (or true) / 0 (or false)');

const pageField = z
  .preprocess(blank, numberField(1, 1000).optional())
  .describe('page number, from 1 (default 1)');
const limitField = z
  .preprocess(blank, numberField(1, LIVE_PAGE_MAX).optional())
  .describe(`page size, 1–${LIVE_PAGE_MAX} (default ${LIVE_PAGE_DEFAULT})`);

/**
 * At most `max` characters, counted as code points (an emoji is one, as the studio's counter and
 * the table's char_length count it), with the usual "must not exceed" message.
 */
function maxChars(max: number) {
  return z.string().superRefine((s, ctx) => {
    if (charCount(s) > max)
      ctx.addIssue({ code: 'too_big', origin: 'string', maximum: max, inclusive: true, input: s });
  });
}

// ---- inputs ---------------------------------------------------------------------------------------

export const titleField = z
  .string()
  .max(TITLE_MAX * 4)
  .transform((s) => s.normalize('NFC').trim().replace(/\s+/g, ' '))
  .pipe(z.string().min(1))
  .pipe(maxChars(TITLE_MAX));

export const noticeField = z
  .string()
  .max(NOTICE_MAX * 4)
  .transform((s) => s.normalize('NFC').trim())
  .pipe(maxChars(NOTICE_MAX))
  .describe(
    `the anchor notice, at most ${NOTICE_MAX} characters (docs/product.md §5); empty clears it`,
  );

const sportField = choice(ROOM_SPORTS);
const languageField = choice(ROOM_LANGUAGES).describe('commentary language: zh, en or vi');
const coverField = z
  .string()
  .trim()
  .max(300)
  .regex(/^(\/[^\s]*|https:\/\/[^\s]+)?$/)
  .optional()
  .describe('a cover address returned by an upload (site-relative or https)');

/** live_streaming/getLiveList2 */
export const liveListInput = z.object({
  type: z
    .preprocess(blank, numberField(0, 4).optional())
    .describe('0 all, 1 football, 2 basketball, 3 other (with id: one category), 4 replays'),
  id: optionalIdField().describe('type 3: the category id'),
  page: pageField,
  limit: limitField,
});

export const roomIdInput = z.object({ id: idField().describe('the room id') });
export const recordingIdInput = z.object({ id: idField().describe('the recording id') });
export const matchRoomsInput = z.object({ match_id: idField() });
export const anchorIdInput = z.object({ anchor_id: idField() });
export const scheduleIdInput = z.object({ id: idField().describe('the announced broadcast id') });

export const recordingListInput = z.object({
  room_id: optionalIdField(),
  anchor_id: optionalIdField(),
  page: pageField,
  limit: limitField,
});

export const roomSettingsInput = z.object({
  title: titleField.optional(),
  sport: sportField,
  category_id: optionalIdField().describe(
    'sport "other": its category (live_streaming/categories)',
  ),
  match_id: optionalIdField().describe('the match commentated'),
  language: languageField,
  cover: coverField,
});

export const titleInput = z.object({ title: titleField });
export const noticeInput = z.object({ notice: noticeField });

export const followInput = z.object({
  anchor_id: idField(),
  type: flagField.describe('1 follow, 0 unfollow; left out: toggle'),
});

export const scheduleInput = z.object({
  title: titleField,
  starts_at: numberField(1, 99_999_999_999).describe(
    `unix seconds, in the next ${SCHEDULE_AHEAD_DAYS} days`,
  ),
  match_id: optionalIdField(),
});

export const roomAdminInput = z.object({
  user_id: idField(),
  type: flagField.describe('1 appoint (default), 0 dismiss'),
});

// ---- outputs --------------------------------------------------------------------------------------

const matchSummary = z
  .object({
    id: z.number().int(),
    sport: z.string(),
    status: z.string(),
    match_str: z.string(),
    match_time: z.number().int(),
    home_score: z.number().int(),
    away_score: z.number().int(),
    home_team_name_zh: z.string(),
    home_team_name_en: z.string(),
    home_team_name_vi: z.string(),
    away_team_name_zh: z.string(),
    away_team_name_en: z.string(),
    away_team_name_vi: z.string(),
    short_name_zh: z.string(),
    short_name_en: z.string(),
    short_name_vi: z.string(),
  })
  .nullable();

export const roomItemOutput = z.object({
  id: z.number().int(),
  group_id: z.string().describe('the chat group (websocket chat.join)'),
  anchor_id: z.number().int(),
  anchor_nickname: z.string(),
  anchor_avatar: z.string(),
  anchor_level: z.number().int(),
  title: z.string(),
  notice: z.string(),
  cover: z.string(),
  sport: z.enum(ROOM_SPORTS),
  category_id: z.number().int().nullable(),
  category_name: z.string().nullable(),
  language: z.string(),
  state: z.enum(['live', 'offline']),
  live_since: z.number().int().nullable().describe('unix seconds, while live'),
  viewers: z.number().int().describe('viewers present now (presence)'),
  followers: z.number().int(),
  match_id: z.number().int().nullable(),
  match: matchSummary,
});

export const recordingOutput = z.object({
  id: z.number().int(),
  room_id: z.number().int(),
  anchor_id: z.number().int(),
  anchor_nickname: z.string(),
  anchor_avatar: z.string(),
  title: z.string(),
  cover: z.string(),
  sport: z.string(),
  language: z.string(),
  match_id: z.number().int().nullable(),
  started_at: z.number().int(),
  duration_s: z.number().int(),
  peak_viewers: z.number().int(),
});

export const recordingShowOutput = recordingOutput.extend({
  playback: z.string().describe('the signed VOD playlist (.m3u8), valid 6 h'),
});

export const scheduleOutput = z.object({
  id: z.number().int(),
  room_id: z.number().int(),
  anchor_id: z.number().int(),
  anchor_nickname: z.string(),
  anchor_avatar: z.string(),
  title: z.string(),
  match_id: z.number().int().nullable(),
  starts_at: z.number().int(),
  reservations: z.number().int(),
  reserved: z.boolean(),
});
/** getAnchorReserveLiveList, getUserReserveLiveList: soonest first. */
export const schedulesOutput = z.array(scheduleOutput);

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int(), page: z.number().int() });

/** live_streaming/getLiveList2: a page of rooms, or of recordings (type 4). */
export const liveListOutput = z.union([pageOf(roomItemOutput), pageOf(recordingOutput)]);
export const recordingPageOutput = pageOf(recordingOutput);

/** live_streaming/categories */
export const categoriesOutput = z.array(z.object({ id: z.number().int(), name: z.string() }));

export const streamsOutput = z.object({
  hls: z.string().describe('signed live HLS playlist (.m3u8)'),
  flv: z.string().nullable().describe('signed HTTP-FLV address, when the room has one'),
  expires_at: z.number().int().describe('unix seconds; fetch getRoomInfo again after'),
});

export const roomInfoOutput = roomItemOutput.extend({
  followed: z.boolean(),
  is_staff: z.boolean().describe('the viewer may moderate this room'),
  streams: streamsOutput.nullable().describe('null while offline'),
  next_schedule: scheduleOutput.nullable().describe('the next announced broadcast'),
  closed_until: z
    .string()
    .nullable()
    .optional()
    .describe('closed by the console until then (ISO; year 9999: for good), else null'),
});

/**
 * A room's state as the websocket pushes it to everyone in the room (`room.state`, docs/realtime.md
 * "Room state"): whenever it goes on or off air (the studio, the publish hook, staff) or its title
 * changes. `at` (server milliseconds) orders the pushes: a client keeps the newest.
 */
export const roomStateOutput = z.object({
  id: z.number().int(),
  state: z.enum(['live', 'offline']),
  reason: z
    .enum(['started', 'ended', 'closed', 'updated'])
    .describe('went on air, was ended (the anchor or the media server), closed by staff, edited'),
  title: z.string(),
  live_since: z.number().int().nullable().describe('unix seconds, while live'),
  streams: streamsOutput.nullable().describe('signed pull addresses while live, else null'),
  next_schedule: scheduleOutput
    .pick({ id: true, title: true, starts_at: true })
    .nullable()
    .describe('the next announced broadcast (the offline poster)'),
  at: z.number().int().describe('server time of the change, milliseconds'),
});

/** The room's frames on `/ws` (docs/realtime.md "Room state and viewers"). */
export type RoomStateFrame = {
  type: 'room.state';
  group: string;
  room: z.infer<typeof roomStateOutput>;
};
export type RoomViewersFrame = { type: 'room.viewers'; group: string; viewers: number };
export type RoomFrame = RoomStateFrame | RoomViewersFrame;

/** Live/getRoomList: the rooms on air commentating a match, by commentary language. */
export const matchRoomsOutput = z.array(
  z.object({ language: z.string(), rooms: z.array(roomItemOutput) }),
);

export const pushOutput = z.object({
  server: z.string().describe('OBS "Server"'),
  stream_key: z.string().describe('OBS "Stream key" (signed, expires)'),
  push_url: z.string().describe('server + "/" + stream_key'),
  expires_at: z.number().int(),
});

/** Live/getPlacard, Live/setPlacard */
export const placardOutput = z.object({ notice: z.string() });

export const followOutput = z.object({ anchor_id: z.number().int(), followed: z.boolean() });

/** User/attentionList: the followed anchors, those on air first, each with its room (or null). */
export const followedAnchorsOutput = z.array(
  z.object({
    anchor_id: z.number().int(),
    nickname: z.string(),
    avatar: z.string(),
    level: z.number().int(),
    followed_at: z.number().int(),
    room: roomItemOutput.nullable(),
  }),
);

export const roomAdminOutput = z.array(
  z.object({ id: z.number().int(), nickname: z.string(), avatar: z.string() }),
);

// ---- types ----------------------------------------------------------------------------------------

/** A room as lists and the studio receive it (Live/mobileStartRoom, live/updateLive …). */
export type RoomItem = z.infer<typeof roomItemOutput>;
/** The match a room commentates, as rooms carry it. */
export type RoomMatch = NonNullable<RoomItem['match']>;
/** Live_streaming/getRoomInfo */
export type RoomInfo = z.infer<typeof roomInfoOutput>;
export type Recording = z.infer<typeof recordingOutput>;
/** live_record/show: a recording with its signed playlist. */
export type RecordingShow = z.infer<typeof recordingShowOutput>;
/** An announced broadcast (getAnchorReserveLiveList, Live/addSchedule …). */
export type Schedule = z.infer<typeof scheduleOutput>;
/** A page of getLiveList2 or of the recording lists. */
export type LivePage<T> = { list: T[]; total: number; page: number };
export type Category = z.infer<typeof categoriesOutput>[number];
export type Streams = z.infer<typeof streamsOutput>;
/** A room's pushed state (`room.state`). */
export type RoomState = z.infer<typeof roomStateOutput>;
export type MatchRoomGroup = z.infer<typeof matchRoomsOutput>[number];
/** Live/getLiveUrl */
export type PushAddress = z.infer<typeof pushOutput>;
export type Placard = z.infer<typeof placardOutput>;
export type FollowAnswer = z.infer<typeof followOutput>;
export type FollowedAnchor = z.infer<typeof followedAnchorsOutput>[number];
export type RoomAdmin = z.infer<typeof roomAdminOutput>[number];

export type LiveListInput = z.infer<typeof liveListInput>;
export type RecordingListInput = z.infer<typeof recordingListInput>;
export type RoomSettingsInput = z.infer<typeof roomSettingsInput>;
export type ScheduleInput = z.infer<typeof scheduleInput>;

// ---- the member centre (issue 25) ------------------------------------------------------------------

/** User/watchlistList and User/anchorExperienceList: a page of the caller's own list. */
export const memberPageInput = z.object({ page: pageField, limit: limitField });

/** User/watchlistList: a page of the anchors the user follows, those on air first. */
export const watchlistOutput = z.object({
  list: followedAnchorsOutput,
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

/** One past (or current) broadcast of the calling anchor. */
export const anchorExperienceOutput = z.object({
  list: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      sport: z.enum(ROOM_SPORTS),
      started_at: z.number().int().describe('unix seconds'),
      ended_at: z.number().int().nullable().describe('unix seconds; null while on air'),
      duration_s: z.number().int().describe('seconds on air (so far, while on air)'),
      peak_viewers: z.number().int(),
      gifts: z.number().int().describe('gifts received during the broadcast'),
      gift_coins: z.number().describe('their value in coins, one decimal'),
      recorded: z.boolean().describe('a recording can be played back (live_record/show)'),
    }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

export type MemberPageInput = z.infer<typeof memberPageInput>;
export type Watchlist = z.infer<typeof watchlistOutput>;
export type AnchorExperiencePage = z.infer<typeof anchorExperienceOutput>;
export type AnchorExperience = AnchorExperiencePage['list'][number];
