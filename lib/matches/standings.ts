import 'server-only';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import {
  competitions,
  matches,
  players,
  playerStats,
  rounds,
  seasons,
  standings,
  teams,
} from '@/lib/db/schema';
import type { Db } from '@/lib/db/client';
import { bulkInsert } from './bulk';
import { TEAMS } from './names';
import { hash32 } from '@/lib/rules/random';
import { squadFor, type PlayerSeed } from './demo/squads';
import { computeTable } from './table';
import type { Sport } from './types';

/** The database or a transaction. */
export type Tx = Pick<Db, 'select' | 'execute'>;

const GROUP_OF = new Map(TEAMS.filter((t) => t.group).map((t) => [t.key, t.group as string]));
const SEEDS = new Map(TEAMS.map((t) => [t.key, t]));

/**
 * Rewrites the tables of the given seasons from their finished league-stage matches (cup
 * knockout rounds do not count). Call it after a match finishes.
 */
export async function recomputeStandings(tx: Tx, seasonIds: readonly number[]): Promise<number> {
  if (seasonIds.length === 0) return 0;
  const list = await tx
    .select({
      seasonId: matches.seasonId,
      sport: matches.sport,
      id: matches.id,
      home: matches.homeTeamId,
      away: matches.awayTeamId,
      homeScore: matches.homeScore,
      awayScore: matches.awayScore,
      status: matches.status,
      kickoff: matches.kickoff,
    })
    .from(matches)
    .leftJoin(rounds, eq(rounds.id, matches.roundId))
    .where(
      and(
        inArray(matches.seasonId, [...seasonIds]),
        or(eq(rounds.stage, 'league'), sql`${matches.roundId} is null`),
      ),
    );
  const teamIds = [...new Set(list.flatMap((m) => [m.home, m.away]))];
  if (teamIds.length === 0) return 0;
  const teamRows = await tx
    .select({ id: teams.id, key: teams.key, name: teams.nameEn })
    .from(teams)
    .where(inArray(teams.id, teamIds));
  const teamById = new Map(teamRows.map((t) => [t.id, t]));
  const rows: (typeof standings.$inferInsert)[] = [];
  for (const seasonId of seasonIds) {
    const ms = list.filter((m) => m.seasonId === seasonId);
    if (ms.length === 0) continue;
    const sport = ms[0].sport as Sport;
    const ids = [...new Set(ms.flatMap((m) => [m.home, m.away]))];
    const table = computeTable(
      sport,
      ids.map((id) => {
        const t = teamById.get(id);
        return { id, name: t?.name ?? '', groupKey: (t && GROUP_OF.get(t.key)) ?? '' };
      }),
      ms
        .filter((m) => m.status === 'finished')
        .map((m) => ({
          id: m.id,
          home: m.home,
          away: m.away,
          homeScore: m.homeScore,
          awayScore: m.awayScore,
          kickoff: m.kickoff.getTime(),
        })),
    );
    for (const r of table) rows.push({ seasonId, ...r });
  }
  await bulkInsert(tx, standings, rows, {
    conflict: ['seasonId', 'groupKey', 'teamId'],
    update: [
      'position',
      'played',
      'won',
      'drawn',
      'lost',
      'goalsFor',
      'goalsAgainst',
      'points',
      'form',
      'winPct',
      'gamesBehind',
    ],
    touch: 'updatedAt',
  });
  return rows.length;
}

/** Who starts: the goalkeeper, four defenders and midfielders, two forwards; five in basketball. */
function isRegular(p: PlayerSeed): boolean {
  const starters: Record<string, number> = { GK: 1, DF: 4, MF: 4, FW: 2, G: 2, F: 2, C: 1 };
  return p.rank < (starters[p.position] ?? 0);
}

/** League averages per team and game, spread over players for the basketball ranking lists. */
const BASKETBALL_TEAM_GAME = {
  1: { reb: 44, ast: 27, stl: 8, blk: 5 },
  3: { reb: 40, ast: 22, stl: 8, blk: 4 },
} as const;

const SHARE: Record<
  string,
  { pts: readonly number[]; reb: readonly number[]; ast: readonly number[]; blk: readonly number[] }
