import 'server-only';
import { z } from 'zod';
import { actorOf } from '@/lib/admin/audit';
import {
  closeRoomInput,
  liveCategoryOutput,
  liveCategorySaveInput,
  roomIdField,
  roomListInput,
  roomListOutput,
  setRoomFeaturedInput,
} from '@/lib/admin/rooms-contract';
import {
  closeRoom,
  deleteLiveCategory,
  endRoomByStaff,
  listLiveCategories,
  listRooms,
  reopenRoom,
  saveLiveCategory,
  setRoomFeatured,
} from '@/lib/admin/rooms';
import { listFeaturedLiveRooms } from '@/lib/live/rooms';
import { roomItemOutput } from '@/lib/live/contract';
import { FEATURED_HOME_MAX } from '@/lib/admin/users-limits';
import { idField } from '@/lib/rules/id-field';
import { endpoint, ok } from '../endpoint';

/**
 * The console's rooms section (issue 27 "Rooms"; docs/architecture.md "Console"): rooms on air
 * with viewers, ending a broadcast, closing and reopening a room, featuring rooms, and the live
 * categories. The domain (lib/admin/rooms.ts) checks the role again and writes one audit row per
 * action.
 */
export const adminRoomEndpoints = [
  endpoint({
    method: 'GET',
    path: 'live_streaming/featuredRooms',
    summary: `The rooms on air that the console features, for the home page (at most ${FEATURED_HOME_MAX}): lowest featured order first, then the most watched. Empty when none is featured or on air.`,
    tag: 'live',
    output: z.array(roomItemOutput),
    handler: async ({ lang }) => ok(await listFeaturedLiveRooms(lang, FEATURED_HOME_MAX)),
  }),
  endpoint({
    method: 'GET',
    path: 'admin/roomList',
    summary:
      'Moderators: rooms: filter live (on air, the most watched first), all (on air first) or closed; q matches the title, the start of the anchor’s nickname or the room id.',
    tag: 'admin',
    auth: 'moderator',
    input: roomListInput,
    output: roomListOutput,
    handler: async ({ user, input }) => ok(await listRooms(user, input)),
  }),
  endpoint({
    method: 'POST',
    path: 'admin/endBroadcast',
    summary:
      'Moderators: take a room off air, as its anchor’s stop does; the viewers’ pages follow at once (`room.state`, reason `closed`). Not on air → "roomNotLive".',
    tag: 'admin',
    auth: 'moderator',
    input: roomIdField,
    handler: async (ctx) => {
      await endRoomByStaff(actorOf(ctx), ctx.input.room_id);
      return ok(null, 'api.liveEnded');
    },
  }),
  endpoint({
    method: 'POST',
    path: 'admin/closeRoom',
    summary:
      'Moderators: close a room for `hours` (0: for good) with a reason. On air, it goes off air at once; closed, it cannot go on air ("roomClosed") and its page says so. Undo: admin/reopenRoom.',
    tag: 'admin',
    auth: 'moderator',
    input: closeRoomInput,
    output: z.object({ closed_until: z.string(), ended: z.boolean() }),
    handler: async (ctx) =>
      ok(
        await closeRoom(actorOf(ctx), {
          roomId: ctx.input.room_id,
          hours: ctx.input.hours,
          reason: ctx.input.reason,
        }),
        'api.saved',
      ),
  }),
  endpoint({
    method: 'POST',
    path: 'admin/reopenRoom',
    summary:
      'Moderators: lift a room’s closure (the undo of closeRoom). Not closed → "roomNotClosed".',
    tag: 'admin',
    auth: 'moderator',
    input: roomIdField,
    handler: async (ctx) => {
      await reopenRoom(actorOf(ctx), ctx.input.room_id);
      return ok(null, 'api.saved');
    },
  }),
  endpoint({
    method: 'POST',
    path: 'admin/setRoomFeatured',
    summary:
      'Moderators: feature a room (on 1, lower sort first) among the live rooms of the home page, or stop (on 0).',
    tag: 'admin',
    auth: 'moderator',
    input: setRoomFeaturedInput,
    output: z.object({ featured: z.boolean(), featured_sort: z.number().int() }),
    handler: async (ctx) =>
      ok(
        await setRoomFeatured(actorOf(ctx), {
          roomId: ctx.input.room_id,
          on: ctx.input.on === 1,
          sort: ctx.input.sort,
        }),
        'api.saved',
      ),
  }),
  endpoint({
    method: 'GET',
    path: 'admin/liveCategoryList',
    summary: 'Moderators: the live categories with their names in zh, en and vi and their rooms.',
    tag: 'admin',
    auth: 'moderator',
    output: z.array(liveCategoryOutput),
    handler: async ({ user }) => ok(await listLiveCategories(user)),
  }),
  endpoint({
    method: 'POST',
    path: 'admin/liveCategorySave',
    summary:
      'Administrators: create a live category (no id) or rename and reorder one; names in zh, en and vi.',
    tag: 'admin',
    auth: 'admin',
    input: liveCategorySaveInput,
    output: z.object({ id: z.number().int() }),
    handler: async (ctx) => ok(await saveLiveCategory(actorOf(ctx), ctx.input), 'api.saved'),
  }),
  endpoint({
    method: 'POST',
    path: 'admin/liveCategoryDelete',
    summary: 'Administrators: delete a live category; its rooms stay, without a category.',
    tag: 'admin',
    auth: 'admin',
    input: z.object({ id: idField() }),
    handler: async (ctx) => {
      await deleteLiveCategory(actorOf(ctx), ctx.input.id);
      return ok(null, 'api.saved');
    },
  }),
];
