import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './account';

// Value sets (sport, status, phase, event kind, market …) are typed in lib/matches/types.ts and
// stored as text: a data provider may bring phases we do not know yet, and a text column needs no
// migration for them.

/**
 * Competitions keyed by the data provider's ids (82 Premier League, 1 NBA …), so the footer's
 * `/base-football?id=82` links and the API ids are the same numbers.
 */
export const competitions = pgTable('competitions', {
  id: integer('id').primaryKey(),
  sport: text('sport').notNull(),
  /** 'league' (one table) or 'cup' (league phase + knockout, e.g. the UEFA competitions). */
  kind: text('kind').notNull().default('league'),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  nameVi: text('name_vi').notNull(),
  shortNameZh: text('short_name_zh').notNull(),
  shortNameEn: text('short_name_en').notNull(),
  shortNameVi: text('short_name_vi').notNull(),
  areaZh: text('area_zh').notNull(),
  areaEn: text('area_en').notNull(),
  areaVi: text('area_vi').notNull(),
  colour: text('colour').notNull(),
  /** True when fixtures are generated around the current date rather than read from a data file. */
  generated: boolean('generated').notNull().default(false),
  sort: integer('sort').notNull().default(0),
});

export const seasons = pgTable(
  'seasons',
  {
    id: serial('id').primaryKey(),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id),
    /** "2025/26", "2026". */
    label: text('label').notNull(),
    isCurrent: boolean('is_current').notNull().default(false),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    /** Generated calendars: the day the calendar was laid out around; re-seeding keeps it. */
    anchorOn: date('anchor_on', { mode: 'string' }),
  },
  (t) => [uniqueIndex('seasons_competition_label_uq').on(t.competitionId, t.label)],
);

export const rounds = pgTable(
  'rounds',
  {
    id: serial('id').primaryKey(),
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    /** Order within the season (1, 2 …); also the matchday for leagues. */
    number: integer('number').notNull(),
    /** 'league' (counts for the table), 'playoff' or 'knockout'. */
    stage: text('stage').notNull().default('league'),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    nameVi: text('name_vi').notNull(),
  },
  (t) => [uniqueIndex('rounds_season_number_uq').on(t.seasonId, t.number)],
);

export const venues = pgTable('venues', {
  id: serial('id').primaryKey(),
  /** Natural key for the seed's upserts (a slug of the English name). */
  key: text('key').notNull().unique(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  nameVi: text('name_vi').notNull(),
  cityZh: text('city_zh').notNull(),
  cityEn: text('city_en').notNull(),
  cityVi: text('city_vi').notNull(),
  capacity: integer('capacity'),
});

export const teams = pgTable(
  'teams',
  {
    id: serial('id').primaryKey(),
    /** Natural key (slug) for upserts and for the name tables in lib/matches/names.ts. */
    key: text('key').notNull(),
    sport: text('sport').notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    nameVi: text('name_vi').notNull(),
    shortNameZh: text('short_name_zh').notNull(),
    shortNameEn: text('short_name_en').notNull(),
    shortNameVi: text('short_name_vi').notNull(),
    /** Country code (ENG, ESP, CHN, USA …); names in lib/matches/names.ts COUNTRIES. */
    country: text('country').notNull(),
    founded: smallint('founded'),
    /** Hex colours for the generated crest. */
    colourPrimary: text('colour_primary').notNull(),
    colourSecondary: text('colour_secondary').notNull(),
    venueId: integer('venue_id').references(() => venues.id),
    /** Strength 1–100 the simulator plays with (from the real table and reputation). */
    rating: smallint('rating').notNull().default(50),
  },
  (t) => [uniqueIndex('teams_key_uq').on(t.key)],
);

export const players = pgTable(
  'players',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    nameVi: text('name_vi').notNull(),
    shirtNumber: smallint('shirt_number').notNull(),
    /** Football GK/DF/MF/FW, basketball G/F/C. */
    position: text('position').notNull(),
    nationality: text('nationality').notNull(),
    /** Generated with the squad (lib/matches/demo/squads.ts); null when a provider gives none. */
    birthDate: date('birth_date', { mode: 'string' }),
  },
  (t) => [uniqueIndex('players_team_shirt_uq').on(t.teamId, t.shirtNumber)],
);

