/**
 * The site search (issue 10 §3: "ranked, and fast on the embedded database and on PostgreSQL;
 * measure it in the bench with a few thousand items"). In a child process, on a fresh database of
 * its own, the demo seed (matches, anchors, rooms) plus a few thousand items of realistic mixed
 * Chinese, English and Vietnamese text: 3,000 articles in three languages each, 2,000 videos,
 * 5,000 posts and 300 anchors with rooms, stored as the writers store them (search_* columns
 * folded, lib/text/fold.ts). Then `Search/index` is called in-process through the API
 * (`app.request`, the BFF's own path minus the page render), one call at a time, for a set of
 * keywords in the three languages, Vietnamese with and without its diacritics, a keyword found
 * nowhere and a one-letter keyword that matches almost everything (the worst case). Each call
 * comes from another client address, so each also writes its hot-search count (the common case).
 *
 * Targets: a PGlite in a temporary directory, and a database created for the run on the
 * PostgreSQL server of BENCH_DATABASE_URL (else TEST_DATABASE_URL, else
 * postgres://postgres@127.0.0.1:5432/test), dropped at the end; skipped when unreachable.
 *
 * Standalone (no site build needed):
 *   node --import ./scripts/hooks/register.mjs --import tsx bench/search.ts [--iterations=N] [--target=pglite|postgres]
 */
import { fork } from 'node:child_process';
import { benchDbUrl, onDbTargets } from './db-targets';
import type { Context, Result, Scenario } from './scenario';

/** Items seeded per target. */
export const SEARCH_ITEMS = { articles: 3_000, videos: 2_000, posts: 5_000, anchors: 300 };
/** Measured Search/index calls per keyword and target (after WARM unmeasured ones). */
const ITERATIONS = 25;
const WARM = 3;

/** Keywords: Chinese, English, Vietnamese with and without diacritics, none, and a worst case. */
export const SEARCH_KEYWORDS = [
  '曼城',
  '绝杀',
  '转会',
  'arsenal',
  'penalty',
  'champions league',
  'bóng đá',
  'bong da',
  'chuyển nhượng',
  'chuyen nhuong',
  'hà nội',
  'ha noi',
  'zzqxw',
  'a',
];

type Percentiles = { samples: number; p50: number; p95: number; p99: number; max: number };

export type TargetResult = {
  target: 'pglite' | 'postgres';
  skipped?: string;
  seedMs?: number;
  overall?: Percentiles;
  keywords?: { keyword: string; hits: number; p50: number; p95: number; p99: number }[];
};

const round = (n: number, d = 2) => Number(n.toFixed(d));

function percentiles(values: number[]): Percentiles {
  const s = [...values].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))];
  return {
    samples: s.length,
    p50: round(at(0.5)),
    p95: round(at(0.95)),
    p99: round(at(0.99)),
    max: round(s[s.length - 1]),
  };
}

// --- the scenario (runs in the bench process) -------------------------------------------------

/** Runs this file as a child (its own database handle and environment) and reads its figures. */
function runChild(args: string[], log: (line: string) => void): Promise<TargetResult[]> {
  return new Promise((resolve, reject) => {
    const child = fork(import.meta.filename, args, {
      execArgv: ['--import', './scripts/hooks/register.mjs', '--import', 'tsx'],
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
      cwd: process.cwd(),
    });
    let result: TargetResult[] | null = null;
    child.on('message', (m: { type: string; results?: TargetResult[]; line?: string }) => {
      if (m.type === 'log' && m.line) log(m.line);
      if (m.type === 'results' && m.results) result = m.results;
    });
    child.stdout?.resume();
    child.on('error', reject);
    child.on('exit', (code) =>
      result ? resolve(result) : reject(new Error(`the search bench exited with code ${code}`)),
    );
  });
}

/** The lines this scenario prints under the bench's table. */
export function searchLines(results: TargetResult[]): string[] {
  const out: string[] = [];
  for (const r of results) {
    if (r.skipped || !r.overall || !r.keywords) {
      out.push(`${r.target}: skipped (${r.skipped ?? 'no figures'})`);
      continue;
    }
    const o = r.overall;
    out.push(
      `${r.target}: Search/index p50 ${o.p50} ms, p95 ${o.p95} ms, p99 ${o.p99} ms, max ${o.max} ms over ${o.samples} calls (seeded in ${((r.seedMs ?? 0) / 1000).toFixed(1)} s)`,
    );
    for (const k of r.keywords)
      out.push(
        `  ${JSON.stringify(k.keyword).padEnd(20)} hits ${String(k.hits).padStart(6)}  p50 ${k.p50.toFixed(2).padStart(8)}  p95 ${k.p95.toFixed(2).padStart(8)}  p99 ${k.p99.toFixed(2).padStart(8)} ms`,
      );
  }
  return out;
}

