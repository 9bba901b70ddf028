import 'server-only';
import { and, asc, eq, gt, inArray, isNotNull, lt, notInArray, or } from 'drizzle-orm';
import type { Db as Database } from '@/lib/db/client';
import { matches, matchEvents, playerAbsences, seasons } from '@/lib/db/schema';
import { bulkInsert } from './bulk';
import { CARD_KINDS, CardBook, type Card, type CardKind } from './card-book';
import type { AbsenceKind, AbsenceReason } from './limits';
import { DAY_MS, isoDay } from './time';
import type { Tx } from './standings';

/** One stored absence (docs/product.md §4 "Absences"). */
export type Absence = {
  playerId: number;
  teamId: number;
  kind: AbsenceKind;
  reason: AbsenceReason;
  /** The injury day, or the day of the card's match (YYYY-MM-DD, UTC). */
  startsOn: string;
  /** Injuries: the expected return day. */
  returnsOn: string | null;
  causeMatchId: number | null;
  /** Suspensions: the match he misses. */
  matchId: number | null;
};

/** The database or a transaction that may write. */
type Db = Pick<Database, 'select' | 'execute' | 'delete'>;

/**
 * Rewrites the suspensions of the given seasons from their stored cards (lib/matches/card-book.ts
 * has the rule), in kick-off order. Call it with a season whose match just finished, like
 * recomputeStandings; the demo seed calls it for every season it writes.
 */
export async function recomputeSuspensions(tx: Db, seasonIds: readonly number[]): Promise<number> {
  if (seasonIds.length === 0) return 0;
  const football = await tx
    .select({ id: seasons.id })
    .from(seasons)
    .innerJoin(matches, eq(matches.seasonId, seasons.id))
    .where(and(inArray(seasons.id, [...seasonIds]), eq(matches.sport, 'football')))
    .groupBy(seasons.id);
  const ids = football.map((s) => s.id);
  await tx
    .delete(playerAbsences)
    .where(
      and(eq(playerAbsences.kind, 'suspension'), inArray(playerAbsences.seasonId, [...seasonIds])),
    );
  if (ids.length === 0) return 0;
  const list = await tx
    .select({
      id: matches.id,
      seasonId: matches.seasonId,
      home: matches.homeTeamId,
      away: matches.awayTeamId,
      kickoff: matches.kickoff,
      status: matches.status,
    })
    .from(matches)
    .where(
      and(inArray(matches.seasonId, ids), notInArray(matches.status, ['postponed', 'cancelled'])),
    )
    .orderBy(asc(matches.kickoff), asc(matches.id));
  const cards = await tx
    .select({
      matchId: matchEvents.matchId,
      kind: matchEvents.kind,
      side: matchEvents.side,
      player: matchEvents.playerId,
    })
    .from(matchEvents)
    .innerJoin(matches, eq(matches.id, matchEvents.matchId))
    .where(
      and(
        inArray(matches.seasonId, ids),
        eq(matches.status, 'finished'),
        inArray(matchEvents.kind, [...CARD_KINDS]),
        isNotNull(matchEvents.playerId),
      ),
    )
    .orderBy(asc(matchEvents.matchId), asc(matchEvents.seq));
  const cardsOf = new Map<number, Card[]>();
  const byId = new Map(list.map((m) => [m.id, m]));
  for (const c of cards) {
    const m = byId.get(c.matchId);
    if (!m || c.player === null) continue;
    const team = c.side === 'home' ? m.home : c.side === 'away' ? m.away : null;
    if (team === null) continue;
    const own = cardsOf.get(c.matchId) ?? [];
    own.push({ player: c.player, team, kind: c.kind as CardKind });
    cardsOf.set(c.matchId, own);
  }
  const rows: (typeof playerAbsences.$inferInsert)[] = [];
  for (const seasonId of ids) {
    const book = new CardBook();
    for (const m of list) {
      if (m.seasonId !== seasonId) continue;
      book.play({
        id: m.id,
        home: m.home,
        away: m.away,
        cards: m.status === 'finished' ? (cardsOf.get(m.id) ?? []) : null,
      });
    }
    for (const b of book.bans()) {
      rows.push({
        playerId: b.player,
        teamId: b.team,
        kind: 'suspension',
        reason: b.reason,
        startsOn: isoDay((byId.get(b.cause) as { kickoff: Date }).kickoff.getTime()),
        returnsOn: null,
        seasonId,
        causeMatchId: b.cause,
        matchId: b.served,
      });
    }
  }
  await bulkInsert(tx, playerAbsences, rows, { conflict: ['playerId', 'kind', 'startsOn'] });
  return rows.length;
}

export type MatchRef = { id: number; kickoff: Date | number; home: number; away: number };

/**
 * The absences of each match's two teams: injuries whose player is out at its kick-off (in any
 * competition) and the suspensions served in it.
 */
export async function absencesOf(
  tx: Tx,
  list: readonly MatchRef[],
): Promise<Map<number, { home: Absence[]; away: Absence[] }>> {
  const out = new Map<number, { home: Absence[]; away: Absence[] }>();
  if (list.length === 0) return out;
  for (const m of list) out.set(m.id, { home: [], away: [] });
  const teamIds = [...new Set(list.flatMap((m) => [m.home, m.away]))];
  const times = list.map((m) => (typeof m.kickoff === 'number' ? m.kickoff : m.kickoff.getTime()));
  const first = isoDay(Math.min(...times));
  const last = isoDay(Math.max(...times));
  const rows = await tx
    .select()
    .from(playerAbsences)
    .where(
      or(
        and(
          eq(playerAbsences.kind, 'injury'),
          inArray(playerAbsences.teamId, teamIds),
          lt(playerAbsences.startsOn, last),
          gt(playerAbsences.returnsOn, first),
        ),
        inArray(
          playerAbsences.matchId,
          list.map((m) => m.id),
        ),
      ),
    )
    .orderBy(asc(playerAbsences.startsOn), asc(playerAbsences.id));
  for (const m of list) {
    const at = typeof m.kickoff === 'number' ? m.kickoff : m.kickoff.getTime();
    const sides = out.get(m.id) as { home: Absence[]; away: Absence[] };
    for (const r of rows) {
      const side = r.teamId === m.home ? 'home' : r.teamId === m.away ? 'away' : null;
      if (!side) continue;
      const applies =
        r.kind === 'injury'
          ? injuredAt(r.startsOn, r.returnsOn, at)
          : r.kind === 'suspension' && r.matchId === m.id;
      if (!applies) continue;
      sides[side].push({
        playerId: r.playerId,
        teamId: r.teamId,
        kind: r.kind as AbsenceKind,
        reason: r.reason as AbsenceReason,
        startsOn: r.startsOn,
        returnsOn: r.returnsOn,
        causeMatchId: r.causeMatchId,
        matchId: r.matchId,
      });
    }
  }
  return out;
}

/**
 * An injury of the day `startsOn` keeps its player out of the matches kicking off from the next
 * day (UTC) until his expected return `returnsOn` (docs/product.md §4 "Absences").
 */
export function injuredAt(startsOn: string, returnsOn: string | null, at: number): boolean {
  return (
    Date.parse(`${startsOn}T00:00:00Z`) + DAY_MS <= at &&
    (returnsOn === null || at < Date.parse(`${returnsOn}T00:00:00Z`))
  );
}
