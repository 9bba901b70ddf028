import 'server-only';
import {
  captchaChallengeOutput,
  chatAccountOutput,
  hotSearchOutput,
  systemConfigOutput,
} from '@/lib/account/contract';
import { captchaProvider } from '@/lib/providers/captcha';
import { newGuestAccount } from '@/lib/providers/chat/guest';
import { env } from '@/lib/env';
import { siteConfig } from '@/lib/system/config';
import { hotKeywords, HOT_LIMIT } from '@/lib/system/hot';
import { hotSearchMatches } from '@/lib/matches/search';
import { endpoint, ok } from '../endpoint';

/** Which chat the clients use (CHAT_PROVIDER) and, for Tencent Cloud Chat, its application. */
function chatConfig() {
  const e = env();
  const tencent = e.CHAT_PROVIDER === 'tencent';
  return {
    chat_provider: e.CHAT_PROVIDER,
    tencent_sdk_app_id: tencent ? Number(e.TENCENT_CHAT_SDK_APP_ID) : null,
  };
}

export const universalEndpoints = [
  // GET api/captcha/challenge – a proof-of-work challenge for the `captcha` field
  endpoint({
    method: 'GET',
    path: 'captcha/challenge',
    summary:
      'A captcha challenge for the `captcha` field of getCode, login, registered and forgotPassword.',
    tag: 'universal',
    output: captchaChallengeOutput,
    handler: async () => ok(await captchaProvider().challenge()),
  }),
  // GET api/Universal/getConfig – system settings and the country codes
  endpoint({
    method: 'GET',
    path: 'Universal/getConfig',
    summary: 'System settings and the country calling codes (names in the request language).',
    tag: 'universal',
    output: systemConfigOutput,
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
    output: hotSearchOutput,
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
