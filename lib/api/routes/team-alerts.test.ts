import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, gte, inArray, like, lte, notInArray, sql } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { matches, matchLineups, messages, teamFollows, teams } from '@/lib/db/schema';
import { startJobs, stopJobs } from '@/lib/jobs';
import type { MessagePage } from '@/lib/messages/contract';
import { alertFeedFrame } from '@/lib/push/producers';
import { teamAlertsDue } from '@/lib/push/team-alerts';
import { createTestApi, SEED_TIMEOUT, type TestApi } from '@/test/api';
import { registerUser } from '@/test/factories';
import { startPushDouble, type PushDouble } from '@/test/push-double';

/**
 * Followed teams' alerts (issue 28; docs/product.md §2 "Teams, players and discussion",
 * docs/architecture.md "Team alerts"): the followers of either team get "line-ups published",
 * "kick-off soon" and "full time" in the message centre exactly once, and goals and the full
 * time as Web Push (their per-team toggles respected); nobody else does.
 */

let t: TestApi;
let double: PushDouble;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'team-alerts-test-'));

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

type User = Awaited<ReturnType<typeof registerUser>>;

const follow = (u: User, teamId: number) =>
  db().insert(teamFollows).values({ userId: u.user.id, teamId });
const keysOf = async (u: User, prefix = 'team:') =>
  (
    await db()
      .select({ key: messages.key })
      .from(messages)
      .where(and(eq(messages.userId, u.user.id), like(messages.key, `${prefix}%`)))
  )
    .map((r) => r.key)
    .sort();
const list = (u: User, lang: string) =>
  t.call<MessagePage>('Push/getList', { method: 'GET', token: u.token, lang });
async function subscribe(u: User, lang = 'en') {
  const s = double.subscribe();
  const r = await t.call('Push/subscribe', {
    params: { endpoint: s.endpoint, ...s.keys },
    token: u.token,
    lang,
  });
  expect(r.code).toBe(0);
  return s.endpoint;
}
async function pushesAfter(before: number, n: number) {
  await double.waitFor(before + n, 20_000);
  await new Promise((r) => setTimeout(r, 1500));
  return double.received.slice(before);
}
const nameEn = async (id: number) =>
  (await db().select({ n: teams.nameEn }).from(teams).where(eq(teams.id, id)))[0].n;

/** Football matches of distinct teams, none sharing a team with `taken`. */
async function freshMatch(taken: Set<number>, withSheet: boolean) {
  const sheets = db().selectDistinct({ id: matchLineups.matchId }).from(matchLineups);
  const rows = await db()
    .select()
    .from(matches)
    .where(
      and(
        eq(matches.sport, 'football'),
        withSheet ? inArray(matches.id, sheets) : notInArray(matches.id, sheets),
      ),
    )
    .limit(200);
  // Teams playing around now would get the running jobs' real alerts of their other matches.
  const busy = new Set(
    (
      await db()
        .select({ h: matches.homeTeamId, a: matches.awayTeamId })
        .from(matches)
        .where(
          and(
            gte(matches.kickoff, new Date(Date.now() - 6 * 3600_000)),
            lte(matches.kickoff, new Date(Date.now() + 3 * 3600_000)),
          ),
        )
    ).flatMap((r) => [r.h, r.a]),
  );
  const m = rows.find(
    (r) =>
      !taken.has(r.homeTeamId) &&
      !taken.has(r.awayTeamId) &&
      !busy.has(r.homeTeamId) &&
      !busy.has(r.awayTeamId),
  );
  if (!m) throw new Error('no free match');
  taken.add(m.homeTeamId);
  taken.add(m.awayTeamId);
  return m;
}
const taken = new Set<number>();

