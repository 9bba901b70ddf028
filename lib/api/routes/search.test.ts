import { and, desc, eq, or } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { matches, players } from '@/lib/db/schema';
import { clearMemos } from '@/lib/cache/memo';
import { orderForSearch, searchMatches } from '@/lib/matches/search';
import type { MatchItem } from '@/lib/matches/types';
import { createTestApi, type TestApi, SEED_TIMEOUT } from '@/test/api';

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi({}, { matches: true });
}, SEED_TIMEOUT);
afterAll(() => t?.cleanup());

type Search = {
  name: string;
  teams: { id: number; name_zh: string; name_en: string; name_vi: string }[];
  competitions: { id: number }[];
  matches: MatchItem[];
};

const search = (name: unknown, lang?: string) =>
  t.call<Search>('Search/index', { params: { name }, lang });

describe('Search/index (the match part)', () => {
  it('finds a team by its name in any of the three languages, with its matches', async () => {
    const en = await search('Arsenal');
    expect(en.code).toBe(0);
    const arsenal = en.data.teams.find((x) => x.name_en === 'Arsenal');
    expect(arsenal).toBeDefined();
    for (const kw of [arsenal!.name_zh, arsenal!.name_vi, 'arsenal', 'ARSEN']) {
      const r = await search(kw);
      expect(r.data.teams.map((x) => x.id)).toContain(arsenal!.id);
    }
    // The real 2025/26 season lies in the past of most test runs; the CSL is generated around now.
    const guoan = await search('国安');
    const id = guoan.data.teams[0].id;
    expect(guoan.data.matches.length).toBeGreaterThan(0);
    for (const m of guoan.data.matches) expect([m.home_team_id, m.away_team_id]).toContain(id);
  });

  it("shows a team's latest results even when it has not played for over a week", async () => {
    const arsenal = (await search('Arsenal')).data.teams.find((x) => x.name_en === 'Arsenal')!;
    const [last] = await db()
      .select({ id: matches.id, kickoff: matches.kickoff })
      .from(matches)
      .where(
        and(
          or(eq(matches.homeTeamId, arsenal.id), eq(matches.awayTeamId, arsenal.id)),
          eq(matches.status, 'finished'),
        ),
      )
      .orderBy(desc(matches.kickoff))
      .limit(1);
    // Ten days after that result, as after an international break: the week's window is empty.
    const later = new Date(last.kickoff.getTime() + 10 * 86_400_000);
    const found = await searchMatches('Arsenal', later);
    const results = found.matches.filter((m) => m.status === 'finished');
    expect(results.map((m) => m.id)).toContain(last.id);
    // Results still come after whatever lies ahead, the latest first.
    const times = results.map((m) => m.match_time);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(found.matches.at(-1)!.status).toBe('finished');
  });

  it('finds competitions accent-insensitively and lists their matches', async () => {
    const r = await search('ngoai hang anh');
    expect(r.code).toBe(0);
    expect(r.data.competitions.map((c) => c.id)).toContain(82);
    expect(r.data.matches.every((m) => m.competition_id === 82)).toBe(true);
    expect((await search('英超')).data.competitions.map((c) => c.id)).toContain(82);
  });

  it('orders live first, then upcoming soonest, then results latest', async () => {
    const now = new Date('2026-01-10T12:00:00Z');
    const at = (iso: string) => new Date(iso).getTime() / 1000;
    const m = (id: number, status: MatchItem['status'], time: string) =>
      ({ id, status, match_time: at(time) }) as MatchItem;
    const list = [
      m(1, 'finished', '2026-01-08T12:00:00Z'),
      m(2, 'scheduled', '2026-01-12T12:00:00Z'),
      m(3, 'live', '2026-01-10T11:30:00Z'),
      m(4, 'finished', '2026-01-09T12:00:00Z'),
      m(5, 'scheduled', '2026-01-11T12:00:00Z'),
    ];
    expect(orderForSearch(list, now).map((x) => x.id)).toEqual([3, 5, 2, 4, 1]);
  });

  it('takes %, _ and quotes literally and answers empty lists for no match', async () => {
    for (const kw of ['%', '_', "'; drop", 'zzzzqqq']) {
      const r = await search(kw);
      expect(r.code).toBe(0);
      expect(r.data).toMatchObject({ teams: [], competitions: [], matches: [] });
    }
  });

  it('refuses an empty or too long keyword with a localised code 1', async () => {
    for (const bad of ['', '   ', undefined]) {
      const r = await search(bad);
      expect(r).toMatchObject({
        status: 200,
        code: 1,
        msg: '搜索关键字不能为空',
        data: { error: 'searchKeywordEmpty' },
      });
    }
    const en = await search('', 'en');
    expect(en.msg).toMatch(/keyword/i);
    const long = await search('x'.repeat(21));
    expect(long).toMatchObject({
      status: 200,
      code: 1,
      data: { error: 'invalidField', field: 'name' },
    });
    expect((await search(`  ${'x'.repeat(20)}  `)).code).toBe(0);
  });
});

