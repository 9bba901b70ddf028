import { eq } from 'drizzle-orm';
import { issueToken } from '@/lib/account/auth';
import { db } from '@/lib/db/client';
import { auditLog, circles, userSanctions, users } from '@/lib/db/schema';
import type { RoomItem } from '@/lib/live/contract';
import { createTestApi, type TestApi } from '@/test/api';
import { loginAs, registerUser, solveCaptcha } from '@/test/factories';
import { auditCount } from './audit';
import { accountEvents, banUser, liftSanction, muteUser, sanctionsOf, warnUser } from './sanctions';

/**
 * Sanctions (docs/product.md §6 "Operators"; lib/admin/sanctions.ts): a ban refuses login and
 * revokes every session at once, a site-wide mute stops posts, comments and chat, a warning is a
 * message; each is one audit row and one line of the moderation history, and lifting one is the
 * undo. Nobody sanctions an administrator, and a moderator sanctions no staff.
 */
let t: TestApi;
type Caller = { token: string; user: { id: number; user_nickname: string } };
let admin: Caller;
let moderator: Caller;
let editor: Caller;
let circleId: number;
let roomId: number;

const actor = (c: Caller, isAdmin = false, staffRoles: string[] = ['moderator']) => ({
  user: { id: c.user.id, isAdmin, staffRoles, nickname: c.user.user_nickname },
  ip: '10.9.9.9',
  userAgent: 'jest',
});

beforeAll(async () => {
  t = await createTestApi({ RATE_LIMITS: 'off' });
  admin = await loginAs(t, '86-13800000003', 'admin123456');
  moderator = await loginAs(t, '86-13800000004', 'moderator123456');
  editor = await loginAs(t, '86-13800000005', 'editor123456');
  const [c] = await db()
    .insert(circles)
    .values({ slug: `sanctions-${Date.now()}`, nameZh: '测试', nameEn: 'Test', nameVi: 'Thử' })
    .returning({ id: circles.id });
  circleId = c.id;
  const a = await registerUser(t);
  await db().update(users).set({ isAnchor: 1 }).where(eq(users.id, a.user.id));
  roomId = (await t.call<RoomItem>('live/updateLive', { params: {}, token: a.token })).data.id;
}, 120_000);
afterAll(async () => {
  await t?.cleanup();
});

const post = (path: string, token: string | null, params: Record<string, unknown> = {}) =>
  t.call(path, { method: 'POST', params, token, lang: 'en' });

const lastAudit = async () => (await db().select().from(auditLog).orderBy(auditLog.id)).at(-1)!;

async function login(mobile: string, password: string) {
  return t.call('user/login', {
    params: { mobile, password, device_type: 'pc', captcha: await solveCaptcha(t) },
  });
}

