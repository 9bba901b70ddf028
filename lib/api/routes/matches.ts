import 'server-only';
import { z } from 'zod';
import {
  basketballPlayerRanking,
  basketballTeamRanking,
  dayList,
  footballScorerRanking,
  hotMatches,
  liveMatches,
  liveScoreLines,
  liveTable,
  matchCentre,
  myReservations,
  recommendedMatches,
  reserve,
  setCollect,
  table,
  toggleCollect,
  unreserve,
} from '@/lib/matches/service';
import { seasonRounds, tableWithForm } from '@/lib/matches/season-rounds';
import { RECENT_FORM_SIZES, type RecentFormSize } from '@/lib/matches/types';
import { currentSeq } from '@/lib/realtime/pushes';
import { API_ZONE, idField, idNumber, idText, normalizeZone, optionalIdField } from '@/lib/rules';
import { endpoint, ok } from '../endpoint';
import { numberField } from '@/lib/account/schemas';

const DECIMAL = /^\s*-?\d+(\.\d+)?\s*$/;

/** An empty query value counts as missing, so defaults apply and "required" reads right. */
const blankToUndefined = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v;

/** A bounded count (`limit`), read like an id. */
function countField(max: number) {
  return z.preprocess((v) => {
    const x = blankToUndefined(v);
    return typeof x === 'string' && DECIMAL.test(x) ? Number(x) : x;
  }, z.number().min(1).max(max).int().optional());
}

function choice<const T extends readonly [string, ...string[]]>(values: T) {
  return z.preprocess(blankToUndefined, z.enum(values).optional());
}

const sportField = choice(['football', 'basketball'] as const);

/** One competition id or several, as a number, an array or comma-separated text ("82,120"). */
const competitionIdsField = z
  .preprocess((v) => {
    const x = blankToUndefined(v);
    const list = typeof x === 'string' ? x.split(',') : typeof x === 'number' ? [x] : x;
    return Array.isArray(list)
      ? list.map((s: unknown) => idText(typeof s === 'string' ? s.trim() : s))
      : list;
  }, z.array(idNumber).min(1).max(20).optional())
  .describe('a competition id or a comma list ("82,120") of that sport');

const dateField = z
  .preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .refine((s) => {
        const d = new Date(`${s}T00:00:00Z`);
        return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
      })
      .optional(),
  )
  .describe(`YYYY-MM-DD, a day in the zone \`tz\`; default today there`);

/** An IANA time zone for the day-based lists (issue 8 §1); an unknown zone is a wrong field. */
const zoneField = z
  .preprocess(
    blankToUndefined,
    z
      .string()
      .max(64)
      .refine((v) => normalizeZone(v) !== null)
      .transform((v) => normalizeZone(v) ?? API_ZONE)
      .optional(),
  )
  .describe(
    `IANA time zone whose days and "today" the list uses (Asia/Ho_Chi_Minh, Europe/London …); default ${API_ZONE}`,
  );

// --- output shapes (for the API reference; the types live in lib/matches/types.ts) ---------------

export const trio = (prefix: string, note?: string) => ({
  [`${prefix}_zh`]: note ? z.string().describe(`${note}; _en/_vi likewise`) : z.string(),
  [`${prefix}_en`]: z.string(),
  [`${prefix}_vi`]: z.string(),
});

