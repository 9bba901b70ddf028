import 'server-only';
import { activityUrlOutput, floatWinOutput, partnerTokenOutput } from '@/lib/activity/contract';
import { floatWin, partner, partnerAccessToken } from '@/lib/activity';
import { PARTNER_TOKEN_LIMIT } from '@/lib/rate-limit/rules';
import { endpoint, ok, type Endpoint } from '../endpoint';

const TAG = 'activity';

/**
 * Activities (issue 25; docs/product.md §2 `/activity` and the floating activity button, §7
 * "Content and activities"; docs/architecture.md "Activities").
 */
export const activityEndpoints: Endpoint[] = [
  // GET api/Activity_Config/getActivityUrl – the partner's address
  endpoint({
    method: 'GET',
    path: 'Activity_Config/getActivityUrl',
    summary:
      'The activity partner’s address (ACTIVITY_PARTNER_URL) that /activity opens with a partner token; null when no partner is configured.',
    tag: TAG,
    output: activityUrlOutput,
    handler: async () => ok({ url: partner()?.url ?? null }),
  }),
  // GET api/activity_config/float_win – the floating activity button
  endpoint({
    method: 'GET',
    path: 'activity_config/float_win',
    summary:
      'Whether the floating activity button shows, with its picture and its text in the request language (the `activity_float_win` settings row; off when there is none).',
    tag: TAG,
    output: floatWinOutput,
    handler: async ({ lang }) => ok(await floatWin(lang)),
  }),
  // POST api/fk/getPartnerAccessToken – a token naming the caller to the partner
  endpoint({
    method: 'POST',
    path: 'fk/getPartnerAccessToken',
    summary:
      'A JWT (HS256, signed with ACTIVITY_PARTNER_SECRET) naming the caller to the activity partner: `sub` the user id, `name`, `aud` the partner’s origin, `iat`, `exp` (5 minutes), a unique `jti`. No partner configured → code 1 activityUnavailable. 20 a minute per user.',
    tag: TAG,
    auth: 'required',
    output: partnerTokenOutput,
    rateLimit: [{ limit: PARTNER_TOKEN_LIMIT, by: 'user' }],
    handler: async ({ user }) => ok(partnerAccessToken(user)),
  }),
];
