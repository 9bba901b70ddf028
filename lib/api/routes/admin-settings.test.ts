import { eq } from 'drizzle-orm';
import { auditCount } from '@/lib/admin/audit';
import { announceSettingsChange, SETTINGS_CHANNEL } from '@/lib/admin/settings';
import { db } from '@/lib/db/client';
import { resetEnvForTests } from '@/lib/env';
import { auditLog, giftSends, gifts, users } from '@/lib/db/schema';
import { translate } from '@/lib/i18n/messages';
import { getBus } from '@/lib/realtime/bus';
import { createTestApi, type TestApi } from '@/test/api';
import { loginAs, registerUser } from '@/test/factories';
import { idem } from '@/test/wallet';

/**
 * The console's settings and dashboard through the API (issue 27 "Settings", "Dashboard"): who
 * may call them, one audit row per update with before and after, validation with localised
 * messages, gifts never deleted, and a change that takes effect at once (memos dropped, the bus
 * told). settings.redis.test.ts proves the same across two server processes.
 */

let t: TestApi;
let admin: { token: string; user: { id: number } };
let moderator: { token: string };
let editor: { token: string };
let anchor: { token: string };
let fan: { token: string };

beforeAll(async () => {
  t = await createTestApi({ RATE_LIMITS: 'off' });
  [admin, moderator, editor, anchor, fan] = await Promise.all([
    loginAs(t, '86-13800000003', 'admin123456'),
    loginAs(t, '86-13800000004', 'moderator123456'),
    loginAs(t, '86-13800000005', 'editor123456'),
    loginAs(t, '86-13800000002', 'anchor123456'),
    loginAs(t, '86-13800000001', 'demo123456'),
  ]);
});
afterAll(async () => {
  await t?.cleanup();
});

const get = (path: string, token?: string | null, params?: Record<string, unknown>) =>
  t.call(path, { method: 'GET', token, params });
const post = (params: Record<string, unknown>, token: string | null = admin.token, lang?: string) =>
  t.call('admin/settingsUpdate', { token, params, lang });
const lastAudit = async () => (await db().select().from(auditLog).orderBy(auditLog.id)).at(-1)!;

describe('who may call', () => {
  const update = { group: 'signup_bonus', enabled: true, amount: 5 };

  it('settings: a visitor gets 700; a user, an anchor, a moderator and an editor get forbidden', async () => {
    for (const path of ['admin/settings']) {
      expect((await get(path, null)).code).toBe(700);
      for (const who of [fan, anchor, moderator, editor]) {
        expect(await get(path, who.token)).toMatchObject({ code: 1, data: { error: 'forbidden' } });
      }
    }
    const before = await auditCount();
    expect((await post(update, null)).code).toBe(700);
    for (const who of [fan, anchor, moderator, editor]) {
      expect(await post(update, who.token)).toMatchObject({
        code: 1,
        data: { error: 'forbidden' },
      });
    }
    expect(await auditCount()).toBe(before);
  });

  it('dashboard: a visitor gets 700, a user and an anchor forbidden, every staff role sees it', async () => {
    expect((await get('admin/dashboard', null)).code).toBe(700);
    for (const who of [fan, anchor]) {
      expect(await get('admin/dashboard', who.token)).toMatchObject({
        code: 1,
        data: { error: 'forbidden' },
      });
    }
    for (const who of [admin, moderator, editor]) {
      expect((await get('admin/dashboard', who.token)).code).toBe(0);
    }
  });
});

