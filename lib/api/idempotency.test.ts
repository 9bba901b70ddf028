import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { createApp } from '@/lib/api/app';
import { requestHash } from '@/lib/api/idempotency';
import { db } from '@/lib/db/client';
import { idempotencyKeys } from '@/lib/db/schema';
import { AppError } from '@/lib/errors/app-error';
import { createTestApi, type TestApi } from '@/test/api';
import { registerUser } from '@/test/factories';
import { endpoint, ok } from './endpoint';

/**
 * `endpoint({ idempotent: true })` on a test endpoint that counts its runs: the key store, not
 * the handler, decides whether a call runs again.
 */
let t: TestApi;
let app: ReturnType<typeof createApp>;
let runs = 0;
let fail: 'none' | 'refuse' | 'crash' = 'none';
const EN_SAVED = 'Modified successfully';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'idem-test-'));

const spend = endpoint({
  method: 'POST',
  path: 'test/spend',
  summary: 'test',
  tag: 'test',
  auth: 'required',
  idempotent: true,
  input: z.object({ amount: z.coerce.number().int().min(1) }),
  handler: async ({ input }) => {
    runs++;
    await new Promise((r) => setTimeout(r, 30));
    if (fail === 'refuse') throw new AppError('insufficientBalance');
    if (fail === 'crash') throw new Error('boom');
    return ok({ run: runs, amount: input.amount }, 'api.saved');
  },
});

beforeAll(async () => {
  t = await createTestApi({ DATA_DIR: dataDir });
  app = createApp([spend]);
});
afterAll(async () => {
  await t?.cleanup();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(() => {
  runs = 0;
  fail = 'none';
});

async function call(token: string, body: unknown, key?: string, lang = 'zh') {
  const headers: Record<string, string> = { 'content-type': 'application/json', token, lang };
  if (key !== undefined) headers['idempotency-key'] = key;
  const res = await app.request('/api/test/spend', {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    replayed: res.headers.get('idempotent-replayed'),
    ...(await res.json()),
  };
}

describe('idempotent endpoints', () => {
  let token: string;
  beforeAll(async () => {
    ({ token } = await registerUser(t));
  });

  it('refuses a call without a key, or with a malformed one, before running', async () => {
    expect(await call(token, { amount: 1 })).toMatchObject({
      code: 1,
      data: { error: 'idempotencyKeyRequired' },
    });
    for (const bad of ['short', 'x'.repeat(129), 'has space in it', 'é-accented-key']) {
      expect((await call(token, { amount: 1 }, bad)).data).toMatchObject({
        error: 'idempotencyKeyInvalid',
      });
    }
    expect(runs).toBe(0);
  });

  it('answers a retry with the first answer without running again, in the retry’s language', async () => {
    const first = await call(token, { amount: 5 }, 'key-retry-0001');
    expect(first).toMatchObject({ code: 0, msg: '修改成功', data: { run: 1, amount: 5 } });
    expect(first.replayed).toBeNull();
    const again = await call(token, { amount: 5 }, 'key-retry-0001', 'en');
    expect(again).toMatchObject({ code: 0, data: { run: 1, amount: 5 }, replayed: 'true' });
    expect(again.msg).toBe(EN_SAVED);
    expect(runs).toBe(1);
  });

  it('treats the same input sent differently as the same request', async () => {
    await call(token, { amount: 7 }, 'key-same-00001');
    expect((await call(token, { amount: '7' }, 'key-same-00001')).replayed).toBe('true');
    expect(runs).toBe(1);
  });

  it('refuses the same key with a different body', async () => {
    await call(token, { amount: 5 }, 'key-reuse-0001');
    expect(await call(token, { amount: 6 }, 'key-reuse-0001')).toMatchObject({
      code: 1,
      data: { error: 'idempotencyKeyReused' },
    });
    expect(runs).toBe(1);
  });

  it('runs concurrent duplicates once and gives them all the first answer', async () => {
    const all = await Promise.all(
      Array.from({ length: 8 }, () => call(token, { amount: 3 }, 'key-concurrent-01')),
    );
    expect(runs).toBe(1);
    expect(new Set(all.map((r) => JSON.stringify(r.data))).size).toBe(1);
    expect(all.filter((r) => r.replayed === 'true')).toHaveLength(7);
  });

  it('keeps keys per user: another user may use the same key', async () => {
    const other = await registerUser(t);
    await call(token, { amount: 2 }, 'key-per-user-01');
    const theirs = await call(other.token, { amount: 9 }, 'key-per-user-01');
    expect(theirs).toMatchObject({ code: 0, data: { amount: 9 } });
    expect(runs).toBe(2);
  });

  it('stores a refusal as the answer: the retry is refused the same way without running', async () => {
    fail = 'refuse';
    const first = await call(token, { amount: 4 }, 'key-refused-01');
    expect(first.data).toMatchObject({ error: 'insufficientBalance' });
    fail = 'none';
    const again = await call(token, { amount: 4 }, 'key-refused-01');
    expect(again).toMatchObject({
      code: 1,
      data: { error: 'insufficientBalance' },
      replayed: 'true',
    });
    expect(runs).toBe(1);
  });

  it('frees the key after a crash, so the retry runs', async () => {
    fail = 'crash';
    expect((await call(token, { amount: 4 }, 'key-crashed-01')).status).toBe(500);
    fail = 'none';
    expect(await call(token, { amount: 4 }, 'key-crashed-01')).toMatchObject({
      code: 0,
      data: { run: 2 },
    });
  });

  it('lets a retry take over a key whose first call died unanswered 30 s ago, once', async () => {
    // The first call's instance died after claiming the key: the row is left "being answered".
    const { token: other, user } = await registerUser(t);
    const userId = user.id;
    const hash = requestHash('test/spend', { amount: 6 });
    await db()
      .insert(idempotencyKeys)
      .values({
        userId,
        key: 'key-orphaned-01',
        path: 'test/spend',
        requestHash: hash,
        updatedAt: sql`now() - interval '31 seconds'`,
      });
    // Two retries at once: exactly one takes the key over and runs; the other gets its answer.
    const [a, b] = await Promise.all([
      call(other, { amount: 6 }, 'key-orphaned-01'),
      call(other, { amount: 6 }, 'key-orphaned-01'),
    ]);
    expect([a.code, b.code]).toEqual([0, 0]);
    expect(runs).toBe(1);
    expect(a.data).toEqual(b.data);
  });

  it('does not store an invalid request: fixing the input with the same key works', async () => {
    expect((await call(token, { amount: 0 }, 'key-invalid-01')).code).toBe(1);
    expect((await call(token, { amount: 1 }, 'key-invalid-01')).code).toBe(0);
    expect(runs).toBe(1);
  });

  it('refuses to define an idempotent endpoint without a logged-in user', () => {
    expect(() =>
      endpoint({
        method: 'POST',
        path: 'x/y',
        summary: 'x',
        tag: 'x',
        idempotent: true,
        handler: async () => ok(),
      }),
    ).toThrow(/logged-in/);
  });
});
