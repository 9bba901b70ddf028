import 'server-only';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Locale } from '@/i18n/locales';
import { db } from '@/lib/db/client';
import {
  articles,
  articleTranslations,
  banners,
  competitions,
  matches,
  newsCategories,
  users,
} from '@/lib/db/schema';
import { DEMO_ANCHORS } from '@/lib/live/demo/seed';
import { getMatch } from '@/lib/matches/queries';
import { named } from '@/lib/matches/display';
import { GOAL_KINDS, type MatchDetail } from '@/lib/matches/types';
import { translationValues } from '../news';
import { STORIES } from './stories';

const LOCALES: Locale[] = ['zh', 'en', 'vi'];

export const NEWS_CATEGORIES = [
  { slug: 'football', nameZh: '足球', nameEn: 'Football', nameVi: 'Bóng đá', sort: 1 },
  { slug: 'basketball', nameZh: '篮球', nameEn: 'Basketball', nameVi: 'Bóng rổ', sort: 2 },
  {
    slug: 'match-reports',
    nameZh: '赛后战报',
    nameEn: 'Match reports',
    nameVi: 'Tường thuật trận đấu',
    sort: 3,
  },
  { slug: 'transfers', nameZh: '转会', nameEn: 'Transfers', nameVi: 'Chuyển nhượng', sort: 4 },
  { slug: 'analysis', nameZh: '深度分析', nameEn: 'Analysis', nameVi: 'Phân tích', sort: 5 },
  {
    slug: 'vietnam',
    nameZh: '越南足球',
    nameEn: 'Vietnamese football',
    nameVi: 'Bóng đá Việt Nam',
    sort: 6,
  },
];

/** At most this many match reports, from the latest finished football matches. */
const REPORTS = 30;

/** A paragraph list as HTML: "## " lines become headings. */
function html(paragraphs: string[]): string {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return paragraphs
    .map((p) => (p.startsWith('## ') ? `<h2>${esc(p.slice(3))}</h2>` : `<p>${esc(p)}</p>`))
    .join('\n');
}

const DAY = 24 * 3600 * 1000;

/**
 * The demo news (idempotent: skipped when any article exists): six categories, banners, eight
 * features written in the three languages, and match reports of the latest finished football
 * matches built from their real seeded events, each in zh, en and vi.
 */