describe('a ban', () => {
  it('revokes every session, refuses login until lifted, and tells the websockets', async () => {
    const u = await registerUser(t);
    const second = await issueToken(u.user.id);
    const told: number[] = [];
    const listener = (e: { userId: number }) => void told.push(e.userId);
    const stop = accountEvents.on('revoked', listener);
    const before = await auditCount();
    try {
      const r = await post('admin/banUser', moderator.token, {
        user_id: u.user.id,
        hours: 72,
        reason: 'Fraud',
      });
      expect(r.code).toBe(0);
      expect(new Date(r.data.banned_until).getTime()).toBeGreaterThan(Date.now() + 71 * 3_600_000);
    } finally {
      stop();
    }
    expect(told).toEqual([u.user.id]);
    expect(await auditCount()).toBe(before + 1);
    expect(await lastAudit()).toMatchObject({
      action: 'user.ban',
      actorId: moderator.user.id,
      targetId: String(u.user.id),
      before: { banned_until: null },
      after: { reason: 'Fraud' },
    });
    // Both old tokens answer 700; the right password answers "accountBanned".
    for (const token of [u.token, second])
      expect((await t.call('user/info', { token })).code).toBe(700);
    expect(await login(u.mobile, u.password)).toMatchObject({
      code: 1,
      data: { error: 'accountBanned' },
    });
    // The wrong password says nothing about the ban.
    expect((await login(u.mobile, 'wrong-one')).data.error).toBe('loginFailed');

    const lifted = await post('admin/unbanUser', moderator.token, { user_id: u.user.id });
    expect(lifted).toMatchObject({ code: 0, data: { banned_until: null } });
    expect(await lastAudit()).toMatchObject({
      action: 'user.unban',
      after: { banned_until: null },
    });
    expect(await auditCount()).toBe(before + 2);
    expect((await login(u.mobile, u.password)).code).toBe(0);
    expect(await post('admin/unbanUser', moderator.token, { user_id: u.user.id })).toMatchObject({
      code: 1,
      data: { error: 'nothingToLift' },
    });
    expect(await auditCount()).toBe(before + 2);
  });

  it('for good: until a time no ban reaches, and no `until` in the history', async () => {
    const u = await registerUser(t);
    const standing = await banUser(actor(admin, true), {
      userId: u.user.id,
      hours: 0,
      reason: 'Bot',
    });
    expect(standing.banned_until!.startsWith('9999')).toBe(true);
    const history = await sanctionsOf(actor(admin, true).user, u.user.id);
    expect(history[0]).toMatchObject({ kind: 'ban', until: null, reason: 'Bot', lifted_at: null });
    await liftSanction(actor(admin, true), u.user.id, 'ban');
    expect((await sanctionsOf(actor(admin, true).user, u.user.id))[0].lifted_at).not.toBeNull();
  });
});

describe('a site-wide mute', () => {
  it('stops posts, comments and chat until lifted; the user is told', async () => {
    const u = await registerUser(t);
    const other = await registerUser(t);
    const p = await post('anchor_dynamics_user/insert', other.token, {
      circle_id: circleId,
      content: 'Match thread',
    });
    expect(p.code).toBe(0);
    const before = await auditCount();
    const r = await post('admin/muteUser', moderator.token, {
      user_id: u.user.id,
      hours: 1,
      reason: 'Insults',
    });
    expect(r.code).toBe(0);
    expect(await auditCount()).toBe(before + 1);
    expect(await lastAudit()).toMatchObject({ action: 'user.mute', after: { reason: 'Insults' } });

    const refused = { code: 1, data: { error: 'mutedSiteWide' } };
    expect(
      await post('anchor_dynamics_user/insert', u.token, { circle_id: circleId, content: 'hello' }),
    ).toMatchObject(refused);
    expect(
      await post('anchor_dynamics_user/comment', u.token, { id: p.data.id, content: 'hello' }),
    ).toMatchObject(refused);
    const chat = await post('Barrage/send', u.token, { room_id: roomId, text: 'hello' });
    expect(chat.code).toBe(1);
    expect(chat.msg).toMatch(/mute/i);
    // Still allowed to log in and read.
    expect((await t.call('user/info', { token: u.token })).code).toBe(0);
    // Told in the message centre.
    const inbox = await t.call('Push/getList', { token: u.token, lang: 'en' });
    expect(JSON.stringify(inbox.data)).toContain('Insults');

    const lifted = await post('admin/unmuteUser', moderator.token, { user_id: u.user.id });
    expect(lifted).toMatchObject({ code: 0, data: { muted_until: null } });
    expect(await lastAudit()).toMatchObject({ action: 'user.unmute' });
    expect(await auditCount()).toBe(before + 2);
    expect(
      (await post('anchor_dynamics_user/comment', u.token, { id: p.data.id, content: 'back' }))
        .code,
    ).toBe(0);
    expect((await post('Barrage/send', u.token, { room_id: roomId, text: 'back' })).code).toBe(0);
  });
});

