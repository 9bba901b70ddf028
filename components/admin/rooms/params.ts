import { CONSOLE_QUERY_MAX } from '@/lib/admin/limits';
import { ROOM_FILTERS, type RoomFilter } from '@/lib/admin/users-limits';

/**
 * The rooms table's view as its URL keeps it (`filter`, `q`, `page`): the server page reads the
 * same keys for its first render as the client does.
 */
export type RoomsView = { filter: RoomFilter; q: string; page: number };

type Get = (key: string) => string | null | undefined;

export function roomsView(get: Get): RoomsView {
  const f = get('filter');
  const page = Number(get('page'));
  return {
    filter: (ROOM_FILTERS as readonly string[]).includes(f ?? '') ? (f as RoomFilter) : 'live',
    q: (get('q') ?? '').trim().slice(0, CONSOLE_QUERY_MAX),
    page: Number.isSafeInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** admin/roomList's parameters of a view. */
export function roomsParams(v: RoomsView): Record<string, string | number> {
  const p: Record<string, string | number> = { filter: v.filter, page: v.page };
  if (v.q) p.q = v.q;
  return p;
}