export function searchScenario(): Scenario {
  const id = 'search';
  const title = 'Search/index in-process (PGlite, PostgreSQL)';
  return {
    id,
    title,
    run: async (ctx: Context): Promise<Result> => {
      const results = await runChild([`--db=${ctx.chat.databaseUrl}`], ctx.log);
      for (const line of searchLines(results)) ctx.log(`search: ${line}`);
      return { id, title, extra: { kind: 'search', items: SEARCH_ITEMS, targets: results } };
    },
  };
}

// --- the child: seed and measure ---------------------------------------------------------------

/** A small seeded generator, so every run searches the same text. */
function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  return { next, pick, int };
}

const TEAMS = {
  zh: [
    '曼城',
    '阿森纳',
    '利物浦',
    '切尔西',
    '皇家马德里',
    '巴塞罗那',
    '拜仁',
    '北京国安',
    '上海申花',
    '山东泰山',
    '湖人',
    '勇士',
  ],
  en: [
    'Man City',
    'Arsenal',
    'Liverpool',
    'Chelsea',
    'Real Madrid',
    'Barcelona',
    'Bayern',
    'Beijing Guoan',
    'Shanghai Shenhua',
    'Shandong Taishan',
    'Lakers',
    'Warriors',
  ],
  vi: [
    'Man City',
    'Arsenal',
    'Liverpool',
    'Chelsea',
    'Real Madrid',
    'Barcelona',
    'Bayern',
    'Hà Nội FC',
    'Công An Hà Nội',
    'Thể Công',
    'Hoàng Anh Gia Lai',
    'Nam Định',
  ],
};
const PHRASES = {
  zh: [
    '比赛前瞻',
    '赛后战报',
    '转会传闻',
    '伤病名单',
    '主帅发布会',
    '点球大战',
    '补时绝杀',
    '积分榜形势',
    '防守反击',
    '首发阵容',
    '球迷热议',
    '欧冠淘汰赛',
    '联赛争冠',
    '年轻球员',
    '数据分析',
    '战术解读',
    '门将扑救',
    '任意球破门',
  ],
  en: [
    'match preview',
    'post-match report',
    'transfer rumours',
    'injury news',
    'press conference',
    'penalty shootout',
    'late winner',
    'title race',
    'counter attack',
    'starting lineup',
    'fans react',
    'Champions League knockout',
    'league table',
    'young players',
    'tactical analysis',
    'goalkeeper saves',
    'free kick goal',
    'transfer window',
  ],
  vi: [
    'nhận định trận đấu',
    'tường thuật sau trận',
    'tin chuyển nhượng',
    'danh sách chấn thương',
    'họp báo huấn luyện viên',
    'loạt sút luân lưu',
    'bàn thắng phút bù giờ',
    'cuộc đua vô địch',
    'phản công',
    'đội hình xuất phát',
    'người hâm mộ bóng đá',
    'vòng loại trực tiếp',
    'bảng xếp hạng',
    'cầu thủ trẻ',
    'phân tích chiến thuật',
    'thủ môn cứu thua',
    'sút phạt thành bàn',
    'thị trường chuyển nhượng',
  ],
};
const FILLER = {
  zh: [
    '本场比赛',
    '上半场',
    '下半场',
    '双方',
    '主队',
    '客队',
    '全场',
    '球队',
    '教练组',
    '本赛季',
    '最后时刻',
    '关键一战',
  ],
  en: [
    'the team',
    'in the first half',
    'after the break',
    'both sides',
    'the home side',
    'the visitors',
    'this season',
    'in the final minutes',
    'the coach said',
    'a crucial game',
  ],
  vi: [
    'đội chủ nhà',
    'hiệp một',
    'sau giờ nghỉ',
    'hai đội',
    'đội khách',
    'mùa giải này',
    'những phút cuối',
    'huấn luyện viên cho biết',
    'trận đấu quan trọng',
    'bóng đá Việt Nam',
  ],
};
type Lang = 'zh' | 'en' | 'vi';
const LANGS: Lang[] = ['zh', 'en', 'vi'];

function sentence(r: ReturnType<typeof rng>, lang: Lang): string {
  const a = r.pick(TEAMS[lang]);
  const b = r.pick(TEAMS[lang]);
  const p = r.pick(PHRASES[lang]);
  const f = r.pick(FILLER[lang]);
  if (lang === 'zh') return `${f}${a}对阵${b}，${p}。`;
  return `${f[0].toUpperCase()}${f.slice(1)}, ${a} vs ${b}: ${p}.`;
}

function title(r: ReturnType<typeof rng>, lang: Lang): string {
  const a = r.pick(TEAMS[lang]);
  const p = r.pick(PHRASES[lang]);
  return lang === 'zh'
    ? `${a}${p}：${r.pick(TEAMS.zh)}${r.pick(PHRASES.zh)}`
    : `${a} ${p}: ${r.pick(TEAMS[lang])} ${r.pick(PHRASES[lang])}`;
}

