import 'server-only';
import { clearMemos } from '@/lib/cache/memo';
import { hash } from '@node-rs/argon2';
import { and, eq, sql } from 'drizzle-orm';
import { db } from './client';
import { avatars, countries, hotSearches, settings, users } from './schema';
import { seedMatches } from '@/lib/matches/demo/seed';
import { seedLive } from '@/lib/live/demo/seed';
import { seedNews } from '@/lib/content/demo/seed';
import { seedVideos } from '@/lib/video/demo/seed';
import { seedCommunity } from '@/lib/community/demo/seed';
import { seedWallet } from '@/lib/wallet/demo/seed';
import { seedExperts } from '@/lib/experts/demo/seed';
import { notify } from '@/lib/messages';

/** Dialling codes offered by the country picker; 86 first (the default). */
export const COUNTRY_CODES = [
  { code: '86', nameZh: '中国大陆', nameEn: 'China', nameVi: 'Trung Quốc', sort: 1 },
  { code: '852', nameZh: '中国香港', nameEn: 'Hong Kong', nameVi: 'Hồng Kông', sort: 2 },
  { code: '853', nameZh: '中国澳门', nameEn: 'Macau', nameVi: 'Ma Cao', sort: 3 },
  { code: '886', nameZh: '中国台湾', nameEn: 'Taiwan', nameVi: 'Đài Loan', sort: 4 },
  { code: '84', nameZh: '越南', nameEn: 'Vietnam', nameVi: 'Việt Nam', sort: 5 },
  { code: '1', nameZh: '美国/加拿大', nameEn: 'USA / Canada', nameVi: 'Mỹ / Canada', sort: 6 },
  { code: '44', nameZh: '英国', nameEn: 'United Kingdom', nameVi: 'Anh', sort: 7 },
  { code: '65', nameZh: '新加坡', nameEn: 'Singapore', nameVi: 'Singapore', sort: 8 },
  { code: '60', nameZh: '马来西亚', nameEn: 'Malaysia', nameVi: 'Malaysia', sort: 9 },
  { code: '66', nameZh: '泰国', nameEn: 'Thailand', nameVi: 'Thái Lan', sort: 10 },
  { code: '81', nameZh: '日本', nameEn: 'Japan', nameVi: 'Nhật Bản', sort: 11 },
  { code: '82', nameZh: '韩国', nameEn: 'South Korea', nameVi: 'Hàn Quốc', sort: 12 },
];

/** The demo accounts listed in the README. */
export const DEMO_USERS = [
  {
    mobile: '86-13800000001',
    password: 'demo123456',
    nickname: '球迷小王',
    isAnchor: 0,
    isAdmin: false,
    balanceTenths: 10_000,
    expTenths: 1_250,
    inviteCode: 'FAN001',
  },
  {
    mobile: '86-13800000002',
    password: 'anchor123456',
    nickname: '解说老李',
    isAnchor: 1,
    isAdmin: false,
    balanceTenths: 52_000,
    expTenths: 86_000,
    inviteCode: 'ANCHOR01',
  },
  {
    mobile: '86-13800000003',
    password: 'admin123456',
    nickname: 'Admin',
    isAnchor: 0,
    isAdmin: true,
    balanceTenths: 0,
    expTenths: 0,
    inviteCode: 'ADMIN001',
  },
  // The console's narrower roles (docs/product.md §6 "Operators").
  {
    mobile: '86-13800000004',
    password: 'moderator123456',
    nickname: '版主小周',
    isAnchor: 0,
    isAdmin: false,
    staffRoles: ['moderator'],
    balanceTenths: 0,
    expTenths: 0,
    inviteCode: 'MODER001',
  },
  {
    mobile: '86-13800000005',
    password: 'editor123456',
    nickname: '编辑小陈',
    isAnchor: 0,
    isAdmin: false,
    staffRoles: ['editor'],
    balanceTenths: 0,
    expTenths: 0,
    inviteCode: 'EDITOR01',
  },
  {
    mobile: '84-912345678',
    password: 'demo123456',
    nickname: 'Minh Fan',
    isAnchor: 0,
    isAdmin: false,
    balanceTenths: 3_000,
    expTenths: 400,
    inviteCode: 'VNFAN01',
  },
];

