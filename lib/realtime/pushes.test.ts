import { WebSocket as NodeWebSocket } from 'ws';
import { createInProcessBus, type Bus } from './bus';
import {
  connectScores,
  reconnectDelay,
  socketUrl,
  type ScoresConnection,
  type ScoresOptions,
} from './client';
import type { GoalData, PushFrame, Sport } from './frames';
import { createPushes, pushChannel, seqKey, type Pushes } from './pushes';
import { frameText, sleep, startInstance, waitFor, type TestInstance } from './test-helpers';

function goal(n: number): GoalData {
  return {
    match_id: 100 + n,
    iszhu: 1,
    match_str: `${n}'`,
    home_team_name_zh: '主队',
    away_team_name_zh: '客队',
    home_score: n,
    away_score: 0,
  };
}

let bus: Bus;
let pushes: Pushes;

beforeEach(() => {
  bus = createInProcessBus();
  pushes = createPushes(bus);
});

afterEach(async () => {
  await bus.close();
});

describe('pushes', () => {
  it('puts the exact frame of docs/architecture.md on the sport channel', async () => {
    const got: string[] = [];
    const off = await bus.subscribe(pushChannel('football'), (m) => got.push(m));
    await pushes.publishGoal('football', goal(1));
    await pushes.publishScore('football', { match_id: 7, home_score: 2 });
    off();
    expect(got).toEqual([
      `{"type":"goal","code":100,"sport":"football","seq":1,"data":${JSON.stringify(goal(1))}}`,
      '{"type":"score","code":100,"sport":"football","seq":2,"data":{"match_id":7,"home_score":2}}',
    ]);
  });

  it('numbers score and goal frames of a sport with one counter that grows by one per frame', async () => {
    const seqs: Record<Sport, number[]> = { football: [], basketball: [] };
    for (const sport of ['football', 'basketball'] as const) {
      await bus.subscribe(pushChannel(sport), (m) =>
        seqs[sport].push((JSON.parse(m) as PushFrame).seq),
      );
    }
    const returned = [
      await pushes.publishScore('football', { match_id: 1 }),
      await pushes.publishGoal('football', goal(1)),
      await pushes.publishScore('basketball', { match_id: 2 }),
      await pushes.publishScore('football', { match_id: 1 }),
      await pushes.publishGoal('basketball', goal(2)),
      await pushes.publishGoal('football', goal(3)),
    ];
    expect(returned).toEqual([1, 2, 1, 3, 2, 4]);
    expect(seqs).toEqual({ football: [1, 2, 3, 4], basketball: [1, 2] });
    expect(await pushes.currentSeq('football')).toBe(4);
    expect(await pushes.currentSeq('basketball')).toBe(2);
  });

  it('refuses an unknown sport or a frame without a match id, without using a number', async () => {
    await expect(pushes.publishGoal('tennis' as Sport, goal(1))).rejects.toThrow('unknown sport');
    await expect(pushes.publishScore('football', { match_id: Number.NaN })).rejects.toThrow(
      'match_id',
    );
    expect(await pushes.currentSeq('football')).toBe(0);
  });
});

describe('socketUrl', () => {
  it.each([
    ['/ws', 'http://localhost:3000/football', 'ws://localhost:3000/ws'],
    ['/ws', 'https://example.com/zh/football', 'wss://example.com/ws'],
    ['wss://push.example.com/ws', 'https://example.com/', 'wss://push.example.com/ws'],
  ])('resolves %s against %s', (path, page, url) => {
    expect(socketUrl(path, page)).toBe(url);
  });
});

describe('reconnectDelay', () => {
  const backoff = { minMs: 1000, maxMs: 30_000 };
  it.each([
    [0, 1000],
    [1, 2000],
    [4, 16_000],
    [5, 30_000],
    [20, 30_000],
  ])(
    'waits between half and all of the base delay before attempt %i (base %i ms)',
    (attempt, base) => {
      expect(reconnectDelay(attempt, backoff, () => 0)).toBe(base / 2);
      expect(reconnectDelay(attempt, backoff, () => 0.999_999)).toBeCloseTo(base, -1);
    },
  );
});

