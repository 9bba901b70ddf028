import 'server-only';
import { and, asc, eq, gte, inArray, lte, notInArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { db } from '@/lib/db/client';
import { BOOKMAKERS, rebook } from './demo/odds';
import {
  matchEvents,
  matches,
  matchLineups,
  matchStats,
  odds,
  oddsHistory,
  players,
  teams,
} from '@/lib/db/schema';
import type { FeedMatch, SimChanges, SimOdds, SimPlayer, SimSnapshot } from './feed';
import { recomputePlayerStats, recomputeStandings } from './standings';
import { absencesOf, recomputeSuspensions } from './absences';

/** Event kinds the feed reports that are not match events (they live in odds and stats). */
const NOT_EVENTS = ['odds', 'stats'];

/** The simulator's own odds company (SPEC store default company_id 1). */
const COMPANY_ID = 1;

/**
 * FeedContext.loadMatches: the matches to play, with ratings, squads (for scorers' names) and
 * team names in three languages.
 */
export async function loadFeedMatches(fromMs: number, toMs: number): Promise<FeedMatch[]> {
  const home = alias(teams, 'home');
  const away = alias(teams, 'away');
  const rows = await db()
    .select({ m: matches, home, away })
    .from(matches)
    .innerJoin(home, eq(home.id, matches.homeTeamId))
    .innerJoin(away, eq(away.id, matches.awayTeamId))
    .where(
      and(
        gte(matches.kickoff, new Date(fromMs)),
        lte(matches.kickoff, new Date(toMs)),
        // A finished match is settled: the seed's results of earlier days (or the feed's own
        // final state) are never replayed over, which would mix two timelines in one match.
        notInArray(matches.status, ['postponed', 'cancelled', 'finished']),
      ),
    );
  if (rows.length === 0) return [];
  const teamIds = [...new Set(rows.flatMap((r) => [r.home.id, r.away.id]))];
  const squad = await db()
    .select()
    .from(players)
    .where(inArray(players.teamId, teamIds))
    .orderBy(asc(players.teamId), asc(players.shirtNumber));
  const byTeam = new Map<number, SimPlayer[]>();
  for (const p of squad) {
    const list = byTeam.get(p.teamId) ?? [];
    list.push({ id: p.id, name: p.nameEn, position: p.position });
    byTeam.set(p.teamId, list);
  }
  // The simulator fields the first players it gets: give them in team-sheet order (starters
  // first), so the line-up shown and the players who score, assist and are booked agree.
  const sheets = await db()
    .select({
      matchId: matchLineups.matchId,
      side: matchLineups.side,
      playerId: matchLineups.playerId,
    })
    .from(matchLineups)
    .where(
      inArray(
        matchLineups.matchId,
        rows.map((r) => r.m.id),
      ),
    )
    .orderBy(asc(matchLineups.matchId), asc(matchLineups.side), asc(matchLineups.sort));
  const sheetOf = new Map<string, number[]>();
  for (const l of sheets) {
    const key = `${l.matchId}|${l.side}`;
    sheetOf.set(key, [...(sheetOf.get(key) ?? []), l.playerId]);
  }
  // Injured and suspended players play no part (docs/product.md §4 "Absences"): a match with a
  // team sheet fields its players alone, one without gets the squad less its absentees.
  const out = await absencesOf(
    db(),
    rows.map((r) => ({ id: r.m.id, kickoff: r.m.kickoff, home: r.home.id, away: r.away.id })),
  );
  const ordered = (matchId: number, side: 'home' | 'away', teamId: number) => {
    const list = byTeam.get(teamId);
    const sheet = sheetOf.get(`${matchId}|${side}`);
    if (!list) return list;
    if (!sheet) {
      const absent = new Set((out.get(matchId)?.[side] ?? []).map((a) => a.playerId));
      return list.filter((p) => !absent.has(p.id));
    }
    const rank = new Map(sheet.map((id, i) => [id, i]));
    return list.filter((p) => rank.has(p.id)).sort((a, b) => rank.get(a.id)! - rank.get(b.id)!);
  };
  return rows.map(({ m, home: h, away: a }) => ({
    id: m.id,
    sport: m.sport as FeedMatch['sport'],
    kickoff: m.kickoff.getTime(),
    seed: m.simSeed,
    homeRating: h.rating,
    awayRating: a.rating,
    knockout: m.knockout,
    competitionId: m.competitionId,
    homePlayers: ordered(m.id, 'home', h.id),
    awayPlayers: ordered(m.id, 'away', a.id),
    homeNames: { zh: h.nameZh, en: h.nameEn, vi: h.nameVi },
    awayNames: { zh: a.nameZh, en: a.nameEn, vi: a.nameVi },
  }));
}

/** The simulator prices everything in decimal; handicap and totals are stored in Hong Kong odds. */
function marketsOf(
  sport: string,
  o: SimOdds,
): { market: string; values: Record<string, number> }[] {
  const hk = (d: number) => Math.round((d - 1) * 100) / 100;
  const list: { market: string; values: Record<string, number> }[] = [
    {
      market: 'asia',
      values: { line: o.handicap.line, home: hk(o.handicap.home), away: hk(o.handicap.away) },
    },
    {
      market: 'total',
      values: { line: o.total.line, over: hk(o.total.over), under: hk(o.total.under) },
    },
  ];
  const { draw, ...ml } = o.moneyline;
  list.push(
    sport === 'football' && draw !== undefined
      ? { market: 'eu', values: { ...ml, draw } }
      : { market: 'moneyline', values: ml },
  );
  return list;
}

/**
 * FeedContext.applySnapshot: writes a match's state in one transaction. Events are keyed by
 * (match, seq), so replaying a tick after a failure or restart stores nothing twice.
 */
export async function applyFeedSnapshot(
  matchId: number,
  snap: SimSnapshot,
  changes: SimChanges,
): Promise<void> {
  await db().transaction(async (tx) => {
    const [updated] = await tx
      .update(matches)
      .set({
        status: snap.status,
        phase: snap.phase,
        clockSeconds: snap.clock,
        matchStr: snap.minute,
        homeScore: snap.homeScore,
        awayScore: snap.awayScore,
        homeHalfScore: snap.homeHalfScore ?? null,
        awayHalfScore: snap.awayHalfScore ?? null,
        periodScores: snap.periodScores,
        homePenalties: snap.penalties?.home ?? null,
        awayPenalties: snap.penalties?.away ?? null,
        homeYellow: snap.cards.homeYellow,
        awayYellow: snap.cards.awayYellow,
        homeRed: snap.cards.homeRed,
        awayRed: snap.cards.awayRed,
        homeCorners: snap.corners.home,
        awayCorners: snap.corners.away,
        updatedAt: sql`now()`,
      })
      .where(eq(matches.id, matchId))
      .returning({ seasonId: matches.seasonId });

    const events = (changes.events ?? []).filter((e) => !NOT_EVENTS.includes(e.kind));
    if (events.length) {
      await tx
        .insert(matchEvents)
        .values(
          events.map((e) => ({
            matchId,
            sport: snap.sport,
            seq: e.seq,
            phase: e.phase,
            atSecond: e.clock,
            minute: e.minute,
            kind: e.kind,
            side: e.side ?? null,
            playerId: e.playerId ?? null,
            assistPlayerId: e.assistId ?? null,
            outPlayerId: e.outPlayerId ?? null,
            points: e.points ?? null,
            scored: e.scored ?? null,
            homeScore: e.homeScore,
            awayScore: e.awayScore,
          })),
        )
        .onConflictDoNothing();
    }

    if (changes.stats) {
      await tx
        .insert(matchStats)
        .values({ matchId, home: snap.stats.home, away: snap.stats.away })
        .onConflictDoUpdate({
          target: matchStats.matchId,
          set: { home: snap.stats.home, away: snap.stats.away, updatedAt: sql`now()` },
        });
    }

    if (changes.odds) {
      // The simulator's prices are company 1's; the other bookmakers quote the same market with
      // their own margins (rebook), so all of them move together.
      const quotes = marketsOf(snap.sport, changes.odds).flatMap(({ market, values }) =>
        Object.keys(BOOKMAKERS).map((id) => ({
          companyId: Number(id),
          market,
          values: Number(id) === COMPANY_ID ? values : rebook(market, values, Number(id)),
        })),
      );
      for (const { companyId, market, values } of quotes) {
        const [row] = await tx
          .insert(odds)
          .values({ matchId, companyId, market, current: values, opening: values })
          .onConflictDoUpdate({
            target: [odds.matchId, odds.companyId, odds.market],
            set: { current: values, updatedAt: sql`now()` },
          })
          .returning({ id: odds.id });
        await tx
          .insert(oddsHistory)
          .values({ oddsId: row.id, values, minute: snap.minute, at: new Date(snap.at) });
      }
    }

    // A result changes the season's table, rankings and bans, in the same transaction as the
    // result.
    if (changes.status === 'finished' && updated) {
      await recomputeStandings(tx, [updated.seasonId]);
      await recomputePlayerStats(tx, [updated.seasonId]);
      await recomputeSuspensions(tx, [updated.seasonId]);
    }
  });
}
