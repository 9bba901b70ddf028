import 'server-only';
import {
  accessStatisticsInput,
  accessStatisticsOutput,
  latestInput,
  latestOutput,
  referralListInput,
  referralListOutput,
  shareUrlOutput,
} from '@/lib/referral/contract';
import { countVisit, deviceOf, latest, myReferrals, shareUrl } from '@/lib/referral';
import { INVITE_VISIT_LIMIT } from '@/lib/rate-limit/rules';
import { endpoint, ok, type Endpoint } from '../endpoint';

const TAG = 'referral';

/** Referral (issue 25; docs/product.md §7 "Referral and bonus", docs/architecture.md "Referral"). */
export const referralEndpoints: Endpoint[] = [
  // GET api/invite_activity/latest – whether the invite activity is open, and its terms
  endpoint({
    method: 'GET',
    path: 'invite_activity/latest',
    summary:
      "The invite activity: whether it is open, the coins for the inviter and for the friend per rewarded registration, the daily cap per inviter and the end time. With `is_detail=1` (the default) and a logged-in caller, also the caller's figures: share-link visitors, friends invited and rewarded, coins earned.",
    tag: TAG,
    auth: 'optional',
    input: latestInput,
    output: latestOutput,
    handler: async ({ user, input }) =>
      ok(await latest(user?.id ?? null, (input.is_detail ?? 1) === 1)),
  }),
  // GET api/invite_activity/getShareUrl – the caller's share link and its QR image
  endpoint({
    method: 'GET',
    path: 'invite_activity/getShareUrl',
    summary:
      "The caller's share link (the site with `?invite_code=`) and a QR image of it. A friend who registers from it within 1440 minutes (the share code kept in the browser) is recorded as invited.",
    tag: TAG,
    auth: 'required',
    output: shareUrlOutput,
    handler: async ({ user, headers }) =>
      ok(await shareUrl(user.id, headers.get('x-public-origin'))),
  }),
  // GET api/invite_activity/accessStatistics – a visit to a share link
  endpoint({
    method: 'GET',
    path: 'invite_activity/accessStatistics',
    summary:
      'Counts a visit to the share link of `invite_code`: once per visitor (the device, else the address) and day. `counted` is false for a repeat or an unknown code.',
    tag: TAG,
    auth: 'none',
    input: accessStatisticsInput,
    output: accessStatisticsOutput,
    rateLimit: [{ limit: INVITE_VISIT_LIMIT, by: 'ip' }],
    handler: async ({ input, headers, ip }) =>
      ok({ counted: await countVisit(input.invite_code, deviceOf(headers) ?? `ip:${ip}`) }),
  }),
  // GET api/invite_activity/records – the caller's invited friends
  endpoint({
    method: 'GET',
    path: 'invite_activity/records',
    summary:
      "Not in the spec: the caller's invited friends, newest first, each with what the activity made of the registration (`rewarded`, or `self`, `device`, `cap`, `closed`) and the caller's coins for it.",
    tag: TAG,
    auth: 'required',
    input: referralListInput,
    output: referralListOutput,
    handler: async ({ user, input }) =>
      ok(await myReferrals(user.id, input.page ?? 1, input.limit ?? 20)),
  }),
];
