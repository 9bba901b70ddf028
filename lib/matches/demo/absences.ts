import 'server-only';
import { and, asc, inArray, isNotNull } from 'drizzle-orm';
import { matchEvents, playerAbsences } from '@/lib/db/schema';
import { bulkInsert, type Executor } from '../bulk';
import { CARD_KINDS, CardBook, type Card, type CardKind } from '../card-book';
import { DAY_MS, isoDay } from '../time';
import type { Tx } from '../standings';
import { injuredAt, injurySpells } from './injuries';
import type { MatchPlan, Plan, TeamPlan } from './plan';
import type { FinishedSeed } from './results';

/** Injuries that ended longer ago than this are not written (the match pages show none older). */
const INJURY_HISTORY_DAYS = 30;

type Sides = { home: Set<number>; away: Set<number> };

export type SeedAbsences = {
  /** The shirts out of each wanted match, per side. */
  absent: Map<MatchPlan, Sides>;
  /** The results settled now, generated without the absent players. */
  finished: Map<MatchPlan, FinishedSeed>;
};

/**
 * The seed's pass over the planned seasons (docs/product.md §4 "Absences"): each season's matches
 * in kick-off order, with a card book (lib/matches/card-book.ts) fed the cards of the finished
 * ones (stored, or generated here for the matches `settle`d now) and the injuries known `today`
 * (lib/matches/demo/injuries.ts). Seasons with nothing to settle and no `wanted` match are
 * skipped, so a second run on the same day costs little.
 */
export async function absences(
  tx: Tx,
  input: {
    plan: Plan;
    settle: ReadonlySet<MatchPlan>;
    wanted: (m: MatchPlan) => boolean;
    statusOf: (m: MatchPlan) => string;
    idOf: (m: MatchPlan) => number | undefined;
    today: number;
    tid: (key: string) => number;
    pid: (ref: { team: string; shirt: number } | null) => number | null;
    playerRows: readonly { id: number; shirt: number }[];
    finish: (m: MatchPlan, absent: Sides) => FinishedSeed;
  },
): Promise<SeedAbsences> {
  const { plan, settle, wanted, statusOf, idOf, today, tid, pid } = input;
  const teamPlan = new Map(plan.teams.map((t) => [t.key, t]));
  const shirtOf = new Map(input.playerRows.map((p) => [p.id, p.shirt]));
  const seasonKey = (m: MatchPlan) => `${m.competitionId}|${m.seasonLabel}`;
  const bySeason = new Map<string, MatchPlan[]>();
  for (const m of plan.matches) {
    const list = bySeason.get(seasonKey(m)) ?? [];
    list.push(m);
    bySeason.set(seasonKey(m), list);
  }
  const seasons = [...bySeason.values()].filter((list) =>
    list.some((m) => settle.has(m) || wanted(m)),
  );

  // The stored cards of the finished matches those seasons already have.
  const storedIds = seasons.flatMap((list) =>
    list.flatMap((m) => {
      const id = idOf(m);
      return id !== undefined && !settle.has(m) && statusOf(m) === 'finished' ? [id] : [];
    }),
  );
  const stored = new Map<number, { kind: string; side: string | null; player: number }[]>();
  for (let i = 0; i < storedIds.length; i += 5000) {
    const rows = await tx
      .select({
        matchId: matchEvents.matchId,
        kind: matchEvents.kind,
        side: matchEvents.side,
        player: matchEvents.playerId,
      })
      .from(matchEvents)
      .where(
        and(
          inArray(matchEvents.matchId, storedIds.slice(i, i + 5000)),
          inArray(matchEvents.kind, [...CARD_KINDS]),
          isNotNull(matchEvents.playerId),
        ),
      )
      .orderBy(asc(matchEvents.matchId), asc(matchEvents.seq));
    for (const r of rows) {
      const list = stored.get(r.matchId) ?? [];
      list.push({ kind: r.kind, side: r.side, player: r.player as number });
      stored.set(r.matchId, list);
    }
  }

  const spells = (key: string) => injurySpells(teamPlan.get(key) as TeamPlan, today);
  const absent = new Map<MatchPlan, Sides>();
  const finished = new Map<MatchPlan, FinishedSeed>();
  for (const list of seasons) {
    const book = new CardBook();
    const ordered = [...list].sort(
      (a, b) => a.kickoff - b.kickoff || (a.home < b.home ? -1 : a.home > b.home ? 1 : 0),
    );
    ordered.forEach((m, i) => {
      const status = statusOf(m);
      if (status === 'postponed' || status === 'cancelled') return;
      const home = tid(m.home);
      const away = tid(m.away);
      const out = (key: string, team: number) => {
        const set = injuredAt(spells(key), m.kickoff);
        for (const b of book.banned(team)) {
          const shirt = shirtOf.get(b.player);
          if (shirt !== undefined) set.add(shirt);
        }
        return set;
      };
      let cards: Card[] | null = null;
      if (settle.has(m) || wanted(m)) {
        const sides = { home: out(m.home, home), away: out(m.away, away) };
        absent.set(m, sides);
        if (settle.has(m)) {
          const f = input.finish(m, sides);
          finished.set(m, f);
          cards = f.events.flatMap((e) => {
            const player = CARD_KINDS.includes(e.kind as CardKind) ? pid(e.player) : null;
            return player === null || !e.side
              ? []
              : [{ player, team: e.side === 'home' ? home : away, kind: e.kind as CardKind }];
          });
        }
      }
      const id = idOf(m);
      if (!cards && id !== undefined && status === 'finished')
        cards = (stored.get(id) ?? []).flatMap((c) =>
          c.side === 'home' || c.side === 'away'
            ? [
                {
                  player: c.player,
                  team: c.side === 'home' ? home : away,
                  kind: c.kind as CardKind,
                },
              ]
            : [],
        );
      // A match not inserted yet has no id: bans it causes are only needed here, by player.
      book.play({ id: id ?? -1 - i, home, away, cards });
    });
  }
  return { absent, finished };
}

/**
 * Writes the injuries known `today` that are not over (or ended within the last month) for
 * every team of the plan; existing rows are kept, so a second run changes nothing.
 */
export async function writeInjuries(
  tx: Executor,
  input: {
    plan: Plan;
    today: number;
    tid: (key: string) => number;
    pid: (ref: { team: string; shirt: number }) => number | null;
  },
): Promise<number> {
  const since = input.today - INJURY_HISTORY_DAYS * DAY_MS;
  const rows: (typeof playerAbsences.$inferInsert)[] = [];
  for (const t of input.plan.teams) {
    for (const s of injurySpells(t, input.today)) {
      if (s.until <= since) continue;
      const playerId = input.pid({ team: t.key, shirt: s.shirt });
      if (playerId === null) continue;
      rows.push({
        playerId,
        teamId: input.tid(t.key),
        kind: 'injury',
        reason: s.reason,
        startsOn: isoDay(s.day),
        returnsOn: isoDay(s.until),
      });
    }
  }
  await bulkInsert(tx, playerAbsences, rows, { conflict: ['playerId', 'kind', 'startsOn'] });
  return rows.length;
}