export const matchItemOutput = z
  .object({
    id: z.number().int(),
    sport: z.enum(['football', 'basketball']),
    competition_id: z.number().int(),
    ...trio('competition_name'),
    ...trio('short_name', 'the competition short name (英超)'),
    ...trio('round_name'),
    home_team_id: z.number().int(),
    away_team_id: z.number().int(),
    ...trio('home_team_name'),
    ...trio('away_team_name'),
    home_team_logo: z.string().describe('/crest/{team id}.svg'),
    away_team_logo: z.string(),
    kickoff: z.string().describe('ISO time'),
    match_time: z.number().int().describe('kick-off, Unix seconds'),
    status: z.enum(['scheduled', 'live', 'finished', 'postponed', 'cancelled']),
    phase: z.string().describe('NS, 1H, HT, 2H, ET1, ET2, PEN, FT; basketball Q1–Q4, BRK, OT'),
    match_str: z.string().describe("the clock as shown: 67', 45+2', HT, Q3 05:12, FT"),
    home_score: z.number().int(),
    away_score: z.number().int(),
    home_half_score: z.number().int().nullable(),
    away_half_score: z.number().int().nullable(),
    period_scores: z.array(z.array(z.number().int())).describe('[home, away] per half/quarter'),
    home_red: z.number().int(),
    away_red: z.number().int(),
    home_yellow: z.number().int(),
    away_yellow: z.number().int(),
    home_corners: z.number().int(),
    away_corners: z.number().int(),
  })
  .describe('A MatchItem (lib/matches/types.ts); also team short names, penalties, clock_seconds');

const flagsOutput = z.object({
  collected: z.number().int().describe("0 or 1: the user's favourite (0 for guests)"),
  reserved: z.number().int().describe('0 or 1: booked by the user (0 for guests)'),
});

export const competitionOutput = z.object({
  id: z.number().int(),
  ...trio('name'),
  ...trio('short_name'),
});

const centreOutput = z
  .object({
    seq: z
      .number()
      .int()
      .describe("the sport's push seq read before the match: apply pushes with a larger seq"),
    match: matchItemOutput,
    competition: z.object({ id: z.number().int(), ...trio('name') }),
    home_team: z.object({ id: z.number().int(), ...trio('name'), logo: z.string() }),
    away_team: z.object({ id: z.number().int(), ...trio('name'), logo: z.string() }),
    venue: z.object({ id: z.number().int(), ...trio('name') }).nullable(),
    events: z
      .array(
        z.object({
          kind: z.string(),
          side: z.enum(['home', 'away']).nullable(),
          iszhu: z.number().int().describe("1 when it is the home team's event"),
          match_str: z.string(),
          home_score: z.number().int(),
          away_score: z.number().int(),
          ...trio('player_name'),
        }),
      )
      .describe('the timeline, oldest first'),
    stats: z
      .object({ home: z.record(z.string(), z.number()), away: z.record(z.string(), z.number()) })
      .nullable(),
    lineups: z.object({ home: z.unknown(), away: z.unknown() }),
    odds: z
      .array(
        z.object({
          company_id: z.number().int(),
          market: z.enum(['asia', 'total', 'eu', 'moneyline']),
          current: z.record(z.string(), z.number()),
          opening: z.record(z.string(), z.number()),
          history: z.array(z.unknown()),
        }),
      )
      .describe('index data with its history'),
    h2h: z.array(matchItemOutput).describe('up to 10 earlier meetings, latest first'),
    form: z
      .object({ home: z.unknown(), away: z.unknown() })
      .describe("each team's last 6 results before kick-off (RecentForm)"),
  })
  .describe('MatchDetail (lib/matches/types.ts) with h2h and form');

const rankingRowOutput = z.object({
  rank: z.number().int(),
  player_id: z.number().int(),
  team_id: z.number().int(),
  team_logo: z.string(),
  ...trio('player_name'),
  ...trio('team_name'),
  value: z.number().describe('the value ranked by'),
});

const seasonTableOutput = z.object({
  competition: competitionOutput,
  season: z.object({ id: z.number().int(), label: z.string(), is_current: z.boolean() }),
  seasons: z.array(z.object({ id: z.number().int(), label: z.string() })),
  groups: z.array(
    z.object({
      group_key: z.string(),
      ...trio('group_name'),
      rows: z.array(
        z.object({
          position: z.number().int(),
          team_id: z.number().int(),
          team_logo: z.string(),
          ...trio('team_name'),
          played: z.number().int(),
          won: z.number().int(),
          drawn: z.number().int(),
          lost: z.number().int(),
          goal_diff: z.number().int(),
          points: z.number().int(),
          form: z.string().describe('oldest first, e.g. WWDLW'),
        }),
      ),
    }),
  ),
});

