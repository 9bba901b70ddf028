import { sealData } from 'iron-session';
import { eq } from 'drizzle-orm';
import { env } from '@/lib/env';
import { SESSION_COOKIE } from '@/lib/bff/session-cookie';
import { db } from '@/lib/db/client';
import { auditLog, users } from '@/lib/db/schema';
import { getBus } from '@/lib/realtime/bus';
import { startInstance, TestClient, type TestInstance } from '@/lib/realtime/test-helpers';
import { chatIdOfUser, signChatId } from '@/lib/providers/chat/sig';
import { createChatModule } from '@/lib/chat/realtime';
import { createInboxModule } from '@/lib/messages/realtime';
import { createTestApi, type TestApi } from '@/test/api';
import { loginAs, registerUser } from '@/test/factories';
import { ACCOUNT_CLOSE_CODE, createAccountModule } from './realtime';
import { auditCount } from './audit';
import { REAUTH_TTL_MS } from './limits';

/**
 * The console's own core (issue 27; docs/architecture.md "Console"): roles granted and taken
 * away, re-authentication for money actions, the audit log's search, and a ban that closes the
 * user's websockets at once.
 */
let t: TestApi;
let rt: TestInstance;
let admin: { token: string; user: { id: number } };
const open: TestClient[] = [];

beforeAll(async () => {
  t = await createTestApi({ RATE_LIMITS: 'off' });
  rt = await startInstance({
    bus: getBus(),
    modules: [createChatModule(), createInboxModule(), createAccountModule()],
  });
  admin = await loginAs(t, '86-13800000003', 'admin123456');
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((c) => c.close()));
});
afterAll(async () => {
  await rt?.close();
  await t?.cleanup();
});

async function cookieOf(token: string): Promise<string> {
  const sealed = await sealData({ token }, { password: env().SESSION_SECRET });
  return `${SESSION_COOKIE}=${encodeURIComponent(sealed)}`;
}

async function client(cookie?: string): Promise<TestClient> {
  const c = await TestClient.open(rt.url, cookie ? { cookie } : undefined);
  open.push(c);
  return c;
}

const lastAudit = async () => (await db().select().from(auditLog).orderBy(auditLog.id)).at(-1)!;

describe('roles', () => {
  it('an administrator grants and takes away a role, one audit row each', async () => {
    const u = await registerUser(t);
    const before = await auditCount();
    const granted = await t.call('admin/setRole', {
      params: { user_id: u.user.id, role: 'moderator', on: 1 },
      token: admin.token,
    });
    expect(granted).toMatchObject({ code: 0, data: { roles: ['moderator'] } });
    expect(await auditCount()).toBe(before + 1);
    expect(await lastAudit()).toMatchObject({
      actorId: admin.user.id,
      actorRoles: 'admin,moderator,editor',
      action: 'role.grant',
      targetType: 'user',
      targetId: String(u.user.id),
      before: { roles: [] },
      after: { roles: ['moderator'] },
    });
    // The new moderator's own token now opens moderator endpoints.
    const me = await t.call('admin/me', { token: u.token });
    expect(me.data.roles).toEqual(['moderator']);
    // …and not administrator ones.
    const refused = await t.call('admin/setRole', {
      params: { user_id: admin.user.id, role: 'admin', on: 0 },
      token: u.token,
    });
    expect(refused).toMatchObject({ code: 1, data: { error: 'forbidden' } });

    const revoked = await t.call('admin/setRole', {
      params: { user_id: u.user.id, role: 'moderator', on: 0 },
      token: admin.token,
    });
    expect(revoked).toMatchObject({ code: 0, data: { roles: [] } });
    expect(await auditCount()).toBe(before + 2);
    expect((await t.call('admin/me', { token: u.token })).data).toEqual({ error: 'forbidden' });
  });

  it('nobody changes their own roles; bad input changes nothing', async () => {
    const before = await auditCount();
    const own = await t.call('admin/setRole', {
      params: { user_id: admin.user.id, role: 'admin', on: 0 },
      token: admin.token,
    });
    expect(own).toMatchObject({ code: 1, data: { error: 'cannotChangeOwnRoles' } });
    for (const params of [
      { user_id: 1, role: 'owner', on: 1 },
      { user_id: 'x', role: 'editor', on: 1 },
      { user_id: 1, role: 'editor', on: 2 },
      { user_id: 999999, role: 'editor', on: 1 },
    ]) {
      const res = await t.call('admin/setRole', { params, token: admin.token });
      expect(res.code).toBe(1);
      expect(res.status).toBe(200);
    }
    expect(await auditCount()).toBe(before);
    const [a] = await db().select().from(users).where(eq(users.id, admin.user.id));
    expect(a.isAdmin).toBe(true);
  });
});

