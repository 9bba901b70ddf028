import { defineRouting } from 'next-intl/routing';
import { defaultLocale, locales } from './locales';

export {
  defaultLocale,
  isLocale,
  LOCALE_COOKIE,
  LOCALE_PREFIX,
  locales,
  type Locale,
} from './locales';

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  // No Accept-Language redirect: an unprefixed URL is Chinese for crawlers and first visits.
  // The switch's cookie is honoured by proxy.ts instead.
  localeDetection: false,
  localeCookie: false,
  alternateLinks: false,
});
