/**
 * A few rows of every kind the SEO layer reads (matches, rooms, competitions, news, videos, posts,
 * circles), in all three languages, for lib/seo's tests. Inserted directly: the tests need ids and
 * titles they know, not the demo seed's volume.
 */
import { db } from '@/lib/db/client';
import {
  articles,
  articleTranslations,
  circles,
  competitions,
  matches,
  newsCategories,
  posts,
  rooms,
  seasons,
  teams,
  users,
  videoCategories,
  videos,
} from '@/lib/db/schema';

export const FIXTURE_TEXT = {
  articleZh: '曼城客场逆转阿森纳，哈兰德梅开二度',
  articleEn: 'Man City come from behind at Arsenal',
  articleVi: 'Man City ngược dòng trên sân Arsenal, Haaland lập cú đúp',
  videoVi: 'Những pha cứu thua đẹp nhất vòng đấu',
  postContent: 'Trận này hay quá! 今晚的比赛太精彩了，大家怎么看？ <script>alert(1)</script>',
  room: '英超焦点战 曼城vs阿森纳 Bình luận trực tiếp',
} as const;

export type Fixtures = {
  userId: number;
  competitionId: number;
  matchId: number;
  roomId: number;
  articleId: number;
  hiddenArticleId: number;
  videoId: number;
  postId: number;
  deletedPostId: number;
  circleId: number;
};

let n = 0;

export async function insertFixtures(): Promise<Fixtures> {
  const d = db();
  const k = ++n;
  const [user] = await d
    .insert(users)
    .values({
      mobile: `86-1390000${String(k).padStart(4, '0')}`,
      passwordHash: 'x',
      nickname: `Nguyễn Văn Độ ${k}`,
      inviteCode: `SEO${k}X${Date.now() % 100000}`,
    })
    .returning({ id: users.id });
  const competitionId = 9000 + k;
  await d.insert(competitions).values({
    id: competitionId,
    sport: 'football',
    nameZh: '英格兰超级联赛',
    nameEn: 'Premier League',
    nameVi: 'Ngoại hạng Anh',
    shortNameZh: '英超',
    shortNameEn: 'EPL',
    shortNameVi: 'NHA',
    areaZh: '英格兰',
    areaEn: 'England',
    areaVi: 'Anh',
    colour: '#3d185c',
  });
  const [season] = await d
    .insert(seasons)
    .values({
      competitionId,
      label: '2025/26',
      isCurrent: true,
      startsOn: '2025-08-01',
      endsOn: '2026-05-31',
    })
    .returning({ id: seasons.id });
  const team = (key: string, zh: string, en: string, vi: string) => ({
    key: `${key}-${k}`,
    sport: 'football',
    nameZh: zh,
    nameEn: en,
    nameVi: vi,
    shortNameZh: zh,
    shortNameEn: en,
    shortNameVi: vi,
    country: 'ENG',
    colourPrimary: '#6cabdd',
    colourSecondary: '#ffffff',
  });
  const [home, away] = await d
    .insert(teams)
    .values([
      team('city', '曼彻斯特城', 'Manchester City', 'Man City'),
      team('arsenal', '阿森纳', 'Arsenal', 'Arsenal'),
    ])
    .returning({ id: teams.id });
  const [match] = await d
    .insert(matches)
    .values({
      sport: 'football',
      competitionId,
      seasonId: season.id,
      homeTeamId: home.id,
      awayTeamId: away.id,
      kickoff: new Date(Date.now() + 3_600_000),
      simSeed: 1,
    })
    .returning({ id: matches.id });
  const [room] = await d
    .insert(rooms)
    .values({
      anchorId: user.id,
      title: FIXTURE_TEXT.room,
      sport: 'football',
      language: 'vi',
      streamName: `seo-${k}`,
      state: 'live',
      liveSince: new Date(),
    })
    .returning({ id: rooms.id });
  const [category] = await d
    .insert(newsCategories)
    .values({
      slug: `seo-${k}`,
      nameZh: '英超',
      nameEn: 'Premier League',
      nameVi: 'Ngoại hạng Anh',
    })
    .returning({ id: newsCategories.id });
  const [article, hidden] = await d
    .insert(articles)
    .values([
      { categoryId: category.id, authorId: user.id, originLocale: 'zh' },
      { categoryId: category.id, authorId: user.id, originLocale: 'zh', status: 'hidden' },
    ])
    .returning({ id: articles.id });
  await d.insert(articleTranslations).values([
    { articleId: article.id, locale: 'zh', title: FIXTURE_TEXT.articleZh, bodyHtml: '<p>正文</p>' },
    { articleId: article.id, locale: 'en', title: FIXTURE_TEXT.articleEn, bodyHtml: '<p>Body</p>' },
    {
      articleId: article.id,
      locale: 'vi',
      title: FIXTURE_TEXT.articleVi,
      bodyHtml: '<p>Nội dung</p>',
    },
    { articleId: hidden.id, locale: 'zh', title: '隐藏的文章', bodyHtml: '<p>x</p>' },
  ]);
  const [vcat] = await d
    .insert(videoCategories)
    .values({ nameZh: '集锦', nameEn: 'Highlights', nameVi: 'Highlight', sport: 'football' })
    .returning({ id: videoCategories.id });
  const [video] = await d
    .insert(videos)
    .values({
      categoryId: vcat.id,
      authorId: user.id,
      lang: 'vi',
      titleVi: FIXTURE_TEXT.videoVi,
      cover: '/images/cover.jpg',
      src: '/uploads/v.mp4',
    })
    .returning({ id: videos.id });
  const [circle] = await d
    .insert(circles)
    .values({
      slug: `seo-${k}`,
      nameZh: '英超圈',
      nameEn: 'Premier League fans',
      nameVi: 'Fan Ngoại hạng Anh',
      descriptionZh: '聊英超的地方',
      descriptionEn: 'Talk about the Premier League',
      descriptionVi: 'Nơi bàn luận về Ngoại hạng Anh',
    })
    .returning({ id: circles.id });
  const [post, deleted] = await d
    .insert(posts)
    .values([
      { circleId: circle.id, userId: user.id, lang: 'vi', content: FIXTURE_TEXT.postContent },
      {
        circleId: circle.id,
        userId: user.id,
        lang: 'zh',
        content: '已删除',
        deletedAt: new Date(),
      },
    ])
    .returning({ id: posts.id });
  return {
    userId: user.id,
    competitionId,
    matchId: match.id,
    roomId: room.id,
    articleId: article.id,
    hiddenArticleId: hidden.id,
    videoId: video.id,
    postId: post.id,
    deletedPostId: deleted.id,
    circleId: circle.id,
  };
}
