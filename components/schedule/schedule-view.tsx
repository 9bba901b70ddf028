import 'server-only';
import type { Metadata } from 'next';
import { getFormatter, getTimeZone, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { SideMenu } from '@/components/layout/side-menu';
import { readSidebarOpen } from '@/components/layout/side-menu-state';
import { getShellQrCodes } from '@/components/layout/shell-data';
import { TabLinks } from '@/components/data-library/tab-links';
import { daysBetween, matchDayOf } from '@/components/scores/score-rows';
import { calendarDay, ZoneLabel } from '@/components/scores/zone-label';
import { getViewer, serverApiOrNull } from '@/lib/bff/server';
import { named } from '@/lib/matches/display';
import type { DayList } from '@/lib/matches/service';
import type { Sport } from '@/lib/matches/types';
import { seoMetadata } from '@/lib/seo/page';
import { DayStrip } from '@/components/ui/day-strip';
import { ScheduleList } from './schedule-list';
import {
  parseScheduleQuery,
  scheduleDays,
  scheduleHref,
  type ScheduleQuery,
} from './schedule-query';
import { toLocale } from '@/i18n/locales';

type RawParams = Record<string, string | string[] | undefined>;

const SPORTS: Sport[] = ['football', 'basketball'];

/** A day of one sport with the user's bookings (`reserved`), or null when the API fails. */
async function getDay(q: ScheduleQuery, zone: string): Promise<DayList | null> {
  const r = await serverApiOrNull<DayList>(
    'hot_match/all_match',
    { sport: q.sport, date: q.date, tz: zone },
    'POST',
  );
  return Array.isArray(r?.matches) ? r : null;
}

export async function scheduleMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'schedule' });
  return seoMetadata({
    locale,
    path: '/schedule',
    title: t('metaTitle'),
    description: t('metaDescription'),
  });
}

/**
 * /schedule (docs/product.md §2, `type=4` from the navigation): a week of matches by day and
 * competition, each upcoming one with its booking button, next to the live pages' side menu.
 * Filters are links, so the whole page works and is indexable without JavaScript.
 */
export async function ScheduleView({
  locale,
  searchParams,
}: {
  locale: Locale;
  searchParams: RawParams;
}) {
  // The request's zone (proxy.ts): the week, its days and the kick-off times are in it.
  const zone = await getTimeZone();
  const today = matchDayOf(zone);
  const q = parseScheduleQuery(searchParams, today);
  const [day, viewer, t, format, sidebarOpen, qr] = await Promise.all([
    getDay(q, zone),
    getViewer(),
    getTranslations('schedule'),
    getFormatter(),
    readSidebarOpen(),
    getShellQrCodes(),
  ]);
  const lang = toLocale(locale);
  // A competition that does not play that day is ignored rather than refused: an old link works.
  const competition =
    q.competition !== null && day?.competitions.some((c) => c.id === q.competition)
      ? q.competition
      : null;
  const query = { ...q, competition };
  const href = (next: Partial<ScheduleQuery>) => scheduleHref({ ...query, ...next }, today);
  const noon = calendarDay;
  const dayLabel = (d: string) => {
    const offset = daysBetween(today, d);
    if (offset === 0) return t('days.today');
    if (offset === 1) return t('days.tomorrow');
    return format.dateTime(noon(d), { weekday: 'short', timeZone: 'UTC' });
  };

  return (
    <div className="desk:flex">
      <SideMenu defaultOpen={sidebarOpen} qrSvg={qr.download} active="schedule" />
      <div className="min-w-0 flex-1">
        <div className="desk:px-6 desk:py-6 mx-auto max-w-[1100px] px-3 py-4">
          <header className="mb-3 flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
            <div className="min-w-0">
              <h1 className="text-ink desk:text-2xl text-xl font-extrabold">{t('title')}</h1>
              <p className="text-ink-soft mt-0.5 text-sm">
                <time dateTime={q.date}>
                  {format.dateTime(noon(q.date), { dateStyle: 'full', timeZone: 'UTC' })}
                </time>
                <ZoneLabel zone={zone} />
              </p>
            </div>
            <div className="bg-surface rounded-full p-1 shadow-sm">
              <TabLinks
                size="sm"
                label={t('sportLabel')}
                items={SPORTS.map((sport) => ({
                  key: sport,
                  href: href({ sport, competition: null }),
                  label: t(`sports.${sport}`),
                  current: sport === q.sport,
                }))}
              />
            </div>
          </header>

          <DayStrip
            className="mb-3"
            label={t('days.label')}
            current={q.date}
            days={scheduleDays(today).map((d) => ({
              date: d,
              label: dayLabel(d),
              sub: format.dateTime(noon(d), { month: '2-digit', day: '2-digit', timeZone: 'UTC' }),
              href: href({ date: d, competition: null }),
            }))}
          />

          {day && day.competitions.length > 1 ? (
            <div className="mb-3">
              <TabLinks
                size="sm"
                label={t('competitionLabel')}
                items={[
                  {
                    key: 'all',
                    href: href({ competition: null }),
                    label: t('allCompetitions'),
                    current: competition === null,
                  },
                  ...day.competitions.map((c) => ({
                    key: String(c.id),
                    href: href({ competition: c.id }),
                    label: named(c, 'short_name', lang),
                    current: c.id === competition,
                  })),
                ]}
              />
            </div>
          ) : null}

          {day ? (
            <ScheduleList
              day={day}
              sport={q.sport}
              lang={lang}
              loggedIn={viewer !== null}
              competition={competition}
            />
          ) : (
            <p className="bg-surface text-ink-soft rounded-xl px-4 py-14 text-center text-sm shadow-sm">
              {t('unavailable')}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
