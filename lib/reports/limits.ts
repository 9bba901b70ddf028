/**
 * The vocabularies and limits of reports (issue 27 "Reports"): plain values the API
 * (./contract.ts), the domain, the report dialog and the console agree on. No zod here
 * (docs/decisions/014), so the site's report dialog imports it without zod.
 */

/** What can be reported. A chat message is `<room id>-<seq>`. */
export const REPORT_TARGET_TYPES = ['post', 'comment', 'video', 'chat', 'user'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

/** Why, from a short list (the dialog's radio list, in this order). */
export const REPORT_REASONS = ['spam', 'abuse', 'porn', 'illegal', 'fraud', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** A report's optional note: at most this many characters. */
export const REPORT_NOTE_MAX = 200;

/** 0 open, 1 actioned (hidden, warned, muted, banned), 2 dismissed. */
export const REPORT_STATUS = { open: 0, actioned: 1, dismissed: 2 } as const;
export type ReportStatus = (typeof REPORT_STATUS)[keyof typeof REPORT_STATUS];

/** What a moderator does with a reported thing. `hide` is for content only; a user has no content to hide. */
export const REPORT_ACTIONS = ['hide', 'warn', 'mute', 'ban', 'dismiss'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

/** The actions a bulk request may take (one confirmation for many things). */
export const REPORT_BULK_ACTIONS = ['hide', 'dismiss'] as const;
export type ReportBulkAction = (typeof REPORT_BULK_ACTIONS)[number];

/** At most this many things in one bulk request. */
export const REPORT_BULK_MAX = 50;

/** The snapshot kept of a reported text: at most this many characters. */
export const REPORT_SNAPSHOT_MAX = 300;

/** Sorts of the grouped list: by how many reports, or by the latest one; `-` is descending. */
export const REPORT_SORTS = ['count', '-count', 'time', '-time'] as const;
export type ReportSort = (typeof REPORT_SORTS)[number];

/** The pattern of a chat message's id, `<room id>-<seq>`. */
export const CHAT_TARGET_ID = /^([1-9]\d{0,9})-([1-9]\d{0,15})$/;