describe('Search/* with bad input', () => {
  const post = (path: string, params: Record<string, unknown>) =>
    t.call(path, { method: 'POST', params });

  it('answers code 1, never 5xx, for wrong types, arrays and out-of-range paging', async () => {
    const probes: [string, Record<string, unknown>][] = [
      ['Search/index', { name: ['a', 'b'] }],
      ['Search/index', { name: 12 }],
      ['Search/index', { name: { $ne: 1 } }],
      ['Search/anchor', { name: 'a', page: 0 }],
      ['Search/anchor', { name: 'a', size: 51 }],
      ['Search/live', { name: 'a', page: 'x' }],
      ['Search/live', { name: ['a'] }],
      ['Search/content', { name: 'a' }],
      ['Search/content', { name: 'a', kind: 'user' }],
      ['Search/content', { name: 'a', kind: 'news', size: 1000 }],
      ['Search/content', { name: 'a', kind: ['news'] }],
      ['Search/content', { name: 'a', kind: 'news', page: 501 }],
    ];
    for (const [path, params] of probes) {
      const r = await post(path, params);
      expect({ path, params, status: r.status, code: r.code }).toEqual({
        path,
        params,
        status: 200,
        code: 1,
      });
      expect(r.msg).not.toBe('');
    }
    for (const path of ['Search/anchor', 'Search/live', 'Search/content'])
      expect(await post(path, { name: ' ', kind: 'post' })).toMatchObject({
        code: 1,
        data: { error: 'searchKeywordEmpty' },
      });
  });

  it('refuses a NUL, another control character or a lone surrogate in the keyword (was a 500)', async () => {
    for (const name of ['%00', 'a%00b', '%1B[31m', '%7F']) {
      const res = await t.app.request(`/api/Search/index?name=${name}`, {
        headers: { 'x-client-ip': '10.66.0.1', lang: 'en' },
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        code: 1,
        msg: 'Keyword: contains control characters or broken characters',
        data: { error: 'invalidField', field: 'name' },
      });
    }
    expect(await post('Search/content', { name: 'a\ud800', kind: 'news' })).toMatchObject({
      code: 1,
      data: { error: 'invalidField', field: 'name' },
    });
    // Tab, line feed and carriage return are text.
    expect((await post('Search/index', { name: 'Arsenal\t' })).code).toBe(0);
  });
});

describe('Search/index, Search/anchor, Search/live and Search/content', () => {
  it('answers every section with its total, and pages through each', async () => {
    const r = await t.call<Record<string, { list: unknown[]; total: number }>>('Search/index', {
      params: { name: '英超' },
    });
    expect(r.code).toBe(0);
    for (const k of ['anchors', 'rooms', 'news', 'videos', 'posts'])
      expect(r.data[k]).toEqual({ list: expect.any(Array), total: expect.any(Number) });

    const anchors = await t.call<{ list: { id: number }[]; total: number; page: number }>(
      'Search/anchor',
      { params: { name: '解说', size: 1 } },
    );
    expect(anchors.code).toBe(0);
    expect(anchors.data.list.length).toBeLessThanOrEqual(1);
    expect(anchors.data).toMatchObject({ page: 1, size: 1 });

    const rooms = await t.call<{ list: { state: string }[]; total: number }>('Search/live', {
      params: { name: 'a', size: 50 },
    });
    expect(rooms.code).toBe(0);
    const states = rooms.data.list.map((x) => x.state);
    // Rooms on air come first.
    expect(states).toEqual([...states].sort((a, b) => (a === b ? 0 : a === 'live' ? -1 : 1)));

    for (const kind of ['news', 'video', 'post']) {
      const c = await t.call('Search/content', { params: { name: 'x', kind, page: 2, size: 5 } });
      expect(c).toMatchObject({
        code: 0,
        data: { kind, page: 2, size: 5, list: expect.any(Array) },
      });
    }
  });
});

