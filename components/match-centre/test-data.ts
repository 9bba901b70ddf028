/**
 * Factories for the match centre's tests: a football or basketball centre with names in three
 * languages ("Arsenal" / "阿森纳" / "Arsenal VN"). Checked: test/fixtures-contract.test.ts.
 */
import { seasonTable } from '@/components/data-library/test-data';
import { liveRoom } from '@/components/live/test-data';
import type { MatchCentre } from '@/lib/matches/service';
import { answer } from '@/test/bff';
import type {
  EventKind,
  EventView,
  LineupSide,
  MatchItem,
  OddsView,
  PlayerRef,
  RecentForm,
  StandingRow,
  TeamView,
} from '@/lib/matches/types';

const NAMES: Record<string, [string, string, string]> = {
  home: ['阿森纳', 'Arsenal', 'Arsenal VN'],
  away: ['切尔西', 'Chelsea', 'Chelsea VN'],
  competition: ['英格兰超级联赛', 'Premier League', 'Ngoại hạng Anh'],
  short: ['英超', 'EPL', 'NHA'],
  round: ['第10轮', 'Matchday 10', 'Vòng 10'],
};

const trio = (prefix: string, [zh, en, vi]: [string, string, string]) => ({
  [`${prefix}_zh`]: zh,
  [`${prefix}_en`]: en,
  [`${prefix}_vi`]: vi,
});

export function matchItem(over: Partial<MatchItem> = {}): MatchItem {
  return {
    id: 1,
    sport: 'football',
    competition_id: 82,
    competition_colour: '#3d195b',
    season_id: 3,
    round_id: 10,
    round_number: 10,
    home_team_id: 10,
    away_team_id: 20,
    home_team_logo: '/crest/10.svg',
    away_team_logo: '/crest/20.svg',
    kickoff: '2026-03-01T15:00:00.000Z',
    match_time: 1772377200,
    status: 'finished',
    phase: 'FT',
    clock_seconds: 5400,
    match_str: 'FT',
    home_score: 2,
    away_score: 1,
    home_half_score: 1,
    away_half_score: 0,
    period_scores: [
      [1, 0],
      [1, 1],
    ],
    home_penalties: null,
    away_penalties: null,
    home_red: 0,
    away_red: 1,
    home_yellow: 2,
    away_yellow: 3,
    home_corners: 6,
    away_corners: 4,
    knockout: false,
    updated_at: '2026-03-01T17:00:00.000Z',
    ...trio('competition_name', NAMES.competition),
    ...trio('short_name', NAMES.short),
    ...trio('round_name', NAMES.round),
    ...trio('home_team_name', NAMES.home),
    ...trio('away_team_name', NAMES.away),
    ...trio('home_team_short_name', NAMES.home),
    ...trio('away_team_short_name', NAMES.away),
    ...over,
  } as MatchItem;
}

export function player(id: number, en: string, shirt = id % 30, position = 'MF'): PlayerRef {
  return {
    id,
    shirt_number: shirt,
    position,
    name_zh: `球员${id}`,
    name_en: en,
    name_vi: `${en} VN`,
  };
}

let eventId = 0;
export function event(
  kind: EventKind,
  over: Partial<EventView> & { side?: 'home' | 'away' | null } = {},
): EventView {
  const side = over.side === undefined ? 'home' : over.side;
  const p = over.player === undefined ? player(100 + eventId, `Player ${eventId}`) : over.player;
  eventId += 1;
  return {
    id: eventId,
    seq: eventId,
    kind,
    phase: '1H',
    side,
    iszhu: side === 'home' ? 1 : 0,
    match_str: "10'",
    at_second: 600,
    home_score: 0,
    away_score: 0,
    points: null,
    scored: null,
    player: p,
    assist: null,
    player_out: null,
    player_name_zh: p?.name_zh ?? '',
    player_name_en: p?.name_en ?? '',
    player_name_vi: p?.name_vi ?? '',
    ...over,
  };
}

function team(id: number, names: [string, string, string], colour: string): TeamView {
  return {
    id,
    sport: 'football',
    country: 'ENG',
    founded: 1886,
    colour_primary: colour,
    colour_secondary: '#ffffff',
    rating: 80,
    logo: `/crest/${id}.svg`,
    ...trio('name', names),
    ...trio('short_name', names),
    ...trio('country_name', ['英格兰', 'England', 'Anh']),
  } as TeamView;
}

function lineup(base: number, formation: string): LineupSide {
  const pos = ['GK', 'DF', 'DF', 'DF', 'DF', 'MF', 'MF', 'MF', 'FW', 'FW', 'FW'];
  return {
    formation,
    starters: pos.map((p, i) => ({
      ...player(base + i, `Starter ${base + i}`, i + 1, p),
      lineup_position: p,
    })),
    substitutes: [{ ...player(base + 20, `Bench ${base + 20}`, 20, 'FW'), lineup_position: 'FW' }],
  };
}

export function odds(over: Partial<OddsView> = {}): OddsView {
  return {
    company_id: 1,
    market: 'asia',
    opening: { line: -0.5, home: 0.9, away: 0.95 },
    current: { line: -0.75, home: 0.85, away: 1.0 },
    updated_at: '2026-03-01T15:00:00.000Z',
    history: [
      {
        values: { line: -0.5, home: 0.9, away: 0.95 },
        match_str: '',
        at: '2026-02-27T15:00:00.000Z',
      },
      {
        values: { line: -0.75, home: 0.85, away: 1.0 },
        match_str: "12'",
        at: '2026-03-01T15:12:00.000Z',
      },
    ],
    company_name_zh: '澳门',
    company_name_en: 'Macau',
    company_name_vi: 'Macau',
    ...over,
  };
}

