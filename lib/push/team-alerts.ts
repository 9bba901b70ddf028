import 'server-only';
import { alias } from 'drizzle-orm/pg-core';
import { and, eq, exists, gt, gte, inArray, lte, or } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { matches, matchLineups, teamFollows, teams } from '@/lib/db/schema';
import { defineJob } from '@/lib/jobs/runner';
import { log } from '@/lib/log';
import type { MessageData, TeamNameSet } from '@/lib/messages/contract';
import { inboxChanged, notifyUsers } from '@/lib/messages';
import { matchAudience, pushToUsers } from './index';
import { TEAM_FINAL_SWEEP_MINUTES, TEAM_LINEUPS_MINUTES, TEAM_SOON_MINUTES } from './limits';

/**
 * Followed teams' matches in the message centre (issue 28; docs/product.md §2 "Teams, players
 * and discussion", docs/architecture.md "Team alerts"): "line-ups published", "kick-off soon"
 * and "full time" with the score, to the followers of either team (`team_follows`), once per
 * user, match and event: the message key `team:<event>:<match>` is unique per user, so a retried
 * job, a second instance or a repeated feed frame adds nothing. Goals and the final whistle also
 * go out as Web Push through `matchAudience` (lib/push/index.ts), which counts the followers.
 *
 * The full time is told by the feed's finished frame (lib/push/producers.ts); the minute job
 * `push.team-alerts` tells the line-ups and the kick-off soon, and sweeps matches that finished
 * in the last minutes in case the feed's instance failed to tell them.
 */

export type TeamEvent = MessageData['team']['event'];

export type AlertMatch = {
  id: number;
  homeTeamId: number;
  awayTeamId: number;
  homeScore: number;
  awayScore: number;
  kickoff: Date;
  home: TeamNameSet;
  away: TeamNameSet;
};

const home = alias(teams, 'home');
const away = alias(teams, 'away');

function selectMatches() {
  return db()
    .select({
      id: matches.id,
      homeTeamId: matches.homeTeamId,
      awayTeamId: matches.awayTeamId,
      homeScore: matches.homeScore,
      awayScore: matches.awayScore,
      kickoff: matches.kickoff,
      home: { zh: home.nameZh, en: home.nameEn, vi: home.nameVi },
      away: { zh: away.nameZh, en: away.nameEn, vi: away.nameVi },
    })
    .from(matches)
    .innerJoin(home, eq(home.id, matches.homeTeamId))
    .innerJoin(away, eq(away.id, matches.awayTeamId));
}

/** One match as the alerts need it, or null. */
export async function alertMatch(id: number): Promise<AlertMatch | null> {
  const [m] = await selectMatches().where(eq(matches.id, id));
  return m ?? null;
}

/**
 * Tells the followers of either team of the match about `event`, once each (a follower of both
 * teams reads the home side's name). Answers who was told now; their unread counts are pushed.
 */
export async function tellFollowers(
  m: AlertMatch,
  event: TeamEvent,
  now: Date = new Date(),
): Promise<number[]> {
  const follows = await db()
    .select({ userId: teamFollows.userId, teamId: teamFollows.teamId })
    .from(teamFollows)
    .where(inArray(teamFollows.teamId, [m.homeTeamId, m.awayTeamId]));
  if (!follows.length) return [];
  const ofHome = new Set(follows.filter((f) => f.teamId === m.homeTeamId).map((f) => f.userId));
  const ofAwayOnly = [
    ...new Set(follows.filter((f) => !ofHome.has(f.userId)).map((f) => f.userId)),
  ];
  const minutes =
    event === 'soon' ? Math.max(1, Math.ceil((m.kickoff.getTime() - now.getTime()) / 60_000)) : 0;
  const told: number[] = [];
  for (const [users, teamId, team] of [
    [[...ofHome], m.homeTeamId, m.home],
    [ofAwayOnly, m.awayTeamId, m.away],
  ] as const) {
    if (!users.length) continue;
    const data: MessageData['team'] = {
      event,
      match_id: m.id,
      team_id: teamId,
      team,
      home: m.home,
      away: m.away,
      home_score: m.homeScore,
      away_score: m.awayScore,
      minutes,
    };
    told.push(
      ...(await notifyUsers(db(), users, { kind: 'team', data, key: `team:${event}:${m.id}` })),
    );
  }
  await inboxChanged(told);
  return told;
}

