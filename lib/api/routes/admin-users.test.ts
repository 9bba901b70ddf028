import { eq } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { auditLog, reports, users } from '@/lib/db/schema';
import { auditCount } from '@/lib/admin/audit';
import { countPaymentPasswordTry } from '@/lib/rate-limit/rules';
import { createTestApi, type TestApi } from '@/test/api';
import { loginAs, registerUser } from '@/test/factories';
import { credit } from '@/test/wallet';

/**
 * The console's users section (issue 27 "Users"): search by mobile, nickname or id, a user's page
 * and its tabs, and resetting a payment-password lock. Every endpoint refuses visitors (700) and
 * callers without the role ("forbidden"); the reset writes exactly one audit row.
 */
let t: TestApi;
type Caller = { token: string; user: { id: number; user_nickname: string } };
let admin: Caller;
let moderator: Caller;
let editor: Caller;
let fan: Caller;
let anchor: Caller;
let target: Caller & { mobile: string; password: string };

beforeAll(async () => {
  t = await createTestApi({ RATE_LIMITS: 'on' });
  admin = await loginAs(t, '86-13800000003', 'admin123456');
  moderator = await loginAs(t, '86-13800000004', 'moderator123456');
  editor = await loginAs(t, '86-13800000005', 'editor123456');
  fan = await registerUser(t);
  anchor = await loginAs(t, '86-13800000002', 'anchor123456');
  target = await registerUser(t);
  await credit(target.user.id, 1234);
}, 120_000);
afterAll(async () => {
  await t?.cleanup();
});

const get = (path: string, token: string | null, params: Record<string, unknown> = {}) =>
  t.call(path, { method: 'GET', params, token });
const post = (path: string, token: string | null, params: Record<string, unknown> = {}) =>
  t.call(path, { method: 'POST', params, token });

const lastAudit = async () => (await db().select().from(auditLog).orderBy(auditLog.id)).at(-1)!;

describe('who may call', () => {
  const reads = [
    ['admin/userSearch', {}],
    ['admin/userDetail', { user_id: 1 }],
    ['admin/userLedger', { user_id: 1 }],
    ['admin/userWithdrawals', { user_id: 1 }],
    ['admin/userReports', { user_id: 1 }],
  ] as const;

  it.each(reads)('%s: moderators and administrators only', async (path, params) => {
    expect((await get(path, null, params)).code).toBe(700);
    for (const c of [fan, anchor, editor])
      expect(await get(path, c.token, params)).toMatchObject({
        code: 1,
        data: { error: 'forbidden' },
      });
    expect((await get(path, moderator.token, params)).code).toBe(0);
    expect((await get(path, admin.token, params)).code).toBe(0);
  });

  it('admin/resetPaymentLock: administrators only, and nobody else writes an audit row', async () => {
    const before = await auditCount();
    const params = { user_id: target.user.id };
    expect((await post('admin/resetPaymentLock', null, params)).code).toBe(700);
    for (const c of [fan, anchor, editor, moderator])
      expect(await post('admin/resetPaymentLock', c.token, params)).toMatchObject({
        code: 1,
        data: { error: 'forbidden' },
      });
    expect(await auditCount()).toBe(before);
  });
});

