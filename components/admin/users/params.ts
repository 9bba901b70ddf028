import { SORT_ORDERS, USER_SORTS, type SortOrder, type UserSort } from '@/lib/admin/users-limits';
import { CONSOLE_QUERY_MAX } from '@/lib/admin/limits';

/**
 * The users table's view as its URL keeps it (`q`, `sort`, `dir`, `page`): the server page reads
 * the same keys for its first render as the client does, and both make the same list parameters.
 */
export type UsersView = { q: string; sort: UserSort; dir: SortOrder; page: number };

type Get = (key: string) => string | null | undefined;

export function usersView(get: Get): UsersView {
  const sort = get('sort');
  const dir = get('dir');
  const page = Number(get('page'));
  return {
    q: (get('q') ?? '').trim().slice(0, CONSOLE_QUERY_MAX),
    sort: (USER_SORTS as readonly string[]).includes(sort ?? '') ? (sort as UserSort) : 'id',
    dir: (SORT_ORDERS as readonly string[]).includes(dir ?? '') ? (dir as SortOrder) : 'desc',
    page: Number.isSafeInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** admin/userSearch's parameters of a view. */
export function usersParams(v: UsersView): Record<string, string | number> {
  const p: Record<string, string | number> = { page: v.page };
  if (v.q) p.q = v.q;
  if (v.sort !== 'id') p.sort = v.sort;
  if (v.dir !== 'desc') p.order = v.dir;
  return p;
}

/** A server page's `searchParams` as a getter. */
export function fromSearchParams(sp: Record<string, string | string[] | undefined>): Get {
  return (key) => {
    const v = sp[key];
    return Array.isArray(v) ? v[0] : v;
  };
}
