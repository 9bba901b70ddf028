'use client';

import { isApiError } from '@/lib/contract';
import { requireLogin } from '@/lib/client/api';
import { clientMessage } from '@/lib/client/client-messages';

/**
 * The message to show inline for a failed call made with `silent: true` (the forms show the
 * API's own localised message next to the field instead of a toast). A lapsed login still opens
 * the login dialog.
 */
export function inlineError(error: unknown): string {
  if (isApiError(error)) {
    if (error.notLoggedIn) requireLogin();
    return error.msg || clientMessage('networkError');
  }
  return clientMessage('networkError');
}
