import 'server-only';
import { and, asc, desc, eq, gte, inArray, lt, or, type SQL } from 'drizzle-orm';
import { memo } from '@/lib/cache/memo';
import { db } from '@/lib/db/client';
import { competitions, matches, teams } from '@/lib/db/schema';
import { getMatchesByIds, listCompetitions } from './queries';
import { toTeamView } from './reshape';
import { named } from './display';
import { hotMatches } from './service';
import type { CompetitionView, MatchItem, TeamView } from './types';
import type { Locale } from '@/i18n/locales';
import { fold } from '@/lib/text/fold';

const DAY_MS = 24 * 3600 * 1000;
/**
 * Matches of a found team or competition from a week back to two weeks ahead, and in any case
 * its latest results however long ago they were played: after an international break or a
 * blank week the window alone would show a team with no result at all.
 */
const BACK_MS = 7 * DAY_MS;
const AHEAD_MS = 14 * DAY_MS;
/** How many latest results are looked up beyond the window. */
const LATEST_RESULTS = 6;

export const SEARCH_LIMITS = { teams: 12, competitions: 6, matches: 20 } as const;

export type MatchSearch = {
  teams: TeamView[];
  competitions: CompetitionView[];
  /** Live first, then upcoming (soonest first), then results (latest first). */
  matches: MatchItem[];
};

/**
 * Every team, sorted by English name: a few hundred rows, compared in memory so the match is
 * accent- and case-insensitive in all three languages (no unaccent extension needed).
 */
const allTeams = memo(60_000, () =>
  db().select().from(teams).orderBy(asc(teams.nameEn), asc(teams.id)),
);

/**
 * The match part of Search/index: teams and competitions whose name (any of the three languages,
 * full or short) contains the keyword, and their matches around now.
 */
export async function searchMatches(keyword: string, now: Date = new Date()): Promise<MatchSearch> {
  const kw = keyword.trim();
  if (!kw) return { teams: [], competitions: [], matches: [] };

  const folded = fold(kw);
  const hit = (names: string[]) => names.some((n) => fold(n).includes(folded));
  const teamRows = (await allTeams())
    .filter((t) => hit([t.nameZh, t.nameEn, t.nameVi, t.shortNameZh, t.shortNameEn, t.shortNameVi]))
    .slice(0, SEARCH_LIMITS.teams);

  const comps = (await listCompetitions())
    .filter((c) =>
      hit([c.name_zh, c.name_en, c.name_vi, c.short_name_zh, c.short_name_en, c.short_name_vi]),
    )
    .slice(0, SEARCH_LIMITS.competitions);

  const teamIds = teamRows.map((t) => t.id);
  const compIds = comps.map((c) => c.id);
  const whom: SQL[] = [];
  if (teamIds.length)
    whom.push(inArray(matches.homeTeamId, teamIds), inArray(matches.awayTeamId, teamIds));
  if (compIds.length) whom.push(inArray(matches.competitionId, compIds));
  let found: MatchItem[] = [];
  if (whom.length) {
    const [around, latest] = await Promise.all([
      db()
        .select({ id: matches.id })
        .from(matches)
        .innerJoin(competitions, eq(competitions.id, matches.competitionId))
        .where(
          and(
            or(...whom),
            gte(matches.kickoff, new Date(now.getTime() - BACK_MS)),
            lt(matches.kickoff, new Date(now.getTime() + AHEAD_MS)),
          ),
        )
        .orderBy(asc(matches.kickoff), asc(matches.id))
        .limit(500),
      db()
        .select({ id: matches.id })
        .from(matches)
        .where(and(or(...whom), eq(matches.status, 'finished'), lt(matches.kickoff, now)))
        .orderBy(desc(matches.kickoff), desc(matches.id))
        .limit(LATEST_RESULTS),
    ]);
    found = await getMatchesByIds([...new Set([...around, ...latest].map((r) => r.id))]);
  }
  return {
    teams: teamRows.map(toTeamView),
    competitions: comps,
    matches: orderForSearch(found, now).slice(0, SEARCH_LIMITS.matches),
  };
}

/** Live first, then upcoming soonest first, then results latest first. */
export function orderForSearch(list: readonly MatchItem[], now: Date): MatchItem[] {
  const t = now.getTime() / 1000;
  const rank = (m: MatchItem) =>
    m.status === 'live'
      ? 0
      : m.status === 'scheduled' || m.status === 'postponed'
        ? m.match_time >= t
          ? 1
          : 2
        : 2;
  return [...list].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      (rank(a) === 2 ? b.match_time - a.match_time : a.match_time - b.match_time) ||
      a.id - b.id,
  );
}

/** Live hot matches that lead the nav bar's hot-search list (docs/product.md §3 "hot-match search item"). */
export const HOT_SEARCH_MATCHES = 2;

export type HotSearchMatch = { match_id: number; name: string; short_name: string };

/**
 * The live hot matches behind the hot searches. The list suggests what to search for and is not
 * kept live by pushes, so, like the keywords beside it, it is read at most every 10 s per process:
 * every page of the nav bar and the home page ask for it, and each read cost three queries.
 */
const liveHotMatches = memo(10_000, () =>
  hotMatches({ limit: HOT_SEARCH_MATCHES, liveOnly: true }),
);

/**
 * Up to `HOT_SEARCH_MATCHES` live matches of the top competitions as hot-search entries:
 * "英超 阿森纳 vs 切尔西" in the request's language. `now` (tests) reads past the memo.
 */
export async function hotSearchMatches(lang: Locale, now?: Date): Promise<HotSearchMatch[]> {
  const live = now
    ? await hotMatches({ limit: HOT_SEARCH_MATCHES, now, liveOnly: true })
    : await liveHotMatches();
  return live.map((m) => {
    const short = named(m, 'short_name', lang);
    return {
      match_id: m.id,
      short_name: short,
      name: `${short} ${named(m, 'home_team_name', lang)} vs ${named(m, 'away_team_name', lang)}`,
    };
  });
}
