import { CODE_FAIL, CODE_LOGIN, type ErrorKey } from '@/lib/contract';

/**
 * The closed set of failures a domain may report (ERROR_KEYS of lib/contract); one mapper turns
 * each into the envelope.
 */
export type { ErrorKey };
/** Envelope codes of docs/architecture.md "Contracts". */
export { CODE_FAIL, CODE_LOGIN, CODE_OK } from '@/lib/contract';

export class AppError extends Error {
  constructor(
    readonly key: ErrorKey,
    readonly values: Record<string, string | number> = {},
    /**
     * HTTP status; handled outcomes stay 200 (docs/architecture.md). 503 and 507 are the
     * failures of a part the site needs (docs/architecture.md "When a part fails").
     */
    readonly status: 200 | 404 | 413 | 429 | 503 | 507 = 200,
    readonly code: number = key === 'notLoggedIn' ? CODE_LOGIN : CODE_FAIL,
  ) {
    super(key);
    this.name = 'AppError';
  }
}

export function isAppError(e: unknown): e is AppError {
  return e instanceof AppError;
}
