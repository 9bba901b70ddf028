import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { matchLineups, players, teams } from '@/lib/db/schema';
import type { Absence } from './absences';
import { matchLineup } from './demo/lineups';
import { squadFor, type PlayerSeed } from './demo/squads';
import { TEAMS } from './names';
import type { Tx } from './standings';
import type { Side, Sport } from './types';

export type ExpectedPlayer = { playerId: number; shirt: number; position: string };
export type ExpectedLineup = {
  /** The published team sheet (true), or the eleven the season's squad would field (false). */
  confirmed: boolean;
  formation: string | null;
  starters: ExpectedPlayer[];
};

export type LineupMatch = {
  id: number;
  sport: Sport;
  simSeed: number;
  homeTeamId: number;
  awayTeamId: number;
  homeFormation: string | null;
  awayFormation: string | null;
};

const SEEDS = new Map(TEAMS.map((t) => [t.key, t]));
const squads = new Map<string, PlayerSeed[]>();
function squadOf(key: string): PlayerSeed[] | null {
  const seed = SEEDS.get(key);
  if (!seed) return null;
  let squad = squads.get(key);
  if (!squad) squads.set(key, (squad = squadFor(seed)));
  return squad;
}

/** Whether a squad player is one of the first choices (the regular eleven or five). */
export function isFirstChoice(teamKey: string, shirt: number): boolean {
  const p = squadOf(teamKey)?.find((x) => x.shirt === shirt);
  const regulars: Record<string, number> = { GK: 1, DF: 4, MF: 4, FW: 2, G: 2, F: 2, C: 1 };
  return !!p && p.rank < (regulars[p.position] ?? 0);
}

/**
 * The line-up each side of each match is expected to start with (docs/product.md §2
 * "/foresight"): its published team sheet when there is one, else the eleven (five) the
 * generated season's squad would field for it without its absent players (`absent`: the
 * match's absences, lib/matches/absences.ts) — the sheet the seed publishes the day before.
 * null for a team whose squad the site does not generate.
 */
export async function expectedLineups(
  tx: Tx,
  list: readonly LineupMatch[],
  absent: ReadonlyMap<number, { home: readonly Absence[]; away: readonly Absence[] }>,
): Promise<Map<number, Record<Side, ExpectedLineup | null>>> {
  const out = new Map<number, Record<Side, ExpectedLineup | null>>();
  if (list.length === 0) return out;
  const sheets = await tx
    .select({
      matchId: matchLineups.matchId,
      side: matchLineups.side,
      playerId: matchLineups.playerId,
      shirt: matchLineups.shirtNumber,
      position: matchLineups.position,
    })
    .from(matchLineups)
    .where(
      and(
        inArray(
          matchLineups.matchId,
          list.map((m) => m.id),
        ),
        eq(matchLineups.starter, true),
      ),
    )
    .orderBy(asc(matchLineups.matchId), asc(matchLineups.sort));
  const teamIds = [...new Set(list.flatMap((m) => [m.homeTeamId, m.awayTeamId]))];
  const [teamRows, squadRows] = await Promise.all([
    tx.select({ id: teams.id, key: teams.key }).from(teams).where(inArray(teams.id, teamIds)),
    tx
      .select({ id: players.id, teamId: players.teamId, shirt: players.shirtNumber })
      .from(players)
      .where(inArray(players.teamId, teamIds)),
  ]);
  const keyOf = new Map(teamRows.map((t) => [t.id, t.key]));
  const idOf = new Map(squadRows.map((p) => [`${p.teamId}:${p.shirt}`, p.id]));
  const shirtOf = new Map(squadRows.map((p) => [p.id, p.shirt]));
  for (const m of list) {
    const side = (s: Side): ExpectedLineup | null => {
      const published = sheets.filter((r) => r.matchId === m.id && r.side === s);
      const formation = s === 'home' ? m.homeFormation : m.awayFormation;
      if (published.length)
        return {
          confirmed: true,
          formation,
          starters: published.map((r) => ({
            playerId: r.playerId,
            shirt: r.shirt,
            position: r.position,
          })),
        };
      const team = s === 'home' ? m.homeTeamId : m.awayTeamId;
      const squad = squadOf(keyOf.get(team) ?? '');
      if (!squad) return null;
      const out = new Set(
        (absent.get(m.id)?.[s] ?? []).flatMap((a) => {
          const shirt = shirtOf.get(a.playerId);
          return shirt === undefined ? [] : [shirt];
        }),
      );
      const sheet = matchLineup(m.sport, squad, m.simSeed, s, out);
      return {
        confirmed: false,
        formation: sheet.formation,
        starters: sheet.entries.flatMap((e) => {
          const playerId = idOf.get(`${team}:${e.shirt}`);
          return e.starter && playerId !== undefined
            ? [{ playerId, shirt: e.shirt, position: e.position }]
            : [];
        }),
      };
    };
    out.set(m.id, { home: side('home'), away: side('away') });
  }
  return out;
}
