import { useFormatter, useTranslations } from 'next-intl';
import clsx from 'clsx';
import { Eye } from 'lucide-react';
import { Link } from '@/i18n/navigation';
import { Avatar } from '@/components/ui/avatar';
import { Cover, CoverChip } from '@/components/live/cover';
import { COMPACT, formatDuration, isoDuration, isoOf } from '@/components/live/format';
import type { VideoItem } from '@/lib/video/contract';
import { videoHref } from './query';

/**
 * A video in a grid (/video-list, /video-classify, related videos): cover with its length and
 * category, the title as the card's link, the author, the views and how long ago it was
 * published (relative to `now`, the request's time, so the server and the browser agree).
 */
export function VideoCard({
  video,
  now,
  headingLevel = 3,
  className,
}: {
  video: VideoItem;
  now: Date;
  headingLevel?: 2 | 3;
  className?: string;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const t = useTranslations('video.card');
  const format = useFormatter();
  const published = new Date(video.created_at * 1000);
  return (
    <article
      data-testid="video-card"
      data-video-id={video.id}
      className={clsx(
        'group bg-surface relative flex min-w-0 flex-col overflow-hidden rounded-xl shadow-sm ring-1 ring-black/5 transition',
        'focus-within:ring-brand focus-within:ring-2 hover:shadow-md motion-safe:hover:-translate-y-0.5',
        className,
      )}
    >
      <Cover src={video.cover}>
        <CoverChip className="top-2 left-2">{video.category_name}</CoverChip>
        {video.duration_s > 0 ? (
          <CoverChip className="right-2 bottom-2">
            <span className="sr-only">{t('duration')}: </span>
            <time dateTime={isoDuration(video.duration_s)}>{formatDuration(video.duration_s)}</time>
          </CoverChip>
        ) : null}
      </Cover>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <Heading className="text-ink group-hover:text-brand line-clamp-2 text-[15px] leading-snug font-semibold transition-colors @min-[400px]:min-h-[2lh]">
          <Link
            href={videoHref(video.id)}
            prefetch={false}
            className="after:absolute after:inset-0 after:z-10 focus-visible:outline-none"
          >
            {video.title}
          </Link>
        </Heading>
        <p className="text-ink-soft flex items-center justify-between gap-2 text-xs">
          <span className="inline-flex items-center gap-1 tabular-nums">
            <Eye className="size-3.5" aria-hidden />
            <span className="sr-only">{t('views')}: </span>
            {format.number(video.views, COMPACT)}
          </span>
          <span>
            <span className="sr-only">{t('published')}: </span>
            <time dateTime={isoOf(video.created_at)}>{format.relativeTime(published, now)}</time>
          </span>
        </p>
        <div className="mt-auto flex min-w-0 items-center gap-2 text-[13px]">
          <Avatar src={video.author_avatar} name={video.author_nickname} size={24} />
          <span className="sr-only">{t('author')}: </span>
          <span className="text-ink-soft min-w-0 truncate">{video.author_nickname}</span>
        </div>
      </div>
    </article>
  );
}