const seasonInput = z.object({
  competition_id: optionalIdField().describe('default 82 (Premier League)'),
  season: z
    .preprocess(blankToUndefined, z.string().max(20).optional())
    .describe('a season label ("2025/26", "2026"); default the current season'),
  season_id: optionalIdField().describe('a season id (instead of season)'),
});

/** SPEC.md §9: recent form over 6 matches, or 5, 10 or 15. */
const formSizeField = z
  .preprocess(
    (v) => {
      const x = blankToUndefined(v);
      return typeof x === 'string' && DECIMAL.test(x) ? Number(x) : x;
    },
    z
      .number()
      .refine((n): n is RecentFormSize => RECENT_FORM_SIZES.includes(n as RecentFormSize))
      .optional(),
  )
  .describe('5, 6, 10 or 15: `form` covers that many league matches; default the stored last 5');

const roundView = z.object({
  number: z.number().int(),
  stage: z.enum(['league', 'playoff', 'knockout']),
  ...trio('name', 'the round name (第30轮)'),
  matches: z.number().int(),
  finished: z.number().int(),
  live: z.number().int(),
  upcoming: z.number().int().describe('scheduled or live'),
  first_kickoff: z.string().nullable().describe('ISO time'),
});

const matchIdInput = z.object({ match_id: idField().describe('a match id') });
const detailInput = z.object({ id: idField().describe('a match id') });

