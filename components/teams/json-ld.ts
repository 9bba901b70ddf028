/**
 * schema.org SportsTeam of a team page (https://schema.org/SportsTeam), in the page's language:
 * its crest, home ground, competitions and squad (each player's page). Pure; the page puts it in
 * a <script type="application/ld+json"> (docs/product.md §2 "Teams, players and discussion").
 */
import { named } from '@/lib/matches/display';
import type { TeamDetail } from '@/lib/teams/contract';
import { localePath } from '@/lib/seo/metadata';
import type { Locale } from '@/i18n/locales';

const SPORT = {
  football: 'Football',
  basketball: 'Basketball',
} as const;

export function sportsTeamLd(
  d: TeamDetail,
  lang: Locale,
  /** Absolute URL of the page (its canonical). */
  url: string,
  description: string,
): Record<string, unknown> {
  const origin = new URL(url).origin;
  const team = d.team;
  const abs = (path: string) => new URL(localePath(lang, path), origin).toString();
  const name = named(team, 'name', lang);
  const short = named(team, 'short_name', lang);
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsTeam',
    name,
    ...(short && short !== name ? { alternateName: short } : {}),
    description,
    url,
    sport: SPORT[team.sport],
    logo: new URL(team.logo, origin).toString(),
    ...(team.founded ? { foundingDate: String(team.founded) } : {}),
    ...(team.venue
      ? {
          location: {
            '@type': 'Place',
            name: named(team.venue, 'name', lang),
            address: {
              '@type': 'PostalAddress',
              addressLocality: named(team.venue, 'city', lang),
              addressCountry: team.country,
            },
          },
        }
      : {}),
    memberOf: d.competitions.map((c) => ({
      '@type': 'SportsOrganization',
      name: named(c.competition, 'name', lang),
    })),
    athlete: d.squad.flatMap((g) =>
      g.players.map((p) => ({
        '@type': 'Person',
        name: named(p, 'name', lang),
        url: abs(`/player?id=${p.id}`),
        ...(p.birth_date ? { birthDate: p.birth_date } : {}),
        nationality: named(p, 'nationality_name', lang),
      })),
    ),
  };
}
