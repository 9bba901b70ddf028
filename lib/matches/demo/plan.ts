/**
 * Everything the match seed writes, as plain data keyed by natural keys (team keys, season labels,
 * round numbers): competitions, teams with ratings, squads, seasons, rounds and fixtures with
 * their finished detail. Deterministic for the same data files, anchors and day. Pure.
 */
import {
  addBusy,
  generatedSeason,
  GENERATED_COMPETITIONS,
  OFF_SEASON_CUPS,
  OFF_SEASON_LEAGUES,
  type Busy,
} from './calendar';
import {
  COMPETITIONS,
  roundNames,
  TEAMS,
  teamByOpenfootballName,
  type CompetitionSeed,
  type TeamSeed,
  type Trio,
} from '../names';
import { hash32 } from '@/lib/rules/random';
import {
  basketballFinish,
  footballFinish,
  footballScore,
  type FinishedSeed,
  type TeamCtx,
} from './results';
import { squadFor, type PlayerSeed } from './squads';
import { isoDay, parseIsoDay, zonedToUtc } from '../time';
import { basketballRules } from '../timing';
import type { MatchStatus, Sport } from '../types';
import type { OpenfootballFile, OpenfootballMatch } from './openfootball';

export type TeamPlan = TeamSeed & { rating: number; squad: PlayerSeed[] };

export type RoundPlan = { number: number; stage: 'league' | 'playoff' | 'knockout'; name: Trio };

export type SeasonPlan = {
  competitionId: number;
  label: string;
  startsOn: string;
  endsOn: string;
  /** Generated calendars only. */
  anchorOn: string | null;
  /** The competition's current season (a data file's season is not when a generated one is). */
  current: boolean;
  rounds: RoundPlan[];
};

export type MatchPlan = {
  competitionId: number;
  sport: Sport;
  seasonLabel: string;
  roundNumber: number;
  home: string;
  away: string;
  /** Team key whose ground it is (the home team's, or a neutral venue's owner). */
  venueOf: string;
  kickoff: number;
  status: MatchStatus;
  knockout: boolean;
  simSeed: number;
  generated: boolean;
  /** The data file's result (real matches that were played). */
  real: RealResult | null;
};

export type RealResult = {
  ft: [number, number];
  ht: [number, number] | null;
  et: [number, number] | null;
  pens: [number, number] | null;
};

export type Plan = {
  competitions: readonly CompetitionSeed[];
  teams: TeamPlan[];
  seasons: SeasonPlan[];
  matches: MatchPlan[];
};

export type Anchor = { anchorDay: number; label: string };

/**
 * Corrections to the data files, checked against the published results: the two 2024/25
 * Champions League round-of-16 shoot-outs are recorded as 4–4, and the final has no score.
 */
const CORRECTIONS: readonly {
  date: string;
  team1: string;
  team2: string;
  score: NonNullable<OpenfootballMatch['score']>;
}[] = [
  {
    date: '2025-03-11',
    team1: 'Liverpool FC (ENG)',
    team2: 'Paris Saint-Germain FC (FRA)',
    score: { ht: [0, 1], ft: [0, 1], et: [0, 1], p: [1, 4] },
  },
  {
    date: '2025-03-12',
    team1: 'Club Atlético de Madrid (ESP)',
    team2: 'Real Madrid CF (ESP)',
    score: { ht: [1, 0], ft: [1, 0], et: [1, 0], p: [2, 4] },
  },
  {
    date: '2025-05-31',
    team1: 'Paris Saint-Germain FC (FRA)',
    team2: 'FC Internazionale Milano (ITA)',
    score: { ht: [2, 0], ft: [5, 0] },
  },
];

/** The 2025 Champions League final was played at the Allianz Arena. */
const NEUTRAL_VENUES: Readonly<Record<string, string>> = {
  '2024-25_uefa.cl.json|Finals, Final': 'bayern',
};

/** Kick-off time when the data file has none yet (a typical weekend afternoon slot). */
const DEFAULT_TIME = '15:00';

