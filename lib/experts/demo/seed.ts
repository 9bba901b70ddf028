import 'server-only';
import { hash } from '@node-rs/argon2';
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { expertApplications, experts, matches, odds, teams, users } from '@/lib/db/schema';
import { rand, type Rand } from '@/lib/rules/random';
import type { OddsMarket, Sport } from '@/lib/matches/types';
import { oddsFor } from '@/lib/matches/demo/odds';
import { gradePick, profitOf } from '../grading';
import { settlingScore, writePlan } from '../index';
import { PICKS, splitGameplay, type Gameplay, type PlanPick } from '../limits';

/**
 * The demo's experts (README "Demo accounts"): a handful of tipsters in three languages with a
 * season of graded plans behind them and open plans on the next two days' matches, so the
 * rankings, records and match pages have something true to show.
 *
 * Their history is written as if each plan had been published hours before its match: with the
 * real index's opening price, graded by the real result (./grading.ts), hashed like any plan. The
 * database's guard refuses plans on matches that have kicked off (migration 0013), so the seed
 * lifts it for its one transaction, and only there (`alter table … disable trigger`, a table
 * owner's statement the site never runs). Runs once: a database with experts is left alone.
 */

export const DEMO_EXPERT_PASSWORD = 'expert123456';

type DemoExpert = {
  mobile: string;
  nickname: string;
  lang: 'zh' | 'en' | 'vi';
  gameplays: Gameplay[];
  /** How often the pick is the side that came good (0.5: a coin). */
  skill: number;
  intro: string;
};

export const DEMO_EXPERTS: readonly DemoExpert[] = [
  {
    mobile: '86-13800000002',
    nickname: '解说老李',
    lang: 'zh',
    gameplays: ['football_eu', 'football_total'],
    skill: 0.58,
    intro: '十年足球解说，英超、西甲每轮必看，只推自己看得懂的比赛。',
  },
  {
    mobile: '86-13800000021',
    nickname: '老K看球',
    lang: 'zh',
    gameplays: ['football_asia', 'football_total'],
    skill: 0.64,
    intro: '亚盘研究八年，专注五大联赛让球盘，数据说话，不追热门。',
  },
  {
    mobile: '44-7700900021',
    nickname: 'Alex Numbers',
    lang: 'en',
    gameplays: ['football_eu', 'football_asia'],
    skill: 0.6,
    intro: 'Expected-goals models and line movement. Premier League and Bundesliga, value only.',
  },
  {
    mobile: '84-912345621',
    nickname: 'Tuấn Soi Kèo',
    lang: 'vi',
    gameplays: ['football_asia', 'football_eu'],
    skill: 0.55,
    intro: 'Phân tích kèo châu Á các giải hàng đầu châu Âu, ưu tiên phong độ và lực lượng.',
  },
  {
    mobile: '86-13800000022',
    nickname: '篮板王',
    lang: 'zh',
    gameplays: ['basketball_asia', 'basketball_total'],
    skill: 0.62,
    intro: '篮球让分与大小分，关注背靠背、伤病和节奏。',
  },
  {
    mobile: '44-7700900022',
    nickname: 'Hoops Oracle',
    lang: 'en',
    gameplays: ['basketball_moneyline', 'basketball_total'],
    skill: 0.57,
    intro: 'Pace, rest days and injuries: basketball totals and moneylines.',
  },
];

const DAY_MS = 86_400_000;
const HISTORY_DAYS = 80;
const PRICES = [0, 0, 8, 18, 28, 38] as const;

