/**
 * The match centre's view rules: which tab, stat bars, commentary lines, scoring runs, index
 * moves. Pure and browser-safe; the components turn the keys into words with next-intl.
 */
import type { PushFrame } from '@/lib/realtime/frames';
import { named } from '@/lib/matches/display';
import { parseId } from '@/lib/rules/id';
import type { EventKind, EventView, MatchItem, OddsView, Side, Sport } from '@/lib/matches/types';
import type { Locale } from '@/i18n/locales';

// --- tabs ---------------------------------------------------------------------------------------

/**
 * `plans`: the experts' plans on the match (components/experts/match-plans.tsx); `discussion`:
 * its comment thread (./discussion.tsx).
 */
export const TABS = [
  'timeline',
  'stats',
  'lineups',
  'index',
  'h2h',
  'standings',
  'live',
  'plans',
  'discussion',
] as const;
export type Tab = (typeof TABS)[number];

/** The tab of `?tab=`; anything else is the route's default (timeline, or live text on /score-live). */
export function parseTab(value: unknown, fallback: Tab): Tab {
  const v: unknown = Array.isArray(value) ? value[0] : value;
  return TABS.includes(v as Tab) ? (v as Tab) : fallback;
}

/** A match id from `?id=` (lib/rules/id.ts: plain decimal digits of a positive int4), else null (→ 404). */
export function parseMatchId(value: unknown): number | null {
  const v: unknown = Array.isArray(value) ? value[0] : value;
  return typeof v === 'string' ? parseId(v) : null;
}

// --- state ----------------------------------------------------------------------------------------

/** What the scoreboard shows as the match state: a message key under matchCentre.state. */
export type StateView =
  { kind: 'clock'; text: string } | { kind: 'label'; key: string } | { kind: 'kickoff' };

/**
 * Live: the ticking minute ("67'", "Q3 05:12"), or the break's name (HT, a quarter break);
 * otherwise finished (after extra time / penalties), postponed, cancelled, or the kick-off time.
 */
export function stateView(m: MatchItem): StateView {
  if (m.status === 'postponed' || m.status === 'cancelled') return { kind: 'label', key: m.status };
  if (m.status === 'finished') {
    if (m.home_penalties !== null && m.away_penalties !== null)
      return { kind: 'label', key: 'afterPens' };
    if (m.sport === 'football' && m.period_scores.length > 2) return { kind: 'label', key: 'aet' };
    if (m.sport === 'basketball' && m.period_scores.length > 4)
      return { kind: 'label', key: 'afterOt' };
    return { kind: 'label', key: 'FT' };
  }
  if (m.status === 'live') {
    if (['HT', 'BRK', 'ETB', 'PEN'].includes(m.phase)) return { kind: 'label', key: m.phase };
    return m.match_str ? { kind: 'clock', text: m.match_str } : { kind: 'label', key: 'live' };
  }
  return { kind: 'kickoff' };
}

/** Whether the score is shown (a match under way or over), rather than "VS". */
export const hasScore = (m: MatchItem) => m.status === 'live' || m.status === 'finished';

// --- frames ---------------------------------------------------------------------------------------

/**
 * How soon a frame of this match makes the server-rendered sections stale: `soon` for a new
 * event or a change of state, `later` for statistics and index moves, null for the clock alone.
 */
export function staleness(frame: PushFrame): 'soon' | 'later' | null {
  const d = frame.data as Record<string, unknown>;
  if (frame.type === 'goal' || 'events' in d || 'status' in d || 'phase' in d) return 'soon';
  if ('stats' in d || 'index' in d) return 'later';
  return null;
}

// --- statistics -----------------------------------------------------------------------------------

export type StatBar = {
  /** Message key under matchCentre.stats. */
  key: string;
  home: string;
  away: string;
  /** Share of the pair for each side, 0–100 (both 0 when neither has any). */
  homePct: number;
  awayPct: number;
  /** The side ahead on this statistic (fouls and cards count as "ahead" too: just the bigger). */
  leader: Side | null;
};

/** A pair of values as bar shares. */
export function statBar(key: string, h: number, a: number, text?: [string, string]): StatBar {
  const total = h + a;
  const homePct = total > 0 ? Math.round((h / total) * 1000) / 10 : 0;
  const awayPct = total > 0 ? Math.round(1000 - homePct * 10) / 10 : 0;
  return {
    key,
    home: text?.[0] ?? String(h),
    away: text?.[1] ?? String(a),
    homePct,
    awayPct,
    leader: h > a ? 'home' : a > h ? 'away' : null,
  };
}

const FOOTBALL_ORDER = [
  'possession',
  'shots',
  'shots_on_target',
  'shots_off_target',
  'corners',
  'attacks',
  'dangerous_attacks',
  'saves',
  'fouls',
  'offsides',
] as const;

const pct = (made: number, tried: number) => (tried > 0 ? Math.round((made / tried) * 100) : 0);

