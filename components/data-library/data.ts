import 'server-only';
import { cache } from 'react';
import { serverApiOrNull } from '@/lib/bff/server';
import type { SeasonRounds } from '@/lib/matches/season-rounds';
import type {
  BasketballStat,
  PlayerRankingRow,
  RecentFormSize,
  SeasonTable,
  TeamRankingRow,
} from '@/lib/matches/types';

/**
 * The data library's reads through the platform API, once per request each (the metadata and
 * the page share them). A failed call is null: the page decides between a 404 and an empty tab.
 */

function read<T>(path: string, params: Record<string, unknown>): Promise<T | null> {
  return serverApiOrNull<T>(path, params);
}

/** The table (with `form` over `form` matches), the competition and its seasons. */
export const getSeasonTable = cache(
  (id: number, season: number | undefined, form: RecentFormSize) =>
    read<SeasonTable>('Football/season_table', { competition_id: id, season_id: season, form }),
);

/** One round's results and fixtures with the season's rounds. */
export const getSeasonRounds = cache((id: number, season: number, round: number | undefined) =>
  read<SeasonRounds>('Football/season_matches', { competition_id: id, season_id: season, round }),
);

/** Football top scorers or assist makers (current season). */
export const getScorers = cache(async (id: number, type: 'goals' | 'assists') =>
  read<PlayerRankingRow[]>('Football_database/footballGoalRankingList', {
    competition_id: id,
    type,
    limit: 50,
  }),
);

export const getTeamRanking = cache((id: number) =>
  read<TeamRankingRow[]>('Basketball_database/teamRankingList', { competition_id: id }),
);

export const getPlayerRanking = cache((id: number, stat: BasketballStat) =>
  read<PlayerRankingRow[]>('Basketball_database/playerRankingList', {
    competition_id: id,
    stat,
    limit: 50,
  }),
);
