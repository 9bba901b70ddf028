import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { named } from '@/lib/matches/display';
import type { Sport } from '@/lib/matches/types';
import { RECENT_FORM_SIZES } from '@/lib/matches/types';
import { seoMetadata, siteBreadcrumbLd } from '@/lib/seo/page';
import { CompetitionNav } from './competition-nav';
import {
  getPlayerRanking,
  getScorers,
  getSeasonRounds,
  getSeasonTable,
  getTeamRanking,
} from './data';
import { LibraryHeader } from './library-header';
import {
  BASKETBALL_STATS,
  LIBRARY_PATH,
  libraryHref,
  parseLibraryQuery,
  tabsOf,
  type LibraryQuery,
  type LibraryTab,
  type SearchParams,
} from './params';
import { BasketballPlayerRanking, ScorerRanking, TeamRanking } from './rankings';
import { RoundMatches } from './round-matches';
import { Standings } from './standings';
import { TabLinks } from './tab-links';
import { toLocale } from '@/i18n/locales';

/** The message key of a tab's name: a basketball table is "standings" (排名). */
function tabKey(sport: Sport, tab: LibraryTab) {
  return sport === 'basketball' && tab === 'table' ? 'standings' : tab;
}

/**
 * The query, the season table (which names the competition and its seasons) and the tabs the
 * season has. An id or season that names nothing, or a competition of the other sport, is a 404.
 * Rankings exist for the current season only.
 */
async function loadLibrary(sport: Sport, sp: SearchParams) {
  const parsed = parseLibraryQuery(sport, sp);
  if (!parsed) notFound();
  const table = await getSeasonTable(parsed.id, parsed.season, parsed.form);
  if (!table || table.competition.sport !== sport) notFound();
  const tabs = tabsOf(sport).filter(
    (t) => table.season.is_current || t === 'table' || t === 'matches',
  );
  const q: LibraryQuery = { ...parsed, tab: tabs.includes(parsed.tab) ? parsed.tab : 'table' };
  return { q, table, tabs };
}

/** Per-language title and description: "Premier League 2025/26 table", "英格兰超级联赛 2025/26 积分榜". */
export async function libraryMetadata(
  sport: Sport,
  locale: Locale,
  sp: SearchParams,
): Promise<Metadata> {
  const { q, table } = await loadLibrary(sport, sp);
  const t = await getTranslations({ locale, namespace: 'dataLibrary.meta' });
  const values = {
    competition: named(table.competition, 'name', toLocale(locale)),
    season: table.season.label,
  };
  return seoMetadata({
    locale,
    path: libraryHref({ sport, id: q.id, season: q.season, tab: q.tab }),
    title: t(`titles.${tabKey(sport, q.tab)}`, values),
    description: t(`descriptions.${sport}`, values),
    image: { kind: 'competition', id: q.id },
  });
}

/** BreadcrumbList JSON-LD of a library page: home › the sport's database › the competition. */
export async function libraryBreadcrumbLd(sport: Sport, locale: Locale, sp: SearchParams) {
  const { q, table } = await loadLibrary(sport, sp);
  const t = await getTranslations({ locale, namespace: 'seo.crumbs' });
  return siteBreadcrumbLd(locale, [
    { name: t(`${sport}Library`), path: LIBRARY_PATH[sport] },
    {
      name: named(table.competition, 'name', toLocale(locale)),
      path: libraryHref({ sport, id: q.id, season: q.season, tab: q.tab }),
    },
  ]);
}

/** A competition's data library: switcher, season, and the tab's view, all server-rendered. */
export async function DataLibrary({
  sport,
  searchParams,
}: {
  sport: Sport;
  searchParams: SearchParams;
}) {
  const { q, table, tabs } = await loadLibrary(sport, searchParams);
  const lang = toLocale(await getLocale());
  const t = await getTranslations('dataLibrary');
  const base = { sport, id: q.id, season: q.season };

  let toolbar: React.ReactNode = null;
  let body: React.ReactNode;
  switch (q.tab) {
    case 'matches': {
      const rounds = await getSeasonRounds(q.id, table.season.id, q.round);
      body = rounds ? (
        <RoundMatches
          data={rounds}
          lang={lang}
          roundHref={(round) => libraryHref({ ...base, tab: 'matches', round })}
        />
      ) : (
        <p className="text-ink-soft px-3 py-10 text-center text-sm">{t('empty')}</p>
      );
      break;
    }
    case 'scorers':
    case 'assists': {
      const kind = q.tab === 'scorers' ? 'goals' : 'assists';
      body = <ScorerRanking rows={(await getScorers(q.id, kind)) ?? []} kind={kind} lang={lang} />;
      break;
    }
    case 'teams':
      body = <TeamRanking rows={(await getTeamRanking(q.id)) ?? []} lang={lang} />;
      break;
    case 'players':
      toolbar = (
        <TabLinks
          size="sm"
          label={t('players.statsLabel')}
          items={BASKETBALL_STATS.map((stat) => ({
            key: stat,
            href: libraryHref({ ...base, tab: 'players', stat }),
            label: t(`players.statsLong.${stat}`),
            current: stat === q.stat,
          }))}
        />
      );
      body = (
        <BasketballPlayerRanking
          rows={(await getPlayerRanking(q.id, q.stat)) ?? []}
          stat={q.stat}
          stats={BASKETBALL_STATS}
          lang={lang}
        />
      );
      break;
    case 'table':
      toolbar = (
        <div className="flex items-center gap-2">
          <span className="text-ink-soft text-xs">{t('form.size')}</span>
          <TabLinks
            size="sm"
            label={t('form.size')}
            items={RECENT_FORM_SIZES.map((n) => ({
              key: String(n),
              href: libraryHref({ ...base, tab: 'table', form: n }),
              label: t('form.sizeOption', { n }),
              current: n === q.form,
            }))}
          />
        </div>
      );
      body = <Standings table={table} sport={sport} lang={lang} formSize={q.form} />;
  }

  const tabLabel = (tab: LibraryTab) => t(`tabs.${tabKey(sport, tab)}`);
  return (
    <div className="desk:flex desk:items-start desk:gap-6 desk:px-6 desk:py-6 mx-auto max-w-[1280px] px-3 py-4">
      <aside className="desk:w-56 desk:shrink-0">
        <CompetitionNav current={q.id} lang={lang} />
      </aside>
      <div className="max-desk:mt-3 min-w-0 flex-1 space-y-4">
        <LibraryHeader
          table={table}
          lang={lang}
          seasonHref={(season) =>
            libraryHref({
              ...base,
              tab: q.tab,
              season: table.seasons.find((s) => s.id === season)?.is_current ? undefined : season,
            })
          }
        />
        <section aria-labelledby="library-tab-title" className="bg-surface rounded-xl shadow-sm">
          <h2 id="library-tab-title" className="sr-only">
            {tabLabel(q.tab)}
          </h2>
          <div className="border-surface-page desk:px-2 border-b px-1">
            <TabLinks
              label={t('tabsLabel')}
              items={tabs.map((tab) => ({
                key: tab,
                href: libraryHref({ ...base, tab }),
                label: tabLabel(tab),
                current: tab === q.tab,
              }))}
            />
          </div>
          {toolbar ? (
            <div className="border-surface-page border-b px-3 py-2.5">{toolbar}</div>
          ) : null}
          <div className="py-3">{body}</div>
        </section>
      </div>
    </div>
  );
}
