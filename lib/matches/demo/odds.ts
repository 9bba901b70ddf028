/**
 * Pre-match index data (odds) for the seed: opening prices from the team ratings and a few moves
 * before kick-off. Asian handicap and totals in Hong Kong odds, 1X2 / moneyline in decimal odds
 * (see OddsMarket in ./types). Deterministic per match, company and day. Pure.
 */
import { rand, type Rand } from '@/lib/rules/random';
import { basketballExpected, footballExpected } from './results';
import { DAY_MS, HOUR_MS } from '../time';
import { basketballRules } from '../timing';
import type { OddsMarket, Sport } from '../types';

export type OddsPoint = { values: Record<string, number>; at: number; minute: string };
export type OddsSeed = {
  companyId: number;
  market: OddsMarket;
  opening: Record<string, number>;
  current: Record<string, number>;
  history: OddsPoint[];
};

const MARGIN = { twoWay: 0.05, threeWay: 0.06 } as const;

/**
 * The bookmakers (index companies) over one market model per match: each adds its own margin of
 * a few percent to the market's fair prices (three-way markets a point more) and leans a hair
 * towards one side, so their quotes differ by small amounts and move together. Company 1's
 * prices are the simulator's during a match.
 */
export const BOOKMAKERS: Readonly<Record<number, { margin: number; lean: number }>> = {
  1: { margin: 0.05, lean: 0 },
  2: { margin: 0.04, lean: 0.012 },
  3: { margin: 0.055, lean: -0.008 },
};

const bookOf = (companyId: number) => BOOKMAKERS[companyId] ?? BOOKMAKERS[1];

/** Markets quoted in Hong Kong odds (the rest in decimal odds). */
const HONG_KONG: readonly string[] = ['asia', 'total'];

/**
 * Another bookmaker's quote of a market from company 1's (live prices come from the simulator as
 * company 1's): the fair probabilities implied by those prices, leant and marked up by the
 * company's own margin. The line stays.
 */
export function rebook(
  market: string,
  values: Readonly<Record<string, number>>,
  companyId: number,
): Record<string, number> {
  if (companyId === 1) return { ...values };
  const book = bookOf(companyId);
  const hk = HONG_KONG.includes(market);
  const sides = Object.keys(values).filter((k) => k !== 'line');
  const implied = sides.map((k) => 1 / (hk ? values[k] + 1 : values[k]));
  const sum = implied.reduce((a, b) => a + b, 0);
  // Lean: a little more probability on the first side (home / over), taken from the others.
  const fair = implied.map(
    (q, i) => (q / sum) * (i === 0 ? 1 + book.lean : 1 - book.lean / Math.max(1, sides.length - 1)),
  );
  const fairSum = fair.reduce((a, b) => a + b, 0);
  const extra = market === 'eu' ? MARGIN.threeWay - MARGIN.twoWay : 0;
  const out: Record<string, number> = {};
  if ('line' in values) out.line = values.line;
  sides.forEach((k, i) => {
    const d = 1 / ((fair[i] / fairSum) * (1 + book.margin + extra));
    out[k] = hk ? r2(clamp(d - 1, 0.4, 1.6)) : r2(clamp(d, 1.01, 101));
  });
  return out;
}
const r2 = (v: number) => Math.round(v * 100) / 100;
const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** Hong Kong price (net win per unit staked) of an outcome with probability p. */
const hk = (p: number, margin: number) =>
  r2(clamp(1 / clamp(p, 0.02, 0.98) / (1 + margin) - 1, 0.4, 1.6));
const decimal = (p: number, margin: number) =>
  r2(clamp(1 / clamp(p, 0.005, 0.99) / (1 + margin), 1.01, 101));

function poisson(mean: number, max = 10): number[] {
  const out: number[] = [];
  let p = Math.exp(-mean);
  for (let k = 0; k <= max; k++) {
    out.push(p);
    p = (p * mean) / (k + 1);
  }
  return out;
}

/** P(value + line > 0) with a push counted half, quarter lines split over the two half lines. */
function cover(dist: Map<number, number>, line: number): number {
  const halves = Math.round(line * 4) % 2 !== 0 ? [line - 0.25, line + 0.25] : [line];
  let p = 0;
  for (const l of halves) {
    let win = 0;
    let push = 0;
    for (const [v, q] of dist) {
      if (v + l > 1e-9) win += q;
      else if (Math.abs(v + l) <= 1e-9) push += q;
    }
    p += (win + push / 2) / halves.length;
  }
  return p;
}

function normalCdf(z: number): number {
  // Abramowitz–Stegun 7.1.26.
  const t = 1 / (1 + 0.3275911 * (Math.abs(z) / Math.SQRT2));
  const y =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-(z * z) / 2);
  return z >= 0 ? (1 + y) / 2 : (1 - y) / 2;
}

type Model = { homeEdge: number; total: number };

