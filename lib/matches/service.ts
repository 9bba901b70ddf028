import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { matchCollections, matches, matchReservations } from '@/lib/db/schema';
import { AppError } from '@/lib/errors/app-error';
import type { Locale } from '@/i18n/locales';
import { currentSeq } from '@/lib/realtime/pushes';
import { followedTeamIds } from '@/lib/follows/teams';
import {
  getMatch,
  getMatchesByIds,
  headToHead,
  listCompetitions,
  listMatches,
  listMatchHeads,
  listMatchLines,
  playerRanking,
  recentForm,
  scorerRanking,
  seasonTable,
  tableMatches,
  teamRanking,
  type MatchHead,
} from './queries';
import { computeTable } from './table';
import { DAY_MS, HOUR_MS } from './time';
import { API_ZONE, dayIn, dayRange, SPORTS } from '@/lib/rules';
import type {
  BasketballStat,
  CompetitionView,
  MatchDetail,
  MatchItem,
  MatchLine,
  MatchStatus,
  PlayerRankingRow,
  RecentForm,
  SeasonTable,
  Sport,
  TeamRankingRow,
} from './types';

/**
 * The rules behind the match API: which matches are "hot", the day list with the user's flags,
 * favourites and bookings. Handlers stay thin; every failure is an AppError with a message key.
 */

export { SPORTS };

/**
 * A match day is a day in the request's zone (`tz`, issue 8 §1); without one the spec's: China's
 * (API_ZONE), whatever the server's zone.
 */
export function matchDay(now: Date = new Date(), zone: string = API_ZONE): string {
  return dayIn(now, zone);
}

/** [start, end) of a day in a zone as instants. */
export function matchDayRange(day: string, zone: string = API_ZONE): { from: Date; to: Date } {
  return dayRange(day, zone);
}

// --- competitions -----------------------------------------------------------------------------

/** Competition importance: its footer order within the sport (0 = most important). */
async function importance(): Promise<Map<number, number>> {
  const list = await listCompetitions();
  const out = new Map<number, number>();
  for (const sport of SPORTS)
    list.filter((c) => c.sport === sport).forEach((c, i) => out.set(c.id, i));
  return out;
}

type Ranked = Pick<MatchHead, 'id' | 'competition_id' | 'match_time'>;

/** Orders matches by their competition's importance, then kick-off, then id (the hot lists). */
function byImportance(rank: ReadonlyMap<number, number>) {
  return (a: Ranked, b: Ranked) =>
    (rank.get(a.competition_id) ?? 99) - (rank.get(b.competition_id) ?? 99) ||
    a.match_time - b.match_time ||
    a.id - b.id;
}

/** A competition of the sport, or code 1 (an NBA id on a football endpoint is "not found" too). */
export async function requireCompetition(id: number, sport?: Sport): Promise<CompetitionView> {
  const c = (await listCompetitions(sport)).find((x) => x.id === id);
  if (!c) throw new AppError('competitionNotFound');
  return c;
}

// --- hot lists ----------------------------------------------------------------------------------

/** Matches of the sports around now: live, upcoming within `aheadMs`, finished since `since`. */
async function around(
  sports: readonly Sport[],
  now: Date,
  aheadMs: number,
  status?: MatchStatus,
): Promise<MatchHead[]> {
  // A match is live for at most ~3 h after kick-off (extra time, long basketball games); 12 h of
  // look-back also keeps a long delay or a stalled feed's match in the list.
  const from = new Date(now.getTime() - 12 * HOUR_MS);
  const to = new Date(now.getTime() + aheadMs);
  // One query for all the sports: on the embedded database each query has a cost of its own.
  return listMatchHeads({ sport: sports, from, to, status });
}

/**
 * `zone`: whose "today" the results that fill a quiet hour belong to (default API_ZONE).
 * `liveOnly`: the live part alone (the nav bar's hot searches), read without the rest of the day.
 */
type HotOptions = { sport?: Sport; limit: number; now?: Date; zone?: string; liveOnly?: boolean };

/**
 * The home page's hot matches: live ones first, then those kicking off in the next 24 h, each
 * group by competition importance then kick-off; today's results (in `zone`) fill a quiet hour.
 */
