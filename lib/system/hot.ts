import 'server-only';
import { asc, desc } from 'drizzle-orm';
import type { Locale } from '@/i18n/locales';
import { db } from '@/lib/db/client';
import { hotSearches } from '@/lib/db/schema';

/** The navigation bar shows this many hot keywords (SPEC.md §9). */
export const HOT_LIMIT = 10;

/** universal/getHot: the most popular keywords in the request's language. */
export async function hotKeywords(
  lang: Locale,
): Promise<{ id: number; name: string; hot: number }[]> {
  const rows = await db()
    .select()
    .from(hotSearches)
    .orderBy(desc(hotSearches.hot), asc(hotSearches.sort), asc(hotSearches.id))
    .limit(HOT_LIMIT);
  return rows.map((r) => ({
    id: r.id,
    name: lang === 'en' ? r.nameEn : lang === 'vi' ? r.nameVi : r.nameZh,
    hot: r.hot,
  }));
}
