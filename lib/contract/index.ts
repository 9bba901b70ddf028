/**
 * The platform API's answer contract (docs/architecture.md "Contracts", docs/product.md §8), in one browser-safe
 * module for the API, the BFF, the browser client, tests, e2e and the bench:
 * every answer is the envelope `{ code, msg, data }`; code 0 carries the data, code 1 a failure
 * whose `data.error` is one of ERROR_KEYS, code 700 "not logged in" with `data.error`
 * `notLoggedIn`. Nothing here may import server code.
 */

export const CODE_OK = 0;
export const CODE_FAIL = 1;
export const CODE_LOGIN = 700;
/** The code of an ApiError that never reached a usable answer (offline, timeout, non-envelope). */
export const NETWORK_ERROR_CODE = -1;

export type Envelope<T = unknown> = { code: number; msg: string; data: T };

/**
 * The closed set of failures the API reports, as `data.error`. Each key names a message under
 * `api.errors.*` in messages/{zh,en,vi}.json.
 */
export const ERROR_KEYS = [
  'internal',
  'forbidden',
  'notFound',
  'tooLarge',
  'rateLimited',
  // A part the site needs is briefly down (the database): HTTP 503 with Retry-After, safe to retry.
  'serviceUnavailable',
  // The storage of uploads is full: HTTP 507; nothing was stored.
  'storageFull',
  'notLoggedIn',
  'badJson',
  'invalidField',
  'captchaRequired',
  'captchaInvalid',
  'mobileInvalid',
  'countryUnsupported',
  'codeInvalid',
  'codeExpired',
  'codeTooManyTries',
  'codeResendWait',
  'smsHourlyLimit',
  'smsSendFailed',
  'mobileRegistered',
  'loginFailed',
  'passwordWeak',
  'nicknameTaken',
  'nicknameInvalid',
  'paymentPasswordShort',
  'paymentPasswordMismatch',
  'paymentPasswordProofRequired',
  'paymentPasswordWrong',
  'paymentPasswordLocked',
  'idNumberInvalid',
  'alreadyVerified',
  'avatarInvalid',
  'uploadInvalid',
  'uploadTooLarge',
  'uploadTokenInvalid',
  'uploadTokenUsed',
  'userNotFound',
  'realNameInvalid',
  // Anchor applications (lib/applications).
  'alreadyAnchor',
  'applicationWaiting',
  'applicationNotFound',
  'inviterUnknown',
  'idPhotosSame',
  'contactInvalid',
  'experienceTooShort',
  'experienceTooLong',
  // Experts and their plans (lib/experts).
  'notExpert',
  'expertApplicationWaiting',
  'alreadyExpert',
  'gameplayInvalid',
  'gameplaysTooMany',
  'expertTextTooShort',
  'expertTextTooLong',
  'analysisTooShort',
  'analysisTooLong',
  'planNotFound',
  'planLocked',
  'planWithdrawn',
  'planMarketClosed',
  'planGameplayNotAllowed',
  'planPickInvalid',
  'planTooMany',
  'planOwn',
  // No activity partner configured (lib/activity).
  'activityUnavailable',
  'matchNotFound',
  // Team pages (lib/teams).
  'teamNotFound',
  // Team follows (lib/follows).
  'teamFollowLimit',
  'notFootballMatch',
  'notBasketballMatch',
  'competitionNotFound',
  'seasonNotFound',
  // Player pages (lib/players).
  'playerNotFound',
  'matchNotBookable',
  // Live rooms (lib/live).
  'roomNotFound',
  'notAnchor',
  'categoryNotFound',
  'tooManyRoomAdmins',
  'cannotFollowSelf',
  'anchorNotFound',
  'scheduleNotFound',
  'scheduleTimeInvalid',
  'tooManySchedules',
  'recordingNotFound',
  'chatUserNotFound',
  'cannotModerateStaff',
  'muteDurationInvalid',
  'tooManyBlockedWords',
  // Content (lib/content, lib/video, lib/community, lib/search).
  'articleNotFound',
  'videoNotFound',
  'postNotFound',
  'commentNotFound',
  'circleNotFound',
  'contentRequired',
  'tooManyImages',
  'coverRequired',
  'videoRequired',
  'videoFormatInvalid',
  'videoTooLarge',
  'uploadNotFound',
  'imageExternal',
  'searchKeywordEmpty',
  'mixedPostMedia',
  'tooManyCategories',
  'contentTooLong',
  'imageInvalid',
  // Coins (lib/wallet).
  'idempotencyKeyRequired',
  'idempotencyKeyInvalid',
  'idempotencyKeyReused',
  'idempotencyInProgress',
  'insufficientBalance',
  'insufficientIncome',
  'amountInvalid',
  'amountTooLarge',
  'chargeRuleNotFound',
  'orderNotFound',
  'orderClosed',
  'paymentNotifyInvalid',
  'paymentAmountMismatch',
  'paymentProviderUnavailable',
  'giftNotFound',
  'giftSelf',
  'giftNumInvalid',
  'nobleTierNotFound',
  'nobleDowngrade',
  'nobleCreditExceedsPrice',
  'nobleMonthsInvalid',
  'hornTextInvalid',
  'hornNotFound',
  'alreadyReviewed',
  'reviewReasonRequired',
  'withdrawalAboveWithdrawable',
  'withdrawalBelowMinimum',
  'withdrawalNotFound',
  'payoutAccountRequired',
  'paymentPasswordNotSet',
  'paymentPasswordIncorrect',
  'paymentPasswordBlocked',
  'bankCardInvalid',
  'bankNameInvalid',
  'alipayAccountInvalid',
  'holderNameInvalid',
  'bonusClaimed',
  'bonusUnavailable',
  'giftNotCombo',
  'giftBlacklisted',
  'nobleProtected',
  'hornBlockedWord',
  // Web Push (lib/push).
  'pushUnavailable',
  'pushEndpointInvalid',
  'pushKeysInvalid',
  'alertTargetNotFound',
  'alertTeamsFull',
  'timeZoneInvalid',
  // The operators' console (lib/admin) and its sanctions (lib/account/standing.ts).
  'reauthRequired',
  'reauthFailed',
  'accountBanned',
  'mutedSiteWide',
  'cannotSanctionStaff',
  'cannotChangeOwnRoles',
  'roleInvalid',
  'sanctionDurationInvalid',
  'nothingToLift',
  'cannotReviewOwn',
  // The console's users and rooms (lib/admin/users.ts, lib/admin/rooms.ts).
  'sortInvalid',
  'filterInvalid',
  'roomNotLive',
  'roomClosed',
  'roomNotClosed',
  'categoryNameRequired',
  // The console's settings (lib/admin/settings.ts).
  'settingsUrlInvalid',
  'settingsVersionInvalid',
  'settingsQqInvalid',
  'settingsEmailInvalid',
  'settingsNameRequired',
  'settingsAmountInvalid',
  'settingsInviteIdInvalid',
  'settingsTimeInvalid',
  'settingsEndsBeforeStarts',
  'settingsRateInvalid',
  'settingsPriceInvalid',
  'settingsSlugInvalid',
  'settingsSlugTaken',
  'settingsItemNotFound',
  // Reports and their handling (lib/reports).
  'reportTypeInvalid',
  'reportReasonInvalid',
  'reportNoteTooLong',
  'reportTargetNotFound',
  'cannotReportOwn',
  'reportNotOpen',
  'reportActionInvalid',
  'contentNotHidden',
  // Publishing in the console (lib/publish).
  'newsIncomplete',
  'newsTitleRequired',
  'newsTitleTooLong',
  'newsScheduleInvalid',
  'newsStatusInvalid',
  'bannerNotFound',
  'bannerTitleInvalid',
  'bannerLinkInvalid',
  'bannerOrderInvalid',
  'categoryNameInvalid',
  'videoStatusInvalid',
  'hotSearchNotFound',
  'hotSearchNameInvalid',
  // A chat refusal already in the request's language (lib/chat/send.ts).
  'chatRefused',
  // Refusals of the HTTP server itself (lib/http/guard.ts), before the API sees the request.
  'badRequest',
  'uriTooLong',
  'headersTooLarge',
  'requestTimeout',
] as const;

