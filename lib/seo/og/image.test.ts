import { and, eq } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { articleTranslations } from '@/lib/db/schema';
import { resetEnvForTests } from '@/lib/env';
import { freshDb } from '@/test/db';
import { FIXTURE_TEXT, insertFixtures, type Fixtures } from '../test-fixtures';
import { PAGE_KEYS } from '../og-ref';
import { cardOf } from './cards';
import { clearOgCache, drawable, ogFonts, ogImageResponse } from './image';

let cleanup: () => Promise<void>;
let f: Fixtures;
beforeAll(async () => {
  Object.assign(process.env, { NODE_ENV: 'test' });
  resetEnvForTests();
  ({ cleanup } = await freshDb());
  f = await insertFixtures();
});
afterAll(() => cleanup?.());
beforeEach(() => clearOgCache());

const get = (path: string) => {
  const url = new URL(path, 'http://localhost');
  const [, , kind = '', id = ''] = url.pathname.split('/');
  return ogImageResponse(decodeURIComponent(kind), decodeURIComponent(id), url.searchParams);
};

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
  expect(bytes.toString('latin1', 12, 16)).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function png(path: string): Promise<Buffer> {
  const res = await get(path);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/png');
  expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
  const bytes = Buffer.from(await res.arrayBuffer());
  expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
  expect(res.headers.get('content-length')).toBe(String(bytes.length));
  return bytes;
}

describe('/og/<kind>/<id>', () => {
  it('draws a 1200×630 PNG for every kind, in every language', async () => {
    const paths = [
      `/og/page/main`,
      `/og/match/${f.matchId}?l=en`,
      `/og/room/${f.roomId}?l=vi`,
      `/og/competition/${f.competitionId}?l=zh`,
      `/og/news/${f.articleId}?l=zh`,
      `/og/news/${f.articleId}?l=vi`,
      `/og/video/${f.videoId}?l=en`,
      `/og/post/${f.postId}?l=zh`,
      `/og/circle/${f.circleId}?l=vi`,
    ];
    const images = [];
    for (const p of paths) images.push(await png(p));
    // Each card is its own picture.
    expect(new Set(images.map((b) => b.toString('base64'))).size).toBe(paths.length);
  }, 60_000);

  it('has a card for every page key in every language', async () => {
    for (const key of PAGE_KEYS) {
      for (const l of ['zh', 'en', 'vi'] as const) {
        const card = await cardOf('page', key, l);
        expect(card?.title).toBeTruthy();
        expect(card?.title).not.toContain('seo.');
        expect(card?.subtitle).not.toContain('seo.');
      }
    }
  });

  it('answers 404 for unknown kinds, ids, hidden or deleted rows and bad locales', async () => {
    const bad = [
      '/og/page/nowhere',
      '/og/page/Hacked by someone',
      '/og/secret/1',
      `/og/match/999999`,
      `/og/match/abc`,
      `/og/match/-1`,
      `/og/match/0`,
      `/og/match/99999999999`,
      `/og/match/${f.matchId}.5`,
      `/og/news/${f.hiddenArticleId}`,
      `/og/post/${f.deletedPostId}`,
      `/og/room/${f.roomId}?l=fr`,
      `/og/room/${f.roomId}?l=`,
    ];
    for (const p of bad) {
      const res = await get(p);
      expect([p, res.status]).toEqual([p, 404]);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    }
  });

  it('never draws text from the query string', async () => {
    const plain = await png(`/og/news/${f.articleId}?l=en`);
    clearOgCache();
    const tampered = await png(
      `/og/news/${f.articleId}?l=en&title=${encodeURIComponent('FREE BITCOIN 免费')}&t=x&subtitle=pwned`,
    );
    expect(tampered.equals(plain)).toBe(true);
  }, 30_000);

  it('serves repeated requests from memory until the cache is cleared', async () => {
    const first = await png(`/og/news/${f.articleId}?l=zh`);
    await db()
      .update(articleTranslations)
      .set({ title: '标题改了' })
      .where(
        and(eq(articleTranslations.articleId, f.articleId), eq(articleTranslations.locale, 'zh')),
      );
    const again = await png(`/og/news/${f.articleId}?l=zh`);
    expect(again.equals(first)).toBe(true);
    clearOgCache();
    const fresh = await png(`/og/news/${f.articleId}?l=zh`);
    expect(fresh.equals(first)).toBe(false);
    await db()
      .update(articleTranslations)
      .set({ title: FIXTURE_TEXT.articleZh })
      .where(
        and(eq(articleTranslations.articleId, f.articleId), eq(articleTranslations.locale, 'zh')),
      );
  }, 30_000);
});

describe('card words', () => {
  it('take the title in the page language, falling back to the original', async () => {
    expect((await cardOf('news', String(f.articleId), 'zh'))?.title).toBe(FIXTURE_TEXT.articleZh);
    expect((await cardOf('news', String(f.articleId), 'vi'))?.title).toBe(FIXTURE_TEXT.articleVi);
    // The video exists in Vietnamese only: every language shows that title.
    expect((await cardOf('video', String(f.videoId), 'zh'))?.title).toBe(FIXTURE_TEXT.videoVi);
    const post = await cardOf('post', String(f.postId), 'en');
    expect([...(post?.title ?? '')].length).toBeLessThanOrEqual(61);
    expect(FIXTURE_TEXT.postContent.startsWith(post!.title.replace(/…$/, ''))).toBe(true);
    const match = await cardOf('match', String(f.matchId), 'zh');
    expect(match).toMatchObject({ title: '曼彻斯特城 vs 阿森纳', badge: '未开赛' });
    expect(match?.kicker).toContain('英格兰超级联赛');
    const room = await cardOf('room', String(f.roomId), 'vi');
    expect(room).toMatchObject({ title: FIXTURE_TEXT.room, badge: 'TRỰC TIẾP' });
    expect(room?.subtitle).toContain('Nguyễn Văn Độ');
  });

  it('are drawn entirely by the shipped fonts (Chinese and Vietnamese)', async () => {
    const { covered } = await ogFonts();
    const kinds: [string, number][] = [
      ['match', f.matchId],
      ['room', f.roomId],
      ['competition', f.competitionId],
      ['news', f.articleId],
      ['video', f.videoId],
      ['post', f.postId],
      ['circle', f.circleId],
    ];
    for (const [kind, id] of kinds) {
      for (const l of ['zh', 'en', 'vi'] as const) {
        const card = await cardOf(kind, String(id), l);
        for (const text of [card?.kicker, card?.title, card?.subtitle, card?.badge]) {
          if (!text) continue;
          const missing = [...text].filter((c) => /\S/u.test(c) && !covered.has(c.codePointAt(0)!));
          expect([kind, l, text, missing]).toEqual([kind, l, text, []]);
        }
      }
    }
  });

  it('leave out what the fonts cannot draw instead of fetching a font', async () => {
    const { covered } = await ogFonts();
    expect(drawable('Gol! ⚽ 进球 𠀀 Việt', covered)).toBe('Gol! 进球 Việt');
    // Decomposed Vietnamese is composed first.
    expect(drawable('Vie\u0323\u0302t', covered)).toBe('Việt');
  });
});
