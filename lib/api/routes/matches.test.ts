import sharp from 'sharp';
import { and, eq, sql } from 'drizzle-orm';
import { GET as crestRoute } from '@/app/crest/[file]/route';
import { db } from '@/lib/db/client';
import { matchCollections, matches, teams } from '@/lib/db/schema';
import { clearMemos } from '@/lib/cache/memo';
import { matchDay, matchDayRange } from '@/lib/matches/service';
import { DAY_MS } from '@/lib/matches/time';
import type { MatchItem } from '@/lib/matches/types';
import { publishScore } from '@/lib/realtime/pushes';
import { createTestApi, type TestApi, SEED_TIMEOUT } from '@/test/api';
import { registerUser } from '@/test/factories';

let t: TestApi;
let token: string;
let userId: number;
let otherToken: string;
/** A football match of today made live for these tests, and finished matches of yesterday. */
let live: MatchItem;
let finishedFootball: MatchItem;
let finishedBasketball: MatchItem;
let upcoming: MatchItem;

const today = () => matchDay();
const yesterday = () => matchDay(new Date(Date.now() - DAY_MS));
const tomorrow = () => matchDay(new Date(Date.now() + DAY_MS));
const trio = (prefix: string) => [`${prefix}_zh`, `${prefix}_en`, `${prefix}_vi`];

async function day(params: Record<string, unknown>, tok?: string) {
  const r = await t.call<{
    seq: number;
    date: string;
    competitions: { id: number }[];
    matches: (MatchItem & { collected: number; reserved: number })[];
  }>('hot_match/all_match', { params, token: tok });
  expect(r.code).toBe(0);
  return r.data;
}

beforeAll(async () => {
  t = await createTestApi({}, { matches: true });
  ({
    token,
    user: { id: userId },
  } = await registerUser(t));
  ({ token: otherToken } = await registerUser(t));
  const all = (await day({ sport: 'football' })).matches;
  // Kick-off inside today (Asia/Shanghai) and within the hot lists' 12 h look-back.
  const kickoff = new Date(Math.max(matchDayRange(today()).from.getTime(), Date.now() - 3_600_000));
  const [row] = await db()
    .update(matches)
    .set({ status: 'live', phase: '2H', matchStr: "67'", homeScore: 2, awayScore: 1, kickoff })
    .where(eq(matches.id, all[0].id))
    .returning({ id: matches.id });
  live = (await day({ sport: 'football', status: 'live' })).matches.find((m) => m.id === row.id)!;
  finishedFootball = (await day({ sport: 'football', date: yesterday(), status: 'finished' }))
    .matches[0];
  finishedBasketball = (await day({ sport: 'basketball', date: yesterday(), status: 'finished' }))
    .matches[0];
  upcoming = (await day({ sport: 'basketball', date: tomorrow(), status: 'scheduled' })).matches[0];
}, SEED_TIMEOUT);
afterAll(() => t?.cleanup());