describe('line-ups and kick-off soon (the minute job)', () => {
  it('tell the followers of either team once each; nobody else, nobody who unfollowed', async () => {
    // A time no seeded match is near, so only these matches are due.
    const now = new Date('2031-03-01T12:00:00Z');
    const m = await freshMatch(taken, true);
    const bare = await freshMatch(taken, false);
    await db()
      .update(matches)
      .set({ status: 'scheduled', kickoff: new Date(now.getTime() + 20 * 60_000) })
      .where(eq(matches.id, m.id));
    // No team sheet and 45 minutes away: neither line-ups nor kick-off soon yet.
    await db()
      .update(matches)
      .set({ status: 'scheduled', kickoff: new Date(now.getTime() + 45 * 60_000) })
      .where(eq(matches.id, bare.id));
    const [homeFan, awayFan, both, stranger, gone, bareFan] = await Promise.all(
      [1, 2, 3, 4, 5, 6].map(() => registerUser(t)),
    );
    await follow(homeFan, m.homeTeamId);
    await follow(awayFan, m.awayTeamId);
    await follow(both, m.homeTeamId);
    await follow(both, m.awayTeamId);
    await follow(gone, m.awayTeamId);
    await follow(bareFan, bare.homeTeamId);
    await db()
      .delete(teamFollows)
      .where(and(eq(teamFollows.userId, gone.user.id), eq(teamFollows.teamId, m.awayTeamId)));

    const first = await teamAlertsDue(now);
    expect(first).toEqual({ lineups: 3, soon: 3, final: 0 });
    // Retries, and two instances at once, add nothing.
    await teamAlertsDue(now);
    const again = await Promise.all([teamAlertsDue(now), teamAlertsDue(now)]);
    expect(again).toEqual([
      { lineups: 0, soon: 0, final: 0 },
      { lineups: 0, soon: 0, final: 0 },
    ]);
    for (const u of [homeFan, awayFan, both])
      expect(await keysOf(u)).toEqual([`team:lineups:${m.id}`, `team:soon:${m.id}`]);
    for (const u of [stranger, gone, bareFan]) expect(await keysOf(u)).toEqual([]);

    // In the reader's language, naming the followed team (the home side for a fan of both).
    const [home, away] = await Promise.all([nameEn(m.homeTeamId), nameEn(m.awayTeamId)]);
    const page = await list(awayFan, 'en');
    expect(page.code).toBe(0);
    const [soon, lineups] = page.data.list;
    expect(soon).toMatchObject({
      kind: 'team',
      title: `Kick-off soon: ${home} – ${away}`,
      text: `${away}, a team you follow, kicks off in 20 minutes.`,
      link: `/score-detail?id=${m.id}`,
      read: false,
    });
    expect(lineups).toMatchObject({
      kind: 'team',
      title: `Line-ups out: ${home} – ${away}`,
      link: `/score-detail?id=${m.id}&tab=lineups`,
    });
    const zh = await list(both, 'zh');
    expect(zh.data.list[0].text).toMatch(/将在 20 分钟后开赛。$/);
    expect(zh.data.list[0].text).toContain(
      (await db().select().from(teams).where(eq(teams.id, m.homeTeamId)))[0].nameZh,
    );

    // Ten minutes on the bare match is due: kick-off soon, still no line-ups without a sheet.
    const later = new Date(now.getTime() + 16 * 60_000);
    expect(await teamAlertsDue(later)).toEqual({ lineups: 0, soon: 1, final: 0 });
    expect(await keysOf(bareFan)).toEqual([`team:soon:${bare.id}`]);
    // A match that kicked off is past telling.
    expect(await keysOf(homeFan)).toHaveLength(2);
  }, 60_000);
});

