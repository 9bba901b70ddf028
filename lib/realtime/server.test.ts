import { createInProcessBus, type Bus } from './bus';
import { createPushes, type Pushes } from './pushes';
import { attachRealtime, type RealtimeModule } from './server';
import {
  countingBus,
  sleep,
  startInstance,
  TestClient,
  waitFor,
  type TestInstance,
} from './test-helpers';

const goal = {
  match_id: 7,
  iszhu: 1 as const,
  match_str: "67'",
  home_team_name_zh: '阿森纳',
  away_team_name_zh: '切尔西',
  home_score: 2,
  away_score: 1,
};

let bus: Bus;
let pushes: Pushes;
let instance: TestInstance;
const clients: TestClient[] = [];

async function client(): Promise<TestClient> {
  const c = await TestClient.open(instance.url);
  clients.push(c);
  return c;
}

beforeEach(async () => {
  bus = createInProcessBus();
  pushes = createPushes(bus);
  instance = await startInstance({ bus });
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await instance.close();
  await bus.close();
});

describe('the /ws protocol', () => {
  it('answers register, toggle, classify and heartbeat', async () => {
    const c = await client();
    expect(await c.ask({ type: 'register' })).toEqual({ type: 'register', code: 0 });
    expect(await c.ask({ type: 'toggle', company_id: 3 })).toEqual({ type: 'toggle', code: 0 });
    expect(await c.ask({ type: 'classify', classify_type: 1 })).toEqual({
      type: 'classify',
      code: 0,
    });
    expect(await c.ask({ type: 'heartbeat' })).toEqual({ type: 'heartbeat' });
  });

  it.each([
    ['not JSON', 'hello', 'not JSON'],
    ['an array', '[{"type":"register"}]', 'a frame must be a JSON object'],
    ['a string', '"register"', 'a frame must be a JSON object'],
    ['null', 'null', 'a frame must be a JSON object'],
    ['no type', '{}', 'type must be a string'],
    ['an unknown type', '{"type":"subscribe"}', 'unknown type'],
    ['a prototype key as type', '{"type":"constructor"}', 'unknown type'],
    [
      'classify_type "x"',
      '{"type":"classify","classify_type":"x"}',
      'classify_type must be 0 or 1',
    ],
    ['classify_type 2', '{"type":"classify","classify_type":2}', 'classify_type must be 0 or 1'],
    [
      'company_id "1"',
      '{"type":"toggle","company_id":"1"}',
      'company_id must be a positive integer',
    ],
    ['company_id 0', '{"type":"toggle","company_id":0}', 'company_id must be a positive integer'],
    [
      'company_id 1.5',
      '{"type":"toggle","company_id":1.5}',
      'company_id must be a positive integer',
    ],
    ['a binary frame', Buffer.from('{"type":"register"}'), 'binary frames are not supported'],
  ])('answers %s with an error frame and stays usable', async (_name, frame, msg) => {
    const c = await client();
    expect(await c.ask(frame)).toEqual({ type: 'error', code: 1, msg });
    expect(await c.ask({ type: 'heartbeat' })).toEqual({ type: 'heartbeat' });
  });

  it('keeps a bad classify from changing the sports a client receives', async () => {
    const c = await client();
    await c.register();
    await c.ask({ type: 'classify', classify_type: 0 });
    await c.ask({ type: 'classify', classify_type: 'x' });
    await pushes.publishGoal('basketball', goal);
    await pushes.publishGoal('football', goal);
    expect((await c.drain()).map((m) => m.sport)).toEqual(['football']);
  });

  it('closes the connection with 1009 on a frame over 16 KiB, and accepts one of 16 KiB', async () => {
    const ok = await client();
    const heartbeat = '{"type":"heartbeat"}';
    expect(await ok.ask(heartbeat.padEnd(16 * 1024, ' '))).toEqual({ type: 'heartbeat' });
    const big = await client();
    big.send(heartbeat.padEnd(16 * 1024 + 1, ' '));
    expect((await big.closed).code).toBe(1009);
    expect(await ok.ask({ type: 'heartbeat' })).toEqual({ type: 'heartbeat' });
  });

  it('pushes nothing to clients that have not registered', async () => {
    const registered = await client();
    const silent = await client();
    await registered.register();
    await pushes.publishGoal('football', goal);
    await pushes.publishScore('basketball', { match_id: 8, home_score: 90 });
    expect(await silent.drain()).toEqual([]);
    expect(await registered.drain()).toEqual([
      { type: 'goal', code: 100, sport: 'football', seq: 1, data: goal },
      {
        type: 'score',
        code: 100,
        sport: 'basketball',
        seq: 1,
        data: { match_id: 8, home_score: 90 },
      },
    ]);
  });

  it('sends a classified client only its sport, and an unclassified one both', async () => {
    const football = await client();
    const basketball = await client();
    const both = await client();
    for (const c of [football, basketball, both]) await c.register();
    await football.ask({ type: 'classify', classify_type: 0 });
    await basketball.ask({ type: 'classify', classify_type: 1 });
    await pushes.publishGoal('football', goal);
    await pushes.publishScore('basketball', { match_id: 8, home_score: 90 });
    await pushes.publishScore('football', { match_id: 7, match_str: "68'" });
    const sports = async (c: TestClient) =>
      (await c.drain()).map((m) => `${String(m.sport)}:${String(m.seq)}`);
    expect(await sports(football)).toEqual(['football:1', 'football:2']);
    expect(await sports(basketball)).toEqual(['basketball:1']);
    expect(await sports(both)).toEqual(['football:1', 'basketball:1', 'football:2']);
  });

  it("sends a company's index change only to clients that toggled it, the match part to the rest", async () => {
    const company1 = await client(); // the default company
    const company2 = await client();
    for (const c of [company1, company2]) await c.register();
    await company2.ask({ type: 'toggle', company_id: 2 });
    const index = { asia: { home: 0.92, line: -0.5, away: 0.96 } };
    await pushes.publishScore('football', { match_id: 7, company_id: 2, index, home_score: 1 });
    await pushes.publishScore('football', { match_id: 7, company_id: 1, index });
    const frame = (seq: number, data: object) => ({
      type: 'score',
      code: 100,
      sport: 'football',
      seq,
      data,
    });
    expect(await company2.drain()).toEqual([
      frame(1, { match_id: 7, company_id: 2, index, home_score: 1 }),
      frame(2, { match_id: 7 }),
    ]);
    // Same seq for everyone: a client of another company sees no gap.
    expect(await company1.drain()).toEqual([
      frame(1, { match_id: 7, home_score: 1 }),
      frame(2, { match_id: 7, company_id: 1, index }),
    ]);
  });

  it('closes a connection that sends nothing for the idle time, and keeps one that heartbeats', async () => {
    await instance.close();
    instance = await startInstance({ bus, idleMs: 500 });
    const silent = await client();
    const alive = await client();
    const beat = setInterval(() => alive.send({ type: 'heartbeat' }), 100);
    try {
      expect(await silent.closed).toEqual({ code: 4000, reason: 'idle' });
      await new Promise((r) => setTimeout(r, 600));
      expect(alive.ws.readyState).toBe(alive.ws.OPEN);
    } finally {
      clearInterval(beat);
    }
  });

  it('drops a client that does not read instead of buffering for it without bound', async () => {
    await instance.close();
    instance = await startInstance({ bus, maxBufferedBytes: 256 * 1024 });
    const reader = await client();
    const stalled = await client();
    await reader.register();
    await stalled.register();
    stalled.ws.pause(); // stops reading its socket, like a phone on a dead network
    const big = { match_id: 7, commentary: 'x'.repeat(64 * 1024) };
    let sent = 0;
    while (instance.realtime.clients() === 2 && sent < 2000) {
      await pushes.publishScore('football', big);
      sent += 1;
      // The reader shares this process: let it read between pushes.
      await new Promise((r) => setImmediate(r));
    }
    expect(instance.realtime.clients()).toBe(1);
    const received = await reader.drain();
    expect(received.map((m) => m.seq)).toEqual(Array.from({ length: sent }, (_, i) => i + 1));
    stalled.ws.resume();
    expect((await stalled.closed).code).toBe(1006);
  });

  it('closes every socket with 1001 when the server closes', async () => {
    const c = await client();
    await c.register();
    await instance.close();
    expect(await c.closed).toEqual({ code: 1001, reason: 'server shutting down' });
    instance = await startInstance({ bus });
  });
});

