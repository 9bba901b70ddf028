/**
 * Issue 29 §3 "Redis restarted", the websocket's side, on a private redis-server this test kills
 * and starts again on the same port (the shared one is never touched):
 * - `chat.send` while Redis is down: the message is stored, so it is acknowledged (code 0), not
 *   answered with an error the sender would retry into a duplicate; once Redis is back the
 *   room's history has it once;
 * - a frame whose handler needs Redis and fails answers the retryable `serviceUnavailable`
 *   error frame (docs/realtime.md "Errors"), never `internal error`.
 * Skipped with a notice without a redis-server (REQUIRE_REDIS=1: a failure).
 */
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { newGuestAccount } from '@/lib/providers/chat/guest';
import { createRedisBus, type Bus } from '@/lib/realtime/bus';
import { answer, startInstance, TestClient, type TestInstance } from '@/lib/realtime/test-helpers';
import { freePort } from '@/scripts/api-instance';
import { createTestApi, type TestApi } from '@/test/api';
import { registerUser } from '@/test/factories';
import { findRedisServer, privateRedis } from '@/test/redis-server';
import { redisRequired } from '@/test/redis-state';
import { createChatModule } from './realtime';

const found = findRedisServer();
const describeWithRedis = found.bin ? describe : describe.skip;
if (!found.bin) {
  if (redisRequired()) throw new Error(`REQUIRE_REDIS is set but ${found.reason}`);
  console.warn(`!! SKIPPED lib/chat/send-outage.test.ts: ${found.reason}`);
}

describeWithRedis('chat while Redis is down', () => {
  let redis: ReturnType<typeof privateRedis>;
  let t: TestApi;
  let bus: Bus;
  let rt: TestInstance;
  let group = '';
  let other = '';
  const clients: TestClient[] = [];

  beforeAll(async () => {
    redis = privateRedis(found.bin!, await freePort());
    await redis.start();
    t = await createTestApi();
    bus = createRedisBus(redis.url, {
      prefix: `test-send-${crypto.randomBytes(4).toString('hex')}:`,
    });
    rt = await startInstance({ bus, modules: [createChatModule({ flushMs: 50 })] });
    const a = await registerUser(t);
    await db().update(users).set({ isAnchor: 1 }).where(eq(users.id, a.user.id));
    const room = await t.call<{ id: number; group_id: string }>('Live/mobileStartRoom', {
      params: {},
      token: a.token,
    });
    group = room.data.group_id;
    const b = await registerUser(t);
    await db().update(users).set({ isAnchor: 1 }).where(eq(users.id, b.user.id));
    const second = await t.call<{ group_id: string }>('Live/mobileStartRoom', {
      params: {},
      token: b.token,
    });
    other = second.data.group_id;
  }, 60_000);

  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await rt?.close();
    await bus?.close().catch(() => undefined);
    await redis?.destroy();
    await t?.cleanup();
  });

  async function viewer(headers?: Record<string, string>): Promise<TestClient> {
    const c = await TestClient.open(rt.url, headers);
    clients.push(c);
    expect(await answer(c, { type: 'chat.login', ...newGuestAccount() })).toMatchObject({
      code: 0,
    });
    expect(await answer(c, { type: 'chat.join', group })).toMatchObject({ code: 0 });
    return c;
  }

  const texts = async (c: TestClient) => {
    const h = await answer(c, { type: 'chat.history', group });
    return (h.messages as { payload: { text?: string } }[]).map((m) => m.payload.text);
  };

  it('acknowledges a message stored while Redis is down, once; a frame that needs Redis answers the retryable frame', async () => {
    const a = await viewer({ cookie: 'NEXT_LOCALE=en' });
    expect(await answer(a, { type: 'chat.send', group, text: 'before the outage' })).toMatchObject({
      code: 0,
    });

    await redis.kill();
    const during = await answer(a, { type: 'chat.send', group, text: 'during the outage' });
    expect(during).toMatchObject({ type: 'chat.send', code: 0 });

    // Joining a room nobody here is in needs its bus channel: the retryable frame, in the
    // connection's language.
    expect(await answer(a, { type: 'chat.join', group: other })).toEqual({
      type: 'error',
      code: 1,
      msg: 'The service is briefly unavailable, please try again in 5 s',
      error: 'serviceUnavailable',
      retry_after: 5,
    });

    await redis.start();
    const b = await viewer();
    const seen = await texts(b);
    expect(seen.filter((x) => x === 'during the outage')).toHaveLength(1);
    expect(seen.filter((x) => x === 'before the outage')).toHaveLength(1);
  }, 60_000);
});
