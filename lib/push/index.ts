import 'server-only';
import crypto from 'node:crypto';
import { alias } from 'drizzle-orm/pg-core';
import { and, asc, count, eq, ilike, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { Locale } from '@/i18n/locales';
import { db } from '@/lib/db/client';
import {
  alertTargets,
  anchorFollows,
  matchCollections,
  matches,
  matchReservations,
  pushSettings,
  pushSubscriptions,
  teamFollows,
  teams,
  users,
} from '@/lib/db/schema';
import { AppError } from '@/lib/errors/app-error';
import { enqueue } from '@/lib/jobs';
import { log } from '@/lib/log';
import { normalizeZone } from '@/lib/rules/zone';
import {
  ALERT_TEAMS_MAX,
  PUSH_SUBSCRIPTIONS_MAX,
  TEAM_RESULTS_MAX,
  type AlertItem,
  type AlertKind,
  type PushSettings,
  type TeamSearchResult,
} from './contract';
import { endpointProblem } from './endpoint';
import { pushDeliverJob, type PushMessage } from './jobs';
import { vapid } from './vapid';

/**
 * Web Push alerts (issue 25; docs/architecture.md "Web Push"): a user's browsers subscribe, the
 * settings say per anchor, per match and per team what is sent and when not (quiet hours in
 * the user's zone), and producers hand a message to `pushToUsers` after their commit.
 */

// ---------------------------------------------------------------------------------------------
// Subscriptions

/** The browser's P-256 public key must be a point on the curve; the auth secret 16 bytes. */
function keysProblem(p256dh: string, auth: string): string | null {
  const point = Buffer.from(p256dh, 'base64url');
  if (point.length !== 65 || point[0] !== 4) return 'p256dh';
  try {
    crypto.createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33).toString('base64url'),
      },
      format: 'jwk',
    });
  } catch {
    return 'p256dh';
  }
  if (Buffer.from(auth, 'base64url').length !== 16) return 'auth';
  return null;
}

export function vapidInfo(): { available: boolean; public_key: string | null } {
  const keys = vapid();
  return { available: keys !== null, public_key: keys?.publicKey ?? null };
}

async function subscriptionCount(userId: number): Promise<number> {
  const [{ n }] = await db()
    .select({ n: count() })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  return Number(n);
}

/**
 * Stores the browser's subscription for the user, in the request's language. The same endpoint
 * again (a re-subscription, another user on the same browser) updates it and makes it the
 * caller's. A user keeps their newest PUSH_SUBSCRIPTIONS_MAX browsers.
 */
export async function subscribe(
  userId: number,
  input: { endpoint: string; p256dh: string; auth: string },
  lang: Locale,
): Promise<{ subscriptions: number }> {
  if (!vapid()) throw new AppError('pushUnavailable');
  if (endpointProblem(input.endpoint)) throw new AppError('pushEndpointInvalid');
  const bad = keysProblem(input.p256dh, input.auth);
  if (bad) throw new AppError('pushKeysInvalid');
  const p256dh = input.p256dh.replace(/=+$/, '');
  const auth = input.auth.replace(/=+$/, '');
  await db().transaction(async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values({ userId, endpoint: input.endpoint, p256dh, auth, lang })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId, p256dh, auth, lang, updatedAt: sql`now()` },
      });
    await tx.execute(sql`
      delete from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${userId}
      and ${pushSubscriptions.id} not in (
        select id from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${userId}
        order by ${pushSubscriptions.updatedAt} desc, ${pushSubscriptions.id} desc
        limit ${PUSH_SUBSCRIPTIONS_MAX})`);
  });
  return { subscriptions: await subscriptionCount(userId) };
}

/** Forgets the caller's subscription of that endpoint (another user's stays). */
export async function unsubscribe(
  userId: number,
  endpoint: string,
): Promise<{ subscriptions: number }> {
  await db()
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
  return { subscriptions: await subscriptionCount(userId) };
}

// ---------------------------------------------------------------------------------------------
// Settings

const home = alias(teams, 'home');
const away = alias(teams, 'away');

function teamName(t: { nameZh: string; nameEn: string; nameVi: string }, lang: Locale): string {
  return lang === 'en' ? t.nameEn : lang === 'vi' ? t.nameVi : t.nameZh;
}

