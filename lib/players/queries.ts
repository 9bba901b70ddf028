import 'server-only';
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { db } from '@/lib/db/client';
import {
  competitions,
  matchEvents,
  matchLineups,
  matches,
  players,
  playerStats,
  seasons,
  teams,
} from '@/lib/db/schema';
import { AppError } from '@/lib/errors/app-error';
import { isFirstChoice } from '@/lib/matches/expected-lineups';
import { COUNTRIES } from '@/lib/matches/names';
import { hash32 } from '@/lib/rules/random';
import type { Tx } from '@/lib/matches/standings';
import { RECENT_MATCHES, type PlayerDetail, type PlayerMatch, type PlayerSeason } from './contract';

/** What one player did in one match, from its timeline (docs/product.md §2 "Teams, players and discussion"). */
export type MatchTally = {
  goals: number;
  penalties: number;
  assists: number;
  yellow: number;
  red: number;
};

const emptyTally = (): MatchTally => ({ goals: 0, penalties: 0, assists: 0, yellow: 0, red: 0 });

/**
 * One event's share of a player's figures, as the match centre's timeline shows it: goals and
 * penalty goals (own goals count for nobody), the assist of a goal, yellow and second-yellow
 * cards as bookings, red and second-yellow cards as dismissals (lib/matches/standings.ts
 * recomputePlayerStats counts the same way for the ranking lists).
 */
export function tallyEvent(
  t: MatchTally,
  playerId: number,
  e: { kind: string; playerId: number | null; assistPlayerId: number | null },
): void {
  const goal = e.kind === 'goal' || e.kind === 'penalty_goal';
  if (e.playerId === playerId) {
    if (goal) t.goals++;
    if (e.kind === 'penalty_goal') t.penalties++;
    if (e.kind === 'yellow' || e.kind === 'second_yellow') t.yellow++;
    if (e.kind === 'red' || e.kind === 'second_yellow') t.red++;
  }
  if (goal && e.assistPlayerId === playerId) t.assists++;
}

/** Whole years between a YYYY-MM-DD birth date and `now` (UTC), or null without a date. */
export function ageOn(born: string | null, now: Date): number | null {
  if (!born || !/^\d{4}-\d{2}-\d{2}$/.test(born)) return null;
  const [y, m, d] = born.split('-').map(Number);
  let age = now.getUTCFullYear() - y;
  const month = now.getUTCMonth() + 1;
  if (month < m || (month === m && now.getUTCDate() < d)) age--;
  return age;
}

/**
 * A player's page (api/Player/detail): who he is, his season figures per competition and his
 * latest matches. Goals, assists and cards are counted from the match events of his team's live
 * and finished matches, so they equal what the timelines show (docs/architecture.md "Player
 * pages"); appearances and minutes come from the ranking rows (player_stats) or the same estimate,
 * raised to the matches he is known to have played and capped by his team's. Unknown id → code 1
 * playerNotFound.
 */
