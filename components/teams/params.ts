import { parseId } from '@/lib/rules/id';

/** The team of `/team?id=`: a positive id, else null (the page's 404). Browser-safe. */
export function parseTeamId(value: unknown): number | null {
  const v: unknown = Array.isArray(value) ? value[0] : value;
  return typeof v === 'string' ? parseId(v) : null;
}
