import 'server-only';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Locale } from '@/i18n/locales';
import type { Db } from '@/lib/db/client';
import { db } from '@/lib/db/client';
import { anchorFollows, messages, users } from '@/lib/db/schema';
import { createEvents } from '@/lib/events';
import { translate } from '@/lib/i18n/messages';
import { log } from '@/lib/log';
import type { MessageData, MessageItem, MessageKind, MessagePage } from './contract';

/**
 * The message centre (issue 25; docs/architecture.md "Message centre"). Domains write a message
 * in the transaction of what it reports (a review's verdict, a reply), so a message exists exactly
 * when its cause does; `key` makes it once per user. Messages are stored as kind and data and
 * written out in the reader's language when read. This module imports no other domain: it is the
 * sink the others write to.
 */

type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Told after a commit that changed users' unread counts; the websocket's inbox module
 * (lib/messages/realtime.ts) listens where a socket server runs and pushes the new counts.
 */
export const inboxEvents = createEvents<{ changed: { userIds: number[] } }>('inbox');

/**
 * Call after the commit that wrote or read messages of these users. Never throws: the messages
 * stand; an open page that misses the push shows the count at its next load. A process without a
 * socket server (a script, an API test) has nobody to tell.
 */
export async function inboxChanged(userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0 || inboxEvents.listenerCount('changed') === 0) return;
  try {
    await inboxEvents.emit('changed', { userIds: [...new Set(userIds)] });
  } catch (err) {
    log().warn({ err }, 'could not push unread counts');
  }
}

/** One message to one user, once per `key` (a second call with the same key adds nothing). */
export async function notify<K extends MessageKind>(
  d: DbOrTx,
  m: { userId: number; kind: K; data: MessageData[K]; key: string },
): Promise<void> {
  await d
    .insert(messages)
    .values({ userId: m.userId, kind: m.kind, data: m.data, key: m.key })
    .onConflictDoNothing();
}

/** One message to several users, once per user and `key`; answers who got it now. */
export async function notifyUsers<K extends MessageKind>(
  d: DbOrTx,
  userIds: readonly number[],
  m: { kind: K; data: MessageData[K]; key: string },
): Promise<number[]> {
  const ids = [...new Set(userIds)];
  if (!ids.length) return [];
  const rows = await d
    .insert(messages)
    .values(ids.map((userId) => ({ userId, kind: m.kind, data: m.data, key: m.key })))
    .onConflictDoNothing()
    .returning({ userId: messages.userId });
  return rows.map((r) => r.userId);
}

/** The anchor's followers are told that a broadcast started, once per broadcast; answers who. */
export async function notifyFollowersLive(
  broadcastId: number,
  data: MessageData['live'],
): Promise<number[]> {
  const rows = await db().execute(sql`
    insert into ${messages} (user_id, kind, data, key)
    select ${anchorFollows.userId}, 'live', ${JSON.stringify(data)}::jsonb, ${`live:${broadcastId}`}
    from ${anchorFollows} where ${anchorFollows.anchorId} = ${data.anchor_id}
    on conflict do nothing
    returning user_id`);
  return rows.rows.map((r) => Number((r as { user_id: unknown }).user_id));
}

export async function unreadCount(userId: number): Promise<number> {
  const [{ n }] = await db()
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.userId, userId), isNull(messages.readAt)));
  return Number(n);
}

/** Push/getList: the user's messages, newest first, in `lang`, with the unread count. */
export async function listMessages(
  userId: number,
  lang: Locale,
  opts: { page: number; limit: number; unread?: boolean },
): Promise<MessagePage> {
  const where = and(eq(messages.userId, userId), opts.unread ? isNull(messages.readAt) : undefined);
  const [rows, [{ n }], unread] = await Promise.all([
    db()
      .select()
      .from(messages)
      .where(where)
      .orderBy(desc(messages.id))
      .limit(opts.limit)
      .offset((opts.page - 1) * opts.limit),
    db().select({ n: count() }).from(messages).where(where),
    unreadCount(userId),
  ]);
  const fromIds = [
    ...new Set(
      rows.flatMap((r) => (r.kind === 'reply' ? [(r.data as MessageData['reply']).from_id] : [])),
    ),
  ];
  const names = new Map(
    fromIds.length
      ? (
          await db()
            .select({ id: users.id, nickname: users.nickname })
            .from(users)
            .where(inArray(users.id, fromIds))
        ).map((u) => [u.id, u.nickname])
      : [],
  );
  return {
    list: rows.map((r) => ({
      id: r.id,
      kind: r.kind as MessageKind,
      ...written(r.kind as MessageKind, r.data, lang, names),
      read: r.readAt !== null,
      created_at: r.createdAt.toISOString(),
    })),
    total: Number(n),
    page: opts.page,
    limit: opts.limit,
    unread,
  };
}

