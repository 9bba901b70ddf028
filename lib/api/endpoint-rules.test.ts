import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { createApp, type ApiApp } from '@/lib/api/app';
import { endpoint, ok, type Endpoint } from '@/lib/api/endpoint';
import { issueToken } from '@/lib/account/auth';
import { db } from '@/lib/db/client';
import { AppError } from '@/lib/errors/app-error';
import { users } from '@/lib/db/schema';
import { resetEnvForTests } from '@/lib/env';
import { freshDb } from '@/test/db';
import { seedTemplate } from '@/test/templates';

/**
 * The rules an endpoint declares (`auth` levels, `rateLimit`) are enforced by the API layer before
 * the handler runs, so a domain never sees a caller it must refuse.
 */
let cleanup: () => Promise<void>;
let app: ApiApp;
const tokens: Record<'user' | 'anchor' | 'admin' | 'other', string> = {
  user: '',
  anchor: '',
  admin: '',
  other: '',
};
const calls: Record<string, number> = {};
const run = `t${Date.now().toString(36)}`;

function probe(path: string, def: Partial<Parameters<typeof endpoint>[0]>): Endpoint {
  return endpoint({
    method: 'POST',
    path,
    summary: path,
    tag: 'test',
    input: z.object({ n: z.number().int().min(1), room: z.number().int().optional() }),
    ...def,
    handler: async () => {
      calls[path] = (calls[path] ?? 0) + 1;
      return ok({ done: true });
    },
  });
}

beforeAll(async () => {
  Object.assign(process.env, { NODE_ENV: 'test', RATE_LIMITS: 'on' });
  resetEnvForTests();
  ({ cleanup } = await freshDb(seedTemplate({ matches: false })));
  const byMobile = async (mobile: string) =>
    (await db().select().from(users).where(eq(users.mobile, mobile)))[0];
  // The demo accounts: a plain user, an anchor, an administrator (not an anchor), another user.
  tokens.user = await issueToken((await byMobile('86-13800000001')).id);
  tokens.anchor = await issueToken((await byMobile('86-13800000002')).id);
  tokens.admin = await issueToken((await byMobile('86-13800000003')).id);
  tokens.other = await issueToken((await byMobile('84-912345678')).id);
  app = createApp([
    probe('probe/anchor', { auth: 'anchor' }),
    probe('probe/admin', { auth: 'admin' }),
    probe('probe/perUser', {
      auth: 'required',
      rateLimit: [{ limit: { name: `${run}-user`, points: 2, durationSec: 60 }, by: 'user' }],
    }),
    probe('probe/perIp', {
      auth: 'optional',
      rateLimit: [{ limit: { name: `${run}-ip`, points: 1, durationSec: 60 }, by: 'ip' }],
    }),
    probe('probe/perRoom', {
      rateLimit: [
        {
          limit: { name: `${run}-room`, points: 1, durationSec: 60 },
          by: ({ input }) => `room:${(input as { room?: number }).room ?? 0}`,
        },
      ],
    }),
    probe('probe/perKind', {
      rateLimit: [
        {
          limit: { name: `${run}-big`, points: 1, durationSec: 60 },
          by: 'ip',
          when: ({ input }) => (input as { n: number }).n > 100,
        },
        {
          limit: { name: `${run}-small`, points: 2, durationSec: 60 },
          by: 'ip',
          when: ({ input }) => (input as { n: number }).n <= 100,
        },
      ],
    }),
    endpoint({
      method: 'POST',
      path: 'probe/onSuccess',
      summary: 'probe/onSuccess',
      tag: 'test',
      input: z.object({ n: z.number().int() }),
      rateLimit: [
        {
          limit: { name: `${run}-success`, points: 2, durationSec: 60 },
          by: 'ip',
          counts: 'success',
        },
      ],
      handler: async ({ input }) => {
        calls['probe/onSuccess'] = (calls['probe/onSuccess'] ?? 0) + 1;
        if (input.n < 0) throw new AppError('forbidden');
        return ok({ done: true });
      },
    }),
  ]);
});
afterAll(async () => {
  await cleanup?.();
});