export const matches = pgTable(
  'matches',
  {
    id: serial('id').primaryKey(),
    sport: text('sport').notNull(),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id),
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id),
    roundId: integer('round_id').references(() => rounds.id),
    homeTeamId: integer('home_team_id')
      .notNull()
      .references(() => teams.id),
    awayTeamId: integer('away_team_id')
      .notNull()
      .references(() => teams.id),
    venueId: integer('venue_id').references(() => venues.id),
    kickoff: timestamp('kickoff', { withTimezone: true }).notNull(),
    /** scheduled | live | finished | postponed | cancelled */
    status: text('status').notNull().default('scheduled'),
    /** Football NS 1H HT 2H ETB ET1 ET2 PEN FT; basketball NS Q1 Q2 HT Q3 Q4 BRK OT FT. */
    phase: text('phase').notNull().default('NS'),
    /** Play seconds since kick-off (football 2H starts at 2700, basketball Q2 at 720). */
    clockSeconds: integer('clock_seconds').notNull().default(0),
    /** docs/product.md §3 `match_str`: "67'", "45+2'", "HT", "Q3 04:12", "FT"; "" before kick-off. */
    matchStr: text('match_str').notNull().default(''),
    homeScore: smallint('home_score').notNull().default(0),
    awayScore: smallint('away_score').notNull().default(0),
    homeHalfScore: smallint('home_half_score'),
    awayHalfScore: smallint('away_half_score'),
    /** Per played period, not cumulative: [[h, a] 1H, 2H, ET1, ET2] or [Q1 … Q4, OT …]. */
    periodScores: jsonb('period_scores').$type<[number, number][]>().notNull().default([]),
    homePenalties: smallint('home_penalties'),
    awayPenalties: smallint('away_penalties'),
    homeRed: smallint('home_red').notNull().default(0),
    awayRed: smallint('away_red').notNull().default(0),
    homeYellow: smallint('home_yellow').notNull().default(0),
    awayYellow: smallint('away_yellow').notNull().default(0),
    homeCorners: smallint('home_corners').notNull().default(0),
    awayCorners: smallint('away_corners').notNull().default(0),
    homeFormation: text('home_formation'),
    awayFormation: text('away_formation'),
    /** A level score after 90 minutes goes to extra time and penalties (cup ties). */
    knockout: boolean('knockout').notNull().default(false),
    /** Everything the simulator plays for this match follows from this seed. */
    simSeed: integer('sim_seed').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The natural key of a fixture: the seed upserts on it.
    uniqueIndex('matches_fixture_uq').on(t.seasonId, t.homeTeamId, t.awayTeamId, t.kickoff),
    index('matches_kickoff_idx').on(t.kickoff),
    index('matches_sport_kickoff_idx').on(t.sport, t.kickoff),
    index('matches_status_sport_idx').on(t.status, t.sport),
    index('matches_competition_kickoff_idx').on(t.competitionId, t.kickoff),
    index('matches_home_kickoff_idx').on(t.homeTeamId, t.kickoff),
    index('matches_away_kickoff_idx').on(t.awayTeamId, t.kickoff),
  ],
);

