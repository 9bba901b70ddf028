import 'server-only';
import { and, desc, eq, gte, inArray, isNull, lte } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import {
  articles,
  articleTranslations,
  circles,
  competitions,
  matches,
  players,
  posts,
  rooms,
  seasons,
  teams,
  videos,
} from '@/lib/db/schema';
import { isLocale, type Locale } from '@/i18n/locales';
import type { SitemapEntry, SitemapType } from './sitemap';

/**
 * The rows behind each sitemap, as canonical paths (the same path each page names in its
 * `<link rel="canonical">`). The content tables are read directly: a sitemap needs ids and
 * dates, not the services' answers.
 */

/** The public pages that are not one item: each its canonical path. */
export const STATIC_PAGES: readonly string[] = [
  '/main',
  '/football',
  '/basketball',
  '/schedule',
  // The intelligence centre (components/foresight/params.ts).
  '/foresight',
  '/foresight?sport=basketball',
  '/anchor',
  '/anchor?type=1',
  '/anchor?type=2',
  '/anchor?type=3',
  '/anchor?type=4',
  '/rank',
  '/specialist',
  '/specialist-home?type=0',
  '/specialist-home?type=1',
  '/news',
  '/video-list',
  '/circle',
  '/downLoad',
  // The 2026 World Cup and its views (components/worldcup/params.ts).
  '/trophy/home',
  '/trophy/home?tab=matches',
  '/trophy/home?tab=scorers',
  '/trophy/home?tab=squads',
];

const DAY = 86_400_000;
/** The match centre pages listed: kick-off from 3 days back to 7 days ahead. */
export const MATCH_WINDOW = { backDays: 3, aheadDays: 7 } as const;
/** The newest posts listed (older ones stay reachable through the circles). */
export const MAX_POSTS = 5000;
/** A sitemap holds at most 50,000 URLs; each entry is listed in three languages. */
const MAX_ENTRIES = 16_000;

const LIBRARY_PATH: Record<string, string> = {
  football: '/base-football',
  basketball: '/base-basketball',
};

export async function sitemapEntries(type: SitemapType, now = new Date()): Promise<SitemapEntry[]> {
  const d = db();
  switch (type) {
    case 'pages':
      return STATIC_PAGES.map((path) => ({ path }));
    case 'matches': {
      const rows = await d
        .select({ id: matches.id, updatedAt: matches.updatedAt })
        .from(matches)
        .where(
          and(
            gte(matches.kickoff, new Date(now.getTime() - MATCH_WINDOW.backDays * DAY)),
            lte(matches.kickoff, new Date(now.getTime() + MATCH_WINDOW.aheadDays * DAY)),
          ),
        )
        .orderBy(matches.kickoff, matches.id)
        .limit(MAX_ENTRIES);
      return rows.map((r) => ({ path: `/score-detail?id=${r.id}`, lastmod: r.updatedAt }));
    }
    case 'competitions': {
      // A data library exists for a competition with a current season.
      const rows = await d
        .selectDistinct({ id: competitions.id, sport: competitions.sport, sort: competitions.sort })
        .from(competitions)
        .innerJoin(
          seasons,
          and(eq(seasons.competitionId, competitions.id), eq(seasons.isCurrent, true)),
        )
        .orderBy(competitions.sort, competitions.id);
      return rows
        .filter((r) => LIBRARY_PATH[r.sport])
        .map((r) => ({ path: `${LIBRARY_PATH[r.sport]}?id=${r.id}` }));
    }
    case 'rooms': {
      const rows = await d
        .select({ id: rooms.id, updatedAt: rooms.updatedAt })
        .from(rooms)
        .orderBy(rooms.id)
        .limit(MAX_ENTRIES);
      return rows.map((r) => ({ path: `/live?id=${r.id}`, lastmod: r.updatedAt }));
    }
    case 'news': {
      const rows = await d
        .select({ id: articles.id, updatedAt: articles.updatedAt })
        .from(articles)
        .where(and(eq(articles.status, 'published'), lte(articles.publishedAt, now)))
        .orderBy(desc(articles.publishedAt), desc(articles.id))
        .limit(MAX_ENTRIES);
      // An article is listed in the languages it is written or translated in (the article
      // page's own alternates, app/[locale]/(site)/news/[id]).
      const written = new Map<number, Locale[]>();
      const ids = rows.map((r) => r.id);
      for (let i = 0; i < ids.length; i += 1000) {
        const part = await d
          .select({ id: articleTranslations.articleId, locale: articleTranslations.locale })
          .from(articleTranslations)
          .where(inArray(articleTranslations.articleId, ids.slice(i, i + 1000)));
        for (const t of part) {
          if (!isLocale(t.locale)) continue;
          written.set(t.id, [...(written.get(t.id) ?? []), t.locale]);
        }
      }
      return rows
        .filter((r) => written.has(r.id))
        .map((r) => ({ path: `/news/${r.id}`, lastmod: r.updatedAt, locales: written.get(r.id) }));
    }
    case 'videos': {
      const rows = await d
        .select({ id: videos.id, updatedAt: videos.updatedAt })
        .from(videos)
        .where(eq(videos.status, 'published'))
        .orderBy(desc(videos.createdAt), desc(videos.id))
        .limit(MAX_ENTRIES);
      return rows.map((r) => ({ path: `/video-player?id=${r.id}`, lastmod: r.updatedAt }));
    }
    case 'posts': {
      const rows = await d
        .select({ id: posts.id, createdAt: posts.createdAt })
        .from(posts)
        .where(isNull(posts.deletedAt))
        .orderBy(desc(posts.createdAt), desc(posts.id))
        .limit(MAX_POSTS);
      return rows.map((r) => ({ path: `/circle-detail?id=${r.id}`, lastmod: r.createdAt }));
    }
    case 'teams': {
      // Every team has its page (/team?id=, docs/product.md §2 "Teams, players and discussion").
      const rows = await d
        .select({ id: teams.id })
        .from(teams)
        .orderBy(teams.id)
        .limit(MAX_ENTRIES);
      return rows.map((r) => ({ path: `/team?id=${r.id}` }));
    }
    case 'players': {
      // The players of the teams' squads, each on its page (/player?id=).
      const rows = await d
        .select({ id: players.id })
        .from(players)
        .innerJoin(teams, eq(teams.id, players.teamId))
        .orderBy(players.teamId, players.shirtNumber, players.id)
        .limit(MAX_ENTRIES);
      return rows.map((r) => ({ path: `/player?id=${r.id}` }));
    }
    case 'circles': {
      const rows = await d
        .select({ id: circles.id })
        .from(circles)
        .orderBy(circles.sort, circles.id);
      return rows.map((r) => ({ path: `/circle?id=${r.id}` }));
    }
  }
}
