/**
 * The platform API mutations the live pages send from the browser (lib/client/api.ts POSTs
 * them: the BFF forwards a mutation only as a same-origin POST, even one the spec lists as GET).
 */

/** Follow (type 1) or unfollow (type 0) an anchor. */
export const ATTENTION_PATH = 'Member/attention';

/** Cancel a booked broadcast (the spec's GET `api/live/deleteReserveLive`). */
export const UNRESERVE_PATH = 'live/deleteReserveLive';
