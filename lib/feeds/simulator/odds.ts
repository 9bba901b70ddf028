import { normalCdf } from './math';
import type { SimOdds } from './types';

/**
 * Bookmaker margins: Asian handicap and totals are two-way markets quoted near 1.90/1.90 (about
 * 5 % overround at Asian books), 1X2 carries ~6 %, basketball two-way markets 4.5 % (−110/−110).
 */
const MARGIN = { twoWay: 0.05, threeWay: 0.06, basketball: 0.045 } as const;
const MIN_PRICE = 1.01;
const MAX_PRICE = 101;
/** Goals per team above which the Poisson tail is negligible for pricing. */
const MAX_GOALS = 12;

function quote(fair: number, margin: number): number {
  if (!Number.isFinite(fair)) return MAX_PRICE;
  const price = fair / (1 + margin);
  return Math.round(Math.min(MAX_PRICE, Math.max(MIN_PRICE, price)) * 100) / 100;
}

function poissonPmf(mean: number): number[] {
  const pmf: number[] = [];
  let p = Math.exp(-mean);
  for (let k = 0; k <= MAX_GOALS; k++) {
    pmf.push(p);
    p = (p * mean) / (k + 1);
  }
  return pmf;
}

/** P(X = k) for the goals still to come, as a dense array offset by `offset`. */
interface Distribution {
  p: number[];
  offset: number;
  /** tail[i] = p[i] + p[i+1] + …, so each probability below is one lookup. */
  tail: number[];
}

function distribution(p: number[], offset: number): Distribution {
  const tail = new Array<number>(p.length + 1).fill(0);
  for (let i = p.length - 1; i >= 0; i--) tail[i] = tail[i + 1] + p[i];
  return { p, offset, tail };
}

/** P(value > x). */
function above(dist: Distribution, x: number): number {
  const i = Math.floor(x + 1e-9) + 1 + dist.offset;
  return i <= 0 ? dist.tail[0] : i >= dist.p.length ? 0 : dist.tail[i];
}

/** P(value = x); 0 unless x is a whole number. */
function exactly(dist: Distribution, x: number): number {
  const k = Math.round(x);
  if (Math.abs(x - k) > 1e-9) return 0;
  return dist.p[k + dist.offset] ?? 0;
}

/**
 * Fair prices of both sides of a line on `value` (a goal difference or a total), where side A
 * wins when value + line > 0. Quarter lines (±0.25, ±0.75 …) split the stake over the two
 * neighbouring half lines, as Asian books settle them.
 */
function fairPair(dist: Distribution, line: number): [number, number] {
  const halves = Math.round(line * 4) % 2 !== 0 ? [line - 0.25, line + 0.25] : [line, line];
  let winA = 0;
  let winB = 0;
  let push = 0;
  for (const l of halves) {
    const a = above(dist, -l);
    const tie = exactly(dist, -l);
    winA += a / 2;
    push += tie / 2;
    winB += (dist.tail[0] - a - tie) / 2;
  }
  return [(1 - push) / winA, (1 - push) / winB];
}

/** The quarter line whose two fair prices are closest: the line a book would hang. */
function balancedLine(
  dist: Distribution,
  candidates: number[],
): { line: number; fair: [number, number] } {
  let best = { line: candidates[0], fair: fairPair(dist, candidates[0]), gap: Infinity };
  for (const line of candidates) {
    const fair = fairPair(dist, line);
    const gap = Math.abs(Math.log(fair[0]) - Math.log(fair[1]));
    if (gap < best.gap) best = { line, fair, gap };
  }
  return { line: best.line, fair: best.fair };
}

function range(from: number, to: number, step: number): number[] {
  const out: number[] = [];
  for (let v = from; v <= to + 1e-9; v += step) out.push(Math.round(v * 100) / 100 + 0); // + 0 turns −0 into 0
  return out;
}

const HANDICAP_LINES = range(-4, 4, 0.25);

/**
 * Football prices from the expected goals still to come of each side (independent Poisson, the
 * standard model since Maher 1982). Asian handicap on the remaining goals, totals and 1X2 on the
 * 90-minute result.
 */
