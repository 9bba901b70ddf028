/**
 * schema.org SportsEvent of a World Cup match (https://schema.org/SportsEvent), in the page's
 * language, as the match centre writes one (components/match-centre/json-ld.ts). Pure.
 */
import type { Locale } from '@/i18n/locales';
import { cityName, stadiumName, teamName } from '@/lib/worldcup/names';
import type { Match } from '@/lib/worldcup/tournament';
import { matchAnchor } from './params';

export function worldCupMatchLd(
  m: Match,
  lang: Locale,
  /** Absolute URL of the page listing the match; the match's anchor is added. */
  pageUrl: string,
  /** The tournament's name and the match's stage, in the page's language. */
  names: { tournament: string; stage: string },
): Record<string, unknown> {
  const team = (code: string) => ({
    '@type': 'SportsTeam',
    name: teamName(code, lang),
    logo: new URL(`/images/worldcup/flags/${code.toLowerCase()}.png`, pageUrl).toString(),
  });
  const home = team(m.home);
  const away = team(m.away);
  const result = `${home.name} ${m.score[0]}–${m.score[1]} ${away.name}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsEvent',
    name: `${home.name} vs ${away.name}`,
    description: `${names.tournament}, ${names.stage}: ${result}`,
    url: `${pageUrl.split('#')[0]}#${matchAnchor(m.num)}`,
    startDate: m.kickoff,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    sport: 'https://en.wikipedia.org/wiki/Association_football',
    location: {
      '@type': 'Place',
      name: m.stadium ? stadiumName(m.stadium.name, lang) : cityName(m.city, lang),
      address: {
        '@type': 'PostalAddress',
        addressLocality: cityName(m.city, lang),
        ...(m.stadium ? { addressCountry: m.stadium.cc.toUpperCase() } : {}),
      },
    },
    homeTeam: home,
    awayTeam: away,
    competitor: [home, away],
    organizer: { '@type': 'SportsOrganization', name: 'FIFA', url: 'https://www.fifa.com' },
  };
}
