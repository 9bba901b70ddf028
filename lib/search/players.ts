import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { memo } from '@/lib/cache/memo';
import { db } from '@/lib/db/client';
import { players, teams } from '@/lib/db/schema';
import { fold } from '@/lib/text/fold';
import type { PlayerHit } from './schemas';

/** Players on Search/index (docs/product.md §2 "Teams, players and discussion"). */
export const PLAYER_HITS = 12;

/**
 * Every player with his team, folded once a minute: a few thousand short names compared in
 * memory, accent- and case-insensitive in the three languages, like the teams
 * (lib/matches/search.ts).
 */
const allPlayers = memo(60_000, async () =>
  (
    await db()
      .select({
        id: players.id,
        nameZh: players.nameZh,
        nameEn: players.nameEn,
        nameVi: players.nameVi,
        shirt: players.shirtNumber,
        position: players.position,
        teamId: players.teamId,
        sport: teams.sport,
        teamZh: teams.nameZh,
        teamEn: teams.nameEn,
        teamVi: teams.nameVi,
      })
      .from(players)
      .innerJoin(teams, eq(teams.id, players.teamId))
      .orderBy(asc(players.nameEn), asc(players.id))
  ).map((p) => ({ ...p, folded: [fold(p.nameZh), fold(p.nameEn), fold(p.nameVi)] })),
);

/**
 * Players whose name in any language contains the keyword: a name equal to it first, then one
 * starting with it, then a word of it starting with it, then any; by English name within each.
 */
export async function searchPlayers(keyword: string): Promise<PlayerHit[]> {
  const kw = fold(keyword);
  if (!kw) return [];
  const rank = (names: string[]) => {
    let best = 4;
    for (const n of names) {
      if (n === kw) return 0;
      if (n.startsWith(kw)) best = Math.min(best, 1);
      else if (n.includes(` ${kw}`)) best = Math.min(best, 2);
      else if (n.includes(kw)) best = Math.min(best, 3);
    }
    return best;
  };
  const hits: { rank: number; p: Awaited<ReturnType<typeof allPlayers>>[number] }[] = [];
  for (const p of await allPlayers()) {
    const r = rank(p.folded);
    if (r < 4) hits.push({ rank: r, p });
  }
  hits.sort((a, b) => a.rank - b.rank);
  return hits.slice(0, PLAYER_HITS).map(({ p }) => ({
    id: p.id,
    sport: p.sport === 'basketball' ? 'basketball' : 'football',
    name_zh: p.nameZh,
    name_en: p.nameEn,
    name_vi: p.nameVi,
    shirt_number: p.shirt,
    position: p.position,
    team_id: p.teamId,
    team_name_zh: p.teamZh,
    team_name_en: p.teamEn,
    team_name_vi: p.teamVi,
  }));
}
