import 'server-only';
/**
 * The team page's data (docs/product.md §2 "Teams, players and discussion"; docs/architecture.md
 * "Team pages"): the team, its current and next match, last results and form, the current
 * seasons' fixtures by competition with its row of each table as it stands, the squad by
 * position, top scorers, the rooms covering its match and its news. One call for `/team?id=`.
 */
import { and, asc, desc, eq, gte, ilike, inArray, lte, or, type SQL } from 'drizzle-orm';
import type { Locale } from '@/i18n/locales';
import { db } from '@/lib/db/client';
import {
  articles,
  articleTranslations,
  competitions,
  matches,
  players,
  playerStats,
  seasons,
  teams,
  venues,
} from '@/lib/db/schema';
import { AppError } from '@/lib/errors/app-error';
import { roomsForMatch } from '@/lib/live/rooms';
import { isLiveTable, rowsAsItStands } from '@/lib/matches/as-it-stands';
import { COUNTRIES } from '@/lib/matches/names';
import { getMatchesByIds, recentForm } from '@/lib/matches/queries';
import { toTeamView, toVenueView } from '@/lib/matches/reshape';
import { liveTable } from '@/lib/matches/service';
import type { MatchItem, Sport } from '@/lib/matches/types';
import { isId } from '@/lib/rules/id';
import type {
  SquadGroup,
  SquadPlayer,
  TeamCompetition,
  TeamDetail,
  TeamNews,
  TeamScorer,
  TeamTable,
} from './contract';
import {
  BASKETBALL_POSITIONS,
  FOOTBALL_POSITIONS,
  TEAM_NEWS,
  TEAM_RESULTS,
  TEAM_SCORERS,
  TEAM_TABLE_REACH,
} from './limits';

/** A match "about to start" stays the next one this long after its kick-off time. */
const NEXT_GRACE_MS = 3 * 3_600_000;

const ofTeam = (id: number): SQL =>
  or(eq(matches.homeTeamId, id), eq(matches.awayTeamId, id)) as SQL;

/** Full years between a birth date (YYYY-MM-DD) and `now` (UTC), or null. */
export function ageOn(birthDate: string | null, now: Date): number | null {
  const m = birthDate ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate) : null;
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  let age = now.getUTCFullYear() - y;
  const month = now.getUTCMonth() + 1;
  if (month < mo || (month === mo && now.getUTCDate() < d)) age -= 1;
  return age >= 0 && age < 120 ? age : null;
}

/** The squad by position in the sport's order, each group by shirt number. */
export function groupSquad(
  sport: Sport,
  list: readonly (SquadPlayer & { position: string })[],
): SquadGroup[] {
  const order: readonly string[] = sport === 'football' ? FOOTBALL_POSITIONS : BASKETBALL_POSITIONS;
  const keys = [
    ...order,
    ...[...new Set(list.map((p) => p.position))].filter((k) => !order.includes(k)).sort(),
  ];
  return keys
    .map((position) => ({
      position,
      players: list
        .filter((p) => p.position === position)
        .sort((a, b) => a.shirt_number - b.shirt_number)
        .map(({ position: _, ...p }) => p),
    }))
    .filter((g) => g.players.length > 0);
}

async function squadOf(teamId: number, sport: Sport, now: Date): Promise<SquadGroup[]> {
  const rows = await db()
    .select()
    .from(players)
    .where(eq(players.teamId, teamId))
    .orderBy(asc(players.shirtNumber));
  return groupSquad(
    sport,
    rows.map((p) => {
      const country = COUNTRIES[p.nationality] ?? {
        zh: p.nationality,
        en: p.nationality,
        vi: p.nationality,
      };
      return {
        id: p.id,
        position: p.position,
        shirt_number: p.shirtNumber,
        name_zh: p.nameZh,
        name_en: p.nameEn,
        name_vi: p.nameVi,
        nationality: p.nationality,
        nationality_name_zh: country.zh,
        nationality_name_en: country.en,
        nationality_name_vi: country.vi,
        birth_date: p.birthDate,
        age: ageOn(p.birthDate, now),
      };
    }),
  );
}

/**
 * The team's row of a season's table as it stands (lib/matches/as-it-stands.ts: the finished
 * results' table with the live scores applied), with TEAM_TABLE_REACH rows either side.
 */