function text(r: ReturnType<typeof rng>, lang: Lang, sentences: number): string {
  return Array.from({ length: sentences }, () => sentence(r, lang)).join(lang === 'zh' ? '' : ' ');
}

/** Rows in chunks: one statement per few hundred rows (PostgreSQL caps parameters at 65,535). */
async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, size = 400) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

async function seedItems(): Promise<void> {
  const { db } = await import('../lib/db/client');
  const s = await import('../lib/db/schema');
  const { fold } = await import('../lib/text/fold');
  const r = rng(20260110);
  const d = db();
  const now = Date.now();
  const past = () => new Date(now - r.int(0, 365 * 24) * 3_600_000);

  const users = Array.from({ length: 200 + SEARCH_ITEMS.anchors }, (_, i) => {
    const anchor = i >= 200;
    const lang = LANGS[i % 3];
    const nick =
      lang === 'zh'
        ? `${r.pick(['解说', '球评', '老', '小'])}${r.pick(TEAMS.zh)}${i}`
        : lang === 'en'
          ? `${r.pick(['Coach', 'Pundit', 'Fan'])} ${r.pick(TEAMS.en)} ${i}`
          : `${r.pick(['Bình luận', 'Thầy', 'Fan'])} ${r.pick(TEAMS.vi)} ${i}`;
    return {
      mobile: `86-170${String(i).padStart(8, '0')}`,
      passwordHash: 'x',
      nickname: nick,
      isAnchor: anchor ? 1 : 0,
      inviteCode: `SB${String(i).padStart(6, '0')}`,
    };
  });
  const userIds: number[] = [];
  await insertChunks(users, async (chunk) => {
    const rows = await d.insert(s.users).values(chunk).returning({ id: s.users.id });
    userIds.push(...rows.map((x) => x.id));
  });
  const authors = userIds.slice(0, 200);
  const anchors = userIds.slice(200);
  await insertChunks(anchors, (chunk) =>
    d.insert(s.rooms).values(
      chunk.map((anchorId, i) => {
        const lang = LANGS[i % 3];
        const live = r.next() < 0.3;
        return {
          anchorId,
          title: title(r, lang).slice(0, 40),
          sport: 'football',
          language: lang,
          streamName: `sb_${anchorId}`,
          state: live ? 'live' : 'offline',
          liveSince: live ? new Date(now - 600_000) : null,
        };
      }),
    ),
  );

  const [cat] = await d
    .insert(s.newsCategories)
    .values({ slug: 'bench', nameZh: '综合', nameEn: 'General', nameVi: 'Tổng hợp' })
    .returning({ id: s.newsCategories.id });
  const articleIds: number[] = [];
  await insertChunks(
    Array.from({ length: SEARCH_ITEMS.articles }, (_, i) => ({
      categoryId: cat.id,
      originLocale: LANGS[i % 3],
      cover: '/covers/n.jpg',
      views: r.int(0, 20_000),
      publishedAt: past(),
    })),
    async (chunk) => {
      const rows = await d.insert(s.articles).values(chunk).returning({ id: s.articles.id });
      articleIds.push(...rows.map((x) => x.id));
    },
  );
  const translations = articleIds.flatMap((articleId) =>
    LANGS.map((locale) => {
      const t = title(r, locale);
      const body = text(r, locale, r.int(8, 20));
      return {
        articleId,
        locale,
        title: t,
        summary: body.slice(0, 80),
        bodyHtml: `<p>${body}</p>`,
        searchTitle: fold(t),
        // fold(htmlToText(`<p>${body}</p>`)) is fold(body) for this plain text.
        searchBody: fold(body),
      };
    }),
  );
  await insertChunks(translations, (chunk) => d.insert(s.articleTranslations).values(chunk), 300);

  const [vcat] = await d
    .insert(s.videoCategories)
    .values({ nameZh: '集锦', nameEn: 'Highlights', nameVi: 'Video nổi bật' })
    .returning({ id: s.videoCategories.id });
  await insertChunks(
    Array.from({ length: SEARCH_ITEMS.videos }, (_, i) => {
      const lang = LANGS[i % 3];
      const titles: Partial<Record<Lang, string>> = { [lang]: title(r, lang) };
      if (r.next() < 0.4) titles[LANGS[(i + 1) % 3]] = title(r, LANGS[(i + 1) % 3]);
      const description = text(r, lang, r.int(2, 6));
      return {
        categoryId: vcat.id,
        authorId: r.pick(authors),
        lang,
        titleZh: titles.zh ?? null,
        titleEn: titles.en ?? null,
        titleVi: titles.vi ?? null,
        descriptionZh: lang === 'zh' ? description : null,
        descriptionEn: lang === 'en' ? description : null,
        descriptionVi: lang === 'vi' ? description : null,
        cover: '/covers/v.jpg',
        src: '/media/v.m3u8',
        durationS: r.int(30, 900),
        views: r.int(0, 50_000),
        likes: r.int(0, 2_000),
        createdAt: past(),
        searchTitle: fold(Object.values(titles).join(' ')),
        searchBody: fold(description),
      };
    }),
    (chunk) => d.insert(s.videos).values(chunk),
  );

  const [circle] = await d
    .insert(s.circles)
    .values({ slug: 'bench', nameZh: '足球圈', nameEn: 'Football', nameVi: 'Bóng đá' })
    .returning({ id: s.circles.id });
  await insertChunks(
    Array.from({ length: SEARCH_ITEMS.posts }, (_, i) => {
      const lang = LANGS[i % 3];
      const content = text(r, lang, r.int(1, 4));
      return {
        circleId: circle.id,
        userId: r.pick(authors),
        lang,
        content,
        images: r.next() < 0.5 ? ['/uploads/p.jpg'] : [],
        likes: r.int(0, 500),
        comments: r.int(0, 100),
        views: r.int(0, 5_000),
        createdAt: past(),
        searchBody: fold(content),
      };
    }),
    (chunk) => d.insert(s.posts).values(chunk),
  );
}

