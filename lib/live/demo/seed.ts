import 'server-only';
import { hash } from '@node-rs/argon2';
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import {
  anchorFollows,
  broadcasts,
  liveCategories,
  liveSchedules,
  matches,
  rooms,
  users,
} from '@/lib/db/schema';
import { mulberry32 } from '@/lib/rules/random';

/**
 * Demo anchors and their rooms (issue 9 "Seed data"): commentary in Chinese, English and
 * Vietnamese, most of them on air on matches live now, a few off air with announced broadcasts,
 * and past broadcasts as recordings. Idempotent: rooms are keyed by their anchor.
 */

export const LIVE_CATEGORIES = [
  { nameZh: '电竞', nameEn: 'Esports', nameVi: 'Thể thao điện tử', sort: 1 },
  { nameZh: '台球', nameEn: 'Snooker & pool', nameVi: 'Bi-a', sort: 2 },
  { nameZh: '网球', nameEn: 'Tennis', nameVi: 'Quần vợt', sort: 3 },
  { nameZh: '排球', nameEn: 'Volleyball', nameVi: 'Bóng chuyền', sort: 4 },
  { nameZh: '综合', nameEn: 'Talk shows', nameVi: 'Tổng hợp', sort: 5 },
];

type DemoAnchor = {
  mobile: string;
  nickname: string;
  language: 'zh' | 'en' | 'vi';
  sport: 'football' | 'basketball' | 'other';
  /** For `other`: the LIVE_CATEGORIES index. */
  category?: number;
  title: string;
  notice: string;
  cover: string;
  /** On air at seed time (on a live match of its sport when there is one). */
  live: boolean;
  inviteCode: string;
};

/** The anchors' password, listed in the README with the other demo accounts. */
export const DEMO_ANCHOR_PASSWORD = 'anchor123456';

/** The first is the README's demo anchor (lib/db/seed.ts DEMO_USERS), already seeded. */
export const DEMO_ANCHORS: DemoAnchor[] = [
  {
    mobile: '86-13800000002',
    nickname: '解说老李',
    language: 'zh',
    sport: 'football',
    title: '老李带你看球：焦点战全场解说',
    notice: '每晚焦点战不见不散，关注主播开播提醒！',
    cover: '/images/covers/pitch-1.svg',
    live: true,
    inviteCode: 'ANCHOR01',
  },
  {
    mobile: '86-13800000011',
    nickname: '小鹿说球',
    language: 'zh',
    sport: 'football',
    title: '小鹿说球｜赛前分析+实时解说',
    notice: '理性看球，文明发言。',
    cover: '/images/covers/pitch-2.svg',
    live: true,
    inviteCode: 'ANCHOR11',
  },
  {
    mobile: '86-13800000012',
    nickname: '篮球阿杰',
    language: 'zh',
    sport: 'basketball',
    title: '阿杰篮球夜：NBA 焦点对决',
    notice: '每周六早场 NBA 直播，欢迎预约。',
    cover: '/images/covers/court-1.svg',
    live: true,
    inviteCode: 'ANCHOR12',
  },
  {
    mobile: '44-7700900011',
    nickname: 'Mark Reid',
    language: 'en',
    sport: 'football',
    title: 'Live commentary with Mark',
    notice: 'Be kind in chat and enjoy the game!',
    cover: '/images/covers/pitch-3.svg',
    live: true,
    inviteCode: 'ANCHOR21',
  },
  {
    mobile: '1-2025550111',
    nickname: 'Hoops Daily',
    language: 'en',
    sport: 'basketball',
    title: 'Hoops Daily: play-by-play',
    notice: 'Next show: Saturday tip-off. Book it below.',
    cover: '/images/covers/court-2.svg',
    live: false,
    inviteCode: 'ANCHOR22',
  },
  {
    mobile: '84-912345611',
    nickname: 'BLV Quang Huy',
    language: 'vi',
    sport: 'football',
    title: 'BLV Quang Huy bình luận trực tiếp',
    notice: 'Theo dõi kênh để nhận thông báo khi lên sóng!',
    cover: '/images/covers/pitch-4.svg',
    live: true,
    inviteCode: 'ANCHOR31',
  },
  {
    mobile: '84-912345612',
    nickname: 'BLV Thu Trang',
    language: 'vi',
    sport: 'football',
    title: 'Thu Trang: nhận định và tường thuật',
    notice: 'Lịch phát sóng cập nhật hằng tuần.',
    cover: '/images/covers/pitch-5.svg',
    live: false,
    inviteCode: 'ANCHOR32',
  },
  {
    mobile: '86-13800000013',
    nickname: '电竞小七',
    language: 'zh',
    sport: 'other',
    category: 0,
    title: '小七陪你看电竞联赛',
    notice: '弹幕互动，欢迎来玩。',
    cover: '/images/covers/studio-1.svg',
    live: true,
    inviteCode: 'ANCHOR13',
  },
  {
    mobile: '44-7700900012',
    nickname: 'Snooker Sam',
    language: 'en',
    sport: 'other',
    category: 1,
    title: 'Frame by frame: snooker live',
    notice: 'Quiet please, the break is on.',
    cover: '/images/covers/studio-2.svg',
    live: true,
    inviteCode: 'ANCHOR23',
  },
];

/** A stream name of the demo: fixed per anchor, so the demo's links stay the same across seeds. */
function demoStreamName(inviteCode: string): string {
  return `demo${inviteCode.toLowerCase()}`;
}

