/**
 * The limits of applications to become an anchor (docs/product.md §5, §9; issue 25): plain values
 * that the API (./contract.ts) and the form agree on. No zod here (docs/decisions/014).
 */

/** docs/product.md §5, §9: the experience text has at least 15 characters. */
export const ANCHOR_EXPERIENCE_MIN = 15;
export const ANCHOR_EXPERIENCE_MAX = 500;
/** How to reach the applicant: a phone number, a WeChat or QQ id, an e-mail address. */
export const CONTACT_MIN = 3;
export const CONTACT_MAX = 50;

/** Review states (docs/product.md §4). */
export const APPLICATION_STATUS = { waiting: 0, passed: 1, failed: 2 } as const;
export type ApplicationStatus = (typeof APPLICATION_STATUS)[keyof typeof APPLICATION_STATUS];

/** The length of a text as people count it (characters, not UTF-16 units). */
export const chars = (s: string) => [...s].length;