/** Prices of all markets of a sport for a model (expected home margin and total). */
function price(
  sport: Sport,
  m: Model,
  margin: number,
  /** The market's model, which sets the lines every bookmaker quotes (`m` may lean from it). */
  market: Model = m,
): Partial<Record<OddsMarket, Record<string, number>>> {
  if (sport === 'basketball') {
    const sd = 12.5;
    const line = -Math.round(market.homeEdge * 2) / 2;
    const pCover = normalCdf((m.homeEdge + line) / sd);
    const totalLine = Math.round(market.total * 2) / 2 + 0.5;
    const pOver = 1 - normalCdf((totalLine - m.total) / 18);
    const pWin = normalCdf(m.homeEdge / sd);
    return {
      asia: { line: line + 0, home: hk(pCover, margin), away: hk(1 - pCover, margin) },
      total: { line: totalLine, over: hk(pOver, margin), under: hk(1 - pOver, margin) },
      moneyline: { home: decimal(pWin, margin), away: decimal(1 - pWin, margin) },
    };
  }
  const lh = Math.max(0.1, (m.total + m.homeEdge) / 2);
  const la = Math.max(0.1, (m.total - m.homeEdge) / 2);
  const ph = poisson(lh);
  const pa = poisson(la);
  const diff = new Map<number, number>();
  const total = new Map<number, number>();
  for (let i = 0; i < ph.length; i++) {
    for (let j = 0; j < pa.length; j++) {
      diff.set(i - j, (diff.get(i - j) ?? 0) + ph[i] * pa[j]);
      total.set(i + j, (total.get(i + j) ?? 0) + ph[i] * pa[j]);
    }
  }
  const line = clamp(-Math.round(market.homeEdge * 4) / 4, -3, 3) + 0;
  const pCover = cover(diff, line);
  const totalLine = clamp(Math.round(market.total * 4) / 4, 1.5, 4.5);
  // Over wins when total − line > 0.
  const pOver = cover(total, -totalLine);
  let pHome = 0;
  let pDraw = 0;
  for (const [v, q] of diff) {
    if (v > 0) pHome += q;
    else if (v === 0) pDraw += q;
  }
  return {
    asia: { line, home: hk(pCover, margin), away: hk(1 - pCover, margin) },
    total: { line: totalLine, over: hk(pOver, margin), under: hk(1 - pOver, margin) },
    eu: {
      home: decimal(pHome, MARGIN.threeWay + margin - MARGIN.twoWay),
      draw: decimal(pDraw, MARGIN.threeWay + margin - MARGIN.twoWay),
      away: decimal(1 - pHome - pDraw, MARGIN.threeWay + margin - MARGIN.twoWay),
    },
  };
}

function model(sport: Sport, competitionId: number, homeRating: number, awayRating: number): Model {
  if (sport === 'basketball') {
    const { league } = basketballRules(competitionId);
    const [h, a] = basketballExpected(league, homeRating, awayRating);
    return { homeEdge: h - a, total: h + a };
  }
  const [h, a] = footballExpected(homeRating, awayRating);
  return { homeEdge: h - a, total: h + a };
}

/** Moves a model a little, as money and team news come in. */
function drift(r: Rand, sport: Sport, m: Model): Model {
  const scale = sport === 'basketball' ? 1.2 : 0.12;
  return { homeEdge: m.homeEdge + r.normal(0, scale), total: m.total + r.normal(0, scale * 1.5) };
}

/** Hours before kick-off at which the books move their prices. */
const MOVES_H = [72, 24, 6, 1];

/**
 * Opening (five days before kick-off, or `today` if that is earlier) and the moves up to `today` (UTC
 * midnight) for companies 1–3: a match's history grows day by day as the seed runs again.
 */
export function oddsFor(input: {
  sport: Sport;
  competitionId: number;
  homeRating: number;
  awayRating: number;
  kickoff: number;
  simSeed: number;
  today: number;
  companies: readonly number[];
}): OddsSeed[] {
  const out: OddsSeed[] = [];
  const base = model(input.sport, input.competitionId, input.homeRating, input.awayRating);
  // One market model per match: its moves (money, team news) are the same for every bookmaker.
  const r = rand(`odds:${input.simSeed}:market`);
  const openAt = Math.min(input.kickoff - 5 * DAY_MS, input.today);
  const path: { at: number; m: Model }[] = [];
  let m = drift(r, input.sport, base);
  path.push({ at: openAt, m });
  for (const h of MOVES_H) {
    const at = input.kickoff - h * HOUR_MS;
    m = drift(r, input.sport, m);
    if (at > openAt && at <= Math.min(input.kickoff, input.today)) path.push({ at, m });
  }
  for (const companyId of input.companies) {
    const book = bookOf(companyId);
    const lean = input.sport === 'basketball' ? book.lean * 20 : book.lean;
    const points = path.map((p) => ({
      at: p.at,
      prices: price(input.sport, { ...p.m, homeEdge: p.m.homeEdge + lean }, book.margin, p.m),
    }));
    const markets = Object.keys(points[0].prices) as OddsMarket[];
    for (const market of markets) {
      const history = points.map((p) => ({
        values: p.prices[market] as Record<string, number>,
        at: p.at,
        minute: '',
      }));
      out.push({
        companyId,
        market,
        opening: history[0].values,
        current: history[history.length - 1].values,
        history,
      });
    }
  }
  return out;
}