describe('a warning', () => {
  it('is one audit row and one line of the history', async () => {
    const u = await registerUser(t);
    const before = await auditCount();
    await warnUser(actor(moderator), { userId: u.user.id, reason: 'Keep it civil' });
    expect(await auditCount()).toBe(before + 1);
    expect(await lastAudit()).toMatchObject({
      action: 'user.warn',
      after: { reason: 'Keep it civil' },
    });
    const rows = await db().select().from(userSanctions).where(eq(userSanctions.userId, u.user.id));
    expect(rows).toMatchObject([
      { kind: 'warn', reason: 'Keep it civil', actorId: moderator.user.id },
    ]);
    const history = await t.call('admin/userSanctions', {
      params: { user_id: u.user.id },
      token: moderator.token,
    });
    expect(history.data).toMatchObject([
      { kind: 'warn', actor_nickname: moderator.user.user_nickname },
    ]);
  });
});

describe('who may sanction whom', () => {
  it('nobody sanctions an administrator; a moderator sanctions no staff; nobody themselves', async () => {
    const before = await auditCount();
    const staff = { code: 1, data: { error: 'cannotSanctionStaff' } };
    expect(
      await post('admin/banUser', moderator.token, {
        user_id: admin.user.id,
        hours: 1,
        reason: 'x',
      }),
    ).toMatchObject(staff);
    expect(
      await post('admin/muteUser', moderator.token, {
        user_id: editor.user.id,
        hours: 1,
        reason: 'x',
      }),
    ).toMatchObject(staff);
    expect(
      await post('admin/warnUser', moderator.token, { user_id: moderator.user.id, reason: 'x' }),
    ).toMatchObject(staff);
    // An administrator may mute a moderator, never another administrator.
    const other = await registerUser(t);
    await db().update(users).set({ isAdmin: true }).where(eq(users.id, other.user.id));
    await expect(
      banUser(actor(admin, true), { userId: other.user.id, hours: 1, reason: 'x' }),
    ).rejects.toMatchObject({ key: 'cannotSanctionStaff' });
    expect(await auditCount()).toBe(before);
    expect(
      (
        await post('admin/muteUser', admin.token, {
          user_id: editor.user.id,
          hours: 1,
          reason: 'x',
        })
      ).code,
    ).toBe(0);
    await post('admin/unmuteUser', admin.token, { user_id: editor.user.id });
    expect(await auditCount()).toBe(before + 2);
  });

  it('visitors, users and editors cannot sanction; bad input changes nothing', async () => {
    const u = await registerUser(t);
    const fan = await registerUser(t);
    const before = await auditCount();
    const params = { user_id: u.user.id, hours: 1, reason: 'x' };
    for (const path of [
      'admin/banUser',
      'admin/muteUser',
      'admin/warnUser',
      'admin/unbanUser',
      'admin/unmuteUser',
    ]) {
      expect((await post(path, null, params)).code).toBe(700);
      for (const c of [fan, editor])
        expect(await post(path, c.token, params)).toMatchObject({
          code: 1,
          data: { error: 'forbidden' },
        });
    }
    await expect(
      banUser(actor(editor, false, ['editor']), { userId: u.user.id, hours: 1, reason: 'x' }),
    ).rejects.toMatchObject({ key: 'forbidden' });
    for (const bad of [
      { user_id: u.user.id, hours: 5, reason: 'x' },
      { user_id: u.user.id, hours: 1, reason: '  ' },
      { user_id: u.user.id, hours: 1, reason: 'x'.repeat(201) },
      { user_id: 99999999, hours: 1, reason: 'x' },
    ])
      expect((await post('admin/banUser', moderator.token, bad)).code).toBe(1);
    expect(await auditCount()).toBe(before);
    await expect(
      muteUser(actor(moderator), { userId: 99999999, hours: 1, reason: 'x' }),
    ).rejects.toMatchObject({ key: 'userNotFound' });
  });
});