/** A short analysis in the expert's language, naming the teams. */
function analysis(
  r: Rand,
  lang: DemoExpert['lang'],
  market: OddsMarket,
  pick: PlanPick,
  home: string,
  away: string,
): string {
  const side = pick === 'home' ? home : pick === 'away' ? away : '';
  const zh: Record<string, string[]> = {
    side: [
      `${side}近期状态火热，攻守两端都更稳定，看好${side}。`,
      `${home}对${away}，盘口变化透露机构信心，倾向${side}。`,
      `${side}主力齐整，对手轮换可能性大，这场站${side}。`,
    ],
    draw: [
      `两队近期交锋多平局，节奏偏慢，平局值得一搏。`,
      `${home}与${away}实力接近，防守都稳，看平。`,
    ],
    over: [
      `${home}和${away}都是进攻型球队，防线有伤，看大。`,
      `两队近5场场均进球偏高，节奏快，倾向大球。`,
    ],
    under: [
      `${home}与${away}都重视防守，盘口偏高，看小。`,
      `关键战双方求稳，预计节奏偏慢，倾向小球。`,
    ],
  };
  const en: Record<string, string[]> = {
    side: [
      `${side} are in better form at both ends, and the line has moved their way. Backing ${side}.`,
      `${home} v ${away}: the numbers favour ${side} more than the price does.`,
      `${side} have a full squad while their opponents are likely to rotate. ${side} it is.`,
    ],
    draw: [`${home} and ${away} are closely matched and both sit deep. The draw is value.`],
    over: [
      `${home} and ${away} both attack well and concede plenty. Going over.`,
      `High tempo expected, and both defences are patched up. Over.`,
    ],
    under: [
      `${home} and ${away} both play it safe in games like this. Under the line.`,
      `A cagey match at a slow pace is most likely. Under.`,
    ],
  };
  const vi: Record<string, string[]> = {
    side: [
      `${side} đang có phong độ tốt hơn ở cả hai đầu sân, tỷ lệ cũng nghiêng về họ. Chọn ${side}.`,
      `${home} gặp ${away}: số liệu ủng hộ ${side} nhiều hơn mức kèo.`,
    ],
    draw: [`${home} và ${away} ngang tài ngang sức, cùng chơi chắc chắn. Chọn hòa.`],
    over: [`${home} và ${away} đều chơi tấn công, hàng thủ nhiều vấn đề. Chọn tài.`],
    under: [`${home} và ${away} đều thận trọng, trận đấu có thể chậm. Chọn xỉu.`],
  };
  const pool = { zh, en, vi }[lang];
  const kind = pick === 'home' || pick === 'away' ? 'side' : pick;
  return r.pick(pool[kind]);
}

/** The side of a market that came good, if one did (for the expert's skill). */
function goodPick(
  market: OddsMarket,
  line: number | null,
  s: { home: number; away: number },
): PlanPick | null {
  for (const p of PICKS[market]) if (gradePick(market, p, line, s) === 'won') return p;
  return null;
}

type Candidate = {
  id: number;
  sport: string;
  kickoff: Date;
  status: string;
  homeScore: number;
  awayScore: number;
  periodScores: [number, number][];
  competitionId: number;
  simSeed: number;
  home: TeamNames;
  away: TeamNames;
};
type TeamNames = { nameZh: string; nameEn: string; nameVi: string; rating: number };

async function candidates(
  sport: Sport,
  from: Date,
  to: Date,
  status: string,
): Promise<Candidate[]> {
  const rows = await db()
    .select({
      id: matches.id,
      sport: matches.sport,
      kickoff: matches.kickoff,
      status: matches.status,
      homeScore: matches.homeScore,
      awayScore: matches.awayScore,
      periodScores: matches.periodScores,
      homeTeamId: matches.homeTeamId,
      awayTeamId: matches.awayTeamId,
      competitionId: matches.competitionId,
      simSeed: matches.simSeed,
    })
    .from(matches)
    .where(
      and(
        eq(matches.sport, sport),
        eq(matches.status, status),
        gte(matches.kickoff, from),
        lt(matches.kickoff, to),
      ),
    )
    .orderBy(asc(matches.kickoff));
  const teamIds = [...new Set(rows.flatMap((r) => [r.homeTeamId, r.awayTeamId]))];
  const names = new Map(
    (teamIds.length
      ? await db()
          .select({
            id: teams.id,
            nameZh: teams.shortNameZh,
            nameEn: teams.shortNameEn,
            nameVi: teams.shortNameVi,
            rating: teams.rating,
          })
          .from(teams)
          .where(inArray(teams.id, teamIds))
      : []
    ).map((t) => [t.id, t]),
  );
  return rows.map((r) => ({
    ...r,
    home: names.get(r.homeTeamId)!,
    away: names.get(r.awayTeamId)!,
  }));
}

