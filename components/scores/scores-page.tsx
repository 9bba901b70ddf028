import 'server-only';
import type { Metadata } from 'next';
import { getFormatter, getTimeZone, getTranslations } from 'next-intl/server';
import { unstable_rethrow } from 'next/navigation';
import clsx from 'clsx';
import { Check } from 'lucide-react';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { getViewer, serverApi } from '@/lib/bff/server';
import type { MatchLine, Sport } from '@/lib/matches/types';
import type { DayRows } from '@/lib/matches/contract';
import { seoMetadata } from '@/lib/seo/page';
import { DayStrip } from '@/components/ui/day-strip';
import { ScoreListLive } from './score-list-live';
import { calendarDay, ZoneLabel } from './zone-label';
import {
  addDays,
  DAY_STRIP,
  daysBetween,
  matchDayOf,
  packRows,
  parseScoresQuery,
  SCORE_TABS,
  scoresHref,
  sportPaths,
  toCompetitions,
  toggleCompetition,
  lineToScoreRow,
  type ScoreTab,
} from './score-rows';

export type SearchParams = Record<string, string | string[] | undefined>;

type DayList = {
  seq: number;
  date: string;
  competitions: ({ id: number } & Record<
    `${'name' | 'short_name'}_${'zh' | 'en' | 'vi'}`,
    string
  >)[];
  matches: (MatchLine & { collected?: number })[];
} & Pick<DayRows, 'followed_team_ids'>;

/**
 * The day (in `zone`) of one sport as rows in the page's language (day_rows: under 40% of
 * all_match's bytes) with the user's favourites, or null when the API fails.
 */
async function getDay(sport: Sport, date: string, zone: string): Promise<DayList | null> {
  try {
    const res = await serverApi<DayList>('hot_match/day_rows', { sport, date, tz: zone }, 'POST');
    return Array.isArray(res?.matches) ? res : null;
  } catch (err) {
    unstable_rethrow(err);
    return null;
  }
}

/** Title and description in the page's language; canonical without the query (pageMetadata). */
export async function scoresMetadata(sport: Sport, locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: `scores.${sport}` });
  return seoMetadata({
    locale,
    path: sportPaths(sport).list,
    title: t('metaTitle'),
    description: t('metaDescription'),
  });
}

/**
 * /football and /basketball (docs/product.md §2): the day's matches server-rendered in full (crawlers get
 * every row as HTML), with a day strip and a competition filter that are plain links, then kept
 * live by the client island.
 */
