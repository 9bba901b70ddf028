import 'server-only';
import { asc, desc } from 'drizzle-orm';
import type { Locale } from '@/i18n/locales';
import { db } from '@/lib/db/client';
import { hotSearches } from '@/lib/db/schema';
import { memo } from '@/lib/cache/memo';

/** The navigation bar shows this many hot keywords (SPEC.md §9). */
export const HOT_LIMIT = 10;

/** Every nav bar asks for the list; it changes slowly. */
const hotRows = memo(30_000, () =>
  db()
    .select()
    .from(hotSearches)
    .orderBy(desc(hotSearches.hot), asc(hotSearches.sort), asc(hotSearches.id))
    .limit(HOT_LIMIT),
);

/** universal/getHot: the most popular keywords in the request's language. */
export async function hotKeywords(
  lang: Locale,
): Promise<{ id: number; name: string; hot: number }[]> {
  const rows = await hotRows();
  return rows.map((r) => ({
    id: r.id,
    name: lang === 'en' ? r.nameEn : lang === 'vi' ? r.nameVi : r.nameZh,
    hot: r.hot,
  }));
}
