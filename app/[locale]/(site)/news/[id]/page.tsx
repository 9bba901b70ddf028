import type { Metadata } from 'next';
import { cache } from 'react';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { ChevronRight, Eye, Trophy } from 'lucide-react';
import type { Locale } from '@/i18n/routing';
import { Link } from '@/i18n/navigation';
import { parseId } from '@/lib/rules/id';
import { articleAlternates } from '@/lib/seo/metadata';
import { absolutePageUrl, seoMetadata, siteBreadcrumbLd, siteOrigin } from '@/lib/seo/page';
import { JsonLd } from '@/lib/seo/json-ld';
import { readApi } from '@/components/live/data';
import { readPost } from '@/components/video/data';
import { CommentThread } from '@/components/content/comments/comment-thread';
import { getViewer } from '@/lib/bff/server';
import { COMPACT, isoOf } from '@/components/live/format';
import { Avatar } from '@/components/ui/avatar';
import { ArticleBody } from '@/components/news/article-body';
import { ArticleCard } from '@/components/news/article-card';
import { ViewBeacon } from '@/components/news/view-beacon';
import type { ArticleDetail, CommentPage } from '@/lib/content/contract';

type Props = {
  params: Promise<{ locale: Locale; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const COMMENT_PAGE_SIZE = 10;

/** The article in the page's language, once per request (metadata and page); 404 when unknown. */
const getArticle = cache(async (rawId: string): Promise<ArticleDetail> => {
  const id = parseId(rawId);
  if (id === null) notFound();
  const r = await readApi<ArticleDetail>('Headlines/detail', { id });
  if (!r.ok) notFound();
  return r.data;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  const a = await getArticle(id);
  const path = `/news/${a.id}`;
  const meta = await seoMetadata({
    locale,
    path,
    title: a.title,
    description: a.summary,
    type: 'article',
    image: [{ kind: 'news', id: a.id }],
    article: {
      publishedTime: isoOf(a.published_at),
      modifiedTime: isoOf(a.updated_at),
      authors: a.author ? [a.author.user_nickname] : undefined,
      section: a.category.name,
    },
  });
  // Only the languages the article exists in are alternates; a page showing the original in
  // another language points to the original as its canonical.
  return { ...meta, alternates: articleAlternates(locale, path, a) };
}

/**
 * /news/<id>: one article with its byline, body, match link, its discussion (docs/product.md §2
 * "Teams, players and discussion": the first comment page server-rendered, `?cpage=` the others)
 * and related stories.
 */
export default async function ArticlePage({ params, searchParams }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const a = await getArticle(id);
  const t = await getTranslations('news');
  const raw = (await searchParams).cpage;
  const cpage = parseId(Array.isArray(raw) ? raw[0] : raw) ?? 1;
  const [format, origin, url, crumbs, viewer, comments] = await Promise.all([
    getFormatter(),
    siteOrigin(),
    absolutePageUrl(a.translated ? locale : a.lang, `/news/${a.id}`),
    siteBreadcrumbLd(locale, [
      { name: t('heading'), path: '/news' },
      { name: a.category.name, path: `/news?category=${a.category.id}` },
      { name: a.title },
    ]),
    getViewer(),
    readPost<CommentPage>('News/commentList', {
      article_id: a.id,
      page: cpage,
      size: COMMENT_PAGE_SIZE,
    }),
  ]);
  const abs = (p: string) => new URL(p, `${origin}/`).toString();
  const ld = {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: a.title,
    description: a.summary,
    inLanguage: a.lang,
    articleSection: a.category.name,
    datePublished: isoOf(a.published_at),
    dateModified: isoOf(a.updated_at),
    mainEntityOfPage: url,
    image: [abs(`/og/news/${a.id}?l=${locale}`), ...(a.cover ? [abs(a.cover)] : [])],
    author: a.author
      ? { '@type': 'Person', name: a.author.user_nickname }
      : { '@type': 'Organization', name: t('editorial') },
    publisher: { '@type': 'Organization', name: t('editorial'), logo: abs('/favicon.svg') },
  };
  const at = new Date(a.published_at * 1000);
  return (
    <div className="desk:px-6 desk:py-6 mx-auto w-full max-w-[1400px] px-3 py-4">
      <JsonLd data={[ld, crumbs]} />
      <ViewBeacon path="Headlines/addView" id={a.id} />
      <nav aria-label={t('heading')} className="text-ink-soft mb-4 text-sm">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link href="/news" className="hover:text-brand">
              {t('heading')}
            </Link>
          </li>
          {/* The separator inside the item: an ol holds only li (Nu HTML checker). */}
          <li className="flex items-center gap-1">
            <ChevronRight className="size-4" aria-hidden />
            <Link href={`/news?category=${a.category.id}`} className="hover:text-brand">
              {a.category.name}
            </Link>
          </li>
        </ol>
      </nav>
      <div className="desk:grid-cols-[minmax(0,1fr)_320px] grid gap-8">
        <div className="min-w-0 space-y-6">
          <article className="bg-surface desk:p-8 rounded-xl p-4 shadow-sm" lang={a.lang}>
            <header>
              <h1 className="text-ink desk:text-3xl text-2xl leading-snug font-bold">{a.title}</h1>
              <div className="text-ink-soft mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
                <span className="inline-flex items-center gap-2">
                  {a.author ? (
                    <Avatar src={a.author.avatar} name={a.author.user_nickname} size={28} />
                  ) : null}
                  {t('by', { name: a.author?.user_nickname ?? t('editorial') })}
                </span>
                <time dateTime={isoOf(a.published_at)}>
                  {t('published', {
                    time: format.dateTime(at, { dateStyle: 'long', timeStyle: 'short' }),
                  })}
                </time>
                <span className="inline-flex items-center gap-1">
                  <Eye className="size-4" aria-hidden />
                  {t('views', { count: format.number(a.views, COMPACT) })}
                </span>
              </div>
            </header>
            {!a.translated ? (
              <p
                className="bg-brand-soft text-ink mt-4 rounded-lg px-4 py-3 text-sm"
                lang={locale}
                data-testid="not-translated"
              >
                {t('notTranslated', { lang: t(`languages.${a.lang}`) })}
              </p>
            ) : null}
            {a.cover ? (
              // eslint-disable-next-line @next/next/no-img-element -- our own covers, sized
              <img
                src={a.cover}
                alt=""
                width={1280}
                height={720}
                fetchPriority="high"
                className="mt-6 aspect-video w-full rounded-lg object-cover"
              />
            ) : null}
            <p className="text-ink-soft mt-6 border-l-4 border-current/20 pl-4 text-base italic">
              {a.summary}
            </p>
            <ArticleBody html={a.body_html} />
            {a.match_id ? (
              <Link
                href={`/score-detail?id=${a.match_id}`}
                className="bg-brand hover:bg-brand-dark mt-6 inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold text-white"
              >
                <Trophy className="size-4" aria-hidden />
                {t('matchLink')}
              </Link>
            ) : null}
          </article>
          {/* The thread's own section is #comments (one id per page). */}
          <CommentThread
            target="article"
            targetId={a.id}
            initial={comments.ok ? comments.data : null}
            api={{
              list: 'News/commentList',
              comment: 'News_user/comment',
              like: 'News_user/commentLikes',
              remove: 'News_user/deleteComment',
              replies: 'News/commentReplies',
              targetParam: 'article_id',
            }}
            loggedIn={viewer !== null}
            ownerId={a.author?.id}
            pageHref={`/news/${a.id}`}
          />
        </div>
        <aside aria-labelledby="news-related" className="space-y-4">
          <div className="bg-surface rounded-xl p-4 shadow-sm">
            <h2 id="news-related" className="text-ink mb-4 text-lg font-semibold">
              {t('related')}
            </h2>
            <ul className="space-y-4">
              {a.related.map((r) => (
                <li key={r.id}>
                  <ArticleCard a={r} variant="row" />
                </li>
              ))}
            </ul>
            <Link href="/news" className="text-brand mt-4 inline-block text-sm font-medium">
              {t('back')}
            </Link>
          </div>
        </aside>
      </div>
    </div>
  );
}
