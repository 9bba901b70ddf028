import 'server-only';
import { asc } from 'drizzle-orm';
import type { Locale } from '@/i18n/locales';
import { db } from '@/lib/db/client';
import { hotSearches } from '@/lib/db/schema';
import { memo } from '@/lib/cache/memo';
import { organicHot, organicId } from '@/lib/search/hot';
import { fold } from '@/lib/text/fold';

/** The navigation bar shows this many hot keywords (docs/product.md §9). */
export const HOT_LIMIT = 10;

/**
 * Every nav bar asks for the list; it changes slowly. All the editorial rows (a few dozen): the
 * pinned, the blocked and the rest (the console, lib/publish/hot.ts).
 */
const hotRows = memo(30_000, () =>
  db().select().from(hotSearches).orderBy(asc(hotSearches.sort), asc(hotSearches.id)),
);

/** What people searched (lib/search/hot.ts), read at most every 30 s per process like the rest. */
const organicRows = memo(30_000, () => organicHot(HOT_LIMIT));

export type HotKeyword = { id: number; name: string; hot: number };

/**
 * universal/getHot's keywords in the request's language: the editors' pinned keywords first (in
 * their order); then those people actually search (searched by several different clients this
 * week, blocked words never), the most searched first; then the editorial hot_searches as a
 * fallback that fills the list, without repeating a keyword. A keyword the editors blocked (its
 * name in any language) is never shown. `hot` is the number of different clients for the searched
 * kind and the editorial popularity for the others.
 */
export async function hotKeywords(lang: Locale): Promise<HotKeyword[]> {
  const [organic, rows] = await Promise.all([organicRows(), hotRows()]);
  const nameOf = (r: (typeof rows)[number]) =>
    lang === 'en' ? r.nameEn : lang === 'vi' ? r.nameVi : r.nameZh;
  const blocked = new Set(
    rows.filter((r) => r.blocked).flatMap((r) => [r.nameZh, r.nameEn, r.nameVi].map(fold)),
  );
  const seen = new Set(blocked);
  const out: HotKeyword[] = [];
  const add = (id: number, name: string, hot: number, key = fold(name)) => {
    if (out.length >= HOT_LIMIT || !key || seen.has(key)) return;
    seen.add(key);
    out.push({ id, name, hot });
  };
  for (const r of rows) if (r.pinned && !r.blocked) add(r.id, nameOf(r), r.hot);
  for (const k of organic)
    if (!blocked.has(fold(k.name))) add(organicId(k.keyword), k.name, k.clients, k.keyword);
  const rest = rows
    .filter((r) => !r.pinned && !r.blocked)
    .sort((a, b) => b.hot - a.hot || a.sort - b.sort || a.id - b.id);
  for (const r of rest) add(r.id, nameOf(r), r.hot);
  return out;
}