export type ErrorKey = (typeof ERROR_KEYS)[number];

/** `data` of a failure: the key, the invalid field's name, and how long a rate limit lasts. */
export type FailureData = { error: ErrorKey; field?: string; retry_after?: number };

const KEYS: ReadonlySet<string> = new Set(ERROR_KEYS);

export function isErrorKey(value: unknown): value is ErrorKey {
  return typeof value === 'string' && KEYS.has(value);
}

/** The failure's key in an envelope's data, or null (success data, or no known key). */
export function errorKeyOf(data: unknown): ErrorKey | null {
  if (!data || typeof data !== 'object' || !('error' in data)) return null;
  const key = data.error;
  return isErrorKey(key) ? key : null;
}

/** A parsed JSON body as an envelope, or null when it is not one (a proxy's page, a cut body). */
export function parseEnvelope(body: unknown): Envelope | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const { code, msg, data } = body as Record<string, unknown>;
  if (typeof code !== 'number') return null;
  return { code, msg: typeof msg === 'string' ? msg : '', data: data ?? null };
}

/**
 * One GET parameter as query text, the same in the browser client and the BFF: a string as it
 * is, a number, boolean or bigint by String, anything else (an array, an object) as JSON rather
 * than "[object Object]".
 */
export function queryValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  return JSON.stringify(value) ?? '';
}

/** True for a successful envelope (code 0). */
export function isOk<T>(envelope: Envelope<T> | null | undefined): envelope is Envelope<T> {
  return envelope?.code === CODE_OK;
}

/**
 * A rejected call: the envelope's code (or NETWORK_ERROR_CODE), the failure's key (null when the
 * answer named none), the localised message, the HTTP status (0 without an answer) and the raw
 * `data` (e.g. `field`, `retry_after`).
 */
export class ApiError extends Error {
  readonly code: number;
  readonly key: ErrorKey | null;
  readonly msg: string;
  readonly status: number;
  readonly data: unknown;

  constructor(init: { code: number; msg: string; status: number; data?: unknown }) {
    super(init.msg || `API error ${init.code}`);
    this.name = 'ApiError';
    this.code = init.code;
    this.msg = init.msg;
    this.status = init.status;
    this.data = init.data ?? null;
    this.key = errorKeyOf(this.data);
  }

  /** Code 700: the token is missing, expired or revoked. */
  get notLoggedIn(): boolean {
    return this.code === CODE_LOGIN;
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}

/** The data of a successful envelope; any other answer throws its ApiError. */
export function unwrap<T>(envelope: Envelope, status = 200): T {
  if (envelope.code === CODE_OK) return envelope.data as T;
  throw new ApiError({ code: envelope.code, msg: envelope.msg, status, data: envelope.data });
}
