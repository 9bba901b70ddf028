import { resetEnvForTests } from '@/lib/env';
import { verifyChatSig } from '@/lib/providers/chat/sig';
import { verifyTencentUserSig } from '@/lib/providers/chat/tencent-sig';
import { createTestApi, type TestApi } from '@/test/api';
import { registerUser } from '@/test/factories';

/** CHAT_PROVIDER=tencent (issue 9 §4 "Provider"): the API hands out Tencent Cloud Chat userSigs. */
const SDK_APP_ID = 1400000000;
const SECRET = '5bd2850fff3ecb11d7c805251c51ee463a25727bddc2385f3fa8bfee1bb93b5e';
const TENCENT = {
  CHAT_PROVIDER: 'tencent',
  TENCENT_CHAT_SDK_APP_ID: String(SDK_APP_ID),
  TENCENT_CHAT_SECRET_KEY: SECRET,
};

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi(TENCENT);
});
afterAll(async () => {
  await t?.cleanup();
  for (const name of Object.keys(TENCENT)) delete process.env[name];
  resetEnvForTests();
});

const check = (userId: string, userSig: string) =>
  verifyTencentUserSig({ sdkAppId: SDK_APP_ID, secretKey: SECRET, userSig, userId });

describe('CHAT_PROVIDER=tencent', () => {
  it('getConfig names the provider and the SDKAppID', async () => {
    const r = await t.call('Universal/getConfig');
    expect(r.code).toBe(0);
    expect(r.data).toMatchObject({
      websocket_url: '/ws',
      chat_provider: 'tencent',
      tencent_sdk_app_id: SDK_APP_ID,
    });
  });

  it('imTouristAccount gives a guest with a 24 h Tencent userSig for that id', async () => {
    const before = Math.floor(Date.now() / 1000);
    const r = await t.call<{ id: string; sig: string }>('Universal/imTouristAccount');
    expect(r.data.id).toMatch(/^guest_[0-9a-f]{16}$/);
    const sig = check(r.data.id, r.data.sig);
    expect(sig).toMatchObject({ ok: true, userId: r.data.id, sdkAppId: SDK_APP_ID, expire: 86400 });
    expect((sig as { time: number }).time).toBeGreaterThanOrEqual(before);
    expect(check('guest_0000000000000000', r.data.sig)).toEqual({
      ok: false,
      reason: 'wrong-user',
    });
    // Not the websocket chat's signature.
    expect(verifyChatSig(r.data.id, r.data.sig)).toBe(false);
  });

  it("user/info's imUserId/userSig are the user's Tencent userSig for 7 days", async () => {
    const { token, user } = await registerUser(t);
    const r = await t.call<{ imUserId: string; userSig: string }>('user/info', { token });
    expect(r.data.imUserId).toBe(`u${user.id}`);
    expect(check(r.data.imUserId, r.data.userSig)).toMatchObject({
      ok: true,
      userId: `u${user.id}`,
      expire: 7 * 24 * 3600,
    });
    // The login answer carries one too.
    expect(check(user.imUserId, user.userSig)).toMatchObject({ ok: true });
  });
});

describe('the builtin chat (the default)', () => {
  beforeAll(() => {
    process.env.CHAT_PROVIDER = 'builtin';
    resetEnvForTests();
  });

  it('getConfig says builtin, without an SDKAppID, and guests get websocket chat signatures', async () => {
    const r = await t.call('Universal/getConfig');
    expect(r.data).toMatchObject({ chat_provider: 'builtin', tencent_sdk_app_id: null });
    const g = await t.call<{ id: string; sig: string }>('Universal/imTouristAccount');
    expect(verifyChatSig(g.data.id, g.data.sig)).toBe(true);
  });
});
