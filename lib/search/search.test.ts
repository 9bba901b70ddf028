import { createTestApi, type TestApi } from '@/test/api';
import { searchNews, searchPosts, searchVideos } from './content';
import { searchAnchors, searchRooms, tierOf } from './people';
import {
  insertArticle,
  insertCircle,
  insertNewsCategory,
  insertPost,
  insertRoom,
  insertUser,
  insertVideo,
  insertVideoCategory,
} from './testing';
import type { AnchorHit, NewsHit, PostHit, RoomHit, VideoHit } from './schemas';

let t: TestApi;
const ids: Record<string, number> = {};
const DAY = 86_400_000;
const now = new Date();
const ago = (days: number) => new Date(now.getTime() - days * DAY);

beforeAll(async () => {
  t = await createTestApi();
  const cat = await insertNewsCategory(['深度', 'Analysis', 'Phân tích']);
  ids.news = await insertArticle({
    categoryId: cat,
    origin: 'vi',
    texts: {
      vi: {
        title: 'Bóng đá Việt Nam: lứa cầu thủ trẻ Sấm Sét',
        body: '<p>Đội tuyển <b>bóng đá</b> chuẩn bị cho giải đấu.</p>',
        summary: 'Lứa trẻ của bóng đá Việt Nam',
      },
      en: {
        title: 'Vietnamese football: the Thunderbolt generation',
        body: '<p>The squad prepares for the Zephyrcup.</p>',
      },
      zh: { title: '越南足球：雷霆一代', body: '<p>国家队备战热身赛，猎豹军团出击。</p>' },
    },
  });
  // Translated only into Chinese (its origin): every language shows the Chinese.
  ids.newsZhOnly = await insertArticle({
    categoryId: cat,
    origin: 'zh',
    texts: { zh: { title: '猎豹军团赛季总结', body: '<p>回顾整个赛季。</p>' } },
  });
  ids.hidden = await insertArticle({
    categoryId: cat,
    origin: 'en',
    status: 'hidden',
    texts: { en: { title: 'Zephyrcup hidden draft', body: '<p>x</p>' } },
  });

  const vcat = await insertVideoCategory(['集锦', 'Highlights', 'Video nổi bật']);
  const author = await insertUser({ nickname: 'VideoMaker' });
  ids.author = author;
  ids.video = await insertVideo({
    categoryId: vcat,
    authorId: author,
    lang: 'en',
    titles: { en: 'Zephyrcup final highlights' },
    descriptions: { en: 'All the goals of the Zephyrcup final in five minutes.' },
  });
  ids.videoVi = await insertVideo({
    categoryId: vcat,
    authorId: author,
    lang: 'vi',
    titles: { vi: 'Những bàn thắng đẹp nhất', zh: '最佳进球合集' },
    descriptions: { vi: 'Tổng hợp bàn thắng của đội Sấm Sét trong mùa giải.' },
  });
  ids.videoRemoved = await insertVideo({
    categoryId: vcat,
    authorId: author,
    lang: 'en',
    status: 'removed',
    titles: { en: 'Zephyrcup removed clip' },
  });

  const circle = await insertCircle(['足球圈', 'Football', 'Bóng đá']);
  ids.post = await insertPost({
    circleId: circle,
    userId: author,
    content: '今晚猎豹军团必胜！\n一起看球 #热身赛',
    images: ['/uploads/p1.jpg', '/uploads/p2.jpg'],
  });
  ids.postDeleted = await insertPost({
    circleId: circle,
    userId: author,
    content: '猎豹军团 deleted',
    deleted: true,
  });
  ids.postVi = await insertPost({
    circleId: circle,
    userId: author,
    lang: 'vi',
    content: 'Trận bóng đá tối nay thật tuyệt vời',
  });
});
afterAll(() => t?.cleanup());

const q = (keyword: string, lang: 'zh' | 'en' | 'vi' = 'zh') => ({
  keyword,
  lang,
  page: 1,
  size: 20,
  now,
});
const idsOf = (list: { id: number }[]) => list.map((x) => x.id);