export const matchEndpoints = [
  // GET api/hot_match/initial_list – the home page's hot matches
  endpoint({
    method: 'GET',
    path: 'hot_match/initial_list',
    summary:
      "The home page's hot matches (up to 10): live ones first, then those kicking off in the next 24 h, each by competition importance then kick-off; today's results fill a quiet hour. Each item carries the competition's short_name_zh/_en/_vi.",
    tag: 'matches',
    input: z.object({ sport: sportField.describe('both sports when left out'), tz: zoneField }),
    output: z.array(matchItemOutput),
    handler: async ({ input }) =>
      ok(await hotMatches({ sport: input.sport, limit: 10, zone: input.tz })),
  }),
  // GET api/hot_match/recommend – a few live/upcoming matches of the top competitions
  endpoint({
    method: 'GET',
    path: 'hot_match/recommend',
    summary:
      'Recommended matches: live or kicking off in the next 24 h in the top competitions (big five leagues, Champions League, NBA, CBA), live first then soonest; other competitions only when those have none.',
    tag: 'matches',
    input: z.object({
      sport: sportField.describe('both sports when left out'),
      limit: countField(20).describe('default 6'),
    }),
    output: z.array(matchItemOutput),
    handler: async ({ input }) =>
      ok(await recommendedMatches({ sport: input.sport, limit: input.limit ?? 6 })),
  }),
  // GET api/hot_match/getRobot – the live score lines of the moment
  endpoint({
    method: 'GET',
    path: 'hot_match/getRobot',
    summary:
      'The spec names it without detail; read as the "score robot": every live match right now as one compact score line (competition, teams, score, clock) in three languages, by competition importance.',
    tag: 'matches',
    input: z.object({ sport: sportField.describe('both sports when left out') }),
    output: z.array(
      z.object({
        id: z.number().int(),
        sport: z.enum(['football', 'basketball']),
        competition_id: z.number().int(),
        phase: z.string(),
        match_str: z.string(),
        home_score: z.number().int(),
        away_score: z.number().int(),
        score: z.string().describe('"2-1"'),
        ...trio('short_name'),
        ...trio('home_team_name'),
        ...trio('away_team_name'),
        ...trio('text', "the whole line: 英超 阿森纳 2-1 切尔西 67'"),
      }),
    ),
    handler: async ({ input }) => ok(await liveScoreLines(input.sport)),
  }),
  // GET api/hot_match/seq – the push counters, for lists whose snapshot carries none
  endpoint({
    method: 'GET',
    path: 'hot_match/seq',
    summary:
      "Each sport's push `seq` now (docs/realtime.md). Not in the spec: a client refetching a list without a seq of its own (hot_match/initial_list, live_now) reads this first, then the list, and resumes the pushes after that seq.",
    tag: 'matches',
    output: z.object({ football: z.number().int(), basketball: z.number().int() }),
    handler: async () => {
      const [football, basketball] = await Promise.all([
        currentSeq('football'),
        currentSeq('basketball'),
      ]);
      return ok({ football, basketball });
    },
  }),
  // GET api/hot_match/live_now – every live match, for the home page's live-now block
  endpoint({
    method: 'GET',
    path: 'hot_match/live_now',
    summary:
      "Every match live right now as full list items (getRobot's matches): by competition importance, then kick-off. Not in the spec: the home page's live-now block, kept live by score pushes.",
    tag: 'matches',
    input: z.object({ sport: sportField.describe('both sports when left out') }),
    output: z.array(matchItemOutput),
    handler: async ({ input }) => ok(await liveMatches(input.sport)),
  }),
  // POST api/hot_match/all_match – a day of one sport, with the user's flags
  endpoint({
    method: 'POST',
    path: 'hot_match/all_match',
    summary:
      'A day of one sport for the score lists. `seq` is the sport\'s push counter read before the matches: apply websocket pushes with a larger seq. `competitions` are all those playing that day (filter choices). status "scheduled" includes postponed matches, "finished" cancelled ones. Unknown competition ids → code 1.',
    tag: 'matches',
    auth: 'optional',
    input: z.object({
      sport: sportField.describe('default football'),
      date: dateField,
      tz: zoneField,
      status: choice(['all', 'live', 'scheduled', 'finished'] as const).describe('default all'),
      competition_id: competitionIdsField,
    }),
    output: z.object({
      seq: z.number().int(),
      date: z.string().describe('YYYY-MM-DD (in `tz`)'),
      competitions: z.array(competitionOutput),
      matches: z.array(z.object({ ...matchItemOutput.shape, ...flagsOutput.shape })),
    }),
    handler: async ({ input, user }) =>
      ok(
        await dayList({
          sport: input.sport ?? 'football',
          date: input.date,
          status: input.status ?? 'all',
          competitionIds: input.competition_id,
          userId: user?.id ?? null,
          zone: input.tz,
        }),
      ),
  }),
  // GET api/Football/football_match_detail – a football match centre
  endpoint({
    method: 'GET',
    path: 'Football/football_match_detail',
    summary:
      "A football match: timeline (iszhu, match_str), statistics, line-ups, index data with history, head-to-head (10) and both teams' form (6). A basketball id → code 1.",
    tag: 'matches',
    input: detailInput,
    output: centreOutput,
    handler: async ({ input }) => ok(await matchCentre(input.id, 'football')),
  }),
  // GET api/Basketball/getInfo – a basketball match centre
  endpoint({
    method: 'GET',
    path: 'Basketball/getInfo',
    summary:
      'A basketball match, shaped like Football/football_match_detail; quarter scores in match.period_scores. A football id → code 1.',
    tag: 'matches',
    input: detailInput,
    output: centreOutput,
    handler: async ({ input }) => ok(await matchCentre(input.id, 'basketball')),
  }),
  // GET api/match/detail – a match centre of either sport, in one call
  endpoint({
    method: 'GET',
    path: 'match/detail',
    summary:
      'A match of any sport, shaped like Football/football_match_detail (match.sport tells which): one call for clients that only know the id. Unknown id → code 1.',
    tag: 'matches',
    input: detailInput,
    output: centreOutput,
    handler: async ({ input }) => ok(await matchCentre(input.id)),
  }),
  // GET api/Football/season_table – a competition's table
  endpoint({
    method: 'GET',
    path: 'Football/season_table',
    summary:
      "A competition's table (any sport; the NBA in two conferences) with team names in three languages and the seasons to choose from. Unknown competition or season → code 1.",
    tag: 'matches',
    input: seasonInput.extend({ form: formSizeField }),
    output: seasonTableOutput,
    handler: async ({ input }) => {
      const id = input.competition_id ?? 82;
      const season = input.season_id ?? input.season;
      return ok(input.form ? await tableWithForm(id, season, input.form) : await table(id, season));
    },
  }),
  // GET api/Football/season_matches – results and fixtures of a season by round
  endpoint({
    method: 'GET',
    path: 'Football/season_matches',
    summary:
      "A competition's results and fixtures by round (any sport; the data library). `rounds` lists the season's rounds with how far each has been played; `matches` are those of `round`: the round asked for, or the current one (a round with a live match, else the first still mostly to be played, else the last played). A round the season does not have shows the current round. Unknown competition or season → code 1.",
    tag: 'matches',
    input: seasonInput.extend({
      round: countField(1000).describe('a round number of the season; default the current round'),
    }),
    output: z.object({
      competition: competitionOutput,
      season: z.object({ id: z.number().int(), label: z.string(), is_current: z.boolean() }),
      seasons: z.array(z.object({ id: z.number().int(), label: z.string() })),
      rounds: z.array(roundView),
      round: z.number().int().nullable().describe('the round shown (null: the season has none)'),
      matches: z.array(matchItemOutput),
    }),
    handler: async ({ input }) =>
      ok(
        await seasonRounds(input.competition_id ?? 82, {
          season: input.season_id ?? input.season,
          round: input.round,
        }),
      ),
  }),
  // GET api/Football/live_table – a table with the matches being played now (as it stands)
  endpoint({
    method: 'GET',
    path: 'Football/live_table',
    summary:
      "The match centre's table (any sport): the table of the season's finished results (the pre-match table while matches are live) and `live`, its league matches being played now with their scores, to apply for the table as it stands (lib/matches/as-it-stands.ts). `seq` is the sport's push counter read first. Unknown competition or season → code 1.",
    tag: 'matches',
    input: seasonInput,
    output: seasonTableOutput.extend({
      seq: z.number().int().describe("the sport's push seq read before the matches"),
      live: z
        .array(matchItemOutput)
        .describe('league-stage matches of the season being played now'),
    }),
    handler: async ({ input }) =>
      ok(await liveTable(input.competition_id ?? 82, input.season_id ?? input.season)),
  }),
  // GET api/Basketball_database/teamRankingList – basketball team leaders
  endpoint({
    method: 'GET',
    path: 'Basketball_database/teamRankingList',
    summary:
      'Basketball team ranking of the current season: record and points per game, best winning percentage first. A non-basketball competition → code 1.',
    tag: 'matches',
    input: z.object({
      competition_id: optionalIdField().describe('1 NBA or 3 CBA; default 1'),
    }),
    output: z.array(
      z.object({
        rank: z.number().int(),
        team_id: z.number().int(),
        team_logo: z.string(),
        ...trio('team_name'),
        group_key: z.string(),
        played: z.number().int(),
        won: z.number().int(),
        lost: z.number().int(),
        win_pct: z.number(),
        points_per_game: z.number(),
        points_against_per_game: z.number(),
      }),
    ),
    handler: async ({ input }) => ok(await basketballTeamRanking(input.competition_id ?? 1)),
  }),
  // GET api/Basketball_database/playerRankingList – basketball player leaders
  endpoint({
    method: 'GET',
    path: 'Basketball_database/playerRankingList',
    summary:
      'Basketball player leaders of the current season by a per-game statistic. A non-basketball competition → code 1.',
    tag: 'matches',
    input: z.object({
      competition_id: optionalIdField().describe('1 NBA or 3 CBA; default 1'),
      stat: choice(['points', 'rebounds', 'assists', 'steals', 'blocks'] as const).describe(
        'default points',
      ),
      limit: countField(50).describe('default 20'),
    }),
    output: z.array(rankingRowOutput),
    handler: async ({ input }) =>
      ok(
        await basketballPlayerRanking(
          input.competition_id ?? 1,
          input.stat ?? 'points',
          input.limit ?? 20,
        ),
      ),
  }),
  // GET api/Football_database/footballGoalRankingList – top scorers or assist makers
  endpoint({
    method: 'GET',
    path: 'Football_database/footballGoalRankingList',
    summary:
      'Football top scorers (or assist makers) of the current season, counted from the goal events. A non-football competition → code 1.',
    tag: 'matches',
    input: z.object({
      competition_id: optionalIdField().describe('default 82 (Premier League)'),
      type: choice(['goals', 'assists'] as const).describe('default goals'),
      limit: countField(50).describe('default 20'),
    }),
    output: z.array(rankingRowOutput),
    handler: async ({ input }) =>
      ok(
        await footballScorerRanking(
          input.competition_id ?? 82,
          input.type ?? 'goals',
          input.limit ?? 20,
        ),
      ),
  }),
  // POST api/Basketballuser/collect – toggles a favourite match
  endpoint({
    method: 'POST',
    path: 'Basketballuser/collect',
    summary:
      "Toggles the user's favourite for a match of either sport (despite the path); answers the new state. With collected (0 or 1) it sets that state instead, idempotently (the site merges a guest's browser-kept favourites with collected: 1 after login). all_match marks favourites with collected: 1.",
    tag: 'matches',
    auth: 'required',
    input: matchIdInput.extend({
      collected: numberField(0, 1)
        .optional()
        .describe('set this state instead of toggling: 1 favourite, 0 not'),
    }),
    output: z.object({ collected: z.number().int().describe('0 or 1') }),
    handler: async ({ input, user }) => {
      const r =
        input.collected === undefined
          ? await toggleCollect(user.id, input.match_id)
          : await setCollect(user.id, input.match_id, input.collected ? 1 : 0);
      return ok(r, r.collected ? 'api.collected' : 'api.uncollected');
    },
  }),
  // POST api/live/reserveMatch – books a match
  endpoint({
    method: 'POST',
    path: 'live/reserveMatch',
    summary:
      'Books a match (a reminder before kick-off); idempotent. A finished or cancelled match → code 1.',
    tag: 'matches',
    auth: 'required',
    input: matchIdInput,
    output: z.object({ reserved: z.literal(1) }),
    handler: async ({ input, user }) => ok(await reserve(user.id, input.match_id), 'api.reserved'),
  }),
  // POST api/live/reserveMatch2 – cancels a booking
  endpoint({
    method: 'POST',
    path: 'live/reserveMatch2',
    summary:
      'The spec lists it next to reserveMatch without detail; read as its undo: cancels the booking of a match (idempotent, any match state).',
    tag: 'matches',
    auth: 'required',
    input: matchIdInput,
    output: z.object({ reserved: z.literal(0) }),
    handler: async ({ input, user }) =>
      ok(await unreserve(user.id, input.match_id), 'api.unreserved'),
  }),
  // GET api/live/myReservations – the member centre's "booked matches"
  endpoint({
    method: 'GET',
    path: 'live/myReservations',
    summary:
      "The user's booked matches: live and upcoming first (soonest first), then past ones (latest first).",
    tag: 'matches',
    auth: 'required',
    output: z.array(matchItemOutput),
    handler: async ({ user }) => ok(await myReservations(user.id)),
  }),
];
