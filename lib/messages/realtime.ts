import 'server-only';
import { unsealData } from 'iron-session';
import { authenticate } from '@/lib/account/auth';
import type { SessionData } from '@/lib/bff/session-cookie';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import type { Conn, RealtimeModule } from '@/lib/realtime/module';
import { inboxEvents, unreadCount } from './index';

/**
 * The message centre's live unread count on the websocket (issue 25; docs/realtime.md "Inbox").
 * A page of a logged-in user sends `inbox.watch`; the user is the one of the site's session
 * cookie that the upgrade request carried (never a claim of the frame). The connection joins
 * `inbox:<user id>` and gets `{type: 'inbox', unread}` at once and whenever the count changes:
 * a domain's commit calls `inboxChanged` (lib/messages), this module's listener publishes on the
 * bus, and each instance with members in the topic counts once and tells them.
 */

/** The user of a sealed session cookie, or null (none, tampered, expired, logged out). */
async function userOf(session: string | null): Promise<number | null> {
  if (!session) return null;
  try {
    const data = await unsealData<SessionData>(decodeURIComponent(session), {
      password: env().SESSION_SECRET,
    });
    const user = await authenticate(data.token);
    return user?.id ?? null;
  } catch {
    return null;
  }
}

function frame(unread: number): string {
  return JSON.stringify({ type: 'inbox', code: 0, unread });
}

export function createInboxModule(): RealtimeModule {
  return {
    name: 'inbox',
    handlers: {
      'inbox.watch': async ({ conn, send, join }) => {
        const userId = await userOf(conn.session);
        if (userId === null) {
          send({ type: 'inbox', code: 700 });
          return;
        }
        await join(`inbox:${userId}`);
        // A ban closes the connection at once (lib/admin/realtime.ts); an instance without
        // that module (a test's) has no such topic.
        await join(`account:${userId}`).catch(() => undefined);
        send({ type: 'inbox', code: 0, unread: await unreadCount(userId) });
      },
    },
    topics: {
      inbox: (topic, _message, members: ReadonlySet<Conn>, sendRaw) => {
        const userId = Number(topic.slice('inbox:'.length));
        if (!Number.isSafeInteger(userId)) return;
        unreadCount(userId)
          .then((n) => {
            const data = frame(n);
            for (const m of members) sendRaw(m, data);
          })
          .catch((err: unknown) => log().warn({ err, userId }, 'could not count unread messages'));
      },
    },
    start: ({ bus }) =>
      inboxEvents.on('changed', async ({ userIds }) => {
        for (const id of userIds) await bus.publish(`inbox:${id}`, '1');
      }),
  };
}
