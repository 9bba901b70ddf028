import 'server-only';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { matches, teams, users, videoCategories, videos } from '@/lib/db/schema';
import { addComment } from '@/lib/content/social';
import { DEMO_ANCHORS } from '@/lib/live/demo/seed';
import { demoSrc } from '../media';
import { searchText } from '../publish';
import { DEMO_VIDEOS, VIDEO_CATEGORIES, type DemoVideo } from './catalog';
import { coverPath } from './make-covers';

/**
 * Demo videos (issue 10 "Seed realistic content"): the categories of ./catalog.ts and about forty
 * videos by the demo anchors in zh, en and vi, published over the last 30 days, linked to the
 * nearest seeded fixture of their teams when the match data is seeded. Their media is the demo's
 * VOD stream of a committed clip (../media.ts), their covers are committed SVGs
 * (./make-covers.ts). Idempotent: categories are keyed by their Chinese name, videos by author
 * and Chinese title; a second run inserts nothing and leaves counters as they are.
 */

const HOUR = 3600_000;

/** A few comments in each language, and who writes them (demo fans first, then anchors). */
const COMMENTS: Record<'zh' | 'en' | 'vi', { by: string[]; texts: string[]; replies: string[] }> = {
  zh: {
    by: ['86-13800000001', '86-13800000011', '86-13800000012', '86-13800000013'],
    texts: [
      '第二个进球太漂亮了，反复看了好几遍！',
      '解说很专业，节奏把握得很好 👍',
      '这场的防守问题还是很明显，后防线压得太高了。',
      '求出一期完整的战术复盘！',
    ],
    replies: [
      '同感，下半场的调整很关键。',
      '说得对，中场那次换人改变了比赛。',
      '我也这么觉得，门将那次扑救才是转折点。',
      '不同意，上半场其实踢得更好。',
    ],
  },
  en: {
    by: ['44-7700900011', '1-2025550111', '44-7700900012'],
    texts: [
      'That second goal was unreal, watched it five times.',
      'Great breakdown – the pressing clip explained it perfectly.',
      'The defending for the equaliser was shocking though.',
      'More of these tactical videos please!',
    ],
    replies: [
      'Agreed, the change at half-time won it.',
      'Spot on, that substitution turned the game.',
      'The keeper’s save was the real turning point for me.',
      'Not sure – they were better in the first half.',
    ],
  },
  vi: {
    by: ['84-912345678', '84-912345611', '84-912345612'],
    texts: [
      'Bàn thắng thứ hai quá đẹp, xem đi xem lại mãi!',
      'BLV bình luận rất cuốn, cảm ơn kênh 👏',
      'Hàng thủ trận này chơi quá dâng cao.',
      'Mong kênh làm thêm video phân tích chiến thuật!',
    ],
    replies: [
      'Chuẩn luôn, thay người hiệp hai là quyết định.',
      'Đồng ý, pha thay người đó đổi cả trận đấu.',
      'Pha cứu thua của thủ môn mới là bước ngoặt.',
      'Mình thấy hiệp một đá hay hơn.',
    ],
  },
};

/**
 * Comments on a new demo video: three in its language on the most watched, and one answer (which
 * reaches the first commenter's message centre, as any reply does).
 */
async function seedComments(videoId: number, v: DemoVideo, lang: 'zh' | 'en' | 'vi') {
  if (v.views < 40_000) return;
  const c = COMMENTS[lang];
  const people = await db()
    .select({ id: users.id, mobile: users.mobile })
    .from(users)
    .where(inArray(users.mobile, c.by));
  const ids = c.by.flatMap((m) => people.find((p) => p.mobile === m)?.id ?? []);
  if (ids.length === 0) return;
  const shift = v.key.length % c.texts.length;
  let first: number | null = null;
  for (let i = 0; i < 3; i++) {
    const user = { id: ids[i % ids.length], isAdmin: false };
    const made = await addComment(user, 'video', videoId, c.texts[(i + shift) % c.texts.length]);
    first ??= made.id;
  }
  if (first)
    await addComment(
      { id: ids[ids.length - 1], isAdmin: false },
      'video',
      videoId,
      c.replies[shift % c.replies.length],
      first,
    );
}

