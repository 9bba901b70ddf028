import 'server-only';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Locale } from '@/i18n/locales';
import { db } from '@/lib/db/client';
import {
  competitions,
  matches,
  odds,
  oddsHistory,
  players,
  rounds,
  standings,
  teams,
} from '@/lib/db/schema';
import { AppError } from '@/lib/errors/app-error';
import { translate } from '@/lib/i18n/messages';
import { absencesOf, type Absence } from '@/lib/matches/absences';
import { crestPath } from '@/lib/matches/crest';
import { expectedLineups, isFirstChoice } from '@/lib/matches/expected-lineups';
import { GROUP_NAMES, ODDS_COMPANIES } from '@/lib/matches/names';
import { listCompetitions } from '@/lib/matches/queries';
import type { Side, Sport } from '@/lib/matches/types';
import { addDays, dayIn, dayRange } from '@/lib/rules';
import type {
  ForesightAbsence,
  ForesightFormMatch,
  ForesightList,
  ForesightMatch,
  ForesightOdds,
  ForesightTable,
  ForesightTeam,
} from './contract';
import {
  FORESIGHT_DAYS,
  FORESIGHT_FORM_SIZE,
  FORESIGHT_H2H_SIZE,
  FORESIGHT_MARKETS,
  FORESIGHT_PAGE_SIZE,
  type ForesightMarket,
} from './limits';
import { stakesOf, type TableTeam } from './stakes';

const home = alias(teams, 'home');
const away = alias(teams, 'away');

/** The bookmaker the centre reads the index from: the site's default company (id 1). */
const ODDS_COMPANY = 1;

const NAME = { zh: 'nameZh', en: 'nameEn', vi: 'nameVi' } as const;
const SHORT = { zh: 'shortNameZh', en: 'shortNameEn', vi: 'shortNameVi' } as const;
type Names = { nameZh: string; nameEn: string; nameVi: string };
type ShortNames = { shortNameZh: string; shortNameEn: string; shortNameVi: string };
const nameIn = (row: Names, lang: Locale) => row[NAME[lang]] || row.nameZh;
const shortIn = (row: ShortNames, lang: Locale) => row[SHORT[lang]] || row.shortNameZh;

function matchSelect() {
  return db()
    .select({ m: matches, c: competitions, h: home, a: away, r: rounds })
    .from(matches)
    .innerJoin(competitions, eq(competitions.id, matches.competitionId))
    .innerJoin(home, eq(home.id, matches.homeTeamId))
    .innerJoin(away, eq(away.id, matches.awayTeamId))
    .leftJoin(rounds, eq(rounds.id, matches.roundId));
}
type Row = Awaited<ReturnType<ReturnType<typeof matchSelect>['execute']>>[number];

/** The days the centre covers in `zone`: today and the next three. */
export function foresightDays(zone: string, now: Date = new Date()): string[] {
  const today = dayIn(now, zone);
  return Array.from({ length: FORESIGHT_DAYS }, (_, i) => addDays(today, i));
}

/**
 * The intelligence centre's list (api/foresight/list): the upcoming matches of one sport on one
 * of the days it covers, most important competition first, a page at a time, each with its
 * intelligence. `competitions` are all those of the day with upcoming matches.
 */
