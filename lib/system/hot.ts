import 'server-only';
import { asc, desc } from 'drizzle-orm';
import type { Locale } from '@/i18n/locales';
import { db } from '@/lib/db/client';
import { hotSearches } from '@/lib/db/schema';
import { memo } from '@/lib/cache/memo';
import { organicHot, organicId } from '@/lib/search/hot';
import { fold } from '@/lib/text/fold';

/** The navigation bar shows this many hot keywords (docs/product.md §9). */
export const HOT_LIMIT = 10;

/** Every nav bar asks for the list; it changes slowly. */
const hotRows = memo(30_000, () =>
  db()
    .select()
    .from(hotSearches)
    .orderBy(desc(hotSearches.hot), asc(hotSearches.sort), asc(hotSearches.id))
    .limit(HOT_LIMIT),
);

/** What people searched (lib/search/hot.ts), read at most every 30 s per process like the rest. */
const organicRows = memo(30_000, () => organicHot(HOT_LIMIT));

export type HotKeyword = { id: number; name: string; hot: number };

/**
 * universal/getHot's keywords in the request's language: those people actually search (searched
 * by several different clients this week, blocked words never), the most searched first; then the
 * editorial hot_searches as a fallback that fills the list, without repeating a keyword.
 * `hot` is the number of different clients for the first kind and the editorial popularity for
 * the second.
 */
export async function hotKeywords(lang: Locale): Promise<HotKeyword[]> {
  const [organic, seeded] = await Promise.all([organicRows(), hotRows()]);
  const out: HotKeyword[] = organic.map((k) => ({
    id: organicId(k.keyword),
    name: k.name,
    hot: k.clients,
  }));
  const seen = new Set(organic.map((k) => k.keyword));
  for (const r of seeded) {
    if (out.length >= HOT_LIMIT) break;
    const name = lang === 'en' ? r.nameEn : lang === 'vi' ? r.nameVi : r.nameZh;
    if (seen.has(fold(name))) continue;
    seen.add(fold(name));
    out.push({ id: r.id, name, hot: r.hot });
  }
  return out;
}
