import { useLocale } from 'next-intl';
import { isLocale } from '@/i18n/locales';
import { localePath } from '@/lib/seo/metadata';

/** The page of a player, in the page's language: `/en/player?id=12`. */
export function playerPath(locale: string, id: number): string {
  return localePath(isLocale(locale) ? locale : 'zh', `/player?id=${id}`);
}

/**
 * At least 24 px tall (WCAG 2.5.8, axe's target-size): a timeline stacks names 16 px apart, too
 * close for a smaller target.
 */
const PLAYER_LINK = 'hover:text-brand inline-flex min-h-6 items-center hover:underline';

/**
 * A player's name linking to his page (docs/product.md §2 "Teams, players and discussion": every
 * player name in line-ups, timelines and rankings links to one). A plain anchor: line-ups and
 * rankings have dozens of names, where a `Link` each would add to the page's payload. Never put
 * it inside another link.
 */
export function PlayerLink({
  id,
  className,
  children,
}: {
  id: number;
  className?: string;
  children: React.ReactNode;
}) {
  const locale = useLocale();
  return (
    <a href={playerPath(locale, id)} className={className ?? PLAYER_LINK} data-player={id}>
      {children}
    </a>
  );
}
