import { eq } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { players, teams } from '@/lib/db/schema';
import { teamDetailOutput, type TeamDetail } from '@/lib/teams/contract';
import { clearSitemapMemo, sitemapResponse } from '@/lib/seo/routes';
import { createTestApi, SEED_TIMEOUT, type TestApi } from '@/test/api';

/** Team/detail (docs/product.md §2 "Teams, players and discussion"): the team page's one call. */
let t: TestApi;
let arsenal: number;
let lakers: number | undefined;

beforeAll(async () => {
  t = await createTestApi({}, { matches: true });
  [{ id: arsenal }] = await db()
    .select({ id: teams.id })
    .from(teams)
    .where(eq(teams.key, 'arsenal'));
  const [b] = await db().select({ id: teams.id }).from(teams).where(eq(teams.sport, 'basketball'));
  lakers = b?.id;
}, SEED_TIMEOUT);
afterAll(() => t?.cleanup());

const detail = (id: unknown, lang?: 'zh' | 'en' | 'vi') =>
  t.call<TeamDetail & { error?: string; field?: string }>('Team/detail', {
    method: 'GET',
    params: { id: id as string },
    lang,
  });

describe('Team/detail', () => {
  it('answers a football team with everything the page shows, in the contract’s shape', async () => {
    const r = await detail(arsenal, 'en');
    expect(r.code).toBe(0);
    expect(() => teamDetailOutput.parse(r.data)).not.toThrow();
    const d = r.data;
    expect(d.team).toMatchObject({ id: arsenal, sport: 'football', name_en: 'Arsenal' });
    expect(d.team.venue?.name_en).toBe('Emirates Stadium');
    expect(d.squad.map((g) => g.position)).toEqual(['GK', 'DF', 'MF', 'FW']);
    expect(d.competitions.length).toBeGreaterThan(0);
    expect(d.competitions[0].competition.kind).toBe('league');
    expect(d.competitions[0].table?.rows.some((r) => r.team_id === arsenal)).toBe(true);
    for (const c of d.competitions)
      for (const m of c.matches) expect([m.home_team_id, m.away_team_id]).toContain(arsenal);
    expect(d.results.length).toBeLessThanOrEqual(5);
    expect(d.form).toBe(
      d.results
        .map((m) => m.result)
        .reverse()
        .join(''),
    );
    if (d.next) expect(d.next.status).toBe('scheduled');
  });

  it('answers a basketball team with points per game', async () => {
    if (!lakers) return;
    const r = await detail(lakers, 'vi');
    expect(r.code).toBe(0);
    expect(r.data.team.sport).toBe('basketball');
    for (const s of r.data.scorers) expect(s.points_per_game).not.toBeNull();
    expect(r.data.squad.every((g) => ['G', 'F', 'C'].includes(g.position))).toBe(true);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['text', 'abc'],
    ['negative', -3],
    ['zero', 0],
    ['fraction', 1.5],
    ['huge', '99999999999999999999'],
    ['over int4', 2_147_483_648],
  ])('refuses a %s id with code 1 and a localised message', async (_, id) => {
    const r = await t.call<{ error: string }>('Team/detail', {
      method: 'GET',
      params: id === undefined ? {} : { id },
      lang: 'en',
    });
    expect(r.status).toBe(200);
    expect(r.code).toBe(1);
    expect(r.data.error).toBe('invalidField');
    expect(r.msg).toBeTruthy();
  });

  it('answers an unknown team with teamNotFound in the request’s language', async () => {
    const zh = await detail(2_000_000_000, 'zh');
    expect(zh.code).toBe(1);
    expect(zh.data.error).toBe('teamNotFound');
    expect(zh.msg).toBe('球队不存在');
    const en = await detail(2_000_000_000, 'en');
    expect(en.msg).toBe('This team does not exist');
  });

  it('answers concurrent calls alike', async () => {
    const all = await Promise.all([1, 2, 3, 4].map(() => detail(arsenal, 'zh')));
    for (const r of all) expect(r.code).toBe(0);
    expect(new Set(all.map((r) => JSON.stringify(r.data.squad))).size).toBe(1);
  });
});

describe('sitemaps of teams and players', () => {
  const ORIGIN = 'http://localhost:3000';
  const xml = async (type: string) => {
    const res = await sitemapResponse(`${type}.xml`, new Request(`${ORIGIN}/sitemaps/${type}.xml`));
    expect(res.status).toBe(200);
    return res.text();
  };

  it('lists every team page in the three languages', async () => {
    delete process.env.PUBLIC_URL;
    clearSitemapMemo();
    const body = await xml('teams');
    for (const prefix of ['', '/en', '/vi'])
      expect(body).toContain(`<loc>${ORIGIN}${prefix}/team?id=${arsenal}</loc>`);
    const all = await db().select({ id: teams.id }).from(teams);
    expect(body.match(/<loc>/g)?.length).toBe(all.length * 3);
  });

  it('lists the squads’ players', async () => {
    const [p] = await db()
      .select({ id: players.id })
      .from(players)
      .where(eq(players.teamId, arsenal));
    const body = await xml('players');
    for (const prefix of ['', '/en', '/vi'])
      expect(body).toContain(`<loc>${ORIGIN}${prefix}/player?id=${p.id}</loc>`);
    expect(body).toContain(`hreflang="x-default" href="${ORIGIN}/player?id=${p.id}"`);
  });
});
