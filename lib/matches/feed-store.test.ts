import { and, count, eq, inArray } from 'drizzle-orm';
import { createTestApi, type TestApi, SEED_TIMEOUT } from '@/test/api';
import { db } from '@/lib/db/client';
import { matchEvents, matchLineups, matches, matchStats, odds, standings } from '@/lib/db/schema';
import { createSimulatorProvider, runUntil, type FeedFrame, type FeedMatch } from '@/lib/feeds';
import { simulate, timelineOf } from '@/lib/feeds/simulator/simulate';
import { basketballRules } from './timing';
import { applyFeedSnapshot, loadFeedMatches } from './feed-store';
import { feedContext } from './live-feed';

let t: TestApi;
let football: FeedMatch;
beforeAll(async () => {
  t = await createTestApi({}, { matches: true });
  const now = Date.now();
  const list = await loadFeedMatches(now - 3 * 86_400_000, now + 3 * 86_400_000);
  const found = list.find(
    (m) => m.sport === 'football' && !m.knockout && (m.homePlayers?.length ?? 0) >= 11,
  );
  if (!found) throw new Error('the seed has no football match around today');
  football = found;
}, SEED_TIMEOUT);
afterAll(() => t?.cleanup());

const eventCount = async (id: number) =>
  (await db().select({ n: count() }).from(matchEvents).where(eq(matchEvents.matchId, id)))[0].n;