const LEAGUE_BONUS: Readonly<Record<number, number>> = { 82: 3, 120: 1, 108: 1, 129: 1, 142: -1 };

function seasonLabelOf(file: OpenfootballFile): string {
  const m = /(\d{4})\/(\d{2})\s*$/.exec(file.name);
  return m ? `${m[1]}/${m[2]}` : file.name;
}

function corrected(m: OpenfootballMatch): OpenfootballMatch {
  const fix = CORRECTIONS.find(
    (c) => c.date === m.date && c.team1 === m.team1 && c.team2 === m.team2,
  );
  return fix ? { ...m, score: fix.score } : m;
}

function teamOf(name: string): TeamSeed {
  const t = teamByOpenfootballName(name);
  if (!t) throw new Error(`no names for openfootball team "${name}"`);
  return t;
}

/** Ratings 1–100: half reputation, half the real 2025/26 league table where there is one. */
function ratings(files: Readonly<Record<string, OpenfootballFile>>): Map<string, number> {
  const table = new Map<string, { played: number; points: number; gd: number; bonus: number }>();
  for (const c of COMPETITIONS) {
    if (!c.file || c.kind !== 'league') continue;
    for (const m of files[c.file].matches) {
      const ft = m.score?.ft;
      if (!ft) continue;
      const sides: [string, number, number][] = [
        [teamOf(m.team1).key, ft[0], ft[1]],
        [teamOf(m.team2).key, ft[1], ft[0]],
      ];
      for (const [key, gf, ga] of sides) {
        const row = table.get(key) ?? {
          played: 0,
          points: 0,
          gd: 0,
          bonus: LEAGUE_BONUS[c.id] ?? 0,
        };
        row.played++;
        row.points += gf > ga ? 3 : gf === ga ? 1 : 0;
        row.gd += gf - ga;
        table.set(key, row);
      }
    }
  }
  const out = new Map<string, number>();
  for (const t of TEAMS) {
    const row = table.get(t.key);
    let rating = t.rep;
    if (row && row.played > 0) {
      const standing = 35 + 22 * (row.points / row.played) + 6 * (row.gd / row.played) + row.bonus;
      rating = 0.5 * t.rep + 0.5 * standing;
    }
    out.set(t.key, Math.round(Math.min(99, Math.max(1, rating))));
  }
  return out;
}

function roundOrder(file: OpenfootballFile): Map<string, number> {
  const labels = [...new Set(file.matches.map((m) => m.round))];
  const numbered = labels.every((l) => /^Matchday \d+$/.test(l));
  const order = new Map<string, number>();
  if (numbered) {
    for (const l of labels) order.set(l, Number(l.replace('Matchday ', '')));
    return order;
  }
  // Cup files list their rounds in playing order.
  labels.forEach((l, i) => order.set(l, i + 1));
  return order;
}

/** A competition that gets a generated calendar on the plan's day. */
export type GeneratedCompetition = {
  id: number;
  sport: Sport;
  /** Off-season leagues: the teams of the data file, and the label the generated one must avoid. */
  roster?: string[];
  fileLabel?: string;
};

/**
 * The competitions with a generated calendar on `today` (any time of the day):
 * - those without a data file (`GENERATED_COMPETITIONS`: CSL, Europa League, NBA, CBA), always;
 * - the leagues with one (`OFF_SEASON_LEAGUES`: Premier League, La Liga, Serie A, Bundesliga,
 *   Ligue 1) when today's UTC day lies after the last match day of the file's season, or before
 *   its first: their current season is then generated around today with the file's teams, and
 *   the real one is kept as a past season (history, head-to-head, form, ratings). On a day inside
 *   the real season the file alone is the current season.
 * - the Champions League (`OFF_SEASON_CUPS`) outside its file's 2024/25 season: a generated
 *   current league phase from its own roster, the file's season kept as a past one.
 */
