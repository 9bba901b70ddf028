'use client';

import useSWR from 'swr';
import type { CountryCode, SystemConfig as FullConfig } from '@/lib/account/contract';
import { apiGet } from './api';

export type { CountryCode };

/**
 * The system settings of docs/product.md §3 as far as the browser reads them (the contract's
 * Universal/getConfig answer); readers keep fallbacks for each, so every field may be missing.
 */
export type SystemConfig = Partial<
  Pick<
    FullConfig,
    | 'CountryCode'
    | 'feedback_qq'
    | 'customer_service_email'
    | 'app_redirect_url'
    | 'homepage_qrcode'
  >
>;

const KEY = 'Universal/getConfig';

/**
 * `Universal/getConfig`, fetched once per page and shared by every reader. Callers have
 * fallbacks for everything in it, so a failure stays quiet. Pass `enabled: false` to defer the
 * request until the data is needed (the login dialog loads it when it opens).
 */
export function useSystemConfig(enabled = true): SystemConfig | undefined {
  const { data } = useSWR<SystemConfig>(
    enabled ? KEY : null,
    () => apiGet<SystemConfig>(KEY, undefined, { silent: true }),
    {
      revalidateOnFocus: false,
      revalidateIfStale: false,
    },
  );
  return data;
}
