/**
 * Issue 29 §2 "Shared state through Redis": three real server processes behind nginx
 * (scripts/cluster.ts, deploy/nginx/lb.conf: round-robin, no stickiness) on one PostgreSQL
 * database and one Redis. Whatever instance a request or a socket lands on, it sees the same:
 *
 * - a rate limit of N per minute lets exactly N requests through, however nginx spreads them;
 * - the websocket per-address cap (WS_MAX_PER_IP) counts the connections on every instance
 *   (lib/realtime/connection-cap.ts);
 * - a session made on one instance works on the others, a captcha solved for one is used up on
 *   all, and revoking the sessions on one ends them everywhere;
 * - a room's viewer count is the same on every instance, including one that holds no viewer.
 *
 * The settings change and the page-cache purge across instances are lib/admin/settings.redis.test.ts
 * and lib/http/page-cache.test.ts. Needs Redis (`describeRedis`) and PostgreSQL (TEST_DATABASE_URL,
 * else postgres://postgres@127.0.0.1:5432/test; the cluster makes and drops its own database on
 * that server) and nginx (Debian's package); without either it says so loudly (and fails under
 * CI).
 */
import crypto from 'node:crypto';
import pg from 'pg';
import type { Envelope } from '@/lib/contract';
import { solveAltcha } from '@/lib/providers/captcha/solve';
import { INVITE_VISIT_LIMIT } from '@/lib/rate-limit/rules';
import { findNginx, startCluster, type Cluster } from '@/scripts/cluster';
import { describeRedis, redisUrl } from '@/test/redis';
import { TestClient, answer } from './test-helpers';

const PG_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
/** The cluster-wide websocket cap under test: low, so a handful of sockets reach it. */
const WS_CAP = 4;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Env = Envelope<any>;

/** An API call to `base` (nginx or one instance); `from` sets the client's address. */
async function call(
  base: string,
  path: string,
  opts: {
    token?: string;
    params?: Record<string, unknown>;
    method?: 'GET' | 'POST';
    from?: string;
  } = {},
): Promise<{ status: number; body: Env }> {
  const method = opts.method ?? (opts.params ? 'POST' : 'GET');
  let url = `${base}/api/${path}`;
  let body: string | undefined;
  if (opts.params && method === 'GET')
    url += `?${new URLSearchParams(Object.entries(opts.params).map(([k, v]) => [k, String(v)]))}`;
  else if (opts.params) body = JSON.stringify(opts.params);
  const res = await fetch(url, {
    method,
    headers: {
      'accept-language': 'en',
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(opts.token ? { token: opts.token } : {}),
      // nginx appends its peer (127.0.0.1, trusted) after it: the instances see this address.
      ...(opts.from ? { 'x-forwarded-for': opts.from } : {}),
    },
    body,
    signal: AbortSignal.timeout(15_000),
  });
  return { status: res.status, body: (await res.json()) as Env };
}

async function captcha(base: string): Promise<string> {
  const r = await call(base, 'captcha/challenge');
  const solved = await solveAltcha(r.body.data);
  if (!solved) throw new Error('captcha not solvable');
  return solved;
}

/** A socket on `url` from client address `from`. */
async function socket(url: string, from: string, opened: TestClient[]): Promise<TestClient> {
  const c = await TestClient.open(url, { 'x-forwarded-for': from });
  opened.push(c);
  return c;
}

/** The viewer count an instance (`url`: its socket) answers a new watcher with: its own reading. */
async function viewersSeenBy(url: string, group: string, opened: TestClient[]): Promise<number> {
  const w = await socket(url, `192.0.2.${crypto.randomInt(1, 250)}`, opened);
  expect(await answer(w, { type: 'room.watch', group })).toMatchObject({ code: 0 });
  for (;;) {
    const m = await w.next(5000);
    if (m.type === 'room.viewers' && m.group === group) {
      await w.close();
      return m.viewers as number;
    }
  }
}

/** Polls `read` until it gives `want` (at most `ms`); returns the last value. */
async function settle<T>(read: () => Promise<T>, want: T, ms = 5000): Promise<T> {
  const until = Date.now() + ms;
  let v = await read();
  while (JSON.stringify(v) !== JSON.stringify(want) && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 200));
    v = await read();
  }
  return v;
}

