import 'server-only';
import { eq, inArray, sql } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { matches } from '@/lib/db/schema';
import { AppError } from '@/lib/errors/app-error';
import {
  diff,
  initialSnapshot,
  isGoalEvent,
  simulate,
  timelineOf,
  toScoreData,
} from '@/lib/feeds/simulator';
import { reloadRunningSimulators } from '@/lib/feeds/simulator/provider';
import type { FeedMatch } from '@/lib/matches/feed';
import { applyFeedSnapshot, loadFeedMatches } from '@/lib/matches/feed-store';
import { feedContext } from '@/lib/matches/live-feed';
import { matchDay, matchDayRange } from '@/lib/matches/service';
import { DAY_MS } from '@/lib/matches/time';

/**
 * The test-only goal trigger (`FEED_TEST_TRIGGER=on`, `POST /api/__test/goal-soon`). It changes
 * nothing in how goals happen: it moves a scheduled football match's kick-off so that the
 * simulator's own deterministic timeline puts the match's first goal `afterMs` from now, and asks
 * the running simulator to reload its list. The goal then takes the real path: simulator → DB →
 * bus → /ws → the score pages.
 */

export type GoalSoon = {
  match_id: number;
  /** Epoch ms of the goal (± a second: the simulator ticks once a second). */
  goal_at: number;
  /** The match's new kick-off, ISO. */
  kickoff: string;
  /** The goal's minute as the goal frame will carry it ("23'"). */
  match_str: string;
  /** 1 when the home team will score. */
  iszhu: 0 | 1;
  /** Simulators in this process that were asked to reload (0 with FEED_PROVIDER=off). */
  reloaded: number;
};

/** The first goal of a match played from `kickoff`, or undefined for a goalless timeline. */
function firstGoal(match: FeedMatch, kickoff: number) {
  return timelineOf({ ...match, kickoff }).events.find(isGoalEvent);
}

/** How close to the target the goal must land (the runner ticks once a second). */
const TOLERANCE_MS = 1000;

/**
 * The kick-off that puts the match's first goal at `target`, or undefined. The timeline is
 * built relative to the kick-off, so one correction normally suffices; a second covers inputs
 * that would shift it.
 */
function kickoffFor(
  match: FeedMatch,
  target: number,
): { kickoff: number; goal: NonNullable<ReturnType<typeof firstGoal>> } | undefined {
  let kickoff = match.kickoff;
  for (let i = 0; i < 3; i++) {
    const goal = firstGoal(match, kickoff);
    if (!goal) return undefined;
    if (Math.abs(goal.at - target) <= TOLERANCE_MS) return { kickoff, goal };
    kickoff += target - goal.at;
  }
  return undefined;
}

export async function scheduleGoalSoon(opts: { afterMs: number; now?: number }): Promise<GoalSoon> {
  const now = opts.now ?? Date.now();
  const target = now + opts.afterMs;
  const today = matchDayRange(matchDay(new Date(now)));
  // Matches that have not kicked off: they hold no events, so moving them rewrites no history.
  // A few minutes ahead keeps clear of a match the simulator is about to start by itself.
  const upcoming = (await loadFeedMatches(now + 5 * 60_000, now + 8 * DAY_MS)).filter(
    (m) => m.sport === 'football',
  );
  // Today's matches first, so the match stays on today's list; then the nearest other days.
  upcoming.sort((a, b) => {
    const ta = a.kickoff < today.to.getTime() ? 0 : 1;
    const tb = b.kickoff < today.to.getTime() ? 0 : 1;
    return ta - tb || a.kickoff - b.kickoff || a.id - b.id;
  });
  const candidates = upcoming.slice(0, 200);
  const rows = candidates.length
    ? await db()
        .select({ id: matches.id, status: matches.status })
        .from(matches)
        .where(
          inArray(
            matches.id,
            candidates.map((m) => m.id),
          ),
        )
    : [];
  const scheduled = new Set(rows.filter((r) => r.status === 'scheduled').map((r) => r.id));
  // Kicking off today (Shanghai) keeps the match on today's /football list; just after midnight
  // no first goal is early enough, and yesterday's list gets it instead.
  for (const sameDay of [true, false]) {
    for (const match of candidates) {
      if (!scheduled.has(match.id)) continue;
      const found = kickoffFor(match, target);
      if (!found || found.kickoff > now || (sameDay && found.kickoff < today.from.getTime()))
        continue;
      await db()
        .update(matches)
        .set({ kickoff: new Date(found.kickoff), updatedAt: sql`now()` })
        .where(eq(matches.id, match.id));
      // The simulator does not announce a match it first sees already under way (its goals
      // happened while nobody listened); this one kicked off just now as far as pages know, so
      // its live state is stored and pushed here, the way the feed would have at kick-off.
      const moved = { ...match, kickoff: found.kickoff };
      const snapshot = simulate(moved, now);
      const changes = diff(initialSnapshot(moved), snapshot);
      if (changes) {
        await applyFeedSnapshot(match.id, snapshot, changes);
        await feedContext().publish('football', {
          type: 'score',
          data: toScoreData(match.id, changes),
        });
      }
      return {
        match_id: match.id,
        goal_at: found.goal.at,
        kickoff: new Date(found.kickoff).toISOString(),
        match_str: found.goal.minute,
        iszhu: found.goal.side === 'home' ? 1 : 0,
        reloaded: reloadRunningSimulators(),
      };
    }
  }
  throw new AppError('matchNotFound');
}
