/**
 * Finished-match detail for the seed: goal minutes, scorers, cards, corners, statistics and
 * quarter scores consistent with a given (real) or generated result. Deterministic per match
 * seed. Pure.
 *
 * Clock convention (shared with the simulator in lib/feeds): `atSecond` is play seconds since
 * kick-off; the second half starts at 2700 whatever the first half's stoppage, so stoppage-time
 * events of the first half have a clock above 2700 and `seq` is what orders events.
 */
import { matchLineup } from './lineups';
import { rand, type Rand } from '@/lib/rules/random';
import type { PlayerSeed } from './squads';
import type { EventKind, Side } from '../types';
import type { BasketballLeague, BasketballRules } from '../timing';

export type TeamCtx = {
  key: string;
  rating: number;
  squad: readonly PlayerSeed[];
  /** Shirts of the players out of this match (injured, suspended): not on its team sheet. */
  absent?: ReadonlySet<number>;
};
export type PlayerRefSeed = { team: string; shirt: number };

export type EventSeed = {
  seq: number;
  phase: string;
  atSecond: number;
  minute: string;
  kind: EventKind;
  /** null for events of neither side (period ends). */
  side: Side | null;
  player: PlayerRefSeed | null;
  assist: PlayerRefSeed | null;
  /** A substitution's player going off (`player` comes on). */
  out?: PlayerRefSeed | null;
  points: number | null;
  homeScore: number;
  awayScore: number;
};

export type FinishedSeed = {
  homeScore: number;
  awayScore: number;
  homeHalfScore: number;
  awayHalfScore: number;
  periodScores: [number, number][];
  homePenalties: number | null;
  awayPenalties: number | null;
  homeRed: number;
  awayRed: number;
  homeYellow: number;
  awayYellow: number;
  homeCorners: number;
  awayCorners: number;
  clockSeconds: number;
  events: EventSeed[];
  stats: { home: Record<string, number>; away: Record<string, number> };
};

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** Expected goals of each side from the ratings (home advantage ≈ 0.3 goals). */
export function footballExpected(homeRating: number, awayRating: number): [number, number] {
  const d = (homeRating - awayRating) / 25;
  return [clamp(1.45 * Math.exp(0.45 * d), 0.3, 4), clamp(1.15 * Math.exp(-0.45 * d), 0.2, 3.5)];
}

/** A generated full-time and half-time score. */
export function footballScore(
  seed: number,
  homeRating: number,
  awayRating: number,
): { ft: [number, number]; ht: [number, number] } {
  const r = rand(seed ^ 0x5eed);
  const [lh, la] = footballExpected(homeRating, awayRating);
  const ft: [number, number] = [r.poisson(lh), r.poisson(la)];
  // Slightly fewer goals before the break than after (≈ 44 % of goals in the first half).
  const ht: [number, number] = [0, 1].map((i) => {
    let n = 0;
    for (let g = 0; g < ft[i]; g++) if (r.chance(0.44)) n++;
    return n;
  }) as [number, number];
  return { ft, ht };
}

type Slot = { phase: string; atSecond: number; minute: string; order: number };

/** First and last minute of each football period, and its order. */
const PERIODS = {
  '1H': [1, 45, 0],
  '2H': [46, 90, 1],
  ET1: [91, 105, 2],
  ET2: [106, 120, 3],
} as const;

/** A minute in a football period as the clock reads it, with stoppage time at the period's end. */
function footballSlot(r: Rand, phase: '1H' | '2H' | 'ET1' | 'ET2'): Slot {
  const [from, to, order] = PERIODS[phase];
  let minute = r.int(from, to);
  let extra = 0;
  if (minute === to && (phase === '1H' || phase === '2H') && r.chance(0.5))
    extra = r.int(1, phase === '1H' ? 3 : 6);
  const sec = r.int(0, 59);
  const atSecond = extra ? to * 60 + (extra - 1) * 60 + sec : (minute - 1) * 60 + sec;
  if (extra) minute = to;
  return { phase, atSecond, minute: extra ? `${to}+${extra}'` : `${minute}'`, order };
}