export async function hotMatches(opts: HotOptions): Promise<MatchItem[]> {
  const now = opts.now ?? new Date();
  const ranked = byImportance(await importance());
  const sports = opts.sport ? [opts.sport] : SPORTS;
  const all = await around(sports, now, DAY_MS, opts.liveOnly ? 'live' : undefined);
  const live = all.filter((m) => m.status === 'live').sort(ranked);
  const upcoming = all
    .filter((m) => m.status === 'scheduled' && m.match_time * 1000 >= now.getTime())
    .sort(ranked);
  const { from } = matchDayRange(matchDay(now, opts.zone), opts.zone);
  const results = all
    .filter((m) => m.status === 'finished' && m.match_time * 1000 >= from.getTime())
    .sort((a, b) => b.match_time - a.match_time || ranked(a, b));
  // Chosen from the heads; only the chosen few become whole list items.
  return getMatchesByIds([...live, ...upcoming, ...results].slice(0, opts.limit).map((m) => m.id));
}

/** Top competitions: the big five leagues and the Champions League; NBA and CBA. */
const TOP_FOOTBALL = 6;

/**
 * Recommended matches: live or kicking off in the next 24 h in the top competitions, soonest
 * first (live ones are "soonest"); other competitions only when the top ones have nothing.
 */
export async function recommendedMatches(opts: HotOptions): Promise<MatchItem[]> {
  const now = opts.now ?? new Date();
  const rank = await importance();
  const all = (await around(opts.sport ? [opts.sport] : SPORTS, now, DAY_MS)).filter(
    (m) =>
      m.status === 'live' || (m.status === 'scheduled' && m.match_time * 1000 >= now.getTime()),
  );
  const top = all.filter(
    (m) => m.sport === 'basketball' || (rank.get(m.competition_id) ?? 99) < TOP_FOOTBALL,
  );
  const list = top.length ? top : all;
  const order = (m: MatchHead) => (m.status === 'live' ? 0 : 1);
  return getMatchesByIds(
    list
      .sort((a, b) => order(a) - order(b) || a.match_time - b.match_time || a.id - b.id)
      .slice(0, opts.limit)
      .map((m) => m.id),
  );
}

/** One live match as the compact "score robot" line (api/hot_match/getRobot). */
export type RobotLine = {
  id: number;
  sport: Sport;
  competition_id: number;
  phase: string;
  match_str: string;
  home_score: number;
  away_score: number;
  /** "2-1". */
  score: string;
  /** The whole line in each language: "英超 阿森纳 2-1 切尔西 67'". */
  text_zh: string;
  text_en: string;
  text_vi: string;
} & Record<`${'short_name' | 'home_team_name' | 'away_team_name'}_${'zh' | 'en' | 'vi'}`, string>;

/** Every match live right now (of one sport or both), by competition importance then kick-off. */
export async function liveMatches(sport?: Sport, now: Date = new Date()): Promise<MatchItem[]> {
  const rank = await importance();
  const from = new Date(now.getTime() - 12 * HOUR_MS);
  const to = new Date(now.getTime() + HOUR_MS);
  const list = await listMatches({ sport: sport ?? SPORTS, from, to, status: 'live' });
  return list.sort(byImportance(rank));
}

export async function liveScoreLines(sport?: Sport, now: Date = new Date()): Promise<RobotLine[]> {
  return (await liveMatches(sport, now)).map((m) => {
    const score = `${m.home_score}-${m.away_score}`;
    const text = (l: 'zh' | 'en' | 'vi') =>
      [m[`short_name_${l}`], m[`home_team_name_${l}`], score, m[`away_team_name_${l}`], m.match_str]
        .filter(Boolean)
        .join(' ');
    return {
      id: m.id,
      sport: m.sport,
      competition_id: m.competition_id,
      phase: m.phase,
      match_str: m.match_str,
      home_score: m.home_score,
      away_score: m.away_score,
      score,
      short_name_zh: m.short_name_zh,
      short_name_en: m.short_name_en,
      short_name_vi: m.short_name_vi,
      home_team_name_zh: m.home_team_name_zh,
      home_team_name_en: m.home_team_name_en,
      home_team_name_vi: m.home_team_name_vi,
      away_team_name_zh: m.away_team_name_zh,
      away_team_name_en: m.away_team_name_en,
      away_team_name_vi: m.away_team_name_vi,
      text_zh: text('zh'),
      text_en: text('en'),
      text_vi: text('vi'),
    };
  });
}

// --- the day list -------------------------------------------------------------------------------

export type DayStatus = 'all' | 'live' | 'scheduled' | 'finished';

/** The score list's tabs: "upcoming" holds postponed matches too, "finished" cancelled ones. */
const TAB_STATUSES: Record<Exclude<DayStatus, 'all'>, readonly MatchStatus[]> = {
  live: ['live'],
  scheduled: ['scheduled', 'postponed'],
  finished: ['finished', 'cancelled'],
};

export type DayCompetition = Pick<
  CompetitionView,
  'id' | 'name_zh' | 'name_en' | 'name_vi' | 'short_name_zh' | 'short_name_en' | 'short_name_vi'