describe('bad ids', () => {
  const BAD = ['99999999', '-1', '0', 'abc', '1.5', '4294967296', '0x10', '1e3', ''];
  /** [path, id field, needs a login, spec method] */
  const CASES: [string, string, boolean, 'GET' | 'POST'][] = [
    ['Football/football_match_detail', 'id', false, 'GET'],
    ['Basketball/getInfo', 'id', false, 'GET'],
    ['Basketballuser/collect', 'match_id', true, 'POST'],
    ['live/reserveMatch', 'match_id', true, 'POST'],
    ['live/reserveMatch2', 'match_id', true, 'POST'],
    ['Football/season_table', 'competition_id', false, 'GET'],
    ['Basketball_database/teamRankingList', 'competition_id', false, 'GET'],
    ['Basketball_database/playerRankingList', 'competition_id', false, 'GET'],
    ['Football_database/footballGoalRankingList', 'competition_id', false, 'GET'],
    ['hot_match/all_match', 'competition_id', false, 'POST'],
    ['hot_match/day_rows', 'competition_id', false, 'POST'],
  ];
  // An empty competition_id means "the default" (or "all"), not a bad id.
  const table = CASES.flatMap(([path, field, auth, method]) =>
    BAD.filter((v) => v !== '' || field !== 'competition_id').map((v) => ({
      path,
      field,
      auth,
      method,
      value: v,
    })),
  );

  it.each(table)(
    '$path $field=$value → code 1 with a clear message',
    async ({ path, field, auth, method, value }) => {
      // GET endpoints take the query string and a POST body alike.
      for (const m of method === 'GET' ? (['GET', 'POST'] as const) : (['POST'] as const)) {
        const r = await t.call(path, {
          method: m,
          params: { [field]: value },
          token: auth ? token : undefined,
          lang: 'en',
        });
        expect(r.status).toBe(200);
        expect(r.code).toBe(1);
        expect(r.msg).not.toMatch(/^api\.|undefined|NaN/);
        expect(r.msg.length).toBeGreaterThan(3);
        expect(['invalidField', 'matchNotFound', 'competitionNotFound']).toContain(r.data.error);
      }
    },
  );

  it('names the field and the problem in each language', async () => {
    const zh = await t.call('Football/football_match_detail', {
      params: { id: '-1' },
      method: 'GET',
    });
    expect(zh.msg).toBe('编号：不能小于1');
    const en = await t.call('Basketball/getInfo', {
      params: { id: 'abc' },
      method: 'GET',
      lang: 'en',
    });
    expect(en.msg).toMatch(/^ID: /);
    const big = await t.call('live/reserveMatch', { params: { match_id: '4294967296' }, token });
    expect(big.msg).toMatch(/^比赛ID：/);
    const vi = await t.call('Basketballuser/collect', {
      params: { match_id: '99999999' },
      token,
      lang: 'vi',
    });
    expect(vi).toMatchObject({
      code: 1,
      msg: 'Trận đấu không tồn tại',
      data: { error: 'matchNotFound' },
    });
    const json = await t.call('Basketballuser/collect', { params: { match_id: 2 ** 40 }, token });
    expect(json.code).toBe(1);
    const list = await t.call('hot_match/all_match', { params: { competition_id: '82,abc' } });
    expect(list).toMatchObject({ code: 1, data: { field: 'competition_id' } });
  });
});

describe('hot lists', () => {
  it('initial_list: live first, at most 10, with the competition short names', async () => {
    const r = await t.call<MatchItem[]>('hot_match/initial_list');
    expect(r.code).toBe(0);
    expect(r.data.length).toBeGreaterThan(0);
    expect(r.data.length).toBeLessThanOrEqual(10);
    expect(r.data[0].id).toBe(live.id);
    for (const m of r.data)
      for (const k of [...trio('short_name'), ...trio('home_team_name'), ...trio('away_team_name')])
        expect(m[k as keyof MatchItem]).toEqual(expect.stringMatching(/\S/));
    const basket = await t.call<MatchItem[]>('hot_match/initial_list', {
      method: 'GET',
      params: { sport: 'basketball' },
    });
    expect(basket.data.every((m) => m.sport === 'basketball')).toBe(true);
    expect(
      (await t.call('hot_match/initial_list', { method: 'GET', params: { sport: 'golf' } })).code,
    ).toBe(1);
  });

  it('recommend: live or upcoming matches, limit ≤ 20', async () => {
    const r = await t.call<MatchItem[]>('hot_match/recommend', {
      method: 'GET',
      params: { limit: 3 },
    });
    expect(r.code).toBe(0);
    expect(r.data.length).toBeGreaterThan(0);
    expect(r.data.length).toBeLessThanOrEqual(3);
    expect(r.data.every((m) => m.status === 'live' || m.status === 'scheduled')).toBe(true);
    for (const limit of ['21', '0', 'x'])
      expect((await t.call('hot_match/recommend', { method: 'GET', params: { limit } })).code).toBe(
        1,
      );
  });

  it('getRobot: the live matches as compact score lines', async () => {
    const r =
      await t.call<{ id: number; score: string; text_zh: string; text_en: string }[]>(
        'hot_match/getRobot',
      );
    expect(r.code).toBe(0);
    const line = r.data.find((l) => l.id === live.id)!;
    expect(line).toMatchObject({ score: '2-1', match_str: "67'", home_score: 2, away_score: 1 });
    expect(line.text_zh).toContain(live.home_team_name_zh);
    expect(line.text_en).toContain('2-1');
    const basket = await t.call<{ sport: string }[]>('hot_match/getRobot', {
      method: 'GET',
      params: { sport: 'basketball' },
    });
    expect(basket.data.every((l) => l.sport === 'basketball')).toBe(true);
  });
});