describeRedis('three instances behind nginx share their state', () => {
  let missing = '';
  let cluster: Cluster | undefined;
  const opened: TestClient[] = [];

  beforeAll(async () => {
    try {
      findNginx();
    } catch (err) {
      missing = err instanceof Error ? err.message : String(err);
      return;
    }
    try {
      const c = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 3000 });
      await c.connect();
      await c.end();
    } catch (err) {
      missing = `no PostgreSQL at ${PG_URL}: ${err instanceof Error ? err.message : String(err)}`;
      return;
    }
    cluster = await startCluster({
      instances: 3,
      databaseUrl: PG_URL,
      redisUrl,
      seed: true,
      env: { CAPTCHA_DIFFICULTY: '1000', WS_MAX_PER_IP: String(WS_CAP) },
    });
  }, 240_000);

  afterAll(async () => {
    await Promise.allSettled(opened.map((c) => c.close()));
    await cluster?.stop();
  }, 60_000);

  /** False (after a loud notice; an error under CI) without PostgreSQL or nginx. */
  function ready(): boolean {
    if (!missing) return true;
    if (process.env.CI) throw new Error(`cluster.redis.test.ts cannot run: ${missing}`);
    console.warn(`\n*** cluster.redis.test.ts NOT RUN: ${missing} ***\n`);
    return false;
  }

  it('lets exactly N of a limit of N per minute through, spread over the instances', async () => {
    if (!ready()) return;
    const c = cluster!;
    // invite_activity/accessStatistics: N per minute and address (INVITE_VISIT_LIMIT, 30).
    const N = INVITE_VISIT_LIMIT.points;
    expect(INVITE_VISIT_LIMIT.durationSec).toBe(60);
    const from = `198.51.100.${crypto.randomInt(1, 250)}`;
    const visit = (base: string) =>
      call(base, 'invite_activity/accessStatistics', {
        params: { invite_code: 'FAN001' },
        method: 'GET',
        from,
      });
    const answers = [];
    // Round-robin puts N/2 on each instance: counted per instance, all 3N/2 would pass.
    for (let i = 0; i < (3 * N) / 2; i++) answers.push(await visit(c.url));
    expect(answers.every((a) => a.status < 500)).toBe(true);
    const passed = answers.filter((a) => a.body.code === 0);
    expect(passed).toHaveLength(N);
    // The first N pass, the rest are refused with the limit's localised error.
    expect(answers.slice(0, N).every((a) => a.body.code === 0)).toBe(true);
    for (const a of answers.slice(N)) {
      expect(a.status).toBe(429);
      expect(a.body.code).not.toBe(0);
      expect(a.body.msg).toMatch(/^Too many requests, please try again in /);
    }
    // Every instance, asked directly, has the address's budget used up; another address has its own.
    for (const i of c.instances) expect((await visit(i.url)).status).toBe(429);
    const other = await call(c.url, 'invite_activity/accessStatistics', {
      params: { invite_code: 'FAN001' },
      method: 'GET',
      from: '198.51.100.251',
    });
    expect(other.body.code).toBe(0);
  }, 60_000);

  it('caps the websocket connections of one address over all instances', async () => {
    if (!ready()) return;
    const c = cluster!;
    const from = `203.0.113.${crypto.randomInt(1, 250)}`;
    // One after the other through nginx: round-robin spreads them over the three instances,
    // so no instance alone holds WS_CAP of them.
    const accepted: TestClient[] = [];
    for (let i = 0; i < WS_CAP; i++) {
      const s = await socket(c.wsUrl, from, opened);
      expect(await s.ask({ type: 'heartbeat' })).toEqual({ type: 'heartbeat' });
      accepted.push(s);
    }
    for (let i = 0; i < 3; i++) {
      const s = await socket(c.wsUrl, from, opened);
      expect(await s.untilClosed()).toEqual({
        messages: [{ type: 'error', code: 1, msg: 'too many connections' }],
        code: 1013,
        reason: 'too many connections',
      });
    }
    // Straight to each instance, past nginx, too.
    for (const i of c.instances) {
      const s = await socket(i.wsUrl, from, opened);
      expect((await s.untilClosed()).code).toBe(1013);
    }
    // Another address is not affected.
    const elsewhere = await socket(c.wsUrl, '203.0.113.251', opened);
    expect(await elsewhere.ask({ type: 'heartbeat' })).toEqual({ type: 'heartbeat' });

    // A closed connection frees its slot for whichever instance the next one lands on.
    await accepted[0].close();
    const admitted = await settle(async () => {
      // The refused get the limit's error frame first; the admitted, the heartbeat's answer.
      const s = await socket(c.wsUrl, from, opened);
      return (await s.ask({ type: 'heartbeat' })).type === 'heartbeat';
    }, true);
    expect(admitted).toBe(true);
  }, 60_000);

  it('accepts a session made on one instance on every other, and ends it everywhere', async () => {
    if (!ready()) return;
    const [a, b, cc] = cluster!.instances;
    // The captcha: challenged through nginx, solved, used on A, refused when replayed on B.
    const solved = await captcha(cluster!.url);
    const creds = { mobile: '86-13800000001', password: 'demo123456', device_type: 'pc' };
    const login = await call(a.url, 'user/login', { params: { ...creds, captcha: solved } });
    expect(login.body.code).toBe(0);
    const token = login.body.data.token as string;
    const replay = await call(b.url, 'user/login', { params: { ...creds, captcha: solved } });
    expect(replay.body.code).not.toBe(0);

    const me = async (base: string) => (await call(base, 'user/info', { token })).body;
    const id = (await me(a.url)).data.id as number;
    for (const base of [b.url, cc.url, cluster!.url, cluster!.url, cluster!.url])
      expect(await me(base)).toMatchObject({ code: 0, data: { id } });

    // A password reset on B revokes every token of the user: A and C refuse it at once.
    const sent = await call(b.url, 'user/getCode', {
      params: { mobile: creds.mobile, type: 2, captcha: await captcha(b.url) },
    });
    expect(sent.body.code).toBe(0);
    const sms = await call(cc.url, 'dev/sms', { method: 'GET', params: { mobile: creds.mobile } });
    const reset = await call(b.url, 'user/forgotPassword', {
      params: {
        mobile: creds.mobile,
        code: sms.body.data.code,
        password: 'demo123456',
        captcha: await captcha(a.url),
      },
    });
    expect(reset.body.code).toBe(0);
    for (const base of [a.url, cc.url, cluster!.url]) expect((await me(base)).code).not.toBe(0);
  }, 60_000);

  it("shows a room's viewers over all instances on each, also one that holds none", async () => {
    if (!ready()) return;
    const c = cluster!;
    const [a, b] = c.instances;
    // The demo anchor's room, from the shared database.
    const db = new pg.Client({ connectionString: c.databaseUrl });
    await db.connect();
    let roomId: number;
    try {
      const { rows } = await db.query<{ id: number }>(
        `select r.id from rooms r join users u on u.id = r.anchor_id where u.mobile = '86-13800000002'`,
      );
      roomId = rows[0].id;
    } finally {
      await db.end();
    }
    const group = `room_${roomId}`;
    const join = async (url: string) => {
      const s = await socket(url, `192.0.2.${crypto.randomInt(1, 250)}`, opened);
      expect(await answer(s, { type: 'chat.join', group })).toMatchObject({ code: 0 });
      return s;
    };
    // Two viewers on A, one on B, none on C.
    const viewers = [await join(a.wsUrl), await join(a.wsUrl), await join(b.wsUrl)];
    const counts = () => Promise.all(c.instances.map((i) => viewersSeenBy(i.wsUrl, group, opened)));
    expect(await settle(counts, [3, 3, 3])).toEqual([3, 3, 3]);
    // And through nginx, wherever it lands.
    expect(await viewersSeenBy(c.wsUrl, group, opened)).toBe(3);

    // The two on A leave: every instance counts one.
    await Promise.all(viewers.slice(0, 2).map((v) => v.close()));
    expect(await settle(counts, [1, 1, 1])).toEqual([1, 1, 1]);
  }, 60_000);
});