export async function seedNews(now: Date = new Date()): Promise<{ articles: number }> {
  const d = db();
  for (const c of NEWS_CATEGORIES) {
    await d
      .insert(newsCategories)
      .values(c)
      .onConflictDoUpdate({ target: newsCategories.slug, set: c });
  }
  const [{ n }] = await d.select({ n: sql<number>`count(*)::int` }).from(articles);
  if (n > 0) return { articles: n };
  const cats = new Map((await d.select().from(newsCategories)).map((c) => [c.slug, c.id] as const));
  const anchors = await d
    .select({ id: users.id, mobile: users.mobile })
    .from(users)
    .where(
      inArray(
        users.mobile,
        DEMO_ANCHORS.map((a) => a.mobile),
      ),
    );
  const authorFor = (lang: Locale, i: number) => {
    const pool = DEMO_ANCHORS.filter((a) => a.language === lang);
    const a = pool[i % pool.length];
    return anchors.find((x) => x.mobile === a?.mobile)?.id ?? null;
  };

  const ids: Record<string, number> = {};
  for (const [i, s] of STORIES.entries()) {
    const origin = LOCALES[i % 3];
    const publishedAt = new Date(now.getTime() - (i * 1.7 + 0.3) * DAY);
    const [a] = await d
      .insert(articles)
      .values({
        categoryId: cats.get(s.category)!,
        authorId: authorFor(origin, i),
        originLocale: origin,
        cover: s.cover,
        headline: s.headline ?? false,
        views: 800 + ((i * 7919) % 9000),
        publishedAt,
        updatedAt: publishedAt,
      })
      .returning({ id: articles.id });
    ids[s.slug] = a.id;
    for (const l of LOCALES) {
      const t = s.text[l];
      await d.insert(articleTranslations).values({
        articleId: a.id,
        locale: l,
        ...translationValues({ title: t.title, summary: t.summary, body: html(t.body) }).values,
      });
    }
  }

  const finished = await d
    .select({ id: matches.id })
    .from(matches)
    .innerJoin(competitions, eq(competitions.id, matches.competitionId))
    .where(and(eq(matches.status, 'finished'), eq(matches.sport, 'football')))
    .orderBy(desc(matches.kickoff), desc(matches.id))
    .limit(REPORTS);
  let reports = 0;
  for (const [i, { id }] of finished.entries()) {
    const m = await getMatch(id);
    if (!m) continue;
    const origin = LOCALES[i % 3];
    const end = new Date(new Date(m.match.kickoff).getTime() + 2 * 3600 * 1000);
    const [a] = await d
      .insert(articles)
      .values({
        categoryId: cats.get('match-reports')!,
        authorId: authorFor(origin, i + 1),
        originLocale: origin,
        cover: REPORT_COVERS[i % REPORT_COVERS.length],
        headline: i < 2,
        matchId: id,
        views: 300 + ((i * 4241) % 6000),
        publishedAt: end < now ? end : now,
        updatedAt: end < now ? end : now,
      })
      .returning({ id: articles.id });
    for (const l of LOCALES) {
      const r = matchReport(m, l);
      await d.insert(articleTranslations).values({
        articleId: a.id,
        locale: l,
        ...translationValues({ title: r.title, summary: r.summary, body: html(r.body) }).values,
      });
    }
    reports++;
  }

  if ((await d.select({ n: sql<number>`count(*)::int` }).from(banners))[0].n === 0) {
    await d.insert(banners).values([
      {
        titleZh: '冬窗转会指南：各队最需要补强的位置',
        titleEn: 'Winter window guide: what every club needs',
        titleVi: 'Cẩm nang chuyển nhượng mùa đông',
        image: '/images/news/transfer.svg',
        link: `/news/${ids['winter-window-guide']}`,
        sort: 1,
      },
      {
        titleZh: '主播陪你看球：热门直播间',
        titleEn: 'Watch with our anchors: live rooms now',
        titleVi: 'Xem bóng cùng BLV: phòng trực tiếp',
        image: '/images/news/stadium.svg',
        link: '/anchor',
        sort: 2,
      },
      {
        titleZh: 'NBA新赛季前瞻',
        titleEn: 'NBA season preview',
        titleVi: 'Nhìn trước mùa giải NBA',
        image: '/images/news/court.svg',
        link: `/news/${ids['nba-season-preview']}`,
        sort: 3,
      },
      {
        titleZh: '球迷社区：说说你的看法',
        titleEn: 'Fan community: have your say',
        titleVi: 'Cộng đồng người hâm mộ: chia sẻ ý kiến',
        image: '/images/news/fans.svg',
        link: '/circle',
        sort: 4,
      },
    ]);
  }
  return { articles: STORIES.length + reports };
}

const REPORT_COVERS = [
  '/images/news/stadium.svg',
  '/images/news/ball.svg',
  '/images/news/fans.svg',
  '/images/news/trophy.svg',
];

type Report = { title: string; summary: string; body: string[] };