const HOUR = 3600_000;

/** Matches of a sport live now, else kicking off soonest, by competition order. */
async function matchesFor(sport: 'football' | 'basketball', now: Date): Promise<number[]> {
  const rows = await db()
    .select({ id: matches.id, status: matches.status, kickoff: matches.kickoff })
    .from(matches)
    .where(
      and(
        eq(matches.sport, sport),
        gte(matches.kickoff, new Date(now.getTime() - 3 * HOUR)),
        // Two days ahead, as the director looks (lib/live/demo/director.ts): at some hours no
        // football kicks off for many hours (the European night), and a room then previews the
        // next match rather than none.
        lte(matches.kickoff, new Date(now.getTime() + 48 * HOUR)),
        inArray(matches.status, ['live', 'scheduled']),
      ),
    )
    .orderBy(asc(matches.kickoff), asc(matches.id))
    .limit(50);
  const live = rows.filter((r) => r.status === 'live');
  const next = rows.filter((r) => r.status === 'scheduled' && r.kickoff >= now);
  return [...live, ...next].map((r) => r.id);
}

export async function seedLive(now: Date = new Date()): Promise<{ rooms: number }> {
  const d = db();
  const rnd = mulberry32(20261101);
  if ((await d.select({ n: sql<number>`count(*)::int` }).from(liveCategories))[0].n === 0)
    await d.insert(liveCategories).values(LIVE_CATEGORIES);
  const cats = await d.select().from(liveCategories).orderBy(asc(liveCategories.sort));
  const passwordHash = await hash(DEMO_ANCHOR_PASSWORD);
  const pools = {
    football: await matchesFor('football', now),
    basketball: await matchesFor('basketball', now),
  };
  const used = { football: 0, basketball: 0 };
  const anchorIds: number[] = [];

  for (const [i, a] of DEMO_ANCHORS.entries()) {
    await d
      .insert(users)
      .values({
        mobile: a.mobile,
        passwordHash,
        nickname: a.nickname,
        isAnchor: 1,
        inviteCode: a.inviteCode,
        avatar: `/avatars/${(i % 8) + 1}.svg`,
        expTenths: 20_000 + i * 7_000,
      })
      .onConflictDoNothing();
    const [u] = await d.select({ id: users.id }).from(users).where(eq(users.mobile, a.mobile));
    anchorIds.push(u.id);
    const [existing] = await d.select({ id: rooms.id }).from(rooms).where(eq(rooms.anchorId, u.id));
    if (existing) continue;

    const pool = a.sport === 'other' ? [] : pools[a.sport];
    // Two rooms may commentate one match in different languages (the match page groups them).
    const matchId =
      a.sport === 'other' ? null : (pool[used[a.sport]++ % Math.max(pool.length, 1)] ?? null);
    const liveSince = new Date(now.getTime() - (5 + Math.floor(rnd() * 50)) * 60_000);
    const [room] = await d
      .insert(rooms)
      .values({
        anchorId: u.id,
        title: a.title,
        notice: a.notice,
        cover: a.cover,
        sport: a.sport,
        categoryId: a.category !== undefined ? cats[a.category].id : null,
        matchId,
        language: a.language,
        streamName: demoStreamName(a.inviteCode),
        state: a.live ? 'live' : 'offline',
        liveSince: a.live ? liveSince : null,
      })
      .returning({ id: rooms.id });

    // Past broadcasts, kept as recordings: the last few evenings, 1.5–2.5 h each.
    for (let k = 1; k <= 3; k++) {
      const startedAt = new Date(now.getTime() - k * 24 * HOUR - Math.floor(rnd() * 6) * HOUR);
      const minutes = 90 + Math.floor(rnd() * 60);
      await d.insert(broadcasts).values({
        roomId: room.id,
        title: a.title,
        sport: a.sport,
        language: a.language,
        startedAt,
        endedAt: new Date(startedAt.getTime() + minutes * 60_000),
        peakViewers: 300 + Math.floor(rnd() * 5000),
        recorded: true,
      });
    }
    if (a.live) {
      const [b] = await d
        .insert(broadcasts)
        .values({
          roomId: room.id,
          title: a.title,
          sport: a.sport,
          matchId,
          language: a.language,
          startedAt: liveSince,
        })
        .returning({ id: broadcasts.id });
      await d.update(rooms).set({ broadcastId: b.id }).where(eq(rooms.id, room.id));
    }
    // Announced broadcasts: the next two evenings at 20:00 in the anchor's audience's zone
    // (approximated by a fixed offset: UTC+8, UTC+0, UTC+7).
    const offsetH = a.language === 'zh' ? 8 : a.language === 'vi' ? 7 : 0;
    for (let k = 1; k <= 2; k++) {
      const day = new Date(now.getTime() + k * 24 * HOUR + offsetH * HOUR);
      const startsAt = new Date(
        Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 20 - offsetH),
      );
      await d.insert(liveSchedules).values({ roomId: room.id, title: a.title, startsAt });
    }
  }
  // The README's demo fan follows a few anchors.
  const [fan] = await d
    .select({ id: users.id })
    .from(users)
    .where(eq(users.mobile, '86-13800000001'));
  if (fan)
    for (const anchorId of anchorIds.slice(0, 3))
      await d.insert(anchorFollows).values({ userId: fan.id, anchorId }).onConflictDoNothing();
  return { rooms: DEMO_ANCHORS.length };
}