const SCORER_WEIGHT: Record<string, readonly number[]> = {
  FW: [7, 4, 2.5, 1.5],
  MF: [2.5, 2, 1.2, 1, 0.8, 0.6],
  DF: [0.7, 0.6, 0.5, 0.4, 0.3, 0.3],
  GK: [0, 0],
};
const ASSIST_WEIGHT: Record<string, readonly number[]> = {
  FW: [2.5, 2, 1.5, 1],
  MF: [4, 3, 2, 1.5, 1, 0.8],
  DF: [1.2, 1, 0.8, 0.6, 0.5, 0.4],
  GK: [0.05, 0],
};
const CARD_WEIGHT: Record<string, number> = { GK: 0.2, DF: 1.4, MF: 1.2, FW: 0.6 };

const weightOf = (table: Record<string, readonly number[]>, p: PlayerSeed) =>
  table[p.position]?.[p.rank] ?? 0.3;
const ref = (team: TeamCtx, p: PlayerSeed): PlayerRefSeed => ({ team: team.key, shirt: p.shirt });

type Pending = Omit<EventSeed, 'seq' | 'homeScore' | 'awayScore'> & { order: number };

function byTime(a: Pending, b: Pending): number {
  return a.order - b.order || a.atSecond - b.atSecond;
}

/** Numbers events in time order and writes the running score into each. */
function finalizeEvents(pending: Pending[]): EventSeed[] {
  let home = 0;
  let away = 0;
  return [...pending].sort(byTime).map((e, i) => {
    if (e.kind === 'goal' || e.kind === 'own_goal' || e.kind === 'penalty_goal') {
      if (e.side === 'home') home++;
      else away++;
    }
    if (e.kind === 'points' && e.points) {
      if (e.side === 'home') home += e.points;
      else away += e.points;
    }
    const { order: _order, ...rest } = e;
    return { ...rest, seq: i + 1, homeScore: home, awayScore: away };
  });
}

/** Order of a moment of play: period first, then the clock (stoppage time stays in its half). */
function timeKey(slot: { order: number; atSecond: number }): number {
  return slot.order * 100_000 + slot.atSecond;
}

type Spell = { player: PlayerSeed; from: number; to: number; last: number };

/**
 * Who is on the pitch when: the starters of each side's team sheet from the kick-off, changed by
 * three to five substitutions (events, pushed to `pending`) at half-time or after 55'; a player
 * sent off leaves. `touch` records a player's involvement so he is not sent off before it.
 */
function pitchOf(r: Rand, teams: Record<Side, TeamCtx>, seed: number, pending: Pending[]) {
  const spells: Record<Side, Spell[]> = { home: [], away: [] };
  for (const side of ['home', 'away'] as const) {
    const team = teams[side];
    const bySquad = new Map(team.squad.map((p) => [p.shirt, p]));
    const sheet = matchLineup('football', team.squad, seed, side, team.absent).entries;
    const starters = sheet.filter((e) => e.starter).map((e) => bySquad.get(e.shirt) as PlayerSeed);
    const bench = sheet
      .filter((e) => !e.starter && e.position !== 'GK')
      .map((e) => bySquad.get(e.shirt) as PlayerSeed);
    spells[side] = starters.map((player) => ({ player, from: -1, to: Infinity, last: -1 }));
    const n = Math.min(bench.length, r.int(3, 5));
    const minutes = Array.from({ length: n }, () => (r.chance(0.15) ? 46 : r.int(56, 88))).sort(
      (a, b) => a - b,
    );
    let previous = 0;
    for (const minute of minutes) {
      // In time order: two changes in one minute come one after the other.
      const atSecond = Math.max(
        previous + 1,
        minute === 46 ? 2700 : (minute - 1) * 60 + r.int(0, 59),
      );
      previous = atSecond;
      const slot = { phase: '2H', order: 1, atSecond, minute: `${Math.floor(atSecond / 60) + 1}'` };
      const k = timeKey(slot);
      // Not one who came on at this very moment (two changes at half-time).
      const on = spells[side].filter((s) => s.from < k && k < s.to && s.player.position !== 'GK');
      const off = r.weighted(on, (s) =>
        s.player.position === 'FW' ? 3 : s.player.position === 'MF' ? 2.5 : 1.2,
      );
      const left = bench.filter((p) => !spells[side].some((s) => s.player === p));
      if (!off || left.length === 0) break;
      const sub = r.weighted(left, (p) => (p.position === off.player.position ? 4 : 1));
      off.to = k;
      spells[side].push({ player: sub, from: k, to: Infinity, last: k });
      pending.push({
        ...slot,
        kind: 'sub',
        side,
        player: ref(team, sub),
        out: ref(team, off.player),
        assist: null,
        points: null,
      });
    }
  }
  const spellOf = (side: Side, p: PlayerSeed) => spells[side].find((s) => s.player === p);
  return {
    /** The side's players on the pitch at `k` (a `timeKey`). */
    at: (side: Side, k: number) =>
      spells[side].filter((s) => s.from <= k && k < s.to).map((s) => s.player),
    touch: (p: PlayerSeed, k: number) => {
      for (const side of ['home', 'away'] as const) {
        const s = spellOf(side, p);
        if (s) s.last = Math.max(s.last, k);
      }
    },
    /** On at `k`, playing on to the end (no substitution later), nothing of his after `k`. */
    canSendOff: (side: Side, p: PlayerSeed, k: number) => {
      const s = spellOf(side, p);
      return !!s && s.from <= k && s.to === Infinity && s.last < k;
    },
    sendOff: (side: Side, p: PlayerSeed, k: number) => {
      const s = spellOf(side, p);
      if (s) s.to = k;
    },
  };
}

