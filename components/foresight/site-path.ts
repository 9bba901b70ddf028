import { useLocale } from 'next-intl';
import { isLocale } from '@/i18n/locales';
import { localePath } from '@/lib/seo/metadata';

/**
 * A site path in the page's language (`/en/score-detail?id=3`): the cards' many links are plain
 * anchors, each a few bytes, where a `Link` would add a client component to the page's payload.
 */
export function useSitePath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localePath(isLocale(locale) ? locale : 'zh', path);
}
