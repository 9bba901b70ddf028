import 'server-only';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import {
  competitions,
  matchEvents,
  matches,
  matchLineups,
  matchStats,
  odds,
  oddsHistory,
  playerAbsences,
  players,
  rounds,
  seasons,
  teams,
  venues,
} from '@/lib/db/schema';
import { FEED_REACH_MS } from '../timing';
import { recomputeSuspensions } from '../absences';
import { absences, writeInjuries } from './absences';
import { bulkInsert, type Executor } from '../bulk';
import { seasonLabel } from './calendar';
import { matchLineup } from './lineups';
import { COMPETITIONS, ODDS_COMPANIES } from '../names';
import { oddsFor } from './odds';
import { loadOpenfootball, type OpenfootballFile } from './openfootball';
import {
  buildPlan,
  finishMatch,
  freshAnchor,
  generatedCompetitions,
  type Anchor,
  type GeneratedCompetition,
  type MatchPlan,
  type TeamPlan,
} from './plan';
import type { FinishedSeed, TeamCtx } from './results';
import { recomputePlayerStats, recomputeStandings, type Tx } from '../standings';
import { DAY_MS, parseIsoDay, utcDayStart } from '../time';

/** Matches that kicked off further back than this are never played by the feed (timing.ts). */
export const SIMULATOR_REACH_MS = FEED_REACH_MS;

/**
 * Days around today that get line-ups (yesterday, today, tomorrow: the matches the site and the
 * simulator show them for) and index data (the week ahead, as books publish it).
 */
const LINEUP_WINDOW = { before: 1, after: 1 } as const;
const ODDS_WINDOW = { before: 1, after: 8 } as const;
/** A generated calendar is replaced when fewer days than this are left ahead. */
const MIN_DAYS_AHEAD = 7;

const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const fixtureKey = (seasonId: number, home: number, away: number, kickoff: number) =>
  `${seasonId}|${home}|${away}|${kickoff}`;

function finishedColumns(f: FinishedSeed) {
  return {
    status: 'finished',
    phase: 'FT',
    matchStr: 'FT',
    clockSeconds: f.clockSeconds,
    homeScore: f.homeScore,
    awayScore: f.awayScore,
    homeHalfScore: f.homeHalfScore,
    awayHalfScore: f.awayHalfScore,
    periodScores: f.periodScores,
    homePenalties: f.homePenalties,
    awayPenalties: f.awayPenalties,
    homeRed: f.homeRed,
    awayRed: f.awayRed,
    homeYellow: f.homeYellow,
    awayYellow: f.awayYellow,
    homeCorners: f.homeCorners,
    awayCorners: f.awayCorners,
  } as const;
}

const NOT_STARTED = {
  phase: 'NS',
  matchStr: '',
  clockSeconds: 0,
  homeScore: 0,
  awayScore: 0,
  homeHalfScore: null,
  awayHalfScore: null,
  periodScores: [] as [number, number][],
  homePenalties: null,
  awayPenalties: null,
  homeRed: 0,
  awayRed: 0,
  homeYellow: 0,
  awayYellow: 0,
  homeCorners: 0,
  awayCorners: 0,
};

/** A match row's state columns: the result of a finished one, else not started with `status`. */
export function stateColumns(f: FinishedSeed | null | undefined, status: string) {
  return f ? finishedColumns(f) : { status, ...NOT_STARTED };
}

/**
 * Each generated competition keeps its calendar until fewer than a week of it is left. A new
 * one never takes a label in use (a data file's season included): it is numbered instead.
 */