/**
 * Detail of a finished football match. `ht` may be missing (the data file lacks it for some
 * matches): the generated goal minutes then decide it. `et` is the score after extra time.
 */
export function footballFinish(input: {
  seed: number;
  home: TeamCtx;
  away: TeamCtx;
  ft: [number, number];
  ht?: [number, number] | null;
  et?: [number, number] | null;
  pens?: [number, number] | null;
}): FinishedSeed {
  const r = rand(input.seed);
  const { home, away, ft } = input;
  const teams: Record<Side, TeamCtx> = { home, away };
  const other = (s: Side): Side => (s === 'home' ? 'away' : 'home');
  const pending: Pending[] = [];

  // The team sheets the seed writes for the match; who is on the pitch follows them and the
  // substitutions, and only players on the pitch score, assist or are booked.
  const onPitch = pitchOf(r, teams, input.seed, pending);
  const goalsIn = (side: Side, phase: '1H' | '2H' | 'ET1' | 'ET2', count: number) => {
    for (let g = 0; g < count; g++) {
      const slot = footballSlot(r, phase);
      const k = timeKey(slot);
      const team = teams[side];
      const mine = onPitch.at(side, k);
      const roll = r.next();
      if (roll < 0.04) {
        // An own goal: scored by the other side's defender, counted for `side`.
        const opp = teams[other(side)];
        const scorer = r.weighted(onPitch.at(other(side), k), (p) =>
          p.position === 'DF' ? 3 : p.position === 'MF' ? 1 : 0.2,
        );
        onPitch.touch(scorer, k);
        pending.push({
          ...slot,
          kind: 'own_goal',
          side,
          player: ref(opp, scorer),
          assist: null,
          points: null,
        });
      } else if (roll < 0.13) {
        const scorer = r.weighted(
          mine,
          (p) => weightOf(SCORER_WEIGHT, p) * (p.position === 'FW' ? 1.5 : 1),
        );
        onPitch.touch(scorer, k);
        pending.push({
          ...slot,
          kind: 'penalty_goal',
          side,
          player: ref(team, scorer),
          assist: null,
          points: null,
        });
      } else {
        const scorer = r.weighted(mine, (p) => weightOf(SCORER_WEIGHT, p));
        const assister = r.chance(0.72)
          ? r.weighted(mine, (p) => (p === scorer ? 0 : weightOf(ASSIST_WEIGHT, p)))
          : null;
        onPitch.touch(scorer, k);
        if (assister && assister !== scorer) onPitch.touch(assister, k);
        pending.push({
          ...slot,
          kind: 'goal',
          side,
          player: ref(team, scorer),
          assist: assister && assister !== scorer ? ref(team, assister) : null,
          points: null,
        });
      }
    }
  };

  // Cards: about 1.9 yellows per side (top-flight averages), rare reds; drawn before the goals
  // so that a player sent off scores no more.
  const cards = { home: { yellow: 0, red: 0 }, away: { yellow: 0, red: 0 } };
  for (const side of ['home', 'away'] as const) {
    const team = teams[side];
    const booked: { player: PlayerSeed; event: Pending }[] = [];
    const n = Math.min(6, r.poisson(1.9));
    for (let c = 0; c < n; c++) {
      const slot = footballSlot(r, r.chance(0.4) ? '1H' : '2H');
      const k = timeKey(slot);
      const player = r.weighted(onPitch.at(side, k), (p) =>
        booked.some((b) => b.player === p)
          ? 0
          : (CARD_WEIGHT[p.position] ?? 1) * (p.rank < 3 ? 1 : 0.4),
      );
      if (booked.some((b) => b.player === player)) continue;
      const event: Pending = {
        ...slot,
        kind: 'yellow',
        side,
        player: ref(team, player),
        assist: null,
        points: null,
      };
      onPitch.touch(player, k);
      booked.push({ player, event });
      pending.push(event);
      cards[side].yellow++;
    }
    if (booked.length && r.chance(0.035)) {
      // The second yellow comes in the second half, after the first one, while still on.
      const { player, event: first } = r.pick(booked);
      const after = first.order === 1 ? first.atSecond + 60 : 2700;
      const atSecond = Math.min(5399, r.int(Math.min(after, 5399), 5399));
      const slot = { phase: '2H', order: 1, atSecond, minute: `${Math.floor(atSecond / 60) + 1}'` };
      if (onPitch.canSendOff(side, player, timeKey(slot))) {
        onPitch.sendOff(side, player, timeKey(slot));
        pending.push({
          ...slot,
          kind: 'second_yellow',
          side,
          player: ref(team, player),
          assist: null,
          points: null,
        });
        cards[side].yellow++;
        cards[side].red++;
      }
    } else if (r.chance(0.03)) {
      const slot = footballSlot(r, r.chance(0.35) ? '1H' : '2H');
      const k = timeKey(slot);
      const player = r.weighted(
        onPitch.at(side, k).filter((p) => onPitch.canSendOff(side, p, k)),
        (p) => (p.position === 'GK' ? 0.05 : (CARD_WEIGHT[p.position] ?? 1)),
      );
      if (player) {
        onPitch.sendOff(side, player, k);
        pending.push({
          ...slot,
          kind: 'red',
          side,
          player: ref(team, player),
          assist: null,
          points: null,
        });
        cards[side].red++;
      }
    }
  }

  const sides: Side[] = ['home', 'away'];
  const ht: [number, number] = input.ht
    ? [Math.min(input.ht[0], ft[0]), Math.min(input.ht[1], ft[1])]
    : (sides.map((_, i) => {
        let n = 0;
        for (let g = 0; g < ft[i]; g++) if (r.chance(0.44)) n++;
        return n;
      }) as [number, number]);
  sides.forEach((s, i) => {
    goalsIn(s, '1H', ht[i]);
    goalsIn(s, '2H', ft[i] - ht[i]);
  });
  const et = input.et ?? null;
  const etSplit: [number, number][] = [];
  if (et) {
    const first: [number, number] = [0, 0];
    sides.forEach((s, i) => {
      const extra = Math.max(0, et[i] - ft[i]);
      for (let g = 0; g < extra; g++) {
        const phase = r.chance(0.5) ? 'ET1' : 'ET2';
        if (phase === 'ET1') first[i]++;
        goalsIn(s, phase, 1);
      }
    });
    etSplit.push(first, [
      Math.max(0, et[0] - ft[0]) - first[0],
      Math.max(0, et[1] - ft[1]) - first[1],
    ]);
  }
  const lastMinute = et ? 120 : 90;

  const events = finalizeEvents(pending);
  const [xh, xa] = footballExpected(home.rating, away.rating);
  const corners: [number, number] = [
    clamp(r.poisson(4.2 * Math.sqrt(xh / 1.3)), 0, 15),
    clamp(r.poisson(4.2 * Math.sqrt(xa / 1.3)), 0, 15),
  ];
  const possessionHome = Math.round(
    clamp(50 + (home.rating - away.rating) / 3 + r.normal(0, 5), 28, 72),
  );
  const finalScore: [number, number] = et ?? ft;
  const statFor = (i: 0 | 1): Record<string, number> => {
    const goals = finalScore[i];
    const possession = i === 0 ? possessionHome : 100 - possessionHome;
    const onTarget = goals + r.poisson(2.2 + possession / 40);
    const shots = onTarget + r.poisson(4 + possession / 20);
    const oppGoals = finalScore[1 - i];
    const attacks = Math.round(possession * 2 + r.int(-12, 12));
    return {
      possession,
      attacks,
      dangerous_attacks: Math.round(attacks * (0.35 + r.next() * 0.2)),
      shots,
      shots_on_target: onTarget,
      shots_off_target: shots - onTarget,
      // Saves are the other side's shots on target that were not goals; filled below.
      saves: 0,
      fouls: r.int(7, 17),
      offsides: r.int(0, 5),
      corners: corners[i],
      // Kept so both sides are symmetrical for the saves computation.
      goals_against: oppGoals,
    };
  };
  const hs = statFor(0);
  const as = statFor(1);
  hs.saves = Math.max(0, as.shots_on_target - finalScore[1]);
  as.saves = Math.max(0, hs.shots_on_target - finalScore[0]);
  delete hs.goals_against;
  delete as.goals_against;

  const periodScores: [number, number][] = [ht, [ft[0] - ht[0], ft[1] - ht[1]], ...etSplit];
  return {
    homeScore: finalScore[0],
    awayScore: finalScore[1],
    homeHalfScore: ht[0],
    awayHalfScore: ht[1],
    periodScores,
    homePenalties: input.pens ? input.pens[0] : null,
    awayPenalties: input.pens ? input.pens[1] : null,
    homeRed: cards.home.red,
    awayRed: cards.away.red,
    homeYellow: cards.home.yellow,
    awayYellow: cards.away.yellow,
    homeCorners: corners[0],
    awayCorners: corners[1],
    clockSeconds: lastMinute * 60,
    events,
    stats: { home: hs, away: as },
  };
}

