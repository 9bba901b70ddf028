import { useTranslations } from 'next-intl';
import clsx from 'clsx';
import { Trophy } from 'lucide-react';
import { Link } from '@/i18n/navigation';
import { COMPETITIONS } from '@/lib/matches/names';
import type { Sport } from '@/lib/matches/types';
import { libraryHref, LIBRARY_COMPETITIONS } from './params';
import type { Locale } from '@/i18n/locales';

type Entry = { id: number; sport: Sport; name: string; short: string; colour: string };

/** The switcher's competitions of a sport, named in the page language. */
function entries(sport: Sport, lang: Locale): Entry[] {
  return LIBRARY_COMPETITIONS[sport].flatMap((id) => {
    const c = COMPETITIONS.find((x) => x.id === id);
    return c
      ? [
          {
            id,
            sport,
            name: c.name[lang] || c.name.zh,
            short: c.short[lang] || c.short.zh,
            colour: c.colour,
          },
        ]
      : [];
  });
}

/**
 * The competition switcher: a list per sport beside the data on desktop, a strip of chips above
 * it on a phone. Links keep no tab or season: another competition starts at its table.
 */
export function CompetitionNav({ current, lang }: { current: number; lang: Locale }) {
  const t = useTranslations('dataLibrary');
  // The 2026 World Cup has its own page (docs/product.md §2 `/trophy/home`): first of football.
  const worldCup = useTranslations('worldcup')('short');
  const sports: Sport[] = ['football', 'basketball'];
  return (
    <>
      <nav
        aria-label={t('competitions')}
        className="bg-surface desk:block sticky top-16 hidden overflow-hidden rounded-xl shadow-sm"
      >
        {sports.map((sport) => (
          <div key={sport} className="border-surface-page border-b last:border-b-0">
            <h2 className="text-ink-faint px-4 pt-3 pb-1 text-[11px] font-semibold tracking-wide uppercase">
              {t(`sports.${sport}`)}
            </h2>
            <ul className="pb-2">
              {sport === 'football' ? (
                <li>
                  <Link
                    href="/trophy/home"
                    prefetch={false}
                    className="text-ink-soft hover:bg-surface-muted hover:text-ink flex items-center gap-2.5 border-l-[3px] border-transparent px-4 py-2 text-sm transition"
                  >
                    <Trophy aria-hidden className="size-3.5 shrink-0 text-amber-500" />
                    <span className="leading-snug">{worldCup}</span>
                  </Link>
                </li>
              ) : null}
              {entries(sport, lang).map((c) => {
                const active = c.id === current;
                return (
                  <li key={c.id}>
                    <Link
                      href={libraryHref({ sport, id: c.id })}
                      prefetch={false}
                      aria-current={active ? 'page' : undefined}
                      className={clsx(
                        'flex items-center gap-2.5 border-l-[3px] px-4 py-2 text-sm transition',
                        active
                          ? 'border-brand bg-brand-soft text-ink font-semibold'
                          : 'text-ink-soft hover:bg-surface-muted hover:text-ink border-transparent',
                      )}
                    >
                      <span
                        aria-hidden
                        className="size-2.5 shrink-0 rounded-full"
                        style={{ background: c.colour }}
                      />
                      <span className="leading-snug">{c.name}</span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </nav>
      <nav aria-label={t('competitions')} className="desk:hidden -mx-3 overflow-x-auto px-3">
        <ul className="flex min-w-max gap-2 pb-1">
          <li>
            <Link
              href="/trophy/home"
              prefetch={false}
              className="bg-surface text-ink-soft hover:text-ink inline-flex h-8 items-center gap-1.5 rounded-full px-3 text-[13px] whitespace-nowrap shadow-sm transition"
            >
              <Trophy aria-hidden className="size-3.5 text-amber-500" />
              {worldCup}
            </Link>
          </li>
          {sports.flatMap((sport) =>
            entries(sport, lang).map((c) => {
              const active = c.id === current;
              return (
                <li key={c.id}>
                  <Link
                    href={libraryHref({ sport, id: c.id })}
                    prefetch={false}
                    aria-current={active ? 'page' : undefined}
                    title={c.name}
                    className={clsx(
                      'inline-flex h-8 items-center gap-1.5 rounded-full px-3 text-[13px] whitespace-nowrap shadow-sm transition',
                      active
                        ? 'bg-ink font-semibold text-white'
                        : 'bg-surface text-ink-soft hover:text-ink',
                    )}
                  >
                    <span
                      aria-hidden
                      className="size-2 rounded-full"
                      style={{ background: c.colour }}
                    />
                    {c.short}
                  </Link>
                </li>
              );
            }),
          )}
        </ul>
      </nav>
    </>
  );
}
