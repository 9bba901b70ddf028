import 'server-only';
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { Locale } from '@/i18n/locales';
import { db } from '@/lib/db/client';
import { competitions, matches, teamFollows, teams, users } from '@/lib/db/schema';
import { AppError } from '@/lib/errors/app-error';
import type { FollowedTeam, TeamFollowList, TeamFollowMerge, TeamFollowResult } from './contract';
import { TEAM_FOLLOW_MAX } from './limits';

/*
 * Team follows (docs/product.md §2 "Teams, players and discussion", "Following teams";
 * docs/architecture.md "Team follows"). A user follows at most TEAM_FOLLOW_MAX teams. Every write
 * runs in one transaction that first locks the user's row, so concurrent follows and merges of
 * one user are applied one after the other: the limit holds and nothing is duplicated (the
 * primary key (user, team) would refuse a duplicate anyway). The message centre and Web Push
 * read team_follows directly (lib/messages, lib/push).
 */

/** A match that kicked off this long ago and is still "live" or "scheduled" is still its next one. */
const LIVE_LOOKBACK_MS = 6 * 3600_000;

type Tx = Parameters<Parameters<ReturnType<typeof db>['transaction']>[0]>[0];

async function lockUser(tx: Tx, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

async function followedIds(tx: Tx | ReturnType<typeof db>, userId: number): Promise<number[]> {
  const rows = await tx
    .select({ teamId: teamFollows.teamId })
    .from(teamFollows)
    .where(eq(teamFollows.userId, userId))
    .orderBy(asc(teamFollows.createdAt), asc(teamFollows.teamId));
  return rows.map((r) => r.teamId);
}

/** The ids of the teams the user follows, oldest follow first (empty for a guest). */
export async function followedTeamIds(userId: number | null): Promise<number[]> {
  if (userId === null) return [];
  return followedIds(db(), userId);
}

/**
 * Team/follow: sets (`follow` 1) or clears (0) one follow. Idempotent: following a followed team
 * or unfollowing one not followed changes nothing. An unknown team is `teamNotFound`; a new
 * follow beyond TEAM_FOLLOW_MAX is `teamFollowLimit`.
 */
export async function setTeamFollow(
  userId: number,
  teamId: number,
  follow: 0 | 1,
): Promise<TeamFollowResult> {
  return db().transaction(async (tx) => {
    await lockUser(tx, userId);
    if (!follow) {
      await tx
        .delete(teamFollows)
        .where(and(eq(teamFollows.userId, userId), eq(teamFollows.teamId, teamId)));
      const total = (await followedIds(tx, userId)).length;
      return { team_id: teamId, followed: 0, total };
    }
    const [team] = await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId));
    if (!team) throw new AppError('teamNotFound');
    const ids = await followedIds(tx, userId);
    if (ids.includes(teamId)) return { team_id: teamId, followed: 1, total: ids.length };
    if (ids.length >= TEAM_FOLLOW_MAX)
      throw new AppError('teamFollowLimit', { max: TEAM_FOLLOW_MAX });
    await tx.insert(teamFollows).values({ userId, teamId }).onConflictDoNothing();
    return { team_id: teamId, followed: 1, total: ids.length + 1 };
  });
}

/**
 * Team/followMerge: a guest's browser follows joined to the account after login, in the order
 * given (the order they were followed in). Unknown ids and those beyond TEAM_FOLLOW_MAX are
 * skipped (counted in `skipped`), ids already followed are kept as they are. Repeating a merge,
 * or two at once, adds nothing twice.
 */
export async function mergeTeamFollows(
  userId: number,
  teamIds: readonly number[],
): Promise<TeamFollowMerge> {
  const wanted = [...new Set(teamIds)];
  return db().transaction(async (tx) => {
    await lockUser(tx, userId);
    const have = await followedIds(tx, userId);
    const known = wanted.length
      ? new Set(
          (await tx.select({ id: teams.id }).from(teams).where(inArray(teams.id, wanted))).map(
            (r) => r.id,
          ),
        )
      : new Set<number>();
    const already = new Set(have);
    const room = Math.max(0, TEAM_FOLLOW_MAX - have.length);
    const fresh = wanted.filter((id) => known.has(id) && !already.has(id)).slice(0, room);
    if (fresh.length) {
      // One millisecond apart, so "oldest first" keeps the browser's order.
      const base = Date.now();
      await tx
        .insert(teamFollows)
        .values(fresh.map((teamId, i) => ({ userId, teamId, createdAt: new Date(base + i) })))
        .onConflictDoNothing();
    }
    const merged = wanted.filter((id) => already.has(id)).length;
    return {
      added: fresh.length,
      skipped: wanted.length - fresh.length - merged,
      team_ids: await followedIds(tx, userId),
    };
  });
}

const pick = (lang: Locale, zh: string, en: string, vi: string) =>
  (lang === 'en' ? en : lang === 'vi' ? vi : zh) || zh;

