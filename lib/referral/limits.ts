/**
 * Referral's plain limits, for the browser as much as the server (no imports: a few bytes in the
 * shell's bundle, docs/decisions/024).
 */

/** The longest invite code accepted (our own are 6–8 characters). */
export const INVITE_CODE_MAX = 32;
/** An invite code as users type it: letters and digits. */
export const INVITE_CODE_PATTERN = /^[A-Za-z0-9]{1,32}$/;