describe('hot_match/all_match', () => {
  it('lists a day with competitions and the push seq read first', async () => {
    const d = await day({});
    expect(d.date).toBe(today());
    expect(d.competitions.length).toBeGreaterThan(0);
    expect(d.competitions[0]).toEqual(
      expect.objectContaining(
        Object.fromEntries(
          [...trio('name'), ...trio('short_name')].map((k) => [k, expect.any(String)]),
        ),
      ),
    );
    expect(d.matches.every((m) => m.sport === 'football')).toBe(true);
    expect(d.matches.every((m) => m.collected === 0 && m.reserved === 0)).toBe(true);
    await publishScore('football', { match_id: live.id });
    expect((await day({})).seq).toBe(d.seq + 1);
    // Each sport has its own counter.
    expect(typeof (await day({ sport: 'basketball' })).seq).toBe('number');
  });

  it('filters by status and competition (one id or a comma list)', async () => {
    const lv = await day({ status: 'live' });
    expect(lv.matches.map((m) => m.id)).toContain(live.id);
    expect(lv.matches.every((m) => m.status === 'live')).toBe(true);
    const done = await day({ date: yesterday(), status: 'finished' });
    expect(done.matches.length).toBeGreaterThan(0);
    expect(done.matches.every((m) => m.status === 'finished' || m.status === 'cancelled')).toBe(
      true,
    );
    const next = await day({ date: tomorrow(), status: 'scheduled', sport: 'basketball' });
    expect(next.matches.every((m) => m.status === 'scheduled' || m.status === 'postponed')).toBe(
      true,
    );

    const all = await day({ date: yesterday() });
    const ids = all.competitions.map((c) => c.id);
    const one = await day({ date: yesterday(), competition_id: ids[0] });
    expect(one.matches.length).toBeGreaterThan(0);
    expect(one.matches.every((m) => m.competition_id === ids[0])).toBe(true);
    // The filter's choices stay those of the whole day.
    expect(one.competitions.map((c) => c.id)).toEqual(ids);
    if (ids.length > 1) {
      const two = await day({ date: yesterday(), competition_id: `${ids[0]},${ids[1]}` });
      expect(new Set(two.matches.map((m) => m.competition_id))).toEqual(new Set(ids.slice(0, 2)));
    }
    // A basketball competition on the football list is unknown there.
    const nba = await t.call('hot_match/all_match', { params: { competition_id: 1 } });
    expect(nba).toMatchObject({ code: 1, data: { error: 'competitionNotFound' } });
  });

  it.each(
    ['hot_match/all_match', 'hot_match/day_rows'].flatMap((path) =>
      [
        ['date', '2026-02-30'],
        ['date', '12/03/2026'],
        ['status', 'over'],
        ['sport', 'tennis'],
        ['tz', 'Mars/Olympus'],
        ['tz', '+07:00'],
      ].map(([field, value]) => [path, field, value]),
    ),
  )('%s refuses %s=%j', async (path, field, value) => {
    const r = await t.call(path, { params: { [field]: value } });
    expect(r).toMatchObject({ code: 1, data: { error: 'invalidField', field } });
  });

  it('day_rows is the same day as rows: the same matches, competitions and flags, names in the request language', async () => {
    const on = await t.call('Basketballuser/collect', {
      params: { match_id: live.id, collected: 1 },
      token,
    });
    expect(on.code).toBe(0);
    const KEYS = [
      'id',
      'competition_id',
      'competition_colour',
      'kickoff',
      'status',
      'phase',
      'match_str',
      'home_team_id',
      'away_team_id',
      'home_score',
      'away_score',
      'home_half_score',
      'away_half_score',
      'period_scores',
      'home_penalties',
      'away_penalties',
      'home_red',
      'away_red',
      'home_yellow',
      'away_yellow',
      'home_corners',
      'away_corners',
      'collected',
      'reserved',
    ] as const;
    const cases: [Record<string, unknown>, 'zh' | 'en' | 'vi', string | undefined][] = [
      [{}, 'zh', token],
      [{ status: 'live' }, 'en', token],
      [{ date: yesterday(), sport: 'basketball', tz: 'Asia/Ho_Chi_Minh' }, 'vi', undefined],
      [{ date: yesterday(), status: 'finished' }, 'en', otherToken],
    ];
    for (const [params, lang, tok] of cases) {
      const full = await day(params, tok);
      const rows = await t.call<{
        seq: number;
        date: string;
        competitions: unknown[];
        matches: Record<string, unknown>[];
      }>('hot_match/day_rows', { params, token: tok, lang });
      expect(rows.code).toBe(0);
      expect(rows.data.date).toBe(full.date);
      expect(rows.data.seq).toBe(full.seq);
      expect(rows.data.competitions).toEqual(full.competitions);
      expect(rows.data.matches).toEqual(
        full.matches.map((m) => ({
          ...Object.fromEntries(KEYS.map((k) => [k, m[k]])),
          home_team_name: m[`home_team_name_${lang}`] || m.home_team_name_zh,
          away_team_name: m[`away_team_name_${lang}`] || m.away_team_name_zh,
        })),
      );
    }
    // The user's favourite is marked for that user only.
    const mine = await t.call<{ matches: { id: number; collected: number }[] }>(
      'hot_match/day_rows',
      { params: { status: 'live' }, token },
    );
    expect(mine.data.matches.find((m) => m.id === live.id)?.collected).toBe(1);
    const theirs = await t.call<{ matches: { id: number; collected: number }[] }>(
      'hot_match/day_rows',
      { params: { status: 'live' }, token: otherToken },
    );
    expect(theirs.data.matches.find((m) => m.id === live.id)?.collected).toBe(0);
    await t.call('Basketballuser/collect', { params: { match_id: live.id, collected: 0 }, token });
    // An empty translation falls back to the Chinese name, as the full items' readers do.
    const [team] = await db()
      .update(teams)
      .set({ nameEn: '' })
      .where(eq(teams.id, live.home_team_id))
      .returning();
    clearMemos();
    try {
      const en = await t.call<{ matches: { id: number; home_team_name: string }[] }>(
        'hot_match/day_rows',
        { params: { status: 'live' }, lang: 'en' },
      );
      expect(en.data.matches.find((m) => m.id === live.id)?.home_team_name).toBe(team.nameZh);
    } finally {
      await db()
        .update(teams)
        .set({ nameEn: live.home_team_name_en })
        .where(eq(teams.id, live.home_team_id));
      clearMemos();
    }
    // A basketball competition on the football list is unknown there too.
    const nba = await t.call('hot_match/day_rows', { params: { competition_id: 1 } });
    expect(nba).toMatchObject({ code: 1, data: { error: 'competitionNotFound' } });
  });

  it('takes its day in the zone tz (default Asia/Shanghai, as the spec says)', async () => {
    const date = yesterday();
    const shanghai = await day({ date });
    expect((await day({ date, tz: 'Asia/Shanghai' })).matches.map((m) => m.id)).toEqual(
      shanghai.matches.map((m) => m.id),
    );
    const inRange = (list: MatchItem[], zone: string) => {
      const { from, to } = matchDayRange(date, zone);
      return list.every(
        (m) => Date.parse(m.kickoff) >= from.getTime() && Date.parse(m.kickoff) < to.getTime(),
      );
    };
    expect(inRange(shanghai.matches, 'Asia/Shanghai')).toBe(true);
    // London's day starts 7 or 8 hours later: another set of matches, each inside it.
    const london = await day({ date, tz: 'Europe/London' });
    expect(london.date).toBe(date);
    expect(inRange(london.matches, 'Europe/London')).toBe(true);
    expect(london.matches.map((m) => m.id)).not.toEqual(shanghai.matches.map((m) => m.id));
    // Without a date, today is today in that zone.
    const now = Date.now();
    expect((await day({ tz: 'Pacific/Kiritimati' })).date).toBe(
      matchDay(new Date(now), 'Pacific/Kiritimati'),
    );
  });
});

