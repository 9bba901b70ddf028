import { FOOTBALL_TIMING as T, MINUTE_MS, type PhaseSpan } from './clock';
import { footballOdds } from './odds';
import { rng, streamSeed } from '@/lib/rules/random';
import { clamp } from './math';
import { makeSquad, pickOnPitch, who, type Member } from './squad';
import {
  finalize,
  FOOTBALL_STATS,
  type PriceState,
  type RawEvent,
  type StatSample,
  type Timeline,
} from './timeline';
import type { Side, SimMatch } from './types';

/*
 * Rates per match, for two equal teams (sources: Premier League / big-five league seasons
 * 2018–2024 as published by FBref/Opta and football-data.co.uk):
 * - goals 2.7 a match, home 1.5 and away 1.2 (home sides score ~55 % of goals, win ~45 %);
 * - ~44 % of goals in the first half, the most in the last quarter of an hour and stoppage time;
 * - ~10 % of goals are penalties, ~3.5 % own goals, ~72 % of the rest assisted;
 * - yellow cards 3.8 (away sides see more), red cards ~0.15 incl. second yellows; bookings
 *   cluster late (~60 % after the break);
 * - corners ~10 (home 5.5), shots 12.5 per team of which 4.3 on target, fouls ~11 per team,
 *   offsides ~2 per team; "attacks" and "dangerous attacks" as Asian data providers count them
 *   (~100 and ~50 per team).
 */
const GOALS: Record<Side, number> = { home: 1.54, away: 1.12 };
/** Log goal-rate change per 100 rating points: a 30-point favourite scores e^0.33 ≈ 1.4× more. */
const RATING_EFFECT = 1.1;
const PENALTY_SHARE = 0.1;
const OWN_GOAL_SHARE = 0.035;
const ASSISTED_SHARE = 0.72;
const YELLOWS: Record<Side, number> = { home: 1.75, away: 2.05 };
/** Straight reds; second yellows come from the booking model and add ~0.07 more. */
const STRAIGHT_REDS: Record<Side, number> = { home: 0.035, away: 0.045 };
const CORNERS: Record<Side, number> = { home: 5.5, away: 4.6 };
const SHOTS_OFF_TARGET = 8.2;
/** On-target shots that do not go in; goals add their own shot on target. */
const SHOTS_SAVED = 3.0;
const ATTACKS = 100;
const DANGEROUS_ATTACKS = 50;
/** Fouls without a card; every booking adds its foul. */
const FOULS = 10;
const OFFSIDES = 2;
/** A side down to ten scores about a third less and concedes about a quarter more. */
const RED_OWN = 0.67;
const RED_OPPONENT = 1.25;
/** Stoppage minutes carry the late-game urgency: the goal weight of minute 90 and more. */
const STOPPAGE_WEIGHT = 1.25;
const SHOOTOUT_CONVERSION = 0.76;
const SUBSTITUTIONS = 5;
/** Expected stoppage the market assumes before it is announced (the midpoints of the ranges). */
const EXPECTED_STOPPAGE = [3, 4.5] as const;

/** Goals come later in the match: weight 0.8 at kick-off rising to 1.2 at 90' (mean 1). */
function goalWeight(nominal: number, stoppage: boolean): number {
  return stoppage ? STOPPAGE_WEIGHT : 0.8 + (0.4 * nominal) / 90;
}

/** Bookings rise through the match (mean 1 over 90'). */
function cardWeight(nominal: number): number {
  return 0.45 + (1.1 * nominal) / 90;
}

/** ∫ goalWeight over nominal minutes a..b. */
function weightBetween(a: number, b: number): number {
  return 0.8 * (b - a) + (0.2 * (b * b - a * a)) / 90;
}

const MARKET_WEIGHT =
  weightBetween(0, 90) + STOPPAGE_WEIGHT * (EXPECTED_STOPPAGE[0] + EXPECTED_STOPPAGE[1]);

