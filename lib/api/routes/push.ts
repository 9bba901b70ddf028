import 'server-only';
import { z } from 'zod';
import {
  ALERT_TEAMS_MAX,
  PUSH_SUBSCRIPTIONS_MAX,
  removeTeamInput,
  saveQuietInput,
  setAlertInput,
  settingsOutput,
  subscribedOutput,
  subscribeInput,
  teamSearchInput,
  teamSearchOutput,
  unsubscribeInput,
  vapidOutput,
} from '@/lib/push/contract';
import {
  removeTeam,
  saveQuiet,
  searchTeams,
  setAlert,
  settingsOf,
  subscribe,
  unsubscribe,
  vapidInfo,
} from '@/lib/push';
import { endpoint, ok, type Endpoint } from '../endpoint';

const TAG = 'messages';
const done = z.null();

/**
 * Browser notifications (Web Push) and their settings (issue 25; docs/architecture.md "Web
 * Push"). Not in the spec, beside its Push/getList.
 */
export const pushEndpoints: Endpoint[] = [
  // GET api/Push/vapidKey – the VAPID public key
  endpoint({
    method: 'GET',
    path: 'Push/vapidKey',
    summary:
      "Not in the spec: whether browser notifications are available and the VAPID public key a browser subscribes with (PushManager.subscribe's applicationServerKey).",
    tag: TAG,
    auth: 'none',
    output: vapidOutput,
    handler: async () => ok(vapidInfo()),
  }),
  // POST api/Push/subscribe – a browser's push subscription
  endpoint({
    method: 'POST',
    path: 'Push/subscribe',
    summary: `Not in the spec: stores the browser's push subscription (endpoint, keys p256dh and auth) for the user; notifications are written in the request's language. The endpoint must be an https address of a public host on the default port (pushEndpointInvalid); the keys a P-256 point and a 16-byte secret (pushKeysInvalid). The same endpoint again updates it and makes it the caller's. A user keeps their newest ${PUSH_SUBSCRIPTIONS_MAX}. pushUnavailable when the site has no VAPID keys.`,
    tag: TAG,
    auth: 'required',
    input: subscribeInput,
    output: subscribedOutput,
    handler: async ({ user, input, lang }) => ok(await subscribe(user.id, input, lang)),
  }),
  // POST api/Push/unsubscribe – forgets a subscription
  endpoint({
    method: 'POST',
    path: 'Push/unsubscribe',
    summary:
      "Not in the spec: forgets the caller's subscription of this endpoint (another user's is left alone).",
    tag: TAG,
    auth: 'required',
    input: unsubscribeInput,
    output: subscribedOutput,
    handler: async ({ user, input }) => ok(await unsubscribe(user.id, input.endpoint)),
  }),
  // GET api/Push/settings – the alert settings
  endpoint({
    method: 'GET',
    path: 'Push/settings',
    summary:
      "Not in the spec: the user's alert settings: quiet hours (minutes after midnight in their zone), and per followed anchor (live), per booked or favourite match still to end, and per team of their alert list (goals, final) what is sent.",
    tag: TAG,
    auth: 'required',
    output: settingsOutput,
    handler: async ({ user, lang }) => ok(await settingsOf(user.id, lang)),
  }),
  // POST api/Push/saveQuiet – quiet hours
  endpoint({
    method: 'POST',
    path: 'Push/saveQuiet',
    summary:
      'Not in the spec: quiet hours, `quiet_start` and `quiet_end` in minutes after midnight (0–1439; both or neither; they may span midnight) in the IANA `time_zone` (timeZoneInvalid). Nothing is sent inside them.',
    tag: TAG,
    auth: 'required',
    input: saveQuietInput,
    output: done,
    handler: async ({ user, input }) => {
      await saveQuiet(user.id, input);
      return ok(null, 'api.saved');
    },
  }),
  // POST api/Push/setAlert – what is sent for one anchor, match or team
  endpoint({
    method: 'POST',
    path: 'Push/setAlert',
    summary: `Not in the spec: what is sent for one followed anchor (\`live\`), booked or favourite match, or team (\`goals\`, \`final\`), 0 or 1 each; fields left out keep their value. A team set here joins the alert list (at most ${ALERT_TEAMS_MAX}: alertTeamsFull). Anything else: alertTargetNotFound.`,
    tag: TAG,
    auth: 'required',
    input: setAlertInput,
    output: done,
    handler: async ({ user, input }) => {
      await setAlert(user.id, input);
      return ok(null, 'api.saved');
    },
  }),
  // POST api/Push/removeTeam – a team off the alert list
  endpoint({
    method: 'POST',
    path: 'Push/removeTeam',
    summary: "Not in the spec: takes a team off the user's alert list.",
    tag: TAG,
    auth: 'required',
    input: removeTeamInput,
    output: done,
    handler: async ({ user, input }) => {
      await removeTeam(user.id, input.id);
      return ok(null, 'api.deleted');
    },
  }),
  // GET api/Push/searchTeams – teams to add to the alert list
  endpoint({
    method: 'GET',
    path: 'Push/searchTeams',
    summary:
      "Not in the spec: teams whose name in any language contains `keyword`, in the request's language, and whether each is on the alert list already.",
    tag: TAG,
    auth: 'required',
    input: teamSearchInput,
    output: teamSearchOutput,
    handler: async ({ user, input, lang }) => ok(await searchTeams(user.id, input.keyword, lang)),
  }),
];
