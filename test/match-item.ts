/** A complete MatchItem for component tests: names are `${field}-${lang}` unless overridden. */
import type { MatchItem } from '@/lib/matches/types';

export function matchItem(over: Partial<MatchItem>): MatchItem {
  const base = {
    id: 1,
    sport: 'football',
    competition_id: 82,
    competition_colour: '#000000',
    season_id: 1,
    round_id: null,
    round_number: null,
    home_team_id: 10,
    away_team_id: 20,
    home_team_logo: '/crest/10.svg',
    away_team_logo: '/crest/20.svg',
    kickoff: '2030-05-01T12:00:00.000Z',
    match_time: 1904126400,
    status: 'scheduled',
    phase: 'NS',
    clock_seconds: 0,
    match_str: '',
    home_score: 0,
    away_score: 0,
    home_half_score: null,
    away_half_score: null,
    period_scores: [],
    home_penalties: null,
    away_penalties: null,
    home_red: 0,
    away_red: 0,
    home_yellow: 0,
    away_yellow: 0,
    home_corners: 0,
    away_corners: 0,
    knockout: false,
    updated_at: '2030-05-01T12:00:00.000Z',
  } satisfies Partial<MatchItem>;
  const names: Record<string, string> = {};
  for (const lang of ['zh', 'en', 'vi']) {
    for (const f of [
      'competition_name',
      'short_name',
      'round_name',
      'home_team_name',
      'away_team_name',
      'home_team_short_name',
      'away_team_short_name',
    ]) {
      names[`${f}_${lang}`] = `${f}-${lang}`;
    }
  }
  return { ...(names as unknown as MatchItem), ...base, ...over };
}
