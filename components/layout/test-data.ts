/** Answers of the layout's tests (captcha, login, config, search; checked: test/fixtures-contract.test.ts). */
import zh from '@/messages/zh.json';
import type { PublicUser } from '@/lib/account/contract';
import { answer } from '@/test/bff';
import { publicUser } from '@/test/users';

/** An ALTCHA challenge (captcha/challenge), told apart by `n`. */
export const challengeFields = (n: number) => ({
  algorithm: 'SHA-256',
  challenge: `c${n}`,
  maxnumber: 1000,
  salt: `s${n}`,
  signature: `g${n}`,
});
export const challenge = (n: number) => answer('captcha/challenge', challengeFields(n));

/** captcha/challenge with CAPTCHA_PROVIDER=off. */
export const captchaOff = answer('captcha/challenge', { provider: 'off' });

/** Universal/getConfig: the site settings with these country codes (86 first). */
export function siteConfig(over: Record<string, unknown> = {}) {
  return answer('Universal/getConfig', {
    websocket_url: '/ws',
    CountryCode: [
      { id: 1, code: '86', name: 'China' },
      { id: 2, code: '84', name: 'Vietnam' },
    ],
    homepage_qrcode: { download: '', official_account: '', WeChat_official_account: '' },
    feedback_qq: '',
    customer_service_email: 'help@example.com',
    app_redirect_url: '',
    app_version: '1.0.0',
    app_ios_url: '',
    app_android_url: '',
    invite_activity_open: false,
    chat_provider: 'builtin',
    tencent_sdk_app_id: null,
    ...over,
  });
}

/** The user of the login dialog's tests. */
export const loginUser: PublicUser = publicUser({
  id: 1,
  user_nickname: 'Fan Wang',
  mobile: '86-13800000001',
});

/** user/login through the BFF: the user only (the BFF keeps the token in the session). */
export const loggedIn = (user: PublicUser = loginUser) => answer('user/login', { user });

export const codeSent = answer('user/getCode', null, zh.api.sent);
export const registered = (msg: string = zh.api.registered) => answer('user/registered', null, msg);
export const passwordReset = answer('user/forgotPassword', null, zh.api.passwordReset);
export const signedOut = answer('Member/SignOut', null);

/** A keyword of universal/getHot. */
export const hotKeyword = (id: number, name: string, hot: number) => ({
  id,
  kind: 'keyword' as const,
  name,
  hot,
  match_id: null,
  short_name: null,
});
/** A live match of universal/getHot (opens its match centre). */
export const hotMatch = (id: number, name: string, shortName = '英超') => ({
  id,
  kind: 'match' as const,
  name,
  hot: 0,
  match_id: id,
  short_name: shortName,
});
export const hotSearches = (items: ReturnType<typeof hotKeyword | typeof hotMatch>[]) =>
  answer('universal/getHot', items);

/** Push/unread: the user's unread messages. */
export const unreadMessages = (unread: number) => answer('Push/unread', { unread });
