import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { DEMO_COMMENTS, DEMO_POSTS, DEMO_TOPICS } from '@/lib/community/demo/data';
import { seedCommunity } from '@/lib/community/demo/seed';
import type { PostItem, PostPage } from '@/lib/community/contract';
import { db } from '@/lib/db/client';
import { circles, comments, posts, users } from '@/lib/db/schema';
import { createTestApi, SEED_TIMEOUT, type TestApi } from '@/test/api';
import { uniqueMobile } from '@/test/factories';

/**
 * Feeds by language (issue 28; docs/product.md §2 "Teams, players and discussion", "Community by
 * language"; docs/architecture.md "Feeds by language"): the viewer's language first, then the
 * others, pages in a stable order; `lang_filter=mine` keeps the viewer's only. And the demo's
 * comments fit their posts: their post's language and topic.
 */

let t: TestApi;
let dataDir: string;
let circleId: number;
/** The test circle's posts by id: language, age in minutes, likes. */
const made: { id: number; lang: string; ago: number; likes: number }[] = [];

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'community-lang-test-'));
  t = await createTestApi({ DATA_DIR: dataDir });
  // The demo community first (it seeds posts only into an empty table), then a circle of our own.
  await seedCommunity();
  const [c] = await db()
    .insert(circles)
    .values({
      slug: `lang-test-${Date.now()}`,
      nameZh: '语言测试',
      nameEn: 'Language test',
      nameVi: 'Thử ngôn ngữ',
      descriptionZh: '',
      descriptionEn: '',
      descriptionVi: '',
      icon: 'chat',
    })
    .returning({ id: circles.id });
  circleId = c.id;
  const [u] = await db()
    .insert(users)
    .values({
      mobile: uniqueMobile(),
      passwordHash: 'x',
      nickname: `lang-${Date.now() % 100000}`,
      inviteCode: `LT${Date.now() % 1000000}`,
    })
    .returning({ id: users.id });
  // 13 posts across three languages; two share a time, so only the id tells them apart.
  const langs = ['en', 'zh', 'vi', 'en', 'en', 'zh', 'vi', 'zh', 'en', 'vi', 'zh', 'en', 'zh'];
  const now = Date.now();
  const rows = langs.map((lang, i) => {
    const ago = i === 5 ? 4 * 60 : (i + 1) * 60; // post 5 at the same time as post 3
    return {
      circleId,
      userId: u.id,
      lang,
      content: `${lang} post ${i}`,
      searchBody: `${lang} post ${i}`,
      likes: (i * 7) % 5,
      createdAt: new Date(now - ago * 60_000),
      ago,
    };
  });
  const ids = await db()
    .insert(posts)
    .values(rows.map(({ ago: _, ...r }) => r))
    .returning({ id: posts.id });
  ids.forEach((r, i) =>
    made.push({ id: r.id, lang: rows[i].lang, ago: rows[i].ago, likes: rows[i].likes }),
  );
}, SEED_TIMEOUT);
afterAll(async () => {
  await t?.cleanup();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Every page of the test circle's feed in `lang`, concatenated. */
async function walk(lang: string, params: Record<string, unknown> = {}, limit = 4) {
  const seen: PostItem[] = [];
  let total = -1;
  for (let page = 1; page < 10; page++) {
    const r = await t.call<PostPage>('anchor_dynamics/list', {
      method: 'GET',
      params: { circle_id: circleId, limit, page, ...params },
      lang,
    });
    expect(r.code).toBe(0);
    total = r.data.total;
    if (!r.data.list.length) break;
    seen.push(...r.data.list);
  }
  return { ids: seen.map((p) => p.id), langs: seen.map((p) => p.lang), total };
}

/** The expected order: the viewer's language first, each part newest first (ties: higher id). */
function expected(lang: string, by: 'new' | 'hot' = 'new', only = false) {
  const order = (a: (typeof made)[number], b: (typeof made)[number]) =>
    (by === 'hot' ? b.likes - a.likes : 0) || a.ago - b.ago || b.id - a.id;
  const mine = made.filter((p) => p.lang === lang).sort(order);
  const others = made.filter((p) => p.lang !== lang).sort(order);
  return (only ? mine : [...mine, ...others]).map((p) => p.id);
}

describe('the feed by language', () => {
  it.each(['zh', 'en', 'vi'])(
    'lists %s first, then the others, over pages without repeats or gaps',
    async (lang) => {
      const { ids, langs, total } = await walk(lang);
      expect(total).toBe(made.length);
      expect(ids).toEqual(expected(lang));
      expect(new Set(ids).size).toBe(made.length);
      const firstOther = langs.findIndex((l) => l !== lang);
      expect(langs.slice(firstOther).every((l) => l !== lang)).toBe(true);
    },
  );

  it('keeps the hot order within each part, and pages of another size agree', async () => {
    const hot = await walk('vi', { order: 'hot' }, 3);
    expect(hot.ids).toEqual(expected('vi', 'hot'));
    const big = await walk('vi', { order: 'hot' }, 50);
    expect(big.ids).toEqual(hot.ids);
  });

  it('lang_filter=mine shows the viewer’s language only, with its own total', async () => {
    const en = await walk('en', { lang_filter: 'mine' }, 2);
    expect(en.ids).toEqual(expected('en', 'new', true));
    expect(en.total).toBe(made.filter((p) => p.lang === 'en').length);
    const all = await walk('en', { lang_filter: 'all' });
    expect(all.ids).toEqual(expected('en'));
  });

  it('hot posts: the viewer’s language first, or only', async () => {
    const r = await t.call<PostItem[]>('anchor_dynamics/hot', {
      method: 'GET',
      params: { period: 'day', limit: 20 },
      lang: 'zh',
    });
    expect(r.code).toBe(0);
    const langs = r.data.map((p) => p.lang);
    expect(langs[0]).toBe('zh');
    expect(langs.slice(langs.findIndex((l) => l !== 'zh')).includes('zh')).toBe(false);
    const ours = r.data.filter((p) => p.lang === 'zh' && made.some((m) => m.id === p.id));
    expect(ours.map((p) => p.id)).toEqual(expected('zh', 'hot', true));
    const only = await t.call<PostItem[]>('anchor_dynamics/hot', {
      method: 'GET',
      params: { period: 'day', limit: 20, lang_filter: 'mine' },
      lang: 'zh',
    });
    expect(only.data.length).toBeGreaterThan(0);
    expect(only.data.every((p) => p.lang === 'zh')).toBe(true);
  });

  it('refuses a bad filter with a localised message, never a 5xx', async () => {
    for (const bad of ['MINE', 'xx', 'zh', 'a'.repeat(500)]) {
      const r = await t.call('anchor_dynamics/list', {
        method: 'GET',
        params: { circle_id: circleId, lang_filter: bad },
        lang: 'en',
      });
      expect(r.status).toBeLessThan(500);
      expect(r.code).toBe(1);
      expect(r.msg).toMatch(/lang_filter|language|invalid/i);
    }
    const h = await t.call('anchor_dynamics/hot', {
      method: 'GET',
      params: { lang_filter: ['mine', 'all'] as unknown as string },
      lang: 'vi',
    });
    expect(h.status).toBeLessThan(500);
  });
});

describe('the demo’s comments', () => {
  it('are in their post’s language and from its topic’s set', async () => {
    const topicOf = new Map(DEMO_POSTS.map((p) => [`${p.lang}|${p.text}`, p.topic]));
    const rows = await db()
      .select({ content: comments.content, lang: posts.lang, text: posts.content })
      .from(comments)
      .innerJoin(posts, and(eq(comments.target, 'post'), eq(comments.targetId, posts.id)));
    const seeded = rows.filter((r) => topicOf.has(`${r.lang}|${r.text}`));
    expect(seeded.length).toBeGreaterThan(150);
    for (const r of seeded) {
      const topic = topicOf.get(`${r.lang}|${r.text}`)!;
      expect({
        post: r.text,
        comment: r.content,
        ok: DEMO_COMMENTS[topic][r.lang as 'zh'].includes(r.content),
      }).toEqual({
        post: r.text,
        comment: r.content,
        ok: true,
      });
    }
    // Every topic has words in every language, and no set borrows another language's words.
    for (const topic of DEMO_TOPICS) {
      for (const lang of ['zh', 'en', 'vi'] as const) {
        expect(DEMO_COMMENTS[topic][lang].length).toBeGreaterThanOrEqual(4);
        for (const other of ['zh', 'en', 'vi'] as const)
          if (other !== lang)
            for (const c of DEMO_COMMENTS[topic][lang])
              expect(DEMO_COMMENTS[topic][other]).not.toContain(c);
      }
    }
    expect(DEMO_POSTS.every((p) => DEMO_TOPICS.includes(p.topic))).toBe(true);
  });
});
