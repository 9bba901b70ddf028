/**
 * The match domain's contract (docs/architecture.md, "Contracts"; docs/decisions/024): the match
 * API's request and response schemas and the types inferred from them. lib/api/routes/matches.ts
 * wires them to the endpoints, and the OpenAPI document and docs/api.md are generated from them.
 * Browser-safe: zod, the shared rules and other contracts only; browser code imports it with
 * `import type`, and constants from ./limits.
 */
import { z } from 'zod';
import { blank, choice } from '@/lib/rules/input-fields';
import { numberField } from '@/lib/account/contract';
import { API_ZONE, idField, idNumber, idText, normalizeZone, optionalIdField } from '@/lib/rules';
import { RECENT_FORM_SIZES, type RecentFormSize } from './limits';

export * from './limits';

const DECIMAL = /^\s*-?\d+(\.\d+)?\s*$/;

/** An empty query value counts as missing, so defaults apply and "required" reads right. */
/** A bounded count (`limit`), read like an id. */
function countField(max: number) {
  return z.preprocess((v) => {
    const x = blank(v);
    return typeof x === 'string' && DECIMAL.test(x) ? Number(x) : x;
  }, z.number().min(1).max(max).int().optional());
}

export const sportField = choice(['football', 'basketball'] as const);

/** One competition id or several, as a number, an array or comma-separated text ("82,120"). */
const competitionIdsField = z
  .preprocess((v) => {
    const x = blank(v);
    const list = typeof x === 'string' ? x.split(',') : typeof x === 'number' ? [x] : x;
    return Array.isArray(list)
      ? list.map((s: unknown) => idText(typeof s === 'string' ? s.trim() : s))
      : list;
  }, z.array(idNumber).min(1).max(20).optional())
  .describe('a competition id or a comma list ("82,120") of that sport');