export async function foresightList(input: {
  sport: Sport;
  date?: string;
  zone: string;
  competitionId?: number;
  page?: number;
  lang: Locale;
  now?: Date;
}): Promise<ForesightList> {
  const { lang } = input;
  const days = foresightDays(input.zone, input.now);
  const date = input.date ?? days[0];
  if (!days.includes(date))
    throw new AppError('invalidField', {
      field: translate(lang, 'api.fields.date'),
      problem: translate(lang, 'api.problems.invalidValue'),
    });
  const known = await listCompetitions(input.sport);
  if (input.competitionId !== undefined && !known.some((c) => c.id === input.competitionId))
    throw new AppError('competitionNotFound');
  const { from, to } = dayRange(date, input.zone);
  const rows = await matchSelect()
    .where(
      and(
        eq(matches.sport, input.sport),
        eq(matches.status, 'scheduled'),
        sql`${matches.kickoff} >= ${from.toISOString()}`,
        sql`${matches.kickoff} < ${to.toISOString()}`,
      ),
    )
    .orderBy(asc(matches.kickoff), asc(matches.id));
  const rank = new Map(known.map((c, i) => [c.id, i]));
  rows.sort(
    (a, b) =>
      (rank.get(a.m.competitionId) ?? 99) - (rank.get(b.m.competitionId) ?? 99) ||
      a.m.kickoff.getTime() - b.m.kickoff.getTime() ||
      a.m.id - b.m.id,
  );
  const counts = new Map<number, number>();
  for (const r of rows) counts.set(r.m.competitionId, (counts.get(r.m.competitionId) ?? 0) + 1);
  const chosen =
    input.competitionId === undefined
      ? rows
      : rows.filter((r) => r.m.competitionId === input.competitionId);
  const pages = Math.max(1, Math.ceil(chosen.length / FORESIGHT_PAGE_SIZE));
  const page = Math.min(input.page ?? 1, pages);
  const slice = chosen.slice((page - 1) * FORESIGHT_PAGE_SIZE, page * FORESIGHT_PAGE_SIZE);
  return {
    date,
    days,
    sport: input.sport,
    competitions: known
      .filter((c) => counts.has(c.id))
      .map((c) => ({
        id: c.id,
        name: c[`name_${lang}`] || c.name_zh,
        short_name: c[`short_name_${lang}`] || c.short_name_zh,
        colour: rows.find((r) => r.m.competitionId === c.id)?.c.colour ?? '#6b7280',
        count: counts.get(c.id) ?? 0,
      })),
    total: chosen.length,
    page,
    pages,
    matches: await intelligence(slice, lang),
  };
}

/** One match's intelligence (api/foresight/match); an unknown id → matchNotFound. */
export async function foresightMatch(id: number, lang: Locale): Promise<ForesightMatch> {
  const rows = await matchSelect().where(eq(matches.id, id)).limit(1);
  if (rows.length === 0) throw new AppError('matchNotFound');
  return (await intelligence(rows, lang))[0];
}