describe('match centre', () => {
  it('gives a football match with timeline, h2h and form; a basketball id is refused', async () => {
    const r = await t.call('Football/football_match_detail', {
      method: 'GET',
      params: { id: finishedFootball.id },
    });
    expect(r.code).toBe(0);
    expect(r.data.match).toMatchObject({
      id: finishedFootball.id,
      sport: 'football',
      status: 'finished',
    });
    expect(Array.isArray(r.data.events)).toBe(true);
    for (const e of r.data.events as { iszhu: number; match_str: string }[]) {
      expect([0, 1]).toContain(e.iszhu);
      expect(typeof e.match_str).toBe('string');
    }
    expect(Array.isArray(r.data.h2h)).toBe(true);
    expect(r.data.h2h.every((m: MatchItem) => m.id !== finishedFootball.id)).toBe(true);
    expect(r.data.form.home.team_id).toBe(finishedFootball.home_team_id);
    expect(r.data.form.away.team_id).toBe(finishedFootball.away_team_id);
    expect(r.data.form.home.matches.length).toBeLessThanOrEqual(6);
    expect(r.data.lineups).toHaveProperty('home');

    const wrong = await t.call('Football/football_match_detail', {
      method: 'GET',
      params: { id: finishedBasketball.id },
      lang: 'en',
    });
    expect(wrong).toMatchObject({ code: 1, msg: 'This is not a football match' });
  });

  it('gives a basketball match with quarter scores; a football id is refused', async () => {
    const r = await t.call('Basketball/getInfo', {
      method: 'GET',
      params: { id: finishedBasketball.id },
    });
    expect(r.code).toBe(0);
    expect(r.data.match.sport).toBe('basketball');
    expect(r.data.match.period_scores.length).toBeGreaterThanOrEqual(4);
    const wrong = await t.call('Basketball/getInfo', { method: 'GET', params: { id: live.id } });
    expect(wrong).toMatchObject({ code: 1, msg: '该比赛不是篮球比赛' });
  });
});