export function generatedCompetitions(
  today: number,
  files: Readonly<Record<string, OpenfootballFile>>,
): GeneratedCompetition[] {
  const day = Math.floor(today / 86_400_000) * 86_400_000;
  const out: GeneratedCompetition[] = [...GENERATED_COMPETITIONS];
  for (const id of OFF_SEASON_LEAGUES) {
    const c = COMPETITIONS.find((x) => x.id === id);
    if (!c?.file) throw new Error(`no data file for league ${id}`);
    const file = files[c.file];
    const days = file.matches.map((m) => m.date).sort();
    if (day >= parseIsoDay(days[0]) && day <= parseIsoDay(days[days.length - 1])) continue;
    const roster = [...new Set(file.matches.flatMap((m) => [m.team1, m.team2]))]
      .map((name) => teamOf(name).key)
      .sort();
    out.push({ id, sport: 'football', roster, fileLabel: seasonLabelOf(file) });
  }
  // The Champions League's file is one past season: out of it, a generated current one (its
  // roster in GENERATED_ROSTERS), so "current" links open this season's table.
  for (const id of OFF_SEASON_CUPS) {
    const c = COMPETITIONS.find((x) => x.id === id);
    if (!c?.file) throw new Error(`no data file for cup ${id}`);
    const file = files[c.file];
    const days = file.matches.map((m) => m.date).sort();
    if (day >= parseIsoDay(days[0]) && day <= parseIsoDay(days[days.length - 1])) continue;
    out.push({ id, sport: 'football', fileLabel: seasonLabelOf(file) });
  }
  return out;
}

export type PlanInput = {
  /** Any time of the day the plan is for; only its UTC day counts. */
  today: number;
  files: Readonly<Record<string, OpenfootballFile>>;
  /** The calendar anchor and season label of each of `generatedCompetitions(today, files)`. */
  anchors: Readonly<Record<number, Anchor>>;
};

/**
 * The plan of the day `input.today`: every data file's season with its real fixtures and
 * results, and a generated calendar for each of `generatedCompetitions` (the rule is there: the
 * five big leagues get a generated current season when today lies outside their file's season,
 * the file's season then being a past one). A generated label never equals the file's label.
 */
