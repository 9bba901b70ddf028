/**
 * The /rank page's tabs and marks. Its list is `live_streaming/getLiveList2` (type 0 all,
 * 1 football, 2 basketball), which the API already orders by viewers present.
 */

export const RANK_TABS = [
  { type: 0, key: 'all' },
  { type: 1, key: 'football' },
  { type: 2, key: 'basketball' },
] as const;

export type RankType = (typeof RANK_TABS)[number]['type'];

export function parseRankType(params: Record<string, string | string[] | undefined>): RankType {
  const raw = Array.isArray(params.type) ? params.type[0] : params.type;
  return raw === '1' ? 1 : raw === '2' ? 2 : 0;
}

export function rankHref(type: RankType): string {
  return type === 0 ? '/rank' : `/rank?type=${type}`;
}

/**
 * The rank's badge: gold, silver and bronze for the top three (ink on them, ≥ 4.5:1), a quiet
 * grey for the rest.
 */
export function medalClass(rank: number): string {
  if (rank === 1) return 'bg-[#f5c542] text-ink shadow-sm';
  if (rank === 2) return 'bg-[#d3d8df] text-ink shadow-sm';
  if (rank === 3) return 'bg-[#e2a26b] text-ink shadow-sm';
  return 'text-ink-soft';
}

/**
 * Each room's place in the ranking, in the list's order (most watched first), or null: a room
 * nobody watches has no place, so there is no gold, silver or bronze on zero viewers.
 */
export function rankPlaces(rooms: readonly { viewers: number }[]): (number | null)[] {
  let place = 0;
  return rooms.map((r) => (r.viewers > 0 ? ++place : null));
}