async function indexOf(matchIds: number[]) {
  const rows = matchIds.length
    ? await db()
        .select({
          matchId: odds.matchId,
          market: odds.market,
          opening: odds.opening,
          current: odds.current,
        })
        .from(odds)
        .where(and(inArray(odds.matchId, matchIds), eq(odds.companyId, 1)))
    : [];
  const out = new Map<
    string,
    { opening: Record<string, number>; current: Record<string, number> }
  >();
  for (const r of rows) out.set(`${r.matchId}:${r.market}`, r);
  return out;
}

/** Company 1's quote of a market at an instant, from the seed's odds model. */
function priceAt(m: Candidate, market: OddsMarket, at: Date): Record<string, number> | undefined {
  return oddsFor({
    sport: m.sport as Sport,
    competitionId: m.competitionId,
    homeRating: m.home.rating,
    awayRating: m.away.rating,
    kickoff: m.kickoff.getTime(),
    simSeed: m.simSeed,
    today: at.getTime(),
    companies: [1],
  }).find((o) => o.market === market)?.current;
}

const lineOf = (market: OddsMarket, quote: Record<string, number>) =>
  market === 'asia' || market === 'total' ? (quote.line ?? null) : null;

const nameIn = (lang: DemoExpert['lang'], t: Candidate['home']) =>
  lang === 'zh' ? t.nameZh : lang === 'vi' ? t.nameVi : t.nameEn;

