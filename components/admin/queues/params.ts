import type { QueueSort, SortDir } from '@/lib/admin/queue-limits';

/**
 * A review queue's view as its URL keeps it (issue 27 "Review queues"): `status` (waiting when
 * absent, `all` for every status), `q`, `sort`, `dir`, `page`. The server page reads the same keys
 * for its first render as the client component does, and both turn them into the same list
 * parameters (so the server's page is the client's first page).
 */
export type QueueView = {
  status: 0 | 1 | 2 | undefined;
  q: string;
  sort: QueueSort;
  dir: SortDir;
  page: number;
};

type Get = (key: string) => string | null | undefined;

export function queueView(get: Get, amountSort: boolean): QueueView {
  const s = get('status');
  const status = s === 'all' ? undefined : s === '1' ? 1 : s === '2' ? 2 : 0;
  const page = Number(get('page'));
  return {
    status,
    q: (get('q') ?? '').trim().slice(0, 64),
    sort: amountSort && get('sort') === 'amount' ? 'amount' : 'time',
    dir: get('dir') === 'asc' ? 'asc' : 'desc',
    page: Number.isSafeInteger(page) && page >= 1 && page <= 1000 ? page : 1,
  };
}

/** The list endpoint's parameters of a view. */
export function listParams(v: QueueView): Record<string, string | number> {
  const p: Record<string, string | number> = {};
  if (v.status !== undefined) p.status = v.status;
  if (v.q) p.q = v.q;
  if (v.sort !== 'time') p.sort = v.sort;
  if (v.dir !== 'desc') p.dir = v.dir;
  p.page = v.page;
  return p;
}

/** A server page's `searchParams` as a getter. */
export function fromSearchParams(sp: Record<string, string | string[] | undefined>): Get {
  return (key) => {
    const v = sp[key];
    return Array.isArray(v) ? v[0] : v;
  };
}