describe('admin/userSearch', () => {
  it('finds a user by mobile in any form, by nickname prefix and by id', async () => {
    const digits = target.mobile.slice(3);
    for (const q of [target.mobile, digits, `+86 ${digits}`, String(target.user.id)]) {
      const r = await get('admin/userSearch', admin.token, { q });
      expect(r.code).toBe(0);
      expect(r.data.list.map((u: { id: number }) => u.id)).toContain(target.user.id);
    }
    const prefix = target.user.user_nickname.slice(0, 4).toUpperCase();
    const byName = await get('admin/userSearch', admin.token, { q: prefix, limit: 100 });
    expect(byName.data.list.map((u: { id: number }) => u.id)).toContain(target.user.id);
    const none = await get('admin/userSearch', admin.token, { q: 'no_such_person_x' });
    expect(none.data).toMatchObject({ list: [], total: 0 });
    // `%` is literal, not a wildcard.
    expect((await get('admin/userSearch', admin.token, { q: '%' })).data.total).toBe(0);
  });

  it('shows the mobile in full to administrators, masked to moderators', async () => {
    const a = await get('admin/userSearch', admin.token, { q: target.mobile });
    expect(a.data.list[0]).toMatchObject({
      id: target.user.id,
      mobile: target.mobile,
      balance: 123.4,
      roles: [],
      is_anchor: false,
      banned_until: null,
    });
    const m = await get('admin/userSearch', moderator.token, { q: target.mobile });
    expect(m.data.list[0].mobile).toMatch(/^86-1\d\d\*{4}\d{4}$/);
    expect(m.data.list[0].mobile).not.toBe(target.mobile);
  });

  it('sorts by id, creation and balance, both ways, and pages', async () => {
    const asc = await get('admin/userSearch', admin.token, { sort: 'id', order: 'asc', limit: 5 });
    const ids = asc.data.list.map((u: { id: number }) => u.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const rich = await get('admin/userSearch', admin.token, { sort: 'balance', limit: 100 });
    const balances = rich.data.list.map((u: { balance: number }) => u.balance);
    expect(balances).toEqual([...balances].sort((a, b) => b - a));
    const p2 = await get('admin/userSearch', admin.token, {
      sort: 'id',
      order: 'asc',
      limit: 5,
      page: 2,
    });
    expect(p2.data.page).toBe(2);
    expect(p2.data.list[0]?.id).toBeGreaterThan(ids[4]);
    expect((await get('admin/userSearch', admin.token, { sort: 'created' })).code).toBe(0);
  });

  it('refuses bad input with code 1', async () => {
    for (const params of [
      { sort: 'mobile' },
      { order: 'up' },
      { q: 'x'.repeat(65) },
      { page: 0 },
      { limit: 1000 },
    ])
      expect((await get('admin/userSearch', admin.token, params)).code).toBe(1);
  });
});

describe('a user’s page', () => {
  it('has the profile, roles, standing, balances and moderation history', async () => {
    const warned = await post('admin/warnUser', moderator.token, {
      user_id: target.user.id,
      reason: 'Spam in the chat',
    });
    expect(warned.code).toBe(0);
    const r = await get('admin/userDetail', moderator.token, { user_id: target.user.id });
    expect(r.code).toBe(0);
    expect(r.data).toMatchObject({
      user: {
        id: target.user.id,
        nickname: target.user.user_nickname,
        roles: [],
        has_payment_password: false,
        payment_locked: false,
      },
      balances: { coins: 123.4, income_pending: 0, income: 0 },
      sanctions: [
        { kind: 'warn', reason: 'Spam in the chat', actor_nickname: moderator.user.user_nickname },
      ],
      reports: true,
    });
    const staff = await get('admin/userDetail', admin.token, { user_id: moderator.user.id });
    expect(staff.data.user.roles).toEqual(['moderator']);
    expect(await get('admin/userDetail', admin.token, { user_id: 99999999 })).toMatchObject({
      code: 1,
      data: { error: 'userNotFound' },
    });
    expect((await get('admin/userDetail', admin.token, { user_id: 'x' })).code).toBe(1);
  });

  it('lists the ledger lines, newest first, paged', async () => {
    await credit(target.user.id, 10);
    const r = await get('admin/userLedger', moderator.token, { user_id: target.user.id, limit: 1 });
    expect(r.code).toBe(0);
    expect(r.data.total).toBe(2);
    expect(r.data.list).toEqual([
      expect.objectContaining({ account: 'coins', amount: 1, balance_after: 124.4 }),
    ]);
    const p2 = await get('admin/userLedger', moderator.token, {
      user_id: target.user.id,
      limit: 1,
      page: 2,
    });
    expect(p2.data.list[0]).toMatchObject({ amount: 123.4, balance_after: 123.4 });
  });

  it('lists withdrawals and reports (empty for a new user)', async () => {
    const w = await get('admin/userWithdrawals', moderator.token, { user_id: target.user.id });
    expect(w.data).toMatchObject({ list: [], total: 0, page: 1 });
    await db()
      .insert(reports)
      .values({
        reporterId: fan.user.id,
        targetType: 'user',
        targetId: String(target.user.id),
        targetOwnerId: target.user.id,
        reason: 'abuse',
        snapshot: target.user.user_nickname,
      });
    const against = await get('admin/userReports', moderator.token, { user_id: target.user.id });
    expect(against.data.list).toEqual([
      expect.objectContaining({ reporter_id: fan.user.id, reason: 'abuse', status: 0 }),
    ]);
    const by = await get('admin/userReports', moderator.token, {
      user_id: fan.user.id,
      side: 'by',
    });
    expect(by.data.total).toBe(1);
    expect((await get('admin/userReports', moderator.token, { user_id: 1, side: 'x' })).code).toBe(
      1,
    );
  });
});

describe('admin/resetPaymentLock', () => {
  it('unlocks the payment password at once, with one audit row', async () => {
    for (let i = 0; i < 10; i++) await countPaymentPasswordTry(target.user.id).catch(() => {});
    const locked = await get('admin/userDetail', admin.token, { user_id: target.user.id });
    expect(locked.data.user.payment_locked).toBe(true);
    const before = await auditCount();
    const r = await post('admin/resetPaymentLock', admin.token, { user_id: target.user.id });
    expect(r.code).toBe(0);
    expect(await auditCount()).toBe(before + 1);
    expect(await lastAudit()).toMatchObject({
      actorId: admin.user.id,
      action: 'user.resetPaymentLock',
      targetType: 'user',
      targetId: String(target.user.id),
      before: { payment_locked: true },
      after: { payment_locked: false },
    });
    const after = await get('admin/userDetail', admin.token, { user_id: target.user.id });
    expect(after.data.user.payment_locked).toBe(false);
  });

  it('refuses an unknown user without an audit row', async () => {
    const before = await auditCount();
    expect(await post('admin/resetPaymentLock', admin.token, { user_id: 99999999 })).toMatchObject({
      code: 1,
      data: { error: 'userNotFound' },
    });
    expect((await post('admin/resetPaymentLock', admin.token, {})).code).toBe(1);
    expect(await auditCount()).toBe(before);
  });
});

describe('the users table and its user', () => {
  it('shows a ban in the search row', async () => {
    const u = await registerUser(t);
    await post('admin/banUser', moderator.token, {
      user_id: u.user.id,
      hours: 24,
      reason: 'Abuse',
    });
    const r = await get('admin/userSearch', moderator.token, { q: String(u.user.id) });
    const row = r.data.list.find((x: { id: number }) => x.id === u.user.id);
    expect(row.banned_until).not.toBeNull();
    const [db1] = await db().select().from(users).where(eq(users.id, u.user.id));
    expect(db1.bannedUntil!.toISOString()).toBe(row.banned_until);
  });
});
