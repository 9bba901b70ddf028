import 'server-only';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { AuthUser } from '@/lib/account/auth';
import { recordAudit, type Actor } from '@/lib/admin/audit';
import { requireRole } from '@/lib/admin/roles';
import { banUser, muteUser, warnUser, type SanctionInput } from '@/lib/admin/sanctions';
import { announceDelete } from '@/lib/chat/send';
import { purgeCommentThread, purgePostPages, purgeVideoPages } from '@/lib/content/revalidate';
import { setCommentHidden, type CommentTarget } from '@/lib/content/social';
import { db } from '@/lib/db/client';
import { chatMessages, posts, reports, users, videos } from '@/lib/db/schema';
import { AppError, isAppError } from '@/lib/errors/app-error';
import { translate } from '@/lib/i18n/messages';
import type { Locale } from '@/i18n/locales';
import { excerpt, inboxChanged, notify } from '@/lib/messages';
import { getBus } from '@/lib/realtime/bus';
import type {
  BulkResult,
  HandleReportInput,
  ReportGroup,
  ReportItem,
  ReportListPage,
  reportListInput,
} from './contract';
import {
  REPORT_REASONS,
  REPORT_STATUS,
  type ReportAction,
  type ReportReason,
  type ReportTargetType,
} from './limits';
import { chatRef, commentLinks, findTarget, hiddenKeys } from './targets';

/**
 * Reports (issue 27 "Reports"; docs/product.md §6 "Operators"): users report a post, a comment,
 * a video, a chat message or a user; the console groups the reports by the thing reported, and a
 * moderator hides the thing, warns, mutes or bans its author, or dismisses the reports. Every
 * open report of the thing closes with that outcome, and each reporter hears it in the message
 * centre.
 *
 * One audit row per action: hiding, dismissing and restoring record `report.hide`,
 * `report.dismiss` and `report.restore` here; a warning, mute or ban is the sanction's own row
 * (`user.warn`, `user.mute`, `user.ban`, lib/admin/sanctions.ts) with `source`
 * `report:<type>:<id>`, and closing the reports adds none.
 */

type Tx = Parameters<Parameters<ReturnType<typeof db>['transaction']>[0]>[0];

// --- a user's report ---------------------------------------------------------------------------

/**
 * Report/create: the thing must exist and be visible, and not be the caller's own (nor the
 * caller). A second report of the same thing while the first is open changes nothing.
 */
export async function createReport(
  user: Pick<AuthUser, 'id'>,
  input: { target_type: ReportTargetType; target_id: string; reason: ReportReason; note: string },
): Promise<{ created: boolean }> {
  const target = await findTarget(db(), input.target_type, input.target_id);
  if (!target) throw new AppError('reportTargetNotFound');
  if (target.ownerId === user.id) throw new AppError('cannotReportOwn');
  const rows = await db()
    .insert(reports)
    .values({
      reporterId: user.id,
      targetType: input.target_type,
      targetId: input.target_id,
      targetOwnerId: target.ownerId,
      reason: input.reason,
      note: input.note,
      snapshot: target.snapshot,
    })
    .onConflictDoNothing()
    .returning({ id: reports.id });
  return { created: rows.length > 0 };
}

// --- the console: the grouped queue -------------------------------------------------------------

const key = (type: string, id: string) => `${type}:${id}`;
const iso = (d: unknown) => new Date(d as string).toISOString();

/** How many things have open reports (the console's menu badge). */
export async function openReportTargets(): Promise<number> {
  const [{ n }] = await db()
    .select({
      n: sql<number>`count(distinct ${reports.targetType} || ':' || ${reports.targetId})::int`,
    })
    .from(reports)
    .where(eq(reports.status, REPORT_STATUS.open));
  return Number(n);
}

