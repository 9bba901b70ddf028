/**
 * Absences against what the site shows (docs/product.md §4 "Absences"): on the seeded data, and
 * after the simulator has played some of the day, no team sheet the match pages read
 * (`getMatch`, lib/matches/queries.ts) and no event names a player who is injured or suspended
 * for that match; the suspensions stored are exactly what a plain reading of the card rule gives
 * for the stored cards; the feed never fields an absent player.
 */
import fc from 'fast-check';
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { matchEvents, matches, matchLineups, playerAbsences } from '@/lib/db/schema';
import { createSimulatorProvider, runUntil } from '@/lib/feeds';
import { freshDb } from '@/test/db';
import { matchesTemplate } from '@/test/templates';
import { absencesOf, injuredAt } from './absences';
import { loadFeedMatches } from './feed-store';
import { INJURY_REASONS, YELLOW_CARD_LIMIT } from './limits';
import { feedContext } from './live-feed';
import { getMatch } from './queries';
import { DAY_MS } from './time';

// In the middle of the real 2025/26 season: bans from a long run of cards, and generated ones.
const NOW = Date.parse('2026-03-12T12:00:00Z');

let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ cleanup } = await freshDb(matchesTemplate(new Date(NOW))));
}, 180_000);
afterAll(() => cleanup());

type Key = string;
const ban = (player: number, cause: number, served: number | null): Key =>
  `${player}:${cause}:${served}`;

/** The bans of every football season, re-read plainly from the stored cards. */
async function bansByRule(): Promise<Set<Key>> {
  const list = await db()
    .select({
      id: matches.id,
      seasonId: matches.seasonId,
      home: matches.homeTeamId,
      away: matches.awayTeamId,
      status: matches.status,
    })
    .from(matches)
    .where(
      and(eq(matches.sport, 'football'), sql`${matches.status} not in ('postponed', 'cancelled')`),
    )
    .orderBy(asc(matches.kickoff), asc(matches.id));
  const cards = await db()
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
        eq(matches.status, 'finished'),
        inArray(matchEvents.kind, ['yellow', 'red', 'second_yellow']),
      ),
    );
  const out = new Set<Key>();
  const seasons = new Map<number, typeof list>();
  for (const m of list) seasons.set(m.seasonId, [...(seasons.get(m.seasonId) ?? []), m]);
  for (const season of seasons.values()) {
    const ids = new Set(season.map((m) => m.id));
    const mine = cards.filter((c) => ids.has(c.matchId) && c.player !== null);
    const players = new Map<number, number>();
    for (const c of mine) {
      const m = season.find((x) => x.id === c.matchId)!;
      players.set(c.player!, c.side === 'home' ? m.home : m.away);
    }
    for (const [player, team] of players) {
      let yellows = 0;
      const owed: number[] = [];
      for (const m of season) {
        if (m.home !== team && m.away !== team) continue;
        if (owed.length) out.add(ban(player, owed.shift()!, m.id));
        if (m.status !== 'finished') continue;
        const own = mine.filter((c) => c.matchId === m.id && c.player === player);
        const off = own.some((c) => c.kind !== 'yellow');
        for (const c of own) {
          if (c.kind !== 'yellow') owed.push(m.id);
          else if (!off && ++yellows === YELLOW_CARD_LIMIT) {
            yellows = 0;
            owed.push(m.id);
          }
        }
      }
      for (const cause of owed) out.add(ban(player, cause, null));
    }
  }
  return out;
}

async function storedBans(): Promise<Set<Key>> {
  const rows = await db()
    .select()
    .from(playerAbsences)
    .where(eq(playerAbsences.kind, 'suspension'));
  return new Set(rows.map((r) => ban(r.playerId, r.causeMatchId!, r.matchId)));
}

/** Every match the seed gave a team sheet, with its players as the match page reads them. */
async function sheets() {
  const ids = (await db().selectDistinct({ id: matchLineups.matchId }).from(matchLineups)).map(
    (r) => r.id,
  );
  expect(ids.length).toBeGreaterThan(100);
  return ids;
}

/** The players out of a match: injured at its kick-off, or serving a ban in it. */
async function outOf(id: number): Promise<Set<number>> {
  const [m] = await db().select().from(matches).where(eq(matches.id, id));
  const a = await absencesOf(db(), [
    { id, kickoff: m.kickoff, home: m.homeTeamId, away: m.awayTeamId },
  ]);
  const sides = a.get(id)!;
  return new Set([...sides.home, ...sides.away].map((x) => x.playerId));
}

async function checkSheet(id: number) {
  const d = (await getMatch(id))!;
  const out = await outOf(id);
  const named = [d.lineups.home, d.lineups.away].flatMap((s) =>
    [...s.starters, ...s.substitutes].map((p) => p.id),
  );
  expect([id, named.filter((p) => out.has(p))]).toEqual([id, []]);
  return { d, out };
}