>;

export type Flags = { collected: 0 | 1; reserved: 0 | 1 };

export type DayList = {
  seq: number;
  date: string;
  competitions: DayCompetition[];
  matches: (MatchItem & Flags)[];
  /**
   * The teams the user follows (docs/product.md §2 "Teams, players and discussion"); [] for a
   * guest. Always set by dayList (optional for older callers' fixtures).
   */
  followed_team_ids?: number[];
};

type DayInput = {
  sport: Sport;
  date?: string;
  status: DayStatus;
  competitionIds?: readonly number[];
  userId?: number | null;
  /** The zone whose day `date` is (default API_ZONE). */
  zone?: string;
};

/**
 * What both day lists start from: the day, its kick-off window and the sport's push seq, once the
 * competition filter is known to name only competitions of the sport.
 */
async function dayWindow(input: DayInput) {
  const date = input.date ?? matchDay(new Date(), input.zone);
  const ids = input.competitionIds;
  if (ids?.length) {
    const known = new Set((await listCompetitions(input.sport)).map((c) => c.id));
    if (ids.some((id) => !known.has(id))) throw new AppError('competitionNotFound');
  }
  // Read before the matches (docs/architecture.md "Contracts → Websocket"): pushes after this seq are
  // newer than the snapshot, or already in it and harmless to re-apply.
  const seq = await currentSeq(input.sport);
  return { date, seq, ...matchDayRange(date, input.zone) };
}

/** The day's matches that pass the status and competition filters, with the user's flags. */
async function filteredWithFlags<
  M extends { id: number; status: MatchStatus; competition_id: number },
>(day: M[], input: DayInput): Promise<(M & Flags)[]> {
  const statuses = input.status === 'all' ? null : TAB_STATUSES[input.status];
  const wanted = input.competitionIds?.length ? new Set(input.competitionIds) : null;
  const list = day.filter(
    (m) => (!statuses || statuses.includes(m.status)) && (!wanted || wanted.has(m.competition_id)),
  );
  const flags = await userFlags(
    input.userId ?? null,
    list.map((m) => m.id),
  );
  // The rows are this call's own (listMatches and listMatchLines build them fresh): the flags are
  // set on them in place, which spared copying 300 rows of ~30 fields on every render.
  const none: Flags = { collected: 0, reserved: 0 };
  return list.map((m) => Object.assign(m, flags.get(m.id) ?? none));
}

/**
 * A day of one sport (api/hot_match/all_match). `competitions` are all those playing that day
 * (the filter's choices), whatever the filters; `matches` are filtered.
 */
export async function dayList(input: DayInput): Promise<DayList> {
  const { date, seq, from, to } = await dayWindow(input);
  const day = await listMatches({ sport: input.sport, from, to });
  const rank = await importance();
  const competitions = new Map<number, DayCompetition>();
  for (const m of day)
    if (!competitions.has(m.competition_id))
      competitions.set(m.competition_id, {
        id: m.competition_id,
        name_zh: m.competition_name_zh,
        name_en: m.competition_name_en,
        name_vi: m.competition_name_vi,
        short_name_zh: m.short_name_zh,
        short_name_en: m.short_name_en,
        short_name_vi: m.short_name_vi,
      });
  return {
    seq,
    date,
    competitions: [...competitions.values()].sort(
      (a, b) => (rank.get(a.id) ?? 99) - (rank.get(b.id) ?? 99),
    ),
    matches: await filteredWithFlags(day, input),
    followed_team_ids: await followedTeamIds(input.userId ?? null),
  };
}

export type DayRows = {
  seq: number;
  date: string;
  competitions: DayCompetition[];
  matches: (MatchLine & Flags)[];
  followed_team_ids?: number[];
};

/**
 * The day as rows (api/hot_match/day_rows): `dayList`, each match only as a score list shows it
 * with names in `lang` (MatchLine). The score pages and their refetches read this: a 300-match
 * day is 156 KB instead of 415 KB, read with a third of the columns.
 */
export async function dayRows(input: DayInput & { lang: Locale }): Promise<DayRows> {
  const { date, seq, from, to } = await dayWindow(input);
  const [day, all] = await Promise.all([
    listMatchLines({ sport: input.sport, from, to, lang: input.lang }),
    listCompetitions(input.sport),
  ]);
  const playing = new Set(day.map((m) => m.competition_id));
  return {
    seq,
    date,
    // listCompetitions is in importance order already.
    competitions: all
      .filter((c) => playing.has(c.id))
      .map((c) => ({
        id: c.id,
        name_zh: c.name_zh,
        name_en: c.name_en,
        name_vi: c.name_vi,
        short_name_zh: c.short_name_zh,
        short_name_en: c.short_name_en,
        short_name_vi: c.short_name_vi,
      })),
    matches: await filteredWithFlags(day, input),
    followed_team_ids: await followedTeamIds(input.userId ?? null),
  };
}