describe('content search in three languages', () => {
  it('finds an article by a Chinese, an English and an unaccented Vietnamese word', async () => {
    for (const kw of ['雷霆', 'thunderbolt', 'THUNDER', 'bong da viet', 'sam set', 'Sấm Sét']) {
      expect(idsOf((await searchNews(q(kw))).list)).toContain(ids.news);
    }
    // Body text counts too, without its markup.
    expect(idsOf((await searchNews(q('chuan bi cho giai'))).list)).toContain(ids.news);
    expect(idsOf((await searchNews(q('<b>'))).list)).toEqual([]);
  });

  it('shows an article in the request language, else in its original one', async () => {
    const en = (await searchNews(q('bong da', 'en'))).list.find((a) => a.id === ids.news)!;
    expect(en).toMatchObject<Partial<NewsHit>>({
      locale: 'en',
      title: 'Vietnamese football: the Thunderbolt generation',
      category_name: 'Analysis',
    });
    const vi = (await searchNews(q('雷霆', 'vi'))).list.find((a) => a.id === ids.news)!;
    expect(vi).toMatchObject({ locale: 'vi', category_name: 'Phân tích' });
    expect(vi.summary).toBe('Lứa trẻ của bóng đá Việt Nam');
    const zhOnly = (await searchNews(q('猎豹军团赛季', 'en'))).list;
    expect(zhOnly).toEqual([
      expect.objectContaining({ id: ids.newsZhOnly, locale: 'zh', title: '猎豹军团赛季总结' }),
    ]);
  });

  it('leaves out hidden articles, removed videos and deleted posts', async () => {
    expect(idsOf((await searchNews(q('zephyrcup'))).list)).toEqual([ids.news]);
    expect(idsOf((await searchVideos(q('zephyrcup'))).list)).toEqual([ids.video]);
    expect(idsOf((await searchPosts(q('猎豹军团'))).list)).toEqual([ids.post]);
  });

  it("finds videos by title or description, shown in the request language or the video's own", async () => {
    const zh = await searchVideos(q('zephyrcup final', 'zh'));
    expect(zh.list[0]).toMatchObject<Partial<VideoHit>>({
      id: ids.video,
      title: 'Zephyrcup final highlights',
      category_name: '集锦',
      author_nickname: 'VideoMaker',
    });
    // A description hit, unaccented; the title in Chinese where the video has one.
    const byBody = await searchVideos(q('doi sam set', 'zh'));
    expect(byBody.list).toEqual([
      expect.objectContaining({ id: ids.videoVi, title: '最佳进球合集' }),
    ]);
    const vi = await searchVideos(q('ban thang dep', 'vi'));
    expect(vi.list[0]).toMatchObject({
      id: ids.videoVi,
      title: 'Những bàn thắng đẹp nhất',
      category_name: 'Video nổi bật',
    });
  });

  it('finds posts by their text, with the circle in the request language and the first image', async () => {
    const r = await searchPosts(q('热身赛', 'en'));
    expect(r.list[0]).toMatchObject<Partial<PostHit>>({
      id: ids.post,
      circle_name: 'Football',
      cover: '/uploads/p1.jpg',
      images: 2,
      has_video: false,
      excerpt: '今晚猎豹军团必胜！ 一起看球 #热身赛',
    });
    expect(idsOf((await searchPosts(q('tran bong da toi nay', 'vi'))).list)).toEqual([ids.postVi]);
  });

  it('takes %, _ and \\ literally', async () => {
    const cat = await insertNewsCategory();
    const a = await insertArticle({
      categoryId: cat,
      origin: 'en',
      texts: { en: { title: 'Qwzx 50% off_season \\ sale', body: '<p>n</p>' } },
    });
    const b = await insertArticle({
      categoryId: cat,
      origin: 'en',
      texts: { en: { title: 'Qwzx 500 offXseason sale', body: '<p>n</p>' } },
    });
    expect(idsOf((await searchNews(q('50%'))).list)).toEqual([a]);
    expect(idsOf((await searchNews(q('off_season'))).list)).toEqual([a]);
    expect(idsOf((await searchNews(q('\\ sale'))).list)).toEqual([a]);
    expect(idsOf((await searchNews(q('qwzx 50'))).list).sort()).toEqual([a, b].sort());
    expect((await searchNews(q('%'))).list.map((x) => x.id)).toEqual([a]);
    expect((await searchNews(q('_'))).list.map((x) => x.id)).toEqual([a]);
  });
});

