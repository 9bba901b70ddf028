import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import {
  alertTargets,
  matchCollections,
  matches,
  matchReservations,
  messages,
  pushSettings,
  pushSubscriptions,
} from '@/lib/db/schema';
import { parseEnv } from '@/lib/env';
import { feedEvents } from '@/lib/matches/feed-events';
import { startJobs, stopJobs } from '@/lib/jobs';
import { DEMO_ANCHOR_PASSWORD, DEMO_ANCHORS } from '@/lib/live/demo/seed';
import type { MessagePage } from '@/lib/messages/contract';
import type { PushSettings, TeamSearchResult } from '@/lib/push/contract';
import { endpointProblem, isPublicAddress, publicLookup } from '@/lib/push/endpoint';
import { deliver } from '@/lib/push/jobs';
import { isQuiet } from '@/lib/push';
import { alertFeedFrame } from '@/lib/push/producers';
import { createTestApi, SEED_TIMEOUT, type TestApi } from '@/test/api';
import { loginAs, registerUser } from '@/test/factories';
import { startPushDouble, type PushDouble, type PushSubscriptionJson } from '@/test/push-double';

let t: TestApi;
let double: PushDouble;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'push-test-'));

beforeAll(async () => {
  double = await startPushDouble();
  t = await createTestApi(
    { DATA_DIR: dataDir, RATE_LIMITS: 'off', PUSH_TEST_ENDPOINTS: 'on' },
    { matches: true },
  );
  await startJobs();
}, SEED_TIMEOUT);
afterAll(async () => {
  await stopJobs();
  await t?.cleanup();
  await double?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const subscribe = (token: string | null, sub: PushSubscriptionJson, lang = 'zh') =>
  t.call<{ subscriptions: number }>('Push/subscribe', {
    params: { endpoint: sub.endpoint, ...sub.keys },
    token,
    lang,
  });
const subsOf = (userId: number) =>
  db().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
/** Waits until the double holds `n` pushes more than `before`, then a little for strays. */
async function pushesAfter(before: number, n: number) {
  await double.waitFor(before + n, 20_000);
  await new Promise((r) => setTimeout(r, 1500));
  return double.received.slice(before);
}

describe('VAPID keys', () => {
  it('are generated once into DATA_DIR (0600) and answered to anyone', async () => {
    const r = await t.call<{ available: boolean; public_key: string }>('Push/vapidKey');
    expect(r.code).toBe(0);
    expect(r.data.available).toBe(true);
    expect(Buffer.from(r.data.public_key, 'base64url')).toHaveLength(65);
    const file = path.join(dataDir, 'vapid.json');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).publicKey).toBe(r.data.public_key);
    expect((await t.call('Push/vapidKey')).data.public_key).toBe(r.data.public_key);
  });

  it('come from configuration in production, which refuses the test switch', () => {
    const base: NodeJS.ProcessEnv = {
      NODE_ENV: 'production',
      SMS_PROVIDER: 'tencent',
      TENCENT_SECRET_ID: 'x',
      TENCENT_SECRET_KEY: 'x',
      TENCENT_SMS_SDK_APP_ID: '1',
      TENCENT_SMS_SIGN_NAME: 'x',
      TENCENT_SMS_TEMPLATE_ID: '1',
      SESSION_SECRET: 'x'.repeat(32),
      PUBLIC_URL: 'https://sport.example.com',
      STREAM_HOOK: 'off',
    };
    expect(() => parseEnv(base)).not.toThrow();
    expect(() => parseEnv({ ...base, PUSH_TEST_ENDPOINTS: 'on' })).toThrow(/PUSH_TEST_ENDPOINTS/);
    // The demo and the e2e server (DEMO=1) may use it.
    expect(() => parseEnv({ ...base, DEMO: '1', PUSH_TEST_ENDPOINTS: 'on' })).not.toThrow();
    expect(() => parseEnv({ ...base, VAPID_PUBLIC_KEY: 'B'.repeat(87) })).toThrow(
      /VAPID_PRIVATE_KEY/,
    );
  });
});