/**
 * A followed team's match is over: the followers' "full time" messages, and the Web Push of
 * the final whistle to those just told who did not turn it off (the feed's own push reaches the
 * rest of the match's audience). Never throws.
 */
export async function tellFullTime(m: AlertMatch, opts: { push: boolean }): Promise<number[]> {
  try {
    const told = await tellFollowers(m, 'final');
    if (opts.push && told.length) {
      const audience = new Set(await matchAudience(m, 'final'));
      const data: MessageData['match'] = {
        event: 'final',
        match_id: m.id,
        home: m.home,
        away: m.away,
        home_score: m.homeScore,
        away_score: m.awayScore,
        minute: 'FT',
      };
      await pushToUsers(
        told.filter((id) => audience.has(id)),
        { kind: 'match', data },
        { tag: `final:${m.id}`, ttlSeconds: 3600 },
      );
    }
    return told;
  } catch (err) {
    log().warn({ err, match: m.id }, 'could not tell the followers that a match ended');
    return [];
  }
}

/** Either team of the match has a follower. */
const hasFollower = () =>
  exists(
    db()
      .select({ one: teamFollows.userId })
      .from(teamFollows)
      .where(
        or(eq(teamFollows.teamId, matches.homeTeamId), eq(teamFollows.teamId, matches.awayTeamId)),
      ),
  );

/**
 * The minute job's work at `now`: line-ups of followed teams' matches kicking off within
 * TEAM_LINEUPS_MINUTES that have a team sheet, kick-off soon within TEAM_SOON_MINUTES, and the
 * full time of matches finished in the last TEAM_FINAL_SWEEP_MINUTES. Idempotent; answers how
 * many users were told of each.
 */
export async function teamAlertsDue(now: Date = new Date()): Promise<Record<TeamEvent, number>> {
  const at = (min: number) => new Date(now.getTime() + min * 60_000);
  const anyFollowed = (await db().select({ id: teamFollows.teamId }).from(teamFollows).limit(1))
    .length;
  const out: Record<TeamEvent, number> = { lineups: 0, soon: 0, final: 0 };
  if (!anyFollowed) return out;
  const ofFollowed = () =>
    and(eq(matches.status, 'scheduled'), gt(matches.kickoff, now), hasFollower());
  const withSheet = await selectMatches().where(
    and(
      ofFollowed(),
      lte(matches.kickoff, at(TEAM_LINEUPS_MINUTES)),
      exists(
        db()
          .select({ one: matchLineups.matchId })
          .from(matchLineups)
          .where(eq(matchLineups.matchId, matches.id)),
      ),
    ),
  );
  for (const m of withSheet) out.lineups += (await tellFollowers(m, 'lineups', now)).length;
  const soon = await selectMatches().where(
    and(ofFollowed(), lte(matches.kickoff, at(TEAM_SOON_MINUTES))),
  );
  for (const m of soon) out.soon += (await tellFollowers(m, 'soon', now)).length;
  const ended = await selectMatches().where(
    and(
      eq(matches.status, 'finished'),
      hasFollower(),
      gte(matches.updatedAt, at(-TEAM_FINAL_SWEEP_MINUTES)),
      gte(matches.kickoff, at(-12 * 60)),
      lte(matches.kickoff, now),
    ),
  );
  for (const m of ended) out.final += (await tellFullTime(m, { push: true })).length;
  return out;
}

/** Every minute, once across instances (docs/decisions/025-job-runner.md). */
export const teamAlertsJob = defineJob(
  'push.team-alerts',
  async () => {
    const n = await teamAlertsDue();
    if (n.lineups || n.soon || n.final) log().info(n, 'told followers about their teams');
  },
  { schedule: '* * * * *' },
);