/** The matches the user booked or made favourite that are still to be played or playing. */
async function userMatches(userId: number, lang: Locale) {
  const booked = db()
    .select({ id: matchReservations.matchId })
    .from(matchReservations)
    .where(eq(matchReservations.userId, userId));
  const favourite = db()
    .select({ id: matchCollections.matchId })
    .from(matchCollections)
    .where(eq(matchCollections.userId, userId));
  const [b, f] = await Promise.all([booked, favourite]);
  const ids = [...new Set([...b, ...f].map((r) => r.id))];
  if (!ids.length) return [];
  const rows = await db()
    .select({
      id: matches.id,
      kickoff: matches.kickoff,
      home: { nameZh: home.nameZh, nameEn: home.nameEn, nameVi: home.nameVi },
      away: { nameZh: away.nameZh, nameEn: away.nameEn, nameVi: away.nameVi },
    })
    .from(matches)
    .innerJoin(home, eq(home.id, matches.homeTeamId))
    .innerJoin(away, eq(away.id, matches.awayTeamId))
    .where(
      and(
        inArray(matches.id, ids),
        notInArray(matches.status, ['finished', 'postponed', 'cancelled']),
      ),
    )
    .orderBy(asc(matches.kickoff))
    .limit(100);
  const bookedIds = new Set(b.map((r) => r.id));
  const favIds = new Set(f.map((r) => r.id));
  return rows.map((r) => ({
    id: r.id,
    name: `${teamName(r.home, lang)} – ${teamName(r.away, lang)}`,
    kickoff: r.kickoff.toISOString(),
    why: [
      ...(bookedIds.has(r.id) ? (['booked'] as const) : []),
      ...(favIds.has(r.id) ? (['favourite'] as const) : []),
    ],
  }));
}

/** The user's settings: quiet hours, and what is sent for each anchor, match and team. */
export async function settingsOf(userId: number, lang: Locale): Promise<PushSettings> {
  const [[quiet], targets, followed, ms, listed, subs] = await Promise.all([
    db().select().from(pushSettings).where(eq(pushSettings.userId, userId)),
    db().select().from(alertTargets).where(eq(alertTargets.userId, userId)),
    db()
      .select({ id: users.id, nickname: users.nickname })
      .from(anchorFollows)
      .innerJoin(users, eq(users.id, anchorFollows.anchorId))
      .where(eq(anchorFollows.userId, userId))
      .orderBy(asc(users.nickname))
      .limit(200),
    userMatches(userId, lang),
    db()
      .select({ id: teams.id, nameZh: teams.nameZh, nameEn: teams.nameEn, nameVi: teams.nameVi })
      .from(alertTargets)
      .innerJoin(teams, eq(teams.id, alertTargets.targetId))
      .where(and(eq(alertTargets.userId, userId), eq(alertTargets.kind, 'team')))
      .orderBy(asc(alertTargets.createdAt)),
    subscriptionCount(userId),
  ]);
  const row = (kind: AlertKind, id: number) =>
    targets.find((t) => t.kind === kind && t.targetId === id);
  const item = (
    kind: AlertKind,
    id: number,
    name: string,
    why: AlertItem['why'],
    kickoff: string | null = null,
  ): AlertItem => {
    const r = row(kind, id);
    return {
      kind,
      id,
      name,
      why,
      kickoff,
      goals: r?.goals ?? true,
      final: r?.final ?? true,
      live: r?.live ?? true,
    };
  };
  const v = vapidInfo();
  return {
    ...v,
    subscriptions: subs,
    quiet_start: quiet?.quietStart ?? null,
    quiet_end: quiet?.quietEnd ?? null,
    time_zone: quiet?.timeZone ?? 'UTC',
    anchors: followed.map((a) => item('anchor', a.id, a.nickname, ['followed'])),
    matches: ms.map((m) => item('match', m.id, m.name, [...m.why], m.kickoff)),
    teams: listed.map((t) => item('team', t.id, teamName(t, lang), ['list'])),
  };
}

/** Saves the quiet hours (minutes after midnight; both null: none) and the zone they are in. */
export async function saveQuiet(
  userId: number,
  input: { quiet_start?: number | null; quiet_end?: number | null; time_zone: string },
): Promise<void> {
  const zone = normalizeZone(input.time_zone);
  if (!zone) throw new AppError('timeZoneInvalid');
  const values = {
    quietStart: input.quiet_start ?? null,
    quietEnd: input.quiet_end ?? null,
    timeZone: zone,
  };
  await db()
    .insert(pushSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: pushSettings.userId, set: { ...values, updatedAt: sql`now()` } });
}

