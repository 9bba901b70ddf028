import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { toLocale } from '@/i18n/locales';
import { named } from '@/lib/matches/display';
import type { PlayerDetail } from '@/lib/players/contract';
import { JsonLd } from '@/lib/seo/json-ld';
import { absolutePageUrl, seoMetadata, siteBreadcrumbLd } from '@/lib/seo/page';
import { NavSection } from '@/components/layout/nav-section';
import { loadPlayer, parsePlayerId } from '@/components/players/data';
import { personLd } from '@/components/players/json-ld';
import { PlayerView } from '@/components/players/player-view';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The player of `?id=`, or the 404 page (text, negative, huge or unknown ids). */
async function playerOr404(searchParams: Props['searchParams']): Promise<PlayerDetail> {
  const id = parsePlayerId((await searchParams).id);
  const p = id === null ? null : await loadPlayer(id);
  if (!p) notFound();
  return p;
}

async function describe(p: PlayerDetail, locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'playerPage' });
  const lang = toLocale(locale);
  const values = {
    name: named(p, 'name', lang),
    team: named(p.team, 'name', lang),
    position: t(`position.${p.position}` as Parameters<typeof t>[0]),
    number: p.shirt_number,
  };
  return { title: t('meta.title', values), description: t('meta.description', values) };
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params;
  const p = await playerOr404(searchParams);
  const { title, description } = await describe(p, locale);
  return seoMetadata({ locale, path: `/player?id=${p.id}`, title, description });
}

/** /player?id= – a player's page (docs/product.md §2 "Teams, players and discussion"). */
export default async function PlayerPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const p = await playerOr404(searchParams);
  const lang = toLocale(locale);
  const [{ description }, url, teamUrl, crumbs] = await Promise.all([
    describe(p, locale),
    absolutePageUrl(locale, `/player?id=${p.id}`),
    absolutePageUrl(locale, `/team?id=${p.team.id}`),
    getTranslations({ locale, namespace: 'seo.crumbs' }),
  ]);
  const trail = await siteBreadcrumbLd(locale, [
    { name: crumbs(p.sport), path: p.sport === 'football' ? '/football' : '/basketball' },
    { name: named(p.team, 'name', lang), path: `/team?id=${p.team.id}` },
    { name: named(p, 'name', lang), path: `/player?id=${p.id}` },
  ]);
  return (
    <>
      <JsonLd data={[personLd(p, lang, url, teamUrl, description), trail]} />
      <NavSection section={p.sport} />
      <PlayerView p={p} />
    </>
  );
}
