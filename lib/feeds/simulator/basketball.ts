import { BASKETBALL_TIMING as T, type PhaseSpan } from './clock';
import { basketballRules } from '@/lib/matches/timing';
import { basketballOdds } from './odds';
import { rng, streamSeed } from '@/lib/rules/random';
import { clamp } from './math';
import { makeSquad, type Member } from './squad';
import {
  BASKETBALL_STATS,
  finalize,
  type PriceState,
  type RawEvent,
  type StatSample,
  type Timeline,
} from './timeline';
import type { Side, SimMatch } from './types';

/*
 * A possession-by-possession model tuned to NBA league averages of 2022–2025 (basketball-
 * reference.com): ~100 possessions per team per 48 minutes, ~114 points per team; per 100
 * possessions ~13 turnovers (about half of them steals), ~88 field-goal attempts of which ~40 %
 * are threes; 36 % from three, 54 % from two, 78 % free throws, ~22 free-throw attempts; offensive
 * rebounds on ~24 % of misses; ~62 % of made field goals assisted; ~19 personal fouls; the
 * penalty (two free throws) from a team's 5th foul of a quarter. CBA games have a similar pace and
 * scoring, so one model serves both. FIBA leagues play it with their competition's
 * `basketballRules`: 10-minute quarters, longer possessions (pace) and their shooting.
 */
const TURNOVER = 0.13;
const STEAL_SHARE = 0.55;
const OFFENSIVE_FOUL_SHARE = 0.12;
/** Fouls during a possession that are not on a shot; in the penalty they give two free throws. */
const NON_SHOOTING_FOUL = 0.1;
const SHOOTING_FOUL = 0.08;
const THREE_SHARE = 0.41;
const THREE_PCT = 0.36;
const TWO_PCT = 0.545;
const FT_PCT = 0.78;
const AND_ONE = 0.05;
const BLOCK_ON_MISSED_TWO = 0.12;
const BLOCK_ON_MISSED_THREE = 0.03;
const OFFENSIVE_REBOUND = 0.24;
const OFFENSIVE_REBOUND_AFTER_FT = 0.13;
const ASSISTED = { 2: 0.55, 3: 0.8 } as const;
const PENALTY_FOULS = 5;
const TIMEOUTS_PER_GAME = 7;
/** Quality q: ±1 per 100 rating points; home court is worth ~2.5 points (q ≈ 0.11 a side). */
const HOME_EDGE = 0.11;
/**
 * Market view of the model: points per possession ≈ base + slope × q + shooting × the league's
 * shooting offset, and 28.8 s of play per pair of possessions at the NBA's pace (calibrated against
 * this model over thousands of seeds; see basketball.test.ts).
 */
const MARKET_PPP = { base: 1.13, slope: 0.13, shooting: 2.1 } as const;
const SECONDS_PER_POSSESSION_PAIR = 28.8;
/** Seconds from one possession's start to its shot (or turnover), at the NBA's pace. */
const POSSESSION_SECONDS = [5, 22.8] as const;

type StatKey = (typeof BASKETBALL_STATS)[number];
const OTHER: Record<Side, Side> = { home: 'away', away: 'home' };

/** Who is on the floor: starters most of the time, the first three off the bench a fair share. */
function minutesWeight(m: Member, index: number): number {
  if (m.starter) return 3;
  return index < 8 ? 1.6 : 0.5;
}
const SHOOTER = {
  three: { G: 1.4, F: 1, C: 0.35, D: 1, M: 1 },
  two: { G: 0.9, F: 1.1, C: 1.3, D: 1, M: 1 },
} as const;
const PASSER = { G: 2.5, F: 1, C: 0.7, D: 1, M: 1 } as const;

