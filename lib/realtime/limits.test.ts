import { WebSocket as NodeWebSocket } from 'ws';
import { createInProcessBus, type Bus } from './bus';
import { connectScores, type ScoresConnection } from './client';
import { createPushes, type Pushes } from './pushes';
import { addressKey, type RealtimeOptions } from './server';
import { startInstance, TestClient, waitFor, sleep, type TestInstance } from './test-helpers';
import { createTokenBucket } from './token-bucket';

const goal = {
  match_id: 7,
  iszhu: 1 as const,
  match_str: "67'",
  home_team_name_zh: '阿森纳',
  away_team_name_zh: '切尔西',
  home_score: 2,
  away_score: 1,
};
const heartbeat = { type: 'heartbeat' };
const tooManyMessages = { type: 'error', code: 1, msg: 'too many messages' };
const tooManyConnections = { type: 'error', code: 1, msg: 'too many connections' };

let bus: Bus;
let pushes: Pushes;
let instance: TestInstance | undefined;
const clients: TestClient[] = [];

async function start(opts: Omit<RealtimeOptions, 'bus'>): Promise<TestInstance> {
  instance = await startInstance({ bus, ...opts });
  return instance;
}

async function client(headers?: Record<string, string>): Promise<TestClient> {
  const c = await TestClient.open(instance!.url, headers);
  clients.push(c);
  return c;
}

const from = (ip: string) => ({ 'x-client-ip': ip });

beforeEach(() => {
  bus = createInProcessBus();
  pushes = createPushes(bus);
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await instance?.close();
  instance = undefined;
  await bus.close();
});

describe('the token bucket', () => {
  it('allows the burst at once, then one frame per 1/rate seconds, never more than the burst', () => {
    let now = 0;
    const bucket = createTokenBucket(3, 2, () => now);
    expect([1, 2, 3, 4].map(() => bucket.take())).toEqual([true, true, true, false]);
    now += 499;
    expect(bucket.take()).toBe(false);
    now += 1; // 500 ms at 2/s: one token
    expect(bucket.take()).toBe(true);
    expect(bucket.take()).toBe(false);
    now += 60_000; // a long pause refills to the burst, not beyond
    expect([1, 2, 3, 4].map(() => bucket.take())).toEqual([true, true, true, false]);
  });
});

describe('the per-connection message limit', () => {
  it('answers a flood up to the burst, then sends the error frame and closes with 1008; others are unaffected', async () => {
    // One frame per 10 s: the flood is over long before the bucket refills a frame.
    await start({ msgBurst: 10, msgPerSec: 0.1 });
    const other = await client();
    await other.register();
    const flooder = await client();
    for (let i = 0; i < 500; i++) flooder.send(heartbeat);

    const { messages, code, reason } = await flooder.untilClosed();
    expect({ code, reason }).toEqual({ code: 1008, reason: 'rate limit' });
    // The frames within the budget are answered; none after it is handled.
    const last = messages.pop();
    expect(last).toEqual(tooManyMessages);
    expect(messages).toEqual(Array.from({ length: 10 }, () => heartbeat));

    // The other client on the instance still gets its answers and pushes.
    expect(await other.ask(heartbeat)).toEqual(heartbeat);
    await pushes.publishGoal('football', goal);
    expect(await other.drain()).toEqual([
      { type: 'goal', code: 100, sport: 'football', seq: 1, data: goal },
    ]);
    expect(instance!.realtime.clients()).toBe(1);
  });

  it('counts every frame, including those it cannot use', async () => {
    await start({ msgBurst: 4, msgPerSec: 0.1 });
    const c = await client();
    for (let i = 0; i < 20; i++) c.send(i % 2 ? 'garbage' : Buffer.from('{"type":"heartbeat"}'));
    const { messages, code } = await c.untilClosed();
    expect(code).toBe(1008);
    expect(messages.map((m) => m.msg)).toEqual([
      'binary frames are not supported',
      'not JSON',
      'binary frames are not supported',
      'not JSON',
      'too many messages',
    ]);
  });

  it('never closes a client that stays within the rate, though it sends more than the burst', async () => {
    await start({ msgBurst: 10, msgPerSec: 50 });
    const c = await client();
    let sent = 0;
    // About 33 frames a second for a second: three times the burst, under the rate.
    const beat = setInterval(() => {
      c.send(heartbeat);
      sent += 1;
    }, 30);
    try {
      await sleep(1000);
    } finally {
      clearInterval(beat);
    }
    expect(sent).toBeGreaterThan(10);
    for (let i = 0; i < sent; i++) expect(await c.next()).toEqual(heartbeat);
    expect(c.ws.readyState).toBe(NodeWebSocket.OPEN);
    expect(await c.ask(heartbeat)).toEqual(heartbeat);
  });
});

