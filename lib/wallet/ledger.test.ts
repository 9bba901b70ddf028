import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { users, walletEntries } from '@/lib/db/schema';
import { createTestApi, type TestApi } from '@/test/api';
import { registerUser } from '@/test/factories';
import { credit } from '@/test/wallet';
import { auditLedger, post, postOnce, totalsByKind, userBalances } from './ledger';

let t: TestApi;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ledger-test-'));
beforeAll(async () => {
  t = await createTestApi({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t?.cleanup();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const balanceColumn = async (id: number) =>
  (await db().select({ b: users.balanceTenths }).from(users).where(eq(users.id, id)))[0].b;

describe('ledger', () => {
  it('seeds the demo balances through the ledger, which audits clean', async () => {
    const [fan] = await db().select().from(users).where(eq(users.mobile, '86-13800000001'));
    expect(fan.balanceTenths).toBe(10_000);
    expect((await userBalances(fan.id)).coins).toBe(10_000);
    expect(await auditLedger()).toEqual([]);
  });

  it('moves money in balanced entries and keeps the balance column as the projection', async () => {
    const { user } = await registerUser(t);
    await credit(user.id, 55);
    const r = await postOnce({
      kind: 'adjustment',
      key: `spend:${user.id}`,
      userId: user.id,
      legs: [
        { account: 'coins', userId: user.id, tenths: -20 },
        { account: 'revenue', tenths: 20 },
      ],
    });
    expect(r.replay).toBe(false);
    expect(r.balances[`coins:${user.id}`]).toBe(35);
    expect(await balanceColumn(user.id)).toBe(35);
    const entries = await db().select().from(walletEntries).where(eq(walletEntries.txId, r.id));
    expect(entries.map((e) => e.amountTenths).sort((a, b) => a - b)).toEqual([-20, 20]);
    expect(await auditLedger()).toEqual([]);
  });

  it('writes a key once: the second posting is a replay and moves nothing', async () => {
    const { user } = await registerUser(t);
    await credit(user.id, 100);
    const p = {
      kind: 'adjustment' as const,
      key: `once:${user.id}`,
      userId: user.id,
      legs: [
        { account: 'coins' as const, userId: user.id, tenths: -30 },
        { account: 'revenue' as const, tenths: 30 },
      ],
    };
    const [a, b, c] = await Promise.all([postOnce(p), postOnce(p), postOnce(p)]);
    expect([a, b, c].filter((x) => !x.replay)).toHaveLength(1);
    expect(new Set([a.id, b.id, c.id]).size).toBe(1);
    expect((await userBalances(user.id)).coins).toBe(70);
  });

  it('refuses an overdraft and rolls the whole transaction back', async () => {
    const { user } = await registerUser(t);
    await credit(user.id, 10);
    const before = await totalsByKind();
    await expect(
      db().transaction(async (tx) => {
        await post(tx, {
          kind: 'adjustment',
          key: `over:${user.id}`,
          userId: user.id,
          legs: [
            { account: 'coins', userId: user.id, tenths: -11 },
            { account: 'revenue', tenths: 11 },
          ],
        });
      }),
    ).rejects.toMatchObject({ key: 'insufficientBalance' });
    expect((await userBalances(user.id)).coins).toBe(10);
    expect(await totalsByKind()).toEqual(before);
    // The key was not used up by the refused posting.
    const ok = await postOnce({
      kind: 'adjustment',
      key: `over:${user.id}`,
      userId: user.id,
      legs: [
        { account: 'coins', userId: user.id, tenths: -10 },
        { account: 'revenue', tenths: 10 },
      ],
    });
    expect(ok.replay).toBe(false);
    expect(await balanceColumn(user.id)).toBe(0);
  });

  it('lets concurrent spenders never take a balance below zero', async () => {
    const { user } = await registerUser(t);
    await credit(user.id, 50);
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) =>
        postOnce({
          kind: 'adjustment',
          key: `race:${user.id}:${i}`,
          userId: user.id,
          legs: [
            { account: 'coins', userId: user.id, tenths: -10 },
            { account: 'revenue', tenths: 10 },
          ],
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    expect((await userBalances(user.id)).coins).toBe(0);
    expect(await auditLedger()).toEqual([]);
  });

  it('forgets an account created by a transaction that rolled back', async () => {
    const { user } = await registerUser(t);
    const posting = (key: string) => ({
      kind: 'adjustment' as const,
      key,
      userId: user.id,
      legs: [
        { account: 'promotions' as const, tenths: -7 },
        { account: 'income' as const, userId: user.id, tenths: 7 },
      ],
    });
    await expect(
      db().transaction(async (tx) => {
        await post(tx, posting(`rolled:${user.id}`));
        throw new Error('caller failed after posting');
      }),
    ).rejects.toThrow('caller failed');
    expect((await userBalances(user.id)).income).toBe(0);
    // The account row went with the rollback; the next posting creates it again.
    expect((await postOnce(posting(`again:${user.id}`))).replay).toBe(false);
    expect((await userBalances(user.id)).income).toBe(7);
    expect(await auditLedger()).toEqual([]);
  });

  it('refuses unbalanced, zero and fractional legs before touching the database', async () => {
    const legs = (a: number, b: number) => [
      { account: 'promotions' as const, tenths: a },
      { account: 'revenue' as const, tenths: b },
    ];
    for (const l of [legs(-1, 2), legs(0, 0), legs(-0.5, 0.5)]) {
      await expect(postOnce({ kind: 'adjustment', key: 'bad', legs: l })).rejects.toThrow(/ledger/);
    }
  });

  it('the audit finds a balance that is not the sum of its entries', async () => {
    const { user } = await registerUser(t);
    await credit(user.id, 5);
    await db().update(users).set({ balanceTenths: 6 }).where(eq(users.id, user.id));
    const problems = await auditLedger();
    expect(problems).toEqual([
      expect.objectContaining({ what: 'user balance differs from coins account', id: user.id }),
    ]);
    await db().update(users).set({ balanceTenths: 5 }).where(eq(users.id, user.id));
    expect(await auditLedger()).toEqual([]);
  });
});