describe('tables and rankings', () => {
  it('season_table: the Premier League by default, names in three languages', async () => {
    const r = await t.call('Football/season_table');
    expect(r.code).toBe(0);
    expect(r.data.competition.id).toBe(82);
    const rows = r.data.groups[0].rows;
    expect(rows.length).toBe(20);
    for (const k of trio('team_name')) expect(rows[0][k]).toEqual(expect.stringMatching(/\S/));
    const label = r.data.season.label as string;
    const byLabel = await t.call('Football/season_table', {
      method: 'GET',
      params: { competition_id: 82, season: label },
    });
    expect(byLabel.data.season.id).toBe(r.data.season.id);
    const byId = await t.call('Football/season_table', {
      method: 'GET',
      params: { competition_id: 82, season_id: r.data.season.id },
    });
    expect(byId.data.season.label).toBe(label);
    const nba = await t.call('Football/season_table', {
      method: 'GET',
      params: { competition_id: 1 },
    });
    expect(nba.data.groups.length).toBe(2);
    const none = await t.call('Football/season_table', {
      method: 'GET',
      params: { season: '1999/00' },
      lang: 'en',
    });
    expect(none).toMatchObject({ code: 1, msg: 'This season does not exist' });
  });

  it('footballGoalRankingList: goals or assists, limit ≤ 50', async () => {
    const r = await t.call('Football_database/footballGoalRankingList', {
      method: 'GET',
      params: { limit: 5 },
    });
    expect(r.code).toBe(0);
    expect(r.data.length).toBe(5);
    const values = r.data.map((x: { value: number }) => x.value);
    expect([...values].sort((a, b) => b - a)).toEqual(values);
    expect(r.data[0].goals).toBe(r.data[0].value);
    const assists = await t.call('Football_database/footballGoalRankingList', {
      method: 'GET',
      params: { type: 'assists', competition_id: 120, limit: 3 },
    });
    expect(assists.data[0].assists).toBe(assists.data[0].value);
    expect((await t.call('Football_database/footballGoalRankingList')).data.length).toBe(20);
    for (const params of [{ limit: 51 }, { limit: 0 }, { type: 'saves' }, { competition_id: 1 }])
      expect(
        (await t.call('Football_database/footballGoalRankingList', { method: 'GET', params })).code,
      ).toBe(1);
  });

  it('basketball team and player rankings', async () => {
    const teams = await t.call('Basketball_database/teamRankingList', {
      method: 'GET',
      params: { competition_id: 3 },
    });
    expect(teams.code).toBe(0);
    expect(teams.data.length).toBeGreaterThan(10);
    expect(teams.data[0].rank).toBe(1);
    const players = await t.call('Basketball_database/playerRankingList', {
      method: 'GET',
      params: { competition_id: 1, stat: 'rebounds', limit: 3 },
    });
    expect(players.data.length).toBe(3);
    expect(players.data[0].rebounds_per_game).toBe(players.data[0].value);
    for (const params of [{ limit: 51 }, { stat: 'dunks' }, { competition_id: 82 }])
      expect(
        (await t.call('Basketball_database/playerRankingList', { method: 'GET', params })).code,
      ).toBe(1);
    expect(
      (
        await t.call('Basketball_database/teamRankingList', {
          method: 'GET',
          params: { competition_id: 82 },
        })
      ).code,
    ).toBe(1);
  });
});

