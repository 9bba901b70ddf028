/**
 * The before/after of an audit row as rows of a side-by-side table (issue 27 "Audit log"): one
 * row per key of either side, marked when it changed. Values that are not objects make one row.
 */
export type DiffRow = { key: string; before: string; after: string; changed: boolean };

const isRecord = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);

/** A value as text: strings as they are, nothing as '', the rest as compact JSON. */
export function showValue(v: unknown): string {
  if (v === undefined || v === null) return '';
  if (typeof v === 'string') return v;
  return JSON.stringify(v);
}

export function auditDiff(before: unknown, after: unknown): DiffRow[] {
  if (!isRecord(before) && !isRecord(after)) {
    if (before == null && after == null) return [];
    const b = showValue(before);
    const a = showValue(after);
    return [{ key: '', before: b, after: a, changed: b !== a }];
  }
  const b = isRecord(before) ? before : {};
  const a = isRecord(after) ? after : {};
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return keys.map((key) => {
    const bv = showValue(b[key]);
    const av = showValue(a[key]);
    return { key, before: bv, after: av, changed: bv !== av };
  });
}
