import type { MatchItem } from '@/lib/matches/types';

/**
 * The fields the home page's live blocks show and keep live (the compact rows and the hot-match
 * cards): a full list item carries ~60 fields, 1.4 KB each in the page's flight data, and the
 * live-now block holds every match in play.
 */
export const COMPACT_KEYS = [
  'id',
  'sport',
  'kickoff',
  'status',
  'phase',
  'match_str',
  'home_score',
  'away_score',
  'home_team_id',
  'away_team_id',
  'home_team_name_zh',
  'home_team_name_en',
  'home_team_name_vi',
  'away_team_name_zh',
  'away_team_name_en',
  'away_team_name_vi',
  'short_name_zh',
  'short_name_en',
  'short_name_vi',
] as const satisfies readonly (keyof MatchItem)[];

export type CompactMatch = Pick<MatchItem, (typeof COMPACT_KEYS)[number]>;

export function compactMatch(m: CompactMatch): CompactMatch {
  const out: Record<string, unknown> = {};
  for (const key of COMPACT_KEYS) out[key] = m[key];
  return out as CompactMatch;
}

export function compactMatches(list: readonly CompactMatch[]): CompactMatch[] {
  return list.map(compactMatch);
}