async function anchors(
  tx: Tx,
  today: number,
  generated: readonly GeneratedCompetition[],
): Promise<{ anchors: Record<number, Anchor>; retire: number[] }> {
  const ids = generated.map((g) => g.id);
  const rows = await tx.select().from(seasons).where(inArray(seasons.competitionId, ids));
  const out: Record<number, Anchor> = {};
  const retire: number[] = [];
  for (const id of ids) {
    const own = rows.filter((s) => s.competitionId === id);
    const cur = own.find((s) => s.isCurrent && s.anchorOn);
    if (cur && cur.anchorOn && parseIsoDay(cur.endsOn) >= today + MIN_DAYS_AHEAD * DAY_MS) {
      out[id] = { anchorDay: parseIsoDay(cur.anchorOn), label: cur.label };
    } else {
      const file = generated.find((g) => g.id === id)?.fileLabel;
      const taken = new Set([...own.map((s) => s.label), ...(file ? [file] : [])]);
      out[id] = freshAnchor(id, today, taken, seasonLabel);
      if (cur) retire.push(cur.id);
    }
  }
  return { anchors: out, retire };
}

type PlayerRef = { team: string; shirt: number } | null;

/**
 * The timeline and statistics of finished matches the seed settles (results of past days, a
 * bench's busy day); `pid` resolves a seeded scorer to the player's id. Idempotent on
 * (match, seq) and match.
 */
export async function insertFinishedDetail(
  tx: Executor,
  done: readonly { id: number; sport: string; f: FinishedSeed }[],
  pid: (ref: PlayerRef) => number | null,
): Promise<void> {
  await bulkInsert(
    tx,
    matchEvents,
    done.flatMap(({ id, sport, f }) =>
      f.events.map((e) => ({
        matchId: id,
        sport,
        seq: e.seq,
        phase: e.phase,
        atSecond: e.atSecond,
        minute: e.minute,
        kind: e.kind,
        side: e.side,
        playerId: pid(e.player),
        assistPlayerId: pid(e.assist),
        outPlayerId: pid(e.out ?? null),
        points: e.points,
        scored: null,
        homeScore: e.homeScore,
        awayScore: e.awayScore,
      })),
    ),
    { conflict: ['matchId', 'seq'] },
  );
  await bulkInsert(
    tx,
    matchStats,
    done.map(({ id, f }) => ({ matchId: id, home: f.stats.home, away: f.stats.away })),
    { conflict: ['matchId'] },
  );
}

export type SeedMatchesSummary = Record<string, number>;

/**
 * Seeds the match data: competitions, teams, venues, squads, seasons, rounds, the real fixtures
 * and results of data/openfootball, generated calendars around `now` for the competitions
 * without a data file (and current seasons for the big leagues out of their file's season: see
 * `generatedCompetitions`), events and statistics of finished matches, line-ups and index data
 * near today, tables and player rankings. Idempotent: rows are upserted on natural keys, and a
 * match that exists is never rewritten (the simulator owns it once it is there), except a
 * generated one still not started though it kicked off before the simulator's reach
 * (`SIMULATOR_REACH_MS`), which gets its planned result, as a new one does.
 * Deterministic for a given `now`: the plan for its UTC day, and today's results up to the
 * simulator's reach.
 */
