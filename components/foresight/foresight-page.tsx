import 'server-only';
import type { Metadata } from 'next';
import { notFound, unstable_rethrow } from 'next/navigation';
import { getFormatter, getTimeZone, getTranslations } from 'next-intl/server';
import clsx from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { serverApi, serverApiOrNull } from '@/lib/bff/server';
import type { ForesightList, ForesightMatch } from '@/lib/foresight/contract';
import type { Sport } from '@/lib/matches/types';
import { addDays, dayIn, daysBetween, todayIn } from '@/lib/rules/zone';
import { FORESIGHT_DAYS } from '@/lib/foresight/limits';
import { seoMetadata } from '@/lib/seo/page';
import { DayStrip } from '@/components/ui/day-strip';
import { calendarDay, ZoneLabel } from '@/components/scores/zone-label';
import type { MatchPlans, PlansOfMatches } from '@/lib/experts/contract';
import { ForesightPlans } from '@/components/experts/match-plans';
import { ForesightCard } from './match-card';
import {
  foresightCanonical,
  foresightHref,
  parseForesightQuery,
  type ForesightQuery,
  type SearchParams,
} from './params';

const SPORTS: readonly Sport[] = ['football', 'basketball'];

/** The list of the query's day (another day than the four, or an unknown competition: today, all). */
async function loadList(q: ForesightQuery, zone: string): Promise<ForesightList | null> {
  const ask = (params: Record<string, unknown>) =>
    serverApi<ForesightList>('foresight/list', { sport: q.sport, tz: zone, ...params });
  try {
    return await ask({
      date: q.date ?? undefined,
      competition_id: q.competition ?? undefined,
      page: q.page,
    });
  } catch (err) {
    unstable_rethrow(err);
    try {
      return await ask({});
    } catch (again) {
      unstable_rethrow(again);
      return null;
    }
  }
}

/** The experts' plans on each match (lib/experts), by match id; none when the call fails. */
async function loadPlans(ids: number[]): Promise<Map<number, MatchPlans>> {
  if (!ids.length) return new Map();
  const rows = await serverApiOrNull<PlansOfMatches>('Expert/plansOfMatches', {
    match_ids: ids.join(','),
  });
  return new Map((rows ?? []).map((r) => [r.match_id, r.plans]));
}

/** One match's intelligence, or the 404 page. */
async function loadMatch(id: number): Promise<ForesightMatch> {
  const m = await serverApiOrNull<ForesightMatch>('foresight/match', { id });
  if (!m) notFound();
  return m;
}