/** A match report from the match's own result and goal events, in `l`. */
export function matchReport(m: MatchDetail, l: Locale): Report {
  const x = m.match;
  const home = named(x, 'home_team_name', l);
  const away = named(x, 'away_team_name', l);
  const comp = named(x, 'competition_name', l);
  const hs = x.home_score;
  const as = x.away_score;
  const goals = m.events.filter((e) => GOAL_KINDS.includes(e.kind) && e.side);
  const scorer = (e: (typeof goals)[number]) =>
    (e.player ? named(e, 'player_name', l) : '') || (e.side === 'home' ? home : away);
  const minute = (e: (typeof goals)[number]) => e.match_str || `${Math.floor(e.at_second / 60)}'`;
  const winner = hs > as ? home : as > hs ? away : null;
  const loser = hs > as ? away : as > hs ? home : null;
  const last = goals.at(-1);
  const half =
    x.home_half_score !== null && x.away_half_score !== null
      ? `${x.home_half_score}-${x.away_half_score}`
      : null;
  const stats = m.stats;
  const poss = stats ? [stats.home.possession, stats.away.possession] : [];
  const shots = stats ? [stats.home.shots, stats.away.shots] : [];

  const lines = goals.map((e) => {
    const who = scorer(e);
    const t = minute(e);
    const score = `${e.home_score}-${e.away_score}`;
    if (l === 'zh')
      return `第${t.replace("'", '')}分钟，${who}${e.kind === 'penalty_goal' ? '主罚点球命中' : e.kind === 'own_goal' ? '不慎自摆乌龙' : '破门得分'}，比分变为${score}。`;
    if (l === 'en')
      return `${t} – ${who} ${e.kind === 'penalty_goal' ? 'converted a penalty' : e.kind === 'own_goal' ? 'turned the ball into his own net' : 'found the net'} to make it ${score}.`;
    return `Phút ${t.replace("'", '')}, ${who} ${e.kind === 'penalty_goal' ? 'thực hiện thành công quả phạt đền' : e.kind === 'own_goal' ? 'không may phản lưới nhà' : 'ghi bàn'}, nâng tỉ số lên ${score}.`;
  });

  if (l === 'zh') {
    const title = winner
      ? `${comp}｜${home} ${hs}-${as} ${away}，${last ? scorer(last) : winner}建功${winner}取胜`
      : `${comp}｜${home} ${hs}-${as} ${away}，双方握手言和`;
    return {
      title,
      summary: `${comp}${x.round_number ? `第${x.round_number}轮` : ''}，${home}主场迎战${away}，全场比分${hs}-${as}${half ? `（半场${half}）` : ''}。`,
      body: [
        `北京时间本轮${comp}${x.round_number ? `第${x.round_number}轮` : ''}，${home}坐镇主场迎战${away}。${winner ? `最终${winner}以${Math.max(hs, as)}-${Math.min(hs, as)}击败${loser}，拿下宝贵的三分。` : `最终双方${hs}-${as}战平，各取一分。`}`,
        '## 比赛进程',
        ...(lines.length ? lines : ['双方全场互有攻守，但都未能攻破对方球门。']),
        ...(poss.length === 2 && Number.isFinite(poss[0])
          ? [
              '## 技术统计',
              `控球率${home}${poss[0]}%对${away}${poss[1]}%${shots.length === 2 && Number.isFinite(shots[0]) ? `，射门次数${shots[0]}比${shots[1]}` : ''}。`,
            ]
          : []),
      ],
    };
  }
  if (l === 'en') {
    const title = winner
      ? `${home} ${hs}-${as} ${away}: ${last ? scorer(last) : winner} seals it for ${winner}`
      : `${home} ${hs}-${as} ${away}: honours even in the ${comp}`;
    return {
      title,
      summary: `${comp}${x.round_number ? `, round ${x.round_number}` : ''}: ${home} hosted ${away} and the final score was ${hs}-${as}${half ? ` (${half} at half-time)` : ''}.`,
      body: [
        `${home} welcomed ${away} in the ${comp}${x.round_number ? ` (round ${x.round_number})` : ''}. ${winner ? `${winner} won ${Math.max(hs, as)}-${Math.min(hs, as)} and took all three points from ${loser}.` : `The sides drew ${hs}-${as} and shared the points.`}`,
        '## How it unfolded',
        ...(lines.length
          ? lines
          : ['Both sides had their moments, but neither could find a way through.']),
        ...(poss.length === 2 && Number.isFinite(poss[0])
          ? [
              '## The numbers',
              `Possession was ${poss[0]}% to ${poss[1]}%${shots.length === 2 && Number.isFinite(shots[0]) ? `, with ${shots[0]} shots against ${shots[1]}` : ''}.`,
            ]
          : []),
      ],
    };
  }
  const title = winner
    ? `${home} ${hs}-${as} ${away}: ${last ? scorer(last) : winner} mang về chiến thắng cho ${winner}`
    : `${home} ${hs}-${as} ${away}: chia điểm tại ${comp}`;
  return {
    title,
    summary: `${comp}${x.round_number ? `, vòng ${x.round_number}` : ''}: ${home} tiếp đón ${away}, tỉ số chung cuộc ${hs}-${as}${half ? ` (hiệp một ${half})` : ''}.`,
    body: [
      `${home} tiếp đón ${away} trong khuôn khổ ${comp}${x.round_number ? ` (vòng ${x.round_number})` : ''}. ${winner ? `${winner} thắng ${Math.max(hs, as)}-${Math.min(hs, as)} và giành trọn ba điểm trước ${loser}.` : `Hai đội hòa ${hs}-${as} và chia nhau mỗi đội một điểm.`}`,
      '## Diễn biến trận đấu',
      ...(lines.length
        ? lines
        : ['Hai đội đều có cơ hội nhưng không thể chọc thủng lưới đối phương.']),
      ...(poss.length === 2 && Number.isFinite(poss[0])
        ? [
            '## Thống kê',
            `Tỉ lệ kiểm soát bóng ${poss[0]}% - ${poss[1]}%${shots.length === 2 && Number.isFinite(shots[0]) ? `, số cú sút ${shots[0]} - ${shots[1]}` : ''}.`,
          ]
        : []),
    ],
  };
}