describe('favourites and bookings', () => {
  it.each([
    'Basketballuser/collect',
    'live/reserveMatch',
    'live/reserveMatch2',
    'live/myReservations',
  ])('%s needs a login (700)', async (path) => {
    const r = await t.call(path, { params: { match_id: live.id } });
    expect(r.code).toBe(700);
    expect(r.msg).toBe('请登录后操作');
  });

  it('collect toggles, shows in all_match for that user only, and survives a double click', async () => {
    const on = await t.call('Basketballuser/collect', { params: { match_id: live.id }, token });
    expect(on).toMatchObject({ code: 0, msg: '收藏成功', data: { collected: 1 } });
    const mine = (await day({}, token)).matches.find((m) => m.id === live.id)!;
    expect(mine.collected).toBe(1);
    expect((await day({}, otherToken)).matches.find((m) => m.id === live.id)!.collected).toBe(0);
    expect((await day({})).matches.find((m) => m.id === live.id)!.collected).toBe(0);
    const off = await t.call('Basketballuser/collect', {
      params: { match_id: live.id },
      token,
      lang: 'en',
    });
    expect(off).toMatchObject({ code: 0, msg: 'Removed from favourites', data: { collected: 0 } });

    // Basketball matches too, despite the path; concurrent toggles never duplicate or fail.
    const both = await Promise.all(
      [1, 2, 3].map(() =>
        t.call('Basketballuser/collect', { params: { match_id: upcoming.id }, token: otherToken }),
      ),
    );
    expect(both.every((r) => r.code === 0 && r.status === 200)).toBe(true);
    const [{ n }] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(matchCollections)
      .where(and(eq(matchCollections.matchId, upcoming.id)));
    expect(n).toBeLessThanOrEqual(1);
  });

  it('collect with collected: 1 / 0 sets the favourite idempotently (the guest merge after login)', async () => {
    const set = (collected: number | string) =>
      t.call('Basketballuser/collect', { params: { match_id: upcoming.id, collected }, token });
    for (const v of [1, '1', 1]) expect((await set(v)).data).toEqual({ collected: 1 });
    const count = async () =>
      (
        await db()
          .select({ n: sql<number>`count(*)::int` })
          .from(matchCollections)
          .where(
            and(eq(matchCollections.matchId, upcoming.id), eq(matchCollections.userId, userId)),
          )
      )[0].n;
    expect(await count()).toBe(1);
    expect(
      (await day({ sport: 'basketball', date: tomorrow() }, token)).matches.find(
        (m) => m.id === upcoming.id,
      )!.collected,
    ).toBe(1);
    for (let i = 0; i < 2; i++) expect((await set(0)).data).toEqual({ collected: 0 });
    expect(await count()).toBe(0);
    expect((await set(2)).code).toBe(1);
  });

  it('reserveMatch books idempotently, reserveMatch2 cancels; finished matches cannot be booked', async () => {
    for (let i = 0; i < 2; i++) {
      const r = await t.call('live/reserveMatch', { params: { match_id: upcoming.id }, token });
      expect(r).toMatchObject({ code: 0, msg: '预约成功', data: { reserved: 1 } });
    }
    await t.call('live/reserveMatch', { params: { match_id: live.id }, token });
    const flags = (await day({ sport: 'basketball', date: tomorrow() }, token)).matches.find(
      (m) => m.id === upcoming.id,
    )!;
    expect(flags.reserved).toBe(1);
    const list = await t.call<MatchItem[]>('live/myReservations', { token });
    // Live and upcoming first, soonest first.
    expect(list.data.map((m) => m.id)).toEqual([live.id, upcoming.id]);

    for (let i = 0; i < 2; i++) {
      const r = await t.call('live/reserveMatch2', { params: { match_id: upcoming.id }, token });
      expect(r).toMatchObject({ code: 0, data: { reserved: 0 } });
    }
    expect(
      (await t.call<MatchItem[]>('live/myReservations', { token })).data.map((m) => m.id),
    ).toEqual([live.id]);

    const closed = await t.call('live/reserveMatch', {
      params: { match_id: finishedFootball.id },
      token,
      lang: 'vi',
    });
    expect(closed).toMatchObject({
      code: 1,
      msg: 'Trận đấu đã kết thúc hoặc bị hủy, không thể đặt lịch',
      data: { error: 'matchNotBookable' },
    });
  });
});