/** The user's favourite and booking flags of some matches (none for a guest). */
export async function userFlags(
  userId: number | null,
  matchIds: readonly number[],
): Promise<Map<number, Flags>> {
  const out = new Map<number, Flags>();
  if (userId === null || matchIds.length === 0) return out;
  const d = db();
  const [collected, reserved] = await Promise.all([
    d
      .select({ id: matchCollections.matchId })
      .from(matchCollections)
      .where(
        and(eq(matchCollections.userId, userId), inArray(matchCollections.matchId, [...matchIds])),
      ),
    d
      .select({ id: matchReservations.matchId })
      .from(matchReservations)
      .where(
        and(
          eq(matchReservations.userId, userId),
          inArray(matchReservations.matchId, [...matchIds]),
        ),
      ),
  ]);
  const get = (id: number): Flags => {
    let f = out.get(id);
    if (!f) out.set(id, (f = { collected: 0, reserved: 0 }));
    return f;
  };
  for (const r of collected) get(r.id).collected = 1;
  for (const r of reserved) get(r.id).reserved = 1;
  return out;
}

// --- match centre and data libraries -------------------------------------------------------------

export type MatchCentre = MatchDetail & {
  /** The sport's push `seq` read before the match: apply websocket pushes with a larger one. */
  seq: number;
  /** Earlier meetings of the two teams, latest first (this match left out). */
  h2h: MatchItem[];
  /** Each team's last 6 results before this match's kick-off. */
  form: { home: RecentForm | null; away: RecentForm | null };
};

/**
 * A match's centre data; code 1 for an unknown id or, when `sport` is given, one of the other
 * sport.
 */
export async function matchCentre(id: number, sport?: Sport): Promise<MatchCentre> {
  // Read before the match (docs/architecture.md "Contracts → Websocket"), like the day list's snapshot.
  // Without a sport, both seqs are read first and the match's own is kept.
  const sports: Sport[] = sport ? [sport] : ['football', 'basketball'];
  const seqs = await Promise.all(sports.map((s) => currentSeq(s)));
  const detail = await getMatch(id);
  if (!detail) throw new AppError('matchNotFound');
  if (sport && detail.match.sport !== sport)
    throw new AppError(sport === 'football' ? 'notFootballMatch' : 'notBasketballMatch');
  const seq = seqs[sports.indexOf(detail.match.sport)] ?? 0;
  const { home_team_id: h, away_team_id: a, kickoff } = detail.match;
  const before = new Date(kickoff);
  const [meetings, home, away] = await Promise.all([
    headToHead(h, a, 11),
    recentForm(h, 6, before),
    recentForm(a, 6, before),
  ]);
  return {
    ...detail,
    seq,
    h2h: meetings.filter((m) => m.id !== id).slice(0, 10),
    form: { home, away },
  };
}

/** A season table; code 1 for an unknown competition or season. */
export async function table(competitionId: number, season?: string | number): Promise<SeasonTable> {
  await requireCompetition(competitionId);
  const t = await seasonTable(competitionId, season);
  if (!t) throw new AppError('seasonNotFound');
  return t;
}

export type LiveTable = SeasonTable & {
  /** The sport's push `seq` read before the matches. */
  seq: number;
  /** League-stage matches of the season being played now, with their current scores. */
  live: MatchItem[];
};

/**
 * A season's table for the match centre: the table of the finished results (the "pre-match"
 * table while matches are live; recomputed here, so it never lags a result) and the matches being
 * played now. lib/matches/as-it-stands.ts applies the live scores (also in the browser, on every
 * push). Code 1 for an unknown competition or season.
 */
export async function liveTable(
  competitionId: number,
  season?: string | number,
): Promise<LiveTable> {
  const c = await requireCompetition(competitionId);
  const seq = await currentSeq(c.sport);
  const t = await seasonTable(competitionId, season);
  if (!t) throw new AppError('seasonNotFound');
  const { results, live } = await tableMatches(t.season.id);
  const teams = t.groups.flatMap((g) =>
    g.rows.map((r) => ({ id: r.team_id, groupKey: g.group_key, name: r.team_name_en })),
  );
  const computed = new Map(
    computeTable(c.sport, teams, results).map((r) => [`${r.groupKey}|${r.teamId}`, r]),
  );
  const groups = t.groups.map((g) => ({
    ...g,
    rows: g.rows
      .map((row) => {
        const r = computed.get(`${g.group_key}|${row.team_id}`);
        return r
          ? {
              ...row,
              position: r.position,
              played: r.played,
              won: r.won,
              drawn: r.drawn,
              lost: r.lost,
              goals_for: r.goalsFor,
              goals_against: r.goalsAgainst,
              goal_diff: r.goalsFor - r.goalsAgainst,
              points: r.points,
              form: r.form,
              win_pct: r.winPct,
              games_behind: r.gamesBehind,
            }
          : row;
      })
      .sort((a, b) => a.position - b.position),
  }));
  return { ...t, groups, seq, live };
}

