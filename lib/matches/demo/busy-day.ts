import 'server-only';
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { competitions, matches, players, seasons, teams } from '@/lib/db/schema';
import { bulkInsert } from '../bulk';
import { kickoffTimes, kickoffZone } from './calendar';
import { TEAMS } from '../names';
import { finishMatch, type MatchPlan } from './plan';
import { hash32, rand } from '@/lib/rules/random';
import type { TeamCtx } from './results';
import { matchDay, matchDayRange } from '../service';
import { insertFinishedDetail, SIMULATOR_REACH_MS, stateColumns } from './seed';
import { squadFor } from './squads';
import { DAY_MS, isoDay, parseIsoDay, zonedToUtc } from '../time';
import type { Sport } from '../types';

export type BusyDaySummary = { day: string; before: number; added: number; total: number };

/**
 * Fills today's match day (Asia/Shanghai, as the scores pages show it) up to `total` matches of
 * `sport`, for load tests such as the bench's `/football` with 300 matches of the day. Never
 * part of the demo data: run it after `seedMatches`, on a database meant for measuring.
 *
 * The extra fixtures pair teams of each current season of the sport, round-robin over the
 * seasons, each at one of its league's own local kick-off times (`kickoffTimes`, in the home
 * team's zone) that falls on the day: a busy day, never a midnight kick-off in London. Past the simulator's reach
 * they get a generated result with events and statistics (the seed's own `finishMatch`); the rest
 * are left to the simulator, which puts a realistic share of them live. Deterministic for a
 * given day and database; a second call finds the day full and adds nothing.
 */
