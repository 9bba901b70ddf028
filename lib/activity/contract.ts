/**
 * The activities' contract (issue 25; docs/product.md §2 `/activity` and the floating activity
 * button, §7 `Activity_Config/getActivityUrl`, `activity_config/float_win`,
 * `fk/getPartnerAccessToken`). Browser code imports it with `import type`.
 */
import { z } from 'zod';

/** Activity_Config/getActivityUrl: the partner's address, or null when none is configured. */
export const activityUrlOutput = z.object({
  url: z.string().nullable().describe('the partner address /activity opens; null: no partner'),
});

/** activity_config/float_win: whether the floating button shows, and what it shows. */
export const floatWinOutput = z.object({
  show: z.boolean(),
  image: z.string().describe('a site path of the button picture (/…); empty: the default icon'),
  label: z.string().describe("the button's text in the request language; empty: the default"),
});

/** fk/getPartnerAccessToken: a short-lived signed token naming the caller, and where to use it. */
export const partnerTokenOutput = z.object({
  partner_access_token: z.string().describe('a JWT (HS256) for the partner, valid `expires_in` s'),
  expires_in: z.number().int(),
  url: z.string().describe('the partner address to open with the token (via /activity)'),
});

export type ActivityUrl = z.infer<typeof activityUrlOutput>;
export type FloatWin = z.infer<typeof floatWinOutput>;
export type PartnerToken = z.infer<typeof partnerTokenOutput>;
