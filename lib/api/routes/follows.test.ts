import { asc, eq, sql } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { matches, teamFollows, teams } from '@/lib/db/schema';
import { TEAM_FOLLOW_MAX } from '@/lib/follows/limits';
import type { TeamFollowList, TeamFollowMerge } from '@/lib/follows/contract';
import { teamFollowListOutput } from '@/lib/follows/contract';
import { createTestApi, SEED_TIMEOUT, type TestApi } from '@/test/api';
import { registerUser } from '@/test/factories';

// docs/product.md §2 "Teams, players and discussion" ("Following teams").

let t: TestApi;
let token: string;
let userId: number;
/** Football teams by id (enough for the limit), Arsenal first. */
let ids: number[];
let arsenal: number;

const follow = (team_id: unknown, f: unknown, tok: string | null = token, lang?: string) =>
  t.call('Team/follow', { params: { team_id, follow: f }, token: tok, lang });
const list = (tok: string = token, lang?: string) =>
  t.call<TeamFollowList>('Team/followList', { method: 'POST', token: tok, lang });
const merge = (team_ids: unknown, tok: string = token) =>
  t.call<TeamFollowMerge>('Team/followMerge', { params: { team_ids }, token: tok });
const countOf = async (uid: number) =>
  (await db().select().from(teamFollows).where(eq(teamFollows.userId, uid))).length;

beforeAll(async () => {
  t = await createTestApi({}, { matches: true });
  ({
    token,
    user: { id: userId },
  } = await registerUser(t));
  const all = await db()
    .select({ id: teams.id, key: teams.key })
    .from(teams)
    .where(eq(teams.sport, 'football'))
    .orderBy(asc(teams.id));
  arsenal = all.find((r) => r.key === 'arsenal')?.id ?? all[0].id;
  ids = [arsenal, ...all.map((r) => r.id).filter((id) => id !== arsenal)];
  expect(ids.length).toBeGreaterThan(TEAM_FOLLOW_MAX + 2);
}, SEED_TIMEOUT);

afterAll(() => t.cleanup());

test('a visitor gets 700 on every follow endpoint', async () => {
  for (const [path, params] of [
    ['Team/follow', { team_id: arsenal, follow: 1 }],
    ['Team/followList', {}],
    ['Team/followMerge', { team_ids: [arsenal] }],
  ] as const) {
    const r = await t.call(path, { params });
    expect(r.code).toBe(700);
  }
});

