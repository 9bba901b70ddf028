import 'server-only';
import { z } from 'zod';
import { env } from '@/lib/env';
import {
  endBroadcast,
  ensureRoom,
  followedAnchors,
  getRecording,
  isFollowing,
  isRoomStaff,
  listCategories,
  listLiveRooms,
  listRecordings,
  listRoomAdmins,
  isClosed,
  requireRoom,
  roomItem,
  roomsForMatch,
  setFollow,
  setNotice,
  setRoomAdmin,
  startBroadcast,
  updateRoom,
} from '@/lib/live/rooms';
import {
  addSchedule,
  anchorSchedules,
  deleteSchedule,
  nextSchedule,
  reserve,
  unreserve,
  userReservations,
} from '@/lib/live/schedules';
import {
  LIVE_PAGE_DEFAULT,
  MAX_ROOM_ADMINS,
  MAX_UPCOMING,
  NOTICE_MAX,
  SCHEDULE_AHEAD_DAYS,
  TITLE_MAX,
  anchorIdInput,
  categoriesOutput,
  followInput,
  followOutput,
  followedAnchorsOutput,
  liveListInput,
  liveListOutput,
  matchRoomsInput,
  matchRoomsOutput,
  noticeInput,
  placardOutput,
  pushOutput,
  recordingIdInput,
  recordingListInput,
  recordingPageOutput,
  recordingShowOutput,
  roomAdminInput,
  roomAdminOutput,
  roomIdInput,
  roomInfoOutput,
  roomItemOutput,
  roomSettingsInput,
  scheduleIdInput,
  scheduleInput,
  scheduleOutput,
  schedulesOutput,
  titleInput,
  type RecordingListInput,
  type RoomSettingsInput,
} from '@/lib/live/contract';
import { pullUrls, pushAddress, recordingUrl } from '@/lib/live/streams';
import { announceRoomState, announceStarted } from '@/lib/live/room-state';
import type { AuthUser } from '@/lib/account/auth';
import type { Locale } from '@/i18n/locales';
import { AppError } from '@/lib/errors/app-error';
import { endpoint, ok } from '../endpoint';

const TAG = 'live';

/** The host OBS pushes to when STREAM_PUSH_BASE is unset: the site's own. */
function siteHost(headers: Headers): string {
  const origin = env().PUBLIC_URL ?? headers.get('x-public-origin');
  try {
    return origin ? new URL(origin).hostname : 'localhost';
  } catch {
    return 'localhost';
  }
}

/**
 * Live/startRoom and Live/mobileStartRoom: on air, told to the room's viewers and the anchor's
 * followers when it changed.
 */
async function start(user: AuthUser, input: RoomSettingsInput, lang: Locale) {
  const { row, changed } = await startBroadcast(user, input);
  if (changed) await announceStarted(row.id);
  return roomItem(row, lang);
}

/** A page of recordings, of a room or an anchor when given (the two recording lists). */
function recordingPage(input: RecordingListInput) {
  return listRecordings({
    roomId: input.room_id,
    anchorId: input.anchor_id,
    page: input.page ?? 1,
    limit: input.limit ?? LIVE_PAGE_DEFAULT,
  });
}