/**
 * The statistics tab's bars. Football: possession in %, the counts of the feed, corners and the
 * cards from the match. Basketball: the box totals, shooting as "made/attempted (pct%)" with the
 * bar on the percentage.
 */
export function statBars(
  sport: Sport,
  stats: { home: Record<string, number>; away: Record<string, number> } | null,
  m: MatchItem,
): StatBar[] {
  if (!stats) return [];
  const h = (k: string) => stats.home[k] ?? 0;
  const a = (k: string) => stats.away[k] ?? 0;
  const has = (k: string) => k in stats.home || k in stats.away;
  if (sport === 'football') {
    const out: StatBar[] = [];
    for (const k of FOOTBALL_ORDER) {
      if (k === 'corners') {
        const hc = has('corners') ? h('corners') : m.home_corners;
        const ac = has('corners') ? a('corners') : m.away_corners;
        out.push(statBar('corners', hc, ac));
      } else if (k === 'possession') {
        if (has(k)) out.push(statBar(k, h(k), a(k), [`${h(k)}%`, `${a(k)}%`]));
      } else if (has(k)) out.push(statBar(k, h(k), a(k)));
    }
    out.push(statBar('yellow', m.home_yellow, m.away_yellow));
    out.push(statBar('red', m.home_red, m.away_red));
    return out;
  }
  const shooting = (key: string, made: string, tried: string) => {
    const hp = pct(h(made), h(tried));
    const ap = pct(a(made), a(tried));
    return statBar(key, hp, ap, [
      `${h(made)}/${h(tried)} (${hp}%)`,
      `${a(made)}/${a(tried)} (${ap}%)`,
    ]);
  };
  const out: StatBar[] = [statBar('points', m.home_score, m.away_score)];
  if (has('fga')) out.push(shooting('fg', 'fgm', 'fga'));
  if (has('tpa')) out.push(shooting('tp', 'tpm', 'tpa'));
  if (has('fta')) out.push(shooting('ft', 'ftm', 'fta'));
  for (const k of ['reb', 'oreb', 'dreb', 'ast', 'stl', 'blk', 'tov', 'fouls', 'timeouts'])
    if (has(k)) out.push(statBar(k, h(k), a(k)));
  return out;
}

// --- timeline and commentary ------------------------------------------------------------------------

/** Football kinds on the timeline (corners and fouls are in the live text only). */
const TIMELINE_KINDS: readonly EventKind[] = [
  'goal',
  'own_goal',
  'penalty_goal',
  'penalty_miss',
  'yellow',
  'red',
  'second_yellow',
  'sub',
  'shootout',
];

export type TimelineRow =
  | { type: 'event'; event: EventView }
  | { type: 'period'; phase: string; home: number; away: number };

/**
 * The football timeline, oldest first: goals, cards and substitutions with a line at the end of
 * each period (its score so far).
 */
export function footballTimeline(events: readonly EventView[]): TimelineRow[] {
  const out: TimelineRow[] = [];
  for (const e of events) {
    if (e.kind === 'period_end')
      out.push({ type: 'period', phase: e.phase, home: e.home_score, away: e.away_score });
    else if (TIMELINE_KINDS.includes(e.kind)) out.push({ type: 'event', event: e });
  }
  return out;
}

export type ScoringRun = {
  side: Side;
  points: number;
  against: number;
  phase: string;
  from: string;
  to: string;
};

/**
 * Basketball scoring runs: stretches where one side scored at least `min` points while the other
 * scored at most `allowed` (the broadcasters' "12-2 run"), from the `points` events, oldest first.
 */
export function scoringRuns(events: readonly EventView[], min = 8, allowed = 2): ScoringRun[] {
  const baskets = events.filter((e) => e.kind === 'points' && e.side && (e.points ?? 0) > 0);
  const runs: ScoringRun[] = [];
  let i = 0;
  while (i < baskets.length) {
    const side = baskets[i].side as Side;
    let pts = 0;
    let against = 0;
    let j = i;
    let last = i;
    // Extend while the other side stays within `allowed`.
    while (j < baskets.length) {
      const e = baskets[j];
      if (e.side === side) {
        pts += e.points ?? 0;
        last = j;
      } else if (against + (e.points ?? 0) > allowed) break;
      else against += e.points ?? 0;
      j++;
    }
    // Points the other side scored after the run's last basket are not part of it.
    const tail = baskets.slice(last + 1, j).reduce((s, e) => s + (e.points ?? 0), 0);
    against -= tail;
    if (pts >= min) {
      runs.push({
        side,
        points: pts,
        against,
        phase: baskets[i].phase,
        from: baskets[i].match_str,
        to: baskets[last].match_str,
      });
      i = last + 1;
    } else i++;
  }
  return runs;
}

/** A line of the live text: a message key under matchCentre.live.lines and its values. */
export type CommentaryLine = {
  id: string;
  minute: string;
  kind: EventKind | 'full_time';
  side: Side | null;
  key: string;
  values: Record<string, string | number>;
  /** Goals, red cards and the final whistle stand out. */
  important: boolean;
};