describe('topics on the socket (issue 9 groundwork)', () => {
  let counted: ReturnType<typeof countingBus>;
  let own: TestInstance;
  const mine: TestClient[] = [];
  const open = async (i: TestInstance = own) => {
    const c = await TestClient.open(i.url);
    mine.push(c);
    return c;
  };

  beforeEach(async () => {
    counted = countingBus();
    own = await startInstance({ bus: counted.bus });
  });
  afterEach(async () => {
    await Promise.all(mine.splice(0).map((c) => c.close()));
    await own.close();
  });

  it('the instance listens to a sport only while a registered client wants it', async () => {
    const c = await open();
    expect(own.realtime.topics()).toEqual([]);
    await c.register();
    expect(own.realtime.topics().sort()).toEqual(['scores:basketball', 'scores:football']);
    expect(counted.live('scores:football')).toBe(1);

    const d = await open();
    await d.register();
    expect(counted.live('scores:football')).toBe(1);

    expect(await c.ask({ type: 'classify', classify_type: 1 })).toEqual({
      type: 'classify',
      code: 0,
    });
    expect(await d.ask({ type: 'classify', classify_type: 1 })).toEqual({
      type: 'classify',
      code: 0,
    });
    expect(own.realtime.topics()).toEqual(['scores:basketball']);
    expect(counted.live('scores:football')).toBe(0);

    await c.close();
    await d.close();
    await waitFor(() => own.realtime.topics().length === 0, 2000, 'the last client to leave');
    expect(counted.live('scores:basketball')).toBe(0);
  });

  it('a client registered on a slow bus gets everything published after its answer', async () => {
    counted.slow(50);
    const c = await open();
    await c.register();
    const p = createPushes(counted.bus);
    await p.publishGoal('football', goal);
    expect((await c.drain()).map((m) => m.type)).toEqual(['goal']);
  });

  it('a client that closes with frames still queued leaves no topic behind', async () => {
    counted.slow(40);
    const c = await open();
    c.send({ type: 'register' });
    c.send({ type: 'classify', classify_type: 0 });
    c.send({ type: 'classify', classify_type: 1 });
    await c.close();
    await sleep(200);
    expect(own.realtime.topics()).toEqual([]);
    expect(counted.live('scores:football') + counted.live('scores:basketball')).toBe(0);
  });

  it('answers a connection’s frames in the order they came, even behind a slow handler', async () => {
    const slowModule: RealtimeModule = {
      name: 'test',
      handlers: {
        slow: async ({ send }) => {
          await sleep(60);
          send({ type: 'slow' });
        },
        fast: ({ send }) => send({ type: 'fast' }),
      },
    };
    const i = await startInstance({ bus: counted.bus, modules: [slowModule] });
    try {
      const c = await open(i);
      c.send({ type: 'slow' });
      c.send({ type: 'fast' });
      c.send({ type: 'nope' });
      expect([(await c.next()).type, (await c.next()).type, (await c.next()).type]).toEqual([
        'slow',
        'fast',
        'error',
      ]);
      // The heartbeat belongs to the connection, not to the score module.
      expect(await c.ask({ type: 'heartbeat' })).toEqual({ type: 'heartbeat' });
      expect((await c.ask({ type: 'register' })).msg).toBe('unknown type');
      await c.close();
    } finally {
      await i.close();
    }
  });

  it('refuses two modules that claim the same frame type or topic kind', async () => {
    const a: RealtimeModule = { name: 'a', handlers: { ping: () => undefined } };
    const b: RealtimeModule = { name: 'b', handlers: { ping: () => undefined } };
    await expect(attachRealtime({ bus: counted.bus, modules: [a, b] })).rejects.toThrow(
      'frame type ping is handled twice (b)',
    );
    const beat: RealtimeModule = { name: 'beat', handlers: { heartbeat: () => undefined } };
    await expect(attachRealtime({ bus: counted.bus, modules: [beat] })).rejects.toThrow(
      'frame type heartbeat is handled twice (beat)',
    );
    const c: RealtimeModule = { name: 'c', handlers: {}, topics: { room: () => undefined } };
    const d: RealtimeModule = { name: 'd', handlers: {}, topics: { room: () => undefined } };
    await expect(attachRealtime({ bus: counted.bus, modules: [c, d] })).rejects.toThrow(
      'topic kind room is delivered twice (d)',
    );
  });
});
