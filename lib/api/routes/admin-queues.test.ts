import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { issueToken } from '@/lib/account/auth';
import { hashPassword } from '@/lib/account/password';
import { db } from '@/lib/db/client';
import {
  anchorApplications,
  auditLog,
  expertApplications,
  experts,
  horns,
  users,
  withdrawals,
} from '@/lib/db/schema';
import { GAMEPLAYS } from '@/lib/experts/limits';
import { BULK_REVIEW_MAX } from '@/lib/admin/queue-limits';
import { createTestApi, type TestApi } from '@/test/api';
import { registerUser } from '@/test/factories';
import { creditIncome, idem, userBalances } from '@/test/wallet';

/**
 * The console's review queues (issue 27 "Review queues"): the four lists' search, order and
 * counts; single and bulk reviews with exactly one audit row per reviewed item; roles;
 * re-authentication for paying a withdrawal and nobody reviewing their own.
 */

let t: TestApi;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'queues-test-'));
beforeAll(async () => {
  t = await createTestApi({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t?.cleanup();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const CARD = '6222021234567890128';
const PW = '246810';

type Person = { id: number; token: string; nickname: string; mobile: string };

/** A user made directly, logged in (an anchor with a payment password and a bank card on `bank`). */
async function person(opts: { bank?: boolean; incomeTenths?: number } = {}): Promise<Person> {
  const n = crypto.randomInt(1_000_000_000, 9_999_999_999);
  const [u] = await db()
    .insert(users)
    .values({
      mobile: `86-1${n}`,
      passwordHash: 'x',
      nickname: `q${n}`,
      inviteCode: `Q${n}`,
      isAnchor: 1,
      paymentPasswordHash: await hashPassword(PW),
    })
    .returning();
  const p = { id: u.id, token: await issueToken(u.id), nickname: u.nickname, mobile: u.mobile };
  if (opts.bank) {
    const r = await t.call('Bank_card/bind', {
      params: {
        bank_name: '招商银行',
        card_number: CARD,
        holder_name: '张三',
        payment_password: PW,
      },
      token: p.token,
    });
    expect(r.code).toBe(0);
  }
  if (opts.incomeTenths) await creditIncome(u.id, opts.incomeTenths);
  return p;
}

/** A registered user (with a real password, for admin/reauth) holding a console role. */
async function staff(role: 'admin' | 'moderator' | 'editor') {
  const r = await registerUser(t);
  await db()
    .update(users)
    .set(role === 'admin' ? { isAdmin: true } : { staffRoles: [role] })
    .where(eq(users.id, r.user.id));
  return { id: r.user.id, token: r.token, password: r.password };
}

let admin: Awaited<ReturnType<typeof staff>>;
let moderator: Awaited<ReturnType<typeof staff>>;
let editor: Awaited<ReturnType<typeof staff>>;
beforeAll(async () => {
  admin = await staff('admin');
  moderator = await staff('moderator');
  editor = await staff('editor');
});

const call = (p: string, token: string | null, params?: Record<string, unknown>) =>
  t.call(p, { method: 'POST', params: params ?? {}, token });
const get = (p: string, token: string | null, params: Record<string, unknown> = {}) =>
  t.call(p, { method: 'GET', params, token });

async function anchorApp(userId: number, createdAt?: Date) {
  const [a] = await db()
    .insert(anchorApplications)
    .values({
      userId,
      realNameSealed: 'sealed',
      realNameMasked: '张*',
      idNumberSealed: 'sealed',
      idNumberMasked: '1101**********1234',
      contact: 'wx: test',
      idFrontUrl: '',
      idBackUrl: '',
      experience: 'Three years of streaming football.',
      ...(createdAt ? { createdAt } : {}),
    })
    .returning();
  return a.id;
}

async function expertApp(userId: number) {
  const [a] = await db()
    .insert(expertApplications)
    .values({ userId, text: 'I read matches well.', gameplays: [GAMEPLAYS[0]] })
    .returning();
  return a.id;
}

async function horn(userId: number, text = 'Hello every room') {
  const [h] = await db().insert(horns).values({ userId, text }).returning();
  return h.id;
}

async function withdrawal(u: Person, amount: number) {
  const r = await t.call('Balance/applyForWithdrawal', {
    params: { amount, payment_password: PW },
    token: u.token,
    headers: idem(),
  });
  expect(r.code).toBe(0);
  return r.data.id as number;
}

/** The audit rows of one item. */
const auditOf = (targetType: string, ids: number[]) =>
  db()
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.targetType, targetType),
        inArray(
          auditLog.targetId,
          ids.map((i) => String(i)),
        ),
      ),
    );

const QUEUES = [
  {
    queue: 'anchors',
    list: 'admin/anchorApplicationList',
    review: 'admin/reviewAnchorApplication',
  },
  {
    queue: 'experts',
    list: 'admin/expertApplicationList',
    review: 'admin/reviewExpertApplication',
  },
  { queue: 'horns', list: 'admin/hornList', review: 'admin/reviewHorn' },
  { queue: 'withdrawals', list: 'admin/withdrawalList', review: 'admin/reviewWithdrawal' },
] as const;

describe('who may work on a queue', () => {
  it('answers visitors 700 and users, anchors and the wrong role forbidden', async () => {
    const user = await registerUser(t);
    const anchor = await person();
    for (const q of QUEUES) {
      const allowed = q.queue === 'horns' ? [admin, moderator] : [admin];
      const denied = [
        user.token,
        anchor.token,
        editor.token,
        ...(q.queue === 'horns' ? [] : [moderator.token]),
      ];
      expect((await get(q.list, null)).code).toBe(700);
      expect((await call(q.review, null, { id: 1, pass: 1 })).code).toBe(700);
      expect(
        (await call('admin/bulkReview', null, { queue: q.queue, ids: [1], pass: 1 })).code,
      ).toBe(700);
      for (const token of denied) {
        expect((await get(q.list, token)).data).toMatchObject({ error: 'forbidden' });
        expect((await call(q.review, token, { id: 1, pass: 1 })).data).toMatchObject({
          error: 'forbidden',
        });
        expect(
          (await call('admin/bulkReview', token, { queue: q.queue, ids: [1], pass: 1 })).data,
        ).toMatchObject({ error: 'forbidden' });
      }
      for (const s of allowed) expect((await get(q.list, s.token)).code).toBe(0);
    }
  });
});

describe('the lists', () => {
  it('search by nickname, mobile or id, with counts per status', async () => {
    const a = await person();
    const b = await person();
    const [ha, hb, hb2] = [await horn(a.id), await horn(b.id), await horn(b.id)];
    await call('admin/reviewHorn', moderator.token, { id: hb2, pass: 0, reason: 'Spam' });

    const byNick = await get('admin/hornList', moderator.token, { q: b.nickname, status: 0 });
    expect(byNick.data.list.map((h: { id: number }) => h.id)).toEqual([hb]);
    expect(byNick.data.status_counts).toEqual([1, 0, 1]);
    expect(byNick.data.total).toBe(1);

    const all = await get('admin/hornList', moderator.token, { q: b.nickname });
    expect(all.data.list.map((h: { id: number }) => h.id)).toEqual([hb2, hb]);

    const byMobile = await get('admin/hornList', moderator.token, { q: a.mobile.slice(-8) });
    expect(byMobile.data.list.map((h: { id: number }) => h.id)).toEqual([ha]);
    const byId = await get('admin/hornList', moderator.token, { q: String(ha) });
    expect(byId.data.list.map((h: { id: number }) => h.id)).toContain(ha);
    const byUserId = await get('admin/hornList', moderator.token, { q: String(a.id) });
    expect(byUserId.data.list.map((h: { id: number }) => h.id)).toContain(ha);
    // LIKE's wildcards are literal.
    expect((await get('admin/hornList', moderator.token, { q: '%' })).data.total).toBe(0);
  });

  it('sort withdrawals by time or amount, either way', async () => {
    const u = await person({ bank: true, incomeTenths: 10_000 });
    const ids = [await withdrawal(u, 150), await withdrawal(u, 100), await withdrawal(u, 300)];
    const order = async (params: Record<string, unknown>) =>
      (await get('admin/withdrawalList', admin.token, { q: u.nickname, ...params })).data.list.map(
        (w: { id: number }) => w.id,
      );
    expect(await order({})).toEqual([ids[2], ids[1], ids[0]]);
    expect(await order({ dir: 'asc' })).toEqual(ids);
    expect(await order({ sort: 'amount' })).toEqual([ids[2], ids[0], ids[1]]);
    expect(await order({ sort: 'amount', dir: 'asc' })).toEqual([ids[1], ids[0], ids[2]]);
    const r = await get('admin/withdrawalList', admin.token, { q: u.nickname });
    expect(r.data.status_counts).toEqual([3, 0, 0]);
  });

  it('search and order applications', async () => {
    const u = await person();
    const older = await anchorApp(u.id, new Date(Date.now() - 3_600_000));
    await db()
      .update(anchorApplications)
      .set({ status: 2, reason: 'old' })
      .where(eq(anchorApplications.id, older));
    const newer = await anchorApp(u.id);
    const r = await get('admin/anchorApplicationList', admin.token, { q: u.nickname, status: '' });
    expect(r.data.list.map((a: { id: number }) => a.id)).toEqual([newer, older]);
    expect(r.data.status_counts).toEqual([1, 0, 1]);
    const asc = await get('admin/anchorApplicationList', admin.token, {
      q: u.nickname,
      dir: 'asc',
    });
    expect(asc.data.list.map((a: { id: number }) => a.id)).toEqual([older, newer]);

    const e = await expertApp(u.id);
    const ex = await get('admin/expertApplicationList', admin.token, { q: u.mobile.slice(3) });
    expect(ex.data.list.map((a: { id: number }) => a.id)).toEqual([e]);
    expect(ex.data.status_counts).toEqual([1, 0, 0]);
  });

  it('refuse bad input with code 1', async () => {
    for (const [p, params] of [
      ['admin/hornList', { q: 'x'.repeat(65) }],
      ['admin/hornList', { sort: 'nickname' }],
      ['admin/withdrawalList', { dir: 'up' }],
      ['admin/anchorApplicationList', { sort: 'amount' }],
      ['admin/expertApplicationList', { sort: 'amount' }],
      ['admin/expertApplicationList', { status: 3 }],
    ] as const) {
      const r = await get(p, admin.token, params);
      expect(r).toMatchObject({ code: 1, data: { error: 'invalidField' } });
    }
  });
});

describe('single reviews', () => {
  it('anchor application: one audit row, the user becomes an anchor', async () => {
    const u = await person();
    await db().update(users).set({ isAnchor: 0 }).where(eq(users.id, u.id));
    const id = await anchorApp(u.id);
    expect(
      (await call('admin/reviewAnchorApplication', admin.token, { id, pass: 0 })).data,
    ).toMatchObject({ error: 'reviewReasonRequired' });
    expect(await auditOf('anchor_application', [id])).toHaveLength(0);
    const r = await call('admin/reviewAnchorApplication', admin.token, { id, pass: 1 });
    expect(r).toMatchObject({ code: 0, data: { id, status: 1 } });
    const rows = await auditOf('anchor_application', [id]);
    expect(rows).toMatchObject([
      {
        action: 'anchor_application.approve',
        actorId: admin.id,
        before: { status: 0 },
        after: { status: 1 },
      },
    ]);
    const [after] = await db().select().from(users).where(eq(users.id, u.id));
    expect(after.isAnchor).toBe(1);
    // A second verdict changes nothing and logs nothing.
    expect(
      (await call('admin/reviewAnchorApplication', admin.token, { id, pass: 0, reason: 'x' })).data,
    ).toMatchObject({ error: 'alreadyReviewed' });
    expect(await auditOf('anchor_application', [id])).toHaveLength(1);
  });

  it('expert application and horn rejections: one audit row each, with the reason', async () => {
    const u = await person();
    const e = await expertApp(u.id);
    const r = await call('admin/reviewExpertApplication', admin.token, {
      id: e,
      pass: 0,
      reason: 'Too short',
    });
    expect(r).toMatchObject({ code: 0, data: { status: 2, reason: 'Too short' } });
    expect(await auditOf('expert_application', [e])).toMatchObject([
      { action: 'expert_application.reject', after: { status: 2, reason: 'Too short' } },
    ]);
    expect(await db().select().from(experts).where(eq(experts.userId, u.id))).toHaveLength(0);

    const h = await horn(u.id);
    const hr = await call('admin/reviewHorn', moderator.token, { id: h, pass: 1 });
    expect(hr).toMatchObject({ code: 0, data: { status: 1 } });
    expect(await auditOf('horn', [h])).toMatchObject([
      { action: 'horn.approve', actorId: moderator.id, actorRoles: 'moderator' },
    ]);
  });
});

describe('withdrawals', () => {
  it('paying needs the password again; rejecting does not', async () => {
    const u = await person({ bank: true, incomeTenths: 5000 });
    const id = await withdrawal(u, 100);
    const r = await call('admin/reviewWithdrawal', admin.token, { id, pass: 1 });
    expect(r).toMatchObject({ code: 1, data: { error: 'reauthRequired' } });
    const [w] = await db().select().from(withdrawals).where(eq(withdrawals.id, id));
    expect(w.status).toBe(0);
    expect(await auditOf('withdrawal', [id])).toHaveLength(0);
    // Bulk too, for the whole call.
    expect(
      (await call('admin/bulkReview', admin.token, { queue: 'withdrawals', ids: [id], pass: 1 }))
        .data,
    ).toMatchObject({ error: 'reauthRequired' });

    expect(
      (await call('admin/reauth', admin.token, { password: 'wrong-password' })).data,
    ).toMatchObject({ error: 'reauthFailed' });
    expect((await call('admin/reauth', admin.token, { password: admin.password })).code).toBe(0);
    const ok = await call('admin/reviewWithdrawal', admin.token, { id, pass: 1 });
    expect(ok).toMatchObject({ code: 0, data: { id, status: 1 } });
    expect(await auditOf('withdrawal', [id])).toMatchObject([
      { action: 'withdrawal.approve', before: { status: 0 }, after: { status: 1, amount: 100 } },
    ]);

    // A rejection moves the money back to the user and needs no password (another admin).
    const other = await staff('admin');
    const id2 = await withdrawal(u, 100);
    expect(await userBalances(u.id)).toMatchObject({ income: 3000 });
    const rej = await call('admin/reviewWithdrawal', other.token, {
      id: id2,
      pass: 0,
      reason: 'Name mismatch',
    });
    expect(rej).toMatchObject({ code: 0, data: { status: 2 } });
    expect(await userBalances(u.id)).toMatchObject({ income: 4000 });
    expect(await auditOf('withdrawal', [id2])).toMatchObject([{ action: 'withdrawal.reject' }]);
  });

  it('nobody reviews their own request, even after re-authenticating', async () => {
    const boss = await staff('admin');
    await db()
      .update(users)
      .set({ isAnchor: 1, paymentPasswordHash: await hashPassword(PW) })
      .where(eq(users.id, boss.id));
    await t.call('Bank_card/bind', {
      params: {
        bank_name: '招商银行',
        card_number: CARD,
        holder_name: '张三',
        payment_password: PW,
      },
      token: boss.token,
    });
    await creditIncome(boss.id, 2000);
    const id = await withdrawal({ id: boss.id, token: boss.token, nickname: '', mobile: '' }, 100);
    expect((await call('admin/reauth', boss.token, { password: boss.password })).code).toBe(0);
    for (const pass of [1, 0])
      expect(
        (await call('admin/reviewWithdrawal', boss.token, { id, pass, reason: 'mine' })).data,
      ).toMatchObject({ error: 'cannotReviewOwn' });
    const bulk = await call('admin/bulkReview', boss.token, {
      queue: 'withdrawals',
      ids: [id],
      pass: 1,
    });
    expect(bulk.data.results).toMatchObject([{ id, ok: false, error: 'cannotReviewOwn' }]);
    expect(await auditOf('withdrawal', [id])).toHaveLength(0);
  });
});

describe('bulk review', () => {
  it('reviews each item in its own transaction: N items, N audit rows, per-item outcomes', async () => {
    const u = await person();
    const ids = [await horn(u.id), await horn(u.id), await horn(u.id)];
    await call('admin/reviewHorn', moderator.token, { id: ids[1], pass: 1 });
    const r = await call('admin/bulkReview', moderator.token, {
      queue: 'horns',
      ids: [...ids, 99_999_999],
      pass: 0,
      reason: 'Advertising',
    });
    expect(r.code).toBe(0);
    expect(r.data.done).toBe(2);
    expect(r.data.results).toMatchObject([
      { id: ids[0], ok: true, status: 2, error: null },
      { id: ids[1], ok: false, status: null, error: 'alreadyReviewed' },
      { id: ids[2], ok: true, status: 2 },
      { id: 99_999_999, ok: false, error: 'hornNotFound' },
    ]);
    expect(r.data.results[1].msg).not.toBe('');
    const rows = await auditOf('horn', ids);
    expect(
      rows
        .filter((a) => a.action === 'horn.reject')
        .map((a) => Number(a.targetId))
        .sort(),
    ).toEqual([ids[0], ids[2]].sort());
    expect(rows).toHaveLength(3);
  });

  it('approves applications in bulk', async () => {
    const [a, b] = [await person(), await person()];
    const ids = [await expertApp(a.id), await expertApp(b.id)];
    const r = await call('admin/bulkReview', admin.token, { queue: 'experts', ids, pass: 1 });
    expect(r.data).toMatchObject({ done: 2 });
    expect(await auditOf('expert_application', ids)).toHaveLength(2);
    expect(
      await db()
        .select()
        .from(experts)
        .where(inArray(experts.userId, [a.id, b.id])),
    ).toHaveLength(2);

    const apps = [await anchorApp(a.id), await anchorApp(b.id)];
    const r2 = await call('admin/bulkReview', admin.token, {
      queue: 'anchors',
      ids: apps,
      pass: 1,
    });
    expect(r2.data).toMatchObject({ done: 2 });
    expect(await auditOf('anchor_application', apps)).toHaveLength(2);
  });

  it('refuses bad input whole, changing nothing', async () => {
    const u = await person();
    const h = await horn(u.id);
    for (const params of [
      { queue: 'horns', ids: [h], pass: 0 },
      { queue: 'horns', ids: [h], pass: 0, reason: '   ' },
      { queue: 'horns', ids: [], pass: 1 },
      {
        queue: 'horns',
        ids: Array.from({ length: BULK_REVIEW_MAX + 1 }, (_, i) => h + i),
        pass: 1,
      },
      { queue: 'rooms', ids: [h], pass: 1 },
      { queue: 'horns', ids: [h], pass: 2 },
      { queue: 'horns', ids: ['x'], pass: 1 },
      { queue: 'horns', ids: [h], pass: 0, reason: 'r'.repeat(101) },
    ]) {
      const r = await call('admin/bulkReview', moderator.token, params);
      expect(r.code).toBe(1);
      expect(['invalidField', 'reviewReasonRequired']).toContain(r.data.error);
    }
    const [row] = await db().select().from(horns).where(eq(horns.id, h));
    expect(row.status).toBe(0);
    expect(await auditOf('horn', [h])).toHaveLength(0);
  });
});
