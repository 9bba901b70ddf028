import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { db } from '@/lib/db/client';
import {
  articles,
  articleTranslations,
  circles,
  competitions,
  matches,
  newsCategories,
  posts,
  rooms,
  teams,
  users,
  videoCategories,
  videos,
} from '@/lib/db/schema';
import { translate } from '@/lib/i18n/messages';
import { LOCALE_ZONES } from '@/lib/rules/zone';
import { isLocale, type Locale } from '@/i18n/locales';
import { isPageKey, ITEM_KINDS, type ItemKind, type PageKey } from '../og-ref';

/**
 * The words of an Open Graph card, looked up from the kind and id alone: a page's own messages
 * (`seo.cards.<key>`) or a row of the database. Nothing in the image's URL but the kind, the id
 * and the locale reaches the picture, so nobody can mint an image on this site with words of
 * their choosing. The content tables are read directly: the card needs a title and a line, not
 * the services' full answers.
 */
export type Card = {
  /** Small line above the title: a category, a competition, the sport. */
  kicker?: string;
  title: string;
  /** The line under the title: teams' score, author, description. */
  subtitle?: string;
  /** A highlighted tag: "LIVE", "FT". */
  badge?: string;
};

const t = (locale: Locale, key: string, values?: Record<string, string | number>) =>
  translate(locale, `seo.${key}`, values);

/** The text in `locale`, else the first language that has one. */
function pick<T extends Partial<Record<Locale, string | null>>>(
  row: T,
  locale: Locale,
  first?: string,
): string {
  const order = [locale, first, 'zh', 'en', 'vi'].filter(isLocale);
  for (const l of order) {
    const v = row[l];
    if (v) return v;
  }
  return '';
}

/** At most `max` characters (code points), cut on a word where one is near, with an ellipsis. */
export function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = [...flat];
  if (chars.length <= max) return flat;
  let cut = chars.slice(0, max).join('');
  const space = cut.lastIndexOf(' ');
  if (space > max * 0.6) cut = cut.slice(0, space);
  return `${cut.trimEnd()}…`;
}

function day(date: Date, locale: Locale, withTime = false): string {
  return new Intl.DateTimeFormat(locale === 'zh' ? 'zh-CN' : locale, {
    timeZone: LOCALE_ZONES[locale],
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' as const } : {}),
  }).format(date);
}

function pageCard(key: PageKey, locale: Locale): Card {
  return {
    kicker: t(locale, 'og.site'),
    title: t(locale, `cards.${key}.title`),
    subtitle: t(locale, `cards.${key}.subtitle`),
  };
}

async function matchCard(id: number, locale: Locale): Promise<Card | null> {
  const home = alias(teams, 'home');
  const away = alias(teams, 'away');
  const [m] = await db()
    .select({
      sport: matches.sport,
      status: matches.status,
      kickoff: matches.kickoff,
      homeScore: matches.homeScore,
      awayScore: matches.awayScore,
      matchStr: matches.matchStr,
      home: { zh: home.nameZh, en: home.nameEn, vi: home.nameVi },
      away: { zh: away.nameZh, en: away.nameEn, vi: away.nameVi },
      comp: { zh: competitions.nameZh, en: competitions.nameEn, vi: competitions.nameVi },
    })
    .from(matches)
    .innerJoin(home, eq(home.id, matches.homeTeamId))
    .innerJoin(away, eq(away.id, matches.awayTeamId))
    .innerJoin(competitions, eq(competitions.id, matches.competitionId))
    .where(eq(matches.id, id))
    .limit(1);
  if (!m) return null;
  const played = m.status === 'live' || m.status === 'finished';
  const values = {
    home: pick(m.home, locale),
    away: pick(m.away, locale),
    score: `${m.homeScore}-${m.awayScore}`,
  };
  return {
    kicker: `${pick(m.comp, locale)} · ${t(locale, `og.sport.${m.sport}`)}`,
    title: t(locale, played ? 'og.matchScore' : 'og.match', values),
    subtitle: day(m.kickoff, locale, true),
    badge: t(locale, `og.status.${m.status}`),
  };
}

async function roomCard(id: number, locale: Locale): Promise<Card | null> {
  const [r] = await db()
    .select({ title: rooms.title, state: rooms.state, anchor: users.nickname })
    .from(rooms)
    .innerJoin(users, eq(users.id, rooms.anchorId))
    .where(eq(rooms.id, id))
    .limit(1);
  if (!r) return null;
  return {
    kicker: t(locale, 'og.room'),
    title: r.title,
    subtitle: t(locale, 'og.anchor', { name: r.anchor }),
    badge: r.state === 'live' ? t(locale, 'og.live') : undefined,
  };
}