/** Seeds the current database and measures Search/index on it. */
async function measureTarget(
  target: TargetResult['target'],
  iterations: number,
  log: (line: string) => void,
): Promise<TargetResult> {
  const { migrate } = await import('../lib/db/client');
  const { seed } = await import('../lib/db/seed');
  const { createApp } = await import('../lib/api/app');
  const { clearMemos } = await import('../lib/cache/memo');
  const t0 = performance.now();
  await migrate();
  await seed({ matches: true, content: false });
  await seedItems();
  clearMemos();
  const seedMs = Math.round(performance.now() - t0);
  log(`${target}: seeded in ${(seedMs / 1000).toFixed(1)} s`);
  const app = createApp();
  let n = 0;
  const call = async (keyword: string) => {
    n++;
    const t = performance.now();
    const res = await app.request(`/api/Search/index?name=${encodeURIComponent(keyword)}`, {
      headers: { 'x-client-ip': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
    });
    const body = (await res.json()) as {
      code: number;
      msg: string;
      data: Record<string, { total?: number } | unknown[]>;
    };
    const ms = performance.now() - t;
    if (body.code !== 0) throw new Error(`Search/index ${keyword}: code ${body.code} ${body.msg}`);
    const hits = Object.values(body.data).reduce<number>(
      (sum, v) =>
        sum + (Array.isArray(v) ? v.length : typeof v === 'object' && v ? (v.total ?? 0) : 0),
      0,
    );
    return { ms, hits };
  };
  const all: number[] = [];
  const keywords: NonNullable<TargetResult['keywords']> = [];
  for (const keyword of SEARCH_KEYWORDS) {
    let hits = 0;
    for (let i = 0; i < WARM; i++) hits = (await call(keyword)).hits;
    const times: number[] = [];
    for (let i = 0; i < iterations; i++) times.push((await call(keyword)).ms);
    all.push(...times);
    const p = percentiles(times);
    keywords.push({ keyword, hits, p50: p.p50, p95: p.p95, p99: p.p99 });
    log(`${target}: ${JSON.stringify(keyword)} ${hits} hits, p50 ${p.p50} ms, p95 ${p.p95} ms`);
  }
  return { target, seedMs, overall: percentiles(all), keywords };
}

async function childMain(argv: string[]): Promise<TargetResult[]> {
  const flag = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.split('=', 2)[1];
  const iterations = Number(flag('iterations') ?? ITERATIONS);
  const only = flag('target');
  const dbUrl = benchDbUrl(flag('db'));
  const log = (line: string) =>
    process.send ? process.send({ type: 'log', line }) : console.log(`[search] ${line}`);
  Object.assign(process.env, { NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  return onDbTargets({
    label: 'search',
    only,
    dbUrl,
    measure: (target) => measureTarget(target, iterations, log),
    skipped: (target, skipped): TargetResult => ({ target, skipped }),
  });
}

if (import.meta.filename === process.argv[1] || import.meta.url === `file://${process.argv[1]}`) {
  childMain(process.argv.slice(2))
    .then(async (results) => {
      const { closeRateLimits } = await import('../lib/rate-limit');
      await closeRateLimits();
      if (process.send) process.send({ type: 'results', results }, () => process.exit(0));
      else {
        for (const line of searchLines(results)) console.log(line);
        process.exit(0);
      }
    })
    .catch((err: unknown) => {
      console.error(err);
      process.exit(1);
    });
}