> = {
  G: {
    pts: [0.24, 0.16, 0.07, 0.05, 0.03],
    reb: [0.1, 0.08, 0.04, 0.03, 0.02],
    ast: [0.32, 0.18, 0.08, 0.05, 0.03],
    blk: [0.04, 0.03, 0.02, 0.01, 0.01],
  },
  F: {
    pts: [0.19, 0.13, 0.06, 0.04, 0.03],
    reb: [0.16, 0.13, 0.06, 0.04, 0.03],
    ast: [0.1, 0.07, 0.04, 0.03, 0.02],
    blk: [0.14, 0.1, 0.05, 0.03, 0.02],
  },
  C: {
    pts: [0.13, 0.05, 0.02],
    reb: [0.24, 0.1, 0.05],
    ast: [0.05, 0.02, 0.01],
    blk: [0.3, 0.12, 0.05],
  },
};

const round1 = (v: number) => Math.round(v * 10) / 10;

/**
 * Season totals per player: football goals, assists, penalties and cards counted from the
 * events; appearances and minutes estimated from the team's matches (seeded history has no
 * line-ups); basketball per-game averages spread from the team's scoring by role.
 */
export async function recomputePlayerStats(tx: Tx, seasonIds: readonly number[]): Promise<number> {
  if (seasonIds.length === 0) return 0;
  const seasonRows = await tx
    .select({ id: seasons.id, competitionId: seasons.competitionId, sport: competitions.sport })
    .from(seasons)
    .innerJoin(competitions, eq(competitions.id, seasons.competitionId))
    .where(inArray(seasons.id, [...seasonIds]));
  const ids = sql.join(
    seasonIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const res = await tx.execute(sql`
    select season_id, team_id, count(*)::int as games, sum(scored)::int as points from (
      select season_id, home_team_id as team_id, home_score as scored from matches where status = 'finished' and season_id in (${ids})
      union all
      select season_id, away_team_id, away_score from matches where status = 'finished' and season_id in (${ids})
    ) t group by season_id, team_id`);
  const playedRows = res.rows.map((r) => ({
    seasonId: Number(r.season_id),
    teamId: Number(r.team_id),
    games: Number(r.games),
    points: Number(r.points),
  }));
  const playedBy = new Map(playedRows.map((p) => [`${p.seasonId}:${p.teamId}`, p]));

  const footballSeasons = seasonRows.filter((s) => s.sport === 'football').map((s) => s.id);
  type Counts = {
    goals: number;
    assists: number;
    penalties: number;
    yellow: number;
    red: number;
    matches: number;
  };
  const counts = new Map<string, Counts>();
  if (footballSeasons.length) {
    const fs = sql.join(
      footballSeasons.map((id) => sql`${id}`),
      sql`, `,
    );
    // Counted in the database: a season has ~10 000 events, the result a few hundred rows.
    const scorers = await tx.execute(sql`
      select m.season_id, e.player_id,
        count(*) filter (where e.kind in ('goal', 'penalty_goal'))::int as goals,
        count(*) filter (where e.kind = 'penalty_goal')::int as penalties,
        count(*) filter (where e.kind in ('yellow', 'second_yellow'))::int as yellow,
        count(*) filter (where e.kind in ('red', 'second_yellow'))::int as red,
        count(distinct e.match_id)::int as matches
      from match_events e join matches m on m.id = e.match_id
      where m.season_id in (${fs}) and e.player_id is not null
        and e.kind in ('goal', 'penalty_goal', 'yellow', 'red', 'second_yellow')
      group by m.season_id, e.player_id`);
    const assists = await tx.execute(sql`
      select m.season_id, e.assist_player_id as player_id, count(*)::int as assists, count(distinct e.match_id)::int as matches
      from match_events e join matches m on m.id = e.match_id
      where m.season_id in (${fs}) and e.assist_player_id is not null and e.kind in ('goal', 'penalty_goal')
      group by m.season_id, e.assist_player_id`);
    const get = (r: Record<string, unknown>) => {
      const k = `${Number(r.season_id)}:${Number(r.player_id)}`;
      let c = counts.get(k);
      if (!c) {
        c = { goals: 0, assists: 0, penalties: 0, yellow: 0, red: 0, matches: 0 };
        counts.set(k, c);
      }
      return c;
    };
    for (const r of scorers.rows) {
      const c = get(r);
      c.goals = Number(r.goals);
      c.penalties = Number(r.penalties);
      c.yellow = Number(r.yellow);
      c.red = Number(r.red);
      c.matches = Math.max(c.matches, Number(r.matches));
    }
    for (const r of assists.rows) {
      const c = get(r);
      c.assists = Number(r.assists);
      c.matches = Math.max(c.matches, Number(r.matches));
    }
  }

  const teamIds = [...new Set(playedRows.map((p) => p.teamId))];
  if (teamIds.length === 0) return 0;
  const roster = await tx
    .select({
      id: players.id,
      teamId: players.teamId,
      shirt: players.shirtNumber,
      position: players.position,
      teamKey: teams.key,
    })
    .from(players)
    .innerJoin(teams, eq(teams.id, players.teamId))
    .where(inArray(players.teamId, teamIds));
  const squadCache = new Map<string, Map<number, PlayerSeed>>();
  const seedOf = (teamKey: string, shirt: number) => {
    let squad = squadCache.get(teamKey);
    if (!squad) {
      const t = SEEDS.get(teamKey);
      squad = new Map((t ? squadFor(t) : []).map((p) => [p.shirt, p]));
      squadCache.set(teamKey, squad);
    }
    return squad.get(shirt);
  };

  const rows: (typeof playerStats.$inferInsert)[] = [];
  for (const s of seasonRows) {
    for (const p of roster) {
      const team = playedBy.get(`${s.id}:${p.teamId}`);
      if (!team || team.games === 0) continue;
      const seed = seedOf(p.teamKey, p.shirt);
      const regular = seed ? isRegular(seed) : false;
      const jitter = (hash32(`${s.id}:${p.id}`) % 1000) / 1000;
      if (s.sport === 'football') {
        const c = counts.get(`${s.id}:${p.id}`);
        // The ranking lists are goals and assists: players with neither need no row.
        if (!c || (c.goals === 0 && c.assists === 0)) continue;
        const share = regular ? 0.82 + jitter * 0.16 : 0.3 + jitter * 0.35;
        const appearances = Math.min(
          team.games,
          Math.max(c.matches, Math.round(team.games * share)),
        );
        rows.push({
          seasonId: s.id,
          playerId: p.id,
          teamId: p.teamId,
          appearances,
          minutes: Math.round(appearances * (regular ? 80 + jitter * 8 : 30 + jitter * 20)),
          goals: c.goals,
          assists: c.assists,
          penalties: c.penalties,
          yellow: c.yellow,
          red: c.red,
          pointsPerGame: null,
          reboundsPerGame: null,
          assistsPerGame: null,
          stealsPerGame: null,
          blocksPerGame: null,
        });
      } else {
        const per = BASKETBALL_TEAM_GAME[s.competitionId as 1 | 3] ?? BASKETBALL_TEAM_GAME[1];
        const share = seed ? SHARE[seed.position] : undefined;
        const at = (arr: readonly number[] | undefined) =>
          (arr ? (arr[seed?.rank ?? 99] ?? 0.01) : 0.02) * (0.85 + jitter * 0.3);
        const ppg = team.points / team.games;
        rows.push({
          seasonId: s.id,
          playerId: p.id,
          teamId: p.teamId,
          appearances: Math.round(team.games * (regular ? 0.95 : 0.55 + jitter * 0.3)),
          minutes: Math.round(team.games * (regular ? 31 + jitter * 5 : 8 + jitter * 12)),
          goals: 0,
          assists: 0,
          penalties: 0,
          yellow: 0,
          red: 0,
          pointsPerGame: round1(ppg * at(share?.pts)),
          reboundsPerGame: round1(per.reb * at(share?.reb)),
          assistsPerGame: round1(per.ast * at(share?.ast)),
          stealsPerGame: round1(per.stl * at(share?.ast) * 0.9),
          blocksPerGame: round1(per.blk * at(share?.blk)),
        });
      }
    }
  }
  await bulkInsert(tx, playerStats, rows, {
    conflict: ['seasonId', 'playerId'],
    update: [
      'teamId',
      'appearances',
      'minutes',
      'goals',
      'assists',
      'penalties',
      'yellow',
      'red',
      'pointsPerGame',
      'reboundsPerGame',
      'assistsPerGame',
      'stealsPerGame',
      'blocksPerGame',
    ],
    touch: 'updatedAt',
  });
  return rows.length;
}
