import 'server-only';
import { getLocale, getTimeZone } from 'next-intl/server';
import { unstable_rethrow } from 'next/navigation';
import { serverApi } from '@/lib/bff/server';
import { toLocale } from '@/i18n/locales';
import {
  KIND_PAGE_SIZE,
  SEARCH_KEYWORD_MAX,
  SEARCH_KINDS,
  SearchView,
  type KindPage,
  type Overview,
  type SearchKind,
} from './search-view';

export { SEARCH_KEYWORD_MAX };

type Params = Record<string, string | string[] | undefined>;

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** The `name` query, trimmed and cut to what the API takes; '' when absent. */
export function searchKeyword(params: Params): string {
  return (first(params.name) ?? '').trim().slice(0, SEARCH_KEYWORD_MAX);
}

/** `kind` and `page` of a section's own pages; anything else reads as the overview, page 1. */
export function searchQuery(params: Params): {
  name: string;
  kind: SearchKind | null;
  page: number;
} {
  const kind = first(params.kind);
  const page = Number(first(params.page));
  return {
    name: searchKeyword(params),
    kind: SEARCH_KINDS.includes(kind as SearchKind) ? (kind as SearchKind) : null,
    page: Number.isInteger(page) && page >= 1 && page <= 500 ? page : 1,
  };
}

/** A failed search shows as "nothing found" rather than an error page. */
async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (err) {
    unstable_rethrow(err);
    return null;
  }
}

/** One section's page: anchors and rooms have their own endpoints, the rest Search/content. */
async function kindPage(name: string, kind: SearchKind, page: number): Promise<KindPage | null> {
  const params = { name, page, size: KIND_PAGE_SIZE };
  const read =
    kind === 'anchor'
      ? serverApi<Omit<KindPage, 'kind'>>('Search/anchor', params)
      : kind === 'room'
        ? serverApi<Omit<KindPage, 'kind'>>('Search/live', params)
        : serverApi<Omit<KindPage, 'kind'>>('Search/content', { ...params, kind });
  const found = await orNull(read);
  return found && ({ ...found, kind } as KindPage);
}

/** The results page: every section's first hits, or one section's page (`kind`, `page`). */
export async function SearchResults({ params }: { params: Params }) {
  const { name, kind, page } = searchQuery(params);
  const [locale, zone] = await Promise.all([getLocale(), getTimeZone()]);
  const lang = toLocale(locale);
  if (!name) return <SearchView name="" lang={lang} zone={zone} />;
  if (kind) {
    const found = await kindPage(name, kind, page);
    return (
      <SearchView
        name={name}
        lang={lang}
        zone={zone}
        kindPage={found ?? { kind, list: [], total: 0, page, size: KIND_PAGE_SIZE }}
      />
    );
  }
  // A logged-in user's followed teams come first from the API (docs/product.md §2 "Teams,
  // players and discussion"); a guest's are put first in the browser (FollowedTeamsFirst).
  const overview = await orNull(serverApi<Overview>('Search/index', { name }));
  return <SearchView name={name} lang={lang} zone={zone} overview={overview} />;
}
