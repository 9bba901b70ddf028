/**
 * Web Push's contract (issue 25; docs/architecture.md "Web Push"): the browser's subscription,
 * the alert settings (per anchor, per match, per team, quiet hours) and their limits. Browser
 * code imports it with `import type`, or the limits from here.
 */
import { z } from 'zod';
import { idField } from '@/lib/rules/id-field';
import { DAY_MINUTES, PUSH_ENDPOINT_MAX, TEAM_KEYWORD_MAX } from './limits';

export * from './limits';

export const ALERT_KINDS = ['anchor', 'match', 'team'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

const flag = z.preprocess(
  (v) =>
    v === 1 || v === '1' || v === 'true' ? true : v === 0 || v === '0' || v === 'false' ? false : v,
  z.boolean(),
);

/** base64url without padding (what PushSubscription.toJSON() gives), padding tolerated. */
const b64url = (max: number) =>
  z
    .string()
    .max(max, 'api.problems.tooLong')
    .regex(/^[A-Za-z0-9_-]+=*$/, 'api.problems.invalid');

export const subscribeInput = z.object({
  endpoint: z
    .string()
    .min(1, 'api.problems.required')
    .max(PUSH_ENDPOINT_MAX, 'api.problems.tooLong'),
  /** The browser's P-256 public key: 65 bytes, base64url (87 characters). */
  p256dh: b64url(100),
  /** The browser's auth secret: 16 bytes, base64url (22 characters). */
  auth: b64url(30),
});

export const unsubscribeInput = z.object({
  endpoint: z
    .string()
    .min(1, 'api.problems.required')
    .max(PUSH_ENDPOINT_MAX, 'api.problems.tooLong'),
});

export const vapidOutput = z.object({
  available: z.boolean().describe('false: Web Push is not configured on this site'),
  public_key: z
    .string()
    .nullable()
    .describe('the VAPID public key (base64url), applicationServerKey'),
});

export const subscribedOutput = z.object({
  subscriptions: z.number().int().describe("the user's subscriptions (browsers) now"),
});

const minuteOfDay = z.coerce
  .number()
  .int()
  .min(0)
  .max(DAY_MINUTES - 1);

export const alertOutput = z.object({
  kind: z.enum(ALERT_KINDS),
  id: z.number().int(),
  name: z.string().describe("the anchor's nickname, the match's teams or the team's name"),
  /** Matches: 'booked' and/or 'favourite'; anchors: 'followed'; teams: 'list'. */
  why: z.array(z.enum(['followed', 'booked', 'favourite', 'list'])),
  kickoff: z.string().nullable().describe('matches: the kick-off (ISO, UTC)'),
  goals: z.boolean(),
  final: z.boolean(),
  live: z.boolean(),
});

export const settingsOutput = z.object({
  available: z.boolean(),
  public_key: z.string().nullable(),
  subscriptions: z.number().int(),
  quiet_start: z.number().int().nullable().describe('minutes after midnight in time_zone'),
  quiet_end: z.number().int().nullable(),
  time_zone: z.string(),
  anchors: z.array(alertOutput),
  matches: z.array(alertOutput),
  teams: z.array(alertOutput),
});

export const saveQuietInput = z
  .object({
    quiet_start: minuteOfDay.nullable().optional(),
    quiet_end: minuteOfDay.nullable().optional(),
    time_zone: z.string().min(1, 'api.problems.required').max(64, 'api.problems.tooLong'),
  })
  .refine((v) => (v.quiet_start == null) === (v.quiet_end == null), {
    message: 'api.problems.required',
    path: ['quiet_end'],
  })
  .describe('quiet hours: both minutes, or neither (none)');

export const setAlertInput = z.object({
  kind: z.enum(ALERT_KINDS),
  id: idField(),
  goals: flag.optional(),
  final: flag.optional(),
  live: flag.optional(),
});

export const removeTeamInput = z.object({ id: idField() });

export const teamSearchInput = z.object({
  keyword: z
    .string()
    .trim()
    .min(1, 'api.problems.required')
    .max(TEAM_KEYWORD_MAX, 'api.problems.tooLong'),
});

export const teamSearchOutput = z.object({
  list: z.array(
    z.object({ id: z.number().int(), name: z.string(), sport: z.string(), listed: z.boolean() }),
  ),
});

export type PushSettings = z.infer<typeof settingsOutput>;
export type AlertItem = z.infer<typeof alertOutput>;
export type TeamSearchResult = z.infer<typeof teamSearchOutput>;
export type VapidInfo = z.infer<typeof vapidOutput>;

/** What the service worker gets (encrypted) for one notification. */
export type PushPayload = {
  title: string;
  body: string;
  /** A site path opened on click. */
  url: string;
  icon: string;
  /** Notifications with one tag replace each other. */
  tag: string;
  lang: string;
};