export async function tableAsItStandsFor(
  teamId: number,
  sport: Sport,
  competitionId: number,
  seasonId: number,
): Promise<TeamTable | null> {
  let t;
  try {
    t = await liveTable(competitionId, seasonId);
  } catch {
    return null;
  }
  const group = t.groups.find((g) => g.rows.some((r) => r.team_id === teamId));
  if (!group) return null;
  const rows = rowsAsItStands(sport, group.rows, t.live);
  const at = rows.findIndex((r) => r.team_id === teamId);
  const span = 2 * TEAM_TABLE_REACH + 1;
  const from = Math.max(0, Math.min(at - TEAM_TABLE_REACH, rows.length - span));
  return {
    group_key: group.group_key,
    group_name_zh: group.group_name_zh,
    group_name_en: group.group_name_en,
    group_name_vi: group.group_name_vi,
    live: isLiveTable(t.live),
    size: rows.length,
    rows: rows.slice(from, from + span),
  };
}

/** This season's top scorers over the team's current seasons (basketball: points per game). */
async function scorersOf(
  teamId: number,
  sport: Sport,
  seasonIds: readonly number[],
): Promise<TeamScorer[]> {
  if (seasonIds.length === 0) return [];
  const rows = await db()
    .select({ ps: playerStats, p: players })
    .from(playerStats)
    .innerJoin(players, eq(players.id, playerStats.playerId))
    .where(and(eq(playerStats.teamId, teamId), inArray(playerStats.seasonId, [...seasonIds])));
  const by = new Map<number, TeamScorer & { points: number }>();
  for (const { ps, p } of rows) {
    const s = by.get(p.id) ?? {
      player_id: p.id,
      shirt_number: p.shirtNumber,
      name_zh: p.nameZh,
      name_en: p.nameEn,
      name_vi: p.nameVi,
      appearances: 0,
      goals: 0,
      assists: 0,
      points_per_game: null,
      points: 0,
    };
    s.appearances += ps.appearances;
    s.goals += ps.goals;
    s.assists += ps.assists;
    s.points += (ps.pointsPerGame ?? 0) * ps.appearances;
    by.set(p.id, s);
  }
  const list = [...by.values()].map(({ points, ...s }) => ({
    ...s,
    points_per_game:
      sport === 'basketball' && s.appearances > 0
        ? Math.round((points / s.appearances) * 10) / 10
        : null,
  }));
  return sport === 'football'
    ? list
        .filter((s) => s.goals > 0)
        .sort(
          (a, b) =>
            b.goals - a.goals ||
            b.assists - a.assists ||
            a.appearances - b.appearances ||
            a.name_en.localeCompare(b.name_en),
        )
        .slice(0, TEAM_SCORERS)
    : list
        .filter((s) => s.appearances > 0)
        .sort(
          (a, b) =>
            (b.points_per_game ?? 0) - (a.points_per_game ?? 0) ||
            b.appearances - a.appearances ||
            a.name_en.localeCompare(b.name_en),
        )
        .slice(0, TEAM_SCORERS);
}

/** `%text%` for ILIKE with its wildcards escaped (backslash is PostgreSQL's default escape). */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Articles about the team in the page's language: those tied to one of its matches, and those
 * whose title names it (its full name in that language). Newest first, TEAM_NEWS at most.
 */
async function newsOf(
  name: string,
  matchIds: readonly number[],
  lang: Locale,
  now: Date,
): Promise<TeamNews[]> {
  const about: SQL[] =
    name.trim().length >= 2 ? [ilike(articleTranslations.title, containing(name.trim()))] : [];
  if (matchIds.length) about.push(inArray(articles.matchId, [...matchIds]));
  if (about.length === 0) return [];
  const rows = await db()
    .select({
      id: articles.id,
      title: articleTranslations.title,
      cover: articles.cover,
      publishedAt: articles.publishedAt,
    })
    .from(articles)
    .innerJoin(
      articleTranslations,
      and(eq(articleTranslations.articleId, articles.id), eq(articleTranslations.locale, lang)),
    )
    .where(and(eq(articles.status, 'published'), lte(articles.publishedAt, now), or(...about)))
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(TEAM_NEWS);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    cover: r.cover,
    published_at: Math.floor(r.publishedAt.getTime() / 1000),
  }));
}