/**
 * The first match of each team that is live or still to come (kicked off at most
 * LIVE_LOOKBACK_MS ago), from the (team, kickoff) indexes of each side.
 */
async function nextMatches(
  teamIds: readonly number[],
  lang: Locale,
  now: Date,
): Promise<Map<number, NonNullable<FollowedTeam['next_match']>>> {
  const out = new Map<number, NonNullable<FollowedTeam['next_match']>>();
  if (!teamIds.length) return out;
  const d = db();
  const since = new Date(now.getTime() - LIVE_LOOKBACK_MS);
  const side = (col: typeof matches.homeTeamId | typeof matches.awayTeamId) =>
    d
      .selectDistinctOn([col], { teamId: col, id: matches.id, kickoff: matches.kickoff })
      .from(matches)
      .where(
        and(
          inArray(col, [...teamIds]),
          inArray(matches.status, ['live', 'scheduled']),
          gte(matches.kickoff, since),
        ),
      )
      .orderBy(col, asc(matches.kickoff), asc(matches.id));
  const [home, away] = await Promise.all([side(matches.homeTeamId), side(matches.awayTeamId)]);
  const first = new Map<number, { id: number; kickoff: Date }>();
  for (const r of [...home, ...away]) {
    const had = first.get(r.teamId);
    if (!had || r.kickoff < had.kickoff || (+r.kickoff === +had.kickoff && r.id < had.id))
      first.set(r.teamId, r);
  }
  const ids = [...new Set([...first.values()].map((r) => r.id))];
  if (!ids.length) return out;
  const rows = await d
    .select({
      id: matches.id,
      kickoff: matches.kickoff,
      status: matches.status,
      matchStr: matches.matchStr,
      competitionId: matches.competitionId,
      homeTeamId: matches.homeTeamId,
      awayTeamId: matches.awayTeamId,
      homeScore: matches.homeScore,
      awayScore: matches.awayScore,
      cZh: competitions.shortNameZh,
      cEn: competitions.shortNameEn,
      cVi: competitions.shortNameVi,
    })
    .from(matches)
    .innerJoin(competitions, eq(competitions.id, matches.competitionId))
    .where(inArray(matches.id, ids));
  const sideIds = [...new Set(rows.flatMap((r) => [r.homeTeamId, r.awayTeamId]))];
  const names = new Map(
    (
      await d
        .select({ id: teams.id, zh: teams.nameZh, en: teams.nameEn, vi: teams.nameVi })
        .from(teams)
        .where(inArray(teams.id, sideIds))
    ).map((t) => [t.id, pick(lang, t.zh, t.en, t.vi)]),
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const [teamId, { id }] of first) {
    const m = byId.get(id);
    if (!m) continue;
    out.set(teamId, {
      id: m.id,
      kickoff: m.kickoff.toISOString(),
      status: m.status,
      match_str: m.matchStr,
      competition_id: m.competitionId,
      competition_name: pick(lang, m.cZh, m.cEn, m.cVi),
      home_team_id: m.homeTeamId,
      away_team_id: m.awayTeamId,
      home_name: names.get(m.homeTeamId) ?? '',
      away_name: names.get(m.awayTeamId) ?? '',
      home_score: m.homeScore,
      away_score: m.awayScore,
    });
  }
  return out;
}

/**
 * Team/followList: the user's teams, oldest follow first, named in `lang`, with their crest
 * colours and the match each plays live now or next.
 */
export async function listTeamFollows(
  userId: number,
  lang: Locale,
  now: Date = new Date(),
): Promise<TeamFollowList> {
  const rows = await db()
    .select({
      id: teams.id,
      sport: teams.sport,
      nameZh: teams.nameZh,
      nameEn: teams.nameEn,
      nameVi: teams.nameVi,
      shortZh: teams.shortNameZh,
      shortEn: teams.shortNameEn,
      shortVi: teams.shortNameVi,
      primary: teams.colourPrimary,
      secondary: teams.colourSecondary,
      at: teamFollows.createdAt,
    })
    .from(teamFollows)
    .innerJoin(teams, eq(teams.id, teamFollows.teamId))
    .where(eq(teamFollows.userId, userId))
    .orderBy(asc(teamFollows.createdAt), asc(teamFollows.teamId));
  const next = await nextMatches(
    rows.map((r) => r.id),
    lang,
    now,
  );
  return {
    max: TEAM_FOLLOW_MAX,
    teams: rows.map((r) => ({
      team_id: r.id,
      sport: r.sport === 'basketball' ? 'basketball' : 'football',
      name: pick(lang, r.nameZh, r.nameEn, r.nameVi),
      short_name: pick(lang, r.shortZh, r.shortEn, r.shortVi),
      colour_primary: r.primary,
      colour_secondary: r.secondary,
      followed_at: r.at.toISOString(),
      next_match: next.get(r.id) ?? null,
    })),
  };
}