describe('ranking', () => {
  it('puts title hits above body hits, exact and prefix above words and substrings', async () => {
    const cat = await insertNewsCategory();
    const mk = (title: string, body = '<p>plain</p>', views = 0) =>
      insertArticle({ categoryId: cat, origin: 'en', texts: { en: { title, body } }, views });
    // Created in the reverse of the expected order, with the most popular last, so neither id
    // order nor popularity explains the result.
    const bodyOnly = await mk('Something else', '<p>about Kravmaga today</p>', 10_000);
    const inside = await mk('Superkravmaga club', undefined, 5_000);
    const word = await mk('The Kravmaga school', undefined, 1_000);
    const prefix = await mk('Kravmaga basics', undefined, 100);
    const exact = await mk('KRAVMAGA', undefined, 0);
    expect(idsOf((await searchNews(q('kravmaga'))).list)).toEqual([
      exact,
      prefix,
      word,
      inside,
      bodyOnly,
    ]);
  });

  it('then ranks by popularity against age, and the newest id on a tie', async () => {
    const cat = await insertNewsCategory();
    const mk = (views: number, days: number) =>
      insertArticle({
        categoryId: cat,
        origin: 'en',
        texts: { en: { title: `Plovdivka report`, body: '<p>x</p>' } },
        views,
        publishedAt: ago(days),
      });
    const old = await mk(50, 30);
    const popular = await mk(5_000, 2);
    const fresh = await mk(10, 0);
    const tieA = await mk(10, 0);
    // 5,000 views two days ago beat 10 views today; a month-old article with 50 views comes last.
    expect(idsOf((await searchNews(q('plovdivka'))).list)).toEqual([popular, tieA, fresh, old]);
  });

  it('ranks posts by text prefix, then popularity; videos by likes too', async () => {
    const circle = await insertCircle();
    const user = await insertUser();
    const mid = await insertPost({ circleId: circle, userId: user, content: 'go Brnozeta go' });
    const liked = await insertPost({
      circleId: circle,
      userId: user,
      content: 'we love Brnozeta',
      likes: 200,
    });
    const start = await insertPost({ circleId: circle, userId: user, content: 'Brnozeta wins' });
    expect(idsOf((await searchPosts(q('brnozeta'))).list)).toEqual([start, liked, mid]);

    const vcat = await insertVideoCategory();
    const v1 = await insertVideo({
      categoryId: vcat,
      authorId: user,
      lang: 'en',
      titles: { en: 'Ostrava derby' },
    });
    const v2 = await insertVideo({
      categoryId: vcat,
      authorId: user,
      lang: 'en',
      titles: { en: 'Ostrava derby' },
      likes: 50,
    });
    expect(idsOf((await searchVideos(q('ostrava'))).list)).toEqual([v2, v1]);
  });

  it('pages without overlap, with the total on every page, even past the last', async () => {
    const circle = await insertCircle();
    const user = await insertUser();
    const made: number[] = [];
    for (let i = 0; i < 7; i++)
      made.push(await insertPost({ circleId: circle, userId: user, content: `Zlatibor ${i}` }));
    const p = (page: number) => searchPosts({ ...q('zlatibor'), page, size: 3 });
    const [a, b, c, d] = await Promise.all([p(1), p(2), p(3), p(4)]);
    expect([a.total, b.total, c.total, d.total]).toEqual([7, 7, 7, 7]);
    expect([...idsOf(a.list), ...idsOf(b.list), ...idsOf(c.list)].sort()).toEqual(made.sort());
    expect(d.list).toEqual([]);
  });
});

describe('anchors and rooms', () => {
  beforeAll(async () => {
    ids.anchorOff = await insertUser({ nickname: 'Thầy Giáo Bóng Đá', isAnchor: true });
    ids.roomOff = await insertRoom({ anchorId: ids.anchorOff, title: 'Phòng Kravchuk offline' });
    ids.anchorLive = await insertUser({ nickname: 'Bình luận Thầy Giáo', isAnchor: true });
    ids.roomLive = await insertRoom({
      anchorId: ids.anchorLive,
      title: 'Kravchuk trực tiếp',
      live: true,
    });
    // Not an anchor: never in the anchor results.
    ids.fan = await insertUser({ nickname: 'Thầy Giáo fan' });
  });

  it('finds anchors by nickname without diacritics, best match first, with their room', async () => {
    const r = await searchAnchors(q('thay giao'));
    const found = r.list.map((a) => a.id);
    expect(found).toEqual(expect.arrayContaining([ids.anchorOff, ids.anchorLive]));
    expect(found).not.toContain(ids.fan);
    // "Thầy Giáo …" starts with the keyword; "Bình luận Thầy Giáo" only has it as a word.
    expect(found.indexOf(ids.anchorOff)).toBeLessThan(found.indexOf(ids.anchorLive));
    expect(r.list.find((a) => a.id === ids.anchorLive)).toMatchObject<Partial<AnchorHit>>({
      nickname: 'Bình luận Thầy Giáo',
      room_id: ids.roomLive,
      room_title: 'Kravchuk trực tiếp',
      state: 'live',
    });
    expect(r.list.find((a) => a.id === ids.anchorOff)?.state).toBe('offline');
  });

  it('finds rooms by title, those on air first, as the live list shows them', async () => {
    const r = await searchRooms(q('KRAVCHUK'));
    expect(r.total).toBe(2);
    expect(r.list.map((x) => x.id)).toEqual([ids.roomLive, ids.roomOff]);
    expect(r.list[0]).toMatchObject<Partial<RoomHit>>({
      state: 'live',
      anchor_nickname: 'Bình luận Thầy Giáo',
      group_id: `room_${ids.roomLive}`,
    });
    expect((await searchRooms(q('truc tiep'))).list.map((x) => x.id)).toContain(ids.roomLive);
  });

  it('grades matches by where the keyword sits', () => {
    expect(tierOf('kravchuk', 'kravchuk')).toBe(0);
    expect(tierOf('kravchuk live', 'kravchuk')).toBe(1);
    expect(tierOf('the kravchuk', 'kravchuk')).toBe(2);
    expect(tierOf('xkravchuk', 'kravchuk')).toBe(3);
    expect(tierOf('other', 'kravchuk')).toBe(-1);
  });
});
