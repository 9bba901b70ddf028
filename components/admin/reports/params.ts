import {
  REPORT_REASONS,
  REPORT_TARGET_TYPES,
  type ReportReason,
  type ReportSort,
  type ReportTargetType,
} from '@/lib/reports/limits';

/**
 * The reports page's view as its URL keeps it (issue 27 "Reports"): `status` (open when absent,
 * 1 actioned, 2 dismissed), `type`, `reason`, `sort` (count when absent, or time), `dir` (desc when
 * absent), `page`. The server page and the client component read the same keys, so the server's
 * first page is the client's.
 */
export type ReportView = {
  status: 0 | 1 | 2;
  type: ReportTargetType | null;
  reason: ReportReason | null;
  sort: 'count' | 'time';
  dir: 'asc' | 'desc';
  page: number;
};

type Get = (key: string) => string | null | undefined;

export function reportView(get: Get): ReportView {
  const s = get('status');
  const type = get('type');
  const reason = get('reason');
  const page = Number(get('page'));
  return {
    status: s === '1' ? 1 : s === '2' ? 2 : 0,
    type: (REPORT_TARGET_TYPES as readonly string[]).includes(type ?? '')
      ? (type as ReportTargetType)
      : null,
    reason: (REPORT_REASONS as readonly string[]).includes(reason ?? '')
      ? (reason as ReportReason)
      : null,
    sort: get('sort') === 'time' ? 'time' : 'count',
    dir: get('dir') === 'asc' ? 'asc' : 'desc',
    page: Number.isSafeInteger(page) && page >= 1 && page <= 1000 ? page : 1,
  };
}

/** admin/reportList's parameters of a view. */
export function reportListParams(v: ReportView): Record<string, string | number> {
  const p: Record<string, string | number> = {
    status: v.status,
    sort: `${v.dir === 'desc' ? '-' : ''}${v.sort}` satisfies ReportSort,
    page: v.page,
  };
  if (v.type) p.type = v.type;
  if (v.reason) p.reason = v.reason;
  return p;
}

/** A server page's `searchParams` as a getter. */
export function fromSearchParams(sp: Record<string, string | string[] | undefined>): Get {
  return (key) => {
    const v = sp[key];
    return Array.isArray(v) ? v[0] : v;
  };
}
