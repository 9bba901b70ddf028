import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, like } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { referrals, settings, users, walletTransactions } from '@/lib/db/schema';
import { INVITE_ACTIVITY_SETTING } from '@/lib/referral';
import type { InviteActivity, ReferralPage, ShareUrl } from '@/lib/referral/contract';
import { createTestApi, type TestApi } from '@/test/api';
import { registerUser, smsCode, solveCaptcha, uniqueMobile } from '@/test/factories';
import { auditLedger } from '@/test/wallet';

let t: TestApi;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'referral-test-'));

beforeAll(async () => {
  t = await createTestApi({ DATA_DIR: dataDir, RATE_LIMITS: 'off' });
});
afterAll(async () => {
  await t?.cleanup();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const ACTIVITY = {
  id: 'spring',
  open: true,
  inviter_tenths: 500,
  friend_tenths: 200,
  daily_cap: 3,
};

async function setActivity(value: Record<string, unknown>) {
  await db()
    .insert(settings)
    .values({ key: INVITE_ACTIVITY_SETTING, value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });
}

const device = () => crypto.randomBytes(18).toString('base64url');
const balance = async (id: number) =>
  (await db().select({ b: users.balanceTenths }).from(users).where(eq(users.id, id)))[0].b;
const statusOf = async (friendId: number) =>
  (await db().select().from(referrals).where(eq(referrals.friendId, friendId)))[0]?.status;

/** An inviter who logged in on their own browser `dev`. */
async function inviter(dev = device()) {
  const u = await registerUser(t, { device: dev });
  return { ...u, dev, code: u.user.invite_code };
}

beforeEach(() => setActivity(ACTIVITY));

describe('invite_activity/latest', () => {
  it('tells whether the activity is open, with its terms and the caller’s own figures', async () => {
    const guest = await t.call<InviteActivity>('invite_activity/latest', { method: 'GET' });
    expect(guest.data).toEqual({
      open: true,
      id: 'spring',
      inviter_reward: 50,
      friend_reward: 20,
      daily_cap: 3,
      ends_at: null,
      mine: null,
    });
    const me = await inviter();
    const mine = await t.call<InviteActivity>('invite_activity/latest', {
      method: 'GET',
      token: me.token,
    });
    expect(mine.data.mine).toEqual({
      invite_code: me.code,
      visits: 0,
      invited: 0,
      rewarded: 0,
      earned: 0,
      today: 0,
    });
    const bare = await t.call<InviteActivity>('invite_activity/latest', {
      method: 'GET',
      token: me.token,
      params: { is_detail: 0 },
    });
    expect(bare.data.mine).toBeNull();
  });

  it('reads as closed when switched off, ended, not started or malformed', async () => {
    const past = new Date(Date.now() - 60_000).toISOString();
    const future = new Date(Date.now() + 3_600_000).toISOString();
    for (const v of [
      { ...ACTIVITY, open: false },
      { ...ACTIVITY, ends_at: past },
      { ...ACTIVITY, starts_at: future },
      { ...ACTIVITY, daily_cap: 0 },
      { ...ACTIVITY, id: 7 },
    ]) {
      await setActivity(v);
      const r = await t.call<InviteActivity>('invite_activity/latest', { method: 'GET' });
      expect(r.data).toMatchObject({ open: false, inviter_reward: 0, friend_reward: 0 });
    }
    await setActivity({ ...ACTIVITY, ends_at: future });
    const open = await t.call<InviteActivity>('invite_activity/latest', { method: 'GET' });
    expect(open.data).toMatchObject({ open: true, ends_at: future });
  });
});

describe('a friend registering with the code', () => {
  it('is recorded and rewarded once: coins to both through the ledger', async () => {
    const me = await inviter();
    const friend = await registerUser(t, { invite_code: me.code.toLowerCase(), device: device() });
    expect(await statusOf(friend.user.id)).toBe('rewarded');
    expect(await balance(me.user.id)).toBe(500);
    expect(await balance(friend.user.id)).toBe(200);
    const keys = await db()
      .select({ key: walletTransactions.key })
      .from(walletTransactions)
      .where(like(walletTransactions.key, `referral:%:${friend.user.id}`));
    expect(keys.map((k) => k.key).sort()).toEqual([
      `referral:friend:${friend.user.id}`,
      `referral:inviter:${friend.user.id}`,
    ]);

    const records = await t.call<ReferralPage>('invite_activity/records', {
      method: 'GET',
      token: me.token,
    });
    expect(records.data).toMatchObject({ total: 1, page: 1 });
    expect(records.data.list[0]).toMatchObject({
      user_nickname: friend.user.user_nickname,
      status: 'rewarded',
      reward: 50,
    });
    const latest = await t.call<InviteActivity>('invite_activity/latest', {
      method: 'GET',
      token: me.token,
    });
    expect(latest.data.mine).toMatchObject({ invited: 1, rewarded: 1, earned: 50, today: 1 });
    expect(await auditLedger()).toEqual([]);
  });

  it('gives nothing for the inviter’s own browser or own number', async () => {
    const me = await inviter();
    // Registering a second account on the inviter's own browser.
    const sameDevice = await registerUser(t, { invite_code: me.code, device: me.dev });
    expect(await statusOf(sameDevice.user.id)).toBe('self');
    // The inviter's number under another country code.
    const national = me.mobile.split('-')[1];
    const sameNumber = await registerUser(t, {
      invite_code: me.code,
      mobile: `852-${national}`,
      device: device(),
    });
    expect(await statusOf(sameNumber.user.id)).toBe('self');
    expect(await balance(me.user.id)).toBe(0);
    expect(await balance(sameDevice.user.id)).toBe(0);
    expect(await balance(sameNumber.user.id)).toBe(0);
  });

  it('gives nothing for a second registration from the same device', async () => {
    const me = await inviter();
    const shared = device();
    const first = await registerUser(t, { invite_code: me.code, device: shared });
    const second = await registerUser(t, { invite_code: me.code, device: shared });
    expect(await statusOf(first.user.id)).toBe('rewarded');
    expect(await statusOf(second.user.id)).toBe('device');
    // Nor through another inviter.
    const other = await inviter();
    const third = await registerUser(t, { invite_code: other.code, device: shared });
    expect(await statusOf(third.user.id)).toBe('device');
    expect(await balance(me.user.id)).toBe(500);
    expect(await balance(other.user.id)).toBe(0);
    expect(await balance(second.user.id)).toBe(0);
  });

  it('stops at the activity’s daily cap, even when friends register at once', async () => {
    await setActivity({ ...ACTIVITY, daily_cap: 2 });
    const me = await inviter();
    const friends = await Promise.all(
      [0, 1, 2].map(() => registerUser(t, { invite_code: me.code, device: device() })),
    );
    const statuses = await Promise.all(friends.map((f) => statusOf(f.user.id)));
    expect(statuses.filter((s) => s === 'rewarded')).toHaveLength(2);
    expect(statuses.filter((s) => s === 'cap')).toHaveLength(1);
    expect(await balance(me.user.id)).toBe(1000);
    expect(await auditLedger()).toEqual([]);
  });

  it('is recorded without reward while the activity is closed', async () => {
    await setActivity({ ...ACTIVITY, open: false });
    const me = await inviter();
    const friend = await registerUser(t, { invite_code: me.code, device: device() });
    expect(await statusOf(friend.user.id)).toBe('closed');
    expect(await balance(me.user.id)).toBe(0);
    expect(await balance(friend.user.id)).toBe(0);
  });

  it('gives nothing to a friend who never verified the number: no account, no referral', async () => {
    const me = await inviter();
    const mobile = uniqueMobile();
    await smsCode(t, mobile, 1);
    const r = await t.call('user/registered', {
      params: {
        mobile,
        code: '000000',
        password: 'secret123',
        device_type: 'pc',
        invite_code: me.code,
        captcha: await solveCaptcha(t),
      },
      headers: { 'x-device-id': device() },
    });
    expect(r.code).toBe(1);
    expect(await db().select().from(users).where(eq(users.mobile, mobile))).toEqual([]);
    expect(await db().select().from(referrals).where(eq(referrals.inviterId, me.user.id))).toEqual(
      [],
    );
    expect(await balance(me.user.id)).toBe(0);
  });

  it('ignores an unknown code', async () => {
    const friend = await registerUser(t, { invite_code: 'NOSUCH99', device: device() });
    expect(await statusOf(friend.user.id)).toBeUndefined();
    expect(await balance(friend.user.id)).toBe(0);
  });
});

describe('invite_activity/getShareUrl and accessStatistics', () => {
  it('gives the caller’s link and its QR image; guests get 700', async () => {
    const me = await inviter();
    const r = await t.call<ShareUrl>('invite_activity/getShareUrl', {
      method: 'GET',
      token: me.token,
    });
    expect(r.data.invite_code).toBe(me.code);
    expect(r.data.url).toMatch(new RegExp(`^https?://[^/]+/main\\?invite_code=${me.code}$`));
    expect(r.data.qr).toBe(`/qr.svg?d=${encodeURIComponent(r.data.url)}`);
    expect((await t.call('invite_activity/getShareUrl', { method: 'GET' })).code).toBe(700);
    expect((await t.call('invite_activity/records', { method: 'GET' })).code).toBe(700);
  });

  it('counts a visitor once a day, by device or else by address', async () => {
    const me = await inviter();
    const visit = (headers: Record<string, string>, ip: string, code = me.code) =>
      t.call<{ counted: boolean }>('invite_activity/accessStatistics', {
        method: 'GET',
        params: { invite_code: code },
        headers,
        ip,
      });
    const dev = device();
    expect((await visit({ 'x-device-id': dev }, '10.1.0.1')).data.counted).toBe(true);
    expect((await visit({ 'x-device-id': dev }, '10.1.0.2')).data.counted).toBe(false);
    expect((await visit({}, '10.1.0.3')).data.counted).toBe(true);
    expect((await visit({}, '10.1.0.3')).data.counted).toBe(false);
    expect((await visit({}, '10.1.0.4', 'NOSUCH99')).data.counted).toBe(false);
    const latest = await t.call<InviteActivity>('invite_activity/latest', {
      method: 'GET',
      token: me.token,
    });
    expect(latest.data.mine?.visits).toBe(2);
  });

  it('refuses bad input with code 1 and changes nothing', async () => {
    for (const invite_code of ['', 'a b', 'x'.repeat(33), '<script>']) {
      const r = await t.call('invite_activity/accessStatistics', {
        method: 'GET',
        params: { invite_code },
      });
      expect(r.code).toBe(1);
    }
    const me = await inviter();
    for (const params of [{ page: 0 }, { page: 'x' }, { limit: 1000 }]) {
      const r = await t.call('invite_activity/records', { method: 'GET', params, token: me.token });
      expect(r.code).toBe(1);
    }
    const latest = await t.call<InviteActivity>('invite_activity/latest', {
      method: 'GET',
      token: me.token,
    });
    expect(latest.data.mine?.visits).toBe(0);
  });
});