/** admin/reportList: one row per reported thing, with its reports of the status asked for. */
export async function listReports(
  reader: Actor['user'],
  input: z.infer<typeof reportListInput>,
): Promise<ReportListPage> {
  requireRole(reader, 'moderator');
  const conds: SQL[] = [eq(reports.status, input.status)];
  if (input.type) conds.push(eq(reports.targetType, input.type));
  const n = sql<number>`count(*)::int`;
  const lastAt = sql`max(${reports.createdAt})`;
  const byReason = Object.fromEntries(
    REPORT_REASONS.map((r) => [
      r,
      sql<number>`(count(*) filter (where ${reports.reason} = ${r}))::int`,
    ]),
  ) as Record<ReportReason, SQL<number>>;
  const grouped = db()
    .select({
      targetType: reports.targetType,
      targetId: reports.targetId,
      n: n.as('n'),
      firstAt: sql<string>`min(${reports.createdAt})`.as('first_at'),
      lastAt: sql<string>`${lastAt}`.as('last_at'),
      ownerId: sql<number | null>`max(${reports.targetOwnerId})`.as('owner_id'),
      snapshot: sql<string>`(array_agg(${reports.snapshot} order by ${reports.id} desc))[1]`.as(
        'snapshot',
      ),
      outcome: sql<
        string | null
      >`(array_agg(${reports.outcome} order by ${reports.id} desc))[1]`.as('outcome'),
      ...Object.fromEntries(REPORT_REASONS.map((r) => [`r_${r}`, byReason[r].as(`r_${r}`)])),
    })
    .from(reports)
    .where(and(...conds))
    .groupBy(reports.targetType, reports.targetId)
    .having(input.reason ? sql`${byReason[input.reason]} > 0` : undefined)
    .as('g');
  const dir = input.sort.startsWith('-') ? desc : asc;
  const order = input.sort.endsWith('count')
    ? [dir(grouped.n), dir(grouped.lastAt)]
    : [dir(grouped.lastAt)];
  const [rows, [{ total }]] = await Promise.all([
    db()
      .select()
      .from(grouped)
      .orderBy(...order, asc(grouped.targetType), asc(grouped.targetId))
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
    db().select({ total: count() }).from(grouped),
  ]);
  const r = rows as unknown as Array<Record<string, unknown>>;
  const targets = r.map((x) => ({
    type: x.targetType as ReportTargetType,
    id: String(x.targetId),
  }));
  const ownerIds = [
    ...new Set(
      r
        .map((x) => x.ownerId)
        .filter((v) => v !== null)
        .map(Number),
    ),
  ];
  const [hidden, links, owners] = await Promise.all([
    hiddenKeys(db(), targets),
    commentLinks(
      db(),
      targets.filter((t) => t.type === 'comment').map((t) => Number(t.id)),
    ),
    ownerIds.length
      ? db()
          .select({ id: users.id, nickname: users.nickname })
          .from(users)
          .where(inArray(users.id, ownerIds))
      : Promise.resolve([]),
  ]);
  const names = new Map(owners.map((o) => [o.id, o.nickname]));
  return {
    list: r.map((x): ReportGroup => {
      const type = x.targetType as ReportTargetType;
      const id = String(x.targetId);
      const ownerId = x.ownerId === null ? null : Number(x.ownerId);
      return {
        target_type: type,
        target_id: id,
        owner_id: ownerId,
        owner_nickname: ownerId === null ? '' : (names.get(ownerId) ?? ''),
        snapshot: typeof x.snapshot === 'string' ? x.snapshot : '',
        link: linkOf(type, id, links),
        count: Number(x.n),
        reasons: Object.fromEntries(
          REPORT_REASONS.map((reason) => [reason, Number(x[`r_${reason}`] ?? 0)]),
        ) as ReportGroup['reasons'],
        first_at: iso(x.firstAt),
        last_at: iso(x.lastAt),
        status: input.status,
        outcome: (x.outcome as ReportAction | null) ?? null,
        hidden: hidden.has(key(type, id)),
      };
    }),
    total: Number(total),
    page: input.page,
    limit: input.limit,
  };
}

