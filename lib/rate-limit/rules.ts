import 'server-only';
import { isAppError } from '@/lib/errors/app-error';
import { HOT_WINDOW_DAYS } from '@/lib/search/limits';
import { check, hit, reset, take, type Limit } from './index';

/**
 * Every rate limit of the site, in one place (issue 23 §5, docs/architecture.md). Two kinds:
 *
 * - Request budgets: an endpoint names one in its declarative `rateLimit` rules
 *   (lib/api/endpoint.ts RateLimitRule), and the API layer (lib/api/app.ts) counts the call.
 *   No handler counts anything itself.
 * - Counters that are not one request each (failed logins, wrong payment passwords, chat sends
 *   over the websocket, hot-search counting, views): the domain calls the named function below.
 *
 * `hit`, `check`, `reset` and `take` are imported nowhere else (eslint.config.mjs
 * no-restricted-imports, scripts/lint-boundaries.test.ts).
 */

// ---- Request budgets (declarative `rateLimit` rules) -------------------------------------------

/** Comment budget per user: bursts are fine, floods are not. */
export const COMMENT_LIMIT: Limit = { name: 'content-comment', points: 10, durationSec: 60 };
/** Likes and favourites per user (toggling is cheap but each one writes). */
export const REACTION_LIMIT: Limit = { name: 'content-reaction', points: 120, durationSec: 60 };

/**
 * Community posting budget per user (docs/product.md §9 asks for limits, not numbers): short
 * bursts… Counted only for posts that go through (`counts: 'success'`).
 */
export const POST_BURST_LIMIT: Limit = { name: 'community-post', points: 5, durationSec: 600 };
/** …and a daily cap. */
export const POST_DAILY_LIMIT: Limit = {
  name: 'community-post-day',
  points: 30,
  durationSec: 86_400,
};

/** Reports per user (lib/reports): enough for a bad evening, not for flooding the queue. */
export const REPORT_LIMIT: Limit = { name: 'report-create', points: 10, durationSec: 600 };

/** Upload permits per user and hour: videos are the heavy ones (a permit can store 50 MB). */
export const VIDEO_PERMITS: Limit = { name: 'upload-permit-video', points: 30, durationSec: 3600 };
export const IMAGE_PERMITS: Limit = { name: 'upload-permit-image', points: 200, durationSec: 3600 };

/** Gift sends one user may make per window, over all rooms: a combo is fast, a script is faster. */
export const GIFT_LIMIT: Limit = { name: 'gift-send', points: 30, durationSec: 10 };

/** Recharge orders a user may open: enough for any real recharge, too few to fill the table. */
export const ORDER_LIMIT: Limit = { name: 'recharge-order', points: 20, durationSec: 600 };

/** A user's horn sends: enough for a person, not for flooding the review queue. */
export const HORN_LIMIT: Limit = { name: 'horn-send', points: 10, durationSec: 60 };

/** Room staff's budget for moderation calls: generous, but not a script's. */
export const CHAT_MODERATE_LIMIT: Limit = { name: 'chat-moderate', points: 120, durationSec: 60 };

/** Anchors publish at most this much news (a flood would bury everyone else's). */
export const NEWS_WRITE_LIMIT: Limit = { name: 'news-write', points: 10, durationSec: 60 * 60 };

// ---- Counters the domain calls by name ----------------------------------------------------------

/** Wrong passwords allowed per address and number before login answers 429 for a while. */
export const LOGIN_FAILURES: Limit = { name: 'login-failures', points: 10, durationSec: 15 * 60 };

/** 429 `rateLimited` while `key` (address|number) has no failed login left. */
export function checkLoginFailures(key: string): Promise<void> {
  return check(LOGIN_FAILURES, key);
}
/** Counts a failed login of `key`; 429 `rateLimited` when none was left. */
export async function countLoginFailure(key: string): Promise<void> {
  await hit(LOGIN_FAILURES, key);
}
/** Forgets `key`'s failed logins (after a successful one). */
export function clearLoginFailures(key: string): Promise<void> {
  return reset(LOGIN_FAILURES, key);
}

/**
 * Wrong payment passwords allowed per user (changing it by the old one, binding a payout
 * account) before those answer 429 for a while. A stolen session token must not be a way to
 * guess the payment password.
 */
export const PAYMENT_PASSWORD_FAILURES: Limit = {
  name: 'payment-password-failures',
  points: 5,
  durationSec: 15 * 60,
};

/**
 * Counts a payment-password try of `userId` before it is checked (so parallel guesses cannot all
 * slip under the limit) and answers the tries left; 429 `rateLimited` when none was left.
 */
export function countPaymentPasswordTry(userId: number): Promise<number> {
  return hit(PAYMENT_PASSWORD_FAILURES, String(userId));
}
/** 429 `rateLimited` while `userId` has no payment-password try left. */
export function checkPaymentPasswordTries(userId: number): Promise<void> {
  return check(PAYMENT_PASSWORD_FAILURES, String(userId));
}
/** Forgets `userId`'s payment-password tries (after a right one). */
export function clearPaymentPasswordTries(userId: number): Promise<void> {
  return reset(PAYMENT_PASSWORD_FAILURES, String(userId));
}

/** Chat messages one chatter may send per window, over all rooms (issue 9 §5: 20 per 30 s). */
export const CHAT_LIMIT: Limit = { name: 'chat-send', points: 20, durationSec: 30 };

/** Counts a chat send of `chatId` (websocket or HTTP); 429 `rateLimited` when none was left. */
export async function countChatSend(chatId: string): Promise<void> {
  await hit(CHAT_LIMIT, chatId);
}

/**
 * One hot-search count per client and keyword per window. The rolling window is as long as the
 * hot window, so one client can never count twice inside it (a stricter rule than once a day).
 */
export const SEARCH_HOT_COUNTED: Limit = {
  name: 'search-hot',
  points: 1,
  durationSec: HOT_WINDOW_DAYS * 86_400,
};

/**
 * Whether `key` (a client and keyword) may count towards the hot list now: true the first time
 * in the window, false after. Counts every time while limits are off (RATE_LIMITS=off).
 */
export async function countHotSearch(key: string): Promise<boolean> {
  try {
    await hit(SEARCH_HOT_COUNTED, key);
    return true;
  } catch (e) {
    if (isAppError(e) && e.key === 'rateLimited') return false;
    throw e;
  }
}

/** Partner tokens a user may mint (`fk/getPartnerAccessToken`): each opening of /activity takes one. */
export const PARTNER_TOKEN_LIMIT: Limit = { name: 'partner-token', points: 20, durationSec: 60 };

/** Share-link visits a client may report (`invite_activity/accessStatistics`): a page view each. */
export const INVITE_VISIT_LIMIT: Limit = { name: 'invite-visit', points: 30, durationSec: 60 };

/** A viewer's views of one thing count once per half hour (reloads and replays do not inflate). */
export const VIEW_WINDOW: Limit = { name: 'content-view', points: 1, durationSec: 30 * 60 };

/**
 * Whether this is `key`'s (a thing and a viewer) first view in VIEW_WINDOW. De-duplication, not
 * protection, so it works with RATE_LIMITS=off too.
 */
export function countFirstView(key: string): Promise<boolean> {
  return take(VIEW_WINDOW, key);
}
