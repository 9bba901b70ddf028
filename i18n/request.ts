import { getRequestConfig } from 'next-intl/server';
import { hasLocale } from 'next-intl';
import { routing } from './routing';
import { messagesFor } from '@/lib/i18n/messages';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    messages: messagesFor(locale),
    // A fixed zone so server and browser format match times identically (no hydration mismatch).
    timeZone: 'Asia/Shanghai',
  };
});