describe('full time and goals', () => {
  it('the feed’s final whistle: a message once per follower, Web Push as each chose', async () => {
    const m = await freshMatch(taken, false);
    const [fan, noFinal, stranger] = await Promise.all([1, 2, 3].map(() => registerUser(t)));
    await follow(fan, m.homeTeamId);
    await follow(noFinal, m.awayTeamId);
    const off = await t.call('Push/setAlert', {
      params: { kind: 'team', id: m.awayTeamId, final: 0 },
      token: noFinal.token,
    });
    expect(off.code).toBe(0);
    const endpoint = new Map<number, string>();
    for (const u of [fan, noFinal, stranger]) endpoint.set(u.user.id, await subscribe(u));

    // A goal reaches both followers (the goal alert is on for both), nobody else.
    let before = double.received.length;
    await alertFeedFrame({
      type: 'goal',
      data: {
        match_id: m.id,
        iszhu: 1,
        match_str: "12'",
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
    const goals = await pushesAfter(before, 2);
    expect(new Set(goals.map((g) => g.endpoint))).toEqual(
      new Set([endpoint.get(fan.user.id), endpoint.get(noFinal.user.id)]),
    );

    await db()
      .update(matches)
      .set({ status: 'finished', homeScore: 2, awayScore: 1 })
      .where(eq(matches.id, m.id));
    before = double.received.length;
    await alertFeedFrame({ type: 'score', data: { match_id: m.id, status: 'finished' } });
    const finals = await pushesAfter(before, 1);
    expect(finals.map((g) => g.endpoint)).toEqual([endpoint.get(fan.user.id)]);
    expect((finals[0].payload as { title: string }).title).toMatch(/^Full time: .* 2–1 /);
    // A repeated frame and the sweep add no message.
    await alertFeedFrame({ type: 'score', data: { match_id: m.id, status: 'finished' } });
    await db()
      .update(matches)
      .set({ updatedAt: sql`now()`, kickoff: new Date(Date.now() - 2 * 3600_000) })
      .where(eq(matches.id, m.id));
    await teamAlertsDue();
    // Of this match (the sweep may also tell of another seeded match of theirs that just ended).
    const ofMatch = async (u: User) => (await keysOf(u)).filter((k) => k.endsWith(`:${m.id}`));
    expect(await ofMatch(fan)).toEqual([`team:final:${m.id}`]);
    // The message centre has it whatever the push setting.
    expect(await ofMatch(noFinal)).toEqual([`team:final:${m.id}`]);
    expect(await keysOf(stranger)).toEqual([]);
    const vi = await list(noFinal, 'vi');
    expect(vi.data.list.find((x) => x.link?.includes(`id=${m.id}`))).toMatchObject({
      kind: 'team',
      title: expect.stringMatching(/^Hết giờ: .* 2–1 /),
      text: expect.stringMatching(/, đội bạn theo dõi, đã kết thúc\.$/),
    });
  }, 60_000);

  it('the sweep tells a finished match the feed did not, with its push; unfollowed: nothing', async () => {
    const m = await freshMatch(taken, false);
    const [fan, left] = await Promise.all([1, 2].map(() => registerUser(t)));
    await follow(fan, m.awayTeamId);
    await follow(left, m.awayTeamId);
    await db()
      .delete(teamFollows)
      .where(and(eq(teamFollows.userId, left.user.id), eq(teamFollows.teamId, m.awayTeamId)));
    const fanEndpoint = await subscribe(fan);
    const leftEndpoint = await subscribe(left);
    await db()
      .update(matches)
      .set({
        status: 'finished',
        homeScore: 0,
        awayScore: 3,
        updatedAt: sql`now()`,
        kickoff: new Date(Date.now() - 2 * 3600_000),
      })
      .where(eq(matches.id, m.id));
    const before = double.received.length;
    const n = await teamAlertsDue();
    expect(n.final).toBeGreaterThanOrEqual(1);
    const got = await pushesAfter(before, 1);
    expect(got.filter((g) => g.endpoint === fanEndpoint)).toHaveLength(1);
    expect(got.filter((g) => g.endpoint === leftEndpoint)).toHaveLength(0);
    expect(await keysOf(fan)).toEqual([`team:final:${m.id}`]);
    expect(await keysOf(left)).toEqual([]);
    await teamAlertsDue();
    expect(await keysOf(fan)).toEqual([`team:final:${m.id}`]);
  }, 60_000);
});
