/**
 * The closed set of failures a domain may report. Each key names a message under
 * `api.errors.*` in messages/{zh,en,vi}.json; one mapper turns it into the envelope.
 */
export type ErrorKey =
  | 'internal'
  | 'forbidden'
  | 'notFound'
  | 'tooLarge'
  | 'rateLimited'
  | 'notLoggedIn'
  | 'badJson'
  | 'invalidField'
  | 'captchaRequired'
  | 'captchaInvalid'
  | 'mobileInvalid'
  | 'countryUnsupported'
  | 'codeInvalid'
  | 'codeExpired'
  | 'codeTooManyTries'
  | 'codeResendWait'
  | 'smsHourlyLimit'
  | 'smsSendFailed'
  | 'mobileRegistered'
  | 'loginFailed'
  | 'passwordWeak'
  | 'nicknameTaken'
  | 'nicknameInvalid'
  | 'paymentPasswordShort'
  | 'paymentPasswordMismatch'
  | 'paymentPasswordProofRequired'
  | 'paymentPasswordWrong'
  | 'paymentPasswordLocked'
  | 'idNumberInvalid'
  | 'alreadyVerified'
  | 'avatarInvalid'
  | 'uploadInvalid'
  | 'uploadTooLarge'
  | 'uploadTokenInvalid'
  | 'uploadTokenUsed'
  | 'userNotFound'
  | 'realNameInvalid'
  | 'matchNotFound'
  | 'notFootballMatch'
  | 'notBasketballMatch'
  | 'competitionNotFound'
  | 'seasonNotFound'
  | 'matchNotBookable';

/** Envelope codes of DESIGN.md "Contracts". */
export const CODE_OK = 0;
export const CODE_FAIL = 1;
export const CODE_LOGIN = 700;

export class AppError extends Error {
  constructor(
    readonly key: ErrorKey,
    readonly values: Record<string, string | number> = {},
    /** HTTP status; handled outcomes stay 200 (DESIGN.md). */
    readonly status: 200 | 404 | 413 | 429 = 200,
    readonly code: number = key === 'notLoggedIn' ? CODE_LOGIN : CODE_FAIL,
  ) {
    super(key);
    this.name = 'AppError';
  }
}

export function isAppError(e: unknown): e is AppError {
  return e instanceof AppError;
}
