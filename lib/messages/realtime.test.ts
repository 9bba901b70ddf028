import { sealData } from 'iron-session';
import { env } from '@/lib/env';
import { SESSION_COOKIE } from '@/lib/bff/session-cookie';
import { getBus } from '@/lib/realtime/bus';
import { startInstance, TestClient, type TestInstance } from '@/lib/realtime/test-helpers';
import { createTestApi, type TestApi } from '@/test/api';
import { loginAs, registerUser } from '@/test/factories';
import { sendHorn } from '@/lib/wallet/horns';
import { credit, idemKey } from '@/test/wallet';
import { createInboxModule } from './realtime';

let t: TestApi;
let rt: TestInstance;
let admin: { token: string };
const open: TestClient[] = [];

beforeAll(async () => {
  t = await createTestApi({ RATE_LIMITS: 'off' });
  rt = await startInstance({ bus: getBus(), modules: [createInboxModule()] });
  admin = await loginAs(t, '86-13800000003', 'admin123456');
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((c) => c.close()));
});
afterAll(async () => {
  await rt?.close();
  await t?.cleanup();
});

/** The session cookie the BFF would set for `token`. */
async function cookieOf(token: string): Promise<string> {
  const sealed = await sealData({ token }, { password: env().SESSION_SECRET });
  return `${SESSION_COOKIE}=${encodeURIComponent(sealed)}`;
}

async function client(cookie?: string): Promise<TestClient> {
  const c = await TestClient.open(rt.url, cookie ? { cookie } : undefined);
  open.push(c);
  return c;
}

describe('the inbox on the websocket', () => {
  it('tells a logged-in page its unread count, and again when it changes', async () => {
    const u = await registerUser(t);
    const page = await client(await cookieOf(u.token));
    expect(await page.ask({ type: 'inbox.watch' })).toEqual({ type: 'inbox', code: 0, unread: 1 });

    // Read elsewhere (another tab): this page hears it.
    await t.call('Push/read', { params: { all: 1 }, token: u.token });
    expect(await page.next()).toEqual({ type: 'inbox', code: 0, unread: 0 });
    // A verdict on the user's horn: a message in the review's transaction, the count after it.
    await credit(u.user.id, 1000);
    const horn = await sendHorn({ userId: u.user.id, content: '比赛精彩', key: idemKey() });
    const reviewed = await t.call('admin/reviewHorn', {
      params: { id: horn.id, pass: 0, reason: '测试' },
      token: admin.token,
    });
    expect(reviewed.code).toBe(0);
    expect(await page.next()).toEqual({ type: 'inbox', code: 0, unread: 1 });
  });

  it('gives a guest, a forged cookie, another site or a logged-out session only code 700', async () => {
    const u = await registerUser(t);
    const forged = `${SESSION_COOKIE}=${encodeURIComponent('Fe26.2**not-sealed')}`;
    const sealedForOther = await sealData({ token: u.token }, { password: 'x'.repeat(40) });
    for (const cookie of [
      undefined,
      forged,
      `${SESSION_COOKIE}=${encodeURIComponent(sealedForOther)}`,
    ]) {
      const c = await client(cookie);
      expect(await c.ask({ type: 'inbox.watch' })).toEqual({ type: 'inbox', code: 700 });
    }
    const cookie = await cookieOf(u.token);
    // A page of another site, even if the browser sent the cookie along.
    const foreign = await TestClient.open(rt.url, {
      cookie,
      origin: 'https://evil.example',
      'x-public-origin': 'http://localhost:3000',
    });
    open.push(foreign);
    expect(await foreign.ask({ type: 'inbox.watch' })).toEqual({ type: 'inbox', code: 700 });
    const own = await TestClient.open(rt.url, {
      cookie,
      origin: 'http://localhost:3000',
      'x-public-origin': 'http://localhost:3000',
    });
    open.push(own);
    expect(await own.ask({ type: 'inbox.watch' })).toMatchObject({ type: 'inbox', code: 0 });
    await t.call('Member/SignOut', { method: 'POST', token: u.token });
    const after = await client(cookie);
    expect(await after.ask({ type: 'inbox.watch' })).toEqual({ type: 'inbox', code: 700 });
  });
});