const IMPORTANT: readonly string[] = ['goal', 'own_goal', 'penalty_goal', 'red', 'second_yellow'];

/**
 * The live text, newest first: one line per event (corners, fouls, baskets and timeouts
 * included), and "full time" once the match is over. `period` names a phase in the page's
 * language (the component passes its translator).
 */
export function commentary(
  m: MatchItem,
  events: readonly EventView[],
  lang: Locale,
  period: (phase: string) => string,
): CommentaryLine[] {
  const team = (side: Side | null) =>
    side === 'home'
      ? named(m, 'home_team_name', lang)
      : side === 'away'
        ? named(m, 'away_team_name', lang)
        : '';
  const person = (p: EventView['player'] | null, fallback: string) =>
    p ? p[`name_${lang}`] || p.name_zh : fallback;
  const lines: CommentaryLine[] = events.map((e) => {
    const t = team(e.side);
    const player = e.player
      ? person(e.player, t)
      : e[`player_name_${lang}`] || e.player_name_zh || t;
    const values: Record<string, string | number> = {
      team: t,
      player,
      score: `${e.home_score}-${e.away_score}`,
    };
    let key: string = e.kind;
    if (e.kind === 'goal' && e.assist) {
      key = 'goalAssist';
      values.assist = person(e.assist, '');
    }
    if (e.kind === 'sub') {
      if (e.player_out) {
        key = 'subFor';
        values.out = person(e.player_out, '');
      }
    }
    if (e.kind === 'shootout') key = e.scored ? 'shootoutScored' : 'shootoutMissed';
    if (e.kind === 'points') values.points = e.points ?? 0;
    if (e.kind === 'period_start' || e.kind === 'period_end') values.period = period(e.phase);
    return {
      id: `e${e.id}`,
      minute: e.kind === 'period_start' || e.kind === 'period_end' ? '' : e.match_str,
      kind: e.kind,
      side: e.side,
      key,
      values,
      important: IMPORTANT.includes(e.kind),
    };
  });
  if (m.status === 'finished') {
    lines.push({
      id: 'ft',
      minute: '',
      kind: 'full_time',
      side: null,
      key: 'fullTime',
      values: {
        home: named(m, 'home_team_name', lang),
        away: named(m, 'away_team_name', lang),
        score: `${m.home_score}-${m.away_score}`,
      },
      important: true,
    });
  }
  return lines.reverse();
}

// --- index ------------------------------------------------------------------------------------------

export type Move = 'up' | 'down' | 'same';

export function move(from: number | undefined, to: number | undefined): Move {
  if (from === undefined || to === undefined || from === to) return 'same';
  return to > from ? 'up' : 'down';
}

/** The value keys of a market, in the order they are shown. */
export const MARKET_KEYS: Record<OddsView['market'], readonly string[]> = {
  asia: ['home', 'line', 'away'],
  total: ['over', 'line', 'under'],
  eu: ['home', 'draw', 'away'],
  moneyline: ['home', 'away'],
};

/** A handicap line from the home side's view: "-0.5", "+1", "0". */
export function formatLine(market: OddsView['market'], line: number): string {
  if (market !== 'asia') return String(line);
  if (line === 0) return '0';
  return line > 0 ? `+${line}` : String(line);
}

/** Index rows grouped by market, in a fixed order; companies in id order. */
export function oddsByMarket(
  odds: readonly OddsView[],
): { market: OddsView['market']; rows: OddsView[] }[] {
  const order: OddsView['market'][] = ['asia', 'eu', 'moneyline', 'total'];
  return order
    .map((market) => ({
      market,
      rows: odds.filter((o) => o.market === market).sort((a, b) => a.company_id - b.company_id),
    }))
    .filter((g) => g.rows.length > 0);
}

// --- head-to-head ------------------------------------------------------------------------------------

export type Result = 'W' | 'D' | 'L';

/** A finished match's result for one team (penalties decide a level cup tie). */
export function resultFor(m: MatchItem, teamId: number): Result {
  const home = m.home_team_id === teamId;
  const mine = home ? m.home_score : m.away_score;
  const theirs = home ? m.away_score : m.home_score;
  if (mine !== theirs) return mine > theirs ? 'W' : 'L';
  if (m.home_penalties !== null && m.away_penalties !== null) {
    const pm = home ? m.home_penalties : m.away_penalties;
    const pt = home ? m.away_penalties : m.home_penalties;
    return pm > pt ? 'W' : 'L';
  }
  return 'D';
}

/** Wins, draws and losses of a team over some meetings. */
export function tally(list: readonly MatchItem[], teamId: number): Record<Result, number> {
  const out: Record<Result, number> = { W: 0, D: 0, L: 0 };
  for (const m of list) out[resultFor(m, teamId)]++;
  return out;
}
