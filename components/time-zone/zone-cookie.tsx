'use client';

import { useEffect } from 'react';
import { useTimeZone } from 'next-intl';
import { useRouter } from 'next/navigation';
import { normalizeZone, sameZone, ZONE_COOKIE, ZONE_PARAM } from '@/lib/rules/zone';
import { whenIdle } from '@/lib/client/idle';

const YEAR_S = 365 * 24 * 3600;

/** The zone the visitor chose or the browser reported (the `tz` cookie), or null. */
export function readZoneCookie(): string | null {
  const raw = document.cookie
    .split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${ZONE_COOKIE}=`))
    ?.slice(ZONE_COOKIE.length + 1);
  if (raw === undefined) return null;
  try {
    return normalizeZone(decodeURIComponent(raw));
  } catch {
    return null;
  }
}

/** Remembers a zone for every page of the site (read by proxy.ts on the next request). */
export function writeZoneCookie(zone: string): void {
  document.cookie = `${ZONE_COOKIE}=${encodeURIComponent(zone)}; path=/; max-age=${YEAR_S}; samesite=lax`;
}

/** The browser's own IANA zone, or null when it reports none the site can use. */
export function browserZone(): string | null {
  return normalizeZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
}

/**
 * On a first visit (no `tz` cookie) stores the browser's zone, and when the server rendered the
 * page in another zone (the locale's default) asks it for the page again in the right one. The
 * first render always uses the server's zone (NextIntlClientProvider carries it), so hydration
 * never sees two zones; the refresh swaps the times afterwards. A `?tz=` link keeps its zone.
 */
export function ZoneCookie() {
  const serverZone = useTimeZone();
  const router = useRouter();
  // When idle, not in the hydration's task: reading the browser's zone builds an Intl formatter.
  useEffect(
    () =>
      whenIdle(() => {
        if (readZoneCookie() !== null) return;
        const zone = browserZone();
        if (!zone) return;
        writeZoneCookie(zone);
        const pinned = new URLSearchParams(window.location.search).has(ZONE_PARAM);
        if (!pinned && (!serverZone || !sameZone(zone, serverZone))) router.refresh();
      }),
    [serverZone, router],
  );
  return null;
}
