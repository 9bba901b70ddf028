/** A complete MatchItem for component tests: names are `${field}-${lang}` unless overridden. */
import type { MatchItem, MatchLine } from '@/lib/matches/types';

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

/** A MatchItem as api/hot_match/day_rows answers it, names in `lang` (empty ones in Chinese). */
export function matchLine(
  m: MatchItem & { collected?: number },
  lang: 'zh' | 'en' | 'vi',
): MatchLine & { collected: number; reserved: number } {
  return {
    id: m.id,
    competition_id: m.competition_id,
    competition_colour: m.competition_colour,
    kickoff: m.kickoff,
    status: m.status,
    phase: m.phase,
    match_str: m.match_str,
    home_team_id: m.home_team_id,
    away_team_id: m.away_team_id,
    home_team_name: m[`home_team_name_${lang}`] || m.home_team_name_zh,
    away_team_name: m[`away_team_name_${lang}`] || m.away_team_name_zh,
    home_score: m.home_score,
    away_score: m.away_score,
    home_half_score: m.home_half_score,
    away_half_score: m.away_half_score,
    period_scores: m.period_scores,
    home_penalties: m.home_penalties,
    away_penalties: m.away_penalties,
    home_red: m.home_red,
    away_red: m.away_red,
    home_yellow: m.home_yellow,
    away_yellow: m.away_yellow,
    home_corners: m.home_corners,
    away_corners: m.away_corners,
    collected: m.collected === 1 ? 1 : 0,
    reserved: 0,
  };
}