describe('settings', () => {
  it('reads every group', async () => {
    const r = await get('admin/settings', admin.token);
    expect(r.code).toBe(0);
    expect(r.data.signup_bonus).toEqual({ enabled: true, amount: 10 });
    expect(r.data.exchange).toEqual({ coins_per_yuan: 10, income_to_coins: 1 });
    expect(r.data.charge_rules.length).toBeGreaterThan(0);
    expect(r.data.gifts.length).toBeGreaterThan(0);
    expect(r.data.nobles.length).toBeGreaterThan(0);
    expect(Object.keys(r.data).sort()).toEqual(
      [
        'activity',
        'app',
        'charge_rules',
        'contacts',
        'exchange',
        'gifts',
        'invite',
        'nobles',
        'signup_bonus',
      ].sort(),
    );
  });

  it('the sign-up bonus: one audit row with before and after; a new user is paid the new amount at once', async () => {
    // The offer is read (and anything memoised) before the change.
    expect((await get('signup_coin_bonus/latest', null)).data.amount).toBe(10);
    const before = await auditCount();
    const r = await post({ group: 'signup_bonus', enabled: true, amount: 25.5 });
    expect(r).toMatchObject({ code: 0, data: { group: 'signup_bonus', id: null } });
    expect(await auditCount()).toBe(before + 1);
    expect(await lastAudit()).toMatchObject({
      actorId: admin.user.id,
      action: 'settings.update',
      targetType: 'settings',
      targetId: 'signup_bonus',
      before: { enabled: true, amount: 10 },
      after: { enabled: true, amount: 25.5 },
    });
    const u = await registerUser(t);
    const claim = await t.call('signup_coin_bonus/receiveCoin', {
      method: 'GET',
      token: u.token,
      headers: idem(),
    });
    expect(claim).toMatchObject({ code: 0, data: { amount: 25.5, balance: 25.5 } });
  });

  it('download addresses and contacts reach getConfig at once (the memo is dropped), the setting over the env', async () => {
    process.env.APP_IOS_URL = 'https://apps.apple.com/app/id1';
    resetEnvForTests();
    try {
      const cfg = async () => (await get('Universal/getConfig', null)).data;
      const warm = await cfg();
      expect(warm.feedback_qq).not.toBe('12345678');
      const app = await post({
        group: 'app',
        app_ios_url: 'https://apps.apple.com/app/id999',
        app_android_url: '',
        app_redirect_url: 'https://example.com/app',
        app_version: '2.3.1',
      });
      expect(app.code).toBe(0);
      const contacts = await post({
        group: 'contacts',
        feedback_qq: '12345678',
        customer_service_email: 'help@example.com',
      });
      expect(contacts.code).toBe(0);
      expect(await lastAudit()).toMatchObject({
        targetId: 'contacts',
        after: { feedback_qq: '12345678', customer_service_email: 'help@example.com' },
      });
      expect(await cfg()).toMatchObject({
        app_ios_url: 'https://apps.apple.com/app/id999',
        app_version: '2.3.1',
        app_redirect_url: 'https://example.com/app',
        feedback_qq: '12345678',
        customer_service_email: 'help@example.com',
      });
      // Cleared in the console: the configured address shows again.
      await post({
        group: 'app',
        app_ios_url: '',
        app_android_url: '',
        app_redirect_url: '',
        app_version: '',
      });
      expect((await cfg()).app_ios_url).toBe('https://apps.apple.com/app/id1');
    } finally {
      delete process.env.APP_IOS_URL;
      resetEnvForTests();
    }
  });

  it('the invite activity, the activity switch and the exchange are stored as their domains read them', async () => {
    expect(
      (
        await post({
          group: 'invite',
          open: true,
          id: 'spring-2026',
          inviter_reward: 5,
          friend_reward: 0,
          daily_cap: 3,
          starts_at: '',
          ends_at: '2099-01-01T00:00:00Z',
        })
      ).code,
    ).toBe(0);
    expect((await get('Universal/getConfig', null)).data.invite_activity_open).toBe(true);
    expect(
      (
        await post({
          group: 'activity',
          show: true,
          image: '/uploads/float.png',
          label_zh: '活动',
          label_en: 'Event',
          label_vi: 'Sự kiện',
        })
      ).code,
    ).toBe(0);
    const float = await t.call('activity_config/float_win', { method: 'GET', lang: 'en' });
    expect(float.data).toMatchObject({ show: true, image: '/uploads/float.png', label: 'Event' });
    expect((await post({ group: 'exchange', coins_per_yuan: 12, income_to_coins: 1 })).code).toBe(
      0,
    );
    expect((await get('coin_exchange_settings/latest', null)).data.coins_per_yuan).toBe(12);
    const s = (await get('admin/settings', admin.token)).data;
    expect(s.invite).toMatchObject({
      open: true,
      id: 'spring-2026',
      inviter_reward: 5,
      daily_cap: 3,
    });
    expect(s.activity.label_vi).toBe('Sự kiện');
  });

  it('refuses bad input with a localised message and writes nothing', async () => {
    const before = await auditCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ group: 'signup_bonus', enabled: true, amount: 0.05 }, 'settingsAmountInvalid'],
      [{ group: 'signup_bonus', enabled: true, amount: 20_000 }, 'settingsAmountInvalid'],
      [
        {
          group: 'app',
          app_ios_url: 'http://insecure.example.com',
          app_android_url: '',
          app_redirect_url: '',
          app_version: '',
        },
        'settingsUrlInvalid',
      ],
      [{ group: 'contacts', feedback_qq: 'abc', customer_service_email: '' }, 'settingsQqInvalid'],
      [
        { group: 'contacts', feedback_qq: '', customer_service_email: 'not-mail' },
        'settingsEmailInvalid',
      ],
      [{ group: 'exchange', coins_per_yuan: 0, income_to_coins: 1 }, 'settingsRateInvalid'],
      [
        {
          group: 'invite',
          open: true,
          id: 'x',
          inviter_reward: 1,
          friend_reward: 1,
          daily_cap: 1,
          starts_at: '2030-01-02T00:00:00Z',
          ends_at: '2030-01-01T00:00:00Z',
        },
        'settingsEndsBeforeStarts',
      ],
      [
        { group: 'charge_rule', coins: 10, bonus: 0, price: 1.234, sort: 0, enabled: true },
        'settingsPriceInvalid',
      ],
      [
        {
          group: 'gift',
          name_zh: '花',
          name_en: 'Flower',
          name_vi: 'Hoa',
          price: 1,
          sort: 0,
          enabled: true,
          icon: '/uploads/x.png',
        },
        'settingsSlugInvalid',
      ],
      [
        {
          group: 'gift',
          id: 1,
          name_zh: '',
          name_en: 'x',
          name_vi: 'x',
          price: 1,
          sort: 0,
          enabled: true,
        },
        'settingsNameRequired',
      ],
    ];
    for (const [params, key] of cases) {
      const r = await post(params, admin.token, 'en');
      expect({ key, code: r.code, msg: r.msg }).toEqual({
        key,
        code: 1,
        msg: translate('en', `api.errors.${key}`),
      });
      const zh = await post(params, admin.token, 'zh');
      expect(zh.msg).not.toBe(r.msg);
      expect(r.msg).not.toMatch(/api\.errors/);
    }
    expect((await post({ group: 'nope' })).code).toBe(1);
    expect(
      await post({
        group: 'noble',
        id: 99_999,
        name_zh: 'a',
        name_en: 'a',
        name_vi: 'a',
        monthly_price: 1,
      }),
    ).toMatchObject({ code: 1, data: { error: 'settingsItemNotFound' } });
    expect(await auditCount()).toBe(before);
  });

  it('charge rules: add, edit, disable; the recharge list follows at once', async () => {
    const add = await post({
      group: 'charge_rule',
      coins: 777,
      bonus: 7,
      price: 77.7,
      sort: 0,
      enabled: true,
    });
    expect(add.code).toBe(0);
    const id = add.data.id as number;
    expect(await lastAudit()).toMatchObject({
      targetId: 'charge_rules',
      before: null,
      after: { id, coins: 777, bonus: 7, price: 77.7, enabled: true },
    });
    const listed = async () =>
      (await t.call('chargerules/getList', { method: 'POST', token: fan.token })).data as
        { id: number }[] | { list: { id: number }[] };
    const ids = async () => {
      const l = await listed();
      return (Array.isArray(l) ? l : l.list).map((r) => r.id);
    };
    expect(await ids()).toContain(id);
    const off = await post({
      group: 'charge_rule',
      id,
      coins: 777,
      bonus: 7,
      price: 77.7,
      sort: 0,
      enabled: false,
    });
    expect(off.code).toBe(0);
    expect(await lastAudit()).toMatchObject({
      before: { id, enabled: true },
      after: { id, enabled: false },
    });
    expect(await ids()).not.toContain(id);
  });

  it('gifts: added, edited and disabled, never deleted; a sent gift says so; the catalogue follows at once', async () => {
    const catalogue = async () =>
      (await get('Gift/getList', fan.token, { lang: 'en' })).data as { id: number; name: string }[];
    await catalogue(); // memoised now
    const add = await post({
      group: 'gift',
      slug: 'test-rose',
      name_zh: '玫瑰',
      name_en: 'Rose',
      name_vi: 'Hoa hồng',
      price: 2.5,
      icon: '/uploads/rose.png',
      sort: 0,
      enabled: true,
    });
    expect(add.code).toBe(0);
    const id = add.data.id as number;
    expect((await catalogue()).map((g) => g.id)).toContain(id);
    expect(
      await post({
        group: 'gift',
        slug: 'test-rose',
        name_zh: '玫瑰',
        name_en: 'Rose',
        name_vi: 'Hoa hồng',
        price: 2.5,
        icon: '/uploads/rose.png',
        sort: 0,
        enabled: true,
      }),
    ).toMatchObject({ code: 1, data: { error: 'settingsSlugTaken' } });
    const off = await post({
      group: 'gift',
      id,
      name_zh: '玫瑰',
      name_en: 'Red rose',
      name_vi: 'Hoa hồng',
      price: 3,
      sort: 1,
      enabled: false,
    });
    expect(off.code).toBe(0);
    expect((await catalogue()).map((g) => g.id)).not.toContain(id);
    const [row] = await db().select().from(gifts).where(eq(gifts.id, id));
    expect(row).toMatchObject({
      nameEn: 'Red rose',
      priceTenths: 30,
      enabled: false,
      icon: '/uploads/rose.png',
    });
    // A gift that was sent is marked so in the console (it can only be disabled).
    const [sent] = await db().select({ id: giftSends.giftId }).from(giftSends).limit(1);
    const s = (await get('admin/settings', admin.token)).data;
    if (sent) expect(s.gifts.find((g: { id: number }) => g.id === sent.id).sent).toBe(true);
    expect(s.gifts.find((g: { id: number }) => g.id === id).sent).toBe(false);
  });

  it('noble tiers: names and monthly price', async () => {
    const s = (await get('admin/settings', admin.token)).data;
    const tier = s.nobles[0];
    const r = await post({
      group: 'noble',
      id: tier.id,
      name_zh: tier.name_zh,
      name_en: 'Knight+',
      name_vi: tier.name_vi,
      monthly_price: 99.9,
    });
    expect(r).toMatchObject({ code: 0, data: { group: 'noble', id: tier.id } });
    expect(await lastAudit()).toMatchObject({
      targetId: 'nobles',
      before: { id: tier.id, monthly_price: tier.monthly_price },
      after: { id: tier.id, name_en: 'Knight+', monthly_price: 99.9 },
    });
  });

  it('an update tells every instance on the bus', async () => {
    const heard: string[] = [];
    const off = await getBus().subscribe(SETTINGS_CHANNEL, (m) => heard.push(m));
    try {
      await post({ group: 'exchange', coins_per_yuan: 10, income_to_coins: 1 });
      await announceSettingsChange('gift');
      expect(heard).toEqual(['exchange', 'gift']);
    } finally {
      off();
    }
  });
});