export type { BasketballLeague };
/**
 * Per league: points a team (mean, before the home edge), the spread of a quarter's points
 * (2 × sd), points per rating point of difference, home court, box-score averages and an
 * overtime's points. FIBA leagues (40 minutes, fewer possessions) score as the simulator plays
 * them with their `basketballRules`.
 */
type LeagueModel = {
  mean: number;
  sd: number;
  slope: number;
  home: number;
  threes: number;
  ft: number;
  reb: number;
  ast: number;
  ot: number;
};
const BB: Record<BasketballLeague, LeagueModel> = {
  nba: {
    mean: 114,
    sd: 3.2,
    slope: 0.32,
    home: 2.4,
    threes: 13.5,
    ft: 18,
    reb: 44,
    ast: 27,
    ot: 10,
  },
  cba: { mean: 100, sd: 3.4, slope: 0.3, home: 2.8, threes: 10, ft: 17, reb: 40, ast: 22, ot: 10 },
  wcba: { mean: 77, sd: 3, slope: 0.25, home: 2.2, threes: 7, ft: 13, reb: 40, ast: 18, ot: 9 },
  euroleague: {
    mean: 82.5,
    sd: 3,
    slope: 0.25,
    home: 2.4,
    threes: 9.5,
    ft: 15,
    reb: 35,
    ast: 18,
    ot: 9.5,
  },
  nbb: {
    mean: 81.5,
    sd: 3,
    slope: 0.25,
    home: 2.4,
    threes: 9.5,
    ft: 14,
    reb: 37,
    ast: 17,
    ot: 9.5,
  },
};

