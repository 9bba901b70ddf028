import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { named } from '@/lib/matches/display';
import type { MatchCentre } from '@/lib/matches/service';
import { JsonLd } from '@/lib/seo/json-ld';
import { absolutePageUrl, seoMetadata, siteBreadcrumbLd } from '@/lib/seo/page';
import { loadMatchPlans } from '@/components/experts/data';
import { viewerIsExpert } from '@/components/experts/member-data';
import { loadCentre, loadRooms, loadTable } from '@/components/match-centre/data';
import { sportsEventLd } from '@/components/match-centre/json-ld';
import { MatchCentreView } from '@/components/match-centre/match-centre';
import { NavSection } from '@/components/layout/nav-section';
import type { CentreRoute } from '@/components/match-centre/tab-nav';
import { parseMatchId, parseTab, type Tab } from '@/components/match-centre/view';
import { toLocale } from '@/i18n/locales';
import { getViewer } from '@/lib/bff/server';
import type { CommentPage } from '@/lib/content/contract';
import { readPost } from '@/components/video/data';

/**
 * The match centre shared by /score-detail (timeline first) and /score-live (live text first):
 * one page, two default tabs. Both are canonical to /score-detail?id=.
 */
export type CentreProps = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The match of `?id=`, or the 404 page (text, negative, huge or unknown ids). */
async function matchOr404(searchParams: CentreProps['searchParams']): Promise<MatchCentre> {
  const id = parseMatchId((await searchParams).id);
  const d = id === null ? null : await loadCentre(id);
  if (!d) notFound();
  return d;
}

async function describe(d: MatchCentre, locale: Locale) {
  const [t, format] = await Promise.all([
    getTranslations({ locale, namespace: 'matchCentre.meta' }),
    getFormatter({ locale }),
  ]);
  const lang = toLocale(locale);
  const m = d.match;
  const values = {
    home: named(m, 'home_team_name', lang),
    away: named(m, 'away_team_name', lang),
    competition: named(m, 'competition_name', lang),
    round: named(m, 'round_name', lang),
    score: `${m.home_score}-${m.away_score}`,
    kickoff: format.dateTime(new Date(m.kickoff), {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
  };
  const finished = m.status === 'finished';
  return {
    title: t(finished ? 'titleFinished' : 'title', values),
    description: t(finished ? 'descriptionFinished' : 'description', values),
  };
}

/** A match's comment page `page` and whether the viewer may write (the discussion tab). */
async function loadDiscussion(matchId: number, page: number) {
  const [viewer, r] = await Promise.all([
    getViewer(),
    readPost<CommentPage>('Match/commentList', { match_id: matchId, page, size: 10 }),
  ]);
  return { page: r.ok ? r.data : null, loggedIn: viewer !== null };
}

export async function centreMetadata({ params, searchParams }: CentreProps): Promise<Metadata> {
  const { locale } = await params;
  const d = await matchOr404(searchParams);
  const { title, description } = await describe(d, locale);
  return seoMetadata({
    locale,
    path: `/score-detail?id=${d.match.id}`,
    title,
    description,
    image: { kind: 'match', id: d.match.id },
  });
}

export async function CentrePage({
  params,
  searchParams,
  route,
  fallback,
}: CentreProps & { route: CentreRoute; fallback: Tab }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const d = await matchOr404(searchParams);
  const query = await searchParams;
  const tab = parseTab(query.tab, fallback);
  const m = d.match;
  const cpage = parseMatchId(query.cpage) ?? 1;
  const [table, rooms, plans, expert, discussion] = await Promise.all([
    tab === 'standings' ? loadTable(m.competition_id, m.season_id) : null,
    m.status === 'live' || m.status === 'scheduled' ? loadRooms(m.id) : [],
    tab === 'plans' ? loadMatchPlans(m.id) : [],
    // An expert may publish on the plans tab before kick-off (issue 26).
    tab === 'plans' && m.status === 'scheduled' ? viewerIsExpert() : false,
    // The discussion tab's first comment page (docs/product.md §2 "Teams, players and discussion").
    tab === 'discussion' ? loadDiscussion(m.id, cpage) : undefined,
  ]);
  const lang = toLocale(locale);
  const [{ description }, url, crumbs] = await Promise.all([
    describe(d, locale),
    absolutePageUrl(locale, `/score-detail?id=${m.id}`),
    getTranslations({ locale, namespace: 'seo.crumbs' }),
  ]);
  const trail = await siteBreadcrumbLd(locale, [
    { name: crumbs(m.sport), path: m.sport === 'football' ? '/football' : '/basketball' },
    {
      name: `${named(m, 'home_team_name', lang)} vs ${named(m, 'away_team_name', lang)}`,
      path: `/score-detail?id=${m.id}`,
    },
  ]);
  return (
    <>
      <JsonLd data={[sportsEventLd(d, lang, url, description), trail]} />
      <NavSection section={m.sport} />
      <MatchCentreView
        d={d}
        tab={tab}
        route={route}
        fallback={fallback}
        table={table}
        rooms={rooms}
        plans={plans}
        expert={expert}
        discussion={discussion}
      />
    </>
  );
}