/** Whether the anchor, match or team is one the user may set alerts for. */
async function mayAlert(userId: number, kind: AlertKind, id: number): Promise<boolean> {
  if (kind === 'anchor') {
    const [r] = await db()
      .select({ id: anchorFollows.anchorId })
      .from(anchorFollows)
      .where(and(eq(anchorFollows.userId, userId), eq(anchorFollows.anchorId, id)));
    return !!r;
  }
  if (kind === 'match') {
    const [[b], [f]] = await Promise.all([
      db()
        .select({ id: matchReservations.matchId })
        .from(matchReservations)
        .where(and(eq(matchReservations.userId, userId), eq(matchReservations.matchId, id))),
      db()
        .select({ id: matchCollections.matchId })
        .from(matchCollections)
        .where(and(eq(matchCollections.userId, userId), eq(matchCollections.matchId, id))),
    ]);
    return !!(b || f);
  }
  const [t] = await db().select({ id: teams.id }).from(teams).where(eq(teams.id, id));
  return !!t;
}

/**
 * What is sent for one anchor (`live`), match or team (`goals`, `final`). A team set here joins
 * the user's alert list. Fields left out keep their value.
 */
export async function setAlert(
  userId: number,
  input: { kind: AlertKind; id: number; goals?: boolean; final?: boolean; live?: boolean },
): Promise<void> {
  if (!(await mayAlert(userId, input.kind, input.id))) throw new AppError('alertTargetNotFound');
  if (input.kind === 'team') {
    const [{ n }] = await db()
      .select({ n: count() })
      .from(alertTargets)
      .where(
        and(
          eq(alertTargets.userId, userId),
          eq(alertTargets.kind, 'team'),
          sql`${alertTargets.targetId} <> ${input.id}`,
        ),
      );
    if (Number(n) >= ALERT_TEAMS_MAX)
      throw new AppError('alertTeamsFull', { max: ALERT_TEAMS_MAX });
  }
  const set = {
    ...(input.goals === undefined ? {} : { goals: input.goals }),
    ...(input.final === undefined ? {} : { final: input.final }),
    ...(input.live === undefined ? {} : { live: input.live }),
  };
  const insert = db()
    .insert(alertTargets)
    .values({ userId, kind: input.kind, targetId: input.id, ...set });
  await (Object.keys(set).length
    ? insert.onConflictDoUpdate({
        target: [alertTargets.userId, alertTargets.kind, alertTargets.targetId],
        set,
      })
    : insert.onConflictDoNothing());
}

/** Takes a team off the user's alert list. */
export async function removeTeam(userId: number, teamId: number): Promise<void> {
  await db()
    .delete(alertTargets)
    .where(
      and(
        eq(alertTargets.userId, userId),
        eq(alertTargets.kind, 'team'),
        eq(alertTargets.targetId, teamId),
      ),
    );
}

