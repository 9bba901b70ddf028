import { VIDEO_SORTS, VIDEO_STATUSES } from '@/lib/publish/limits';

type Get = (key: string) => string | null | undefined;

/** The video list's view as its URL keeps it: status, category, q, sort, dir, page. */
export function videoListParams(get: Get): Record<string, string | number> {
  const p: Record<string, string | number> = {};
  const status = get('status');
  if ((VIDEO_STATUSES as readonly string[]).includes(status ?? '')) p.status = status!;
  const category = Number(get('category'));
  if (Number.isSafeInteger(category) && category > 0) p.category_id = category;
  const q = (get('q') ?? '').trim().slice(0, 64);
  if (q) p.q = q;
  const sort = get('sort');
  p.sort = (VIDEO_SORTS as readonly string[]).includes(sort ?? '') ? sort! : 'created_at';
  p.dir = get('dir') === 'asc' ? 'asc' : 'desc';
  const page = Number(get('page'));
  p.page = Number.isSafeInteger(page) && page >= 1 && page <= 1000 ? page : 1;
  return p;
}
