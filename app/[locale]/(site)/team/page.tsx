import type { Metadata } from 'next';
import { cache } from 'react';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { toLocale } from '@/i18n/locales';
import { serverApiOrNull } from '@/lib/bff/server';
import { named } from '@/lib/matches/display';
import type { TeamDetail } from '@/lib/teams/contract';
import { JsonLd } from '@/lib/seo/json-ld';
import { absolutePageUrl, seoMetadata, siteBreadcrumbLd } from '@/lib/seo/page';
import { NavSection } from '@/components/layout/nav-section';
import { sportsTeamLd } from '@/components/teams/json-ld';
import { parseTeamId } from '@/components/teams/params';
import { TeamPageView } from '@/components/teams/team-page';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The team's page data (`Team/detail`) once per request (metadata and page both ask). */
const loadTeam = cache((id: number) => serverApiOrNull<TeamDetail>('Team/detail', { id }));

/** The team of `?id=`, or the 404 page (text, negative, huge or unknown ids). */
async function teamOr404(searchParams: Props['searchParams']): Promise<TeamDetail> {
  const id = parseTeamId((await searchParams).id);
  const d = id === null ? null : await loadTeam(id);
  if (!d) notFound();
  return d;
}

async function describe(d: TeamDetail, locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'teamPage.meta' });
  const lang = toLocale(locale);
  const values = {
    name: named(d.team, 'name', lang),
    country: named(d.team, 'country_name', lang),
  };
  return { title: t('title', values), description: t('description', values) };
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params;
  const d = await teamOr404(searchParams);
  const { title, description } = await describe(d, locale);
  return seoMetadata({
    locale,
    path: `/team?id=${d.team.id}`,
    title,
    description,
  });
}

/** /team?id= – a team's page (docs/product.md §2 "Teams, players and discussion"). */
export default async function TeamPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const d = await teamOr404(searchParams);
  const lang = toLocale(locale);
  const path = `/team?id=${d.team.id}`;
  const [{ description }, url, crumbs] = await Promise.all([
    describe(d, locale),
    absolutePageUrl(locale, path),
    getTranslations({ locale, namespace: 'seo.crumbs' }),
  ]);
  const trail = await siteBreadcrumbLd(locale, [
    { name: crumbs(d.team.sport), path: d.team.sport === 'football' ? '/football' : '/basketball' },
    { name: named(d.team, 'name', lang), path },
  ]);
  return (
    <>
      <JsonLd data={[sportsTeamLd(d, lang, url, description), trail]} />
      <NavSection section={d.team.sport} />
      <TeamPageView d={d} />
    </>
  );
}