/** Everything the centre says about some matches, read in a few queries for all of them. */
async function intelligence(rows: readonly Row[], lang: Locale): Promise<ForesightMatch[]> {
  if (rows.length === 0) return [];
  const d = db();
  const refs = rows.map((r) => ({
    id: r.m.id,
    kickoff: r.m.kickoff,
    home: r.m.homeTeamId,
    away: r.m.awayTeamId,
  }));
  const absences = await absencesOf(d, refs);
  const [lineups, form, h2h, tables, prices] = await Promise.all([
    expectedLineups(
      d,
      rows.map((r) => ({
        id: r.m.id,
        sport: r.m.sport as Sport,
        simSeed: r.m.simSeed,
        homeTeamId: r.m.homeTeamId,
        awayTeamId: r.m.awayTeamId,
        homeFormation: r.m.homeFormation,
        awayFormation: r.m.awayFormation,
      })),
      absences,
    ),
    formOf(rows, lang),
    meetingsOf(rows, lang),
    tablesOf(rows, lang),
    oddsOf(rows.map((r) => r.m.id)),
  ]);
  const playerIds = new Set<number>();
  for (const a of absences.values())
    for (const x of [...a.home, ...a.away]) playerIds.add(x.playerId);
  for (const l of lineups.values())
    for (const side of [l.home, l.away])
      for (const p of side?.starters ?? []) playerIds.add(p.playerId);
  const playerRows = playerIds.size
    ? await d
        .select()
        .from(players)
        .where(inArray(players.id, [...playerIds]))
    : [];
  const player = new Map(playerRows.map((p) => [p.id, p]));
  const keyOf = new Map(
    rows.flatMap((r) => [[r.h.id, r.h.key] as const, [r.a.id, r.a.key] as const]),
  );

  const absenceView = (a: Absence): ForesightAbsence | [] => {
    const p = player.get(a.playerId);
    if (!p) return [];
    return {
      player_id: p.id,
      name: nameIn(p, lang),
      shirt_number: p.shirtNumber,
      position: p.position,
      kind: a.kind,
      reason: a.reason,
      since: a.startsOn,
      returns_on: a.returnsOn,
      cause_match_id: a.causeMatchId,
      regular: isFirstChoice(keyOf.get(a.teamId) ?? '', p.shirtNumber),
    };
  };
  const company = ODDS_COMPANIES.find((c) => c.id === ODDS_COMPANY);

  return rows.map((r) => {
    const team = (side: Side): ForesightTeam => {
      const t = side === 'home' ? r.h : r.a;
      const lineup = lineups.get(r.m.id)?.[side] ?? null;
      return {
        id: t.id,
        name: nameIn(t, lang),
        short_name: shortIn(t, lang),
        logo: crestPath(t.id),
        absences: (absences.get(r.m.id)?.[side] ?? [])
          .flatMap(absenceView)
          .sort((x, y) => Number(y.regular) - Number(x.regular) || x.shirt_number - y.shirt_number),
        lineup: lineup && {
          confirmed: lineup.confirmed,
          formation: lineup.formation,
          starters: lineup.starters.flatMap((s) => {
            const p = player.get(s.playerId);
            return p
              ? [
                  {
                    player_id: p.id,
                    name: nameIn(p, lang),
                    shirt_number: s.shirt,
                    position: s.position,
                  },
                ]
              : [];
          }),
        },
        form: form.get(`${r.m.id}:${t.id}`) ?? [],
        table: tables.get(`${r.m.id}:${t.id}`) ?? null,
      };
    };
    const meetings = h2h.get(r.m.id) ?? [];
    const winner = (x: (typeof meetings)[number]) =>
      x.home_score === x.away_score
        ? 0
        : x.home_score > x.away_score === (x.home_team_id === r.m.homeTeamId)
          ? 1
          : 2;
    return {
      id: r.m.id,
      sport: r.m.sport as Sport,
      competition_id: r.c.id,
      competition: nameIn(r.c, lang),
      competition_short: shortIn(r.c, lang),
      competition_colour: r.c.colour,
      round: r.r ? nameIn(r.r, lang) : '',
      kickoff: r.m.kickoff.toISOString(),
      status: r.m.status,
      home: team('home'),
      away: team('away'),
      h2h: {
        home_won: meetings.filter((x) => winner(x) === 1).length,
        drawn: meetings.filter((x) => winner(x) === 0).length,
        away_won: meetings.filter((x) => winner(x) === 2).length,
        matches: meetings,
      },
      odds_company: company ? company[lang] : String(ODDS_COMPANY),
      odds: prices.get(r.m.id) ?? [],
    };
  });
}

type Finished = {
  id: number;
  kickoff: Date;
  competition_id: number;
  home_team_id: number;
  away_team_id: number;
  home_score: number;
  away_score: number;
  home_penalties: number | null;
  away_penalties: number | null;
};

const finishedColumns = sql`m.id, m.kickoff, m.competition_id, m.home_team_id, m.away_team_id,
  m.home_score, m.away_score, m.home_penalties, m.away_penalties`;

function toFinished(r: Record<string, unknown>): Finished {
  const n = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    id: Number(r.id),
    kickoff: new Date(r.kickoff as string),
    competition_id: Number(r.competition_id),
    home_team_id: Number(r.home_team_id),
    away_team_id: Number(r.away_team_id),
    home_score: Number(r.home_score),
    away_score: Number(r.away_score),
    home_penalties: n(r.home_penalties),
    away_penalties: n(r.away_penalties),
  };
}

/** Names of teams and competitions some finished matches mention. */
async function namesOf(list: readonly Finished[], lang: Locale) {
  const teamIds = [...new Set(list.flatMap((m) => [m.home_team_id, m.away_team_id]))];
  const compIds = [...new Set(list.map((m) => m.competition_id))];
  const [t, c] = await Promise.all([
    teamIds.length
      ? db().select().from(teams).where(inArray(teams.id, teamIds))
      : Promise.resolve([]),
    compIds.length
      ? db().select().from(competitions).where(inArray(competitions.id, compIds))
      : Promise.resolve([]),
  ]);
  const team = new Map(t.map((x) => [x.id, nameIn(x, lang)]));
  const comp = new Map(c.map((x) => [x.id, shortIn(x, lang)]));
  return { team: (id: number) => team.get(id) ?? '', comp: (id: number) => comp.get(id) ?? '' };
}

/**
 * Each team's last finished matches before the match (any competition), latest first, keyed
 * `${match}:${team}`: a penalty shoot-out decides a level cup tie.
 */