export async function seedBusyDay(opts: {
  total: number;
  sport?: Sport;
  now?: Date;
}): Promise<BusyDaySummary> {
  const sport = opts.sport ?? 'football';
  const now = (opts.now ?? new Date()).getTime();
  const day = matchDay(new Date(now));
  const { from, to } = matchDayRange(day);

  return db().transaction(async (tx) => {
    const countRows = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(matches)
      .where(and(eq(matches.sport, sport), gte(matches.kickoff, from), lt(matches.kickoff, to)));
    const before = Number(countRows[0]?.n ?? 0);
    const need = opts.total - before;
    if (need <= 0) return { day, before, added: 0, total: before };

    const current = await tx
      .select({ id: seasons.id, label: seasons.label, competitionId: seasons.competitionId })
      .from(seasons)
      .innerJoin(competitions, eq(competitions.id, seasons.competitionId))
      .where(and(eq(seasons.isCurrent, true), eq(competitions.sport, sport)))
      .orderBy(competitions.sort, seasons.id);
    // A season's teams are those with a fixture in it.
    const seasonTeams = new Map<number, number[]>();
    for (const s of current) {
      const rows = await tx
        .selectDistinct({ team: matches.homeTeamId })
        .from(matches)
        .where(eq(matches.seasonId, s.id));
      const ids = rows.map((r) => r.team).sort((a, b) => a - b);
      if (ids.length >= 2) seasonTeams.set(s.id, ids);
    }
    const playable = current.filter((s) => seasonTeams.has(s.id));
    if (playable.length === 0)
      throw new Error(`no ${sport} season with teams: seed the matches first`);

    const teamIds = [...new Set([...seasonTeams.values()].flat())];
    const teamRows = await tx
      .select({ id: teams.id, key: teams.key, rating: teams.rating, venueId: teams.venueId })
      .from(teams)
      .where(inArray(teams.id, teamIds));
    const team = new Map(teamRows.map((t) => [t.id, t]));
    const seedOf = new Map(TEAMS.map((t) => [t.key, t]));
    const squads = new Map<string, TeamCtx>();
    const ctx = (key: string): TeamCtx => {
      let c = squads.get(key);
      if (!c) {
        const seedTeam = seedOf.get(key);
        if (!seedTeam) throw new Error(`team ${key} is not in the seed's names`);
        const row = teamRows.find((t) => t.key === key);
        c = { key, rating: row?.rating ?? 50, squad: squadFor(seedTeam) };
        squads.set(key, c);
      }
      return c;
    };

    // Fixtures already on the day, so that no generated one repeats a natural key.
    const taken = new Set(
      (
        await tx
          .select({
            s: matches.seasonId,
            h: matches.homeTeamId,
            a: matches.awayTeamId,
            k: matches.kickoff,
          })
          .from(matches)
          .where(and(gte(matches.kickoff, from), lt(matches.kickoff, to)))
      ).map((m) => `${m.s}|${m.h}|${m.a}|${m.k.getTime()}`),
    );

    const r = rand(`busy-day:${sport}:${day}`);
    // The local dates the match day overlaps (it is a Shanghai day: UTC−1 to UTC+1 covers it).
    const dates = [-1, 0, 1].map((d) => isoDay(parseIsoDay(day) + d * DAY_MS));
    /** Kick-offs of a league's own local times (its home team's zone) within the match day. */
    const kickoffsOf = (competitionId: number, home: string): number[] => {
      const zone = kickoffZone(competitionId, home);
      return dates
        .flatMap((d) => kickoffTimes(competitionId).map((t) => zonedToUtc(d, t, zone).getTime()))
        .filter((k) => k >= from.getTime() && k < to.getTime())
        .sort((a, b) => a - b);
    };
    type Planned = { plan: MatchPlan; seasonId: number; homeId: number; awayId: number };
    const planned: Planned[] = [];
    const withTimes = playable.filter((s) => kickoffTimes(s.competitionId).length > 0);
    if (withTimes.length === 0) throw new Error(`no ${sport} league with kick-off times`);
    for (let i = 0; i < need; i++) {
      const season = withTimes[i % withTimes.length];
      const ids = seasonTeams.get(season.id) as number[];
      let homeId = 0;
      let awayId = 0;
      let kickoff = 0;
      for (let tries = 0; tries < 50 && !homeId; tries++) {
        homeId = r.pick(ids);
        awayId = r.pick(ids);
        const options =
          homeId === awayId
            ? []
            : kickoffsOf(season.competitionId, team.get(homeId)?.key as string);
        // Spread over the league's slots of the day, in turn.
        const start = Math.floor(i / withTimes.length) + tries;
        kickoff = 0;
        for (let j = 0; j < options.length && !kickoff; j++) {
          const k = options[(start + j) % options.length];
          if (!taken.has(`${season.id}|${homeId}|${awayId}|${k}`)) kickoff = k;
        }
        if (!kickoff) homeId = awayId = 0;
      }
      if (!homeId) continue;
      taken.add(`${season.id}|${homeId}|${awayId}|${kickoff}`);
      const home = team.get(homeId)?.key as string;
      const away = team.get(awayId)?.key as string;
      planned.push({
        seasonId: season.id,
        homeId,
        awayId,
        plan: {
          competitionId: season.competitionId,
          sport,
          seasonLabel: season.label,
          roundNumber: 0,
          home,
          away,
          venueOf: home,
          kickoff,
          status: kickoff < now - SIMULATOR_REACH_MS ? 'finished' : 'scheduled',
          knockout: false,
          simSeed: hash32(`busy-day|${season.id}|${home}|${away}|${kickoff}`),
          generated: true,
          real: null,
        },
      });
    }

    const finished = new Map(
      planned
        .filter((p) => p.plan.status === 'finished')
        .map((p) => [p, finishMatch(p.plan, ctx)] as const),
    );
    const inserted = await bulkInsert<
      typeof matches,
      {
        id: number;
        seasonId: number;
        homeTeamId: number;
        awayTeamId: number;
        kickoff: string | Date;
      }
    >(
      tx,
      matches,
      planned.map((p) => {
        const f = finished.get(p);
        return {
          sport,
          competitionId: p.plan.competitionId,
          seasonId: p.seasonId,
          roundId: null,
          homeTeamId: p.homeId,
          awayTeamId: p.awayId,
          venueId: team.get(p.homeId)?.venueId ?? null,
          kickoff: new Date(p.plan.kickoff),
          ...stateColumns(f, p.plan.status),
          knockout: false,
          simSeed: p.plan.simSeed,
        };
      }),
      {
        conflict: ['seasonId', 'homeTeamId', 'awayTeamId', 'kickoff'],
        returning: ['id', 'seasonId', 'homeTeamId', 'awayTeamId', 'kickoff'],
      },
    );
    const idOf = new Map(
      inserted.map((m) => [
        `${m.seasonId}|${m.homeTeamId}|${m.awayTeamId}|${new Date(m.kickoff).getTime()}`,
        m.id,
      ]),
    );
    const matchId = (p: Planned) =>
      idOf.get(`${p.seasonId}|${p.homeId}|${p.awayId}|${p.plan.kickoff}`);

    // Events and statistics of the finished ones, scorers resolved to the seeded players.
    const squadRows = await tx
      .select({ id: players.id, teamId: players.teamId, shirt: players.shirtNumber })
      .from(players)
      .where(inArray(players.teamId, teamIds));
    const keyOfTeam = new Map(teamRows.map((t) => [t.id, t.key]));
    const playerId = new Map(squadRows.map((p) => [`${keyOfTeam.get(p.teamId)}:${p.shirt}`, p.id]));
    const pid = (ref: { team: string; shirt: number } | null) =>
      ref ? (playerId.get(`${ref.team}:${ref.shirt}`) ?? null) : null;
    const done = [...finished].flatMap(([p, f]) => {
      const id = matchId(p);
      return id === undefined ? [] : [{ id, f }];
    });
    await insertFinishedDetail(
      tx,
      done.map(({ id, f }) => ({ id, sport, f })),
      pid,
    );
    return { day, before, added: inserted.length, total: before + inserted.length };
  });
}