export async function seedExperts(
  now: Date = new Date(),
): Promise<{ experts: number; plans: number }> {
  const d = db();
  if ((await d.select({ n: sql<number>`count(*)::int` }).from(experts))[0].n > 0)
    return { experts: 0, plans: 0 };
  const passwordHash = await hash(DEMO_EXPERT_PASSWORD);
  const ids: number[] = [];
  for (const [i, e] of DEMO_EXPERTS.entries()) {
    await d
      .insert(users)
      .values({
        mobile: e.mobile,
        passwordHash,
        nickname: e.nickname,
        inviteCode: `EXPERT${String(i + 1).padStart(2, '0')}`,
        avatar: `/avatars/${((i + 3) % 8) + 1}.svg`,
        expTenths: 30_000 + i * 5_000,
      })
      .onConflictDoNothing();
    const [u] = await d.select({ id: users.id }).from(users).where(eq(users.mobile, e.mobile));
    ids.push(u.id);
    const since = new Date(now.getTime() - (HISTORY_DAYS + 10 + i) * DAY_MS);
    await d.insert(expertApplications).values({
      userId: u.id,
      text: e.intro,
      gameplays: e.gameplays,
      status: 1,
      reviewedAt: since,
      createdAt: new Date(since.getTime() - DAY_MS),
    });
    await d
      .insert(experts)
      .values({ userId: u.id, gameplays: e.gameplays, intro: e.intro, createdAt: since });
  }

  const pools: Record<Sport, { past: Candidate[]; next: Candidate[] }> = {
    football: {
      past: await candidates(
        'football',
        new Date(now.getTime() - HISTORY_DAYS * DAY_MS),
        new Date(now.getTime() - 3 * 3600_000),
        'finished',
      ),
      next: await candidates(
        'football',
        new Date(now.getTime() + 20 * 60_000),
        new Date(now.getTime() + 2 * DAY_MS),
        'scheduled',
      ),
    },
    basketball: {
      past: await candidates(
        'basketball',
        new Date(now.getTime() - HISTORY_DAYS * DAY_MS),
        new Date(now.getTime() - 3 * 3600_000),
        'finished',
      ),
      next: await candidates(
        'basketball',
        new Date(now.getTime() + 20 * 60_000),
        new Date(now.getTime() + 2 * DAY_MS),
        'scheduled',
      ),
    },
  };
  const index = await indexOf(
    Object.values(pools).flatMap((p) => [...p.past, ...p.next].map((m) => m.id)),
  );

  let plans = 0;
  await d.transaction(async (tx) => {
    /** One plan of expert `i` at a quote of the index; graded from the result when `graded`. */
    const seedPlan = async (
      r: Rand,
      i: number,
      m: Candidate,
      market: OddsMarket,
      quote: Record<string, number>,
      pick: PlanPick,
      publishedAt: Date,
      graded: boolean,
    ) => {
      const odds = quote[pick];
      if (typeof odds !== 'number') return;
      const line = lineOf(market, quote);
      const e = DEMO_EXPERTS[i];
      const result = graded ? gradePick(market, pick, line, settlingScore(m)) : null;
      await writePlan(tx, {
        expertId: ids[i],
        match: m,
        market,
        pick,
        line,
        odds,
        analysis: analysis(r, e.lang, market, pick, nameIn(e.lang, m.home), nameIn(e.lang, m.away)),
        price: r.pick(PRICES),
        publishedAt,
        graded: result
          ? {
              result,
              profit: profitOf(result, market, odds),
              at: new Date(m.kickoff.getTime() + (m.sport === 'football' ? 2 : 2.5) * 3600_000),
            }
          : undefined,
      });
      plans += 1;
    };

    await tx.execute(sql`alter table expert_plans disable trigger expert_plans_guard`);
    for (const [i, e] of DEMO_EXPERTS.entries()) {
      const r = rand(`expert:${e.mobile}`);
      const past = pools[splitGameplay(e.gameplays[0]).sport].past;
      // About one plan every other day, on matches of the expert's sport.
      const picked = past.filter(() =>
        r.chance(Math.min(0.9, HISTORY_DAYS / 2 / Math.max(1, past.length))),
      );
      for (const m of picked) {
        const { market } = splitGameplay(r.pick(e.gameplays));
        const publishedAt = new Date(
          m.kickoff.getTime() - r.int(2, 30) * 3600_000 - r.int(0, 3599_000),
        );
        // The index as it stood at publication: the seed keeps index rows only around today, so
        // older matches get their prices from the same model (lib/matches/demo/odds.ts).
        const quote = index.get(`${m.id}:${market}`)?.opening ?? priceAt(m, market, publishedAt);
        if (!quote) continue;
        // The expert's skill: how often the pick is the side that came good.
        const good = goodPick(market, lineOf(market, quote), settlingScore(m));
        const pick = good && r.chance(e.skill) ? good : r.pick(PICKS[market]);
        await seedPlan(r, i, m, market, quote, pick, publishedAt, true);
      }
    }
    await tx.execute(sql`alter table expert_plans enable trigger expert_plans_guard`);

    // Open plans on the next two days' matches, published an hour or so ago.
    for (const [i, e] of DEMO_EXPERTS.entries()) {
      const r = rand(`expert-open:${e.mobile}`);
      for (const m of r.shuffle(pools[splitGameplay(e.gameplays[0]).sport].next).slice(0, 4)) {
        const { market } = splitGameplay(r.pick(e.gameplays));
        const quote = index.get(`${m.id}:${market}`)?.current;
        if (!quote) continue;
        const publishedAt = new Date(now.getTime() - r.int(10, 180) * 60_000);
        await seedPlan(r, i, m, market, quote, r.pick(PICKS[market]), publishedAt, false);
      }
    }
  });
  return { experts: DEMO_EXPERTS.length, plans };
}
