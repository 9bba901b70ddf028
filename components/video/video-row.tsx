import { useFormatter, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { COMPACT, formatDuration, isoDuration } from '@/components/live/format';
import type { VideoItem } from '@/lib/video/contract';
import { videoHref } from './query';

/** A video as one line of a narrow list (related videos): cover on the left, title and stats. */
export function VideoRow({ video, now }: { video: VideoItem; now: Date }) {
  const t = useTranslations('video.card');
  const format = useFormatter();
  return (
    <Link
      href={videoHref(video.id)}
      prefetch={false}
      data-testid="video-row"
      className="group hover:bg-surface flex gap-3 rounded-lg p-1.5 transition"
    >
      <span className="bg-nav relative aspect-video w-40 shrink-0 overflow-hidden rounded-md">
        {/* eslint-disable-next-line @next/next/no-img-element -- our own covers, sized, lazy */}
        <img
          src={video.cover}
          alt=""
          width={160}
          height={90}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
        {video.duration_s > 0 ? (
          <span className="absolute right-1 bottom-1 rounded bg-black/70 px-1 text-[11px] leading-4 text-white tabular-nums">
            <span className="sr-only">{t('duration')}: </span>
            <time dateTime={isoDuration(video.duration_s)}>{formatDuration(video.duration_s)}</time>
          </span>
        ) : null}
      </span>
      <span className="min-w-0 flex-1">
        <span className="text-ink group-hover:text-brand line-clamp-2 text-sm leading-snug font-semibold">
          {video.title}
        </span>
        <span className="text-ink-soft mt-1 block truncate text-xs">{video.author_nickname}</span>
        <span className="text-ink-faint mt-0.5 block text-xs tabular-nums">
          {t('viewsCount', { count: format.number(video.views, COMPACT) })} ·{' '}
          {format.relativeTime(new Date(video.created_at * 1000), now)}
        </span>
      </span>
    </Link>
  );
}