/** Title and description: the centre's, or one match's with its teams. */
export async function foresightMetadata(locale: Locale, sp: SearchParams): Promise<Metadata> {
  const q = parseForesightQuery(sp);
  const t = await getTranslations({ locale, namespace: 'foresight.meta' });
  if (q.id !== null) {
    const m = await loadMatch(q.id);
    const format = await getFormatter({ locale });
    const values = {
      home: m.home.name,
      away: m.away.name,
      competition: m.competition,
      kickoff: format.dateTime(new Date(m.kickoff), {
        month: 'long',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
    };
    return seoMetadata({
      locale,
      path: foresightCanonical({ sport: m.sport, id: m.id }),
      title: t('matchTitle', values),
      description: t('matchDescription', values),
      image: { kind: 'match', id: m.id },
    });
  }
  return seoMetadata({
    locale,
    path: foresightCanonical(q),
    title: t('title'),
    description: t('description'),
  });
}

/**
 * /foresight (docs/product.md §2): the intelligence centre. The list of a day's matches still to
 * be played, a sport and a competition at a time, every filter a plain link; `?id=` one match
 * with everything open. All of it server-rendered: it works without JavaScript.
 */
export async function ForesightPage({ searchParams }: { searchParams: SearchParams }) {
  const q = parseForesightQuery(searchParams);
  const zone = await getTimeZone();
  const t = await getTranslations('foresight');
  if (q.id !== null) {
    const m = await loadMatch(q.id);
    const today = todayIn(zone);
    const kickoffDay = dayIn(new Date(m.kickoff), zone);
    const ahead = daysBetween(today, kickoffDay);
    const back = foresightHref(
      {
        sport: m.sport,
        date: ahead >= 0 && ahead < FORESIGHT_DAYS ? kickoffDay : null,
        competition: null,
        page: 1,
      },
      today,
    );
    return (
      <div className="desk:px-6 desk:py-6 mx-auto max-w-[1100px] px-3 py-4">
        <nav aria-label={t('crumbs')} className="text-ink-soft mb-3 text-xs">
          <Link
            prefetch={false}
            href={back}
            className="hover:text-ink inline-flex items-center gap-1"
          >
            <ChevronLeft className="size-3.5" aria-hidden />
            {t('card.back')}
          </Link>
        </nav>
        <h1 className="text-ink desk:text-2xl mb-1 text-xl font-extrabold">
          {m.home.name} {t('card.vs')} {m.away.name}
        </h1>
        <p className="text-ink-soft mb-4 text-sm">
          <span
            className="mr-1.5 inline-block size-2.5 rounded-sm align-middle"
            style={{ backgroundColor: m.competition_colour }}
            aria-hidden
          />
          {m.competition}
          {m.round ? ` · ${m.round}` : ''}
          <ZoneLabel zone={zone} at={m.kickoff} />
        </p>
        <ForesightCard
          m={m}
          expanded
          plans={<ForesightPlans plans={(await loadPlans([m.id])).get(m.id) ?? []} />}
        />
      </div>
    );
  }

  const [list, format] = await Promise.all([loadList(q, zone), getFormatter()]);
  const plans = await loadPlans(list?.matches.map((m) => m.id) ?? []);
  const today = list?.days[0] ?? todayIn(zone);
  const date = list?.date ?? today;
  const query = { sport: q.sport, date, competition: q.competition, page: 1 };
  const href = (next: Partial<typeof query>) => foresightHref({ ...query, ...next }, today);
  const competition = list?.competitions.some((c) => c.id === q.competition) ? q.competition : null;
  const dayLabel = (d: string) => {
    const n = daysBetween(today, d);
    if (n === 0) return t('days.today');
    if (n === 1) return t('days.tomorrow');
    return format.dateTime(calendarDay(d), { weekday: 'short', timeZone: 'UTC' });
  };
  const days = list?.days ?? Array.from({ length: FORESIGHT_DAYS }, (_, i) => addDays(today, i));
  // The filter: all of the day's competitions, then each with upcoming matches.
  const choices: {
    id: number | null;
    name: string;
    short: string;
    colour: string | null;
    count: number;
  }[] = [
    {
      id: null,
      name: t('filter.all'),
      short: t('filter.all'),
      colour: null,
      count: list?.competitions.reduce((s, c) => s + c.count, 0) ?? 0,
    },
    ...(list?.competitions ?? []).map((c) => ({
      id: c.id,
      name: c.name,
      short: c.short_name,
      colour: c.colour,
      count: c.count,
    })),
  ];
  const groups: { id: number; name: string; colour: string; matches: ForesightMatch[] }[] = [];
  for (const m of list?.matches ?? []) {
    const last = groups[groups.length - 1];
    if (last?.id === m.competition_id) last.matches.push(m);
    else
      groups.push({
        id: m.competition_id,
        name: m.competition,
        colour: m.competition_colour,
        matches: [m],
      });
  }

  return (
    <div className="desk:px-6 desk:py-6 mx-auto max-w-[1280px] px-3 py-4">
      <header className="mb-3 flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h1 className="text-ink desk:text-2xl text-xl font-extrabold">{t('title')}</h1>
          <p className="text-ink-soft mt-0.5 text-sm">
            {t('intro')}
            <ZoneLabel zone={zone} />
          </p>
        </div>
        <nav aria-label={t('sports.label')}>
          <ul className="bg-surface flex gap-1 rounded-full p-1 shadow-sm ring-1 ring-black/5">
            {SPORTS.map((s) => (
              <li key={s}>
                <Link
                  prefetch={false}
                  href={foresightHref({ sport: s, date, competition: null, page: 1 }, today)}
                  aria-current={s === q.sport ? 'page' : undefined}
                  data-sport={s}
                  className={clsx(
                    'block rounded-full px-4 py-1.5 text-sm font-semibold transition',
                    s === q.sport ? 'bg-nav text-white' : 'text-ink-soft hover:text-ink',
                  )}
                >
                  {t(`sports.${s}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </header>

      <DayStrip
        className="mb-4"
        label={t('days.label')}
        current={date}
        days={days.map((d) => ({
          date: d,
          label: dayLabel(d),
          sub: format.dateTime(calendarDay(d), {
            month: '2-digit',
            day: '2-digit',
            timeZone: 'UTC',
          }),
          href: href({ date: d, competition: null }),
        }))}
      />

      <div className="desk:grid desk:grid-cols-[236px_minmax(0,1fr)] desk:items-start desk:gap-5">
        <aside aria-labelledby="foresight-filter-title" className="desk:sticky desk:top-16 mb-3">
          <div className="desk:bg-surface desk:rounded-xl desk:p-3 desk:shadow-sm desk:ring-1 desk:ring-black/5">
            <h2
              id="foresight-filter-title"
              className="text-ink-faint max-desk:sr-only mb-2 px-1 text-[11px] font-semibold tracking-wide uppercase"
            >
              {t('filter.title')}
            </h2>
            <ul className="desk:mx-0 desk:flex-col desk:gap-0.5 desk:overflow-visible desk:px-0 -mx-3 flex gap-1.5 overflow-x-auto px-3">
              {choices.map((c) => {
                const on = c.id === competition;
                return (
                  <li key={c.id ?? 'all'} className="shrink-0">
                    <Link
                      prefetch={false}
                      href={href({ competition: c.id })}
                      aria-current={on ? 'true' : undefined}
                      data-competition={c.id ?? 'all'}
                      title={c.name}
                      className={clsx(
                        'desk:rounded-lg desk:px-2 flex h-8 items-center gap-2 rounded-full px-3 text-[13px] transition',
                        on
                          ? 'bg-brand/10 text-brand-dark font-semibold'
                          : 'text-ink-soft hover:text-ink desk:ring-0 desk:hover:bg-surface-muted bg-white ring-1 ring-gray-200',
                      )}
                    >
                      {c.colour ? (
                        <span
                          className="size-2.5 shrink-0 rounded-sm"
                          style={{ backgroundColor: c.colour }}
                          aria-hidden
                        />
                      ) : null}
                      <span className="desk:hidden truncate">{c.short}</span>
                      <span className="max-desk:hidden truncate">{c.name}</span>
                      <span className="ml-auto text-[11px] tabular-nums">{c.count}</span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        </aside>

        <div className="min-w-0" id="foresight-list">
          {groups.length === 0 ? (
            <p className="bg-surface text-ink-soft rounded-2xl px-4 py-12 text-center text-sm shadow-sm">
              {t('empty')}
            </p>
          ) : (
            groups.map((g, i) => (
              <section
                key={`${g.id}:${i}`}
                aria-labelledby={`fg-${g.id}-${i}`}
                className="mb-5"
                data-testid="foresight-competition"
              >
                <h2
                  id={`fg-${g.id}-${i}`}
                  className="text-ink mb-2 flex items-center gap-2 text-sm font-bold"
                >
                  <span
                    className="size-3 rounded-sm"
                    style={{ backgroundColor: g.colour }}
                    aria-hidden
                  />
                  {g.name}
                </h2>
                <div className="grid gap-3">
                  {g.matches.map((m) => (
                    <ForesightCard
                      key={m.id}
                      m={m}
                      plans={<ForesightPlans plans={plans.get(m.id) ?? []} />}
                    />
                  ))}
                </div>
              </section>
            ))
          )}
          {list && list.pages > 1 ? (
            <nav
              aria-label={t('pages.label')}
              className="flex items-center justify-between gap-2 text-sm"
            >
              {list.page > 1 ? (
                <Link
                  prefetch={false}
                  rel="prev"
                  href={href({ competition, page: list.page - 1 })}
                  className="bg-surface text-ink inline-flex items-center gap-1 rounded-full px-3 py-1.5 shadow-sm ring-1 ring-black/5"
                >
                  <ChevronLeft className="size-4" aria-hidden />
                  {t('pages.prev')}
                </Link>
              ) : (
                <span />
              )}
              <span className="text-ink-soft text-xs">
                {t('pages.status', { page: list.page, pages: list.pages, total: list.total })}
              </span>
              {list.page < list.pages ? (
                <Link
                  prefetch={false}
                  rel="next"
                  href={href({ competition, page: list.page + 1 })}
                  className="bg-surface text-ink inline-flex items-center gap-1 rounded-full px-3 py-1.5 shadow-sm ring-1 ring-black/5"
                >
                  {t('pages.next')}
                  <ChevronRight className="size-4" aria-hidden />
                </Link>
              ) : (
                <span />
              )}
            </nav>
          ) : null}
        </div>
      </div>
    </div>
  );
}