async function formOf(
  rows: readonly Row[],
  lang: Locale,
): Promise<Map<string, ForesightFormMatch[]>> {
  const wanted = rows.flatMap((r) =>
    [r.m.homeTeamId, r.m.awayTeamId].map((team) => ({ match: r.m.id, team, before: r.m.kickoff })),
  );
  const values = sql.join(
    wanted.map(
      (w) => sql`(${w.match}::int, ${w.team}::int, ${w.before.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  // Per team, the latest of its home and of its away matches (two index scans), then the latest
  // of those: a join on "home or away" read the whole table for every team.
  const res = await db().execute(sql`
    select w.match_id as for_match, w.team_id as for_team, x.*
    from (values ${values}) as w(match_id, team_id, before)
    cross join lateral (
      select * from (
        (select ${finishedColumns} from matches m
          where m.home_team_id = w.team_id and m.status = 'finished' and m.kickoff < w.before
          order by m.kickoff desc limit ${FORESIGHT_FORM_SIZE})
        union all
        (select ${finishedColumns} from matches m
          where m.away_team_id = w.team_id and m.status = 'finished' and m.kickoff < w.before
          order by m.kickoff desc limit ${FORESIGHT_FORM_SIZE})
      ) u order by u.kickoff desc, u.id desc limit ${FORESIGHT_FORM_SIZE}
    ) x
    order by w.match_id, w.team_id, x.kickoff desc, x.id desc`);
  const list = res.rows.map((r) => ({
    key: `${Number(r.for_match)}:${Number(r.for_team)}`,
    team: Number(r.for_team),
    m: toFinished(r),
  }));
  const names = await namesOf(
    list.map((x) => x.m),
    lang,
  );
  const out = new Map<string, ForesightFormMatch[]>();
  for (const { key, team, m } of list) {
    const atHome = m.home_team_id === team;
    const mine = atHome ? m.home_score : m.away_score;
    const theirs = atHome ? m.away_score : m.home_score;
    const pm = atHome ? m.home_penalties : m.away_penalties;
    const pt = atHome ? m.away_penalties : m.home_penalties;
    const pens = mine === theirs && pm !== null && pt !== null;
    const result = mine > theirs || (pens && pm > pt) ? 'W' : mine < theirs || pens ? 'L' : 'D';
    const opponent = atHome ? m.away_team_id : m.home_team_id;
    out.set(key, [
      ...(out.get(key) ?? []),
      {
        id: m.id,
        kickoff: m.kickoff.toISOString(),
        competition: names.comp(m.competition_id),
        home: atHome,
        opponent_id: opponent,
        opponent: names.team(opponent),
        goals_for: mine,
        goals_against: theirs,
        result,
      },
    ]);
  }
  return out;
}

/** The last meetings of each match's two teams, either at home, latest first. */
async function meetingsOf(rows: readonly Row[], lang: Locale) {
  const values = sql.join(
    rows.map(
      (r) =>
        sql`(${r.m.id}::int, ${r.m.homeTeamId}::int, ${r.m.awayTeamId}::int, ${r.m.kickoff.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  const res = await db().execute(sql`
    select w.match_id as for_match, x.*
    from (values ${values}) as w(match_id, a, b, before)
    cross join lateral (
      select * from (
        (select ${finishedColumns} from matches m
          where m.home_team_id = w.a and m.away_team_id = w.b and m.status = 'finished'
            and m.kickoff < w.before
          order by m.kickoff desc limit ${FORESIGHT_H2H_SIZE})
        union all
        (select ${finishedColumns} from matches m
          where m.home_team_id = w.b and m.away_team_id = w.a and m.status = 'finished'
            and m.kickoff < w.before
          order by m.kickoff desc limit ${FORESIGHT_H2H_SIZE})
      ) u order by u.kickoff desc, u.id desc limit ${FORESIGHT_H2H_SIZE}
    ) x
    order by w.match_id, x.kickoff desc, x.id desc`);
  const list = res.rows.map((r) => ({ match: Number(r.for_match), m: toFinished(r) }));
  const names = await namesOf(
    list.map((x) => x.m),
    lang,
  );
  const out = new Map<number, ForesightMatch['h2h']['matches']>();
  for (const { match, m } of list)
    out.set(match, [
      ...(out.get(match) ?? []),
      {
        id: m.id,
        kickoff: m.kickoff.toISOString(),
        home_team_id: m.home_team_id,
        home: names.team(m.home_team_id),
        away: names.team(m.away_team_id),
        home_score: m.home_score,
        away_score: m.away_score,
      },
    ]);
  return out;
}

/**
 * Each team's place in its league table, with the matches it has left and what is at stake,
 * keyed `${match}:${team}`; none for cup knockout rounds.
 */
async function tablesOf(rows: readonly Row[], lang: Locale): Promise<Map<string, ForesightTable>> {
  const out = new Map<string, ForesightTable>();
  const league = rows.filter((r) => !r.r || r.r.stage === 'league');
  const seasonIds = [...new Set(league.map((r) => r.m.seasonId))];
  if (seasonIds.length === 0) return out;
  const ids = sql.join(
    seasonIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const [table, left] = await Promise.all([
    db()
      .select()
      .from(standings)
      .where(inArray(standings.seasonId, seasonIds))
      .orderBy(asc(standings.seasonId), asc(standings.groupKey), asc(standings.position)),
    db().execute(sql`
      select m.season_id, t.team_id, count(*)::int as n
      from matches m
      left join rounds r on r.id = m.round_id
      cross join lateral (values (m.home_team_id), (m.away_team_id)) as t(team_id)
      where m.season_id in (${ids}) and m.status not in ('finished', 'cancelled')
        and (r.stage = 'league' or m.round_id is null)
      group by m.season_id, t.team_id`),
  ]);
  const leftOf = new Map(
    left.rows.map((r) => [`${Number(r.season_id)}:${Number(r.team_id)}`, Number(r.n)]),
  );
  for (const r of league) {
    for (const teamId of [r.m.homeTeamId, r.m.awayTeamId]) {
      const mine = table.find((s) => s.seasonId === r.m.seasonId && s.teamId === teamId);
      if (!mine) continue;
      const group = table.filter(
        (s) => s.seasonId === r.m.seasonId && s.groupKey === mine.groupKey,
      );
      const rowsOf: TableTeam[] = group.map((s) => ({
        team: s.teamId,
        position: s.position,
        points: s.points,
        won: s.won,
        lost: s.lost,
        left: leftOf.get(`${r.m.seasonId}:${s.teamId}`) ?? 0,
      }));
      const names = mine.groupKey ? GROUP_NAMES[mine.groupKey] : undefined;
      out.set(`${r.m.id}:${teamId}`, {
        season_id: r.m.seasonId,
        group: names ? names[lang] || names.zh : '',
        size: group.length,
        position: mine.position,
        played: mine.played,
        won: mine.won,
        drawn: mine.drawn,
        lost: mine.lost,
        points: r.m.sport === 'football' ? mine.points : mine.won,
        matches_left: leftOf.get(`${r.m.seasonId}:${teamId}`) ?? 0,
        stakes: stakesOf(r.m.competitionId, r.m.sport as Sport, rowsOf, teamId),
      });
    }
  }
  return out;
}

/** The default bookmaker's index of each match: opening, current and how often it moved. */
async function oddsOf(matchIds: readonly number[]): Promise<Map<number, ForesightOdds[]>> {
  const out = new Map<number, ForesightOdds[]>();
  const rows = await db()
    .select({
      id: odds.id,
      matchId: odds.matchId,
      market: odds.market,
      opening: odds.opening,
      current: odds.current,
      moves: sql<number>`(select count(*)::int from ${oddsHistory} h where h.odds_id = ${odds.id})`,
    })
    .from(odds)
    .where(
      and(
        inArray(odds.matchId, [...matchIds]),
        eq(odds.companyId, ODDS_COMPANY),
        inArray(odds.market, [...FORESIGHT_MARKETS]),
      ),
    );
  for (const r of rows) {
    out.set(r.matchId, [
      ...(out.get(r.matchId) ?? []),
      {
        market: r.market as ForesightMarket,
        opening: r.opening,
        current: r.current,
        moves: Number(r.moves),
      },
    ]);
  }
  for (const list of out.values())
    list.sort((a, b) => FORESIGHT_MARKETS.indexOf(a.market) - FORESIGHT_MARKETS.indexOf(b.market));
  return out;
}