/** Goal weight the market expects is still to be played in the 90 minutes (0 after them). */
function remainingWeight(state: PriceState | null): number {
  if (!state) return MARKET_WEIGHT;
  const n = state.clock / 60;
  const secondHalf = weightBetween(45, 90) + STOPPAGE_WEIGHT * EXPECTED_STOPPAGE[1];
  // eslint-disable-next-line @typescript-eslint/switch-exhaustiveness-check -- the span's phase type is shared with basketball's quarters; every phase but the three below leaves no 90-minute weight
  switch (state.span.phase) {
    case '1H':
      return (
        (n < 45
          ? weightBetween(n, 45) + STOPPAGE_WEIGHT * EXPECTED_STOPPAGE[0]
          : STOPPAGE_WEIGHT * Math.max(0.5, EXPECTED_STOPPAGE[0] - (n - 45))) + secondHalf
      );
    case 'HT':
      return secondHalf;
    case '2H':
      return n < 90
        ? weightBetween(n, 90) + STOPPAGE_WEIGHT * EXPECTED_STOPPAGE[1]
        : STOPPAGE_WEIGHT * Math.max(0.5, EXPECTED_STOPPAGE[1] - (n - 90));
    default:
      return 0;
  }
}

const OTHER: Record<Side, Side> = { home: 'away', away: 'home' };
const SIDES: readonly Side[] = ['home', 'away'];

const SCORER_WEIGHT = { G: 0.01, D: 0.8, M: 2.5, F: 5, C: 1 } as const;
const ASSIST_WEIGHT = { G: 0.05, D: 1.2, M: 3, F: 2, C: 1 } as const;
const CARD_WEIGHT = { G: 0.15, D: 1.3, M: 1.2, F: 0.8, C: 1 } as const;
const SUB_OFF_WEIGHT = { G: 0, D: 0.7, M: 1.2, F: 1.4, C: 1 } as const;
const KICKER_ORDER = { F: 0, M: 1, D: 2, C: 2, G: 3 } as const;

interface Stats {
  possessionSum: number;
  minutes: number;
  values: Record<Side, Record<(typeof FOOTBALL_STATS)[number], number>>;
}

function emptyStats(): Stats {
  const zero = () =>
    Object.fromEntries(FOOTBALL_STATS.map((k) => [k, 0])) as Record<
      (typeof FOOTBALL_STATS)[number],
      number
    >;
  return { possessionSum: 0, minutes: 0, values: { home: zero(), away: zero() } };
}

