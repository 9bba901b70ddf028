'use client';

import useSWR from 'swr';
import { apiGet } from './api';

export type CountryCode = { id: number; code: string; name: string };

/** The system settings of SPEC.md §3, as far as the browser reads them. */
export type SystemConfig = {
  CountryCode?: CountryCode[];
  feedback_qq?: string;
  customer_service_email?: string;
  app_redirect_url?: string;
  homepage_qrcode?: {
    download?: string;
    official_account?: string;
    WeChat_official_account?: string;
  };
};

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