export const SYSTEM_SETTINGS: Record<string, unknown> = {
  /** Relative: the browser resolves it against the page's origin (ws:// or wss://). */
  websocket_url: '/ws',
  homepage_qrcode: {
    download: '/pages/download',
    official_account: '/downLoad?from=official_account',
    WeChat_official_account: '/downLoad?from=wechat',
  },
  feedback_qq: '800088123',
  customer_service_email: 'service@ballstream.example',
  app_redirect_url: '/downLoad',
  app_version: '2.6.0',
  // The floating activity button (lib/activity; off on a database without this row).
  activity_float_win: { show: true, image: '', label: { zh: '活动', en: 'Events', vi: 'Sự kiện' } },
  // The demo's invite activity (lib/referral): 50 coins to the inviter, 20 to the friend, at
  // most 10 rewarded friends per inviter and day.
  invite_activity: {
    id: 'demo-invite',
    open: true,
    inviter_tenths: 500,
    friend_tenths: 200,
    daily_cap: 10,
  },
};

const HOT = [
  ['英超', 'Premier League', 'Ngoại hạng Anh'],
  ['曼城', 'Manchester City', 'Man City'],
  ['皇家马德里', 'Real Madrid', 'Real Madrid'],
  ['NBA', 'NBA', 'NBA'],
  ['湖人', 'Lakers', 'Lakers'],
  ['欧冠', 'Champions League', 'Cúp C1'],
  ['拜仁慕尼黑', 'Bayern Munich', 'Bayern Munich'],
  ['中超', 'Chinese Super League', 'VĐQG Trung Quốc'],
  ['CBA', 'CBA', 'CBA'],
  ['利物浦', 'Liverpool', 'Liverpool'],
  ['巴塞罗那', 'Barcelona', 'Barcelona'],
  ['阿森纳', 'Arsenal', 'Arsenal'],
];

/** Demo popularity, falling with the list position. */
const hotOf = (i: number) => 98_000 - i * 6_500;

/** Idempotent: running it twice leaves the same rows (upserts on natural keys). */
export async function seed(
  opts: { matches?: boolean; content?: boolean } = {},
): Promise<Record<string, number>> {
  const d = db();
  for (const c of COUNTRY_CODES) {
    await d.insert(countries).values(c).onConflictDoUpdate({ target: countries.code, set: c });
  }
  for (const [key, value] of Object.entries(SYSTEM_SETTINGS)) {
    await d.insert(settings).values({ key, value }).onConflictDoNothing();
  }
  for (let i = 1; i <= 8; i++) {
    await d
      .insert(avatars)
      .values({ url: `/avatars/${i}.svg`, sort: i })
      .onConflictDoNothing();
  }
  const hotCount = await d.select({ n: sql<number>`count(*)::int` }).from(hotSearches);
  if (hotCount[0].n === 0) {
    await d.insert(hotSearches).values(
      HOT.map(([nameZh, nameEn, nameVi], i) => ({
        nameZh,
        nameEn,
        nameVi,
        sort: i,
        hot: hotOf(i),
      })),
    );
  } else {
    // Databases seeded before the `hot` column existed get the demo popularity once.
    for (let i = 0; i < HOT.length; i++) {
      await d
        .update(hotSearches)
        .set({ hot: hotOf(i) })
        .where(and(eq(hotSearches.sort, i), eq(hotSearches.hot, 0)));
    }
  }
  for (const u of DEMO_USERS) {
    const { password, balanceTenths: _opening, ...rest } = u;
    await d
      .insert(users)
      .values({ ...rest, passwordHash: await hash(password), avatar: '/avatars/1.svg' })
      .onConflictDoNothing();
    // Their message centre starts like a new account's (lib/account/register.ts).
    const [row] = await d.select({ id: users.id }).from(users).where(eq(users.mobile, u.mobile));
    await notify(d, {
      userId: row.id,
      kind: 'system',
      key: 'system:welcome',
      data: { notice: 'welcome' },
    });
  }
  // Competitions, teams, fixtures and results (a few seconds on a fresh PGlite).
  if (opts.matches !== false) await seedMatches();
  // Anchors and rooms, on the matches live now when there are any.
  await seedLive();
  // Charge rules, gifts, noble tiers; the demo accounts' coins arrive through the ledger.
  await seedWallet(DEMO_USERS);
  // News, videos and community posts by the demo anchors and fans (tests opt in: it takes time).
  if (opts.content !== false) {
    await seedNews();
    await seedVideos();
    await seedCommunity();
    // Tipsters with a graded history and open plans on the next two days' matches.
    await seedExperts();
  }
  // Reads memoised while the seed ran (competitions, teams, settings) describe the data before it.
  clearMemos();
  return { countries: COUNTRY_CODES.length, users: DEMO_USERS.length, avatars: 8, hot: HOT.length };
}