function linkOf(type: ReportTargetType, id: string, comments: Map<number, string>): string | null {
  switch (type) {
    case 'post':
      return `/circle-detail?id=${id}`;
    case 'video':
      return `/video-player?id=${id}`;
    case 'comment':
      return comments.get(Number(id)) ?? null;
    case 'chat': {
      const ref = chatRef(id);
      return ref ? `/live?id=${ref.roomId}` : null;
    }
    case 'user':
      return null;
  }
}

/** admin/reportDetail: every report of one thing, newest first. */
export async function reportDetail(
  reader: Actor['user'],
  type: ReportTargetType,
  id: string,
): Promise<{ list: ReportItem[] }> {
  requireRole(reader, 'moderator');
  const reporter = alias(users, 'reporter');
  const handler = alias(users, 'handler');
  const rows = await db()
    .select({ r: reports, reporter: reporter.nickname, handler: handler.nickname })
    .from(reports)
    .leftJoin(reporter, eq(reporter.id, reports.reporterId))
    .leftJoin(handler, eq(handler.id, reports.handledBy))
    .where(and(eq(reports.targetType, type), eq(reports.targetId, id)))
    .orderBy(desc(reports.id))
    .limit(200);
  return {
    list: rows.map(({ r, reporter: rn, handler: hn }) => ({
      id: r.id,
      reporter_id: r.reporterId,
      reporter_nickname: rn ?? '',
      reason: r.reason as ReportReason,
      note: r.note,
      status: r.status,
      outcome: (r.outcome as ReportAction | null) ?? null,
      handled_by_nickname: r.handledBy === null ? null : (hn ?? ''),
      handled_at: r.handledAt ? r.handledAt.toISOString() : null,
      created_at: r.createdAt.toISOString(),
    })),
  };
}

// --- the console: actions -------------------------------------------------------------------------

type Open = { id: number; reporterId: number; ownerId: number | null; snapshot: string };

/** The thing's open reports, locked; none → reportNotOpen. */
async function lockOpen(tx: Tx, type: ReportTargetType, id: string): Promise<Open[]> {
  const rows = await tx
    .select({
      id: reports.id,
      reporterId: reports.reporterId,
      ownerId: reports.targetOwnerId,
      snapshot: reports.snapshot,
    })
    .from(reports)
    .where(
      and(
        eq(reports.targetType, type),
        eq(reports.targetId, id),
        eq(reports.status, REPORT_STATUS.open),
      ),
    )
    .orderBy(asc(reports.id))
    .for('update');
  if (!rows.length) throw new AppError('reportNotOpen');
  return rows;
}

/** Closes the reports with `outcome` and tells each reporter. Answers who was told. */
async function closeReports(
  tx: Tx,
  actor: Actor,
  open: Open[],
  type: ReportTargetType,
  outcome: ReportAction,
): Promise<number[]> {
  await tx
    .update(reports)
    .set({
      status: outcome === 'dismiss' ? REPORT_STATUS.dismissed : REPORT_STATUS.actioned,
      outcome,
      handledBy: actor.user.id,
      handledAt: new Date(),
    })
    .where(
      inArray(
        reports.id,
        open.map((o) => o.id),
      ),
    );
  for (const o of open)
    await notify(tx, {
      userId: o.reporterId,
      kind: 'report',
      data: { target_type: type, outcome, excerpt: excerpt(o.snapshot) },
      key: `report:${o.id}`,
    });
  return open.map((o) => o.reporterId);
}

/**
 * The pages showing a hidden or restored comment: a post's or video's pages with their lists (the
 * counts there move), an article's page; a match's discussion is kept for a second only.
 */
function purgeCommentPages(where: { target: CommentTarget; targetId: number }): Promise<void> {
  if (where.target === 'post') return purgePostPages(where.targetId);
  if (where.target === 'video') return purgeVideoPages(where.targetId);
  return purgeCommentThread(where.target, where.targetId);
}