export function buildPlan(input: PlanInput): Plan {
  const rating = ratings(input.files);
  const teams: TeamPlan[] = TEAMS.map((t) => ({
    ...t,
    rating: rating.get(t.key) as number,
    squad: squadFor(t),
  }));
  const seasons: SeasonPlan[] = [];
  const matches: MatchPlan[] = [];
  const generated = generatedCompetitions(input.today, input.files);
  // The real fixtures' local match days: generated calendars give every club its rest around
  // them. Each generated competition is laid out against these alone (never against another
  // generated one, whose anchor may change on its own), so a calendar stays the same while its
  // anchor does; the Europa League's fixed weeks keep the generated ones apart.
  const realBusy: Busy = new Map();

  for (const c of COMPETITIONS) {
    if (!c.file) continue;
    const file = input.files[c.file];
    const label = seasonLabelOf(file);
    const order = roundOrder(file);
    const rounds: RoundPlan[] = [...order.entries()]
      .sort((a, b) => a[1] - b[1])
      .map(([l, number]) => ({ number, ...roundNames(l) }));
    const days = file.matches.map((m) => m.date).sort();
    seasons.push({
      competitionId: c.id,
      label,
      startsOn: days[0],
      endsOn: days[days.length - 1],
      anchorOn: null,
      current: !generated.some((g) => g.id === c.id),
      rounds,
    });
    for (const raw of file.matches) {
      const m = corrected(raw);
      const home = teamOf(m.team1).key;
      const away = teamOf(m.team2).key;
      const kickoff = zonedToUtc(m.date, m.time ?? DEFAULT_TIME, c.timeZone).getTime();
      addBusy(realBusy, home, parseIsoDay(m.date));
      addBusy(realBusy, away, parseIsoDay(m.date));
      const simSeed = hash32(`${c.id}|${label}|${home}|${away}|${m.date}`);
      const ft = m.score?.ft;
      const stage = roundNames(m.round).stage;
      matches.push({
        competitionId: c.id,
        sport: 'football',
        seasonLabel: label,
        roundNumber: order.get(m.round) as number,
        home,
        away,
        venueOf: NEUTRAL_VENUES[`${c.file}|${m.round}`] ?? home,
        kickoff,
        status: ft ? 'finished' : m.status === 'postponed' ? 'postponed' : 'scheduled',
        // A single-match tie: a level score after 90 minutes goes to extra time (the final).
        knockout: stage === 'knockout' && m.round === 'Finals, Final',
        simSeed,
        generated: false,
        real: ft
          ? { ft, ht: m.score?.ht ?? null, et: m.score?.et ?? null, pens: m.score?.p ?? null }
          : null,
      });
    }
  }

  // The real fixtures' match days: generated calendars give every club its rest around them.
  // Each generated competition is laid out against these alone (never against another generated
  // one, whose anchor may change on its own), so a calendar stays the same while its anchor does.
  const todayStart = Math.floor(input.today / 86_400_000) * 86_400_000;
  for (const g of generated) {
    const anchor = input.anchors[g.id];
    if (!anchor) throw new Error(`no calendar anchor for competition ${g.id}`);
    // Both seasons would be one row (and one table): `freshAnchor` numbers such a label.
    if (anchor.label === g.fileLabel)
      throw new Error(`generated season ${anchor.label} of ${g.id} has its data file's label`);
    const busy: Busy = new Map([...realBusy].map(([k, v]) => [k, [...v]]));
    const season = generatedSeason(g.id, anchor.anchorDay, anchor.label, g.roster, busy);
    seasons.push({
      competitionId: g.id,
      label: season.label,
      startsOn: isoDay(season.startsOn),
      endsOn: isoDay(season.endsOn),
      anchorOn: isoDay(season.anchorDay),
      current: true,
      rounds: season.rounds,
    });
    for (const f of season.fixtures) {
      const simSeed = hash32(`${g.id}|${season.label}|${f.home}|${f.away}|${f.kickoff}`);
      const plan: MatchPlan = {
        competitionId: g.id,
        sport: g.sport,
        seasonLabel: season.label,
        roundNumber: f.roundNumber,
        home: f.home,
        away: f.away,
        venueOf: f.home,
        kickoff: f.kickoff,
        status: 'scheduled',
        knockout: false,
        simSeed,
        generated: true,
        real: null,
      };
      // Results are written for days before today; today's matches are the simulator's to play.
      if (f.kickoff < todayStart) plan.status = 'finished';
      matches.push(plan);
    }
  }
  return { competitions: COMPETITIONS, teams, seasons, matches };
}

/**
 * The detail of a finished match: the real result dressed with generated events, or a generated
 * result (also used to settle generated matches the simulator never played). Computed only for
 * matches the seed writes: it is the costly part of the plan.
 */
export function finishMatch(m: MatchPlan, ctx: (key: string) => TeamCtx): FinishedSeed {
  const home = ctx(m.home);
  const away = ctx(m.away);
  if (m.real) return footballFinish({ seed: m.simSeed, home, away, ...m.real });
  if (m.sport === 'basketball') {
    return basketballFinish({
      seed: m.simSeed,
      rules: basketballRules(m.competitionId),
      home,
      away,
    });
  }
  const { ft, ht } = footballScore(m.simSeed, home.rating, away.rating);
  return footballFinish({ seed: m.simSeed, home, away, ft, ht });
}

/** The anchor a generated competition gets when it has none yet (or its calendar ran out). */
export function freshAnchor(
  competitionId: number,
  today: number,
  taken: ReadonlySet<string>,
  label: (id: number, day: number) => string,
): Anchor {
  const anchorDay = Math.floor(today / 86_400_000) * 86_400_000;
  const base = label(competitionId, anchorDay);
  let l = base;
  // A second calendar in the same season (a long-running server) gets a numbered label.
  for (let n = 2; taken.has(l); n++) l = `${base} (${n})`;
  return { anchorDay, label: l };
}
