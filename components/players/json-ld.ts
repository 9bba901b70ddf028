/**
 * schema.org Person of a player (https://schema.org/Person) with his club as `affiliation`
 * (SportsTeam), in the page's language (docs/product.md §2 "Teams, players and discussion").
 * Pure; the page puts it in a <script type="application/ld+json">.
 */
import { crestPath, named } from '@/lib/matches/display';
import type { PlayerDetail } from '@/lib/players/contract';
import type { Locale } from '@/i18n/locales';

export function personLd(
  p: PlayerDetail,
  lang: Locale,
  /** Absolute URL of the page (its canonical). */
  url: string,
  /** Absolute URL of the club's page. */
  teamUrl: string,
  description: string,
): Record<string, unknown> {
  const origin = new URL(url).origin;
  const others = (['zh', 'en', 'vi'] as const)
    .filter((l) => l !== lang)
    .map((l) => named(p, 'name', l))
    .filter((n, i, all) => n !== named(p, 'name', lang) && all.indexOf(n) === i);
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: named(p, 'name', lang),
    ...(others.length ? { alternateName: others } : {}),
    description,
    url,
    ...(p.birth_date ? { birthDate: p.birth_date } : {}),
    nationality: { '@type': 'Country', name: named(p, 'nationality_name', lang) },
    jobTitle: p.sport === 'football' ? 'Footballer' : 'Basketball player',
    affiliation: {
      '@type': 'SportsTeam',
      name: named(p.team, 'name', lang),
      url: teamUrl,
      logo: new URL(crestPath(p.team.id), origin).toString(),
      sport: p.sport === 'football' ? 'Football' : 'Basketball',
    },
  };
}
