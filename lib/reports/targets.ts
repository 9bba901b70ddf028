import 'server-only';
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { chatMessages, comments, posts, users, videos } from '@/lib/db/schema';
import { localised } from '@/lib/video/queries';
import { CHAT_TARGET_ID, REPORT_SNAPSHOT_MAX, type ReportTargetType } from './limits';

/**
 * The things a report points at (issue 27 "Reports"): whether one exists and is visible, who
 * wrote it, what it says (the snapshot a moderator sees), and where it is on the site.
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Handle = Db | Tx;

export type TargetRow = { ownerId: number | null; snapshot: string; link: string | null };

const clip = (s: string) => {
  const c = [...s.replace(/\s+/g, ' ').trim()];
  return c.length > REPORT_SNAPSHOT_MAX
    ? `${c.slice(0, REPORT_SNAPSHOT_MAX).join('')}…`
    : c.join('');
};

/** A chat message's id `<room id>-<seq>`, read. */
export function chatRef(id: string): { roomId: number; seq: number } | null {
  const m = CHAT_TARGET_ID.exec(id);
  return m ? { roomId: Number(m[1]), seq: Number(m[2]) } : null;
}

/** The page of a comment's thread (a match's: its discussion tab). */
export function commentLink(target: string, targetId: number): string {
  if (target === 'post') return `/circle-detail?id=${targetId}`;
  if (target === 'article') return `/news/${targetId}`;
  if (target === 'match') return `/score-detail?id=${targetId}&tab=discussion`;
  return `/video-player?id=${targetId}`;
}

/** The visible thing `type`/`id` names, or null (missing, deleted, hidden, not a user's text). */
export async function findTarget(
  d: Handle,
  type: ReportTargetType,
  id: string,
): Promise<TargetRow | null> {
  if (type === 'chat') {
    const ref = chatRef(id);
    if (!ref) return null;
    const [m] = await d
      .select()
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.roomId, ref.roomId),
          eq(chatMessages.seq, ref.seq),
          isNull(chatMessages.deletedAt),
          eq(chatMessages.hidden, false),
          eq(chatMessages.type, 'text'),
        ),
      );
    if (!m) return null;
    const text = (m.payload as { text?: unknown }).text;
    return {
      ownerId: m.userId,
      snapshot: clip(`${m.nick}: ${typeof text === 'string' ? text : ''}`),
      link: `/live?id=${m.roomId}`,
    };
  }
  const n = Number(id);
  if (!Number.isSafeInteger(n) || n < 1) return null;
  if (type === 'post') {
    const [p] = await d
      .select({ ownerId: posts.userId, content: posts.content })
      .from(posts)
      .where(and(eq(posts.id, n), isNull(posts.deletedAt)));
    return p
      ? { ownerId: p.ownerId, snapshot: clip(p.content), link: `/circle-detail?id=${n}` }
      : null;
  }
  if (type === 'comment') {
    const [c] = await d
      .select({
        ownerId: comments.userId,
        content: comments.content,
        target: comments.target,
        targetId: comments.targetId,
      })
      .from(comments)
      .where(and(eq(comments.id, n), isNull(comments.deletedAt)));
    return c
      ? { ownerId: c.ownerId, snapshot: clip(c.content), link: commentLink(c.target, c.targetId) }
      : null;
  }
  if (type === 'video') {
    const [v] = await d
      .select()
      .from(videos)
      .where(and(eq(videos.id, n), eq(videos.status, 'published')));
    return v
      ? {
          ownerId: v.authorId,
          snapshot: clip(localised(v, 'title', 'zh')),
          link: `/video-player?id=${n}`,
        }
      : null;
  }
  const [u] = await d.select({ nickname: users.nickname }).from(users).where(eq(users.id, n));
  return u ? { ownerId: n, snapshot: clip(u.nickname), link: null } : null;
}

/** Of these targets, the ones hidden by a moderator now. Keys are `<type>:<id>`. */
export async function hiddenKeys(
  d: Handle,
  targets: readonly { type: ReportTargetType; id: string }[],
): Promise<Set<string>> {
  const ids = (type: ReportTargetType) =>
    targets
      .filter((t) => t.type === type)
      .map((t) => Number(t.id))
      .filter(Number.isSafeInteger);
  const out = new Set<string>();
  const [p, c, v] = [ids('post'), ids('comment'), ids('video')];
  if (p.length)
    for (const r of await d
      .select({ id: posts.id })
      .from(posts)
      .where(and(inArray(posts.id, p), isNotNull(posts.hiddenAt))))
      out.add(`post:${r.id}`);
  if (c.length)
    for (const r of await d
      .select({ id: comments.id })
      .from(comments)
      .where(and(inArray(comments.id, c), isNotNull(comments.hiddenAt))))
      out.add(`comment:${r.id}`);
  if (v.length)
    for (const r of await d
      .select({ id: videos.id })
      .from(videos)
      .where(and(inArray(videos.id, v), eq(videos.status, 'hidden'))))
      out.add(`video:${r.id}`);
  return out;
}

/** Where each comment is (its post's or video's page), for the console's links. */
export async function commentLinks(
  d: Handle,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await d
    .select({ id: comments.id, target: comments.target, targetId: comments.targetId })
    .from(comments)
    .where(inArray(comments.id, [...ids]));
  return new Map(rows.map((r) => [r.id, commentLink(r.target, r.targetId)]));
}