describe('dashboard', () => {
  it('counts sign-ups today, in 7 days and in total, with 14 days of series', async () => {
    const before = (await get('admin/dashboard', admin.token)).data;
    await registerUser(t);
    const r = await get('admin/dashboard', admin.token, { tz: 'Asia/Ho_Chi_Minh' });
    expect(r.code).toBe(0);
    const n = await db().$count(users);
    expect(r.data.users.total).toBe(n);
    expect(r.data.users.today).toBeGreaterThanOrEqual(before.users.today + 1);
    expect(r.data.users.week).toBeGreaterThanOrEqual(r.data.users.today);
    expect(r.data.days).toHaveLength(14);
    expect(r.data.days.at(-1).signups).toBe(r.data.users.today);
    expect(r.data.time_zone).toBe('Asia/Ho_Chi_Minh');
    expect(typeof r.data.live_rooms).toBe('number');
    expect(typeof r.data.online).toBe('number');
    // An editor sees no counts of queues it may not open.
    const ed = (await get('admin/dashboard', editor.token)).data;
    expect(ed.queues.withdrawals).toBeNull();
    expect(typeof r.data.queues.withdrawals).toBe('number');
    expect((await get('admin/dashboard', admin.token, { tz: 'Mars/Base' })).code).toBe(1);
  });
});
