import 'server-only';
import { z } from 'zod';
import { chatAccountOutput } from '@/lib/account/outputs';
import { captchaProvider } from '@/lib/providers/captcha';
import { newGuestAccount } from '@/lib/providers/chat/guest';
import { env } from '@/lib/env';
import { siteConfig } from '@/lib/system/config';
import { hotKeywords, HOT_LIMIT } from '@/lib/system/hot';
import { hotSearchMatches } from '@/lib/matches/search';
import { endpoint, ok } from '../endpoint';

const configOutput = z.object({
  websocket_url: z.string().describe('relative to the page origin (ws/wss)'),
  CountryCode: z
    .array(z.object({ id: z.number().int(), code: z.string(), name: z.string() }))
    .describe('86 first'),
  homepage_qrcode: z.object({
    download: z.string(),
    official_account: z.string(),
    WeChat_official_account: z.string(),
  }),
  feedback_qq: z.string(),
  customer_service_email: z.string(),
  app_redirect_url: z.string(),
  app_version: z.string(),
  app_ios_url: z.string().describe("the App Store address (https), '' when not configured"),
  app_android_url: z
    .string()
    .describe("the Android APK or store address (https), '' when not configured"),
  invite_activity_open: z.boolean(),
  chat_provider: z
    .enum(['builtin', 'tencent'])
    .describe(
      'the live-room chat: builtin (the /ws websocket) or tencent (Tencent Cloud Chat in the browser)',
    ),
  tencent_sdk_app_id: z
    .number()
    .int()
    .nullable()
    .describe(
      'the SDKAppID of the Tencent Cloud Chat application with chat_provider tencent, else null',
    ),
});

/** Which chat the clients use (CHAT_PROVIDER) and, for Tencent Cloud Chat, its application. */
function chatConfig() {
  const e = env();
  const tencent = e.CHAT_PROVIDER === 'tencent';
  return {
    chat_provider: e.CHAT_PROVIDER,
    tencent_sdk_app_id: tencent ? Number(e.TENCENT_CHAT_SDK_APP_ID) : null,
  };
}

const challengeOutput = z
  .union([
    z.object({
      algorithm: z.literal('SHA-256'),
      challenge: z.string(),
      maxnumber: z.number().int(),
      salt: z.string(),
      signature: z.string(),
    }),
    z.object({ provider: z.literal('tencent'), app_id: z.string() }),
    z.object({ provider: z.literal('off') }),
  ])
  .describe(
    'An ALTCHA v1 challenge, valid 10 min. Solve it (altcha widget) and send the base64 payload as `captcha`; each solution works once. With CAPTCHA_PROVIDER=tencent the data is {provider:"tencent", app_id}, with off {provider:"off"}.',
  );

export const universalEndpoints = [
  // GET api/captcha/challenge – a proof-of-work challenge for the `captcha` field
  endpoint({
    method: 'GET',
    path: 'captcha/challenge',
    summary:
      'A captcha challenge for the `captcha` field of getCode, login, registered and forgotPassword.',
    tag: 'universal',
    output: challengeOutput,
    handler: async () => ok(await captchaProvider().challenge()),
  }),
  // GET api/Universal/getConfig – system settings and the country codes
  endpoint({
    method: 'GET',
    path: 'Universal/getConfig',
    summary: 'System settings and the country calling codes (names in the request language).',
    tag: 'universal',
    output: configOutput,
    handler: async ({ lang }) => ok({ ...(await siteConfig(lang)), ...chatConfig() }),
  }),
  // GET api/Universal/imTouristAccount – a guest chat account
  endpoint({
    method: 'GET',
    path: 'Universal/imTouristAccount',
    summary:
      'A guest chat account; its sig is valid 24 h (a Tencent Cloud Chat userSig with chat_provider tencent).',
    tag: 'universal',
    output: chatAccountOutput,
    handler: async () => ok(newGuestAccount()),
  }),
  // GET api/universal/getHot – top 10 hot searches: live hot matches, then keywords
  endpoint({
    method: 'GET',
    path: 'universal/getHot',
    summary:
      'The nav bar\'s 10 hot searches in the request language: up to 2 live matches of the top competitions first (kind "match", with match_id and the competition short_name; open the match centre), then the keywords people search (kind "keyword"; search for the name): those searched by at least 3 different clients in the last 7 days that found something and hold no blocked word, the most searched first (hot = clients), then the editorial hot keywords (hot = their popularity) to fill the list.',
    tag: 'universal',
    output: z.array(
      z.object({
        id: z
          .number()
          .int()
          .describe(
            'the keyword id (a searched keyword: a stable number from 2^30 up), or the match id for a match',
          ),
        kind: z.enum(['keyword', 'match']),
        name: z.string(),
        hot: z
          .number()
          .int()
          .describe('different searchers this week, or the editorial popularity (0 for matches)'),
        match_id: z.number().int().nullable(),
        short_name: z.string().nullable().describe('the competition short name (英超) of a match'),
      }),
    ),
    handler: async ({ lang }) => {
      const [live, keywords] = await Promise.all([hotSearchMatches(lang), hotKeywords(lang)]);
      return ok(
        [
          ...live.map((m) => ({ id: m.match_id, kind: 'match' as const, hot: 0, ...m })),
          ...keywords.map((k) => ({
            ...k,
            kind: 'keyword' as const,
            match_id: null,
            short_name: null,
          })),
        ].slice(0, HOT_LIMIT),
      );
    },
  }),
];