describe('re-authentication', () => {
  it('opens a 10-minute window on this session only, after the right password', async () => {
    const me0 = await t.call('admin/me', { token: admin.token });
    expect(me0.data.reauth_until).toBeNull();
    const wrong = await t.call('admin/reauth', {
      params: { password: 'nope-nope' },
      token: admin.token,
    });
    expect(wrong).toMatchObject({ code: 1, data: { error: 'reauthFailed' } });
    const before = await auditCount({ action: 'session.reauth' });
    const t0 = Date.now();
    const right = await t.call('admin/reauth', {
      params: { password: 'admin123456' },
      token: admin.token,
    });
    expect(right.code).toBe(0);
    const until = Date.parse(right.data.reauth_until);
    expect(until - t0).toBeGreaterThanOrEqual(REAUTH_TTL_MS - 1000);
    expect(until - t0).toBeLessThanOrEqual(REAUTH_TTL_MS + 5000);
    expect(await auditCount({ action: 'session.reauth' })).toBe(before + 1);
    expect((await t.call('admin/me', { token: admin.token })).data.reauth_until).toBe(
      right.data.reauth_until,
    );
    // Another session of the same administrator has no window.
    const other = await loginAs(t, '86-13800000003', 'admin123456');
    expect((await t.call('admin/me', { token: other.token })).data.reauth_until).toBeNull();
  });

  it('is for console staff only', async () => {
    const u = await registerUser(t);
    const res = await t.call('admin/reauth', { params: { password: u.password }, token: u.token });
    expect(res).toMatchObject({ code: 1, data: { error: 'forbidden' } });
  });
});

describe('the audit log', () => {
  it('is searched by action, target and actor, newest first, paged', async () => {
    const u = await registerUser(t);
    await t.call('admin/warnUser', {
      params: { user_id: u.user.id, reason: 'spam in comments' },
      token: admin.token,
    });
    const byTarget = await t.call('admin/auditList', {
      params: { q: `user:${u.user.id}` },
      token: admin.token,
    });
    expect(byTarget.code).toBe(0);
    expect(byTarget.data.list[0]).toMatchObject({
      action: 'user.warn',
      actor_nickname: 'Admin',
      target_id: String(u.user.id),
      after: { reason: 'spam in comments' },
    });
    const byAction = await t.call('admin/auditList', {
      params: { q: 'user.warn', limit: 1 },
      token: admin.token,
    });
    expect(byAction.data.list).toHaveLength(1);
    expect(byAction.data.total).toBeGreaterThanOrEqual(1);
    const none = await t.call('admin/auditList', {
      params: { q: 'no-such-action-%' },
      token: admin.token,
    });
    expect(none.data).toMatchObject({ list: [], total: 0 });
    const bad = await t.call('admin/auditList', { params: { page: 0 }, token: admin.token });
    expect(bad.code).toBe(1);
  });
});

describe('a ban', () => {
  it('closes the user’s open websockets at once and refuses their chat login', async () => {
    const u = await registerUser(t);
    const chatId = chatIdOfUser(u.user.id);
    // One page in a room's chat, another watching the inbox.
    const chat = await client();
    expect(
      await chat.ask({ type: 'chat.login', id: chatId, sig: signChatId(chatId) }),
    ).toMatchObject({ code: 0 });
    const inbox = await client(await cookieOf(u.token));
    expect(await inbox.ask({ type: 'inbox.watch' })).toMatchObject({ code: 0 });
    // Someone else's socket stays open.
    const bystander = await client();

    const banned = await t.call('admin/banUser', {
      params: { user_id: u.user.id, hours: 24, reason: 'fraud' },
      token: admin.token,
    });
    expect(banned.code).toBe(0);
    expect((await chat.closed).code).toBe(ACCOUNT_CLOSE_CODE);
    expect((await inbox.closed).code).toBe(ACCOUNT_CLOSE_CODE);
    expect(await bystander.ask({ type: 'chat.login', id: 'not-an-id', sig: 'x' })).toBeTruthy();

    // The old session token is revoked; a new chat login and a new login are refused.
    expect((await t.call('user/info', { token: u.token })).code).toBe(700);
    const again = await client();
    expect(
      await again.ask({ type: 'chat.login', id: chatId, sig: signChatId(chatId) }),
    ).toMatchObject({ code: 1 });

    // Unbanned: the user logs in again.
    const lifted = await t.call('admin/unbanUser', {
      params: { user_id: u.user.id },
      token: admin.token,
    });
    expect(lifted.code).toBe(0);
    const back = await client();
    expect(
      await back.ask({ type: 'chat.login', id: chatId, sig: signChatId(chatId) }),
    ).toMatchObject({ code: 0 });
  });
});
