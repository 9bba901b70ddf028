import 'server-only';
import { isId } from '@/lib/rules/id';
import { and, asc, desc, eq, gt, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { memo } from '@/lib/cache/memo';
import type { Locale } from '@/i18n/locales';
import { db } from '@/lib/db/client';
import { jsonRows } from '@/lib/db/json-rows';
import {
  competitions,
  matches,
  matchEvents,
  matchLineups,
  matchStats,
  odds,
  oddsHistory,
  players,
  playerStats,
  rounds,
  seasons,
  standings,
  teams,
  venues,
} from '@/lib/db/schema';
import { crestPath, crestSvg } from './crest';
import type { ResultRow } from './table';
import {
  groupName,
  toCompetitionView,
  toEventView,
  toLineups,
  toMatchItem,
  toOddsView,
  toSeasonView,
  toStandingRow,
  toTeamView,
  toVenueView,
  type CompetitionRow,
  type PlayerRow,
  type TeamRow,
} from './reshape';
import {
  RECENT_FORM_SIZES,
  type BasketballStat,
  type CompetitionView,
  type MatchDetail,
  type MatchItem,
  type MatchLine,
  type MatchStatus,
  type PlayerRankingRow,
  type RecentForm,
  type RecentFormSize,
  type SeasonTable,
  type Sport,
  type TeamRankingRow,
  type TeamView,
} from './types';

const home = alias(teams, 'home');
const away = alias(teams, 'away');

/** Ids arrive from query strings: anything but a positive int4 matches nothing. */
const validId = (id: number) => isId(id);

/**
 * The columns a match list row is built from: the match and its round. Teams and competitions,
 * a few hundred rows that change rarely, come from memory (`refs`): joining them made PGlite
 * carry ~45 more columns per row (a 300-match day took 45 ms instead of 17).
 */
function itemSelect() {
  return db()
    .select({ m: matches, r: rounds })
    .from(matches)
    .leftJoin(rounds, eq(rounds.id, matches.roundId));
}

type ItemRow = Awaited<ReturnType<ReturnType<typeof itemSelect>['execute']>>[number];

type Refs = { teams: Map<number, TeamRow>; competitions: Map<number, CompetitionRow> };

/** Every team and competition by id; forgotten with the other memos (clearMemos) or after 60 s. */
const refs = memo(60_000, async (): Promise<Refs> => {
  const [t, c] = await Promise.all([db().select().from(teams), db().select().from(competitions)]);
  return {
    teams: new Map(t.map((x) => [x.id, x])),
    competitions: new Map(c.map((x) => [x.id, x])),
  };
});

/** The teams and competitions of some matches: from memory, any newer than it read at once. */
async function refsOf(
  list: readonly { homeTeamId: number; awayTeamId: number; competitionId: number }[],
): Promise<Refs> {
  const known = await refs();
  const teamIds = new Set<number>();
  const compIds = new Set<number>();
  for (const m of list) {
    if (!known.teams.has(m.homeTeamId)) teamIds.add(m.homeTeamId);
    if (!known.teams.has(m.awayTeamId)) teamIds.add(m.awayTeamId);
    if (!known.competitions.has(m.competitionId)) compIds.add(m.competitionId);
  }
  let t = known.teams;
  let c = known.competitions;
  if (teamIds.size) {
    t = new Map(t);
    for (const x of await db()
      .select()
      .from(teams)
      .where(inArray(teams.id, [...teamIds])))
      t.set(x.id, x);
  }
  if (compIds.size) {
    c = new Map(c);
    for (const x of await db()
      .select()
      .from(competitions)
      .where(inArray(competitions.id, [...compIds])))
      c.set(x.id, x);
  }
  return { teams: t, competitions: c };
}

/** List items of the rows. */
async function items(rows: readonly ItemRow[]): Promise<MatchItem[]> {
  if (rows.length === 0) return [];
  const { teams: t, competitions: c } = await refsOf(rows.map((r) => r.m));
  return rows.map(({ m, r }) =>
    toMatchItem(m, c.get(m.competitionId)!, t.get(m.homeTeamId)!, t.get(m.awayTeamId)!, r),
  );
}

export type ListMatchesInput = {
  /** One sport, or several read in one query. */
  sport: Sport | readonly Sport[];
  /** Kick-off from (inclusive) … to (exclusive). */
  from: Date;
  to: Date;
  status?: MatchStatus | readonly MatchStatus[];
  competitionIds?: readonly number[];
  limit?: number;
};

function sportIs(sport: Sport | readonly Sport[]): SQL {
  return typeof sport === 'string' ? eq(matches.sport, sport) : inArray(matches.sport, [...sport]);
}

/** The conditions of a list's window and filters, or null when a filter leaves nothing to match. */
function listWhere(input: Omit<ListMatchesInput, 'limit'>): SQL | null {
  const where: SQL[] = [
    sportIs(input.sport),
    gte(matches.kickoff, input.from),
    lt(matches.kickoff, input.to),
  ];
  if (input.status !== undefined) {
    const list = typeof input.status === 'string' ? [input.status] : [...input.status];
    if (list.length === 0) return null;
    where.push(inArray(matches.status, list));
  }
  if (input.competitionIds) {
    const ids = input.competitionIds.filter(validId);
    if (ids.length === 0) return null;
    where.push(inArray(matches.competitionId, ids));
  }
  return and(...where) ?? null;
}

/** Matches of a sport kicking off in [from, to), earliest first (the score lists). */
export async function listMatches(input: ListMatchesInput): Promise<MatchItem[]> {
  const where = listWhere(input);
  if (!where) return [];
  const rows = await jsonRows(
    itemSelect()
      .where(where)
      .orderBy(asc(matches.kickoff), asc(matches.id))
      .limit(Math.min(input.limit ?? 2000, 2000)),
  );
  return items(rows);
}

const lineColumns = {
  id: matches.id,
  competitionId: matches.competitionId,
  kickoff: matches.kickoff,
  status: matches.status,
  phase: matches.phase,
  matchStr: matches.matchStr,
  homeTeamId: matches.homeTeamId,
  awayTeamId: matches.awayTeamId,
  homeScore: matches.homeScore,
  awayScore: matches.awayScore,
  homeHalfScore: matches.homeHalfScore,
  awayHalfScore: matches.awayHalfScore,
  periodScores: matches.periodScores,
  homePenalties: matches.homePenalties,
  awayPenalties: matches.awayPenalties,
  homeRed: matches.homeRed,
  awayRed: matches.awayRed,
  homeYellow: matches.homeYellow,
  awayYellow: matches.awayYellow,
  homeCorners: matches.homeCorners,
  awayCorners: matches.awayCorners,
};

const NAME_COLUMN = { zh: 'nameZh', en: 'nameEn', vi: 'nameVi' } as const;

/** `listMatches` as rows of one language (`MatchLine`), same order and filters. */
export async function listMatchLines(
  input: Omit<ListMatchesInput, 'limit'> & { lang: Locale },
): Promise<MatchLine[]> {
  const where = listWhere(input);
  if (!where) return [];
  const rows = await jsonRows(
    db()
      .select(lineColumns)
      .from(matches)
      .where(where)
      .orderBy(asc(matches.kickoff), asc(matches.id))
      .limit(2000),
  );
  if (rows.length === 0) return [];
  const { teams: t, competitions: c } = await refsOf(rows);
  const name = NAME_COLUMN[input.lang];
  // An empty translation falls back to the Chinese name, always present (display.ts `named`).
  const teamName = (id: number) => {
    const team = t.get(id);
    return team ? team[name] || team.nameZh : '';
  };
  return rows.map((r) => ({
    id: r.id,
    competition_id: r.competitionId,
    competition_colour: c.get(r.competitionId)?.colour ?? '#6b7280',
    kickoff: r.kickoff.toISOString(),
    status: r.status as MatchStatus,
    phase: r.phase as MatchItem['phase'],
    match_str: r.matchStr,
    home_team_id: r.homeTeamId,
    away_team_id: r.awayTeamId,
    home_team_name: teamName(r.homeTeamId),
    away_team_name: teamName(r.awayTeamId),
    home_score: r.homeScore,
    away_score: r.awayScore,
    home_half_score: r.homeHalfScore,
    away_half_score: r.awayHalfScore,
    period_scores: r.periodScores,
    home_penalties: r.homePenalties,
    away_penalties: r.awayPenalties,
    home_red: r.homeRed,
    away_red: r.awayRed,
    home_yellow: r.homeYellow,
    away_yellow: r.awayYellow,
    home_corners: r.homeCorners,
    away_corners: r.awayCorners,
  }));
}

/** What the hot lists choose matches by: no teams, rounds or scores. */
export type MatchHead = Pick<
  MatchItem,
  'id' | 'sport' | 'competition_id' | 'status' | 'match_time'
>;

/**
 * `listMatches` reduced to the fields a selection needs. The home page's hot list picks 10 of the
 * day's several hundred matches: building every list item first cost ~35 ms a call on a busy day,
 * choosing from these and then reading the 10 chosen (getMatchesByIds) about a tenth of it.
 */
export async function listMatchHeads(
  input: Pick<ListMatchesInput, 'sport' | 'from' | 'to'> & { status?: MatchStatus },
): Promise<MatchHead[]> {
  const where = listWhere(input);
  if (!where) return [];
  const rows = await jsonRows(
    db()
      .select({
        id: matches.id,
        sport: matches.sport,
        competitionId: matches.competitionId,
        status: matches.status,
        kickoff: matches.kickoff,
      })
      .from(matches)
      .where(where)
      .orderBy(asc(matches.kickoff), asc(matches.id))
      .limit(2000),
  );
  return rows.map((r) => ({
    id: r.id,
    sport: r.sport as Sport,
    competition_id: r.competitionId,
    status: r.status as MatchStatus,
    match_time: Math.floor(r.kickoff.getTime() / 1000),
  }));
}

/** Matches by id, in the order asked (favourites, bookings, hot lists). */
export async function getMatchesByIds(ids: readonly number[]): Promise<MatchItem[]> {
  const wanted = ids.filter(validId);
  if (wanted.length === 0) return [];
  const rows = await jsonRows(itemSelect().where(inArray(matches.id, wanted)));
  const byId = new Map((await items(rows)).map((m) => [m.id, m]));
  return wanted.flatMap((id) => byId.get(id) ?? []);
}

/** Everything the match centre shows: teams, competition, timeline, statistics, line-ups, index. */
export async function getMatch(id: number): Promise<MatchDetail | null> {
  if (!validId(id)) return null;
  // One row: the full join gives the detail its competition and teams as well.
  const [row] = await db()
    .select({ m: matches, c: competitions, h: home, a: away, r: rounds })
    .from(matches)
    .innerJoin(competitions, eq(competitions.id, matches.competitionId))
    .innerJoin(home, eq(home.id, matches.homeTeamId))
    .innerJoin(away, eq(away.id, matches.awayTeamId))
    .leftJoin(rounds, eq(rounds.id, matches.roundId))
    .where(eq(matches.id, id))
    .limit(1);
  if (!row) return null;
  const d = db();
  const [events, stats, lineups, oddsRows, venueRows] = await Promise.all([
    d.select().from(matchEvents).where(eq(matchEvents.matchId, id)).orderBy(asc(matchEvents.seq)),
    d.select().from(matchStats).where(eq(matchStats.matchId, id)).limit(1),
    d.select().from(matchLineups).where(eq(matchLineups.matchId, id)),
    d
      .select()
      .from(odds)
      .where(eq(odds.matchId, id))
      .orderBy(asc(odds.companyId), asc(odds.market)),
    row.m.venueId
      ? d.select().from(venues).where(eq(venues.id, row.m.venueId)).limit(1)
      : Promise.resolve([]),
  ]);
  const history = oddsRows.length
    ? await d
        .select()
        .from(oddsHistory)
        .where(
          inArray(
            oddsHistory.oddsId,
            oddsRows.map((o) => o.id),
          ),
        )
        .orderBy(asc(oddsHistory.at), asc(oddsHistory.id))
    : [];
  const playerIds = new Set<number>();
  for (const e of events)
    for (const p of [e.playerId, e.assistPlayerId, e.outPlayerId]) if (p !== null) playerIds.add(p);
  for (const l of lineups) playerIds.add(l.playerId);
  const playerRows = playerIds.size
    ? await d
        .select()
        .from(players)
        .where(inArray(players.id, [...playerIds]))
    : [];
  const playersById = new Map<number, PlayerRow>(playerRows.map((p) => [p.id, p]));
  return {
    match: toMatchItem(row.m, row.c, row.h, row.a, row.r),
    competition: toCompetitionView(row.c),
    home_team: toTeamView(row.h),
    away_team: toTeamView(row.a),
    venue: venueRows[0] ? toVenueView(venueRows[0]) : null,
    events: events.map((e) => toEventView(e, playersById)),
    stats: stats[0] ? { home: stats[0].home, away: stats[0].away } : null,
    lineups: toLineups(row.m, lineups, playersById),
    odds: oddsRows.map((o) =>
      toOddsView(
        o,
        history.filter((h) => h.oddsId === o.id),
      ),
    ),
  };
}

/**
 * Competitions of a sport (or all), in the footer's order, which is also their importance. From
 * the memory of `refs`: the hot lists, the day lists and search read them on every call.
 */
export async function listCompetitions(sport?: Sport): Promise<CompetitionView[]> {
  const { competitions: all } = await refs();
  return [...all.values()]
    .filter((c) => !sport || c.sport === sport)
    .sort(
      (a, b) =>
        (a.sport < b.sport ? -1 : a.sport > b.sport ? 1 : 0) || a.sort - b.sort || a.id - b.id,
    )
    .map(toCompetitionView);
}

/** A competition's season by id or label, else its current one, else the latest. */
export async function resolveSeason(competitionId: number, season?: number | string) {
  const list = await db()
    .select()
    .from(seasons)
    .where(eq(seasons.competitionId, competitionId))
    .orderBy(desc(seasons.startsOn), desc(seasons.id));
  const chosen =
    season === undefined
      ? (list.find((s) => s.isCurrent) ?? list[0])
      : list.find((s) => (typeof season === 'number' ? s.id === season : s.label === season));
  return { list, chosen };
}

/** The league table(s) of a season: one group, or the NBA's two conferences. */
export async function seasonTable(
  competitionId: number,
  season?: number | string,
): Promise<SeasonTable | null> {
  if (!validId(competitionId)) return null;
  const [c] = await db()
    .select()
    .from(competitions)
    .where(eq(competitions.id, competitionId))
    .limit(1);
  if (!c) return null;
  const { list, chosen } = await resolveSeason(competitionId, season);
  if (!chosen) return null;
  const rows = await db()
    .select({ s: standings, t: teams })
    .from(standings)
    .innerJoin(teams, eq(teams.id, standings.teamId))
    .where(eq(standings.seasonId, chosen.id))
    .orderBy(asc(standings.groupKey), asc(standings.position));
  const keys = [...new Set(rows.map((r) => r.s.groupKey))];
  return {
    competition: toCompetitionView(c),
    season: toSeasonView(chosen),
    seasons: list.map(toSeasonView),
    groups: keys.map((key) => ({
      group_key: key,
      ...groupName(key),
      rows: rows.filter((r) => r.s.groupKey === key).map((r) => toStandingRow(r.s, r.t)),
    })),
  };
}

/** Matches of a season, optionally of one round (results and fixtures by round). */
export async function seasonMatches(
  competitionId: number,
  opts: { season?: number | string; round?: number } = {},
): Promise<MatchItem[]> {
  if (!validId(competitionId)) return [];
  const { chosen } = await resolveSeason(competitionId, opts.season);
  if (!chosen) return [];
  const where: SQL[] = [eq(matches.seasonId, chosen.id)];
  if (opts.round !== undefined) where.push(eq(rounds.number, opts.round));
  const rows = await jsonRows(
    itemSelect()
      .where(and(...where))
      .orderBy(asc(matches.kickoff), asc(matches.id)),
  );
  return items(rows);
}

/**
 * The matches of a season that make its table (league stage, as recomputeStandings counts them):
 * the finished ones as results, and those being played now whole.
 */
export async function tableMatches(
  seasonId: number,
): Promise<{ results: ResultRow[]; live: MatchItem[] }> {
  if (!validId(seasonId)) return { results: [], live: [] };
  const league = or(eq(rounds.stage, 'league'), sql`${matches.roundId} is null`) as SQL;
  const [results, live] = await Promise.all([
    jsonRows(
      db()
        .select({
          id: matches.id,
          home: matches.homeTeamId,
          away: matches.awayTeamId,
          homeScore: matches.homeScore,
          awayScore: matches.awayScore,
          kickoff: matches.kickoff,
        })
        .from(matches)
        .leftJoin(rounds, eq(rounds.id, matches.roundId))
        .where(and(eq(matches.seasonId, seasonId), eq(matches.status, 'finished'), league)),
    ),
    jsonRows(
      itemSelect()
        .where(and(eq(matches.seasonId, seasonId), eq(matches.status, 'live'), league))
        .orderBy(asc(matches.kickoff), asc(matches.id)),
    ),
  ]);
  return {
    results: results.map((r) => ({ ...r, kickoff: r.kickoff.getTime() })),
    live: await items(live),
  };
}

/** Standard competition ranking: equal values share a rank (1, 2, 2, 4). */
function ranks<T>(list: readonly T[], value: (x: T) => number): number[] {
  const out: number[] = [];
  list.forEach((x, i) => {
    out.push(i > 0 && value(list[i - 1]) === value(x) ? out[i - 1] : i + 1);
  });
  return out;
}

function playerStatsSelect() {
  return db()
    .select({ ps: playerStats, p: players, t: teams })
    .from(playerStats)
    .innerJoin(players, eq(players.id, playerStats.playerId))
    .innerJoin(teams, eq(teams.id, playerStats.teamId));
}

type PlayerStatsJoin = Awaited<ReturnType<ReturnType<typeof playerStatsSelect>['execute']>>[number];

function toRankingRows(
  rows: readonly PlayerStatsJoin[],
  value: (r: PlayerStatsJoin) => number,
): PlayerRankingRow[] {
  const rk = ranks(rows, value);
  return rows.map((r, i) => ({
    rank: rk[i],
    player_id: r.p.id,
    team_id: r.t.id,
    team_logo: crestPath(r.t.id),
    shirt_number: r.p.shirtNumber,
    position: r.p.position,
    nationality: r.p.nationality,
    appearances: r.ps.appearances,
    minutes: r.ps.minutes,
    goals: r.ps.goals,
    assists: r.ps.assists,
    penalties: r.ps.penalties,
    points_per_game: r.ps.pointsPerGame,
    rebounds_per_game: r.ps.reboundsPerGame,
    assists_per_game: r.ps.assistsPerGame,
    steals_per_game: r.ps.stealsPerGame,
    blocks_per_game: r.ps.blocksPerGame,
    value: value(r),
    player_name_zh: r.p.nameZh,
    player_name_en: r.p.nameEn,
    player_name_vi: r.p.nameVi,
    team_name_zh: r.t.nameZh,
    team_name_en: r.t.nameEn,
    team_name_vi: r.t.nameVi,
    team_short_name_zh: r.t.shortNameZh,
    team_short_name_en: r.t.shortNameEn,
    team_short_name_vi: r.t.shortNameVi,
  }));
}

/** Football top scorers or assist makers of a competition's season. */
export async function scorerRanking(
  competitionId: number,
  kind: 'goals' | 'assists',
  opts: { season?: number | string; limit?: number } = {},
): Promise<PlayerRankingRow[]> {
  if (!validId(competitionId)) return [];
  const { chosen } = await resolveSeason(competitionId, opts.season);
  if (!chosen) return [];
  const col = kind === 'goals' ? playerStats.goals : playerStats.assists;
  const other = kind === 'goals' ? playerStats.assists : playerStats.goals;
  const rows = await playerStatsSelect()
    .where(and(eq(playerStats.seasonId, chosen.id), gt(col, 0)))
    // Ties: the other count, then fewer appearances, then name (stable pages).
    .orderBy(desc(col), desc(other), asc(playerStats.appearances), asc(players.nameEn))
    .limit(Math.min(opts.limit ?? 50, 200));
  return toRankingRows(rows, (r) => (kind === 'goals' ? r.ps.goals : r.ps.assists));
}

const PER_GAME = {
  points: playerStats.pointsPerGame,
  rebounds: playerStats.reboundsPerGame,
  assists: playerStats.assistsPerGame,
  steals: playerStats.stealsPerGame,
  blocks: playerStats.blocksPerGame,
} as const;

/** Basketball player leaders by a per-game statistic. */
export async function playerRanking(
  competitionId: number,
  stat: BasketballStat,
  opts: { season?: number | string; limit?: number } = {},
): Promise<PlayerRankingRow[]> {
  if (!validId(competitionId) || !(stat in PER_GAME)) return [];
  const { chosen } = await resolveSeason(competitionId, opts.season);
  if (!chosen) return [];
  const col = PER_GAME[stat];
  const rows = await playerStatsSelect()
    .where(
      and(
        eq(playerStats.seasonId, chosen.id),
        gt(playerStats.appearances, 0),
        sql`${col} is not null`,
      ),
    )
    .orderBy(sql`${col} desc`, desc(playerStats.appearances), asc(players.nameEn))
    .limit(Math.min(opts.limit ?? 50, 200));
  return toRankingRows(rows, (r) => {
    const v = {
      points: r.ps.pointsPerGame,
      rebounds: r.ps.reboundsPerGame,
      assists: r.ps.assistsPerGame,
      steals: r.ps.stealsPerGame,
      blocks: r.ps.blocksPerGame,
    }[stat];
    return v ?? 0;
  });
}

/** Basketball team leaders: record and points per game, best winning percentage first. */
export async function teamRanking(
  competitionId: number,
  opts: { season?: number | string } = {},
): Promise<TeamRankingRow[]> {
  if (!validId(competitionId)) return [];
  const { chosen } = await resolveSeason(competitionId, opts.season);
  if (!chosen) return [];
  const rows = await db()
    .select({ s: standings, t: teams })
    .from(standings)
    .innerJoin(teams, eq(teams.id, standings.teamId))
    .where(eq(standings.seasonId, chosen.id));
  const list = rows
    .map(({ s, t }) => {
      const per = (v: number) => (s.played ? Math.round((v / s.played) * 10) / 10 : 0);
      return {
        team_id: t.id,
        team_logo: crestPath(t.id),
        group_key: s.groupKey,
        played: s.played,
        won: s.won,
        lost: s.lost,
        win_pct: s.winPct ?? (s.played ? Math.round((s.won / s.played) * 1000) / 1000 : 0),
        points_per_game: per(s.goalsFor),
        points_against_per_game: per(s.goalsAgainst),
        point_diff_per_game: per(s.goalsFor - s.goalsAgainst),
        team_name_zh: t.nameZh,
        team_name_en: t.nameEn,
        team_name_vi: t.nameVi,
        short_name_zh: t.shortNameZh,
        short_name_en: t.shortNameEn,
        short_name_vi: t.shortNameVi,
      };
    })
    .sort(
      (a, b) =>
        b.win_pct - a.win_pct ||
        b.won - a.won ||
        b.point_diff_per_game - a.point_diff_per_game ||
        a.team_name_en.localeCompare(b.team_name_en),
    );
  const rk = ranks(list, (x) => x.win_pct);
  return list.map((x, i) => ({ rank: rk[i], ...x }));
}

/** Finished meetings of two teams, latest first, whoever was at home. */
export async function headToHead(teamA: number, teamB: number, limit = 10): Promise<MatchItem[]> {
  if (!validId(teamA) || !validId(teamB) || teamA === teamB) return [];
  const rows = await jsonRows(
    itemSelect()
      .where(
        and(
          eq(matches.status, 'finished'),
          or(
            and(eq(matches.homeTeamId, teamA), eq(matches.awayTeamId, teamB)),
            and(eq(matches.homeTeamId, teamB), eq(matches.awayTeamId, teamA)),
          ),
        ),
      )
      .orderBy(desc(matches.kickoff), desc(matches.id))
      .limit(Math.max(1, Math.min(limit, 50))),
  );
  return items(rows);
}

/** A team's last n finished matches (docs/product.md §9: 6 by default; 5, 10 or 15). */
export async function recentForm(
  teamId: number,
  n: RecentFormSize = 6,
  before?: Date,
): Promise<RecentForm | null> {
  if (!validId(teamId)) return null;
  const size = RECENT_FORM_SIZES.includes(n) ? n : 6;
  const where: SQL[] = [
    eq(matches.status, 'finished'),
    or(eq(matches.homeTeamId, teamId), eq(matches.awayTeamId, teamId)) as SQL,
  ];
  if (before) where.push(lt(matches.kickoff, before));
  const rows = await jsonRows(
    itemSelect()
      .where(and(...where))
      .orderBy(desc(matches.kickoff), desc(matches.id))
      .limit(size),
  );
  const out: RecentForm = {
    team_id: teamId,
    form: '',
    won: 0,
    drawn: 0,
    lost: 0,
    goals_for: 0,
    goals_against: 0,
    matches: [],
  };
  for (const m of await items(rows)) {
    const mine = m.home_team_id === teamId ? m.home_score : m.away_score;
    const theirs = m.home_team_id === teamId ? m.away_score : m.home_score;
    // Penalty shoot-outs decide a level cup tie.
    const pens = m.home_penalties !== null && m.away_penalties !== null && mine === theirs;
    const pm = m.home_team_id === teamId ? m.home_penalties : m.away_penalties;
    const pt = m.home_team_id === teamId ? m.away_penalties : m.home_penalties;
    const result =
      mine > theirs || (pens && (pm ?? 0) > (pt ?? 0)) ? 'W' : mine < theirs || pens ? 'L' : 'D';
    if (result === 'W') out.won++;
    else if (result === 'L') out.lost++;
    else out.drawn++;
    out.goals_for += mine;
    out.goals_against += theirs;
    out.matches.push({ ...m, result });
  }
  out.form = out.matches
    .map((m) => m.result)
    .reverse()
    .join('');
  return out;
}

/** A team (team pages, search). */
export async function getTeam(id: number): Promise<TeamView | null> {
  if (!validId(id)) return null;
  const [t] = await db().select().from(teams).where(eq(teams.id, id)).limit(1);
  return t ? toTeamView(t) : null;
}

/** The SVG served at crestPath(id), or null for an unknown team (`code: false`: see crestSvg). */
export async function teamCrestSvg(
  id: number,
  opts: { code?: boolean } = {},
): Promise<string | null> {
  if (!validId(id)) return null;
  const [t] = await db().select().from(teams).where(eq(teams.id, id)).limit(1);
  return t
    ? crestSvg(
        {
          key: t.key,
          sport: t.sport as Sport,
          shortNameEn: t.shortNameEn,
          colourPrimary: t.colourPrimary,
          colourSecondary: t.colourSecondary,
        },
        opts,
      )
    : null;
}