export async function ScoresPage({
  sport,
  locale,
  searchParams,
}: {
  sport: Sport;
  locale: Locale;
  searchParams: SearchParams;
}) {
  // The request's zone (proxy.ts): "today", the strip and every time on the page are in it.
  const zone = await getTimeZone();
  const today = matchDayOf(zone);
  const q = parseScoresQuery(searchParams, today);
  const paths = sportPaths(sport);
  const [day, viewer, t, format] = await Promise.all([
    getDay(sport, q.date, zone),
    getViewer(),
    getTranslations('scores'),
    getFormatter(),
  ]);
  const all = day?.matches ?? [];
  const competitions = day ? toCompetitions(day.competitions, all, locale) : [];
  // Ids of other days or sports are ignored rather than refused: an old link still works.
  const filter = q.competitions.filter((id) => competitions.some((c) => c.id === id));
  const wanted = filter.length ? new Set(filter) : null;
  const matches = wanted ? all.filter((m) => wanted.has(m.competition_id)) : all;
  const rows = matches.map((m) => lineToScoreRow(m, zone));
  const shown = wanted ? competitions.filter((c) => wanted.has(c.id)) : competitions;
  const query = { ...q, competitions: filter };
  const href = (next: typeof query) => scoresHref(paths.list, next, today);
  const tabHrefs = Object.fromEntries(
    SCORE_TABS.map((tab) => [tab, href({ ...query, tab })]),
  ) as Record<ScoreTab, string>;

  const dayLabel = (d: string) => {
    const offset = daysBetween(today, d);
    if (offset === -1) return t('days.yesterday');
    if (offset === 0) return t('days.today');
    if (offset === 1) return t('days.tomorrow');
    return format.dateTime(calendarDay(d), { weekday: 'short', timeZone: 'UTC' });
  };
  const dayDate = (d: string) =>
    format.dateTime(calendarDay(d), { month: '2-digit', day: '2-digit', timeZone: 'UTC' });
  const strip = DAY_STRIP.map((n) => addDays(today, n));
  const heading = format.dateTime(calendarDay(q.date), { dateStyle: 'full', timeZone: 'UTC' });

  return (
    <div className="desk:px-6 desk:py-6 mx-auto max-w-[1280px] px-3 py-4">
      <header className="mb-3 flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
        <div className="min-w-0">
          <h1 className="text-ink desk:text-2xl text-xl font-extrabold">{t(`${sport}.title`)}</h1>
          <p className="text-ink-soft mt-0.5 text-sm">
            <time dateTime={q.date}>{heading}</time>
            <ZoneLabel zone={zone} />
          </p>
        </div>
      </header>

      <DayStrip
        className="mb-4"
        label={t('days.label')}
        current={q.date}
        days={strip.map((d) => ({
          date: d,
          label: dayLabel(d),
          sub: dayDate(d),
          href: href({ ...query, date: d }),
        }))}
      />

      <div className="desk:grid desk:grid-cols-[236px_minmax(0,1fr)] desk:items-start desk:gap-5">
        <aside
          aria-labelledby="score-filter-title"
          className="desk:sticky desk:top-16 desk:mb-0 mb-3"
        >
          <div className="desk:bg-surface desk:rounded-xl desk:p-3 desk:shadow-sm desk:ring-1 desk:ring-black/5">
            <h2
              id="score-filter-title"
              className="text-ink-faint max-desk:sr-only mb-2 px-1 text-[11px] font-semibold tracking-wide uppercase"
            >
              {t('filter.title')}
            </h2>
            <ul className="desk:mx-0 desk:flex-col desk:gap-0.5 desk:overflow-visible desk:px-0 -mx-3 flex gap-1.5 overflow-x-auto px-3">
              <li className="shrink-0">
                <Link
                  prefetch={false}
                  href={href({ ...query, competitions: [] })}
                  aria-current={filter.length === 0 ? 'true' : undefined}
                  data-testid="filter-all"
                  className={clsx(
                    'desk:rounded-lg desk:px-2 flex h-8 items-center gap-2 rounded-full px-3 text-[13px] font-medium transition',
                    filter.length === 0
                      ? 'bg-brand/10 text-brand-dark desk:bg-brand/10'
                      : 'text-ink-soft hover:text-ink desk:ring-0 desk:hover:bg-surface-muted bg-white ring-1 ring-gray-200',
                  )}
                >
                  {t('filter.all')}
                  <span className="ml-auto text-[11px] tabular-nums">{all.length}</span>
                </Link>
              </li>
              {competitions.map((c) => {
                const on = filter.includes(c.id);
                return (
                  <li key={c.id} className="shrink-0">
                    <Link
                      prefetch={false}
                      href={href(toggleCompetition(query, c.id))}
                      aria-current={on ? 'true' : undefined}
                      data-competition={c.id}
                      title={c.name}
                      className={clsx(
                        'desk:rounded-lg desk:px-2 flex h-8 items-center gap-2 rounded-full px-3 text-[13px] transition',
                        on
                          ? 'bg-brand/10 text-brand-dark font-semibold'
                          : 'text-ink-soft hover:text-ink desk:ring-0 desk:hover:bg-surface-muted bg-white ring-1 ring-gray-200',
                      )}
                    >
                      <span
                        className="size-2.5 shrink-0 rounded-sm"
                        style={{ backgroundColor: c.colour }}
                        aria-hidden
                      />
                      <span className="desk:hidden truncate">{c.short}</span>
                      <span className="max-desk:hidden truncate">{c.name}</span>
                      {on ? <Check className="size-3.5 shrink-0" aria-hidden /> : null}
                      <span className="ml-auto text-[11px] tabular-nums">{c.count}</span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        </aside>

        <div className="min-w-0">
          {day ? null : (
            <p role="alert" className="bg-live-soft text-live mb-3 rounded-lg px-3 py-2 text-sm">
              {t('empty.error')}
            </p>
          )}
          <ScoreListLive
            key={`${q.date}|${filter.join(',')}|${zone}`}
            sport={sport}
            date={q.date}
            tab={q.tab}
            seq={day?.seq ?? 0}
            rows={packRows(rows)}
            competitions={shown}
            filter={filter}
            tabHrefs={tabHrefs}
            clearFilterHref={href({ ...query, competitions: [] })}
            libraryPath={paths.library}
            loggedIn={viewer !== null}
            followedTeams={viewer ? (day?.followed_team_ids ?? []) : undefined}
          />
        </div>
      </div>
    </div>
  );
}
