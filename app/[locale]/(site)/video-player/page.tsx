import type { Metadata } from 'next';
import { cache } from 'react';
import { notFound, unstable_rethrow } from 'next/navigation';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { getViewer, serverApi } from '@/lib/bff/server';
import { parseId } from '@/lib/rules/id';
import { JsonLd } from '@/lib/seo/json-ld';
import { absolutePageUrl, seoMetadata, siteBreadcrumbLd, siteOrigin } from '@/lib/seo/page';
import type { VideoCommentPage, VideoInfo } from '@/lib/video/contract';
import { Avatar } from '@/components/ui/avatar';
import { CommentThread, LikeButton } from '@/components/content/comments';
import { ReportButton } from '@/components/report/report-button';
import { isoDuration, isoOf } from '@/components/live/format';
import { readPost } from '@/components/video/data';
import { FavoriteButton } from '@/components/video/favorite-button';
import { classifyHref, videoHref } from '@/components/video/query';
import { VideoRow } from '@/components/video/video-row';
import { ViewsCount } from '@/components/video/views-count';
import { VodPlayer } from '@/components/video/vod-player';

type RawParams = Record<string, string | string[] | undefined>;
type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<RawParams> };

const COMMENT_PAGE_SIZE = 10;

function first(v: string | string[] | undefined): string | undefined {
  return Array.isArray(v) ? v[0] : v;
}

/** The video of `?id=` for the viewer, or the 404 page (an unknown, removed or malformed id). */
const loadVideo = cache(async (raw: string | undefined): Promise<VideoInfo> => {
  const id = parseId(raw);
  if (id === null) notFound();
  try {
    return await serverApi<VideoInfo>('Video/getVideoInfo', { id }, 'POST');
  } catch (err) {
    unstable_rethrow(err);
    notFound();
  }
});

/** The first words of a description, for the meta description. */
function snippet(text: string, max = 150): string {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : chars.join('');
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params;
  const v = await loadVideo(first((await searchParams).id));
  const t = await getTranslations({ locale, namespace: 'video.meta' });
  return seoMetadata({
    locale,
    path: videoHref(v.id),
    title: t('playerTitle', { title: v.title }),
    description: snippet(v.description || v.title),
    type: 'video.other',
    image: { kind: 'video', id: v.id },
  });
}

/** schema.org VideoObject of the page (Google's video rich results). */
async function videoLd(v: VideoInfo, locale: Locale) {
  const origin = await siteOrigin();
  const url = await absolutePageUrl(locale, videoHref(v.id));
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: v.title,
    description: v.description || v.title,
    thumbnailUrl: [new URL(v.cover, `${origin}/`).toString()],
    uploadDate: isoOf(v.created_at),
    ...(v.duration_s > 0 ? { duration: isoDuration(v.duration_s) } : {}),
    contentUrl: new URL(v.src, `${origin}/`).toString(),
    embedUrl: url,
    url,
    inLanguage: v.lang,
    author: { '@type': 'Person', name: v.author_nickname },
    genre: v.category_name,
    interactionStatistic: [
      {
        '@type': 'InteractionCounter',
        interactionType: { '@type': 'WatchAction' },
        userInteractionCount: v.views,
      },
      {
        '@type': 'InteractionCounter',
        interactionType: { '@type': 'LikeAction' },
        userInteractionCount: v.likes,
      },
    ],
  };
}

/**
 * /video-player?id= (docs/product.md §2): the player, title, author, views, like and favourite, the
 * description, the comment thread and related videos. The whole page is server-rendered; the
 * player, the two buttons, the view count and the thread are the client islands.
 */