export async function seedMatches(opts: { now?: Date } = {}): Promise<SeedMatchesSummary> {
  const now = (opts.now ?? new Date()).getTime();
  const today = utcDayStart(now);
  const files: Record<string, OpenfootballFile> = {};
  for (const c of COMPETITIONS) if (c.file) files[c.file] = loadOpenfootball(c.file);

  return db().transaction(async (tx) => {
    // Off-season leagues get a generated current season too (the rule: generatedCompetitions).
    const generated = generatedCompetitions(today, files);
    const { anchors: anchorMap, retire } = await anchors(tx, today, generated);
    const plan = buildPlan({ today, files, anchors: anchorMap });

    await bulkInsert(
      tx,
      competitions,
      plan.competitions.map((c) => ({
        id: c.id,
        sport: c.sport,
        kind: c.kind,
        nameZh: c.name.zh,
        nameEn: c.name.en,
        nameVi: c.name.vi,
        shortNameZh: c.short.zh,
        shortNameEn: c.short.en,
        shortNameVi: c.short.vi,
        areaZh: c.area.zh,
        areaEn: c.area.en,
        areaVi: c.area.vi,
        colour: c.colour,
        generated: !c.file,
        sort: c.sort,
      })),
      {
        conflict: ['id'],
        update: [
          'sport',
          'kind',
          'nameZh',
          'nameEn',
          'nameVi',
          'shortNameZh',
          'shortNameEn',
          'shortNameVi',
          'areaZh',
          'areaEn',
          'areaVi',
          'colour',
          'generated',
          'sort',
        ],
      },
    );

    // Venues (two clubs may share one: San Siro, Stadio Olimpico).
    const venueRows = new Map<string, typeof venues.$inferInsert>();
    for (const t of plan.teams) {
      const key = slug(`${t.venue.name.en} ${t.venue.city.en}`);
      venueRows.set(key, {
        key,
        nameZh: t.venue.name.zh,
        nameEn: t.venue.name.en,
        nameVi: t.venue.name.vi,
        cityZh: t.venue.city.zh,
        cityEn: t.venue.city.en,
        cityVi: t.venue.city.vi,
        capacity: t.venue.capacity,
      });
    }
    await bulkInsert(tx, venues, [...venueRows.values()], {
      conflict: ['key'],
      update: ['nameZh', 'nameEn', 'nameVi', 'cityZh', 'cityEn', 'cityVi', 'capacity'],
    });
    const venueIds = new Map(
      (
        await tx
          .select({ id: venues.id, key: venues.key })
          .from(venues)
          .where(inArray(venues.key, [...venueRows.keys()]))
      ).map((v) => [v.key, v.id]),
    );
    const venueOfTeam = (t: TeamPlan) =>
      venueIds.get(slug(`${t.venue.name.en} ${t.venue.city.en}`)) ?? null;

    await bulkInsert(
      tx,
      teams,
      plan.teams.map((t) => ({
        key: t.key,
        sport: t.sport,
        nameZh: t.name.zh,
        nameEn: t.name.en,
        nameVi: t.name.vi,
        shortNameZh: t.short.zh,
        shortNameEn: t.short.en,
        shortNameVi: t.short.vi,
        country: t.country,
        founded: t.founded ?? null,
        colourPrimary: t.colours[0],
        colourSecondary: t.colours[1],
        venueId: venueOfTeam(t),
        rating: t.rating,
      })),
      {
        conflict: ['key'],
        update: [
          'sport',
          'nameZh',
          'nameEn',
          'nameVi',
          'shortNameZh',
          'shortNameEn',
          'shortNameVi',
          'country',
          'founded',
          'colourPrimary',
          'colourSecondary',
          'venueId',
          'rating',
        ],
      },
    );
    const teamRows = await tx
      .select({ id: teams.id, key: teams.key })
      .from(teams)
      .where(
        inArray(
          teams.key,
          plan.teams.map((t) => t.key),
        ),
      );
    const teamId = new Map(teamRows.map((t) => [t.key, t.id]));
    const teamPlan = new Map(plan.teams.map((t) => [t.key, t]));
    const tid = (key: string) => teamId.get(key) as number;

    await bulkInsert(
      tx,
      players,
      plan.teams.flatMap((t) =>
        t.squad.map((p) => ({
          teamId: tid(t.key),
          nameZh: p.name.zh,
          nameEn: p.name.en,
          nameVi: p.name.vi,
          shirtNumber: p.shirt,
          position: p.position,
          nationality: p.nationality,
          birthDate: p.born,
        })),
      ),
      {
        conflict: ['teamId', 'shirtNumber'],
        update: ['nameZh', 'nameEn', 'nameVi', 'position', 'nationality', 'birthDate'],
      },
    );
    const playerRows = await tx
      .select({ id: players.id, teamId: players.teamId, shirt: players.shirtNumber })
      .from(players)
      .where(inArray(players.teamId, [...teamId.values()]));
    const keyOfTeam = new Map(teamRows.map((t) => [t.id, t.key]));
    const playerId = new Map(
      playerRows.map((p) => [`${keyOfTeam.get(p.teamId)}:${p.shirt}`, p.id]),
    );
    const pid = (ref: { team: string; shirt: number } | null) =>
      ref ? (playerId.get(`${ref.team}:${ref.shirt}`) ?? null) : null;

    // Seasons: the planned ones are current (but a data file's season when a generated one is);
    // a replaced generated calendar is kept as history.
    if (retire.length)
      await tx.update(seasons).set({ isCurrent: false }).where(inArray(seasons.id, retire));
    await bulkInsert(
      tx,
      seasons,
      plan.seasons.map((s) => ({
        competitionId: s.competitionId,
        label: s.label,
        isCurrent: s.current,
        startsOn: s.startsOn,
        endsOn: s.endsOn,
        anchorOn: s.anchorOn,
      })),
      {
        conflict: ['competitionId', 'label'],
        update: ['isCurrent', 'startsOn', 'endsOn', 'anchorOn'],
      },
    );
    const seasonRows = await tx
      .select({ id: seasons.id, competitionId: seasons.competitionId, label: seasons.label })
      .from(seasons);
    const seasonId = new Map(seasonRows.map((s) => [`${s.competitionId}|${s.label}`, s.id]));
    const sid = (competitionId: number, label: string) =>
      seasonId.get(`${competitionId}|${label}`) as number;
    for (const s of plan.seasons.filter((x) => x.current)) {
      await tx
        .update(seasons)
        .set({ isCurrent: false })
        .where(
          and(
            eq(seasons.competitionId, s.competitionId),
            ne(seasons.label, s.label),
            eq(seasons.isCurrent, true),
          ),
        );
    }

    await bulkInsert(
      tx,
      rounds,
      plan.seasons.flatMap((s) =>
        s.rounds.map((r) => ({
          seasonId: sid(s.competitionId, s.label),
          number: r.number,
          stage: r.stage,
          nameZh: r.name.zh,
          nameEn: r.name.en,
          nameVi: r.name.vi,
        })),
      ),
      { conflict: ['seasonId', 'number'], update: ['stage', 'nameZh', 'nameEn', 'nameVi'] },
    );
    const plannedSeasonIds = plan.seasons.map((s) => sid(s.competitionId, s.label));
    const roundRows = await tx
      .select({ id: rounds.id, seasonId: rounds.seasonId, number: rounds.number })
      .from(rounds)
      .where(inArray(rounds.seasonId, plannedSeasonIds));
    const roundId = new Map(roundRows.map((r) => [`${r.seasonId}|${r.number}`, r.id]));

    // Matches: inserted once; an existing match is left as the simulator made it.
    const ctx = (key: string): TeamCtx => {
      const t = teamPlan.get(key) as TeamPlan;
      return { key, rating: t.rating, squad: t.squad };
    };
    const existing = await tx
      .select({
        id: matches.id,
        seasonId: matches.seasonId,
        home: matches.homeTeamId,
        away: matches.awayTeamId,
        kickoff: matches.kickoff,
        status: matches.status,
      })
      .from(matches)
      .where(inArray(matches.seasonId, plannedSeasonIds));
    const found = new Map(
      existing.map((row) => [
        fixtureKey(row.seasonId, row.home, row.away, row.kickoff.getTime()),
        row,
      ]),
    );
    const keyOf = (m: MatchPlan) =>
      fixtureKey(sid(m.competitionId, m.seasonLabel), tid(m.home), tid(m.away), m.kickoff);
    const idOf = new Map<MatchPlan, number>();
    const statusOf = new Map<MatchPlan, string>();
    const finishedNow: { id: number; m: MatchPlan; f: FinishedSeed }[] = [];
    const fresh: { m: MatchPlan; f: FinishedSeed | null }[] = [];
    // Matches that kicked off before the simulator's reach are past its playing: today's early
    // kick-offs (and any it never played, the server being down) get their planned result.
    const missed = (m: MatchPlan) =>
      m.generated && m.status !== 'postponed' && m.kickoff < now - SIMULATOR_REACH_MS;
    const settle = new Set<MatchPlan>();
    for (const m of plan.matches) {
      const row = found.get(keyOf(m));
      if (row) {
        idOf.set(m, row.id);
        statusOf.set(m, row.status);
        if (row.status === 'scheduled' && missed(m)) settle.add(m);
      } else if (m.status === 'finished' || missed(m)) settle.add(m);
    }
    const near = (m: MatchPlan, w: { before: number; after: number }) =>
      m.kickoff >= today - w.before * DAY_MS && m.kickoff < today + (w.after + 1) * DAY_MS;

    // Who is out of each match (docs/product.md §4 "Absences"), season by season in kick-off
    // order: the injuries known today, and the bans the cards so far cost (results settled now
    // are generated without the absent players, and their cards count for the next matches).
    const absentOf = await absences(tx, {
      plan,
      settle,
      wanted: (m) => settle.has(m) || near(m, LINEUP_WINDOW),
      statusOf: (m) => statusOf.get(m) ?? (settle.has(m) ? 'finished' : m.status),
      idOf: (m) => idOf.get(m),
      today,
      tid,
      pid,
      playerRows,
      finish: (m, absent) =>
        finishMatch(m, (key) => ({
          ...ctx(key),
          absent: key === m.home ? absent.home : absent.away,
        })),
    });
    for (const m of plan.matches) {
      const f = absentOf.finished.get(m) ?? null;
      const id = idOf.get(m);
      if (id === undefined) {
        fresh.push({ m, f });
        continue;
      }
      if (f) {
        await tx
          .update(matches)
          .set({ ...finishedColumns(f), updatedAt: sql`now()` })
          .where(eq(matches.id, id));
        finishedNow.push({ id, m, f });
      }
    }
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
      fresh.map(({ m, f }) => {
        const season = sid(m.competitionId, m.seasonLabel);
        return {
          sport: m.sport,
          competitionId: m.competitionId,
          seasonId: season,
          roundId: roundId.get(`${season}|${m.roundNumber}`) ?? null,
          homeTeamId: tid(m.home),
          awayTeamId: tid(m.away),
          venueId: venueOfTeam(teamPlan.get(m.venueOf) as TeamPlan),
          kickoff: new Date(m.kickoff),
          ...stateColumns(f, m.status),
          knockout: m.knockout,
          simSeed: m.simSeed,
        };
      }),
      {
        conflict: ['seasonId', 'homeTeamId', 'awayTeamId', 'kickoff'],
        returning: ['id', 'seasonId', 'homeTeamId', 'awayTeamId', 'kickoff'],
      },
    );
    const insertedId = new Map(
      inserted.map((r) => [
        fixtureKey(r.seasonId, r.homeTeamId, r.awayTeamId, new Date(r.kickoff).getTime()),
        r.id,
      ]),
    );
    for (const { m, f } of fresh) {
      const id = insertedId.get(keyOf(m));
      if (id === undefined) continue;
      idOf.set(m, id);
      if (f) finishedNow.push({ id, m, f });
    }

    await insertFinishedDetail(
      tx,
      finishedNow.map(({ id, m, f }) => ({ id, sport: m.sport, f })),
      pid,
    );
    // The absences the pages show: the injuries known today, and the bans of the seasons whose
    // cards changed (those with results settled now; all of them the first time). The feed
    // rewrites a season's bans itself when it ends one of its matches.
    await writeInjuries(tx, { plan, today, tid, pid });
    const [banned] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(playerAbsences)
      .where(
        and(
          eq(playerAbsences.kind, 'suspension'),
          inArray(playerAbsences.seasonId, plannedSeasonIds),
        ),
      );
    await recomputeSuspensions(
      tx,
      banned.n === 0
        ? plannedSeasonIds
        : [...new Set([...settle].map((m) => sid(m.competitionId, m.seasonLabel)))],
    );

    // Line-ups of the matches around today, without their absent players; formations go on the
    // match row. A match that has its sheet keeps it (the simulator may be playing it).
    const withSheet = new Set(
      (
        await tx
          .selectDistinct({ id: matchLineups.matchId })
          .from(matchLineups)
          .where(
            inArray(
              matchLineups.matchId,
              plan.matches.flatMap((m) => {
                const id = idOf.get(m);
                return id !== undefined && statusOf.has(m) && near(m, LINEUP_WINDOW) ? [id] : [];
              }),
            ),
          )
      ).map((r) => r.id),
    );
    const lineupRows: (typeof matchLineups.$inferInsert)[] = [];
    const formations: { id: number; hf: string | null; af: string | null }[] = [];
    for (const m of plan.matches) {
      const id = idOf.get(m);
      if (id === undefined || !near(m, LINEUP_WINDOW) || withSheet.has(id)) continue;
      const sides = [
        ['home', m.home],
        ['away', m.away],
      ] as const;
      const sheets = sides.map(([side, key]) => {
        const sheet = matchLineup(
          m.sport,
          (teamPlan.get(key) as TeamPlan).squad,
          m.simSeed,
          side,
          absentOf.absent.get(m)?.[side],
        );
        for (const e of sheet.entries) {
          const player = pid({ team: key, shirt: e.shirt });
          if (player !== null)
            lineupRows.push({
              matchId: id,
              side,
              playerId: player,
              starter: e.starter,
              position: e.position,
              shirtNumber: e.shirt,
              sort: e.sort,
            });
        }
        return sheet.formation;
      });
      if (m.sport === 'football') formations.push({ id, hf: sheets[0], af: sheets[1] });
    }
    await bulkInsert(tx, matchLineups, lineupRows, { conflict: ['matchId', 'side', 'playerId'] });
    if (formations.length) {
      await tx.execute(sql`
        update matches m set home_formation = x.hf, away_formation = x.af
        from jsonb_to_recordset(${JSON.stringify(formations)}::jsonb) as x(id int, hf text, af text)
        where m.id = x.id and m.home_formation is null`);
    }

    // Index data of the matches around today, with the moves up to today.
    const oddsPlan = plan.matches.flatMap((m) => {
      const id = idOf.get(m);
      if (id === undefined || !near(m, ODDS_WINDOW)) return [];
      return oddsFor({
        sport: m.sport,
        competitionId: m.competitionId,
        homeRating: (teamPlan.get(m.home) as TeamPlan).rating,
        awayRating: (teamPlan.get(m.away) as TeamPlan).rating,
        kickoff: m.kickoff,
        simSeed: m.simSeed,
        today,
        companies: ODDS_COMPANIES.map((c) => c.id),
      }).map((o) => ({ matchId: id, o }));
    });
    const oddsIds = await bulkInsert<
      typeof odds,
      { id: number; matchId: number; companyId: number; market: string }
    >(
      tx,
      odds,
      oddsPlan.map(({ matchId, o }) => ({
        matchId,
        companyId: o.companyId,
        market: o.market,
        current: o.current,
        opening: o.opening,
      })),
      {
        conflict: ['matchId', 'companyId', 'market'],
        returning: ['id', 'matchId', 'companyId', 'market'],
      },
    );
    const oddsByKey = new Map(
      oddsPlan.map(({ matchId, o }) => [`${matchId}|${o.companyId}|${o.market}`, o]),
    );
    await bulkInsert(
      tx,
      oddsHistory,
      oddsIds.flatMap((row) =>
        (oddsByKey.get(`${row.matchId}|${row.companyId}|${row.market}`)?.history ?? []).map(
          (h) => ({ oddsId: row.id, values: h.values, minute: h.minute, at: new Date(h.at) }),
        ),
      ),
    );

    const tables = await recomputeStandings(tx, plannedSeasonIds);
    const rankings = await recomputePlayerStats(tx, plannedSeasonIds);

    const count = async (table: string) => {
      const res = await tx.execute(sql.raw(`select count(*)::int as n from ${table}`));
      return Number((res.rows[0] as { n: number }).n);
    };
    return {
      competitions: await count('competitions'),
      seasons: await count('seasons'),
      rounds: await count('rounds'),
      venues: await count('venues'),
      teams: await count('teams'),
      players: await count('players'),
      matches: await count('matches'),
      events: await count('match_events'),
      stats: await count('match_stats'),
      lineups: await count('match_lineups'),
      odds: await count('odds'),
      oddsHistory: await count('odds_history'),
      absences: await count('player_absences'),
      standings: tables,
      playerStats: rankings,
    };
  });
}
