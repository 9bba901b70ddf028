import 'server-only';
import { alias } from 'drizzle-orm/pg-core';
import { and, between, eq, inArray } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import {
  liveReservations,
  liveSchedules,
  matches,
  matchReservations,
  teams,
} from '@/lib/db/schema';
import { log } from '@/lib/log';
import type { FeedFrame } from '@/lib/matches/feed';
import { feedEvents } from '@/lib/matches/feed-events';
import type { MessageData } from '@/lib/messages/contract';
import { inboxChanged, notifyUsers } from '@/lib/messages';
import { anchorAudience, matchAudience, pushToUsers } from './index';
import { alertMatch, tellFullTime } from './team-alerts';

/**
 * What produces alerts (issue 25; docs/architecture.md "Web Push"):
 * - a followed anchor going live (lib/live/room-state.ts calls `alertLiveStarted` after the
 *   message centre's messages are committed), and the broadcasts of that room the users booked;
 * - the live feed's goals, final whistles and kick-offs (lib/matches/feed-events.ts): goals and
 *   final whistles of booked, favourite, alert-list and followed teams' matches go out as Web
 *   Push; a booked match kicking off is also a message-centre message, once per user and match,
 *   and so is a followed team's full time (lib/push/team-alerts.ts, docs/product.md §2 "Teams,
 *   players and discussion").
 */

/** How long a push service keeps an undelivered notification (seconds). */
const TTL = { live: 3600, goal: 600, final: 3600, starting: 1800 } as const;

/** A booked broadcast counts as started by its room going live this long around its time. */
const SCHEDULE_EARLY_MS = 30 * 60_000;
const SCHEDULE_LATE_MS = 2 * 3600_000;

/**
 * A broadcast started; `told` are the followers who just got its message. Pushes to those who
 * did not turn the anchor's alerts off, and tells who booked one of the room's broadcasts due
 * now. Never throws.
 */
export async function alertLiveStarted(
  broadcastId: number,
  data: MessageData['live'],
  told: readonly number[],
): Promise<void> {
  try {
    await pushToUsers(
      await anchorAudience(data.anchor_id, told),
      { kind: 'live', data },
      { tag: `live:${broadcastId}`, ttlSeconds: TTL.live, urgency: 'high' },
    );
    await tellBookedBroadcasts(data);
  } catch (err) {
    log().warn({ err, broadcastId }, 'could not alert that a room went live');
  }
}

async function tellBookedBroadcasts(live: MessageData['live']): Promise<void> {
  const now = Date.now();
  const due = await db()
    .select({ id: liveSchedules.id, title: liveSchedules.title })
    .from(liveSchedules)
    .where(
      and(
        eq(liveSchedules.roomId, live.room_id),
        between(
          liveSchedules.startsAt,
          new Date(now - SCHEDULE_LATE_MS),
          new Date(now + SCHEDULE_EARLY_MS),
        ),
      ),
    );
  if (!due.length) return;
  const bookings = await db()
    .select({ userId: liveReservations.userId, scheduleId: liveReservations.scheduleId })
    .from(liveReservations)
    .where(
      inArray(
        liveReservations.scheduleId,
        due.map((s) => s.id),
      ),
    );
  for (const s of due) {
    const data: MessageData['broadcast'] = {
      schedule_id: s.id,
      anchor_id: live.anchor_id,
      nickname: live.nickname,
      room_id: live.room_id,
      title: s.title || live.title,
    };
    const told = await notifyUsers(
      db(),
      bookings.filter((b) => b.scheduleId === s.id).map((b) => b.userId),
      { kind: 'broadcast', data, key: `schedule:${s.id}` },
    );
    await inboxChanged(told);
    await pushToUsers(
      told,
      { kind: 'broadcast', data },
      { tag: `schedule:${s.id}`, ttlSeconds: TTL.starting, urgency: 'high' },
    );
  }
}

const home = alias(teams, 'home');
const away = alias(teams, 'away');