describe('universal/getHot with hot matches', () => {
  it('puts live top matches first as match entries, then keywords, 10 in all', async () => {
    const [top] = (await t.call<MatchItem[]>('hot_match/initial_list')).data;
    await db()
      .update(matches)
      .set({ status: 'live', phase: '2H', matchStr: "67'" })
      .where(eq(matches.id, top.id));
    clearMemos();
    const zh =
      await t.call<
        { kind: string; name: string; match_id: number | null; short_name: string | null }[]
      >('universal/getHot');
    expect(zh.code).toBe(0);
    expect(zh.data).toHaveLength(10);
    expect(zh.data[0]).toMatchObject({
      kind: 'match',
      match_id: top.id,
      short_name: top.short_name_zh,
    });
    expect(zh.data[0].name).toBe(
      `${top.short_name_zh} ${top.home_team_name_zh} vs ${top.away_team_name_zh}`,
    );
    const firstKeyword = zh.data.findIndex((h) => h.kind === 'keyword');
    expect(
      zh.data.slice(firstKeyword).every((h) => h.kind === 'keyword' && h.match_id === null),
    ).toBe(true);
    const en = await t.call<{ name: string }[]>('universal/getHot', { lang: 'en' });
    expect(en.data[0].name).toContain(top.home_team_name_en);
  });

  it('reads the live matches at most every 10 s per process, like the keywords', async () => {
    const before = (await t.call<{ match_id: number | null }[]>('universal/getHot')).data;
    const live = before.filter((h) => h.match_id !== null).map((h) => h.match_id!);
    expect(live.length).toBeGreaterThan(0);
    await db().update(matches).set({ status: 'finished' }).where(eq(matches.id, live[0]));
    // Within the memo's life the list is the one already read: no queries per page view.
    const cached = (await t.call<{ match_id: number | null }[]>('universal/getHot')).data;
    expect(cached).toEqual(before);
    clearMemos();
    const fresh = (await t.call<{ match_id: number | null }[]>('universal/getHot')).data;
    expect(fresh.map((h) => h.match_id)).not.toContain(live[0]);
  });
});

describe('Search/index (players)', () => {
  it('finds a player by his name in any language, with his club, best match first', async () => {
    const [p] = await db()
      .select({ id: players.id, zh: players.nameZh, en: players.nameEn, vi: players.nameVi })
      .from(players)
      .orderBy(players.id)
      .limit(1);
    for (const kw of [p.en, p.zh, p.vi.toUpperCase()]) {
      const r = await t.call<{ players: { id: number; team_id: number; name_en: string }[] }>(
        'Search/index',
        { params: { name: kw.slice(0, 20) } },
      );
      expect(r.code).toBe(0);
      expect(r.data.players.map((x) => x.id)).toContain(p.id);
      expect(r.data.players.length).toBeLessThanOrEqual(12);
    }
    const exact = await t.call<{ players: { id: number; name_en: string }[] }>('Search/index', {
      params: { name: p.en.slice(0, 20) },
    });
    if (p.en.length <= 20)
      expect(exact.data.players[0].name_en.toLowerCase()).toBe(p.en.toLowerCase());
    const none = await t.call<{ players: unknown[] }>('Search/index', {
      params: { name: 'zzqqxx' },
    });
    expect(none.data.players).toEqual([]);
  });
});
