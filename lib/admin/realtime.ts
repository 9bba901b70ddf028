import 'server-only';
import type { Conn, RealtimeModule } from '@/lib/realtime/module';
import { accountEvents } from './sanctions';

/**
 * Closes a banned user's websockets on every instance at once (docs/architecture.md "Console").
 * A user's connections join `account:<user id>` when they identify as the user (the chat login,
 * the inbox watch); a ban's commit emits `revoked`, this module publishes on the bus, and every
 * instance with members in the topic sends them an error frame and closes them (4003). Their
 * reconnection finds the sessions revoked and the chat login refused.
 */
export const ACCOUNT_CLOSE_CODE = 4003;

export function accountTopic(userId: number): string {
  return `account:${userId}`;
}

export function createAccountModule(): RealtimeModule {
  return {
    name: 'account',
    handlers: {},
    topics: {
      account: (_topic, _message, members: ReadonlySet<Conn>) => {
        for (const m of [...members]) {
          if (m.ws.readyState !== m.ws.OPEN) continue;
          m.ws.send(JSON.stringify({ type: 'account', code: 700, reason: 'revoked' }));
          m.ws.close(ACCOUNT_CLOSE_CODE, 'revoked');
        }
      },
    },
    start: ({ bus }) =>
      accountEvents.on('revoked', async ({ userId }) => {
        await bus.publish(accountTopic(userId), 'revoked');
      }),
  };
}