describe('absences on the seeded data', () => {
  it('keep a few players of every team out, each with a reason and an expected return', async () => {
    const rows = await db().select().from(playerAbsences).where(eq(playerAbsences.kind, 'injury'));
    expect(rows.length).toBeGreaterThan(1000);
    for (const r of rows) {
      expect(INJURY_REASONS).toContain(r.reason);
      expect(r.returnsOn! > r.startsOn).toBe(true);
    }
    const outNow = rows.filter((r) => injuredAt(r.startsOn, r.returnsOn, NOW));
    const teams = new Set(outNow.map((r) => r.teamId));
    expect(outNow.length / teams.size).toBeGreaterThan(1.4);
    expect(outNow.length / teams.size).toBeLessThan(3.5);
  });

  it('store exactly the bans the card rule gives, with red cards and fifth yellows among them', async () => {
    const stored = await storedBans();
    expect(stored).toEqual(await bansByRule());
    const reasons = await db()
      .select({ reason: playerAbsences.reason, n: sql<number>`count(*)::int` })
      .from(playerAbsences)
      .where(eq(playerAbsences.kind, 'suspension'))
      .groupBy(playerAbsences.reason);
    expect(Object.fromEntries(reasons.map((r) => [r.reason, r.n > 20]))).toEqual({
      red_card: true,
      yellow_cards: true,
    });
  });

  it('leave every team sheet the match pages show without an absent player', async () => {
    const ids = await sheets();
    let outSeen = 0;
    for (const id of ids) outSeen += (await checkSheet(id)).out.size;
    // Most matches have someone out, and some a suspended player.
    expect(outSeen).toBeGreaterThan(ids.length);
    const banned = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(playerAbsences)
      .where(and(eq(playerAbsences.kind, 'suspension'), inArray(playerAbsences.matchId, ids)));
    expect(banned[0].n).toBeGreaterThan(0);
    // And any sheet, drawn at random, holds a full side.
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ids), async (id) => {
        const { d } = await checkSheet(id);
        for (const side of [d.lineups.home, d.lineups.away])
          expect(side.starters).toHaveLength(d.match.sport === 'football' ? 11 : 5);
      }),
      { numRuns: 40 },
    );
  });

  it('never name an absent player in a finished match’s events', async () => {
    const recent = await db()
      .select({ id: matches.id })
      .from(matches)
      .where(
        and(
          eq(matches.status, 'finished'),
          eq(matches.sport, 'football'),
          gte(matches.kickoff, new Date(NOW - 25 * DAY_MS)),
          lt(matches.kickoff, new Date(NOW)),
        ),
      );
    expect(recent.length).toBeGreaterThan(100);
    let seen = 0;
    for (const { id } of recent) {
      const d = (await getMatch(id))!;
      const out = await outOf(id);
      const named = d.events
        .flatMap((e) => [e.player, e.assist, e.player_out])
        .flatMap((p) => (p ? [p.id] : []));
      seen += named.length;
      expect([id, named.filter((p) => out.has(p))]).toEqual([id, []]);
    }
    expect(seen).toBeGreaterThan(recent.length * 5);
  }, 120_000);
});

describe('absences while the simulator plays', () => {
  it('gives the feed no absent player, and the bans follow the cards of the matches it ends', async () => {
    // The day's football after NOW: the simulator plays four hours of it from its first kick-off.
    const upcoming = await db()
      .select({ kickoff: matches.kickoff })
      .from(matches)
      .where(
        and(
          eq(matches.sport, 'football'),
          eq(matches.status, 'scheduled'),
          gte(matches.kickoff, new Date(NOW)),
          lt(matches.kickoff, new Date(NOW + DAY_MS)),
        ),
      )
      .orderBy(asc(matches.kickoff));
    expect(upcoming.length).toBeGreaterThan(2);
    const start = upcoming[0].kickoff.getTime() - 60_000;
    const loaded = await loadFeedMatches(start - 3 * 3_600_000, start + DAY_MS);
    for (const m of loaded) {
      const out = await outOf(m.id);
      const given = [...(m.homePlayers ?? []), ...(m.awayPlayers ?? [])].map((p) => p.id);
      expect([m.id, given.filter((p) => out.has(p))]).toEqual([m.id, []]);
    }
    let now = start;
    const ctx = { ...feedContext(), now: () => now, publish: async () => undefined };
    const provider = createSimulatorProvider({ tickMs: 0 });
    const end = start + 4 * 3_600_000;
    for (; now < end; now += 3 * 60_000) await runUntil(provider, ctx, now, 3 * 60_000);
    await provider.stop();
    const played = await db()
      .select({ id: matches.id })
      .from(matches)
      .where(
        and(
          eq(matches.sport, 'football'),
          eq(matches.status, 'finished'),
          gte(matches.kickoff, new Date(start)),
        ),
      );
    expect(played.length).toBeGreaterThan(0);
    let seen = 0;
    for (const { id } of played) {
      const d = (await getMatch(id))!;
      const out = await outOf(id);
      const named = d.events
        .flatMap((e) => [e.player, e.assist, e.player_out])
        .flatMap((p) => (p ? [p.id] : []));
      seen += named.length;
      expect([id, named.filter((p) => out.has(p))]).toEqual([id, []]);
    }
    expect(seen).toBeGreaterThan(played.length * 5);
    expect(await storedBans()).toEqual(await bansByRule());
    for (const id of await sheets()) await checkSheet(id);
  }, 180_000);
});
