import 'server-only';
import { getBus } from '@/lib/realtime/bus';
import { log } from '@/lib/log';

/** The bus channel on which every instance hears which cached pages to drop (server.ts). */
export const PURGE_CHANNEL = 'pages.purge';

/**
 * Drops the cached pages showing changed content on every instance (docs/decisions/021): the
 * page itself and the lists it appears in. A failure is logged only: the pages then expire on
 * their own within CONTENT_PAGE_CACHE_MS.
 */
export async function purgePages(paths: readonly string[]): Promise<void> {
  try {
    await getBus().publish(PURGE_CHANNEL, JSON.stringify(paths));
  } catch (err) {
    log().warn({ err, paths }, 'could not purge cached pages');
  }
}

/** The news sitemap (lib/seo/routes.ts drops its remembered rows when a purge names it). */
export const NEWS_SITEMAP = '/sitemaps/news.xml';

/** An article changed: its page in every language, the news list, the home page and the sitemap. */
export function purgeArticlePages(id: number): Promise<void> {
  return purgePages([`/news/${id}`, '/news', '/main', NEWS_SITEMAP]);
}

/** A new article: the news list, the home page's headlines and the sitemap. */
export function purgeNewsLists(): Promise<void> {
  return purgePages(['/news', '/main', NEWS_SITEMAP]);
}

/** A video published or removed (id given): the lists, the home page and its own page. */
export function purgeVideoPages(id?: number): Promise<void> {
  return purgePages([
    '/video-list',
    '/video-classify',
    '/main',
    ...(id ? [`/video-player?id=${id}`] : []),
  ]);
}

/** A comment added to or removed from a video: its page. */
export function purgeVideoThread(id: number): Promise<void> {
  return purgePages([`/video-player?id=${id}`]);
}

/** A post made or deleted (id given): the feeds, the home page's hot posts and its own page. */
export function purgePostPages(id?: number): Promise<void> {
  return purgePages(['/circle', '/main', ...(id ? [`/circle-detail?id=${id}`] : [])]);
}

/** A comment added to or removed from a post: its page. */
export function purgePostThread(id: number): Promise<void> {
  return purgePages([`/circle-detail?id=${id}`]);
}

/** A comment added to or removed from an article: its page in every language. */
export function purgeArticleThread(id: number): Promise<void> {
  return purgePages([`/news/${id}`]);
}

/**
 * A comment of any thread added, removed, hidden or restored: the page showing it (a match's
 * centre is only kept for a second, docs/decisions/007: nothing to drop).
 */
export function purgeCommentThread(
  target: 'video' | 'post' | 'article' | 'match',
  id: number,
): Promise<void> {
  if (target === 'video') return purgeVideoThread(id);
  if (target === 'post') return purgePostThread(id);
  if (target === 'article') return purgeArticleThread(id);
  return Promise.resolve();
}

/** Reads a purge message; anything but a list of paths is ignored. */
export function parsePurge(message: string): string[] {
  try {
    const v: unknown = JSON.parse(message);
    return Array.isArray(v)
      ? v.filter((p): p is string => typeof p === 'string').slice(0, 100)
      : [];
  } catch {
    return [];
  }
}