describe('subscriptions', () => {
  it('are stored in the request’s language, moved on re-subscription, and removed by their owner', async () => {
    const [a, b] = [await registerUser(t), await registerUser(t)];
    const sub = double.subscribe();
    const r = await subscribe(a.token, sub, 'vi');
    expect([r.code, r.data]).toEqual([0, { subscriptions: 1 }]);
    expect((await subsOf(a.user.id)).map((s) => s.lang)).toEqual(['vi']);
    // The same browser, now logged in as b, in English: b's.
    expect((await subscribe(b.token, sub, 'en')).code).toBe(0);
    expect(await subsOf(a.user.id)).toHaveLength(0);
    expect((await subsOf(b.user.id)).map((s) => s.lang)).toEqual(['en']);
    // a cannot remove b's subscription.
    const un = await t.call('Push/unsubscribe', {
      params: { endpoint: sub.endpoint },
      token: a.token,
    });
    expect(un.code).toBe(0);
    expect(await subsOf(b.user.id)).toHaveLength(1);
    const mine = await t.call('Push/unsubscribe', {
      params: { endpoint: sub.endpoint },
      token: b.token,
    });
    expect(mine.data).toEqual({ subscriptions: 0 });
  });

  it('refuse endpoints that are not public https addresses, bad keys, and visitors', async () => {
    const u = await registerUser(t);
    const good = double.subscribe();
    const bad = [
      'http://push.example.com/x',
      'https://127.0.0.1/x',
      'https://10.1.2.3/x',
      'https://192.168.1.1/x',
      'https://169.254.169.254/latest/meta-data',
      'https://100.64.0.1/x',
      'https://[::1]/x',
      'https://[fd00::1]/x',
      'https://[::ffff:127.0.0.1]/x',
      'https://localhost/x',
      'https://push.localhost/x',
      'https://metadata.internal/x',
      'https://intranet/x',
      'https://user:pw@push.example.com/x',
      'https://push.example.com:8443/x',
      'ftp://push.example.com/x',
      'file:///etc/passwd',
      'not a url',
      `https://push.example.com/${'a'.repeat(1100)}`,
      `${double.origin.replace('127.0.0.1', '10.0.0.1')}/push/x`,
    ];
    for (const endpoint of bad) {
      const r = await subscribe(u.token, { endpoint, keys: good.keys });
      expect([endpoint, r.status, r.code]).toEqual([endpoint, 200, 1]);
    }
    const keys = [
      { p256dh: good.keys.p256dh, auth: 'A'.repeat(5000) },
      { p256dh: 'B'.repeat(5000), auth: good.keys.auth },
      { p256dh: good.keys.p256dh.slice(0, 40), auth: good.keys.auth },
      // 65 bytes, but not a point on the curve.
      {
        p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString('base64url'),
        auth: good.keys.auth,
      },
      { p256dh: good.keys.p256dh, auth: Buffer.alloc(8).toString('base64url') },
      { p256dh: '<script>', auth: good.keys.auth },
    ];
    for (const k of keys) {
      const r = await subscribe(u.token, { endpoint: good.endpoint, keys: k });
      expect([r.status, r.code]).toEqual([200, 1]);
    }
    expect(await subsOf(u.user.id)).toHaveLength(0);
    for (const p of [
      'Push/subscribe',
      'Push/unsubscribe',
      'Push/settings',
      'Push/saveQuiet',
      'Push/setAlert',
      'Push/removeTeam',
      'Push/searchTeams',
    ]) {
      const r = await t.call(p, { params: { endpoint: good.endpoint, ...good.keys } });
      expect([p, r.code]).toEqual([p, 700]);
    }
    const none = await t.call('Push/subscribe', { params: {}, token: u.token });
    expect([none.status, none.code]).toEqual([200, 1]);
  });

  it('allow loopback only behind the test switch, and only public addresses otherwise', () => {
    expect(endpointProblem('http://127.0.0.1:9/push/x', true)).toBeNull();
    expect(endpointProblem('http://127.0.0.1:9/push/x', false)).not.toBeNull();
    expect(endpointProblem('https://fcm.googleapis.com/fcm/send/abc', false)).toBeNull();
    expect(
      endpointProblem('https://updates.push.services.mozilla.com/wpush/v2/x', false),
    ).toBeNull();
    expect(isPublicAddress('8.8.8.8')).toBe(true);
    expect(isPublicAddress('::ffff:7f00:1')).toBe(false);
    expect(isPublicAddress('2001:4860:4860::8888')).toBe(true);
    for (const ip of [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.5.4',
      '169.254.1.1',
      '::1',
      'fe80::1',
      '::ffff:10.0.0.1',
      '0.0.0.0',
    ])
      expect([ip, isPublicAddress(ip)]).toEqual([ip, false]);
  });

  it('resolve names only to public addresses when delivering', async () => {
    const lookup = publicLookup(false);
    const err = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      lookup('localhost', {}, (e) => resolve(e)),
    );
    expect(err?.code).toBe('EPUSHPRIVATE');
    // A stored subscription whose address no longer passes is dropped, never called.
    const u = await registerUser(t);
    const s = double.subscribe();
    await subscribe(u.token, s);
    await db()
      .update(pushSubscriptions)
      .set({ endpoint: 'https://10.0.0.1/push/x' })
      .where(eq(pushSubscriptions.userId, u.user.id));
    const [row] = await subsOf(u.user.id);
    await deliver({
      subscriptionId: row.id,
      message: { kind: 'system', data: { notice: 'welcome' } },
      tag: 't',
      ttlSeconds: 60,
    });
    expect(await subsOf(u.user.id)).toHaveLength(0);
  });

  it('keep a user’s newest ten', async () => {
    const u = await registerUser(t);
    for (let i = 0; i < 12; i++)
      expect((await subscribe(u.token, double.subscribe())).code).toBe(0);
    expect(await subsOf(u.user.id)).toHaveLength(10);
  });
});

