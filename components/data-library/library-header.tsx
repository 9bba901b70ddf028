import { useTranslations } from 'next-intl';
import clsx from 'clsx';
import { Link } from '@/i18n/navigation';
import { named } from '@/lib/matches/display';
import type { SeasonTable } from '@/lib/matches/types';
import { LinkMenu } from './link-menu';
import type { Locale } from '@/i18n/locales';

/** The competition's title card: name, area and season, with the season picker. */
export function LibraryHeader({
  table,
  lang,
  seasonHref,
}: {
  table: SeasonTable;
  lang: Locale;
  seasonHref: (seasonId: number) => string;
}) {
  const t = useTranslations('dataLibrary');
  const c = table.competition;
  return (
    <header
      className="bg-surface desk:px-6 desk:py-5 relative rounded-xl px-4 py-4 shadow-sm"
      style={{ borderLeft: `4px solid ${c.colour}` }}
    >
      {/* The tint is clipped to the card; the season menu must not be. */}
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 overflow-hidden rounded-r-xl"
      >
        <div
          className="absolute inset-y-0 right-0 w-1/2 opacity-[0.07]"
          style={{ background: `linear-gradient(90deg, transparent, ${c.colour})` }}
        />
      </div>
      <div className="relative flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="text-ink-faint text-xs font-medium">
            {named(c, 'area', lang)} · {t(`sports.${c.sport}`)}
          </p>
          <h1 className="text-ink desk:text-2xl mt-0.5 text-xl font-bold">
            {named(c, 'name', lang)}
          </h1>
        </div>
        <div className="flex items-center gap-2">
          <span className="text-ink-soft text-sm">{t('season')}</span>
          <LinkMenu label={t('chooseSeason')} current={table.season.label} align="end">
            <ul className="min-w-32">
              {table.seasons.map((s) => {
                const selected = s.id === table.season.id;
                return (
                  <li key={s.id}>
                    <Link
                      href={seasonHref(s.id)}
                      prefetch={false}
                      aria-current={selected ? 'page' : undefined}
                      className={clsx(
                        'block rounded-md px-3 py-1.5 text-sm tabular-nums transition',
                        selected
                          ? 'bg-brand-soft text-brand font-semibold'
                          : 'text-ink hover:bg-surface-page',
                      )}
                    >
                      {s.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </LinkMenu>
        </div>
      </div>
    </header>
  );
}