/** Expected points of each side (before any randomness). */
export function basketballExpected(
  league: BasketballLeague,
  homeRating: number,
  awayRating: number,
): [number, number] {
  const c = BB[league];
  const d = (homeRating - awayRating) * c.slope;
  return [c.mean + d / 2 + c.home / 2, c.mean - d / 2 - c.home / 2];
}

function boxScore(r: Rand, league: BasketballLeague, points: number): Record<string, number> {
  const c = BB[league];
  let tpm = clamp(Math.round(r.normal(c.threes, 3)), 3, Math.floor(points / 4));
  let ftm = clamp(Math.round(r.normal(c.ft, 4)), 4, 35);
  if ((points - 3 * tpm - ftm) % 2 !== 0) ftm += ftm > 4 ? -1 : 1;
  // At least 20 points from twos: fewer threes, then (a low-scoring FIBA game) fewer free throws,
  // two at a time so the twos stay whole.
  while (points - 3 * tpm - ftm < 20 && tpm >= 2) tpm -= 2;
  while (points - 3 * tpm - ftm < 20 && ftm >= 2) ftm -= 2;
  const twos = (points - 3 * tpm - ftm) / 2;
  const tpa = Math.max(tpm, Math.round(tpm / clamp(r.normal(0.36, 0.04), 0.25, 0.5)));
  const fta = Math.max(ftm, Math.round(ftm / clamp(r.normal(0.78, 0.05), 0.6, 0.95)));
  const fgm = twos + tpm;
  const fga = Math.round(twos / clamp(r.normal(0.53, 0.04), 0.42, 0.65)) + tpa;
  const reb = Math.round(r.normal(c.reb, 4));
  const oreb = Math.round(reb * (0.2 + r.next() * 0.1));
  return {
    fgm,
    fga,
    tpm,
    tpa,
    ftm,
    fta,
    oreb,
    dreb: reb - oreb,
    reb,
    ast: Math.min(fgm, Math.round(r.normal(c.ast, 4))),
    stl: r.int(4, 11),
    blk: r.int(2, 8),
    tov: r.int(9, 18),
    fouls: r.int(15, 24),
    timeouts: r.int(4, 7),
  };
}

