import { eq } from 'drizzle-orm';
import { clearMemos } from '@/lib/cache/memo';
import { db } from '@/lib/db/client';
import { blockedWords, searchLog } from '@/lib/db/schema';
import { createTestApi, type TestApi } from '@/test/api';
import { registerUser } from '@/test/factories';
import { BUILT_IN_HOT_BLOCKLIST } from './hot-filter';
import { dayOf, HOT_MIN_CLIENTS, LOG_KEEP_DAYS, logSearch, organicHot, organicId } from './hot';
import { insertCircle, insertPost, insertUser } from './testing';

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
  const circle = await insertCircle();
  const user = await insertUser();
  // Something to find for each keyword below: only searches that found something count.
  for (const text of [
    'Sấm Sét thắng lớn',
    'Qorvex 俱乐部',
    'Velmora night',
    'Tarnwick derby',
    'Brisvane cup',
    'Oskarvik fans',
    '英超 焦点战',
    `今晚 ${BUILT_IN_HOT_BLOCKLIST[2]} 推荐`,
    'Kestrel stuff',
  ])
    await insertPost({ circleId: circle, userId: user, content: text });
}, 60_000);
afterAll(() => t?.cleanup());

type Hot = { id: number; kind: string; name: string; hot: number; match_id: number | null };

const search = (name: string, opts: { ip?: string; token?: string } = {}) =>
  t.call('Search/index', { params: { name }, method: 'GET', ...opts });

async function hot(lang?: string): Promise<Hot[]> {
  clearMemos();
  const r = await t.call<Hot[]>('universal/getHot', { lang });
  expect(r.code).toBe(0);
  return r.data;
}

async function logged(keyword: string) {
  return db().select().from(searchLog).where(eq(searchLog.keyword, keyword));
}

describe('hot searches from what people search', () => {
  it('counts one client once however often it searches (no stuffing)', async () => {
    for (let i = 0; i < 100; i++) {
      const r = await search(i % 2 ? 'Velmora' : 'VELMORA', { ip: '10.9.0.1' });
      expect(r.code).toBe(0);
    }
    const rows = await logged('velmora');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ hits: 1, found: true, day: dayOf(new Date()) });
    expect((await hot()).map((h) => h.name.toLowerCase())).not.toContain('velmora');
  });

  it('makes a keyword hot at 3 different clients, shown as last typed, before the editorial ones', async () => {
    await search('sấm sét', { ip: '10.9.1.1' });
    await search('SAM SET', { ip: '10.9.1.2' });
    expect(HOT_MIN_CLIENTS).toBe(3);
    expect((await hot()).some((h) => h.name === 'SAM SET')).toBe(false);
    await search('Sấm  Sét', { ip: '10.9.1.3' });
    const list = await hot();
    expect(list).toHaveLength(10);
    expect(list[0]).toEqual({
      id: organicId('sam set'),
      kind: 'keyword',
      name: 'Sấm Sét',
      hot: 3,
      match_id: null,
      short_name: null,
    });
    // The editorial keywords fill the rest, in their own order.
    expect(list[1]).toMatchObject({ kind: 'keyword', name: '英超' });
    expect((await hot('en'))[1].name).toBe('Premier League');
  });

  it('counts a logged-in user once from any address', async () => {
    const { token } = await registerUser(t);
    for (const ip of ['10.9.2.1', '10.9.2.2', '10.9.2.3'])
      expect((await search('Tarnwick', { ip, token })).code).toBe(0);
    expect((await logged('tarnwick'))[0].hits).toBe(1);
    await search('Tarnwick', { ip: '10.9.2.1' });
    expect((await logged('tarnwick'))[0].hits).toBe(2);
  });

  it('never logs a search that found nothing', async () => {
    for (const ip of ['10.9.3.1', '10.9.3.2', '10.9.3.3']) await search('Zzqvtx', { ip });
    expect(await logged('zzqvtx')).toEqual([]);
  });

  it('never shows a keyword with a blocked word, built in or site-wide', async () => {
    const bad = BUILT_IN_HOT_BLOCKLIST[2];
    for (const ip of ['10.9.4.1', '10.9.4.2', '10.9.4.3', '10.9.4.4']) {
      await search(bad, { ip });
      await search('Qorvex', { ip });
      await search('Brisvane', { ip });
    }
    expect((await logged(bad))[0].hits).toBe(4);
    await db().insert(blockedWords).values({ word: 'qorvex', lang: '*', action: 'hide' });
    const names = (await hot()).map((h) => h.name);
    expect(names).toContain('Brisvane');
    expect(names).not.toContain(bad);
    expect(names).not.toContain('Qorvex');
    // A room's own word is not a site-wide one.
    await db().delete(blockedWords).where(eq(blockedWords.word, 'qorvex'));
    expect((await hot()).map((h) => h.name)).toContain('Qorvex');
  });

  it('counts only the last 7 days', async () => {
    const day = (n: number) => dayOf(new Date(Date.now() - n * 86_400_000));
    await db()
      .insert(searchLog)
      .values([
        { keyword: 'oldkw', day: day(7), display: 'OldKw', hits: 50, found: true },
        { keyword: 'splitkw', day: day(6), display: 'SplitKW', hits: 2, found: true },
        { keyword: 'splitkw', day: day(0), display: 'SplitKw', hits: 1, found: true },
        { keyword: 'missedkw', day: day(1), display: 'MissedKw', hits: 9, found: false },
      ]);
    const names = (await organicHot(50)).map((h) => h.name);
    expect(names).toContain('SplitKw');
    expect(names).not.toContain('OldKw');
    expect(names).not.toContain('MissedKw');
  });

  it('forgets rows older than LOG_KEEP_DAYS when it logs', async () => {
    const old = dayOf(new Date(Date.now() - (LOG_KEEP_DAYS + 1) * 86_400_000));
    await db()
      .insert(searchLog)
      .values({ keyword: 'ancientkw', day: old, display: 'AncientKw', hits: 9, found: true });
    // The first log of this process pruned before the row existed; a later hour prunes again.
    const later = new Date(Date.now() + 2 * 3_600_000);
    expect(
      await logSearch({ keyword: 'Kestrel', client: 'ip:10.9.6.1', found: true, now: later }),
    ).toBe(true);
    expect(await logged('ancientkw')).toEqual([]);
  });

  it('does not repeat an editorial keyword that people search too', async () => {
    for (const ip of ['10.9.5.1', '10.9.5.2', '10.9.5.3', '10.9.5.4', '10.9.5.5'])
      await search('英超', { ip });
    const list = await hot();
    expect(list.filter((h) => h.name === '英超')).toHaveLength(1);
    expect(list[0]).toMatchObject({ name: '英超', hot: 5, id: organicId('英超') });
    expect(list).toHaveLength(10);
  });
});