/** The seeded fixture of two teams nearest to `at` (finished ones first), or null. */
async function matchOf(pair: [string, string] | undefined, at: Date): Promise<number | null> {
  if (!pair) return null;
  const rows = await db()
    .select({ id: teams.id, key: teams.key })
    .from(teams)
    .where(inArray(teams.key, pair));
  const home = rows.find((r) => r.key === pair[0])?.id;
  const away = rows.find((r) => r.key === pair[1])?.id;
  if (!home || !away) return null;
  const [m] = await db()
    .select({ id: matches.id })
    .from(matches)
    .where(
      or(
        and(eq(matches.homeTeamId, home), eq(matches.awayTeamId, away)),
        and(eq(matches.homeTeamId, away), eq(matches.awayTeamId, home)),
      ),
    )
    .orderBy(
      sql`(${matches.status} <> 'finished')`,
      sql`abs(extract(epoch from ${matches.kickoff}) - ${Math.floor(at.getTime() / 1000)})`,
      asc(matches.id),
    )
    .limit(1);
  return m?.id ?? null;
}

async function seedCategories(): Promise<Map<string, number>> {
  const d = db();
  const ids = new Map<string, number>();
  for (const [i, c] of VIDEO_CATEGORIES.entries()) {
    const [had] = await d
      .select({ id: videoCategories.id })
      .from(videoCategories)
      .where(eq(videoCategories.nameZh, c.zh));
    const row = had
      ? had
      : (
          await d
            .insert(videoCategories)
            .values({
              nameZh: c.zh,
              nameEn: c.en,
              nameVi: c.vi,
              sport: c.sport,
              recommended: c.recommended,
              sort: i + 1,
            })
            .returning({ id: videoCategories.id })
        )[0];
    ids.set(c.key, row.id);
  }
  return ids;
}

function languageOf(v: DemoVideo): 'zh' | 'en' | 'vi' {
  return DEMO_ANCHORS[v.by]?.language ?? 'zh';
}

export async function seedVideos(now: Date = new Date()): Promise<{ videos: number }> {
  const d = db();
  const categories = await seedCategories();
  const anchors = await d
    .select({ id: users.id, mobile: users.mobile })
    .from(users)
    .where(
      inArray(
        users.mobile,
        DEMO_ANCHORS.map((a) => a.mobile),
      ),
    );
  const byMobile = new Map(anchors.map((a) => [a.mobile, a.id]));
  let inserted = 0;
  for (const v of DEMO_VIDEOS) {
    const authorId = byMobile.get(DEMO_ANCHORS[v.by]?.mobile ?? '');
    const categoryId = categories.get(v.cat);
    if (!authorId || !categoryId) continue;
    const [had] = await d
      .select({ id: videos.id })
      .from(videos)
      .where(and(eq(videos.authorId, authorId), eq(videos.titleZh, v.title[0])));
    if (had) continue;
    const createdAt = new Date(now.getTime() - v.ageH * HOUR);
    const texts = {
      titleZh: v.title[0],
      titleEn: v.title[1],
      titleVi: v.title[2],
      descriptionZh: v.description[0],
      descriptionEn: v.description[1],
      descriptionVi: v.description[2],
    };
    const [row] = await d
      .insert(videos)
      .values({
        categoryId,
        authorId,
        lang: languageOf(v),
        ...texts,
        ...searchText(texts),
        cover: coverPath(v.key),
        src: demoSrc(v.clip),
        durationS: v.durationS,
        matchId: await matchOf(v.teams, createdAt),
        views: v.views,
        likes: v.likes,
        favorites: v.favorites,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: videos.id });
    await seedComments(row.id, v, languageOf(v));
    inserted++;
  }
  return { videos: inserted };
}