/** Hides the thing for everyone; answers what to purge or announce after the commit. */
async function hideTarget(
  tx: Tx,
  actor: Actor,
  type: ReportTargetType,
  id: string,
): Promise<() => Promise<unknown>> {
  const now = new Date();
  const by = actor.user.id;
  switch (type) {
    case 'post': {
      const done = await tx
        .update(posts)
        .set({ deletedAt: now, hiddenAt: now, hiddenBy: by })
        .where(and(eq(posts.id, Number(id)), sql`${posts.deletedAt} is null`))
        .returning({ id: posts.id });
      if (!done.length) throw new AppError('reportTargetNotFound');
      return () => purgePostPages(Number(id));
    }
    case 'comment': {
      const where = await setCommentHidden(tx, Number(id), by);
      if (!where) throw new AppError('reportTargetNotFound');
      return () => purgeCommentPages(where);
    }
    case 'video': {
      const done = await tx
        .update(videos)
        .set({ status: 'hidden', hiddenAt: now, hiddenBy: by, updatedAt: now })
        .where(and(eq(videos.id, Number(id)), eq(videos.status, 'published')))
        .returning({ id: videos.id });
      if (!done.length) throw new AppError('reportTargetNotFound');
      return () => purgeVideoPages(Number(id));
    }
    case 'chat': {
      // The chat's own delete (lib/chat/moderate.ts deleteChat): the row is deleted, and after the
      // commit every open room drops it (announceDelete).
      const ref = chatRef(id);
      if (!ref) throw new AppError('reportTargetNotFound');
      const done = await tx
        .update(chatMessages)
        .set({ deletedAt: now, deletedBy: by })
        .where(
          and(
            eq(chatMessages.roomId, ref.roomId),
            eq(chatMessages.seq, ref.seq),
            sql`${chatMessages.deletedAt} is null`,
          ),
        )
        .returning({ seq: chatMessages.seq });
      if (!done.length) throw new AppError('reportTargetNotFound');
      return () => announceDelete(getBus(), ref.roomId, { sequences: [ref.seq] });
    }
    case 'user':
      throw new AppError('reportActionInvalid');
  }
}

/**
 * admin/handleReport: applies `action` to the thing and closes every open report of it. Hide and
 * dismiss record one audit row here; warn, mute and ban are the sanction's one row.
 */
export async function handleReport(
  actor: Actor,
  input: Pick<HandleReportInput, 'target_type' | 'target_id' | 'action' | 'hours' | 'reason'>,
): Promise<{ action: ReportAction; closed: number }> {
  requireRole(actor.user, 'moderator');
  const { target_type: type, target_id: id, action } = input;
  if (action === 'hide' || action === 'dismiss') {
    let after: (() => Promise<unknown>) | null = null;
    const told = await db().transaction(async (tx) => {
      const open = await lockOpen(tx, type, id);
      if (action === 'hide') after = await hideTarget(tx, actor, type, id);
      const reporters = await closeReports(tx, actor, open, type, action);
      await recordAudit(tx, actor, {
        action: `report.${action}`,
        targetType: type,
        targetId: id,
        before: { open_reports: open.length },
        after: { outcome: action, reason: input.reason, reports: open.map((o) => o.id) },
      });
      return reporters;
    });
    if (after) await (after as () => Promise<unknown>)();
    await inboxChanged(told);
    return { action, closed: told.length };
  }
  // A sanction of the author: its transaction writes its one audit row and closes the reports.
  const [first] = await db()
    .select({ ownerId: reports.targetOwnerId })
    .from(reports)
    .where(
      and(
        eq(reports.targetType, type),
        eq(reports.targetId, id),
        eq(reports.status, REPORT_STATUS.open),
      ),
    )
    .limit(1);
  if (!first) throw new AppError('reportNotOpen');
  if (first.ownerId === null) throw new AppError('reportActionInvalid');
  const sanction = {
    userId: first.ownerId,
    reason: input.reason,
    source: `report:${type}:${id}`,
  };
  // The reports close in the sanction's own transaction: both happen, or neither.
  let told: number[] = [];
  const within = async (tx: Parameters<NonNullable<SanctionInput['within']>>[0]) => {
    const open = await tx
      .select({
        id: reports.id,
        reporterId: reports.reporterId,
        ownerId: reports.targetOwnerId,
        snapshot: reports.snapshot,
      })
      .from(reports)
      .where(
        and(
          eq(reports.targetType, type),
          eq(reports.targetId, id),
          eq(reports.status, REPORT_STATUS.open),
        ),
      )
      .for('update');
    // Another moderator closed them meanwhile: this sanction rolls back rather than doubling up.
    if (!open.length) throw new AppError('reportNotOpen');
    told = await closeReports(tx, actor, open, type, action);
  };
  if (action === 'warn') await warnUser(actor, { ...sanction, within });
  else if (action === 'mute')
    await muteUser(actor, { ...sanction, hours: input.hours ?? 0, within });
  else await banUser(actor, { ...sanction, hours: input.hours ?? 0, within });
  await inboxChanged(told);
  return { action, closed: told.length };
}