/** Marks one message (or every unread one) read; answers the unread count left. */
export async function markRead(userId: number, id?: number): Promise<number> {
  await db()
    .update(messages)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(messages.userId, userId),
        isNull(messages.readAt),
        id === undefined ? undefined : eq(messages.id, id),
      ),
    );
  await inboxChanged([userId]);
  return unreadCount(userId);
}

/**
 * A message's title, text and link in `lang`: the message centre's list and the Web Push
 * notifications (lib/push) write the same texts. `names` are the nicknames of reply authors.
 */
export function written(
  kind: MessageKind,
  raw: unknown,
  lang: Locale,
  names: ReadonlyMap<number, string> = new Map(),
): Pick<MessageItem, 'title' | 'text' | 'link'> {
  const t = (key: string, values?: Record<string, string | number>) =>
    translate(lang, `api.messages.${key}`, values);
  switch (kind) {
    case 'system': {
      const d = raw as MessageData['system'];
      return {
        title: t(`system.${d.notice}.title`),
        text: t(`system.${d.notice}.text`),
        link: null,
      };
    }
    case 'review': {
      const d = raw as MessageData['review'];
      const verdict = d.passed ? 'passed' : 'failed';
      return {
        title: t(`review.${d.subject}.${verdict}`),
        text: d.passed
          ? t(`review.${d.subject}.passedText`, { detail: d.detail })
          : t('review.reason', { reason: d.reason }),
        link: REVIEW_LINKS[d.subject][verdict],
      };
    }
    case 'live': {
      const d = raw as MessageData['live'];
      return {
        title: t('live.title', { nickname: d.nickname }),
        text: d.title,
        link: `/live?id=${d.room_id}`,
      };
    }
    case 'match': {
      const d = raw as MessageData['match'];
      const values = {
        home: d.home[lang],
        away: d.away[lang],
        homeScore: d.home_score,
        awayScore: d.away_score,
        minute: d.minute,
      };
      return {
        title: t(`match.${d.event}.title`, values),
        text: t(`match.${d.event}.text`, values),
        link: `/score-detail?id=${d.match_id}`,
      };
    }
    case 'team': {
      const d = raw as MessageData['team'];
      const values = {
        team: d.team[lang],
        home: d.home[lang],
        away: d.away[lang],
        homeScore: d.home_score,
        awayScore: d.away_score,
        minutes: d.minutes,
      };
      return {
        title: t(`team.${d.event}.title`, values),
        text: t(`team.${d.event}.text`, values),
        link: `/score-detail?id=${d.match_id}${d.event === 'lineups' ? '&tab=lineups' : ''}`,
      };
    }
    case 'broadcast': {
      const d = raw as MessageData['broadcast'];
      return {
        title: t('broadcast.title', { nickname: d.nickname }),
        text: d.title,
        link: `/live?id=${d.room_id}`,
      };
    }
    case 'moderation': {
      const d = raw as MessageData['moderation'];
      const reason = d.reason ? t('review.reason', { reason: d.reason }) : '';
      const until = d.until ? `${d.until.slice(0, 16).replace('T', ' ')} UTC` : '';
      return {
        title: t(`moderation.${d.event}${d.event === 'muted' && !d.until ? 'Forever' : ''}`, {
          until,
        }),
        text: reason,
        link: null,
      };
    }
    case 'report': {
      const d = raw as MessageData['report'];
      return {
        title: t(`report.${d.outcome}`),
        text: t('report.text', {
          target: t(`report.targets.${d.target_type}`),
          excerpt: d.excerpt,
        }),
        link: null,
      };
    }
    case 'reply': {
      const d = raw as MessageData['reply'];
      const nickname = names.get(d.from_id) ?? t('someone');
      return {
        title: t(`reply.${d.on === 'reply' ? 'reply' : d.target}`, { nickname }),
        text: d.excerpt,
        link: REPLY_LINKS[d.target](d.target_id),
      };
    }
  }
}

/** Where a reply's message leads: the thread's page (a match's: its discussion tab). */
const REPLY_LINKS: Record<MessageData['reply']['target'], (id: number) => string> = {
  post: (id) => `/circle-detail?id=${id}`,
  video: (id) => `/video-player?id=${id}`,
  article: (id) => `/news/${id}`,
  match: (id) => `/score-detail?id=${id}&tab=discussion`,
};

/** Where a review's message leads: the tab that shows what was reviewed. */
const REVIEW_LINKS: Record<
  MessageData['review']['subject'],
  Record<'passed' | 'failed', string | null>
> = {
  anchor_application: { passed: '/member?type=0', failed: '/member?type=7' },
  expert_application: { passed: '/member?type=12', failed: '/member?type=11' },
  horn: { passed: null, failed: '/member?type=5' },
  withdrawal: { passed: '/member?type=5', failed: '/member?type=5' },
};

/** The first characters of a text, for a message's excerpt. */
export function excerpt(text: string, max = 60): string {
  const c = [...text.replace(/\s+/g, ' ').trim()];
  return c.length > max ? `${c.slice(0, max).join('')}…` : c.join('');
}
