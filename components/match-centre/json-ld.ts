/**
 * schema.org SportsEvent of a match (https://schema.org/SportsEvent), in the page's language.
 * Pure; the page puts it in a <script type="application/ld+json">.
 */
import { named } from '@/lib/matches/display';
import type { MatchDetail, TeamView } from '@/lib/matches/types';
import type { Locale } from '@/i18n/locales';

const STATUS = {
  scheduled: 'https://schema.org/EventScheduled',
  live: 'https://schema.org/EventScheduled',
  finished: 'https://schema.org/EventScheduled',
  postponed: 'https://schema.org/EventPostponed',
  cancelled: 'https://schema.org/EventCancelled',
} as const;

const SPORT = {
  football: 'https://en.wikipedia.org/wiki/Association_football',
  basketball: 'https://en.wikipedia.org/wiki/Basketball',
} as const;

export function sportsEventLd(
  d: MatchDetail,
  lang: Locale,
  /** Absolute URL of the page (its canonical). */
  url: string,
  description: string,
): Record<string, unknown> {
  const m = d.match;
  const origin = new URL(url).origin;
  const team = (t: TeamView) => ({
    '@type': 'SportsTeam',
    name: named(t, 'name', lang),
    logo: new URL(t.logo, origin).toString(),
  });
  const home = team(d.home_team);
  const away = team(d.away_team);
  const location = d.venue
    ? {
        '@type': 'Place',
        name: named(d.venue, 'name', lang),
        address: {
          '@type': 'PostalAddress',
          addressLocality: named(d.venue, 'city', lang),
          addressCountry: d.home_team.country,
        },
      }
    : {
        '@type': 'Place',
        name: named(d.home_team, 'country_name', lang),
        address: { '@type': 'PostalAddress', addressCountry: d.home_team.country },
      };
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsEvent',
    name: `${home.name} vs ${away.name}`,
    description,
    url,
    startDate: m.kickoff,
    eventStatus: STATUS[m.status],
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    sport: SPORT[m.sport],
    location,
    homeTeam: home,
    awayTeam: away,
    competitor: [home, away],
    image: [home.logo, away.logo],
    organizer: { '@type': 'SportsOrganization', name: named(d.competition, 'name', lang) },
  };
}

/** JSON for a <script> element (lib/seo/json-ld.tsx): no text in it can close the script. */
export { jsonLdText } from '@/lib/seo/json-ld';