describe('crest route', () => {
  const get = (file: string) =>
    crestRoute(new Request(`http://localhost/crest/${file}`), {
      params: Promise.resolve({ file }),
    });

  it('serves a team crest as cacheable SVG', async () => {
    const res = await get(`${live.home_team_id}.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(res.headers.get('cache-control')).toMatch(/public, max-age=\d{6,}/);
    expect(await res.text()).toMatch(/^<svg/);
  });

  it('serves the small crest as a cacheable 64 px PNG, the same bytes each time', async () => {
    const res = await get(`${live.home_team_id}.png`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toMatch(/public, max-age=\d{6,}/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const png = Buffer.from(await res.arrayBuffer());
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 64, height: 64 });
    const again = Buffer.from(await (await get(`${live.home_team_id}.png`)).arrayBuffer());
    expect(again.equals(png)).toBe(true);
    // The shield is drawn (opaque in the middle), the corners left transparent.
    const { data, info } = await sharp(png)
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const alpha = (x: number, y: number) => data[(y * info.width + x) * info.channels + 3];
    expect(alpha(32, 32)).toBe(255);
    expect(alpha(0, 63)).toBe(0);
  });

  it.each([
    '99999999.svg',
    '99999999.png',
    '0.svg',
    '0.png',
    '-1.svg',
    'abc.svg',
    '1.gif',
    '1.PNG',
    '1',
    '01.svg',
    '01.png',
    '99999999999.svg',
  ])('404 for %s', async (file) => {
    expect((await get(file)).status).toBe(404);
  });
});