async function call(
  path: string,
  body: unknown,
  opts: { token?: string; ip?: string; lang?: string } = {},
) {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-client-ip': opts.ip ?? '10.9.0.1',
  };
  if (opts.token) headers.token = opts.token;
  if (opts.lang) headers.lang = opts.lang;
  const res = await app.request(`/api/${path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as {
    code: number;
    msg: string;
    data: { error?: string; retry_after?: number } | null;
  };
  return { status: res.status, ...answer };
}

describe("auth: 'anchor' and 'admin'", () => {
  it('asks a caller without a valid token to log in (code 700)', async () => {
    for (const path of ['probe/anchor', 'probe/admin']) {
      expect(await call(path, { n: 1 })).toMatchObject({ status: 200, code: 700 });
      expect(await call(path, { n: 1 }, { token: 'not-a-token' })).toMatchObject({ code: 700 });
    }
  });

  it('refuses a logged-in user without the role, in their language, before reading the input', async () => {
    const before = calls['probe/anchor'] ?? 0;
    const zh = await call('probe/anchor', { n: 'x' }, { token: tokens.user });
    expect(zh).toMatchObject({
      status: 200,
      code: 1,
      msg: '没有权限执行此操作',
      data: { error: 'forbidden' },
    });
    const en = await call('probe/anchor', { n: 1 }, { token: tokens.admin, lang: 'en' });
    expect(en).toMatchObject({ code: 1, msg: 'This operation is not allowed' });
    const vi = await call('probe/admin', { n: 1 }, { token: tokens.anchor, lang: 'vi' });
    expect(vi).toMatchObject({ code: 1, msg: 'Không được phép thực hiện thao tác này' });
    expect(calls['probe/anchor'] ?? 0).toBe(before);
  });

  it('lets the role through to validation and the handler', async () => {
    expect(await call('probe/anchor', { n: 0 }, { token: tokens.anchor })).toMatchObject({
      code: 1,
      data: { error: 'invalidField', field: 'n' },
    });
    expect(await call('probe/anchor', { n: 1 }, { token: tokens.anchor })).toMatchObject({
      code: 0,
      data: { done: true },
    });
    expect(await call('probe/admin', { n: 1 }, { token: tokens.admin })).toMatchObject({ code: 0 });
  });
});

describe('declarative rateLimit', () => {
  it("counts a user's accepted calls, answers 429 with retry_after, and leaves others their budget", async () => {
    // Bad input is refused before the budget is touched.
    expect((await call('probe/perUser', { n: -1 }, { token: tokens.user })).code).toBe(1);
    // A fresh address for each call: the budget follows the user, not the IP.
    expect(
      (await call('probe/perUser', { n: 1 }, { token: tokens.user, ip: '10.9.1.1' })).code,
    ).toBe(0);
    expect(
      (await call('probe/perUser', { n: 1 }, { token: tokens.user, ip: '10.9.1.2' })).code,
    ).toBe(0);
    const third = await call('probe/perUser', { n: 1 }, { token: tokens.user, ip: '10.9.1.3' });
    expect(third).toMatchObject({ status: 429, code: 1, data: { error: 'rateLimited' } });
    expect(third.data?.retry_after).toBeGreaterThanOrEqual(1);
    expect(third.data?.retry_after).toBeLessThanOrEqual(60);
    expect(calls['probe/perUser']).toBe(2);
    expect(
      (await call('probe/perUser', { n: 1 }, { token: tokens.other, ip: '10.9.1.3' })).code,
    ).toBe(0);
  });

  it('counts by address for guests and by a key taken from the call', async () => {
    expect((await call('probe/perIp', { n: 1 }, { ip: '10.9.2.1' })).code).toBe(0);
    expect((await call('probe/perIp', { n: 1 }, { ip: '10.9.2.1' })).status).toBe(429);
    expect((await call('probe/perIp', { n: 1 }, { ip: '10.9.2.2' })).code).toBe(0);

    expect((await call('probe/perRoom', { n: 1, room: 7 }, { ip: '10.9.3.1' })).code).toBe(0);
    expect((await call('probe/perRoom', { n: 1, room: 7 }, { ip: '10.9.3.2' })).status).toBe(429);
    expect((await call('probe/perRoom', { n: 1, room: 8 }, { ip: '10.9.3.3' })).code).toBe(0);
  });

  it('applies a rule only to the calls its `when` picks (one budget per kind of call)', async () => {
    const ip = '10.9.4.1';
    expect((await call('probe/perKind', { n: 500 }, { ip })).code).toBe(0);
    expect((await call('probe/perKind', { n: 500 }, { ip })).status).toBe(429);
    // The small calls have their own budget, untouched by the big ones.
    expect((await call('probe/perKind', { n: 1 }, { ip })).code).toBe(0);
    expect((await call('probe/perKind', { n: 1 }, { ip })).code).toBe(0);
    expect((await call('probe/perKind', { n: 1 }, { ip })).status).toBe(429);
  });

  it("counts a `counts: 'success'` rule only when the handler succeeds, and checks it first", async () => {
    const ip = '10.9.5.1';
    // Refused calls use nothing of the budget of 2…
    for (let i = 0; i < 3; i++) {
      expect(await call('probe/onSuccess', { n: -1 }, { ip })).toMatchObject({
        code: 1,
        data: { error: 'forbidden' },
      });
    }
    expect((await call('probe/onSuccess', { n: 1 }, { ip })).code).toBe(0);
    expect((await call('probe/onSuccess', { n: 1 }, { ip })).code).toBe(0);
    // …and an empty budget refuses before the handler runs.
    const before = calls['probe/onSuccess'];
    const over = await call('probe/onSuccess', { n: 1 }, { ip });
    expect(over).toMatchObject({ status: 429, data: { error: 'rateLimited' } });
    expect(calls['probe/onSuccess']).toBe(before);
  });

  it('documents the levels and the 429 in OpenAPI', async () => {
    const doc = (await (await app.request('/api/openapi.json')).json()) as {
      paths: Record<string, { post: { 'x-auth': string; responses: Record<string, unknown> } }>;
    };
    expect(doc.paths['/api/probe/anchor'].post['x-auth']).toBe('anchor');
    expect(doc.paths['/api/probe/admin'].post['x-auth']).toBe('admin');
    expect(doc.paths['/api/probe/perUser'].post.responses['429']).toBeDefined();
    expect(doc.paths['/api/probe/anchor'].post.responses['429']).toBeUndefined();
  });
});