/** Everything `/team?id=` shows; code 1 `teamNotFound` for an unknown id. */
export async function teamDetail(
  id: number,
  lang: Locale,
  now: Date = new Date(),
): Promise<TeamDetail> {
  if (!isId(id)) throw new AppError('teamNotFound');
  const [row] = await db()
    .select({ t: teams, v: venues })
    .from(teams)
    .leftJoin(venues, eq(venues.id, teams.venueId))
    .where(eq(teams.id, id))
    .limit(1);
  if (!row) throw new AppError('teamNotFound');
  const team = toTeamView(row.t);
  const sport = team.sport;

  // The team's matches of its current seasons (the fixtures), and its live and next match.
  const [seasonRows, liveRows, nextRows, form] = await Promise.all([
    db()
      .select({ id: matches.id, seasonId: matches.seasonId })
      .from(matches)
      .innerJoin(seasons, and(eq(seasons.id, matches.seasonId), eq(seasons.isCurrent, true)) as SQL)
      .where(ofTeam(id))
      .orderBy(asc(matches.kickoff), asc(matches.id)),
    db()
      .select({ id: matches.id })
      .from(matches)
      .where(and(ofTeam(id), eq(matches.status, 'live')))
      .orderBy(desc(matches.kickoff))
      .limit(1),
    db()
      .select({ id: matches.id })
      .from(matches)
      .where(
        and(
          ofTeam(id),
          eq(matches.status, 'scheduled'),
          gte(matches.kickoff, new Date(now.getTime() - NEXT_GRACE_MS)),
        ),
      )
      .orderBy(asc(matches.kickoff), asc(matches.id))
      .limit(1),
    recentForm(id, TEAM_RESULTS),
  ]);
  const [all, [current], [next]] = await Promise.all([
    getMatchesByIds(seasonRows.map((r) => r.id)),
    getMatchesByIds(liveRows.map((r) => r.id)),
    getMatchesByIds(nextRows.map((r) => r.id)),
  ]);

  // By competition: the league(s) first, then cups, each in the site's competition order.
  const compIds = [...new Set(all.map((m) => m.competition_id))];
  const seasonIds = [...new Set(all.map((m) => m.season_id))];
  const [compRows, labelRows] = compIds.length
    ? await Promise.all([
        db().select().from(competitions).where(inArray(competitions.id, compIds)),
        db()
          .select({ id: seasons.id, label: seasons.label })
          .from(seasons)
          .where(inArray(seasons.id, seasonIds)),
      ])
    : [[], []];
  const labels = new Map(labelRows.map((r) => [r.id, r.label]));
  compRows.sort(
    (a, b) =>
      (a.kind === 'league' ? 0 : 1) - (b.kind === 'league' ? 0 : 1) ||
      a.sort - b.sort ||
      a.id - b.id,
  );
  const competitionList: TeamCompetition[] = await Promise.all(
    compRows.map(async (c) => {
      const list = all.filter((m) => m.competition_id === c.id);
      const seasonId = list[0].season_id;
      return {
        competition: {
          id: c.id,
          kind: c.kind === 'cup' ? 'cup' : 'league',
          colour: c.colour,
          name_zh: c.nameZh,
          name_en: c.nameEn,
          name_vi: c.nameVi,
          short_name_zh: c.shortNameZh,
          short_name_en: c.shortNameEn,
          short_name_vi: c.shortNameVi,
        },
        season: { id: seasonId, label: labels.get(seasonId) ?? '' },
        matches: list,
        table: await tableAsItStandsFor(id, sport, c.id, seasonId),
      } satisfies TeamCompetition;
    }),
  );

  const roomMatch: MatchItem | undefined = current ?? next;
  const [squad, scorers, rooms, news] = await Promise.all([
    squadOf(id, sport, now),
    scorersOf(id, sport, seasonIds),
    roomMatch ? roomsForMatch(roomMatch.id, lang) : Promise.resolve([]),
    // The full name only: a short one ("Bulls") names other teams too ("New York Red Bulls").
    newsOf(
      team[`name_${lang}`] || team.name_zh,
      all.map((m) => m.id),
      lang,
      now,
    ),
  ]);

  return {
    team: { ...team, venue: row.v ? toVenueView(row.v) : null },
    current: current ?? null,
    next: next ?? null,
    results: form?.matches ?? [],
    form: form?.form ?? '',
    competitions: competitionList,
    squad,
    scorers,
    rooms: rooms.map((g) => ({
      language: g.language,
      rooms: g.rooms.map((r) => ({
        id: r.id,
        anchor_nickname: r.anchor_nickname,
        anchor_avatar: r.anchor_avatar,
        title: r.title,
        viewers: r.viewers,
        language: r.language,
      })),
    })),
    news,
  };
}