describe('delivery', () => {
  it('a followed anchor going live: one notification, in the follower’s language, verified and decrypted', async () => {
    const fan = await registerUser(t);
    const muted = await registerUser(t);
    const anchor = await loginAs(t, DEMO_ANCHORS[2].mobile, DEMO_ANCHOR_PASSWORD);
    await t.call('Live/endRoom', { token: anchor.token });
    for (const u of [fan, muted]) {
      await t.call('Member/attention', {
        params: { anchor_id: anchor.user.id, type: 1 },
        token: u.token,
      });
    }
    const fanSub = double.subscribe();
    const mutedSub = double.subscribe();
    expect((await subscribe(fan.token, fanSub, 'vi')).code).toBe(0);
    expect((await subscribe(muted.token, mutedSub, 'en')).code).toBe(0);
    const off = await t.call('Push/setAlert', {
      params: { kind: 'anchor', id: anchor.user.id, live: 0 },
      token: muted.token,
    });
    expect(off.code).toBe(0);

    const before = double.received.length;
    const start = await t.call('Live/mobileStartRoom', {
      params: { title: 'Đêm derby', sport: 'football', language: 'vi' },
      token: anchor.token,
    });
    expect(start.code).toBe(0);
    const got = await pushesAfter(before, 1);
    expect(got).toHaveLength(1);
    expect(got[0].endpoint).toBe(fanSub.endpoint);
    expect(got[0].payload).toMatchObject({
      title: `${anchor.user.user_nickname}, người dẫn bạn theo dõi, đang phát trực tiếp`,
      body: 'Đêm derby',
      url: `/vi/live?id=${start.data.id}`,
      lang: 'vi',
    });
    expect(got[0].claims.aud).toBe(double.origin);
    expect(got[0].ttl).toBeGreaterThan(0);
    // The muted follower still has the message-centre message.
    const centre = await t.call<MessagePage>('Push/getList', { method: 'GET', token: muted.token });
    expect(centre.data.list.some((m) => m.kind === 'live')).toBe(true);
    await t.call('Live/endRoom', { token: anchor.token });
  }, 60_000);

  it('a booked broadcast starting: a message to who booked it, once, and a notification', async () => {
    const fan = await registerUser(t);
    const anchor = await loginAs(t, DEMO_ANCHORS[4].mobile, DEMO_ANCHOR_PASSWORD);
    await t.call('Live/endRoom', { token: anchor.token });
    const schedule = await t.call<{ id: number }>('Live/addSchedule', {
      params: { title: 'Cup final preview', starts_at: Math.floor(Date.now() / 1000) + 600 },
      token: anchor.token,
    });
    expect(schedule.code).toBe(0);
    const booked = await t.call('Live/setReserveLiveNew', {
      params: { id: schedule.data.id },
      token: fan.token,
    });
    expect(booked.code).toBe(0);
    const s = double.subscribe();
    await subscribe(fan.token, s, 'en');
    const before = double.received.length;
    const start = await t.call<{ id: number }>('Live/mobileStartRoom', {
      params: { title: 'On air', sport: 'football', language: 'en' },
      token: anchor.token,
    });
    expect(start.code).toBe(0);
    const got = await pushesAfter(before, 1);
    expect(got).toHaveLength(1);
    expect(got[0].payload).toMatchObject({
      title: `${anchor.user.user_nickname} is starting a broadcast you booked`,
      body: 'Cup final preview',
    });
    // A second start of the room within the window tells nobody again.
    await t.call('Live/endRoom', { token: anchor.token });
    await t.call('Live/mobileStartRoom', {
      params: { title: 'Again', sport: 'football', language: 'en' },
      token: anchor.token,
    });
    const rows = await db()
      .select()
      .from(messages)
      .where(and(eq(messages.userId, fan.user.id), eq(messages.kind, 'broadcast')));
    expect(rows.map((r) => r.key)).toEqual([`schedule:${schedule.data.id}`]);
    await t.call('Live/endRoom', { token: anchor.token });
  }, 60_000);

  it('drops a subscription the push service says is gone, retries one that failed', async () => {
    const u = await registerUser(t);
    const gone = double.subscribe();
    const flaky = double.subscribe();
    await subscribe(u.token, gone, 'en');
    await subscribe(u.token, flaky, 'en');
    double.markGone(gone.endpoint);
    double.failNext(flaky.endpoint, 1);
    const [m] = await db().select().from(matches).limit(1);
    await db().insert(matchReservations).values({ userId: u.user.id, matchId: m.id });
    const before = double.received.length;
    await alertFeedFrame({ type: 'score', data: { match_id: m.id, status: 'finished' } });
    const got = await pushesAfter(before, 1);
    expect(got.map((g) => g.endpoint)).toEqual([flaky.endpoint]);
    expect((got[0].payload as { title: string }).title).toMatch(/^Full time: /);
    expect(double.rejections.some((r) => r.endpoint === flaky.endpoint && r.status === 500)).toBe(
      true,
    );
    expect((await subsOf(u.user.id)).map((s) => s.endpoint)).toEqual([flaky.endpoint]);
  }, 60_000);

  it('goals of booked, favourite and alert-list teams’ matches; nothing in quiet hours', async () => {
    const [booker, fan, teamFan, quiet, nobody] = await Promise.all(
      [1, 2, 3, 4, 5].map(() => registerUser(t)),
    );
    const [m] = await db().select().from(matches).where(eq(matches.sport, 'football')).limit(1);
    await db()
      .insert(matchReservations)
      .values([
        { userId: booker.user.id, matchId: m.id },
        { userId: quiet.user.id, matchId: m.id },
      ]);
    await db().insert(matchCollections).values({ userId: fan.user.id, matchId: m.id });
    const added = await t.call('Push/setAlert', {
      params: { kind: 'team', id: m.awayTeamId, final: 0 },
      token: teamFan.token,
    });
    expect(added.code).toBe(0);
    const zone = 'Asia/Ho_Chi_Minh';
    const nowMin = (() => {
      const p = new Intl.DateTimeFormat('en-GB', {
        timeZone: zone,
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).formatToParts(new Date());
      return Number(p[0].value) * 60 + Number(p[2].value);
    })();
    const saved = await t.call('Push/saveQuiet', {
      params: {
        quiet_start: (nowMin + 1440 - 60) % 1440,
        quiet_end: (nowMin + 60) % 1440,
        time_zone: zone,
      },
      token: quiet.token,
    });
    expect(saved.code).toBe(0);
    const subs = new Map<number, string>();
    for (const u of [booker, fan, teamFan, quiet, nobody]) {
      const s = double.subscribe();
      subs.set(u.user.id, s.endpoint);
      expect((await subscribe(u.token, s, 'en')).code).toBe(0);
    }
    const before = double.received.length;
    await alertFeedFrame({
      type: 'goal',
      data: {
        match_id: m.id,
        iszhu: 1,
        match_str: "23'",
        home_team_name_zh: '主队',
        away_team_name_zh: '客队',
        home_team_name_en: 'Home FC',
        away_team_name_en: 'Away FC',
        home_team_name_vi: 'Đội nhà',
        away_team_name_vi: 'Đội khách',
        home_score: 1,
        away_score: 0,
      },
    });
    const got = await pushesAfter(before, 3);
    expect(new Set(got.map((g) => g.endpoint))).toEqual(
      new Set([booker, fan, teamFan].map((u) => subs.get(u.user.id))),
    );
    expect(got[0].payload).toMatchObject({
      title: 'Goal! Home FC 1–0 Away FC',
      body: "Scored at 23'",
      url: `/en/score-detail?id=${m.id}`,
    });
    // The team fan turned the final whistle off.
    const b2 = double.received.length;
    await alertFeedFrame({ type: 'score', data: { match_id: m.id, status: 'finished' } });
    const finals = await pushesAfter(b2, 2);
    expect(new Set(finals.map((g) => g.endpoint))).toEqual(
      new Set([booker, fan].map((u) => subs.get(u.user.id))),
    );
  }, 60_000);

  it('hears the live feed: a goal the feed publishes reaches who booked the match', async () => {
    const u = await registerUser(t);
    const [m] = await db()
      .select()
      .from(matches)
      .where(eq(matches.sport, 'football'))
      .limit(1)
      .offset(5);
    await db().insert(matchReservations).values({ userId: u.user.id, matchId: m.id });
    const s = double.subscribe();
    await subscribe(u.token, s, 'vi');
    const before = double.received.length;
    // What lib/matches/live-feed.ts tells after it published the frame.
    await feedEvents.emit('published', {
      sport: 'football',
      frame: {
        type: 'goal',
        data: {
          match_id: m.id,
          iszhu: 0,
          match_str: "88'",
          home_team_name_zh: '主队',
          away_team_name_zh: '客队',
          home_team_name_en: 'Home FC',
          away_team_name_en: 'Away FC',
          home_team_name_vi: 'Đội nhà',
          away_team_name_vi: 'Đội khách',
          home_score: 0,
          away_score: 1,
        },
      },
    });
    const got = await pushesAfter(before, 1);
    expect(got).toHaveLength(1);
    expect(got[0].payload).toMatchObject({
      title: 'Bàn thắng! Đội nhà 0–1 Đội khách',
      url: `/vi/score-detail?id=${m.id}`,
    });
  }, 60_000);

  it('a booked match kicking off is a message, once, and a notification', async () => {
    const u = await registerUser(t);
    const [m] = await db().select().from(matches).limit(1).offset(3);
    await db().insert(matchReservations).values({ userId: u.user.id, matchId: m.id });
    const s = double.subscribe();
    await subscribe(u.token, s, 'zh');
    const before = double.received.length;
    await alertFeedFrame({ type: 'score', data: { match_id: m.id, status: 'live' } });
    await alertFeedFrame({ type: 'score', data: { match_id: m.id, status: 'live' } });
    const got = await pushesAfter(before, 1);
    expect(got).toHaveLength(1);
    expect((got[0].payload as { title: string }).title).toMatch(/^开赛：/);
    const rows = await db()
      .select()
      .from(messages)
      .where(and(eq(messages.userId, u.user.id), eq(messages.kind, 'match')));
    expect(rows.map((r) => r.key)).toEqual([`match:start:${m.id}`]);
    const list = await t.call<MessagePage>('Push/getList', {
      method: 'GET',
      token: u.token,
      lang: 'en',
    });
    expect(list.data.list[0]).toMatchObject({
      kind: 'match',
      text: 'A match you booked is starting now.',
      link: `/score-detail?id=${m.id}`,
    });
  }, 60_000);

  it('quiet hours span midnight in the viewer’s zone', () => {
    const at = new Date('2026-01-01T16:30:00Z'); // 23:30 in Ho Chi Minh City
    const q = { quietStart: 22 * 60, quietEnd: 7 * 60, timeZone: 'Asia/Ho_Chi_Minh' };
    expect(isQuiet(q, at)).toBe(true);
    expect(isQuiet({ ...q, timeZone: 'UTC' }, at)).toBe(false);
    expect(isQuiet({ ...q, quietEnd: 22 * 60 }, at)).toBe(false);
    expect(isQuiet(undefined, at)).toBe(false);
  });
});

describe('settings', () => {
  it('list followed anchors, booked matches and listed teams; refuse what is not the user’s', async () => {
    const u = await registerUser(t);
    const other = await registerUser(t);
    const anchor = await loginAs(t, DEMO_ANCHORS[3].mobile, DEMO_ANCHOR_PASSWORD);
    await t.call('Member/attention', {
      params: { anchor_id: anchor.user.id, type: 1 },
      token: u.token,
    });
    const [m] = await db().select().from(matches).where(eq(matches.status, 'scheduled')).limit(1);
    await db().insert(matchReservations).values({ userId: u.user.id, matchId: m.id });

    const search = await t.call<TeamSearchResult>('Push/searchTeams', {
      method: 'GET',
      params: { keyword: 'a' },
      token: u.token,
      lang: 'en',
    });
    expect(search.code).toBe(0);
    const team = search.data.list[0];
    expect(team.listed).toBe(false);
    expect(
      (await t.call('Push/setAlert', { params: { kind: 'team', id: team.id }, token: u.token }))
        .code,
    ).toBe(0);
    expect(
      (
        await t.call('Push/setAlert', {
          params: { kind: 'match', id: m.id, goals: 0 },
          token: u.token,
        })
      ).code,
    ).toBe(0);

    const s = await t.call<PushSettings>('Push/settings', {
      method: 'GET',
      token: u.token,
      lang: 'en',
    });
    expect(s.code).toBe(0);
    expect(s.data.anchors).toEqual([
      expect.objectContaining({ id: anchor.user.id, live: true, why: ['followed'] }),
    ]);
    expect(s.data.matches).toEqual([
      expect.objectContaining({ id: m.id, goals: false, final: true, why: ['booked'] }),
    ]);
    expect(s.data.teams).toEqual([expect.objectContaining({ id: team.id, name: team.name })]);

    // Not the user's anchor or match, an unknown team, bad values: code 1, nothing stored.
    const [m2] = await db()
      .select()
      .from(matches)
      .where(eq(matches.status, 'scheduled'))
      .limit(1)
      .offset(1);
    for (const params of [
      { kind: 'anchor', id: other.user.id, live: 0 },
      { kind: 'match', id: m2.id, goals: 0 },
      { kind: 'team', id: 999_999 },
      { kind: 'league', id: 1 },
      { kind: 'team', id: -1 },
      { kind: 'team', id: team.id, goals: 'maybe' },
    ]) {
      const r = await t.call('Push/setAlert', { params, token: u.token });
      expect([JSON.stringify(params), r.status, r.code]).toEqual([JSON.stringify(params), 200, 1]);
    }
    const rows = await db().select().from(alertTargets).where(eq(alertTargets.userId, u.user.id));
    expect(rows).toHaveLength(2);
    // Another user's settings are theirs.
    const os = await t.call<PushSettings>('Push/settings', { method: 'GET', token: other.token });
    expect([os.data.anchors, os.data.matches, os.data.teams]).toEqual([[], [], []]);

    for (const params of [
      { quiet_start: 60, time_zone: 'UTC' },
      { quiet_start: 60, quiet_end: 1440, time_zone: 'UTC' },
      { quiet_start: -1, quiet_end: 60, time_zone: 'UTC' },
      { quiet_start: 60, quiet_end: 120, time_zone: 'Mars/Olympus' },
      { quiet_start: 60, quiet_end: 120 },
    ]) {
      const r = await t.call('Push/saveQuiet', { params, token: u.token });
      expect([JSON.stringify(params), r.status, r.code]).toEqual([JSON.stringify(params), 200, 1]);
    }
    expect(
      await db().select().from(pushSettings).where(eq(pushSettings.userId, u.user.id)),
    ).toHaveLength(0);
    const ok = await t.call('Push/saveQuiet', {
      params: { quiet_start: 1320, quiet_end: 420, time_zone: 'Asia/Ho_Chi_Minh' },
      token: u.token,
    });
    expect(ok.code).toBe(0);
    const after = await t.call<PushSettings>('Push/settings', { method: 'GET', token: u.token });
    expect(after.data).toMatchObject({
      quiet_start: 1320,
      quiet_end: 420,
      time_zone: 'Asia/Ho_Chi_Minh',
    });

    expect(
      (await t.call('Push/removeTeam', { params: { id: team.id }, token: u.token })).code,
    ).toBe(0);
    expect(
      (await t.call<PushSettings>('Push/settings', { method: 'GET', token: u.token })).data.teams,
    ).toEqual([]);
    for (const params of [{}, { keyword: '' }, { keyword: 'x'.repeat(31) }]) {
      const r = await t.call('Push/searchTeams', { method: 'GET', params, token: u.token });
      expect([r.status, r.code]).toEqual([200, 1]);
    }
  });
});