async function competitionCard(id: number, locale: Locale): Promise<Card | null> {
  const [c] = await db()
    .select({
      sport: competitions.sport,
      name: { zh: competitions.nameZh, en: competitions.nameEn, vi: competitions.nameVi },
      area: { zh: competitions.areaZh, en: competitions.areaEn, vi: competitions.areaVi },
    })
    .from(competitions)
    .where(eq(competitions.id, id))
    .limit(1);
  if (!c || (c.sport !== 'football' && c.sport !== 'basketball')) return null;
  return {
    kicker: t(locale, `crumbs.${c.sport}Library`),
    title: pick(c.name, locale),
    subtitle: `${pick(c.area, locale)} · ${t(locale, `og.library.${c.sport}`)}`,
  };
}

async function newsCard(id: number, locale: Locale): Promise<Card | null> {
  const [a] = await db()
    .select({
      origin: articles.originLocale,
      publishedAt: articles.publishedAt,
      author: users.nickname,
      category: { zh: newsCategories.nameZh, en: newsCategories.nameEn, vi: newsCategories.nameVi },
    })
    .from(articles)
    .innerJoin(newsCategories, eq(newsCategories.id, articles.categoryId))
    .leftJoin(users, eq(users.id, articles.authorId))
    .where(and(eq(articles.id, id), eq(articles.status, 'published')))
    .limit(1);
  if (!a) return null;
  const rows = await db()
    .select({ locale: articleTranslations.locale, title: articleTranslations.title })
    .from(articleTranslations)
    .where(eq(articleTranslations.articleId, id));
  const titles = Object.fromEntries(rows.map((r) => [r.locale, r.title])) as Partial<
    Record<Locale, string>
  >;
  const title = pick(titles, locale, a.origin);
  if (!title) return null;
  return {
    kicker: pick(a.category, locale),
    title,
    subtitle: [a.author, day(a.publishedAt, locale)].filter(Boolean).join(' · '),
  };
}

async function videoCard(id: number, locale: Locale): Promise<Card | null> {
  const [v] = await db()
    .select({
      lang: videos.lang,
      title: { zh: videos.titleZh, en: videos.titleEn, vi: videos.titleVi },
      author: users.nickname,
      category: {
        zh: videoCategories.nameZh,
        en: videoCategories.nameEn,
        vi: videoCategories.nameVi,
      },
    })
    .from(videos)
    .innerJoin(users, eq(users.id, videos.authorId))
    .innerJoin(videoCategories, eq(videoCategories.id, videos.categoryId))
    .where(and(eq(videos.id, id), eq(videos.status, 'published')))
    .limit(1);
  if (!v) return null;
  const title = pick(v.title, locale, v.lang);
  if (!title) return null;
  return {
    kicker: pick(v.category, locale),
    title,
    subtitle: t(locale, 'og.author', { name: v.author }),
    badge: t(locale, 'og.video'),
  };
}

async function postCard(id: number, locale: Locale): Promise<Card | null> {
  const [p] = await db()
    .select({
      content: posts.content,
      author: users.nickname,
      circle: { zh: circles.nameZh, en: circles.nameEn, vi: circles.nameVi },
    })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.userId))
    .innerJoin(circles, eq(circles.id, posts.circleId))
    .where(and(eq(posts.id, id), isNull(posts.deletedAt)))
    .limit(1);
  if (!p) return null;
  return {
    kicker: `${t(locale, 'crumbs.circle')} · ${pick(p.circle, locale)}`,
    title: clip(p.content, 60) || t(locale, 'og.emptyPost'),
    subtitle: t(locale, 'og.author', { name: p.author }),
  };
}

async function circleCard(id: number, locale: Locale): Promise<Card | null> {
  const [c] = await db()
    .select({
      name: { zh: circles.nameZh, en: circles.nameEn, vi: circles.nameVi },
      description: {
        zh: circles.descriptionZh,
        en: circles.descriptionEn,
        vi: circles.descriptionVi,
      },
    })
    .from(circles)
    .where(eq(circles.id, id))
    .limit(1);
  if (!c) return null;
  return {
    kicker: t(locale, 'crumbs.circle'),
    title: pick(c.name, locale),
    subtitle: clip(pick(c.description, locale), 80) || undefined,
  };
}

const ITEM_CARDS: Record<ItemKind, (id: number, locale: Locale) => Promise<Card | null>> = {
  match: matchCard,
  room: roomCard,
  competition: competitionCard,
  news: newsCard,
  video: videoCard,
  post: postCard,
  circle: circleCard,
};

/** A positive int4 in plain digits, else null (ids the tables could hold). */
function itemId(raw: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(raw)) return null;
  const n = Number(raw);
  return n <= 2_147_483_647 ? n : null;
}

/** The card of `/og/<kind>/<id>` in `locale`, or null when the kind or the id names nothing. */
export async function cardOf(kind: string, id: string, locale: Locale): Promise<Card | null> {
  if (kind === 'page') return isPageKey(id) ? pageCard(id, locale) : null;
  if (!(ITEM_KINDS as readonly string[]).includes(kind)) return null;
  const n = itemId(id);
  if (n === null) return null;
  return ITEM_CARDS[kind as ItemKind](n, locale);
}
