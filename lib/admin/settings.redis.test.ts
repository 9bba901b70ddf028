/**
 * Issue 27 acceptance "a settings change (the sign-up bonus) takes effect on a second instance on
 * Redis without a restart": two real server processes (`server.ts --api-only`, each on its own
 * port) on one PostgreSQL database and one Redis. An administrator changes the sign-up bonus,
 * the contacts and the gift catalogue on instance A; instance B, which had just read and
 * memoised them (30 s and 10 s memos), answers with the new values within a few seconds, and a
 * user registered on B is paid the new bonus. Only the bus's `settings.changed` message can do
 * that so soon (lib/admin/settings.ts, server.ts).
 *
 * Needs Redis (`describeRedis`, test/redis.ts: skipped with a notice without one) and
 * PostgreSQL (TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test; PGlite cannot be
 * shared between processes): without it the tests say so loudly and pass nothing else.
 */
import crypto from 'node:crypto';
import pg from 'pg';
import { Redis } from 'ioredis';
import type { Envelope } from '@/lib/contract';
import { solveAltcha } from '@/lib/providers/captcha/solve';
import { startApiInstance, type ApiInstance } from '@/scripts/api-instance';
import { describeRedis, redisUrl } from '@/test/redis';

const PG_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** Well inside the memos' lifetimes (10 s gifts, 30 s settings): only the bus explains a hit. */
const WITHIN_MS = 4000;

async function adminQuery(statement: string): Promise<void> {
  const c = new pg.Client({ connectionString: PG_URL });
  await c.connect();
  try {
    await c.query(statement);
  } finally {
    await c.end();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Env = Envelope<any>;

async function call(
  base: ApiInstance,
  path: string,
  opts: { token?: string; params?: Record<string, unknown>; method?: 'GET' | 'POST' } = {},
  headers: Record<string, string> = {},
): Promise<Env> {
  const method = opts.method ?? (opts.params ? 'POST' : 'GET');
  let url = `${base.url}/api/${path}`;
  let body: string | undefined;
  if (opts.params && method === 'GET')
    url += `?${new URLSearchParams(Object.entries(opts.params).map(([k, v]) => [k, String(v)]))}`;
  else if (opts.params) body = JSON.stringify(opts.params);
  const res = await fetch(url, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(opts.token ? { token: opts.token } : {}),
      ...headers,
    },
    body,
    signal: AbortSignal.timeout(15_000),
  });
  return (await res.json()) as Env;
}

async function captcha(i: ApiInstance): Promise<string> {
  const r = await call(i, 'captcha/challenge');
  const solved = await solveAltcha(r.data);
  if (!solved) throw new Error('captcha not solvable');
  return solved;
}

async function login(i: ApiInstance, mobile: string, password: string): Promise<string> {
  const r = await call(i, 'user/login', {
    params: { mobile, password, device_type: 'pc', captcha: await captcha(i) },
  });
  if (r.code !== 0) throw new Error(`login: ${r.msg}`);
  return r.data.token as string;
}

async function register(i: ApiInstance): Promise<string> {
  const mobile = `86-139${crypto.randomInt(0, 1e8).toString().padStart(8, '0')}`;
  const sent = await call(i, 'user/getCode', {
    params: { mobile, type: 1, captcha: await captcha(i) },
  });
  if (sent.code !== 0) throw new Error(`getCode: ${sent.msg}`);
  const out = await call(i, 'dev/sms', { method: 'GET', params: { mobile } });
  if (out.code !== 0) throw new Error(`dev/sms: ${out.msg}`);
  const reg = await call(i, 'user/registered', {
    params: {
      mobile,
      code: out.data.code,
      password: 'secret123',
      device_type: 'pc',
      captcha: await captcha(i),
    },
  });
  if (reg.code !== 0) throw new Error(`registered: ${reg.msg}`);
  return login(i, mobile, 'secret123');
}

/** Polls `read` until `ok` holds, for at most WITHIN_MS; returns the last value read. */
async function within<T>(read: () => Promise<T>, ok: (v: T) => boolean): Promise<T> {
  const until = Date.now() + WITHIN_MS;
  let v = await read();
  while (!ok(v) && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 100));
    v = await read();
  }
  return v;
}

