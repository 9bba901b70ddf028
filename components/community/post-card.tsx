import Image from 'next/image';
import { useFormatter, useTranslations } from 'next-intl';
import clsx from 'clsx';
import { Eye, MessageCircle, Mic, Play } from 'lucide-react';
import { Link } from '@/i18n/navigation';
import { Avatar } from '@/components/ui/avatar';
import { LikeButton } from '@/components/content/comments';
import { COMPACT } from '@/components/live/format';
import { LangTag } from './lang-tag';
import { PostVideo } from './post-video';
import type { PostItem } from '@/lib/community/contract';
import { COMMUNITY_API, postHref } from './api';

/** Text longer than this is clamped in the feed, with a "read more" link. */
const CLAMP_CHARS = 180;

/**
 * A post as the feed and its page show it: who and when (in the viewer's zone), the circle, the
 * text as text (never HTML), its pictures as plain links to the full image, or the video's
 * cover (the feed) / the video itself (its page), and likes, comments and views.
 */
export function PostCard({
  post,
  loggedIn,
  full = false,
  actions,
}: {
  post: PostItem;
  loggedIn: boolean;
  /** Its own page: the whole text and a playable video. */
  full?: boolean;
  /** Extra controls in the footer (the owner's delete button). */
  actions?: React.ReactNode;
}) {
  const t = useTranslations('community.post');
  const format = useFormatter();
  const at = new Date(post.created_at * 1000);
  const long = [...post.content].length > CLAMP_CHARS || post.content.split('\n').length > 5;
  return (
    <article
      data-testid="post-card"
      data-post-id={post.id}
      className="bg-surface rounded-xl p-4 shadow-sm ring-1 ring-black/5 sm:p-5"
    >
      <header className="flex items-center gap-3">
        <Avatar src={post.author.avatar} name={post.author.nickname} size={40} />
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
            <span className="text-ink truncate text-sm font-semibold">{post.author.nickname}</span>
            <span className="bg-brand-soft text-brand rounded px-1 py-px text-[10px] font-semibold">
              {t('level', { level: post.author.level })}
            </span>
            {post.author.is_anchor ? (
              <span className="bg-live/10 text-live inline-flex items-center gap-0.5 rounded px-1 py-px text-[10px] font-semibold">
                <Mic className="size-3" aria-hidden />
                {t('anchor')}
              </span>
            ) : null}
            <LangTag lang={post.lang} />
          </p>
          <p className="text-ink-faint mt-0.5 flex flex-wrap items-center gap-x-2 text-xs">
            <Link href={postHref(post.id)} prefetch={false} className="hover:text-brand">
              <time dateTime={at.toISOString()}>
                {format.dateTime(at, {
                  year: 'numeric',
                  month: '2-digit',
                  day: '2-digit',
                  hour: '2-digit',
                  minute: '2-digit',
                  hourCycle: 'h23',
                })}
              </time>
            </Link>
            <span aria-hidden>·</span>
            <Link
              href={`/circle?id=${post.circle.id}`}
              prefetch={false}
              className="text-ink-soft hover:text-brand font-medium"
            >
              {t('in', { circle: post.circle.name })}
            </Link>
          </p>
        </div>
      </header>

      {full ? (
        <p
          data-testid="post-text"
          lang={post.lang}
          className="text-ink mt-3 text-[15px] leading-relaxed break-words whitespace-pre-wrap"
        >
          {post.content}
        </p>
      ) : (
        <div className="mt-3">
          <Link href={postHref(post.id)} prefetch={false} className="group block">
            <p
              data-testid="post-text"
              lang={post.lang}
              className={clsx(
                'text-ink group-hover:text-ink-soft text-[15px] leading-relaxed break-words whitespace-pre-wrap',
                long && 'line-clamp-5',
              )}
            >
              {post.content}
            </p>
          </Link>
          {long ? (
            <Link
              href={postHref(post.id)}
              prefetch={false}
              className="text-brand mt-1 inline-block text-sm font-medium hover:underline"
            >
              {t('readMore')}
            </Link>
          ) : null}
        </div>
      )}

      {post.images.length > 0 ? <PostImages images={post.images} full={full} /> : null}

      {post.video && post.video_cover ? (
        full ? (
          <div className="mt-3">
            <PostVideo src={post.video} poster={post.video_cover} label={t('video')} />
          </div>
        ) : (
          <Link
            href={postHref(post.id)}
            prefetch={false}
            className="group relative mt-3 block aspect-video max-w-xl overflow-hidden rounded-lg bg-black"
            aria-label={t('playVideo')}
          >
            <Image
              src={post.video_cover}
              alt=""
              fill
              unoptimized
              sizes="(max-width: 640px) 100vw, 576px"
              className="object-cover opacity-90 transition group-hover:opacity-100"
            />
            <span className="absolute inset-0 grid place-items-center">
              <span className="grid size-14 place-items-center rounded-full bg-black/60 text-white">
                <Play className="size-7 translate-x-0.5 fill-current" aria-hidden />
              </span>
            </span>
          </Link>
        )
      ) : null}

      <footer className="text-ink-soft mt-4 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm">
        <LikeButton
          key={`${post.id}:${post.liked}:${post.likes}`}
          path={COMMUNITY_API.like}
          params={{ id: post.id }}
          liked={post.liked}
          count={post.likes}
          loggedIn={loggedIn}
          testId="post-like"
        />
        <Link
          href={`${postHref(post.id)}#comments`}
          prefetch={false}
          className="hover:text-brand inline-flex items-center gap-1 tabular-nums"
        >
          <MessageCircle className="size-4" aria-hidden />
          <span className="sr-only">{t('comments')}: </span>
          {format.number(post.comments, COMPACT)}
        </Link>
        <span className="inline-flex items-center gap-1 tabular-nums">
          <Eye className="size-4" aria-hidden />
          <span className="sr-only">{t('views')}: </span>
          {format.number(post.views, COMPACT)}
        </span>
        {actions ? <span className="ml-auto">{actions}</span> : null}
      </footer>
    </article>
  );
}

/**
 * Up to four pictures: one large, or a grid. Each is a plain link to the full image (no
 * lightbox: it works without JS and the browser shows the file).
 */
function PostImages({ images, full }: { images: string[]; full: boolean }) {
  const t = useTranslations('community.post');
  const one = images.length === 1;
  return (
    <ul
      data-testid="post-images"
      className={clsx(
        'mt-3 grid gap-1.5',
        one ? 'max-w-md grid-cols-1' : images.length === 3 ? 'grid-cols-3' : 'max-w-lg grid-cols-2',
        full && !one && 'max-w-2xl',
      )}
    >
      {images.map((src, i) => (
        <li key={src} className="min-w-0">
          <a
            href={src}
            target="_blank"
            rel="noopener"
            aria-label={t('imageOf', { n: i + 1 })}
            className={clsx(
              'bg-surface-page relative block overflow-hidden rounded-lg',
              one ? 'aspect-[4/3]' : 'aspect-square',
            )}
          >
            <Image
              src={src}
              alt={t('image', { n: i + 1 })}
              fill
              unoptimized
              loading="lazy"
              sizes={one ? '(max-width: 640px) 100vw, 448px' : '(max-width: 640px) 50vw, 256px'}
              className="object-cover transition hover:scale-[1.02]"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