export function form(teamId: number, results: string): RecentForm {
  const matches = [...results].reverse().map((r, i) =>
    Object.assign(
      matchItem({
        id: 500 + teamId + i,
        home_team_id: teamId,
        away_team_id: 99,
        home_score: r === 'W' ? 2 : r === 'D' ? 1 : 0,
        away_score: r === 'L' ? 1 : r === 'D' ? 1 : 0,
      }),
      { result: r as 'W' | 'D' | 'L' },
    ),
  );
  return {
    team_id: teamId,
    form: results,
    won: [...results].filter((r) => r === 'W').length,
    drawn: [...results].filter((r) => r === 'D').length,
    lost: [...results].filter((r) => r === 'L').length,
    goals_for: 0,
    goals_against: 0,
    matches,
  };
}

export function centre(over: Partial<MatchItem> = {}): MatchCentre {
  const m = matchItem(over);
  const scorer = player(7, 'Bukayo Saka', 7, 'FW');
  return {
    seq: 40,
    match: m,
    competition: {
      id: 82,
      sport: 'football',
      kind: 'league',
      colour: '#3d195b',
      ...trio('name', NAMES.competition),
      ...trio('short_name', NAMES.short),
      ...trio('area', ['英格兰', 'England', 'Anh']),
    } as MatchCentre['competition'],
    home_team: team(10, NAMES.home, '#ef0107'),
    away_team: team(20, NAMES.away, '#034694'),
    venue: {
      id: 1,
      capacity: 60704,
      ...trio('name', ['酋长球场', 'Emirates Stadium', 'SVĐ Emirates']),
      ...trio('city', ['伦敦', 'London', 'Luân Đôn']),
    } as MatchCentre['venue'],
    events: [
      event('goal', { player: scorer, match_str: "23'", home_score: 1, away_score: 0 }),
      event('period_end', {
        side: null,
        player: null,
        phase: '1H',
        match_str: "45+2'",
        home_score: 1,
        away_score: 0,
      }),
      event('red', { side: 'away', phase: '2H', match_str: "55'", home_score: 1, away_score: 0 }),
      event('corner', {
        side: 'away',
        player: null,
        phase: '2H',
        match_str: "60'",
        home_score: 1,
        away_score: 0,
      }),
      event('goal', { side: 'away', phase: '2H', match_str: "70'", home_score: 1, away_score: 1 }),
      event('sub', {
        phase: '2H',
        match_str: "75'",
        home_score: 1,
        away_score: 1,
        player: player(30, 'Gabriel Jesus', 9, 'FW'),
        player_out: player(31, 'Kai Havertz', 29, 'FW'),
      }),
      event('goal', {
        phase: '2H',
        match_str: "88'",
        home_score: 2,
        away_score: 1,
        player: player(30, 'Gabriel Jesus', 9, 'FW'),
        assist: scorer,
      }),
      event('period_end', {
        side: null,
        player: null,
        phase: '2H',
        match_str: "90+4'",
        home_score: 2,
        away_score: 1,
      }),
    ],
    stats: {
      home: { possession: 58, shots: 14, shots_on_target: 6, corners: 6, fouls: 9, attacks: 100 },
      away: { possession: 42, shots: 7, shots_on_target: 2, corners: 4, fouls: 12, attacks: 80 },
    },
    lineups: { home: lineup(1000, '4-3-3'), away: lineup(2000, '4-3-3') },
    odds: [
      odds(),
      odds({
        market: 'eu',
        opening: { home: 1.8, draw: 3.5, away: 4.2 },
        current: { home: 1.7, draw: 3.6, away: 4.2 },
        history: [],
      }),
    ],
    h2h: [
      matchItem({ id: 900, home_team_id: 20, away_team_id: 10, home_score: 0, away_score: 3 }),
      matchItem({ id: 901, home_team_id: 10, away_team_id: 20, home_score: 1, away_score: 1 }),
    ],
    form: { home: form(10, 'WWDLW'), away: form(20, 'LDWWL') },
  };
}

export function standingRow(
  teamId: number,
  position: number,
  points: number,
  name: string,
): StandingRow {
  return {
    position,
    team_id: teamId,
    team_logo: `/crest/${teamId}.svg`,
    played: 10,
    won: Math.floor(points / 3),
    drawn: points % 3,
    lost: 10 - Math.floor(points / 3) - (points % 3),
    goals_for: 15,
    goals_against: 10,
    goal_diff: 5,
    points,
    form: 'WDLWW',
    win_pct: null,
    games_behind: null,
    ...trio('team_name', [name, name, name]),
    ...trio('short_name', [name, name, name]),
  } as StandingRow;
}

/** Football/live_table (and the standings tab's first table): one group of `rows`, `live` being played. */
export function liveTable(rows: StandingRow[], live: MatchItem[] = [], seq = 1) {
  return {
    ...seasonTable(82, [
      { group_key: '', group_name_zh: '', group_name_en: '', group_name_vi: '', rows },
    ]),
    seq,
    live,
  };
}

/** Football/football_match_detail: the match centre as the page reads it. */
export const matchDetail = (data: MatchCentre = centre()) =>
  answer('Football/football_match_detail', data);

/** A room commentating the match, as Live/getRoomList lists it under its language. */
export const matchRoom = (id: number, language: string, nick: string) =>
  liveRoom({
    id,
    group_id: `room_${id}`,
    anchor_nickname: nick,
    anchor_avatar: '',
    title: `${nick} live`,
    viewers: 12_300,
    language,
  });
