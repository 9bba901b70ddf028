import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { db } from '@/lib/db/client';
import { matches } from '@/lib/db/schema';
import { AppError } from '@/lib/errors/app-error';
import { diff, initialSnapshot, simulate, toScoreData } from '@/lib/feeds/simulator';
import { reloadRunningSimulators } from '@/lib/feeds/simulator/provider';
import { applyFeedSnapshot, loadFeedMatches } from '@/lib/matches/feed-store';
import { feedContext } from '@/lib/matches/live-feed';
import { idField } from '@/lib/rules/id-field';
import type { Sport } from '@/lib/matches/types';
import { endpoint, ok } from '../../endpoint';

/** Far enough back that any match the simulator plays is over (football with extra time too). */
const PLAYED_MS = 4 * 3600_000;

/**
 * The test-only full-time trigger (`FEED_TEST_TRIGGER=on`, `POST /api/__test/end-match`): moves a
 * scheduled match's kick-off four hours back, so that the simulator's own timeline has played it
 * to the end, and stores and publishes that end through the feed's path (the final whistle's
 * frame reaches the pages and the listeners, e.g. the expert plans' grading). The result is the
 * simulator's, not chosen.
 */
export async function endMatchNow(matchId: number, now = Date.now()) {
  const [row] = await db().select().from(matches).where(eq(matches.id, matchId));
  if (!row || row.status !== 'scheduled') throw new AppError('matchNotFound');
  const [match] = (
    await loadFeedMatches(row.kickoff.getTime() - 1, row.kickoff.getTime() + 1)
  ).filter((m) => m.id === matchId);
  if (!match) throw new AppError('matchNotFound');
  const moved = { ...match, kickoff: now - PLAYED_MS };
  const snapshot = simulate(moved, now);
  if (snapshot.status !== 'finished') throw new AppError('matchNotFound');
  await db()
    .update(matches)
    .set({ kickoff: new Date(moved.kickoff), updatedAt: sql`now()` })
    .where(eq(matches.id, matchId));
  const changes = diff(initialSnapshot(moved), snapshot);
  if (changes) {
    await applyFeedSnapshot(matchId, snapshot, changes);
    await feedContext().publish(row.sport as Sport, {
      type: 'score',
      data: toScoreData(matchId, changes),
    });
  }
  return {
    match_id: matchId,
    home_score: snapshot.homeScore,
    away_score: snapshot.awayScore,
    reloaded: reloadRunningSimulators(),
  };
}

export const endMatchEndpoints = [
  // POST api/__test/end-match – plays a scheduled match to full time now
  endpoint({
    method: 'POST',
    path: '__test/end-match',
    summary:
      "Test only. Moves a scheduled match's kick-off four hours back so that the simulator's deterministic timeline has played it to full time, and stores and publishes that end like the feed (listeners such as the expert plans' grading run).",
    tag: 'dev',
    loopbackOnly: true,
    input: z.object({ match_id: idField().describe('a scheduled match') }),
    output: z.object({
      match_id: z.number().int(),
      home_score: z.number().int(),
      away_score: z.number().int(),
      reloaded: z.number().int(),
    }),
    handler: async ({ input }) => ok(await endMatchNow(input.match_id)),
  }),
];