describe('the per-address connection limit', () => {
  it('refuses the connection over the limit with an error frame and 1013, and accepts other addresses', async () => {
    await start({ maxPerIp: 3 });
    const crowd = [];
    for (let i = 0; i < 3; i++) crowd.push(await client(from('203.0.113.7')));
    expect(instance!.realtime.connectionsFrom('203.0.113.7')).toBe(3);

    const refused = await client(from('203.0.113.7'));
    expect(await refused.untilClosed()).toEqual({
      messages: [tooManyConnections],
      code: 1013,
      reason: 'too many connections',
    });
    // The refused connection never counted, and never receives pushes.
    expect(instance!.realtime.connectionsFrom('203.0.113.7')).toBe(3);

    const elsewhere = await client(from('198.51.100.9'));
    await elsewhere.register();
    for (const c of crowd) await c.register();
    await pushes.publishGoal('football', goal);
    for (const c of [elsewhere, ...crowd]) expect(await c.drain()).toHaveLength(1);
    expect(instance!.realtime.clients()).toBe(4);
  });

  it('frees a slot when a connection closes, and forgets an address with none left', async () => {
    await start({ maxPerIp: 2 });
    const a = await client(from('203.0.113.7'));
    const b = await client(from('203.0.113.7'));
    expect((await (await client(from('203.0.113.7'))).untilClosed()).code).toBe(1013);

    await a.close();
    await waitFor(() => instance!.realtime.connectionsFrom('203.0.113.7') === 1);
    const c = await client(from('203.0.113.7'));
    expect(await c.ask(heartbeat)).toEqual(heartbeat);
    expect(instance!.realtime.connectionsFrom('203.0.113.7')).toBe(2);

    // Server-side closes free their slots too (here the rate limit).
    for (let i = 0; i < 200; i++) c.send(heartbeat);
    expect((await c.untilClosed()).code).toBe(1008);
    await b.close();
    await waitFor(() => instance!.realtime.addresses() === 0, 5000, 'the address to be forgotten');
    expect(instance!.realtime.connectionsFrom('203.0.113.7')).toBe(0);
  });

  it('counts an IPv6 client by its /64, so one line cannot take a new address per socket', async () => {
    await start({ maxPerIp: 1 });
    const first = await client(from('2001:db8:1:2::1'));
    expect(await first.ask(heartbeat)).toEqual(heartbeat);
    expect((await (await client(from('2001:db8:1:2:ffff::9'))).untilClosed()).code).toBe(1013);
    // Another /64 is another line.
    const other = await client(from('2001:db8:1:3::1'));
    expect(await other.ask(heartbeat)).toEqual(heartbeat);
    expect(addressKey('2001:0db8:0001:0002:0000:0000:0000:0001')).toBe('2001:db8:1:2::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
  });

  it("uses the socket's address when the upgrade has no x-client-ip", async () => {
    await start({ maxPerIp: 1 });
    const first = await client();
    expect(await first.ask(heartbeat)).toEqual(heartbeat);
    expect(instance!.realtime.connectionsFrom('127.0.0.1')).toBe(1);
    expect((await (await client()).untilClosed()).code).toBe(1013);
  });
});

describe('the browser client at a limit', () => {
  let conn: ScoresConnection | undefined;

  afterEach(() => {
    conn?.close();
    conn = undefined;
  });

  /** Connects the browser client, recording when it opens each socket and its statuses. */
  function connect(heartbeatMs?: number) {
    const attempts: number[] = [];
    const statuses: string[] = [];
    const at = { offline: 0 };
    const onGap = jest.fn(async () => 0);
    conn = connectScores({
      url: instance!.url,
      // A limit's close waits as long as the backoff's longest wait: 250–500 ms here.
      backoff: { minMs: 10, maxMs: 500 },
      heartbeatMs,
      onFrame: () => undefined,
      onGap,
      onStatus: (s) => {
        statuses.push(s);
        if (s === 'offline') at.offline = Date.now();
      },
      createSocket: (url) => {
        attempts.push(Date.now());
        const ws = new NodeWebSocket(url);
        ws.on('error', () => undefined);
        return ws as unknown as WebSocket;
      },
    });
    return { attempts, statuses, onGap, at };
  }

  const gaps = (attempts: number[]) => attempts.slice(1).map((t, i) => t - attempts[i]);

  it('does not retry in a tight loop while its address is full, and gets in once a slot frees', async () => {
    await start({ maxPerIp: 1 });
    const holder = await client();
    const { attempts, statuses, onGap } = connect();
    await sleep(1200);
    // Without the limit's wait it would retry every 5–10 ms; with it, at most every 250 ms.
    expect(attempts.length).toBeGreaterThanOrEqual(2);
    expect(attempts.length).toBeLessThanOrEqual(6);
    for (const gap of gaps(attempts)) expect(gap).toBeGreaterThanOrEqual(248);
    // The refusal is not taken for the server's answer: never live, no snapshot refetch.
    expect(statuses).toEqual([]);
    expect(onGap).not.toHaveBeenCalled();

    await holder.close();
    await waitFor(() => statuses.includes('live'), 3000, 'the client to get in');
  });

  it('waits before reconnecting after it was closed for sending too much', async () => {
    // Four frames of budget and 1 a second: register and the heartbeats every 20 ms overrun it.
    await start({ msgBurst: 4, msgPerSec: 1 });
    const { attempts, statuses, at } = connect(20);
    await waitFor(() => attempts.length === 2, 3000, 'a reconnect');
    expect(statuses.slice(0, 2)).toEqual(['live', 'offline']);
    // Without the limit's wait it would be back in 5–10 ms (its first attempt after being live).
    expect(attempts[1] - at.offline).toBeGreaterThanOrEqual(248);
  });
});