export default async function VideoPlayerPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = await searchParams;
  const v = await loadVideo(first(query.id));
  const cpage = parseId(first(query.cpage)) ?? 1;
  const [t, tcm, tc, format, viewer, comments] = await Promise.all([
    getTranslations('video.player'),
    getTranslations('comments'),
    getTranslations({ locale, namespace: 'seo.crumbs' }),
    getFormatter(),
    getViewer(),
    readPost<VideoCommentPage>('Video/commentList', {
      video_id: v.id,
      page: cpage,
      size: COMMENT_PAGE_SIZE,
    }),
  ]);
  const loggedIn = viewer !== null;
  const now = new Date();
  const published = new Date(v.created_at * 1000);

  return (
    <div className="desk:px-6 desk:py-6 mx-auto max-w-[1400px] px-3 py-4">
      <JsonLd
        data={[
          await videoLd(v, locale),
          await siteBreadcrumbLd(locale, [
            { name: tc('videos'), path: '/video-list' },
            { name: v.category_name, path: classifyHref({ id: v.category_id }) },
            { name: v.title, path: videoHref(v.id) },
          ]),
        ]}
      />
      <div className="desk:grid-cols-[minmax(0,1fr)_340px] grid gap-6">
        <article className="min-w-0" data-testid="video-page" data-video-id={v.id}>
          <VodPlayer id={v.id} src={v.src} poster={v.cover} title={v.title} />

          <header className="mt-4">
            <nav className="text-ink-soft mb-1 text-xs">
              <Link href="/video-list" prefetch={false} className="hover:text-brand">
                {tc('videos')}
              </Link>
              <span aria-hidden className="mx-1.5">
                ›
              </span>
              <Link
                href={classifyHref({ id: v.category_id, name: v.category_name })}
                prefetch={false}
                className="hover:text-brand"
              >
                {v.category_name}
              </Link>
            </nav>
            <h1 className="text-ink desk:text-2xl text-xl leading-snug font-extrabold">
              {v.title}
            </h1>
            <p className="text-ink-soft mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
              <ViewsCount id={v.id} views={v.views} />
              <span aria-hidden>·</span>
              <time
                dateTime={isoOf(v.created_at)}
                title={format.dateTime(published, { dateStyle: 'long', timeStyle: 'short' })}
              >
                {t('published', { date: format.relativeTime(published, now) })}
              </time>
            </p>
          </header>

          <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-y border-black/5 py-3">
            <div className="flex min-w-0 items-center gap-3">
              <Avatar src={v.author_avatar} name={v.author_nickname} size={40} />
              <div className="min-w-0">
                <p className="text-ink truncate text-sm font-semibold">{v.author_nickname}</p>
                <p className="text-ink-faint text-xs">{tcm('level', { level: v.author_level })}</p>
              </div>
            </div>
            <div className="flex items-center gap-2">
              <LikeButton
                path="Video_user/likes"
                params={{ video_id: v.id }}
                liked={v.liked}
                count={v.likes}
                loggedIn={loggedIn}
                testId="video-like"
              />
              <FavoriteButton
                videoId={v.id}
                favorited={v.favorited}
                count={v.favorites}
                loggedIn={loggedIn}
              />
              {v.can_delete ? null : (
                <ReportButton
                  targetType="video"
                  targetId={v.id}
                  loggedIn={loggedIn}
                  className="text-ink-faint text-xs"
                />
              )}
            </div>
          </div>

          <section
            aria-labelledby="video-about"
            className="bg-surface mt-4 rounded-xl p-4 shadow-sm"
          >
            <h2 id="video-about" className="text-ink text-base font-bold">
              {t('description')}
            </h2>
            <p className="text-ink-soft mt-2 text-sm leading-relaxed whitespace-pre-line">
              {v.description || t('noDescription')}
            </p>
            {v.match_id ? (
              <p className="mt-3 text-sm">
                <Link
                  href={`/score-detail?id=${v.match_id}`}
                  prefetch={false}
                  className="text-brand font-semibold hover:underline"
                >
                  {t('match')} ›
                </Link>
              </p>
            ) : null}
          </section>

          {/* The thread's own section is #comments (one id per page). */}
          <div className="mt-6">
            <CommentThread
              target="video"
              targetId={v.id}
              initial={comments.ok ? comments.data : null}
              api={{
                list: 'Video/commentList',
                comment: 'Video_user/comment',
                like: 'Video_user/commentLikes',
                remove: 'Video_user/deleteComment',
                replies: 'Video/commentOneList',
                targetParam: 'video_id',
              }}
              loggedIn={loggedIn}
              ownerId={v.author_id}
              pageHref={videoHref(v.id)}
            />
          </div>
        </article>

        <aside aria-labelledby="video-related" className="min-w-0">
          <h2 id="video-related" className="text-ink mb-3 text-base font-bold">
            {t('related')}
          </h2>
          <ul className="space-y-1">
            {v.related.map((r) => (
              <li key={r.id}>
                <VideoRow video={r} now={now} />
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </div>
  );
}