export const liveEndpoints = [
  // GET api/live_streaming/getLiveList2 – the live list by type (docs/product.md §2 /anchor)
  endpoint({
    method: 'GET',
    path: 'live_streaming/getLiveList2',
    summary:
      'The live list of /anchor: type 0 all rooms on air, 1 football, 2 basketball, 3 other (id: one category of live_streaming/categories), 4 replays (recordings, newest first). Rooms are ordered by viewers present, then time on air.',
    tag: TAG,
    input: liveListInput,
    output: liveListOutput,
    handler: async ({ input, lang }) => {
      const page = input.page ?? 1;
      const limit = input.limit ?? LIVE_PAGE_DEFAULT;
      const type = input.type ?? 0;
      if (type === 4) return ok(await listRecordings({ page, limit }));
      return ok(
        await listLiveRooms({
          type: type as 0 | 1 | 2 | 3,
          categoryId: type === 3 ? input.id : undefined,
          page,
          limit,
          lang,
        }),
      );
    },
  }),
  // GET api/live_streaming/categories – the "other" categories (side menu)
  endpoint({
    method: 'GET',
    path: 'live_streaming/categories',
    summary:
      'Not in the spec: the categories under "other" in the live side menu (/anchor?type=3&id=&name=), in the request language.',
    tag: TAG,
    output: categoriesOutput,
    handler: async ({ lang }) => ok(await listCategories(lang)),
  }),
  // GET api/Live_streaming/getRoomInfo – one room with its chat group and signed pull addresses
  endpoint({
    method: 'GET',
    path: 'Live_streaming/getRoomInfo',
    summary:
      'A room (/live?id=): anchor, title, notice, state, viewers, its chat group_id, signed pull addresses while live (HLS, HTTP-FLV), whether the viewer follows the anchor or may moderate, and the next announced broadcast. Unknown id → code 1.',
    tag: TAG,
    auth: 'optional',
    input: roomIdInput,
    output: roomInfoOutput,
    handler: async ({ input, lang, user }) => {
      const row = await requireRoom(input.id);
      const [item, followed, staff, next] = await Promise.all([
        roomItem(row, lang),
        user ? isFollowing(user.id, row.anchorId) : false,
        isRoomStaff(row, user),
        nextSchedule(row.id, user?.id ?? null),
      ]);
      return ok({
        ...item,
        followed,
        is_staff: staff,
        streams: row.state === 'live' ? pullUrls(row.streamName) : null,
        next_schedule: next,
        // Closed by the console (lib/admin/rooms.ts): the page says so.
        closed_until: isClosed(row) ? row.closedUntil!.toISOString() : null,
      });
    },
  }),
  // GET api/Live/getRoomList – the rooms commentating a match, by language
  endpoint({
    method: 'GET',
    path: 'Live/getRoomList',
    summary:
      'The spec names it without detail; read as the rooms on air that commentate a match (the match centre), grouped by commentary language, the request language first.',
    tag: TAG,
    input: matchRoomsInput,
    output: matchRoomsOutput,
    handler: async ({ input, lang }) => ok(await roomsForMatch(input.match_id, lang)),
  }),
  // GET api/Live_streaming/getLivePlaybackList – a room's or an anchor's recordings
  endpoint({
    method: 'GET',
    path: 'Live_streaming/getLivePlaybackList',
    summary:
      'Recordings (ended broadcasts of a minute or more) of a room or an anchor, newest first.',
    tag: TAG,
    input: recordingListInput,
    output: recordingPageOutput,
    handler: async ({ input }) => ok(await recordingPage(input)),
  }),
  // GET api/live_record/index – every recording, newest first
  endpoint({
    method: 'GET',
    path: 'live_record/index',
    summary: 'All recordings, newest first (replays); room_id or anchor_id narrow them.',
    tag: TAG,
    input: recordingListInput,
    output: recordingPageOutput,
    handler: async ({ input }) => ok(await recordingPage(input)),
  }),
  // GET api/live_record/show – one recording
  endpoint({
    method: 'GET',
    path: 'live_record/show',
    summary: 'One recording with its signed VOD playlist (`playback`). Unknown id → code 1.',
    tag: TAG,
    input: recordingIdInput,
    output: recordingShowOutput,
    handler: async ({ input }) => {
      const rec = await getRecording(input.id);
      if (!rec) throw new AppError('recordingNotFound');
      return ok({ ...rec, playback: recordingUrl(rec.id, rec.duration_s) });
    },
  }),
  // GET api/Live/getLiveUrl – the anchor's push address for OBS
  endpoint({
    method: 'GET',
    path: 'Live/getLiveUrl',
    summary:
      "The anchor's push address for OBS: server and a signed stream key valid 24 h (a non-anchor → code 1). The room is made on first use.",
    tag: TAG,
    auth: 'anchor',
    output: pushOutput,
    handler: async ({ user, headers }) => {
      const room = await ensureRoom(user);
      return ok(pushAddress(room.streamName, siteHost(headers)));
    },
  }),
  // GET api/Live/startRoom – goes on air
  endpoint({
    method: 'GET',
    path: 'Live/startRoom',
    summary:
      "Starts a broadcast of the anchor's own room, optionally setting title, sport, category, match and language first; a room already on air keeps its broadcast. Answers the room.",
    tag: TAG,
    auth: 'anchor',
    mutation: true,
    input: roomSettingsInput,
    output: roomItemOutput,
    handler: async ({ user, input, lang }) => ok(await start(user, input, lang), 'api.liveStarted'),
  }),
  // POST api/Live/mobileStartRoom – the same from the app
  endpoint({
    method: 'POST',
    path: 'Live/mobileStartRoom',
    summary: 'Live/startRoom as a POST (the mobile app).',
    tag: TAG,
    auth: 'anchor',
    input: roomSettingsInput,
    output: roomItemOutput,
    handler: async ({ user, input, lang }) => ok(await start(user, input, lang), 'api.liveStarted'),
  }),
  // GET api/Live/endRoom – goes off air
  endpoint({
    method: 'GET',
    path: 'Live/endRoom',
    summary:
      'Ends the broadcast at once (also during a stream grace period); one of RECORDING_MIN_SECONDS (a minute by default) or more becomes a recording. Off air already: no change.',
    tag: TAG,
    auth: 'anchor',
    mutation: true,
    output: roomItemOutput,
    handler: async ({ user, lang }) => {
      const { row, changed } = await endBroadcast(user);
      if (changed) await announceRoomState(row.id, 'ended');
      return ok(await roomItem(row, lang), 'api.liveEnded');
    },
  }),
  // GET api/Live/getPlacard – a room's notice
  endpoint({
    method: 'GET',
    path: 'Live/getPlacard',
    summary: "A room's notice (placard).",
    tag: TAG,
    input: roomIdInput,
    output: placardOutput,
    handler: async ({ input }) => ok({ notice: (await requireRoom(input.id)).notice }),
  }),
  // POST api/Live/setPlacard – the anchor's notice
  endpoint({
    method: 'POST',
    path: 'Live/setPlacard',
    summary: `Sets the notice of the anchor's own room: at most ${NOTICE_MAX} characters (docs/product.md §5).`,
    tag: TAG,
    auth: 'anchor',
    input: noticeInput,
    output: placardOutput,
    handler: async ({ user, input }) =>
      ok({ notice: await setNotice(user, input.notice) }, 'api.saved'),
  }),
  // GET api/live/setTitle – the room's title
  endpoint({
    method: 'GET',
    path: 'live/setTitle',
    summary: `Sets the title of the anchor's own room (1–${TITLE_MAX} characters).`,
    tag: TAG,
    auth: 'anchor',
    mutation: true,
    input: titleInput,
    output: roomItemOutput,
    handler: async ({ user, input, lang }) => {
      const row = await updateRoom(user, { title: input.title });
      await announceRoomState(row.id, 'updated');
      return ok(await roomItem(row, lang), 'api.saved');
    },
  }),
  // GET api/live/updateLive – the room's settings
  endpoint({
    method: 'GET',
    path: 'live/updateLive',
    summary:
      "Changes the anchor's own room: title, sport, category (sport other), match (of that sport), commentary language, cover.",
    tag: TAG,
    auth: 'anchor',
    mutation: true,
    input: roomSettingsInput,
    output: roomItemOutput,
    handler: async ({ user, input, lang }) => {
      const row = await updateRoom(user, input);
      // The studio reads its room with an empty update: only a title change is news to viewers.
      if (input.title !== undefined) await announceRoomState(row.id, 'updated');
      return ok(await roomItem(row, lang), 'api.saved');
    },
  }),
  // GET api/Live/roomAdmins – the anchor's room administrators
  endpoint({
    method: 'GET',
    path: 'Live/roomAdmins',
    summary: "Not in the spec: the administrators of the anchor's own room.",
    tag: TAG,
    auth: 'anchor',
    output: roomAdminOutput,
    handler: async ({ user }) => ok(await listRoomAdmins((await ensureRoom(user)).id)),
  }),
  // POST api/Live/setRoomAdmin – appoint or dismiss
  endpoint({
    method: 'POST',
    path: 'Live/setRoomAdmin',
    summary: `Not in the spec (docs/product.md §6 room administrator): the anchor appoints (type 1) or dismisses (type 0) an administrator of their own room, at most ${MAX_ROOM_ADMINS}. Answers the list.`,
    tag: TAG,
    auth: 'anchor',
    input: roomAdminInput,
    output: roomAdminOutput,
    handler: async ({ user, input }) =>
      ok(await setRoomAdmin(user, input.user_id, input.type ?? true), 'api.saved'),
  }),
  // POST api/Member/attention – follow or unfollow an anchor
  endpoint({
    method: 'POST',
    path: 'Member/attention',
    summary:
      'Follows (type 1) or unfollows (type 0) an anchor; left out, toggles. Following oneself or a non-anchor → code 1.',
    tag: TAG,
    auth: 'required',
    input: followInput,
    output: followOutput,
    handler: async ({ user, input }) => {
      const on = input.type ?? !(await isFollowing(user.id, input.anchor_id));
      const followed = await setFollow(user, input.anchor_id, on);
      return ok(
        { anchor_id: input.anchor_id, followed },
        followed ? 'api.followed' : 'api.unfollowed',
      );
    },
  }),
  // GET api/User/attentionList – the anchors the user follows
  endpoint({
    method: 'GET',
    path: 'User/attentionList',
    summary: 'The anchors the user follows, those on air first, each with its room (or null).',
    tag: TAG,
    auth: 'required',
    output: followedAnchorsOutput,
    handler: async ({ user, lang }) => ok(await followedAnchors(user, lang)),
  }),
  // GET api/Live_streaming/getAnchorReserveLiveList – an anchor's announced broadcasts
  endpoint({
    method: 'GET',
    path: 'Live_streaming/getAnchorReserveLiveList',
    summary:
      "An anchor's announced broadcasts still ahead, soonest first, with booking counts and (logged in) whether the viewer booked each.",
    tag: TAG,
    auth: 'optional',
    input: anchorIdInput,
    output: schedulesOutput,
    handler: async ({ input, user }) =>
      ok(await anchorSchedules(input.anchor_id, user?.id ?? null)),
  }),
  // GET api/Live_streaming/getUserReserveLiveList – the user's bookings
  endpoint({
    method: 'GET',
    path: 'Live_streaming/getUserReserveLiveList',
    summary: "The user's booked broadcasts still ahead, soonest first.",
    tag: TAG,
    auth: 'required',
    output: schedulesOutput,
    handler: async ({ user }) => ok(await userReservations(user)),
  }),
  // POST api/Live/setReserveLiveNew – book an announced broadcast
  endpoint({
    method: 'POST',
    path: 'Live/setReserveLiveNew',
    summary:
      'Books an announced broadcast (id of getAnchorReserveLiveList); idempotent. One already past or unknown → code 1.',
    tag: TAG,
    auth: 'required',
    input: scheduleIdInput,
    output: scheduleOutput,
    handler: async ({ user, input }) => ok(await reserve(user, input.id), 'api.reserved'),
  }),
  // GET api/live/deleteReserveLive – cancel a booking
  endpoint({
    method: 'GET',
    path: 'live/deleteReserveLive',
    summary: 'Cancels a booking of an announced broadcast (idempotent).',
    tag: TAG,
    auth: 'required',
    mutation: true,
    input: scheduleIdInput,
    output: z.null(),
    handler: async ({ user, input }) => {
      await unreserve(user, input.id);
      return ok(null, 'api.unreserved');
    },
  }),
  // POST api/Live/addSchedule – the anchor announces a broadcast
  endpoint({
    method: 'POST',
    path: 'Live/addSchedule',
    summary: `Not in the spec: the anchor announces a broadcast of their own room (title, start in the next ${SCHEDULE_AHEAD_DAYS} days, optional match); at most ${MAX_UPCOMING} ahead.`,
    tag: TAG,
    auth: 'anchor',
    input: scheduleInput,
    output: scheduleOutput,
    handler: async ({ user, input }) => ok(await addSchedule(user, input), 'api.saved'),
  }),
  // POST api/Live/deleteSchedule – the anchor withdraws an announcement
  endpoint({
    method: 'POST',
    path: 'Live/deleteSchedule',
    summary: "Not in the spec: withdraws an announced broadcast of the anchor's own room.",
    tag: TAG,
    auth: 'anchor',
    input: scheduleIdInput,
    output: z.null(),
    handler: async ({ user, input }) => {
      await deleteSchedule(user, input.id);
      return ok(null, 'api.deleted');
    },
  }),
];
