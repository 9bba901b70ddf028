/**
 * The contract of the console's rooms section (issue 27 "Rooms"; docs/product.md §6
 * "Operators"): rooms on air with their viewers, ending a broadcast, closing a room for a time or
 * for good, featuring rooms on the home page, and the live categories. Browser-safe: browser code
 * imports it with `import type`, and constants from ./users-limits.
 */
import { z } from 'zod';
import { idField, optionalIdField } from '@/lib/rules/id-field';
import { consolePage, consoleQuery } from './contract';
import {
  CATEGORY_NAME_MAX,
  ROOM_CLOSE_HOURS,
  ROOM_CLOSE_REASON_MAX,
  ROOM_FILTERS,
  SORT_MAX,
} from './users-limits';

export * from './users-limits';

const isoTime = z.string().describe('ISO time (UTC)');
const chars = (s: string) => [...s].length;

export const roomListInput = z.object({
  ...consolePage,
  /** The title, the start of the anchor's nickname, or the room id. */
  q: consoleQuery,
  filter: z.enum(ROOM_FILTERS, { message: 'api.errors.filterInvalid' }).default('live'),
});
export type RoomListInput = z.infer<typeof roomListInput>;

export const consoleRoomOutput = z.object({
  id: z.number().int(),
  title: z.string(),
  anchor_id: z.number().int(),
  anchor_nickname: z.string(),
  sport: z.string(),
  category_id: z.number().int().nullable(),
  state: z.enum(['live', 'offline']),
  /** When the broadcast on air started. */
  live_since: isoTime.nullable(),
  /** Viewers present now (0 off air). */
  viewers: z.number().int(),
  /** Closed until then (a far-future time for good), or null. */
  closed_until: isoTime.nullable(),
  closed_reason: z.string(),
  featured: z.boolean(),
  featured_sort: z.number().int(),
});
export type ConsoleRoom = z.infer<typeof consoleRoomOutput>;

export const roomListOutput = z.object({
  list: z.array(consoleRoomOutput),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

export const roomIdField = z.object({ room_id: idField() });

export const closeRoomInput = z.object({
  room_id: idField(),
  hours: z.coerce
    .number()
    .int()
    .refine(
      (h) => (ROOM_CLOSE_HOURS as readonly number[]).includes(h),
      'api.errors.sanctionDurationInvalid',
    )
    .describe(`one of ${ROOM_CLOSE_HOURS.join(', ')} (0: for good)`),
  reason: z
    .string()
    .transform((s) => s.normalize('NFC').trim())
    .pipe(
      z
        .string()
        .min(1, 'api.errors.reviewReasonRequired')
        .refine((s) => chars(s) <= ROOM_CLOSE_REASON_MAX, 'api.errors.contentTooLong'),
    )
    .describe(`1–${ROOM_CLOSE_REASON_MAX} characters`),
});

export const setRoomFeaturedInput = z.object({
  room_id: idField(),
  /** 1 features the room on the home page, 0 stops. */
  on: z.coerce.number().int().min(0).max(1),
  /** Lower first among the featured rooms. */
  sort: z.coerce.number().int().min(0).max(SORT_MAX).default(0),
});

const categoryName = z
  .string()
  .transform((s) => s.normalize('NFC').trim())
  .pipe(
    z
      .string()
      .min(1, 'api.errors.categoryNameRequired')
      .refine((s) => chars(s) <= CATEGORY_NAME_MAX, 'api.errors.contentTooLong'),
  )
  .describe(`1–${CATEGORY_NAME_MAX} characters`);

export const liveCategorySaveInput = z.object({
  /** Absent: a new category. */
  id: optionalIdField(),
  name_zh: categoryName,
  name_en: categoryName,
  name_vi: categoryName,
  sort: z.coerce.number().int().min(0).max(SORT_MAX).default(0),
});
export type LiveCategorySave = z.infer<typeof liveCategorySaveInput>;

export const liveCategoryOutput = z.object({
  id: z.number().int(),
  name_zh: z.string(),
  name_en: z.string(),
  name_vi: z.string(),
  sort: z.number().int(),
  /** Rooms in the category. */
  rooms: z.number().int(),
});
export type ConsoleLiveCategory = z.infer<typeof liveCategoryOutput>;
