/**
 * Referral's contract (issue 25; docs/product.md §7 "Referral and bonus", docs/architecture.md
 * "Referral"): the invite activity as `invite_activity/latest` answers it, the share link, the
 * visit counter and the inviter's list of friends. Browser-safe: pages and components import the
 * types and the statuses from here.
 */
import { z } from 'zod';
import { limitField, pageField } from '@/lib/wallet/contract';
import { INVITE_CODE_PATTERN } from './limits';

/**
 * What the activity made of a friend's registration: `rewarded` (the activity's coins went
 * through the ledger, once), or why not: `self` (the inviter's own device or number), `device`
 * (a device that already brought a rewarded friend), `cap` (the inviter's daily cap was reached),
 * `closed` (no activity was open).
 */
export const REFERRAL_STATUSES = ['rewarded', 'self', 'device', 'cap', 'closed'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

export { INVITE_CODE_MAX, INVITE_CODE_PATTERN } from './limits';

const inviteCodeField = z
  .string()
  .trim()
  .regex(INVITE_CODE_PATTERN)
  .describe('an invite code: letters and digits, at most 32');

/** The largest reward an activity may grant one person (10 000 coins): a typo stays harmless. */
export const REFERRAL_REWARD_MAX_TENTHS = 100_000;
/** The largest daily cap an activity may set. */
export const REFERRAL_DAILY_CAP_MAX = 1000;

export const latestInput = z.object({
  is_detail: z
    .preprocess((v) => (v === '0' || v === 0 ? 0 : 1), z.union([z.literal(0), z.literal(1)]))
    .optional()
    .describe("1 (default): with the caller's own figures when logged in; 0: the switch only"),
});

const coins = z.number().describe('coins, one decimal');

export const inviteStatsOutput = z.object({
  invite_code: z.string(),
  visits: z.number().int().describe('visitors of the share link, once per visitor and day'),
  invited: z.number().int().describe('friends who registered with the code'),
  rewarded: z.number().int().describe('friends whose registration was rewarded'),
  earned: coins.describe('coins the inviter received'),
  today: z.number().int().describe("rewarded friends today (the activity's day)"),
});
export type InviteStats = z.infer<typeof inviteStatsOutput>;

export const latestOutput = z.object({
  open: z.boolean().describe('whether an invite activity is open now'),
  id: z.string().describe("the activity's id, '' when none"),
  inviter_reward: coins.describe('coins for the inviter per rewarded friend'),
  friend_reward: coins.describe('coins for the friend'),
  daily_cap: z.number().int().describe('rewarded friends per inviter per day'),
  ends_at: z.string().nullable().describe('ISO time (UTC) the activity closes, if set'),
  mine: inviteStatsOutput.nullable().describe("the caller's figures (is_detail=1, logged in)"),
});
export type InviteActivity = z.infer<typeof latestOutput>;

export const shareUrlOutput = z.object({
  invite_code: z.string(),
  url: z.string().describe('the share link: the site with ?invite_code='),
  qr: z.string().describe('a QR image of the link (a site path)'),
});
export type ShareUrl = z.infer<typeof shareUrlOutput>;

export const accessStatisticsInput = z.object({ invite_code: inviteCodeField });
export const accessStatisticsOutput = z.object({
  counted: z
    .boolean()
    .describe('false when this visitor was already counted today, or the code is unknown'),
});

export const referralListInput = z.object({ page: pageField, limit: limitField });
export const referralItemOutput = z.object({
  user_nickname: z.string(),
  avatar: z.string(),
  status: z.enum(REFERRAL_STATUSES),
  reward: coins.describe("the inviter's coins for this friend (0 unless rewarded)"),
  created_at: z.string().describe('ISO time (UTC) of the registration'),
});
export type ReferralItem = z.infer<typeof referralItemOutput>;
export const referralListOutput = z.object({
  list: z.array(referralItemOutput),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type ReferralPage = z.infer<typeof referralListOutput>;
