/**
 * The Redis bus renews its subscriptions after a reconnection, and a renewal that never gets its
 * answer is not an unhandled rejection. ioredis' own autoResubscribe leaves that promise
 * unhandled: closing the bus (a shutdown) just after Redis came back rejected it with "Connection
 * is closed.", which failed lib/chat/send-outage.test.ts in CI. Between the bus and the run's
 * Redis sits a TCP proxy of this test's own that cuts or holds a connection exactly when it
 * carries a SUBSCRIBE, so each case is certain rather than a race.
 */
import crypto from 'node:crypto';
import net from 'node:net';
import { describeRedis, redisUrl } from '@/test/redis';
import { createRedisBus, type Bus } from './bus';
import { waitFor } from './test-helpers';

/**
 * A proxy to `target` that can drop every connection; the next `cutSubscribes` connections that
 * send a SUBSCRIBE are cut there, the next `holdSubscribes` ones hang there (nothing more is
 * passed on) until the client quits.
 */
async function proxy(target: URL) {
  const pairs = new Set<[net.Socket, net.Socket]>();
  const state = { cutSubscribes: 0, cut: 0, holdSubscribes: 0, held: 0 };
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    const pair: [net.Socket, net.Socket] = [client, upstream];
    pairs.add(pair);
    const drop = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    let holding = false;
    client.on('data', (chunk) => {
      const text = chunk.toString('latin1');
      if (holding) {
        if (/quit/i.test(text)) drop();
        return;
      }
      if (state.cutSubscribes > 0 && /subscribe/i.test(text)) {
        state.cutSubscribes -= 1;
        state.cut += 1;
        drop();
        return;
      }
      if (state.holdSubscribes > 0 && /subscribe/i.test(text)) {
        state.holdSubscribes -= 1;
        state.held += 1;
        holding = true;
        return;
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk) => client.write(chunk));
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    state,
    dropAll() {
      for (const [a, b] of [...pairs]) {
        a.destroy();
        b.destroy();
      }
      pairs.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const [a, b] of pairs) {
          a.destroy();
          b.destroy();
        }
        server.close(() => resolve());
      }),
  };
}

describeRedis('the Redis bus after a reconnection', () => {
  const prefix = `test-resub-${crypto.randomBytes(6).toString('hex')}:`;
  let p: Awaited<ReturnType<typeof proxy>>;
  let bus: Bus;
  let direct: Bus;
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);

  beforeAll(async () => {
    p = await proxy(new URL(redisUrl));
    process.on('unhandledRejection', onUnhandled);
  });

  afterAll(async () => {
    process.off('unhandledRejection', onUnhandled);
    await Promise.all([bus?.close().catch(() => undefined), direct?.close()]);
    await p?.close();
  });

  it('renews its subscriptions, and a SUBSCRIBE cut off on the way is retried, not unhandled', async () => {
    bus = createRedisBus(p.url, { prefix });
    direct = createRedisBus(redisUrl, { prefix });
    const got: string[] = [];
    await bus.subscribe('room', (m) => got.push(m));
    await direct.publish('room', 'before');
    await waitFor(() => got.includes('before'), 5000, 'the first message');

    // Every connection drops; the next two SUBSCRIBEs are cut off as they are sent.
    p.state.cutSubscribes = 2;
    p.dropAll();
    // Fan-out resumes by itself once a SUBSCRIBE gets through.
    let n = 0;
    const deadline = Date.now() + 15_000;
    while (!got.some((m) => m.startsWith('after ')) && Date.now() < deadline) {
      await direct.publish('room', `after ${n++}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(p.state.cut).toBe(2);
    expect(got.some((m) => m.startsWith('after '))).toBe(true);
    // Give a stray rejection of the cut-off SUBSCRIBEs its turn to surface.
    await new Promise((r) => setTimeout(r, 100));
    expect(unhandled).toEqual([]);
  }, 30_000);

  it('closes while a renewal waits for its answer without an unhandled rejection', async () => {
    p.state.holdSubscribes = 1;
    p.dropAll();
    await waitFor(() => p.state.held === 1, 10_000, 'the renewal on its way');
    await bus.close().catch(() => undefined);
    await new Promise((r) => setTimeout(r, 100));
    expect(unhandled).toEqual([]);
  }, 30_000);
});
