import 'server-only';
import type { Locale } from '@/i18n/locales';
import { AppError } from '@/lib/errors/app-error';
import { log } from '@/lib/log';
import { searchMatches, type MatchSearch } from '@/lib/matches/search';
import { followedTeamIds } from '@/lib/follows/teams';
import { searchNews, searchPosts, searchVideos } from './content';
import { logSearch } from './hot';
import { searchAnchors, searchRooms } from './people';
import { searchPlayers } from './players';
import {
  PAGE_SIZE_DEFAULT,
  type AnchorHit,
  type PlayerHit,
  type ContentKind,
  type ContentPage,
  type Paged,
  type RoomHit,
  type Sections,
} from './schemas';

/**
 * The site search (docs/product.md §2 /search, §7 Search/*; issue 10 §3): one keyword over teams,
 * competitions and matches (lib/matches/search.ts), anchors and live rooms (./people.ts), news,
 * videos and posts (./content.ts), in any of the three languages and Vietnamese with or without
 * its diacritics.
 */

/** Each section's first page on Search/index (the results page's overview). */
export const INDEX_SIZES = { anchors: 6, rooms: 8, news: 10, videos: 8, posts: 10 } as const;

export type SiteSearch = MatchSearch & Sections & { players: PlayerHit[] };

/** Who searches, for counting hot keywords: the user when logged in, else the address. */
export function clientOf(user: { id: number } | null, ip: string): string {
  return user ? `u:${user.id}` : `ip:${ip}`;
}

/** The keyword as the endpoints take it; an empty one is the spec's 搜索关键字不能为空. */
function required(keyword: string): string {
  const kw = keyword.trim();
  if (!kw) throw new AppError('searchKeywordEmpty');
  return kw;
}

const section = <T>({ list, total }: Paged<T>) => ({ list, total });

/**
 * Search/index: every section's first page with its total, and the keyword counted for the
 * hot-search list when anything was found (./hot.ts). Counting never fails the search.
 */
export async function searchSite(
  keyword: string,
  opts: { lang: Locale; client: string; now?: Date; userId?: number | null },
): Promise<SiteSearch> {
  const kw = required(keyword);
  const q = { keyword: kw, lang: opts.lang, page: 1, now: opts.now };
  const [matchPart, players, anchors, rooms, news, videos, posts, followed] = await Promise.all([
    searchMatches(kw, opts.now),
    searchPlayers(kw),
    searchAnchors({ ...q, size: INDEX_SIZES.anchors }),
    searchRooms({ ...q, size: INDEX_SIZES.rooms }),
    searchNews({ ...q, size: INDEX_SIZES.news }),
    searchVideos({ ...q, size: INDEX_SIZES.videos }),
    searchPosts({ ...q, size: INDEX_SIZES.posts }),
    followedTeamIds(opts.userId ?? null),
  ]);
  // A user's followed teams come first, in the search's order otherwise (docs/product.md §2
  // "Teams, players and discussion"; Array.prototype.sort is stable).
  const first = new Set(followed);
  const rank = (id: number) => (first.has(id) ? 0 : 1);
  const teams = first.size
    ? [...matchPart.teams].sort((a, b) => rank(a.id) - rank(b.id))
    : matchPart.teams;
  const found =
    matchPart.teams.length +
      players.length +
      matchPart.competitions.length +
      matchPart.matches.length +
      anchors.total +
      rooms.total +
      news.total +
      videos.total +
      posts.total >
    0;
  try {
    await logSearch({ keyword: kw, client: opts.client, found, now: opts.now });
  } catch (err) {
    log().warn({ err }, 'search log failed');
  }
  return {
    ...matchPart,
    teams,
    players,
    anchors: section(anchors),
    rooms: section(rooms),
    news: section(news),
    videos: section(videos),
    posts: section(posts),
  };
}

type PageQuery = { keyword: string; lang: Locale; page?: number; size?: number };

function paging(q: PageQuery) {
  return {
    keyword: required(q.keyword),
    lang: q.lang,
    page: q.page ?? 1,
    size: q.size ?? PAGE_SIZE_DEFAULT,
  };
}

/** Search/anchor: a page of anchors. */
export function searchAnchorPage(q: PageQuery): Promise<Paged<AnchorHit>> {
  return searchAnchors(paging(q));
}

/** Search/live: a page of rooms, those on air first. */
export function searchRoomPage(q: PageQuery): Promise<Paged<RoomHit>> {
  return searchRooms(paging(q));
}

/** Search/content: a page of news, videos or posts. */
export async function searchContentPage(
  q: PageQuery & { kind: ContentKind; now?: Date },
): Promise<ContentPage> {
  const p = { ...paging(q), now: q.now };
  if (q.kind === 'news') return { kind: 'news', ...(await searchNews(p)) };
  if (q.kind === 'video') return { kind: 'video', ...(await searchVideos(p)) };
  return { kind: 'post', ...(await searchPosts(p)) };
}
