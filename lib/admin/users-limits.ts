/**
 * The console's users and rooms sections (issue 27; docs/product.md §6 "Operators"): plain values
 * the API (./users-contract.ts, ./rooms-contract.ts), the domain and the console agree on. No zod
 * here (docs/decisions/014).
 */

/** The columns the users table sorts by. */
export const USER_SORTS = ['id', 'created', 'balance'] as const;
export type UserSort = (typeof USER_SORTS)[number];

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** The rooms table's filters: on air now, every room, closed by the console. */
export const ROOM_FILTERS = ['live', 'all', 'closed'] as const;
export type RoomFilter = (typeof ROOM_FILTERS)[number];

/** The durations a room is closed for, in hours; 0 means for good. */
export const ROOM_CLOSE_HOURS = [1, 24, 72, 168, 720, 0] as const;

/** A closure's reason: required, at most this many characters. */
export const ROOM_CLOSE_REASON_MAX = 200;

/** A live category's name in each language: 1 to this many characters. */
export const CATEGORY_NAME_MAX = 20;

/** The largest sort value of a live category or a featured room. */
export const SORT_MAX = 9999;

/** The most featured rooms the home page shows. */
export const FEATURED_HOME_MAX = 8;
