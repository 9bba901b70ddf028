import { date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { matches, players, seasons, teams } from './matches';

/**
 * Players out of matches (issue 26; docs/product.md §4 "Absences"). `injury`: from the injury day
 * `starts_on` until the expected return `returns_on` (UTC days), out of every match kicking off
 * in between, in any competition; the demo seed writes generated ones, a data provider would
 * write its own. `suspension`: the one match of a competition's season (`match_id`, null while
 * the team has none left) a red card or a fifth yellow in it (`cause_match_id`) costs; rewritten
 * from the stored cards whenever a match of the season finishes (lib/matches/absences.ts).
 */
export const playerAbsences = pgTable(
  'player_absences',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    /** 'injury' | 'suspension' (lib/matches/limits.ts ABSENCE_KINDS). */
    kind: text('kind').notNull(),
    /** An injury's key (INJURY_REASONS), or 'red_card' | 'yellow_cards'. */
    reason: text('reason').notNull(),
    /** The injury day, or the day of the match that caused the suspension. */
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    /** Injuries: the expected return (the first day he may play again). */
    returnsOn: date('returns_on', { mode: 'string' }),
    /** Suspensions: the competition's season, the match of the card and the match he misses. */
    seasonId: integer('season_id').references(() => seasons.id, { onDelete: 'cascade' }),
    causeMatchId: integer('cause_match_id').references(() => matches.id, { onDelete: 'cascade' }),
    matchId: integer('match_id').references(() => matches.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('player_absences_player_kind_start_uq').on(t.playerId, t.kind, t.startsOn),
    index('player_absences_team_idx').on(t.teamId, t.returnsOn),
    index('player_absences_match_idx').on(t.matchId),
    index('player_absences_season_idx').on(t.seasonId),
  ],
);