export async function basketballTeamRanking(competitionId: number): Promise<TeamRankingRow[]> {
  await requireCompetition(competitionId, 'basketball');
  return teamRanking(competitionId);
}

export async function basketballPlayerRanking(
  competitionId: number,
  stat: BasketballStat,
  limit: number,
): Promise<PlayerRankingRow[]> {
  await requireCompetition(competitionId, 'basketball');
  return playerRanking(competitionId, stat, { limit });
}

export async function footballScorerRanking(
  competitionId: number,
  kind: 'goals' | 'assists',
  limit: number,
): Promise<PlayerRankingRow[]> {
  await requireCompetition(competitionId, 'football');
  return scorerRanking(competitionId, kind, { limit });
}

// --- favourites and bookings ---------------------------------------------------------------------

async function matchStatus(matchId: number): Promise<MatchStatus> {
  const [m] = await db()
    .select({ status: matches.status })
    .from(matches)
    .where(eq(matches.id, matchId))
    .limit(1);
  if (!m) throw new AppError('matchNotFound');
  return m.status as MatchStatus;
}

/**
 * Toggles a favourite. Delete-then-insert on the (user, match) primary key: two concurrent
 * toggles can both end "collected" but never duplicate a row or fail.
 */
export async function toggleCollect(
  userId: number,
  matchId: number,
): Promise<{ collected: 0 | 1 }> {
  await matchStatus(matchId);
  const removed = await db()
    .delete(matchCollections)
    .where(and(eq(matchCollections.userId, userId), eq(matchCollections.matchId, matchId)))
    .returning({ id: matchCollections.matchId });
  if (removed.length) return { collected: 0 };
  await db().insert(matchCollections).values({ userId, matchId }).onConflictDoNothing();
  return { collected: 1 };
}

/**
 * Sets a favourite to a given state (idempotent, unlike the toggle): a guest's browser-kept
 * favourites are merged into the account with it after login, however often that is repeated.
 */
export async function setCollect(
  userId: number,
  matchId: number,
  collected: 0 | 1,
): Promise<{ collected: 0 | 1 }> {
  await matchStatus(matchId);
  if (collected)
    await db().insert(matchCollections).values({ userId, matchId }).onConflictDoNothing();
  else
    await db()
      .delete(matchCollections)
      .where(and(eq(matchCollections.userId, userId), eq(matchCollections.matchId, matchId)));
  return { collected };
}

/** Books a match (idempotent); a finished or cancelled match can no longer be booked. */
export async function reserve(userId: number, matchId: number): Promise<{ reserved: 1 }> {
  const status = await matchStatus(matchId);
  if (status === 'finished' || status === 'cancelled') throw new AppError('matchNotBookable');
  await db().insert(matchReservations).values({ userId, matchId }).onConflictDoNothing();
  return { reserved: 1 };
}

/** Cancels a booking (idempotent; allowed whatever the match's state, to tidy the list). */
export async function unreserve(userId: number, matchId: number): Promise<{ reserved: 0 }> {
  await matchStatus(matchId);
  await db()
    .delete(matchReservations)
    .where(and(eq(matchReservations.userId, userId), eq(matchReservations.matchId, matchId)));
  return { reserved: 0 };
}

/** The user's booked matches: live and upcoming first (soonest first), then past ones (latest first). */
export async function myReservations(userId: number): Promise<MatchItem[]> {
  const rows = await db()
    .select({ id: matchReservations.matchId })
    .from(matchReservations)
    .where(eq(matchReservations.userId, userId));
  const list = await getMatchesByIds(rows.map((r) => r.id));
  const open = (m: MatchItem) =>
    m.status === 'live' || m.status === 'scheduled' || m.status === 'postponed';
  return list.sort((a, b) =>
    open(a) !== open(b)
      ? open(a)
        ? -1
        : 1
      : open(a)
        ? a.match_time - b.match_time || a.id - b.id
        : b.match_time - a.match_time || b.id - a.id,
  );
}