const periodLabel = (i: number) => (i < 4 ? `Q${i + 1}` : i === 4 ? 'OT' : `OT${i - 3}`);

/** A generated basketball result with quarter scores, period-end events and box-score totals. */
export function basketballFinish(input: {
  seed: number;
  /** The competition's rules: its league's scoring and its periods. */
  rules: BasketballRules;
  home: TeamCtx;
  away: TeamCtx;
}): FinishedSeed {
  const r = rand(input.seed);
  const { rules } = input;
  const [eh, ea] = basketballExpected(rules.league, input.home.rating, input.away.rating);
  const c = BB[rules.league];
  // The fewest points a quarter is given: 12 in a 12-minute NBA quarter, 8 in a FIBA one.
  const minQuarter = rules.quarterSeconds === 720 ? 12 : 8;
  const periods: [number, number][] = [];
  for (let q = 0; q < 4; q++) {
    periods.push([
      Math.max(minQuarter, Math.round(r.normal(eh / 4, c.sd * 2))),
      Math.max(minQuarter, Math.round(r.normal(ea / 4, c.sd * 2))),
    ]);
  }
  const sum = (i: 0 | 1) => periods.reduce((s, p) => s + p[i], 0);
  // Level after regulation: five-minute overtimes until someone leads.
  while (sum(0) === sum(1)) {
    const ot: [number, number] = [Math.round(r.normal(c.ot, 2.5)), Math.round(r.normal(c.ot, 2.5))];
    if (periods.length >= 7 && ot[0] === ot[1])
      ot[input.home.rating >= input.away.rating ? 0 : 1]++;
    periods.push(ot);
  }
  const events: EventSeed[] = [];
  let h = 0;
  let a = 0;
  let clock = 0;
  periods.forEach(([ph, pa], i) => {
    h += ph;
    a += pa;
    clock += i < 4 ? rules.quarterSeconds : rules.overtimeSeconds;
    events.push({
      seq: i + 1,
      phase: i < 4 ? `Q${i + 1}` : 'OT',
      atSecond: clock,
      minute: `${periodLabel(i)} 00:00`,
      kind: 'period_end',
      side: null,
      player: null,
      assist: null,
      points: null,
      homeScore: h,
      awayScore: a,
    });
  });
  return {
    homeScore: h,
    awayScore: a,
    homeHalfScore: periods[0][0] + periods[1][0],
    awayHalfScore: periods[0][1] + periods[1][1],
    periodScores: periods,
    homePenalties: null,
    awayPenalties: null,
    homeRed: 0,
    awayRed: 0,
    homeYellow: 0,
    awayYellow: 0,
    homeCorners: 0,
    awayCorners: 0,
    clockSeconds: clock,
    events,
    stats: { home: boxScore(r, rules.league, h), away: boxScore(r, rules.league, a) },
  };
}