async function matchOf(id: number) {
  const [m] = await db()
    .select({
      id: matches.id,
      homeTeamId: matches.homeTeamId,
      awayTeamId: matches.awayTeamId,
      homeScore: matches.homeScore,
      awayScore: matches.awayScore,
      matchStr: matches.matchStr,
      home: { zh: home.nameZh, en: home.nameEn, vi: home.nameVi },
      away: { zh: away.nameZh, en: away.nameEn, vi: away.nameVi },
    })
    .from(matches)
    .innerJoin(home, eq(home.id, matches.homeTeamId))
    .innerJoin(away, eq(away.id, matches.awayTeamId))
    .where(eq(matches.id, id));
  return m ?? null;
}

/** Alerts of one frame the feed published. */
export async function alertFeedFrame(frame: FeedFrame): Promise<void> {
  if (frame.type === 'goal') {
    const g = frame.data;
    const m = await matchOf(g.match_id);
    if (!m) return;
    const data: MessageData['match'] = {
      event: 'goal',
      match_id: g.match_id,
      home: { zh: g.home_team_name_zh, en: g.home_team_name_en, vi: g.home_team_name_vi },
      away: { zh: g.away_team_name_zh, en: g.away_team_name_en, vi: g.away_team_name_vi },
      home_score: g.home_score,
      away_score: g.away_score,
      minute: g.match_str,
    };
    await pushToUsers(
      await matchAudience(m, 'goals'),
      { kind: 'match', data },
      {
        tag: `goal:${g.match_id}:${g.home_score}-${g.away_score}`,
        ttlSeconds: TTL.goal,
        urgency: 'high',
      },
    );
    return;
  }
  const status = frame.data.status;
  if (status !== 'live' && status !== 'finished') return;
  const m = await matchOf(frame.data.match_id);
  if (!m) return;
  const base = {
    match_id: m.id,
    home: m.home,
    away: m.away,
    home_score: m.homeScore,
    away_score: m.awayScore,
    minute: m.matchStr,
  };
  if (status === 'finished') {
    // The followers of either team: a "full time" message each, once (their Web Push is the
    // audience's below).
    const followed = await alertMatch(m.id);
    if (followed) await tellFullTime(followed, { push: false });
    await pushToUsers(
      await matchAudience(m, 'final'),
      { kind: 'match', data: { ...base, event: 'final' } },
      { tag: `final:${m.id}`, ttlSeconds: TTL.final },
    );
    return;
  }
  // Kick-off: who booked the match is told in the message centre, once, and by Web Push.
  const bookers = await db()
    .select({ userId: matchReservations.userId })
    .from(matchReservations)
    .where(eq(matchReservations.matchId, m.id));
  const data: MessageData['match'] = { ...base, event: 'starting', minute: '' };
  const told = await notifyUsers(
    db(),
    bookers.map((b) => b.userId),
    { kind: 'match', data, key: `match:start:${m.id}` },
  );
  await inboxChanged(told);
  await pushToUsers(
    told,
    { kind: 'match', data },
    { tag: `start:${m.id}`, ttlSeconds: TTL.starting, urgency: 'high' },
  );
}

// Per module copy: each copy listens to its own copy of the feed's events.
let listening = false;
/** The alert work under way, so a test (or a shutdown) can wait for it: `alertsSettled`. */
const inFlight = new Set<Promise<void>>();

/** Resolves when the alert work started so far has finished (it never rejects). */
export async function alertsSettled(): Promise<void> {
  while (inFlight.size) await Promise.all([...inFlight]);
}

/**
 * Listens to the live feed (once per process). The work runs beside the feed: a slow database
 * never holds up the next tick, and a failure is logged.
 */
export function listenForAlerts(): void {
  if (listening) return;
  listening = true;
  feedEvents.on('published', ({ frame }) => {
    if (frame.type === 'score' && frame.data.status === undefined) return;
    const work = alertFeedFrame(frame)
      .catch((err: unknown) => log().warn({ err }, 'could not alert a feed frame'))
      .finally(() => inFlight.delete(work));
    inFlight.add(work);
  });
}