export const dateField = z
  .preprocess(
    blank,
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
export const zoneField = z
  .preprocess(
    blank,
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

/** `<prefix>_zh`, `_en` and `_vi`: a name in each language, typed by its keys. */
export const trio = <P extends string>(prefix: P, note?: string) =>
  ({
    [`${prefix}_zh`]: note ? z.string().describe(`${note}; _en/_vi likewise`) : z.string(),
    [`${prefix}_en`]: z.string(),
    [`${prefix}_vi`]: z.string(),
  }) as Record<`${P}_${'zh' | 'en' | 'vi'}`, z.ZodString>;

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

export const flagsOutput = z.object({
  collected: z.number().int().describe("0 or 1: the user's favourite (0 for guests)"),
  reserved: z.number().int().describe('0 or 1: booked by the user (0 for guests)'),
});

export const competitionOutput = z.object({
  id: z.number().int(),
  ...trio('name'),
  ...trio('short_name'),
});

export const centreOutput = z
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

export const rankingRowOutput = z.object({
  rank: z.number().int(),
  player_id: z.number().int(),
  team_id: z.number().int(),
  team_logo: z.string(),
  ...trio('player_name'),
  ...trio('team_name'),
  value: z.number().describe('the value ranked by'),
});

export const seasonTableOutput = z.object({
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

export const seasonInput = z.object({
  competition_id: optionalIdField().describe('default 82 (Premier League)'),
  season: z
    .preprocess(blank, z.string().max(20).optional())
    .describe('a season label ("2025/26", "2026"); default the current season'),
  season_id: optionalIdField().describe('a season id (instead of season)'),
});

/** docs/product.md §9: recent form over 6 matches, or 5, 10 or 15. */
const formSizeField = z
  .preprocess(
    (v) => {
      const x = blank(v);
      return typeof x === 'string' && DECIMAL.test(x) ? Number(x) : x;
    },
    z
      .number()
      .refine((n): n is RecentFormSize => RECENT_FORM_SIZES.includes(n as RecentFormSize))
      .optional(),
  )
  .describe('5, 6, 10 or 15: `form` covers that many league matches; default the stored last 5');

export const roundView = z.object({
  number: z.number().int(),
  stage: z.enum(['league', 'playoff', 'knockout']),
  ...trio('name', 'the round name (第30轮)'),
  matches: z.number().int(),
  finished: z.number().int(),
  live: z.number().int(),
  upcoming: z.number().int().describe('scheduled or live'),
  first_kickoff: z.string().nullable().describe('ISO time'),
});

export const matchIdInput = z.object({ match_id: idField().describe('a match id') });
export const detailInput = z.object({ id: idField().describe('a match id') });

// --- the endpoints' inputs and outputs, in the order of lib/api/routes/matches.ts -------------------

export const matchListOutput = z.array(matchItemOutput);

/** hot_match/initial_list */
export const hotMatchesInput = z.object({
  sport: sportField.describe('both sports when left out'),
  tz: zoneField,
});

/** hot_match/recommend */
export const recommendInput = z.object({
  sport: sportField.describe('both sports when left out'),
  limit: countField(20).describe('default 6'),
});

/** hot_match/getRobot and hot_match/live_now */
export const sportInput = z.object({ sport: sportField.describe('both sports when left out') });

/** hot_match/getRobot */
export const scoreLinesOutput = z.array(
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
);

/** hot_match/seq */
export const seqOutput = z.object({ football: z.number().int(), basketball: z.number().int() });

/** hot_match/all_match */
export const dayListInput = z.object({
  sport: sportField.describe('default football'),
  date: dateField,
  tz: zoneField,
  status: choice(['all', 'live', 'scheduled', 'finished'] as const).describe('default all'),
  competition_id: competitionIdsField,
});

export const dayListOutput = z.object({
  seq: z.number().int(),
  date: z.string().describe('YYYY-MM-DD (in `tz`)'),
  competitions: z.array(competitionOutput),
  matches: z.array(z.object({ ...matchItemOutput.shape, ...flagsOutput.shape })),
  followed_team_ids: z
    .array(z.number().int())
    .optional()
    .describe(
      'always sent: the teams the user follows ([] for guests), whose matches the score lists mark and filter (Team/follow)',
    ),
});

/** hot_match/day_rows: a MatchItem as a score list's row shows it, names in the request's language. */
export const matchLineOutput = z
  .object({
    ...matchItemOutput.pick({
      id: true,
      competition_id: true,
      home_team_id: true,
      away_team_id: true,
      kickoff: true,
      status: true,
      phase: true,
      match_str: true,
      home_score: true,
      away_score: true,
      home_half_score: true,
      away_half_score: true,
      period_scores: true,
      home_red: true,
      away_red: true,
      home_yellow: true,
      away_yellow: true,
      home_corners: true,
      away_corners: true,
    }).shape,
    competition_colour: z.string().describe("the competition's colour (#rrggbb)"),
    home_team_name: z.string().describe("in the request's language (`lang` header)"),
    away_team_name: z.string(),
    home_penalties: z.number().int().nullable(),
    away_penalties: z.number().int().nullable(),
    ...flagsOutput.shape,
  })
  .describe('MatchLine (lib/matches/queries.ts)');

export const dayRowsOutput = dayListOutput.extend({ matches: z.array(matchLineOutput) });

/** Football/season_table */
export const seasonTableInput = seasonInput.extend({ form: formSizeField });

/** Football/season_matches */
export const seasonMatchesInput = seasonInput.extend({
  round: countField(1000).describe('a round number of the season; default the current round'),
});

export const seasonMatchesOutput = z.object({
  competition: competitionOutput,
  season: z.object({ id: z.number().int(), label: z.string(), is_current: z.boolean() }),
  seasons: z.array(z.object({ id: z.number().int(), label: z.string() })),
  rounds: z.array(roundView),
  round: z.number().int().nullable().describe('the round shown (null: the season has none)'),
  matches: z.array(matchItemOutput),
});

/** Football/live_table */
export const liveTableOutput = seasonTableOutput.extend({
  seq: z.number().int().describe("the sport's push seq read before the matches"),
  live: z.array(matchItemOutput).describe('league-stage matches of the season being played now'),
});

/** Basketball_database/teamRankingList */
export const teamRankingInput = z.object({
  competition_id: optionalIdField().describe('1 NBA or 3 CBA; default 1'),
});

export const teamRankingOutput = z.array(
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
);

/** Basketball_database/playerRankingList */
export const playerRankingInput = z.object({
  competition_id: optionalIdField().describe('1 NBA or 3 CBA; default 1'),
  stat: choice(['points', 'rebounds', 'assists', 'steals', 'blocks'] as const).describe(
    'default points',
  ),
  limit: countField(50).describe('default 20'),
});

export const rankingOutput = z.array(rankingRowOutput);

/** Football_database/footballGoalRankingList */
export const scorerRankingInput = z.object({
  competition_id: optionalIdField().describe('default 82 (Premier League)'),
  type: choice(['goals', 'assists'] as const).describe('default goals'),
  limit: countField(50).describe('default 20'),
});

/** Basketballuser/collect */
export const collectInput = matchIdInput.extend({
  collected: numberField(0, 1)
    .optional()
    .describe('set this state instead of toggling: 1 favourite, 0 not'),
});

export const collectOutput = z.object({ collected: z.number().int().describe('0 or 1') });

/** live/reserveMatch and live/reserveMatch2 */
export const reserveOutput = z.object({ reserved: z.literal(1) });
export const unreserveOutput = z.object({ reserved: z.literal(0) });

// ---- types ----------------------------------------------------------------------------------------

export type SeasonTable = z.infer<typeof seasonTableOutput>;
/** One group of a season's table (a league, or a conference or group). */
export type SeasonTableGroup = SeasonTable['groups'][number];
export type LiveTable = z.infer<typeof liveTableOutput>;
export type SeasonMatches = z.infer<typeof seasonMatchesOutput>;
export type MatchItemData = z.infer<typeof matchItemOutput>;
export type MatchLineData = z.infer<typeof matchLineOutput>;
export type DayRows = z.infer<typeof dayRowsOutput>;
export type DayList = z.infer<typeof dayListOutput>;
export type TeamRanking = z.infer<typeof teamRankingOutput>;
export type Ranking = z.infer<typeof rankingOutput>;