export const matchEvents = pgTable(
  'match_events',
  {
    id: serial('id').primaryKey(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    sport: text('sport').notNull(),
    /** 1, 2, 3 … in time order within the match (clock alone does not order stoppage time). */
    seq: integer('seq').notNull(),
    /** The phase the event belongs to (1H, 2H, Q3 …). */
    phase: text('phase').notNull(),
    /** Play clock in seconds, as matches.clock_seconds. */
    atSecond: integer('at_second').notNull(),
    /** `match_str` at the event. */
    minute: text('minute').notNull(),
    kind: text('kind').notNull(),
    /** The side the event counts for (an own goal: the side that gains the goal). */
    side: text('side'),
    // Player ids without a foreign key, on purpose: a provider's feed may name a player before
    // its squad list reaches us (the event must not be lost; reads show an unnamed player), and
    // the per-row key checks were a third of the seed's time on PGlite.
    playerId: integer('player_id'),
    /** Goals: the assisting player. */
    assistPlayerId: integer('assist_player_id'),
    /** Substitutions: the player going off (`player_id` comes on). */
    outPlayerId: integer('out_player_id'),
    /** Basketball scoring: 1, 2 or 3. */
    points: smallint('points'),
    /** Shoot-out kicks: whether it went in. */
    scored: boolean('scored'),
    homeScore: smallint('home_score').notNull(),
    awayScore: smallint('away_score').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('match_events_match_seq_uq').on(t.matchId, t.seq),
    index('match_events_match_second_idx').on(t.matchId, t.atSecond),
  ],
);

/**
 * One row per match with a jsonb object per side: statistics are always read and written whole
 * for a match (the simulator rewrites them on every tick, the page shows them all), the key sets
 * differ by sport, and one row is one write instead of ~20.
 */
export const matchStats = pgTable('match_stats', {
  matchId: integer('match_id')
    .primaryKey()
    .references(() => matches.id, { onDelete: 'cascade' }),
  home: jsonb('home').$type<Record<string, number>>().notNull(),
  away: jsonb('away').$type<Record<string, number>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const matchLineups = pgTable(
  'match_lineups',
  {
    id: serial('id').primaryKey(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    side: text('side').notNull(),
    /** No foreign key, as match_events.player_id: a feed's team sheet may come before the squad. */
    playerId: integer('player_id').notNull(),
    starter: boolean('starter').notNull(),
    position: text('position').notNull(),
    shirtNumber: smallint('shirt_number').notNull(),
    /** Order on the team sheet (starters first, goalkeeper first). */
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('match_lineups_match_player_uq').on(t.matchId, t.side, t.playerId)],
);

/** Index data (odds) per match, company (docs/product.md store default company_id 1) and market. */
export const odds = pgTable(
  'odds',
  {
    id: serial('id').primaryKey(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').notNull().default(1),
    /** 'asia' handicap, 'total' over/under, 'eu' 1X2, 'moneyline' (basketball). */
    market: text('market').notNull(),
    current: jsonb('current').$type<Record<string, number>>().notNull(),
    opening: jsonb('opening').$type<Record<string, number>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('odds_match_company_market_uq').on(t.matchId, t.companyId, t.market)],
);

export const oddsHistory = pgTable(
  'odds_history',
  {
    id: serial('id').primaryKey(),
    oddsId: integer('odds_id')
      .notNull()
      .references(() => odds.id, { onDelete: 'cascade' }),
    values: jsonb('values').$type<Record<string, number>>().notNull(),
    /** `match_str` when the price moved; "" before kick-off. */
    minute: text('minute').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('odds_history_odds_at_idx').on(t.oddsId, t.at)],
);

/**
 * League tables, football and basketball in one table: football fills points/drawn, basketball
 * win_pct/games_behind (goals_for/against hold points scored/conceded). `group_key` is '' for a
 * single table, else 'east'/'west' (NBA conferences); names in lib/matches/names.ts.
 */
export const standings = pgTable(
  'standings',
  {
    id: serial('id').primaryKey(),
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    groupKey: text('group_key').notNull().default(''),
    position: smallint('position').notNull(),
    played: smallint('played').notNull().default(0),
    won: smallint('won').notNull().default(0),
    drawn: smallint('drawn').notNull().default(0),
    lost: smallint('lost').notNull().default(0),
    goalsFor: integer('goals_for').notNull().default(0),
    goalsAgainst: integer('goals_against').notNull().default(0),
    points: smallint('points').notNull().default(0),
    /** Last five results, oldest first: "WWDLW". */
    form: text('form').notNull().default(''),
    winPct: real('win_pct'),
    gamesBehind: real('games_behind'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('standings_season_group_team_uq').on(t.seasonId, t.groupKey, t.teamId)],
);

/** Season totals per player for the ranking lists (football totals, basketball per-game). */
export const playerStats = pgTable(
  'player_stats',
  {
    id: serial('id').primaryKey(),
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    appearances: smallint('appearances').notNull().default(0),
    minutes: integer('minutes').notNull().default(0),
    goals: smallint('goals').notNull().default(0),
    assists: smallint('assists').notNull().default(0),
    penalties: smallint('penalties').notNull().default(0),
    yellow: smallint('yellow').notNull().default(0),
    red: smallint('red').notNull().default(0),
    pointsPerGame: real('points_per_game'),
    reboundsPerGame: real('rebounds_per_game'),
    assistsPerGame: real('assists_per_game'),
    stealsPerGame: real('steals_per_game'),
    blocksPerGame: real('blocks_per_game'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('player_stats_season_player_uq').on(t.seasonId, t.playerId),
    index('player_stats_season_goals_idx').on(t.seasonId, sql`${t.goals} desc`),
  ],
);

/** Favourite matches (api/Basketballuser/collect). */
export const matchCollections = pgTable(
  'match_collections',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.matchId] }),
    index('match_collections_match_idx').on(t.matchId),
  ],
);

/** Booked matches (api/live/reserveMatch, reserveMatch2). */
export const matchReservations = pgTable(
  'match_reservations',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.matchId] }),
    index('match_reservations_match_idx').on(t.matchId),
  ],
);

/**
 * A user follows a team (docs/product.md §2 "Following teams"): the team's matches are marked in
 * the score lists, feed the message centre and alerts, and the team's badge shows beside the
 * user's comments. Guests keep follows in the browser and merge them on login.
 */
export const teamFollows = pgTable(
  'team_follows',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.teamId] }),
    index('team_follows_team_idx').on(t.teamId),
  ],
);