export function footballOdds(input: {
  homeScore: number;
  awayScore: number;
  homeExpected: number;
  awayExpected: number;
}): SimOdds {
  const home = poissonPmf(Math.max(0, input.homeExpected));
  const away = poissonPmf(Math.max(0, input.awayExpected));
  const diffP = new Array<number>(2 * MAX_GOALS + 1).fill(0);
  const totalP = new Array<number>(2 * MAX_GOALS + 1).fill(0);
  for (let i = 0; i <= MAX_GOALS; i++) {
    for (let j = 0; j <= MAX_GOALS; j++) {
      diffP[i - j + MAX_GOALS] += home[i] * away[j];
      totalP[i + j] += home[i] * away[j];
    }
  }
  const diff = distribution(diffP, MAX_GOALS);
  const handicap = balancedLine(diff, HANDICAP_LINES);

  // Totals count the goals already scored; over wins when scored + remaining > line.
  const scored = input.homeScore + input.awayScore;
  const totals = balancedLine(
    distribution(totalP, -scored),
    range(scored + 0.5, scored + 8, 0.25).map((line) => -line),
  );
  // 1X2 on the final score: home wins when the remaining difference beats the current deficit.
  const lead = input.awayScore - input.homeScore;
  const homeWin = above(diff, lead);
  const draw = exactly(diff, lead);
  const awayWin = diff.tail[0] - homeWin - draw;
  return {
    handicap: {
      line: handicap.line,
      home: quote(handicap.fair[0], MARGIN.twoWay),
      away: quote(handicap.fair[1], MARGIN.twoWay),
    },
    total: {
      line: -totals.line,
      over: quote(totals.fair[0], MARGIN.twoWay),
      under: quote(totals.fair[1], MARGIN.twoWay),
    },
    moneyline: {
      home: quote(1 / homeWin, MARGIN.threeWay),
      draw: quote(1 / draw, MARGIN.threeWay),
      away: quote(1 / awayWin, MARGIN.threeWay),
    },
  };
}

/**
 * Standard deviation of a whole NBA game's final margin and total around the closing line
 * (≈ 12.5 and ≈ 18 points in published closing-line studies); what is left of it scales with
 * the square root of the time left.
 */
const FULL_GAME_SD = { margin: 12.5, total: 18 } as const;

/** Basketball prices: normal margin and total, full-game lines including the current score. */
export function basketballOdds(input: {
  homeScore: number;
  awayScore: number;
  /** Points the home side is expected to outscore the away side by from here on. */
  marginExpected: number;
  /** Points both sides are expected to add from here on. */
  totalExpected: number;
  /** Fraction of a regulation game still to play (1 before tip-off). */
  remaining: number;
}): SimOdds {
  const left = Math.sqrt(Math.max(0, input.remaining));
  const sdMargin = Math.max(0.6, FULL_GAME_SD.margin * left);
  const sdTotal = Math.max(0.6, FULL_GAME_SD.total * left);
  const margin = input.homeScore - input.awayScore + input.marginExpected;
  const total = input.homeScore + input.awayScore + input.totalExpected;
  const line = -Math.round(margin * 2) / 2;
  const cover = Math.min(0.97, Math.max(0.03, normalCdf((margin + line) / sdMargin)));
  const totalLine = Math.round(total * 2) / 2;
  const over = Math.min(0.97, Math.max(0.03, 1 - normalCdf((totalLine - total) / sdTotal)));
  const homeWin = Math.min(0.995, Math.max(0.005, normalCdf(margin / sdMargin)));
  return {
    handicap: {
      line: line === 0 ? 0 : line,
      home: quote(1 / cover, MARGIN.basketball),
      away: quote(1 / (1 - cover), MARGIN.basketball),
    },
    total: {
      line: totalLine,
      over: quote(1 / over, MARGIN.basketball),
      under: quote(1 / (1 - over), MARGIN.basketball),
    },
    moneyline: {
      home: quote(1 / homeWin, MARGIN.basketball),
      away: quote(1 / (1 - homeWin), MARGIN.basketball),
    },
  };
}
