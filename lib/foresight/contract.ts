/**
 * The intelligence centre's contract (docs/architecture.md, "Contracts"; docs/product.md §2
 * "/foresight"): the schemas of api/foresight/list and api/foresight/match and the types inferred
 * from them. Browser-safe: zod, the shared rules and other contracts only; browser code imports
 * it with `import type`, and constants from ./limits.
 */
import { z } from 'zod';
import { blank } from '@/lib/rules/input-fields';
import { idField, idNumber, idText } from '@/lib/rules';
import { ABSENCE_KINDS, INJURY_REASONS, SUSPENSION_REASONS } from '@/lib/matches/limits';
import { dateField, sportField, zoneField } from '@/lib/matches/contract';
import { FORESIGHT_MARKETS, STAKE_KINDS } from './limits';

export * from './limits';

// --- input ---------------------------------------------------------------------------------------

const pageField = z
  .preprocess((v) => {
    const x = blank(v);
    return typeof x === 'string' && /^\s*\d+\s*$/.test(x) ? Number(x) : x;
  }, z.number().int().min(1).max(1000).optional())
  .describe('page of the list, from 1 (default 1)');

export const foresightListInput = z.object({
  sport: sportField.describe('default football'),
  date: dateField.describe(
    'YYYY-MM-DD in the zone `tz`: today (default) or one of the next three days; other days → code 1',
  ),
  tz: zoneField,
  competition_id: z
    .preprocess((v) => {
      const x = blank(v);
      return x === undefined ? undefined : idText(typeof x === 'string' ? x.trim() : x);
    }, idNumber.optional())
    .describe('one competition of that sport (unknown → code 1 competitionNotFound)'),
  page: pageField,
});

export const foresightMatchInput = z.object({ id: idField().describe('a match id') });

// --- output --------------------------------------------------------------------------------------

const day = z.string().describe('YYYY-MM-DD (UTC)');

export const foresightAbsenceOutput = z.object({
  player_id: z.number().int(),
  name: z.string().describe("in the request's language"),
  shirt_number: z.number().int(),
  position: z.string().describe('GK/DF/MF/FW, G/F/C'),
  kind: z.enum(ABSENCE_KINDS),
  reason: z.enum([...INJURY_REASONS, ...SUSPENSION_REASONS]),
  since: day.describe('the injury day, or the day of the card that cost the match'),
  returns_on: day.nullable().describe('injuries: the expected return; suspensions: null'),
  cause_match_id: z.number().int().nullable().describe('suspensions: the match of the card'),
  regular: z.boolean().describe('a first-choice player of the squad'),
});

export const foresightPlayerOutput = z.object({
  player_id: z.number().int(),
  name: z.string(),
  shirt_number: z.number().int(),
  position: z.string().describe('the position he plays in this line-up'),
});

export const foresightLineupOutput = z.object({
  /** The published team sheet, or the probable eleven. */
  confirmed: z.boolean().describe('true: the published team sheet; false: the probable line-up'),
  formation: z.string().nullable(),
  starters: z.array(foresightPlayerOutput),
});

export const foresightFormMatchOutput = z.object({
  id: z.number().int(),
  kickoff: z.string().describe('ISO 8601'),
  competition: z.string().describe("the competition's short name"),
  home: z.boolean().describe('the team played at home'),
  opponent_id: z.number().int(),
  opponent: z.string(),
  goals_for: z.number().int(),
  goals_against: z.number().int(),
  result: z.enum(['W', 'D', 'L']),
});

export const foresightStakeOutput = z.object({
  kind: z.enum(STAKE_KINDS),
  above: z.boolean().describe('in the place the line closes (at the top), clear of it (the drop)'),
  gap: z.number().describe('points (football) or games (basketball) to the other side'),
  settled: z.boolean().describe('the matches left cannot change the side'),
});

export const foresightTableOutput = z.object({
  season_id: z.number().int(),
  group: z.string().describe('the table group’s name ("" for a single table)'),
  size: z.number().int(),
  position: z.number().int(),
  played: z.number().int(),
  won: z.number().int(),
  drawn: z.number().int(),
  lost: z.number().int(),
  points: z.number().int().describe('football points; basketball wins'),
  matches_left: z.number().int(),
  stakes: z.array(foresightStakeOutput),
});

export const foresightTeamOutput = z.object({
  id: z.number().int(),
  name: z.string(),
  short_name: z.string(),
  logo: z.string(),
  absences: z.array(foresightAbsenceOutput),
  lineup: foresightLineupOutput.nullable(),
  form: z.array(foresightFormMatchOutput).describe('last finished matches, latest first'),
  table: foresightTableOutput.nullable().describe('null when the match is not a league match'),
});

export const foresightOddsOutput = z.object({
  market: z.enum(FORESIGHT_MARKETS),
  opening: z.record(z.string(), z.number()),
  current: z.record(z.string(), z.number()),
  moves: z.number().int().describe('price changes since the opening'),
});

export const foresightMatchOutput = z.object({
  id: z.number().int(),
  sport: z.enum(['football', 'basketball']),
  competition_id: z.number().int(),
  competition: z.string(),
  competition_short: z.string(),
  competition_colour: z.string(),
  round: z.string(),
  kickoff: z.string().describe('ISO 8601'),
  status: z.string(),
  home: foresightTeamOutput,
  away: foresightTeamOutput,
  h2h: z.object({
    home_won: z.number().int(),
    drawn: z.number().int(),
    away_won: z.number().int(),
    matches: z.array(
      z.object({
        id: z.number().int(),
        kickoff: z.string(),
        home_team_id: z.number().int(),
        home: z.string(),
        away: z.string(),
        home_score: z.number().int(),
        away_score: z.number().int(),
      }),
    ),
  }),
  odds_company: z.string().describe('the bookmaker the index is read from'),
  odds: z.array(foresightOddsOutput),
});

export const foresightListOutput = z.object({
  date: z.string().describe('YYYY-MM-DD (in `tz`)'),
  days: z.array(z.string()).describe('the days the centre covers: today and the next three'),
  sport: z.enum(['football', 'basketball']),
  competitions: z
    .array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        short_name: z.string(),
        colour: z.string(),
        count: z.number().int(),
      }),
    )
    .describe("the day's competitions with upcoming matches, most important first"),
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
  matches: z.array(foresightMatchOutput),
});

export type ForesightAbsence = z.infer<typeof foresightAbsenceOutput>;
export type ForesightLineup = z.infer<typeof foresightLineupOutput>;
export type ForesightFormMatch = z.infer<typeof foresightFormMatchOutput>;
export type ForesightStake = z.infer<typeof foresightStakeOutput>;
export type ForesightTable = z.infer<typeof foresightTableOutput>;
export type ForesightTeam = z.infer<typeof foresightTeamOutput>;
export type ForesightOdds = z.infer<typeof foresightOddsOutput>;
export type ForesightMatch = z.infer<typeof foresightMatchOutput>;
export type ForesightList = z.infer<typeof foresightListOutput>;