describe('the feed writes matches into the database', () => {
  it('loads matches with ratings, squads and names in three languages', () => {
    expect(football.homeNames.zh).toBeTruthy();
    expect(football.homeNames.en).toBeTruthy();
    expect(football.awayNames.vi).toBeTruthy();
    expect(football.homeRating).toBeGreaterThan(0);
  });

  it('carries each match’s competition, so a basketball game plays its league’s quarters', async () => {
    const now = Date.now();
    const list = await loadFeedMatches(now - 3 * 86_400_000, now + 3 * 86_400_000);
    const rows = await db()
      .select({ id: matches.id, competitionId: matches.competitionId })
      .from(matches)
      .where(
        inArray(
          matches.id,
          list.map((m) => m.id),
        ),
      );
    const competitionOf = new Map(rows.map((r) => [r.id, r.competitionId]));
    for (const m of list) expect(m.competitionId).toBe(competitionOf.get(m.id));
    const fiba = list.find(
      (m) => m.sport === 'basketball' && basketballRules(m.competitionId).quarterSeconds === 600,
    );
    if (!fiba) throw new Error('the seed has no FIBA basketball match around today');
    expect(timelineOf(fiba).spans[2]).toMatchObject({ phase: 'Q2', clockFrom: 600 });
  });

  it('gives the simulator the players in team-sheet order: the line-up’s starters take the field', async () => {
    // A football match of the feed's list with a team sheet (the seed writes them around today).
    const now = Date.now();
    const list = await loadFeedMatches(now - 86_400_000, now + 86_400_000);
    const withSheet = await db()
      .selectDistinct({ matchId: matchLineups.matchId })
      .from(matchLineups)
      .where(
        inArray(
          matchLineups.matchId,
          list.filter((m) => m.sport === 'football').map((m) => m.id),
        ),
      );
    const m = list.find((x) => x.id === withSheet[0]?.matchId);
    if (!m) throw new Error('no football match with a line-up around today');
    const sheet = await db()
      .select({
        playerId: matchLineups.playerId,
        starter: matchLineups.starter,
        side: matchLineups.side,
      })
      .from(matchLineups)
      .where(eq(matchLineups.matchId, m.id))
      .orderBy(matchLineups.sort);
    const starters = sheet.filter((l) => l.side === 'home' && l.starter).map((l) => l.playerId);
    expect(starters).toHaveLength(11);
    // The simulator fields the first eleven it gets (lib/feeds/simulator/squad.ts).
    expect(m.homePlayers!.slice(0, 11).map((p) => p.id)).toEqual(starters);
    const away = sheet.filter((l) => l.side === 'away' && l.starter).map((l) => l.playerId);
    expect(m.awayPlayers!.slice(0, 11).map((p) => p.id)).toEqual(away);
  });

  it('stores a snapshot once, however often it is replayed', async () => {
    const snap = simulate(football, football.kickoff + 70 * 60_000);
    const changes = { events: [...snap.events], stats: snap.stats, odds: snap.odds.current };
    await applyFeedSnapshot(football.id, snap, changes);
    const first = await eventCount(football.id);
    await applyFeedSnapshot(football.id, snap, changes);
    expect(await eventCount(football.id)).toBe(first);
    expect(first).toBe(snap.events.filter((e) => e.kind !== 'odds' && e.kind !== 'stats').length);
    // Every bookmaker requotes the live market: at 70' their home prices differ by little.
    const eu = await db()
      .select({ companyId: odds.companyId, current: odds.current })
      .from(odds)
      .where(and(eq(odds.matchId, football.id), eq(odds.market, 'eu')));
    expect(eu.map((o) => o.companyId).sort()).toEqual([1, 2, 3]);
    const home = eu.map((o) => o.current.home);
    expect(Math.max(...home) / Math.min(...home)).toBeLessThan(1.08);

    const [row] = await db().select().from(matches).where(eq(matches.id, football.id));
    expect(row).toMatchObject({
      status: 'live',
      phase: '2H',
      homeScore: snap.homeScore,
      awayScore: snap.awayScore,
      matchStr: snap.minute,
    });
    const [stats] = await db().select().from(matchStats).where(eq(matchStats.matchId, football.id));
    expect(stats.home).toEqual(snap.stats.home);
    const markets = await db()
      .select()
      .from(odds)
      .where(and(eq(odds.matchId, football.id), eq(odds.companyId, 1)));
    expect(markets.map((m) => m.market).sort()).toEqual(['asia', 'eu', 'total']);
    // Handicap and totals in Hong Kong odds, 1X2 in decimal.
    const asia = markets.find((m) => m.market === 'asia')!;
    expect(asia.current.home).toBeCloseTo(snap.odds.current.handicap.home - 1, 2);
  });

  it('never replays a finished match (the seed settled it; replaying would mix two timelines)', async () => {
    const now = Date.now();
    const [done] = await db()
      .select({ id: matches.id })
      .from(matches)
      .where(and(eq(matches.status, 'finished'), eq(matches.sport, 'football')))
      .limit(1);
    expect(done).toBeDefined();
    const [row] = await db().select().from(matches).where(eq(matches.id, done.id));
    const around = await loadFeedMatches(row.kickoff.getTime() - 60_000, now + 86_400_000);
    expect(around.map((m) => m.id)).not.toContain(done.id);
  });

  it('plays a whole match: the row ends finished and every goal is pushed exactly once', async () => {
    const [match] = await db().select().from(matches).where(eq(matches.id, football.id));
    const playedBefore = async () =>
      (
        await db()
          .select({ played: standings.played })
          .from(standings)
          .where(
            and(eq(standings.seasonId, match.seasonId), eq(standings.teamId, match.homeTeamId)),
          )
      )[0]?.played ?? 0;
    const before = await playedBefore();
    const frames: FeedFrame[] = [];
    let now = football.kickoff - 60_000;
    const ctx = {
      ...feedContext(),
      now: () => now,
      publish: async (_s: string, f: FeedFrame) => void frames.push(f),
    };
    const provider = createSimulatorProvider({ tickMs: 0 });
    const end = football.kickoff + 130 * 60_000;
    for (; now < end; now += 60_000) await runUntil(provider, ctx, now, 60_000);
    await provider.stop();
    const [row] = await db().select().from(matches).where(eq(matches.id, football.id));
    expect(row.status).toBe('finished');
    const goals = await db()
      .select({ n: count() })
      .from(matchEvents)
      .where(
        and(
          eq(matchEvents.matchId, football.id),
          inArray(matchEvents.kind, ['goal', 'own_goal', 'penalty_goal']),
        ),
      );
    // The runner plays every match around that kick-off; count this one's goal frames.
    const mine = frames.filter((f) => f.type === 'goal' && f.data.match_id === football.id);
    expect(mine).toHaveLength(goals[0].n);
    expect(row.homeScore + row.awayScore).toBe(goals[0].n);
    // The result is in the season's table as soon as the match ends.
    expect(await playedBefore()).toBe(before + 1);
  });
});
