import { defaultLocale, isLocale, type Locale } from '@/i18n/locales';

/** The page's language from `<html lang>` (the layout writes `zh-CN` for Chinese). */
export function currentLocale(): Locale {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang.toLowerCase();
  if (lang.startsWith('zh')) return 'zh';
  const base = lang.split('-')[0];
  return isLocale(base) ? base : defaultLocale;
}