/** Teams whose name (in any language) contains the keyword, for the alert list. */
export async function searchTeams(
  userId: number,
  keyword: string,
  lang: Locale,
): Promise<TeamSearchResult> {
  const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db()
    .select({
      id: teams.id,
      sport: teams.sport,
      nameZh: teams.nameZh,
      nameEn: teams.nameEn,
      nameVi: teams.nameVi,
    })
    .from(teams)
    .where(or(ilike(teams.nameZh, like), ilike(teams.nameEn, like), ilike(teams.nameVi, like)))
    .orderBy(asc(teams.nameEn))
    .limit(TEAM_RESULTS_MAX);
  const listed = rows.length
    ? new Set(
        (
          await db()
            .select({ id: alertTargets.targetId })
            .from(alertTargets)
            .where(
              and(
                eq(alertTargets.userId, userId),
                eq(alertTargets.kind, 'team'),
                inArray(
                  alertTargets.targetId,
                  rows.map((r) => r.id),
                ),
              ),
            )
        ).map((r) => r.id),
      )
    : new Set<number>();
  return {
    list: rows.map((r) => ({
      id: r.id,
      name: teamName(r, lang),
      sport: r.sport,
      listed: listed.has(r.id),
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// Delivery

/** The minute of the day at `now` in `zone`. */
function minuteIn(zone: string, now: Date): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const h = Number(parts.find((p) => p.type === 'hour')?.value ?? 0);
  const m = Number(parts.find((p) => p.type === 'minute')?.value ?? 0);
  return h * 60 + m;
}

/** Whether `now` is inside the quiet hours [start, end) in `zone` (they may span midnight). */
export function isQuiet(
  q: { quietStart: number | null; quietEnd: number | null; timeZone: string } | undefined,
  now: Date = new Date(),
): boolean {
  if (!q || q.quietStart === null || q.quietEnd === null || q.quietStart === q.quietEnd)
    return false;
  const m = minuteIn(normalizeZone(q.timeZone) ?? 'UTC', now);
  return q.quietStart < q.quietEnd
    ? m >= q.quietStart && m < q.quietEnd
    : m >= q.quietStart || m < q.quietEnd;
}

/**
 * Queues the message for every subscription of these users who are not in their quiet hours.
 * Call after the commit of what it reports, never inside a transaction. Never throws: what it
 * reports stands; a lost notification is only a notification. Answers how many were queued.
 */
export async function pushToUsers(
  userIds: readonly number[],
  message: PushMessage,
  opts: { tag: string; ttlSeconds: number; urgency?: 'normal' | 'high' },
): Promise<number> {
  const ids = [...new Set(userIds)];
  if (!ids.length || !vapid()) return 0;
  try {
    const subs = await db()
      .select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId })
      .from(pushSubscriptions)
      .where(inArray(pushSubscriptions.userId, ids));
    if (!subs.length) return 0;
    const quiet = new Map(
      (
        await db()
          .select()
          .from(pushSettings)
          .where(
            inArray(
              pushSettings.userId,
              subs.map((s) => s.userId),
            ),
          )
      ).map((q) => [q.userId, q]),
    );
    const now = new Date();
    let queued = 0;
    for (const s of subs) {
      if (isQuiet(quiet.get(s.userId), now)) continue;
      await enqueue(
        pushDeliverJob,
        {
          subscriptionId: s.id,
          message,
          tag: opts.tag,
          ttlSeconds: opts.ttlSeconds,
          urgency: opts.urgency,
        },
        { singletonKey: `${opts.tag}:${s.id}` },
      );
      queued++;
    }
    return queued;
  } catch (err) {
    log().warn({ err, tag: opts.tag }, 'could not queue push notifications');
    return 0;
  }
}

/** Of these followers of the anchor, those who did not turn its go-live alerts off. */
export async function anchorAudience(
  anchorId: number,
  userIds: readonly number[],
): Promise<number[]> {
  if (!userIds.length) return [];
  const off = new Set(
    (
      await db()
        .select({ userId: alertTargets.userId })
        .from(alertTargets)
        .where(
          and(
            eq(alertTargets.kind, 'anchor'),
            eq(alertTargets.targetId, anchorId),
            eq(alertTargets.live, false),
          ),
        )
    ).map((r) => r.userId),
  );
  return userIds.filter((id) => !off.has(id));
}

/**
 * Who gets a match's goal or final whistle: those who booked it or made it a favourite (unless
 * they turned that off for the match), those with either team on their alert list (with that
 * alert on), and the followers of either team (docs/product.md §2 "Teams, players and
 * discussion"; a follower's alert-list row for that team, when there is one, says whether). A
 * match setting wins over a team setting.
 */
export async function matchAudience(
  match: { id: number; homeTeamId: number; awayTeamId: number },
  event: 'goals' | 'final',
): Promise<number[]> {
  const [booked, fav, followers, rows] = await Promise.all([
    db()
      .select({ userId: matchReservations.userId })
      .from(matchReservations)
      .where(eq(matchReservations.matchId, match.id)),
    db()
      .select({ userId: matchCollections.userId })
      .from(matchCollections)
      .where(eq(matchCollections.matchId, match.id)),
    db()
      .select({ userId: teamFollows.userId, teamId: teamFollows.teamId })
      .from(teamFollows)
      .where(inArray(teamFollows.teamId, [match.homeTeamId, match.awayTeamId])),
    db()
      .select()
      .from(alertTargets)
      .where(
        or(
          and(eq(alertTargets.kind, 'match'), eq(alertTargets.targetId, match.id)),
          and(
            eq(alertTargets.kind, 'team'),
            inArray(alertTargets.targetId, [match.homeTeamId, match.awayTeamId]),
          ),
        ),
      ),
  ]);
  const matchSetting = new Map(
    rows.filter((r) => r.kind === 'match').map((r) => [r.userId, r[event]] as const),
  );
  const out = new Set<number>();
  for (const { userId } of [...booked, ...fav])
    if (matchSetting.get(userId) ?? true) out.add(userId);
  for (const r of rows)
    if (r.kind === 'team' && r[event] && (matchSetting.get(r.userId) ?? true)) out.add(r.userId);
  const teamSetting = new Map(
    rows.filter((r) => r.kind === 'team').map((r) => [`${r.userId}:${r.targetId}`, r[event]]),
  );
  for (const f of followers)
    if (
      (teamSetting.get(`${f.userId}:${f.teamId}`) ?? true) &&
      (matchSetting.get(f.userId) ?? true)
    )
      out.add(f.userId);
  return [...out];
}