export function buildFootball(match: SimMatch): Timeline {
  const setup = rng(streamSeed(match.seed, 'setup'));
  const play = rng(streamSeed(match.seed, 'play'));
  const market = rng(streamSeed(match.seed, 'market'));

  const d = clamp((match.homeRating - match.awayRating) / 100, -1, 1);
  const strength: Record<Side, number> = {
    home: Math.exp(RATING_EFFECT * d),
    away: Math.exp(-RATING_EFFECT * d),
  };
  const expectedGoals: Record<Side, number> = {
    home: GOALS.home * strength.home,
    away: GOALS.away * strength.away,
  };
  const s1 = setup.int(T.stoppage1[0], T.stoppage1[1]);
  const s2 = setup.int(T.stoppage2[0], T.stoppage2[1]);
  const matchWeight = weightBetween(0, 90) + STOPPAGE_WEIGHT * (s1 + s2);
  const regularMinutes = 90 + s1 + s2;
  // Possession leans to the stronger side and, a little, to the home side (±3 points per match).
  const possessionBase = clamp(50 + 18 * d + 1.5 + setup.normal(0, 3), 32, 68);

  const squads: Record<Side, Member[]> = {
    home: makeSquad('football', match.homePlayers),
    away: makeSquad('football', match.awayPlayers),
  };
  const score: Record<Side, number> = { home: 0, away: 0 };
  const reds: Record<Side, number> = { home: 0, away: 0 };
  const raw: RawEvent[] = [];
  const samples: StatSample[] = [];
  const stats = emptyStats();
  const spans: PhaseSpan[] = [];
  let t = match.kickoff;

  function liveSpan(
    phase: PhaseSpan['phase'],
    minutes: number,
    clockFrom: number,
    period: number,
  ): PhaseSpan {
    const span: PhaseSpan = {
      phase,
      from: t,
      to: t + minutes * MINUTE_MS,
      clockFrom,
      clockTo: clockFrom + minutes * 60,
      msPerSecond: 1000,
      period,
    };
    spans.push(span);
    t = span.to;
    return span;
  }
  function breakSpan(phase: PhaseSpan['phase'], ms: number, clock: number): PhaseSpan {
    const span: PhaseSpan = {
      phase,
      from: t,
      to: t + ms,
      clockFrom: clock,
      clockTo: clock,
      msPerSecond: 0,
    };
    spans.push(span);
    t = span.to;
    return span;
  }

  // Substitutions: an early injury now and then, some at half-time, the rest in up to three
  // windows after 55' (the five-substitution rule allows three windows plus the break).
  const subPlan = new Map<string, Side[]>();
  for (const side of SIDES) {
    let n = Math.min(SUBSTITUTIONS, squads[side].filter((m) => !m.used).length);
    const planned: [number, number][] = [];
    if (n > 0 && setup.chance(0.1)) {
      planned.push([0, setup.int(15, 43)]);
      n--;
    }
    if (n > 0 && setup.chance(0.3)) {
      const k = Math.min(n, setup.int(1, 2));
      for (let i = 0; i < k; i++) planned.push([1, 0]);
      n -= k;
    }
    const windows = setup.shuffle([setup.int(56, 65), setup.int(66, 76), setup.int(77, 88)]);
    for (let i = 0; i < n; i++)
      planned.push([1, windows[Math.min(2, Math.floor((i * 3) / n))] - 46]);
    for (const [period, slot] of planned) {
      const key = `${period}:${slot}`;
      subPlan.set(key, [...(subPlan.get(key) ?? []), side]);
    }
  }

  function substitute(side: Side): Omit<RawEvent, 'at' | 'clock' | 'span'> | null {
    const off = pickOnPitch(
      play,
      squads[side],
      (m) => SUB_OFF_WEIGHT[m.role] * (m.yellow ? 1.5 : 1),
    );
    if (!off) return null;
    const on = play.weighted(
      squads[side].filter((m) => !m.used),
      (m) => (m.role === 'G' ? 0 : m.role === off.role ? 4 : 1),
    );
    if (!on) return null;
    off.onPitch = false;
    on.onPitch = true;
    on.used = true;
    const named = who(on);
    const out = who(off);
    return {
      kind: 'sub',
      side,
      ...named,
      ...(out.playerId !== undefined
        ? { outPlayerId: out.playerId, outPlayerName: out.playerName }
        : {}),
    };
  }

  function goal(side: Side): Omit<RawEvent, 'at' | 'clock' | 'span'> {
    score[side]++;
    const r = play.next();
    if (r < OWN_GOAL_SHARE) {
      const scorer = pickOnPitch(play, squads[OTHER[side]], (m) =>
        m.role === 'D' ? 3 : m.role === 'G' ? 0.3 : 1,
      );
      return { kind: 'own_goal', side, ...who(scorer) };
    }
    const s = stats.values[side];
    s.shots++;
    s.shots_on_target++;
    if (r < OWN_GOAL_SHARE + PENALTY_SHARE) {
      const taker = pickOnPitch(play, squads[side], (m) =>
        m.role === 'F' ? 4 : m.role === 'M' ? 2 : m.role === 'D' ? 0.3 : 0,
      );
      return { kind: 'penalty_goal', side, ...who(taker) };
    }
    const scorer = pickOnPitch(play, squads[side], (m) => SCORER_WEIGHT[m.role]);
    const event: Omit<RawEvent, 'at' | 'clock' | 'span'> = { kind: 'goal', side, ...who(scorer) };
    if (play.chance(ASSISTED_SHARE)) {
      const helper = pickOnPitch(play, squads[side], (m) => ASSIST_WEIGHT[m.role], scorer);
      const named = who(helper);
      if (named.playerId !== undefined) {
        event.assistId = named.playerId;
        event.assist = named.playerName;
      }
    }
    return event;
  }

  function card(side: Side, straightRed: boolean): Omit<RawEvent, 'at' | 'clock' | 'span'> | null {
    // Booked players tread carefully: they are picked at a quarter of the weight.
    const player = pickOnPitch(
      play,
      squads[side],
      (m) => CARD_WEIGHT[m.role] * (m.yellow ? 0.25 : 1),
    );
    if (!player) return null;
    stats.values[side].fouls++;
    if (straightRed || player.yellow) {
      player.onPitch = false;
      player.sentOff = true;
      reds[side]++;
      return { kind: straightRed ? 'red' : 'second_yellow', side, ...who(player) };
    }
    player.yellow = true;
    return { kind: 'yellow', side, ...who(player) };
  }

  /** Goal-rate multiplier from red cards and, late on, the score. */
  function factor(side: Side, nominal: number): number {
    let f = RED_OWN ** reds[side] * RED_OPPONENT ** reds[OTHER[side]];
    if (nominal > 75 && score[side] !== score[OTHER[side]])
      f *= score[side] < score[OTHER[side]] ? 1.2 : 0.9;
    return f;
  }

  function playPeriod(
    span: PhaseSpan,
    nominalStart: number,
    nominalMinutes: number,
    goalScale: number,
  ) {
    const slots = (span.clockTo - span.clockFrom) / 60;
    const period = span.period ?? 0;
    raw.push({ at: span.from, clock: span.clockFrom, span, kind: 'period_start' });
    // The market re-prices a few times each regular half.
    const oddsSlots = new Set<number>();
    if (period < 2)
      for (let i = market.int(3, 5); i > 0; i--) oddsSlots.add(market.int(2, slots - 1));
    for (let slot = 0; slot < slots; slot++) {
      const at0 = span.from + slot * MINUTE_MS;
      const clock0 = span.clockFrom + slot * 60;
      const stoppage = slot >= nominalMinutes;
      const nominal = nominalStart + Math.min(slot + 1, nominalMinutes);
      const minuteEvents: Omit<RawEvent, 'at' | 'clock' | 'span'>[] = [];
      const subs: Omit<RawEvent, 'at' | 'clock' | 'span'>[] = [];
      for (const side of subPlan.get(`${period}:${slot}`) ?? []) {
        const sub = substitute(side);
        if (sub) subs.push(sub);
      }
      for (const side of SIDES) {
        const rate =
          (expectedGoals[side] / matchWeight) *
          goalWeight(nominal, stoppage) *
          factor(side, nominal) *
          goalScale;
        if (play.chance(1 - Math.exp(-rate))) minuteEvents.push(goal(side));
        const cw = cardWeight(nominal) / regularMinutes;
        if (play.chance(STRAIGHT_REDS[side] * cw)) {
          const c = card(side, true);
          if (c) minuteEvents.push(c);
        } else if (play.chance(YELLOWS[side] * cw)) {
          const c = card(side, false);
          if (c) minuteEvents.push(c);
        }
        const push = Math.sqrt(strength[side]) * Math.sqrt(factor(side, nominal));
        for (let k = play.poisson((CORNERS[side] / regularMinutes) * push); k > 0; k--)
          minuteEvents.push({ kind: 'corner', side });
      }
      // Statistics of the minute, counted from its first second (so shots on target never lag goals).
      const lead = score.home - score.away;
      const share =
        clamp(
          possessionBase - 4 * Math.sign(lead) + 6 * (reds.away - reds.home) + play.normal(0, 7),
          25,
          75,
        ) / 100;
      stats.possessionSum += share * 100;
      stats.minutes++;
      for (const side of SIDES) {
        const s = stats.values[side];
        const own = side === 'home' ? share : 1 - share;
        const push = strength[side] ** 0.6 * Math.sqrt(factor(side, nominal));
        s.attacks += play.poisson((ATTACKS / regularMinutes) * own * 2);
        s.dangerous_attacks += play.poisson(
          (DANGEROUS_ATTACKS / regularMinutes) * own * 2 * Math.sqrt(strength[side]),
        );
        const off = play.poisson((SHOTS_OFF_TARGET / regularMinutes) * push);
        const saved = play.poisson((SHOTS_SAVED / regularMinutes) * push);
        s.shots_off_target += off;
        s.shots += off + saved;
        s.shots_on_target += saved;
        stats.values[OTHER[side]].saves += saved;
        s.fouls += play.poisson(FOULS / regularMinutes);
        s.offsides += play.poisson((OFFSIDES / regularMinutes) * strength[side] ** 0.3);
      }
      const possession = Math.round(stats.possessionSum / stats.minutes);
      stats.values.home.possession = possession;
      stats.values.away.possession = 100 - possession;
      samples.push({
        at: at0,
        home: FOOTBALL_STATS.map((k) => stats.values.home[k]),
        away: FOOTBALL_STATS.map((k) => stats.values.away[k]),
      });

      // Substitutions in the first seconds, everything else at distinct, shuffled seconds after.
      subs.forEach((e, i) =>
        raw.push({ ...e, at: at0 + (i + 1) * 1000, clock: clock0 + i + 1, span }),
      );
      play.shuffle(minuteEvents);
      const seconds = minuteEvents.map(() => play.int(10, 59)).sort((a, b) => a - b);
      minuteEvents.forEach((e, i) => {
        raw.push({ ...e, at: at0 + seconds[i] * 1000, clock: clock0 + seconds[i], span });
        // The market reacts to goals and sending-offs within a minute or two.
        if (e.kind !== 'corner' && e.kind !== 'yellow') {
          const delay = market.int(30, 100);
          if (period < 2 && seconds[i] + delay < (slots - slot) * 60) {
            raw.push({
              at: at0 + (seconds[i] + delay) * 1000,
              clock: clock0 + seconds[i] + delay,
              span,
              kind: 'odds',
            });
          }
        }
      });
      if (oddsSlots.has(slot)) {
        const second = market.int(0, 59);
        raw.push({ at: at0 + second * 1000, clock: clock0 + second, span, kind: 'odds' });
      }
    }
    raw.push({ at: span.to, clock: span.clockTo, span, kind: 'period_end' });
  }

  const first = liveSpan('1H', 45 + s1, 0, 0);
  playPeriod(first, 0, 45, 1);
  const halfTime = breakSpan('HT', T.halfTimeMs, 45 * 60);
  raw.push({
    at: halfTime.from + MINUTE_MS,
    clock: halfTime.clockFrom,
    span: halfTime,
    kind: 'odds',
  });
  const second = liveSpan('2H', 45 + s2, 45 * 60, 1);
  playPeriod(second, 45, 45, 1);

  if (match.knockout && score.home === score.away) {
    breakSpan('ETB', T.extraTimeBreakMs, 90 * 60);
    // Tired legs: extra time scores at about the rate of an average minute of normal time.
    const e1 = setup.int(T.extraStoppage[0], T.extraStoppage[1]);
    playPeriod(liveSpan('ET1', T.extraHalfMinutes + e1, 90 * 60, 2), 90, T.extraHalfMinutes, 0.95);
    breakSpan('ETB', T.extraHalfBreakMs, 105 * 60);
    const e2 = setup.int(T.extraStoppage[0], T.extraStoppage[1]);
    playPeriod(
      liveSpan('ET2', T.extraHalfMinutes + e2, 105 * 60, 3),
      105,
      T.extraHalfMinutes,
      0.95,
    );
    if (score.home === score.away) shootout();
  }

  function shootout() {
    const from = t;
    const span: PhaseSpan = {
      phase: 'PEN',
      from,
      to: from,
      clockFrom: 120 * 60,
      clockTo: 120 * 60,
      msPerSecond: 0,
    };
    spans.push(span);
    raw.push({ at: from, clock: span.clockFrom, span, kind: 'period_start' });
    const kickers: Record<Side, Member[]> = {
      home: squads.home
        .filter((m) => m.onPitch)
        .sort((a, b) => KICKER_ORDER[a.role] - KICKER_ORDER[b.role]),
      away: squads.away
        .filter((m) => m.onPitch)
        .sort((a, b) => KICKER_ORDER[a.role] - KICKER_ORDER[b.role]),
    };
    const order: Side[] = setup.chance(0.5) ? ['home', 'away'] : ['away', 'home'];
    const goals: Record<Side, number> = { home: 0, away: 0 };
    const taken: Record<Side, number> = { home: 0, away: 0 };
    let at = from + T.shootoutStartMs;
    const decided = (round: number) => {
      if (round <= 5) {
        // Best of five: over as soon as one side cannot catch up.
        return (
          goals.home + (5 - taken.home) < goals.away || goals.away + (5 - taken.away) < goals.home
        );
      }
      return taken.home === taken.away && goals.home !== goals.away;
    };
    for (let round = 1; round <= 5 + T.shootoutMaxRounds; round++) {
      for (const side of order) {
        const list = kickers[side];
        const kicker = list[taken[side] % Math.max(1, list.length)];
        // The very last kick of an endless shoot-out decides it, so the simulator always ends.
        const last = round === 5 + T.shootoutMaxRounds && side === order[1];
        const scored = last ? goals.home === goals.away : play.chance(SHOOTOUT_CONVERSION);
        taken[side]++;
        if (scored) goals[side]++;
        raw.push({
          at,
          clock: span.clockFrom,
          span,
          kind: 'shootout',
          side,
          scored,
          ...who(kicker),
        });
        at += T.shootoutKickMs;
        if (decided(round)) break;
      }
      if (decided(round)) break;
    }
    span.to = at;
    t = at;
    raw.push({ at, clock: span.clockFrom, span, kind: 'period_end' });
  }

  const endsAt = t;
  const lastClock = spans[spans.length - 1].clockTo;
  spans.push({
    phase: 'FT',
    from: endsAt,
    to: Infinity,
    clockFrom: lastClock,
    clockTo: lastClock,
    msPerSecond: 0,
  });

  // The market's own view drifts a little between moves (a mean-reverting random walk), so lines
  // shift and prices wander even when nothing happens on the pitch.
  const drift = { side: market.normal(0, 0.05), total: market.normal(0, 0.04) };
  const price = (state: PriceState | null) => {
    const left = remainingWeight(state) / MARKET_WEIGHT;
    const homeReds = state?.homeRed ?? 0;
    const awayReds = state?.awayRed ?? 0;
    const homeExpected =
      GOALS.home * strength.home * left * RED_OWN ** homeReds * RED_OPPONENT ** awayReds;
    const awayExpected =
      GOALS.away * strength.away * left * RED_OWN ** awayReds * RED_OPPONENT ** homeReds;
    return footballOdds({
      homeScore: state?.homeScore ?? 0,
      awayScore: state?.awayScore ?? 0,
      homeExpected: homeExpected * Math.exp(drift.side + drift.total),
      awayExpected: awayExpected * Math.exp(-drift.side + drift.total),
    });
  };
  const opening = price(null);
  const events = finalize('football', raw, (state) => {
    drift.side = 0.6 * drift.side + market.normal(0, 0.05);
    drift.total = 0.6 * drift.total + market.normal(0, 0.04);
    return price(state);
  });
  return { sport: 'football', spans, events, samples, statKeys: FOOTBALL_STATS, opening, endsAt };
}
