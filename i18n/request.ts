import { getRequestConfig } from 'next-intl/server';
import { hasLocale } from 'next-intl';
import { headers } from 'next/headers';
import { routing } from './routing';
import { compiledMessagesFor } from '@/lib/i18n/messages';
import { LOCALE_ZONES, normalizeZone, ZONE_HEADER } from '@/lib/rules/zone';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    messages: await compiledMessagesFor(locale),
    // The request's zone (proxy.ts: ?tz=, the tz cookie, else the locale's default). It reaches
    // the browser through NextIntlClientProvider, so client components format their first render
    // in the server's zone: no hydration mismatch, whatever the browser's own zone.
    timeZone: normalizeZone((await headers()).get(ZONE_HEADER)) ?? LOCALE_ZONES[locale],
  };
});
