'use client';

import { useEffect } from 'react';
import { apiGet } from '@/lib/client/api';
import { saveShareCode } from '@/lib/client/share-code';
import { INVITE_CODE_PATTERN } from '@/lib/referral/limits';

/**
 * A visitor arriving on a share link (`?invite_code=`, docs/architecture.md "Referral"): keeps the
 * code for 1440 minutes (lib/client/share-code.ts), so the sign-up form offers it on any later
 * page, and reports the visit once (`invite_activity/accessStatistics`, counted once per visitor
 * and day by the server).
 */
export function ShareCodeCatcher() {
  useEffect(() => {
    const code = new URLSearchParams(window.location.search).get('invite_code')?.trim() ?? '';
    if (!INVITE_CODE_PATTERN.test(code)) return;
    saveShareCode(code);
    apiGet('invite_activity/accessStatistics', { invite_code: code }, { silent: true }).catch(
      () => undefined,
    );
  }, []);
  return null;
}