export async function playerDetail(
  id: number,
  now: Date = new Date(),
  tx: Tx = db(),
): Promise<PlayerDetail> {
  const [p] = await tx
    .select({
      id: players.id,
      teamId: players.teamId,
      nameZh: players.nameZh,
      nameEn: players.nameEn,
      nameVi: players.nameVi,
      shirt: players.shirtNumber,
      position: players.position,
      nationality: players.nationality,
      birthDate: players.birthDate,
      sport: teams.sport,
      teamKey: teams.key,
      teamNameZh: teams.nameZh,
      teamNameEn: teams.nameEn,
      teamNameVi: teams.nameVi,
      teamShortZh: teams.shortNameZh,
      teamShortEn: teams.shortNameEn,
      teamShortVi: teams.shortNameVi,
      colourPrimary: teams.colourPrimary,
      colourSecondary: teams.colourSecondary,
    })
    .from(players)
    .innerJoin(teams, eq(teams.id, players.teamId))
    .where(eq(players.id, id));
  if (!p) throw new AppError('playerNotFound');

  const opponent = alias(teams, 'opponent');
  const isHome = eq(matches.homeTeamId, p.teamId);
  // His team's matches that have started: the only ones with events or appearances.
  const played = await tx
    .select({
      id: matches.id,
      seasonId: matches.seasonId,
      seasonLabel: seasons.label,
      isCurrent: seasons.isCurrent,
      competitionId: matches.competitionId,
      competitionZh: competitions.nameZh,
      competitionEn: competitions.nameEn,
      competitionVi: competitions.nameVi,
      kickoff: matches.kickoff,
      status: matches.status,
      matchStr: matches.matchStr,
      homeTeamId: matches.homeTeamId,
      homeScore: matches.homeScore,
      awayScore: matches.awayScore,
      opponentId: opponent.id,
      opponentZh: opponent.nameZh,
      opponentEn: opponent.nameEn,
      opponentVi: opponent.nameVi,
    })
    .from(matches)
    .innerJoin(seasons, eq(seasons.id, matches.seasonId))
    .innerJoin(competitions, eq(competitions.id, matches.competitionId))
    .innerJoin(
      opponent,
      eq(
        opponent.id,
        sql`case when ${matches.homeTeamId} = ${p.teamId} then ${matches.awayTeamId} else ${matches.homeTeamId} end`,
      ),
    )
    .where(
      and(
        or(isHome, eq(matches.awayTeamId, p.teamId)),
        inArray(matches.status, ['live', 'finished']),
      ),
    )
    .orderBy(desc(matches.kickoff));
  const ids = played.map((m) => m.id);

  const [events, sheets, stats] = await Promise.all([
    ids.length
      ? tx
          .select({
            matchId: matchEvents.matchId,
            kind: matchEvents.kind,
            playerId: matchEvents.playerId,
            assistPlayerId: matchEvents.assistPlayerId,
            outPlayerId: matchEvents.outPlayerId,
          })
          .from(matchEvents)
          .where(
            and(
              inArray(matchEvents.matchId, ids),
              or(
                eq(matchEvents.playerId, id),
                eq(matchEvents.assistPlayerId, id),
                eq(matchEvents.outPlayerId, id),
              ),
            ),
          )
      : [],
    ids.length
      ? tx
          .select({ matchId: matchLineups.matchId, starter: matchLineups.starter })
          .from(matchLineups)
          .where(and(inArray(matchLineups.matchId, ids), eq(matchLineups.playerId, id)))
      : [],
    tx.select().from(playerStats).where(eq(playerStats.playerId, id)),
  ]);

  // Per match: what he did, and whether he is known to have played (an event of his, or a start).
  const tally = new Map<number, MatchTally>();
  const playedIn = new Set<number>();
  for (const e of events) {
    let t = tally.get(e.matchId);
    if (!t) tally.set(e.matchId, (t = emptyTally()));
    tallyEvent(t, id, e);
    playedIn.add(e.matchId);
  }
  const sheetOf = new Map(sheets.map((s) => [s.matchId, s.starter]));
  for (const s of sheets) if (s.starter) playedIn.add(s.matchId);

  const statsOf = new Map(stats.map((s) => [s.seasonId, s]));
  const regular = isFirstChoice(p.teamKey, p.shirt);
  const bySeason = new Map<number, PlayerSeason & { last: number }>();
  for (const m of played) {
    let s = bySeason.get(m.seasonId);
    if (!s) {
      s = {
        season_id: m.seasonId,
        season_label: m.seasonLabel,
        is_current: m.isCurrent,
        competition_id: m.competitionId,
        competition_name_zh: m.competitionZh,
        competition_name_en: m.competitionEn,
        competition_name_vi: m.competitionVi,
        team_id: p.teamId,
        appearances: 0,
        team_played: 0,
        minutes: 0,
        goals: 0,
        penalties: 0,
        assists: 0,
        yellow: 0,
        red: 0,
        points_per_game: null,
        rebounds_per_game: null,
        assists_per_game: null,
        last: m.kickoff.getTime(),
      };
      bySeason.set(m.seasonId, s);
    }
    s.team_played++;
    if (playedIn.has(m.id)) s.appearances++;
    const t = tally.get(m.id);
    if (t) {
      s.goals += t.goals;
      s.penalties += t.penalties;
      s.assists += t.assists;
      s.yellow += t.yellow;
      s.red += t.red;
    }
  }
  for (const s of bySeason.values()) {
    const row = statsOf.get(s.season_id);
    const known = s.appearances;
    // The ranking row's estimate (or the same estimate for players without a row), never below
    // the matches he is known to have played nor above his team's.
    const jitter = (hash32(`${s.season_id}:${id}`) % 1000) / 1000;
    const estimate = row
      ? row.appearances
      : Math.round(s.team_played * (regular ? 0.82 + jitter * 0.16 : 0.3 + jitter * 0.35));
    s.appearances = Math.min(s.team_played, Math.max(known, estimate));
    const perGame = row && row.appearances > 0 ? row.minutes / row.appearances : null;
    const full = p.sport === 'football' ? 90 : 48;
    s.minutes = Math.round(
      s.appearances *
        Math.min(
          full,
          perGame ??
            (p.sport === 'football'
              ? regular
                ? 80 + jitter * 8
                : 30 + jitter * 20
              : regular
                ? 31 + jitter * 5
                : 8 + jitter * 12),
        ),
    );
    if (p.sport === 'basketball') {
      s.points_per_game = row?.pointsPerGame ?? null;
      s.rebounds_per_game = row?.reboundsPerGame ?? null;
      s.assists_per_game = row?.assistsPerGame ?? null;
    }
  }
  const seasonList = [...bySeason.values()]
    .sort((a, b) => Number(b.is_current) - Number(a.is_current) || b.last - a.last)
    .map(({ last: _last, ...s }) => s);

  const recent: PlayerMatch[] = played
    .filter((m) => playedIn.has(m.id))
    .slice(0, RECENT_MATCHES)
    .map((m) => {
      const t = tally.get(m.id) ?? emptyTally();
      return {
        match_id: m.id,
        kickoff: m.kickoff.toISOString(),
        status: m.status as 'live' | 'finished',
        match_str: m.matchStr,
        competition_id: m.competitionId,
        competition_name_zh: m.competitionZh,
        competition_name_en: m.competitionEn,
        competition_name_vi: m.competitionVi,
        side: m.homeTeamId === p.teamId ? 'home' : 'away',
        opponent_id: m.opponentId,
        opponent_name_zh: m.opponentZh,
        opponent_name_en: m.opponentEn,
        opponent_name_vi: m.opponentVi,
        home_score: m.homeScore,
        away_score: m.awayScore,
        goals: t.goals,
        assists: t.assists,
        yellow: t.yellow,
        red: t.red,
        starter: sheetOf.get(m.id) ?? null,
      };
    });

  const country = COUNTRIES[p.nationality];
  return {
    id: p.id,
    sport: p.sport === 'basketball' ? 'basketball' : 'football',
    name_zh: p.nameZh,
    name_en: p.nameEn,
    name_vi: p.nameVi,
    shirt_number: p.shirt,
    position: p.position,
    nationality: p.nationality,
    nationality_name_zh: country?.zh ?? p.nationality,
    nationality_name_en: country?.en ?? p.nationality,
    nationality_name_vi: country?.vi ?? p.nationality,
    birth_date: p.birthDate,
    age: ageOn(p.birthDate, now),
    team: {
      id: p.teamId,
      name_zh: p.teamNameZh,
      name_en: p.teamNameEn,
      name_vi: p.teamNameVi,
      short_name_zh: p.teamShortZh,
      short_name_en: p.teamShortEn,
      short_name_vi: p.teamShortVi,
      colour_primary: p.colourPrimary,
      colour_secondary: p.colourSecondary,
    },
    seasons: seasonList,
    recent,
  };
}