test('follow, repeat, list in the language asked, unfollow, repeat', async () => {
  const r1 = await follow(arsenal, 1);
  expect(r1.code).toBe(0);
  expect(r1.data).toEqual({ team_id: arsenal, followed: 1, total: 1 });
  const r2 = await follow(String(arsenal), '1', token, 'en');
  expect(r2.data).toEqual({ team_id: arsenal, followed: 1, total: 1 });
  expect(r2.msg).toBe('Team followed');
  expect(await countOf(userId)).toBe(1);

  const en = await list(token, 'en');
  expect(en.code).toBe(0);
  expect(teamFollowListOutput.parse(en.data)).toBeTruthy();
  expect(en.data.max).toBe(TEAM_FOLLOW_MAX);
  expect(en.data.teams).toHaveLength(1);
  const team = en.data.teams[0];
  expect(team).toMatchObject({ team_id: arsenal, sport: 'football' });
  expect(team.colour_primary).toMatch(/^#[0-9a-f]{6}$/i);
  const zh = await list(token, 'zh');
  expect(zh.data.teams[0].name).not.toBe(team.name);
  // Its next match is its own, live or still to come.
  const next = team.next_match;
  // The generated current season always has a match ahead.
  expect(next).not.toBeNull();
  if (next) {
    expect([next.home_team_id, next.away_team_id]).toContain(arsenal);
    expect(['live', 'scheduled']).toContain(next.status);
    expect(next.home_name && next.away_name && next.competition_name).toBeTruthy();
    const [own] = await db()
      .select({ kickoff: matches.kickoff })
      .from(matches)
      .where(
        sql`(${matches.homeTeamId} = ${arsenal} or ${matches.awayTeamId} = ${arsenal}) and ${matches.status} in ('live','scheduled') and ${matches.kickoff} >= now() - interval '6 hours'`,
      )
      .orderBy(asc(matches.kickoff))
      .limit(1);
    expect(next.kickoff).toBe(own.kickoff.toISOString());
  }

  const off = await follow(arsenal, 0);
  expect(off.data).toEqual({ team_id: arsenal, followed: 0, total: 0 });
  const again = await follow(arsenal, 0);
  expect(again.code).toBe(0);
  expect(again.data.followed).toBe(0);
  expect((await list()).data.teams).toEqual([]);
});

test('the day lists tell a user which teams they follow, and a guest none', async () => {
  const { token: tok } = await registerUser(t);
  await follow(arsenal, 1, tok);
  for (const path of ['hot_match/day_rows', 'hot_match/all_match']) {
    const mine = await t.call<{ followed_team_ids: number[] }>(path, {
      params: { sport: 'football' },
      token: tok,
    });
    expect(mine.data.followed_team_ids).toEqual([arsenal]);
    const guest = await t.call<{ followed_team_ids: number[] }>(path, {
      params: { sport: 'football' },
    });
    expect(guest.data.followed_team_ids).toEqual([]);
  }
});

test("search puts a user's followed teams first, and nobody else's", async () => {
  const { token: tok } = await registerUser(t);
  const find = (tk?: string) =>
    t.call<{ teams: { id: number }[] }>('Search/index', { params: { name: 'United' }, token: tk });
  const guest = (await find()).data.teams.map((x) => x.id);
  expect(guest.length).toBeGreaterThan(2);
  const last = guest[guest.length - 1];
  await follow(last, 1, tok);
  const mine = (await find(tok)).data.teams.map((x) => x.id);
  expect(mine).toEqual([last, ...guest.filter((id) => id !== last)]);
  expect((await find(token)).data.teams.map((x) => x.id)).toEqual(guest);
});

test('bad input is code 1 with a localised message, never a 5xx', async () => {
  const cases: [unknown, unknown][] = [
    [undefined, 1],
    [0, 1],
    [-3, 1],
    ['abc', 1],
    ['1e3', 1],
    [2 ** 40, 1],
    [arsenal, 2],
    [arsenal, -1],
    [arsenal, 'yes'],
    [arsenal, undefined],
  ];
  for (const [team_id, f] of cases) {
    const r = await follow(team_id, f, token, 'en');
    expect(r.status).toBe(200);
    expect(r.code).toBe(1);
    expect(r.data.error).toBe('invalidField');
    expect(r.msg).toBeTruthy();
  }
  const unknown = await follow(2_000_000_000, 1, token, 'zh');
  expect(unknown.code).toBe(1);
  expect(unknown.data.error).toBe('teamNotFound');
  expect(unknown.msg).toBe('球队不存在');
  // Unfollowing an unknown team is a no-op, not an error.
  expect((await follow(2_000_000_000, 0)).code).toBe(0);
  for (const bad of [
    'x',
    [0],
    [-1],
    ['a'],
    Array.from({ length: TEAM_FOLLOW_MAX + 1 }, (_, i) => i + 1),
    { a: 1 },
  ]) {
    const r = await t.call<{ error: string }>('Team/followMerge', {
      params: { team_ids: bad },
      token,
    });
    expect(r.status).toBe(200);
    expect(r.code).toBe(1);
    expect(r.data.error).toBe('invalidField');
  }
  expect(await countOf(userId)).toBe(0);
});

test('the limit: the 51st follow is refused in the request language; merges stop at it', async () => {
  const { token: tok, user } = await registerUser(t);
  const first = ids.slice(0, TEAM_FOLLOW_MAX);
  const m = await merge(first, tok);
  expect(m.code).toBe(0);
  expect(m.data.added).toBe(TEAM_FOLLOW_MAX);
  expect(m.data.team_ids).toEqual(first);
  const over = await follow(ids[TEAM_FOLLOW_MAX], 1, tok, 'en');
  expect(over.code).toBe(1);
  expect(over.data.error).toBe('teamFollowLimit');
  expect(over.msg).toBe(`You can follow at most ${TEAM_FOLLOW_MAX} teams`);
  // Re-following one already followed is still fine at the limit.
  expect((await follow(ids[0], 1, tok)).data).toMatchObject({
    followed: 1,
    total: TEAM_FOLLOW_MAX,
  });
  const m2 = await merge(ids.slice(TEAM_FOLLOW_MAX, TEAM_FOLLOW_MAX + 2), tok);
  expect(m2.data).toMatchObject({ added: 0, skipped: 2 });
  expect(await countOf(user.id)).toBe(TEAM_FOLLOW_MAX);
  // Room again after an unfollow.
  await follow(ids[0], 0, tok);
  expect((await follow(ids[TEAM_FOLLOW_MAX], 1, tok)).code).toBe(0);
  expect(await countOf(user.id)).toBe(TEAM_FOLLOW_MAX);
});

test('merge: unknown ids skipped, duplicates once, order kept, a comma list accepted, repeat adds nothing', async () => {
  const { token: tok, user } = await registerUser(t);
  await follow(ids[5], 1, tok);
  const r = await merge([ids[3], 2_000_000_000, ids[4], ids[3], ids[5]], tok);
  expect(r.code).toBe(0);
  expect(r.data).toEqual({ added: 2, skipped: 1, team_ids: [ids[5], ids[3], ids[4]] });
  const again = await merge(`${ids[3]},${ids[4]}`, tok);
  expect(again.data).toMatchObject({ added: 0, skipped: 0 });
  expect((await merge([], tok)).data.team_ids).toHaveLength(3);
  expect(await countOf(user.id)).toBe(3);
  // Another user's follows are their own.
  expect(await countOf(userId)).toBe(0);
});

test('concurrent follows and merges neither duplicate nor pass the limit', async () => {
  const { token: tok, user } = await registerUser(t);
  const r = await Promise.all([
    ...Array.from({ length: 4 }, () => follow(ids[1], 1, tok)),
    ...Array.from({ length: 3 }, () => merge(ids.slice(0, 10), tok)),
  ]);
  expect(r.every((x) => x.code === 0)).toBe(true);
  expect(await countOf(user.id)).toBe(10);

  // Near the limit, racing new follows: never more than TEAM_FOLLOW_MAX.
  await merge(ids.slice(0, TEAM_FOLLOW_MAX - 1), tok);
  const race = await Promise.all(
    ids.slice(TEAM_FOLLOW_MAX - 1, TEAM_FOLLOW_MAX + 4).map((id) => follow(id, 1, tok)),
  );
  expect(race.filter((x) => x.code === 0)).toHaveLength(1);
  expect(race.filter((x) => x.data?.error === 'teamFollowLimit')).toHaveLength(4);
  expect(await countOf(user.id)).toBe(TEAM_FOLLOW_MAX);
});