describeRedis('a settings change reaches a second instance on Redis at once', () => {
  const prefix = `test-settings-${crypto.randomBytes(6).toString('hex')}:`;
  const dbName = `t_settings_${crypto.randomBytes(6).toString('hex')}`;
  let noPostgres = '';
  let instances: ApiInstance[] = [];

  beforeAll(async () => {
    try {
      await adminQuery(`create database ${dbName}`);
    } catch (err) {
      noPostgres = `no PostgreSQL at ${PG_URL}: ${err instanceof Error ? err.message : String(err)}`;
      return;
    }
    const url = new URL(PG_URL);
    url.pathname = `/${dbName}`;
    const env = {
      REDIS_URL: redisUrl,
      REDIS_PREFIX: prefix,
      DATABASE_URL: url.toString(),
      SESSION_SECRET: crypto.randomBytes(32).toString('hex'),
      CAPTCHA_DIFFICULTY: '1000',
      RATE_LIMITS: 'off',
      SMS_PROVIDER: 'outbox',
    };
    // One after the other: the first migrates and seeds the shared database.
    instances.push(await startApiInstance({ env, seed: true }));
    instances.push(await startApiInstance({ env }));
  }, 240_000);

  afterAll(async () => {
    await Promise.allSettled(instances.map((i) => i.stop()));
    instances = [];
    const admin = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
    const keys = await admin.keys(`${prefix}*`).catch(() => [] as string[]);
    if (keys.length) await admin.del(...keys).catch(() => undefined);
    admin.disconnect();
    if (!noPostgres) await adminQuery(`drop database if exists ${dbName} with (force)`);
  }, 60_000);

  it('the sign-up bonus, the contacts and the gifts changed on A are what B uses', async () => {
    if (noPostgres) {
      // CI (.ci/run) has PostgreSQL: there a missing one fails instead of passing unchecked.
      if (process.env.CI) throw new Error(`settings.redis.test.ts needs PostgreSQL: ${noPostgres}`);
      console.warn(`\n*** settings.redis.test.ts NOT RUN: ${noPostgres} ***\n`);
      return;
    }
    const [a, b] = instances;
    const admin = await login(a, '86-13800000003', 'admin123456');

    // B reads (and memoises) the offer, the configuration and the catalogue first.
    expect((await call(b, 'signup_coin_bonus/latest')).data.amount).toBe(10);
    const cfgBefore = (await call(b, 'Universal/getConfig')).data;
    expect(cfgBefore.feedback_qq).not.toBe('87654321');
    const giftsBefore = (await call(b, 'Gift/getList')).data as { id: number }[];

    const bonus = await call(a, 'admin/settingsUpdate', {
      token: admin,
      params: { group: 'signup_bonus', enabled: true, amount: 33 },
    });
    expect(bonus.code).toBe(0);
    const contacts = await call(a, 'admin/settingsUpdate', {
      token: admin,
      params: { group: 'contacts', feedback_qq: '87654321', customer_service_email: 'ops@x.io' },
    });
    expect(contacts.code).toBe(0);
    const gift = await call(a, 'admin/settingsUpdate', {
      token: admin,
      params: {
        group: 'gift',
        slug: 'redis-rose',
        name_zh: '玫瑰',
        name_en: 'Rose',
        name_vi: 'Hoa hồng',
        price: 1,
        icon: '/gifts/rose.svg',
        sort: 0,
        enabled: true,
      },
    });
    expect(gift.code).toBe(0);

    const cfg = await within(
      async () => (await call(b, 'Universal/getConfig')).data,
      (c) => c.feedback_qq === '87654321',
    );
    expect(cfg).toMatchObject({ feedback_qq: '87654321', customer_service_email: 'ops@x.io' });
    const list = await within(
      async () => (await call(b, 'Gift/getList')).data as { id: number }[],
      (l) => l.some((g) => g.id === gift.data.id),
    );
    expect(list.map((g) => g.id)).toContain(gift.data.id);
    expect(list.length).toBe(giftsBefore.length + 1);

    // A user who signs up on B is paid the new bonus.
    expect((await call(b, 'signup_coin_bonus/latest')).data.amount).toBe(33);
    const user = await register(b);
    const claim = await call(
      b,
      'signup_coin_bonus/receiveCoin',
      { token: user },
      { 'idempotency-key': `t-${crypto.randomUUID()}` },
    );
    expect(claim).toMatchObject({ code: 0, data: { amount: 33, balance: 33 } });
  }, 120_000);
});