describe('the browser client on a real server', () => {
  let instance: TestInstance;
  let conn: ScoresConnection | undefined;
  const sockets: NodeWebSocket[] = [];
  let statuses: string[] = [];
  /** The text frames the client sent and received, on every socket. */
  let sent: string[] = [];
  let received: string[] = [];
  /** Until the client is live, a push could reach the server before its register frame. */
  const live = (n = 1) =>
    waitFor(() => statuses.filter((s) => s === 'live').length === n, 5000, 'live');

  function connect(opts: Omit<ScoresOptions, 'url' | 'createSocket'>) {
    conn = connectScores({
      url: instance.url,
      backoff: { minMs: 50, maxMs: 400 },
      onStatus: (status) => statuses.push(status),
      ...opts,
      createSocket: (url) => {
        const ws = new NodeWebSocket(url);
        sockets.push(ws);
        ws.on('message', (raw) => received.push(frameText(raw)));
        const send = ws.send.bind(ws);
        ws.send = ((data: string) => {
          sent.push(data);
          send(data);
        }) as typeof ws.send;
        // `ws` implements the browser's WebSocket interface (onopen, onmessage, send, close).
        return ws as unknown as WebSocket;
      },
    });
  }

  beforeEach(async () => {
    instance = await startInstance({ bus });
  });

  afterEach(async () => {
    conn?.close();
    conn = undefined;
    await waitFor(() => instance.realtime.clients() === 0, 5000, 'sockets to close');
    sockets.length = 0;
    statuses = [];
    sent = [];
    received = [];
    await instance.close();
  });

  it('registers, classifies, toggles and passes frames of its sport in order', async () => {
    const frames: PushFrame[] = [];
    const onGap = jest.fn(() => pushes.currentSeq('football'));
    connect({
      sport: 'basketball',
      companyId: 3,
      seq: { basketball: 0 },
      onFrame: (f) => frames.push(f),
      onGap,
    });
    await live();
    expect(sent).toEqual([
      '{"type":"register"}',
      '{"type":"classify","classify_type":1}',
      '{"type":"toggle","company_id":3}',
    ]);
    await pushes.publishGoal('football', goal(1));
    await pushes.publishScore('basketball', { match_id: 2, home_score: 3 });
    await pushes.publishGoal('basketball', goal(2));
    await waitFor(() => frames.length === 2, 5000, 'two frames');
    expect(frames.map((f) => `${f.type}:${f.sport}:${f.seq}`)).toEqual([
      'score:basketball:1',
      'goal:basketball:2',
    ]);
    expect(onGap).not.toHaveBeenCalled();
    // The server itself filtered the football goal out: classify reached it.
    expect(received.filter((r) => r.includes('"football"'))).toEqual([]);
  });

  it('asks for a snapshot when a seq is skipped, and passes only the frames after it', async () => {
    const frames: PushFrame[] = [];
    const onGap = jest.fn(() => pushes.currentSeq('football'));
    connect({ sport: 'football', seq: { football: 0 }, onFrame: (f) => frames.push(f), onGap });
    await live();
    await pushes.publishGoal('football', goal(1));
    await waitFor(() => frames.length === 1);
    // A frame lost on the way (a Redis outage, say): its number is used but nobody receives it.
    await bus.incr(seqKey('football'));
    await pushes.publishGoal('football', goal(3));
    await waitFor(() => onGap.mock.calls.length === 1, 5000, 'onGap');
    expect(onGap).toHaveBeenCalledWith('football');
    await pushes.publishGoal('football', goal(4));
    await waitFor(() => frames.length === 2);
    // Frame 3 is in the snapshot the gap asked for; 4 follows it.
    expect(frames.map((f) => f.seq)).toEqual([1, 4]);
  });

  it('still announces a goal that arrived while the snapshot loaded, though the snapshot has its score', async () => {
    const frames: PushFrame[] = [];
    const missed: number[] = [];
    let release: () => void = () => undefined;
    const onGap = jest.fn(async () => {
      // The goal is scored while the snapshot is on its way, and the snapshot is read after it.
      await new Promise<void>((r) => (release = r));
      return pushes.currentSeq('football');
    });
    connect({
      sport: 'football',
      seq: { football: 0 },
      onFrame: (f) => frames.push(f),
      onGap,
      onMissedGoal: (f) => missed.push(f.data.match_id),
    });
    await live();
    await bus.incr(seqKey('football'));
    await pushes.publishScore('football', { match_id: 7, home_score: 0 });
    await waitFor(() => onGap.mock.calls.length === 1, 5000, 'onGap');
    await pushes.publishGoal('football', goal(8));
    await waitFor(() => received.some((r) => r.includes('"goal"')), 5000, 'the goal frame');
    release();
    await waitFor(() => missed.length === 1, 5000, 'the missed goal');
    // Not applied as a frame (the snapshot holds its score), but shown.
    expect(frames).toEqual([]);
    expect(missed).toEqual([108]);
  });

  it('asks for a snapshot on the first frame when it knows no seq', async () => {
    const frames: PushFrame[] = [];
    const onGap = jest.fn(() => pushes.currentSeq('football'));
    connect({ sport: 'football', onFrame: (f) => frames.push(f), onGap });
    await live();
    await pushes.publishGoal('football', goal(1));
    await waitFor(() => onGap.mock.calls.length === 1, 5000, 'onGap');
    await pushes.publishGoal('football', goal(2));
    await waitFor(() => frames.length === 1);
    expect(frames.map((f) => f.seq)).toEqual([2]);
  });

  it('reconnects after its socket dies, refetches, and loses no goal', async () => {
    // The server's record: every goal with its seq, as the feed would have stored it.
    const published: { seq: number; data: GoalData }[] = [];
    const publish = async (n: number) => {
      const data = goal(n);
      published.push({ seq: await pushes.publishGoal('football', data), data });
    };
    // The page's store: the goals it knows, from snapshots and from frames.
    const known = new Set<number>();
    const frames: number[] = [];
    const onGap = jest.fn(async () => {
      // The snapshot endpoint: read the seq first, then the data (pushes.ts currentSeq).
      const seq = await pushes.currentSeq('football');
      const data = published.filter((g) => g.seq <= seq);
      // A goal scored while the snapshot is on its way is held by the client until it lands.
      await publish(90);
      await sleep(50);
      for (const g of data) known.add(g.seq);
      return seq;
    });
    connect({
      sport: 'football',
      seq: { football: 0 },
      // Slow enough to publish while it is away, whatever the machine's load.
      backoff: { minMs: 400, maxMs: 400 },
      onFrame: (f) => {
        frames.push(f.seq);
        known.add(f.seq);
      },
      onGap,
    });
    await live();
    await publish(1);
    await publish(2);
    await waitFor(() => frames.length === 2);

    sockets[0].terminate();
    await waitFor(() => instance.realtime.clients() === 0, 5000, 'the server to see the socket go');
    // Published while the client is away: nobody delivers these to it.
    await publish(3);
    await publish(4);
    await waitFor(() => onGap.mock.calls.length === 1, 5000, 'onGap after the reconnect');
    expect(sockets).toHaveLength(2);
    expect(statuses).toEqual(['live', 'offline', 'live']);
    await waitFor(() => known.size === 5, 5000, 'every goal');
    await publish(5);
    await waitFor(() => known.size === 6, 5000, 'the goal after the refetch');

    expect([...known].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(published.map((g) => g.seq)).toEqual([1, 2, 3, 4, 5, 6]);
    // Frames reach the page in order, once each, and only those the snapshot did not hold.
    expect(frames).toEqual([1, 2, 5, 6]);
    expect(onGap).toHaveBeenCalledTimes(1);
  });

  it('keeps the connection open with its heartbeat', async () => {
    await instance.close();
    instance = await startInstance({ bus, idleMs: 500 });
    connect({
      heartbeatMs: 100,
      seq: { football: 0, basketball: 0 },
      onFrame: () => undefined,
      onGap: async () => 0,
    });
    await sleep(1200);
    expect(sent.filter((f) => f === '{"type":"heartbeat"}').length).toBeGreaterThanOrEqual(5);
    expect(sockets).toHaveLength(1);
    expect(sockets[0].readyState).toBe(NodeWebSocket.OPEN);
  });

  it('keeps reconnecting, waiting longer each time, while the server is gone', async () => {
    const attempts: number[] = [];
    const port = Number(new URL(instance.url).port);
    await instance.close();
    conn = connectScores({
      url: `ws://127.0.0.1:${port}/ws`,
      backoff: { minMs: 40, maxMs: 1000 },
      onFrame: () => undefined,
      onGap: async () => 0,
      createSocket: (url) => {
        attempts.push(Date.now());
        const ws = new NodeWebSocket(url);
        ws.on('error', () => undefined);
        return ws as unknown as WebSocket;
      },
    });
    await waitFor(() => attempts.length >= 5, 10_000, 'five attempts');
    conn.close();
    conn = undefined;
    const delays = attempts.slice(1, 5).map((t, i) => t - attempts[i]);
    // At least half of 40, 80, 160, 320 ms (timers may only run late).
    [20, 40, 80, 160].forEach((least, i) => expect(delays[i]).toBeGreaterThanOrEqual(least - 2));
    instance = await startInstance({ bus });
  });
});
