/** Test factories for the data-library and schedule views (fake names that show the language). */
import type { SeasonRounds, RoundView } from '@/lib/matches/season-rounds';
import { matchItem as baseMatchItem } from '@/test/match-item';
import type {
  MatchItem,
  PlayerRankingRow,
  SeasonTable,
  StandingRow,
  TeamRankingRow,
} from '@/lib/matches/types';

type Trio<P extends string> = { [K in `${P}_zh` | `${P}_en` | `${P}_vi`]: string };

export function trio<P extends string>(prefix: P, name: string): Trio<P> {
  return {
    [`${prefix}_zh`]: `${name}-zh`,
    [`${prefix}_en`]: `${name}-en`,
    [`${prefix}_vi`]: `${name}-vi`,
  } as Trio<P>;
}

/** The shared MatchItem factory with names that carry the match id (Home1-en …). */
export function matchItem(over: Partial<MatchItem> = {}): MatchItem {
  const id = over.id ?? 1;
  return baseMatchItem({
    competition_colour: '#3D195B',
    round_id: 30,
    round_number: 30,
    ...trio('competition_name', 'League'),
    ...trio('short_name', 'LG'),
    ...trio('round_name', 'Round 30'),
    ...trio('home_team_name', `Home${id}`),
    ...trio('away_team_name', `Away${id}`),
    ...trio('home_team_short_name', `H${id}`),
    ...trio('away_team_short_name', `A${id}`),
    ...over,
  });
}

export function standingRow(position: number, over: Partial<StandingRow> = {}): StandingRow {
  const teamId = over.team_id ?? 100 + position;
  return {
    position,
    team_id: teamId,
    team_logo: `/crest/${teamId}.svg`,
    played: 30,
    won: 20 - position,
    drawn: 5,
    lost: 5 + position,
    goals_for: 60 - position,
    goals_against: 20 + position,
    goal_diff: 40 - 2 * position,
    points: 65 - 3 * position,
    form: 'WDLWWL',
    win_pct: null,
    games_behind: null,
    ...trio('team_name', `Team${position}`),
    ...trio('short_name', `T${position}`),
    ...over,
  };
}

export function seasonTable(competitionId: number, groups: SeasonTable['groups']): SeasonTable {
  return {
    competition: {
      id: competitionId,
      sport: competitionId === 1 || competitionId === 3 ? 'basketball' : 'football',
      kind: 'league',
      colour: '#3D195B',
      ...trio('name', `Comp${competitionId}`),
      ...trio('short_name', `C${competitionId}`),
      ...trio('area', 'Area'),
    },
    season: {
      id: 1,
      label: '2025/26',
      is_current: true,
      starts_on: '2025-08-01',
      ends_on: '2026-05-31',
    },
    seasons: [
      { id: 1, label: '2025/26', is_current: true, starts_on: '2025-08-01', ends_on: '2026-05-31' },
    ],
    groups,
  };
}

export function group(key: string, rows: StandingRow[]): SeasonTable['groups'][number] {
  return { group_key: key, ...trio('group_name', key || 'Table'), rows };
}

export function roundView(number: number, over: Partial<RoundView> = {}): RoundView {
  return {
    number,
    stage: 'league',
    name_zh: `第${number}轮`,
    name_en: `Matchday ${number}`,
    name_vi: `Vòng ${number}`,
    matches: 10,
    finished: 0,
    live: 0,
    upcoming: 10,
    first_kickoff: null,
    ...over,
  };
}

export function seasonRounds(
  round: number,
  rounds: RoundView[],
  matches: MatchItem[],
): SeasonRounds {
  const t = seasonTable(82, []);
  return {
    competition: t.competition,
    season: t.season,
    seasons: t.seasons,
    rounds,
    round,
    matches,
  };
}

export function playerRow(rank: number, over: Partial<PlayerRankingRow> = {}): PlayerRankingRow {
  return {
    rank,
    player_id: 1000 + rank,
    team_id: 10 + rank,
    team_logo: `/crest/${10 + rank}.svg`,
    shirt_number: 9,
    position: 'FW',
    nationality: 'ENG',
    appearances: 20,
    minutes: 1700,
    goals: 20 - rank,
    assists: 3,
    penalties: 2,
    points_per_game: 25.4,
    rebounds_per_game: 10.1,
    assists_per_game: 7,
    steals_per_game: 1.2,
    blocks_per_game: 0.8,
    value: 20 - rank,
    ...trio('player_name', `Player${rank}`),
    ...trio('team_name', `Club${rank}`),
    ...trio('team_short_name', `CL${rank}`),
    ...over,
  };
}

export function teamRankingRow(rank: number, over: Partial<TeamRankingRow> = {}): TeamRankingRow {
  return {
    rank,
    team_id: 200 + rank,
    team_logo: `/crest/${200 + rank}.svg`,
    group_key: '',
    played: 15,
    won: 15 - rank,
    lost: rank,
    win_pct: (15 - rank) / 15,
    points_per_game: 110.5,
    points_against_per_game: 104.25,
    point_diff_per_game: 6.3,
    ...trio('team_name', `Team${rank}`),
    ...trio('short_name', `T${rank}`),
    ...over,
  };
}
