import 'server-only';
import { and, asc, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { matches, rounds } from '@/lib/db/schema';
import { AppError } from '@/lib/errors/app-error';
import { resolveSeason, seasonMatches } from './queries';
import { toSeasonView } from './reshape';
import { requireCompetition, table } from './service';
import {
  RECENT_FORM_SIZES,
  type CompetitionView,
  type MatchItem,
  type RecentFormSize,
  type SeasonTable,
  type SeasonView,
} from './types';

/**
 * The data library's season views: results and fixtures by round, and the table with each team's
 * recent form over the number of matches docs/product.md §9 asks for (6, or 5/10/15).
 */

/** One round of a season with how far it has been played. */
export type RoundView = {
  number: number;
  /** 'league' (counts for the table), 'playoff' or 'knockout'. */
  stage: string;
  name_zh: string;
  name_en: string;
  name_vi: string;
  /** Matches in the round, and how many are finished, live, or still to be played. */
  matches: number;
  finished: number;
  live: number;
  upcoming: number;
  /** ISO time of the round's first kick-off (null for an empty round). */
  first_kickoff: string | null;
};

export type SeasonRounds = {
  competition: CompetitionView;
  season: SeasonView;
  seasons: SeasonView[];
  rounds: RoundView[];
  /** The round shown: the one asked for when it exists, else the current round (null: no rounds). */
  round: number | null;
  /** The shown round's matches, earliest first. */
  matches: MatchItem[];
};

/**
 * The round a visitor most likely wants: one with a live match; else the first round at least
 * half of whose matches are still to be played (a single rearranged fixture does not hold a
 * round open); else the last round played; else the first.
 */
export function currentRound(list: readonly RoundView[]): number | null {
  if (list.length === 0) return null;
  const live = list.find((r) => r.live > 0);
  if (live) return live.number;
  const open = list.find((r) => r.matches > 0 && r.upcoming * 2 >= r.matches);
  if (open) return open.number;
  const played = list.findLast((r) => r.finished > 0);
  return (played ?? list[0]).number;
}

async function roundsOf(seasonId: number): Promise<RoundView[]> {
  const counted = (where: ReturnType<typeof sql>) =>
    sql<number>`(count(${matches.id}) filter (where ${where}))::int`;
  const rows = await db()
    .select({
      number: rounds.number,
      stage: rounds.stage,
      nameZh: rounds.nameZh,
      nameEn: rounds.nameEn,
      nameVi: rounds.nameVi,
      total: sql<number>`count(${matches.id})::int`,
      finished: counted(sql`${matches.status} = 'finished'`),
      live: counted(sql`${matches.status} = 'live'`),
      upcoming: counted(sql`${matches.status} in ('scheduled', 'live')`),
      first: sql<string | Date | null>`min(${matches.kickoff})`,
    })
    .from(rounds)
    .leftJoin(matches, eq(matches.roundId, rounds.id))
    .where(eq(rounds.seasonId, seasonId))
    .groupBy(rounds.id)
    .orderBy(asc(rounds.number));
  return rows.map((r) => ({
    number: r.number,
    stage: r.stage,
    name_zh: r.nameZh,
    name_en: r.nameEn,
    name_vi: r.nameVi,
    matches: Number(r.total),
    finished: Number(r.finished),
    live: Number(r.live),
    upcoming: Number(r.upcoming),
    first_kickoff: r.first === null ? null : new Date(r.first).toISOString(),
  }));
}

/**
 * Results and fixtures of one round of a competition's season (api/Football/season_matches).
 * Code 1 for an unknown competition or season; a round the season does not have shows the
 * current round instead (`round` says which one is shown).
 */
export async function seasonRounds(
  competitionId: number,
  opts: { season?: number | string; round?: number } = {},
): Promise<SeasonRounds> {
  const competition = await requireCompetition(competitionId);
  const { list, chosen } = await resolveSeason(competitionId, opts.season);
  if (!chosen) throw new AppError('seasonNotFound');
  const all = await roundsOf(chosen.id);
  const asked = opts.round === undefined ? undefined : all.find((r) => r.number === opts.round);
  const round = asked?.number ?? currentRound(all);
  return {
    competition,
    season: toSeasonView(chosen),
    seasons: list.map(toSeasonView),
    rounds: all,
    round,
    matches: round === null ? [] : await seasonMatches(competitionId, { season: chosen.id, round }),
  };
}

/**
 * Each team's last `size` league results of a season, oldest first ("WDLWW"), counted like the
 * table (league-stage matches, by the score).
 */
export async function seasonForm(
  seasonId: number,
  size: RecentFormSize,
): Promise<Map<number, string>> {
  const n = RECENT_FORM_SIZES.includes(size) ? size : 6;
  const rows = await db()
    .select({
      home: matches.homeTeamId,
      away: matches.awayTeamId,
      homeScore: matches.homeScore,
      awayScore: matches.awayScore,
    })
    .from(matches)
    .leftJoin(rounds, eq(rounds.id, matches.roundId))
    .where(
      and(
        eq(matches.seasonId, seasonId),
        eq(matches.status, 'finished'),
        or(eq(rounds.stage, 'league'), isNull(matches.roundId)),
      ),
    )
    .orderBy(desc(matches.kickoff), desc(matches.id));
  const newestFirst = new Map<number, string[]>();
  const add = (team: number, result: string) => {
    const list = newestFirst.get(team) ?? [];
    if (list.length < n) list.push(result);
    newestFirst.set(team, list);
  };
  for (const m of rows) {
    const home = m.homeScore > m.awayScore ? 'W' : m.homeScore < m.awayScore ? 'L' : 'D';
    const away = home === 'W' ? 'L' : home === 'L' ? 'W' : 'D';
    add(m.home, home);
    add(m.away, away);
  }
  return new Map([...newestFirst].map(([team, list]) => [team, list.reverse().join('')]));
}

/** A season table whose `form` covers the last `size` matches instead of the stored five. */
export async function tableWithForm(
  competitionId: number,
  season: number | string | undefined,
  size: RecentFormSize,
): Promise<SeasonTable> {
  const t = await table(competitionId, season);
  const form = await seasonForm(t.season.id, size);
  return {
    ...t,
    groups: t.groups.map((g) => ({
      ...g,
      rows: g.rows.map((r) => ({ ...r, form: form.get(r.team_id) ?? '' })),
    })),
  };
}