/** admin/handleReports: hide or dismiss several things, each its own action; per-item results. */
export async function handleReports(
  actor: Actor,
  lang: Locale,
  input: {
    targets: { target_type: ReportTargetType; target_id: string }[];
    action: 'hide' | 'dismiss';
    reason: string;
  },
): Promise<{ results: BulkResult[] }> {
  requireRole(actor.user, 'moderator');
  const results: BulkResult[] = [];
  const seen = new Set<string>();
  for (const t of input.targets) {
    const k = key(t.target_type, t.target_id);
    if (seen.has(k)) continue;
    seen.add(k);
    try {
      await handleReport(actor, { ...t, action: input.action, reason: input.reason });
      results.push({ ...t, ok: true, error: null, msg: null });
    } catch (err) {
      if (!isAppError(err)) throw err;
      results.push({
        ...t,
        ok: false,
        error: err.key,
        msg: translate(lang, `api.errors.${err.key}`, err.values),
      });
    }
  }
  return { results };
}

/** admin/restoreContent: undoes a hide (a post, a comment or a video). One audit row. */
export async function restoreContent(
  actor: Actor,
  type: ReportTargetType,
  id: string,
): Promise<void> {
  requireRole(actor.user, 'moderator');
  let after: () => Promise<unknown> = async () => {};
  await db().transaction(async (tx) => {
    const n = Number(id);
    let before: unknown = null;
    if (type === 'post') {
      const [p] = await tx
        .update(posts)
        .set({ deletedAt: null, hiddenAt: null, hiddenBy: null })
        .where(and(eq(posts.id, n), sql`${posts.hiddenAt} is not null`))
        .returning({ id: posts.id });
      if (!p) throw new AppError('contentNotHidden');
      after = () => purgePostPages(n);
      before = { hidden: true };
    } else if (type === 'comment') {
      const where = await setCommentHidden(tx, n, null);
      if (!where) throw new AppError('contentNotHidden');
      after = () => purgeCommentPages(where);
      before = { hidden: true };
    } else if (type === 'video') {
      const [v] = await tx
        .update(videos)
        .set({ status: 'published', hiddenAt: null, hiddenBy: null, updatedAt: new Date() })
        .where(and(eq(videos.id, n), eq(videos.status, 'hidden')))
        .returning({ id: videos.id });
      if (!v) throw new AppError('contentNotHidden');
      after = () => purgeVideoPages(n);
      before = { hidden: true };
    } else {
      // A deleted chat message is gone from open rooms; a user has nothing hidden.
      throw new AppError('contentNotHidden');
    }
    await recordAudit(tx, actor, {
      action: 'report.restore',
      targetType: type,
      targetId: id,
      before,
      after: { hidden: false },
    });
  });
  await after();
}