export function buildBasketball(match: SimMatch): Timeline {
  const rules = basketballRules(match.competitionId);
  const REGULATION_SECONDS = 4 * rules.quarterSeconds;
  const setup = rng(streamSeed(match.seed, 'setup'));
  const play = rng(streamSeed(match.seed, 'play'));
  const market = rng(streamSeed(match.seed, 'market'));
  const d = clamp((match.homeRating - match.awayRating) / 100, -1, 1);
  const quality: Record<Side, number> = { home: d + HOME_EDGE, away: -d - HOME_EDGE };
  const squads: Record<Side, Member[]> = {
    home: makeSquad('basketball', match.homePlayers),
    away: makeSquad('basketball', match.awayPlayers),
  };
  const zero = () =>
    Object.fromEntries(BASKETBALL_STATS.map((k) => [k, 0])) as Record<StatKey, number>;
  const stats: Record<Side, Record<StatKey, number>> = { home: zero(), away: zero() };
  const score: Record<Side, number> = { home: 0, away: 0 };
  const raw: RawEvent[] = [];
  const samples: StatSample[] = [];
  const spans: PhaseSpan[] = [];
  let t = match.kickoff;
  /** Unanswered points: the run a timeout tends to stop. */
  let run = { side: 'home' as Side, points: 0 };
  /** A hot streak: every 3 minutes of play one side may get a few points of shooting on top. */
  const hot: Record<Side, number> = { home: 0, away: 0 };
  let nextStreak = 0;

  const onFloor = new Map<Member, number>();
  for (const side of ['home', 'away'] as const)
    squads[side].forEach((m, i) => onFloor.set(m, minutesWeight(m, i)));
  function member(side: Side, weight: (m: Member) => number, except?: Member): Member | undefined {
    return play.weighted(squads[side], (m) =>
      m === except ? 0 : (onFloor.get(m) ?? 0) * weight(m),
    );
  }
  function named(m: Member | undefined): Pick<RawEvent, 'playerId' | 'playerName'> {
    return m?.player ? { playerId: m.player.id, playerName: m.player.name } : {};
  }

  function liveSpan(label: string, seconds: number, clockFrom: number, period: number): PhaseSpan {
    const ratio = setup.range(T.ratio[0], T.ratio[1]);
    const to = t + Math.round(seconds * ratio * 1000);
    const span: PhaseSpan = {
      phase: label.startsWith('OT') ? 'OT' : (label as PhaseSpan['phase']),
      from: t,
      to,
      clockFrom,
      clockTo: clockFrom + seconds,
      msPerSecond: (to - t) / seconds,
      period,
      label,
    };
    spans.push(span);
    t = to;
    return span;
  }
  function breakSpan(phase: 'BRK' | 'HT', ms: number, clock: number, label: string) {
    spans.push({
      phase,
      from: t,
      to: t + ms,
      clockFrom: clock,
      clockTo: clock,
      msPerSecond: 0,
      label,
    });
    t += ms;
  }

  function playPeriod(span: PhaseSpan, firstOffense: Side) {
    const length = span.clockTo - span.clockFrom;
    const fouls: Record<Side, number> = { home: 0, away: 0 };
    let c = 0;
    let offense = firstOffense;
    const at = (secs: number) => span.from + Math.round(secs * span.msPerSecond);
    const emit = (secs: number, e: Omit<RawEvent, 'at' | 'clock' | 'span'>) =>
      raw.push({ ...e, at: at(secs), clock: span.clockFrom + Math.floor(secs), span });
    const sample = (secs: number) =>
      samples.push({
        at: at(secs),
        home: BASKETBALL_STATS.map((k) => stats.home[k]),
        away: BASKETBALL_STATS.map((k) => stats.away[k]),
      });

    raw.push({ at: span.from, clock: span.clockFrom, span, kind: 'period_start' });
    // The market re-prices at the start of each period and twice more during it.
    for (const secs of [
      market.range(5, 30),
      market.range(60, length - 30),
      market.range(60, length - 30),
    ]) {
      raw.push({ at: at(secs), clock: span.clockFrom + Math.floor(secs), span, kind: 'odds' });
    }

    function scoreFor(
      side: Side,
      points: 1 | 2 | 3,
      secs: number,
      shooter: Member | undefined,
      passer?: Member,
    ) {
      score[side] += points;
      const ev: Omit<RawEvent, 'at' | 'clock' | 'span'> = {
        kind: 'points',
        side,
        points,
        ...named(shooter),
      };
      const a = named(passer);
      if (a.playerId !== undefined) {
        ev.assistId = a.playerId;
        ev.assist = a.playerName;
      }
      emit(secs, ev);
      if (run.side === side) run.points += points;
      else run = { side, points };
      if (run.points >= 8 && run.points - points < 8 && secs + 20 < length) {
        raw.push({
          at: at(secs + 20),
          clock: span.clockFrom + Math.floor(secs + 20),
          span,
          kind: 'odds',
        });
      }
    }

    function foul(side: Side, secs: number): boolean {
      const inPenalty = fouls[side] >= PENALTY_FOULS - 1;
      fouls[side]++;
      stats[side].fouls++;
      emit(secs, { kind: 'foul', side, ...named(member(side, () => 1)) });
      return inPenalty;
    }

    /** Free throws; true when the last one was missed and the offence got the rebound. */
    function freeThrows(
      side: Side,
      count: number,
      secs: number,
      shooter: Member | undefined,
    ): boolean {
      let missedLast = false;
      for (let i = 0; i < count; i++) {
        stats[side].fta++;
        if (play.chance(FT_PCT + 0.02 * quality[side])) {
          stats[side].ftm++;
          scoreFor(side, 1, secs, shooter);
          missedLast = false;
        } else missedLast = true;
      }
      if (!missedLast) return false;
      return rebound(side, OFFENSIVE_REBOUND_AFTER_FT);
    }

    function rebound(side: Side, offensive: number): boolean {
      if (play.chance(offensive)) {
        stats[side].oreb++;
        stats[side].reb++;
        return true;
      }
      stats[OTHER[side]].dreb++;
      stats[OTHER[side]].reb++;
      return false;
    }

    /** One try of the offence; true when it keeps the ball (offensive rebound). */
    function attempt(side: Side, secs: number, buzzer: boolean): boolean {
      const q = quality[side];
      const defense = OTHER[side];
      if (!buzzer && play.chance(TURNOVER - 0.02 * q)) {
        stats[side].tov++;
        if (play.chance(OFFENSIVE_FOUL_SHARE)) foul(side, secs);
        else if (play.chance(STEAL_SHARE)) stats[defense].stl++;
        return false;
      }
      if (!buzzer && play.chance(NON_SHOOTING_FOUL)) {
        if (foul(defense, secs))
          return freeThrows(
            side,
            2,
            secs,
            member(side, (m) => SHOOTER.two[m.role]),
          );
        // Not in the penalty: the offence inbounds and plays on.
      }
      const three = play.chance(THREE_SHARE);
      const shooter = member(side, (m) => (three ? SHOOTER.three[m.role] : SHOOTER.two[m.role]));
      if (!buzzer && play.chance(SHOOTING_FOUL)) {
        foul(defense, secs);
        return freeThrows(side, three && play.chance(0.1) ? 3 : 2, secs, shooter);
      }
      const pct =
        (three ? THREE_PCT + 0.04 * q : TWO_PCT + 0.06 * q) +
        hot[side] -
        (buzzer ? 0.2 : 0) +
        rules.shooting;
      stats[side].fga++;
      if (three) stats[side].tpa++;
      if (play.chance(pct)) {
        stats[side].fgm++;
        if (three) stats[side].tpm++;
        const points = three ? 3 : 2;
        const passer = play.chance(ASSISTED[points])
          ? member(side, (m) => PASSER[m.role], shooter)
          : undefined;
        if (passer) stats[side].ast++;
        scoreFor(side, points, secs, shooter, passer);
        if (!three && !buzzer && play.chance(AND_ONE)) {
          foul(defense, secs);
          return freeThrows(side, 1, secs, shooter);
        }
        return false;
      }
      if (play.chance(three ? BLOCK_ON_MISSED_THREE : BLOCK_ON_MISSED_TWO)) stats[defense].blk++;
      return !buzzer && rebound(side, OFFENSIVE_REBOUND);
    }

    for (;;) {
      let secs =
        c + play.range(POSSESSION_SECONDS[0] / rules.pace, POSSESSION_SECONDS[1] / rules.pace);
      if (secs >= length) {
        // A last heave at the buzzer when there is time for one.
        if (length - c >= 2) {
          attempt(offense, length, true);
          sample(length);
        }
        break;
      }
      let keep = attempt(offense, secs, false);
      while (keep) {
        secs += play.range(2, 8);
        if (secs >= length) break;
        keep = attempt(offense, secs, false);
      }
      sample(Math.min(secs, length));
      c = Math.min(secs, length);
      // Timeouts: mostly to stop an opponent's run, otherwise now and then.
      for (const side of [OTHER[run.side], run.side]) {
        const stopRun = side !== run.side && run.points >= 8 && play.chance(0.5);
        if ((stopRun || play.chance(0.018)) && stats[side].timeouts < TIMEOUTS_PER_GAME) {
          stats[side].timeouts++;
          emit(c, { kind: 'timeout', side });
          if (stopRun) {
            hot[run.side] = 0;
            run = { side, points: 0 };
          }
        }
      }
      if (span.clockFrom + c >= nextStreak) {
        nextStreak = span.clockFrom + c + 180;
        hot.home = 0;
        hot.away = 0;
        if (play.chance(0.35)) hot[play.chance(0.5) ? 'home' : 'away'] = 0.06;
      }
      offense = OTHER[offense];
    }
    raw.push({ at: span.to, clock: span.clockTo, span, kind: 'period_end' });
  }

  const tipOff: Side = setup.chance(0.5) ? 'home' : 'away';
  const quarterOffense = [tipOff, OTHER[tipOff], OTHER[tipOff], tipOff];
  for (let q = 0; q < 4; q++) {
    const span = liveSpan(`Q${q + 1}`, rules.quarterSeconds, q * rules.quarterSeconds, q);
    playPeriod(span, quarterOffense[q]);
    if (q === 0 || q === 2) breakSpan('BRK', T.shortBreakMs, span.clockTo, span.label ?? '');
    if (q === 1) breakSpan('HT', T.halfTimeMs, span.clockTo, span.label ?? '');
  }
  for (let ot = 1; score.home === score.away && ot <= T.maxOvertimes; ot++) {
    const prev = spans[spans.length - 1];
    breakSpan('BRK', T.shortBreakMs, prev.clockTo, prev.label ?? '');
    const span = liveSpan(ot === 1 ? 'OT' : `OT${ot}`, rules.overtimeSeconds, prev.clockTo, 3 + ot);
    playPeriod(span, play.chance(0.5) ? 'home' : 'away');
    if (ot === T.maxOvertimes && score.home === score.away) {
      // A last free throw at the buzzer settles a game that would otherwise never end.
      const side: Side = play.chance(0.5) ? 'home' : 'away';
      stats[side].fta++;
      stats[side].ftm++;
      score[side]++;
      raw.push({ at: span.to - 1, clock: span.clockTo, span, kind: 'points', side, points: 1 });
      samples.push({
        at: span.to - 1,
        home: BASKETBALL_STATS.map((k) => stats.home[k]),
        away: BASKETBALL_STATS.map((k) => stats.away[k]),
      });
    }
  }
  const endsAt = t;
  const last = spans[spans.length - 1];
  spans.push({
    phase: 'FT',
    from: endsAt,
    to: Infinity,
    clockFrom: last.clockTo,
    clockTo: last.clockTo,
    msPerSecond: 0,
    label: last.label,
  });

  const ppp = (side: Side) =>
    MARKET_PPP.base + MARKET_PPP.slope * quality[side] + MARKET_PPP.shooting * rules.shooting;
  // The market's own view drifts between moves (mean-reverting), so lines move a point or two.
  const drift = { margin: market.normal(0, 1), total: market.normal(0, 1.5) };
  const price = (state: PriceState | null) => {
    let left = REGULATION_SECONDS;
    if (state) {
      const overtime =
        state.clock >= REGULATION_SECONDS &&
        (state.span.phase === 'OT' || state.span.phase === 'BRK');
      left = overtime
        ? Math.max(0, state.span.clockTo - state.clock)
        : Math.max(0, REGULATION_SECONDS - state.clock);
      if (state.span.phase === 'BRK' && state.clock >= REGULATION_SECONDS)
        left = rules.overtimeSeconds;
    }
    const pairs = (left * rules.pace) / SECONDS_PER_POSSESSION_PAIR;
    return basketballOdds({
      homeScore: state?.homeScore ?? 0,
      awayScore: state?.awayScore ?? 0,
      marginExpected:
        (ppp('home') - ppp('away')) * pairs + drift.margin * Math.sqrt(left / REGULATION_SECONDS),
      totalExpected:
        (ppp('home') + ppp('away')) * pairs + drift.total * Math.sqrt(left / REGULATION_SECONDS),
      remaining: left / REGULATION_SECONDS,
    });
  };
  const opening = price(null);
  const events = finalize('basketball', raw, (state) => {
    drift.margin = 0.7 * drift.margin + market.normal(0, 0.8);
    drift.total = 0.7 * drift.total + market.normal(0, 1.2);
    return price(state);
  });
  return {
    sport: 'basketball',
    spans,
    events,
    samples,
    statKeys: BASKETBALL_STATS,
    opening,
    endsAt,
  };
}
