import { NEWS_SORTS, NEWS_STATUSES, type NewsSort, type NewsStatus } from '@/lib/publish/limits';

/**
 * The news list's view as its URL keeps it (issue 27 "Publishing"): `status`, `category`, `q`,
 * `sort`, `dir`, `page`. The server page reads the same keys for its first render as the client
 * list does, and both turn them into the same list parameters.
 */
export type NewsView = {
  status: NewsStatus | undefined;
  category: number | undefined;
  q: string;
  sort: NewsSort;
  dir: 'asc' | 'desc';
  page: number;
};

type Get = (key: string) => string | null | undefined;

const positive = (v: string | null | undefined, max: number): number | undefined => {
  const n = Number(v);
  return Number.isSafeInteger(n) && n >= 1 && n <= max ? n : undefined;
};

export function newsView(get: Get): NewsView {
  const status = get('status');
  const sort = get('sort');
  return {
    status: (NEWS_STATUSES as readonly string[]).includes(status ?? '')
      ? (status as NewsStatus)
      : undefined,
    category: positive(get('category'), 2 ** 31 - 1),
    q: (get('q') ?? '').trim().slice(0, 64),
    sort: (NEWS_SORTS as readonly string[]).includes(sort ?? '')
      ? (sort as NewsSort)
      : 'updated_at',
    dir: get('dir') === 'asc' ? 'asc' : 'desc',
    page: positive(get('page'), 1000) ?? 1,
  };
}

/** admin/newsList's parameters of a view. */
export function newsListParams(v: NewsView): Record<string, string | number> {
  const p: Record<string, string | number> = { sort: v.sort, dir: v.dir, page: v.page };
  if (v.status) p.status = v.status;
  if (v.category) p.category_id = v.category;
  if (v.q) p.q = v.q;
  return p;
}

/** A server page's `searchParams` as a getter. */
export function fromSearchParams(sp: Record<string, string | string[] | undefined>): Get {
  return (key) => {
    const v = sp[key];
    return Array.isArray(v) ? v[0] : v;
  };
}
