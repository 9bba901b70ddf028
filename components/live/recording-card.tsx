import { useFormatter, useTranslations } from 'next-intl';
import clsx from 'clsx';
import { Eye, History, Mic } from 'lucide-react';
import { Link } from '@/i18n/navigation';
import { Avatar } from '@/components/ui/avatar';
import { Cover, CoverChip } from './cover';
import { COMPACT, formatDuration, isoDuration, isoOf } from './format';
import { useLanguageName } from './room-card';
import type { Recording } from '@/lib/live/contract';

/** The room page playing a recording (`/live?id=<room>&record=<recording>`). */
export function recordingHref(r: Pick<Recording, 'id' | 'room_id'>): string {
  return `/live?id=${r.room_id}&record=${r.id}`;
}

/**
 * A replay of the live list (type 4): cover with its length and peak audience, the title as the
 * card's link, the anchor, and when it was on air, in the viewer's zone (next-intl's request
 * zone: ?tz=, the tz cookie, else the locale's default).
 */
export function RecordingCard({
  rec,
  className,
  headingLevel = 3,
}: {
  rec: Recording;
  className?: string;
  /** The title's heading level: 2 where the cards sit right under the page's h1. */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const t = useTranslations('liveList.card');
  const format = useFormatter();
  const language = useLanguageName(rec.language);
  const started = new Date(rec.started_at * 1000);

  return (
    <article
      data-testid="recording-card"
      data-recording-id={rec.id}
      className={clsx(
        'group bg-surface relative flex min-w-0 flex-col overflow-hidden rounded-xl shadow-sm ring-1 ring-black/5 transition',
        'focus-within:ring-brand focus-within:ring-2 hover:shadow-md',
        'motion-safe:hover:-translate-y-0.5',
        className,
      )}
    >
      <Cover src={rec.cover}>
        <CoverChip className="top-2 left-2">
          <History className="size-3 shrink-0" aria-hidden />
          {t('replay')}
        </CoverChip>
        <CoverChip className="bottom-2 left-2">
          <Mic className="size-3 shrink-0" aria-hidden />
          <span className="sr-only">{t('languageLabel')}: </span>
          {language}
        </CoverChip>
        <CoverChip className="right-2 bottom-2">
          <span className="sr-only">{t('duration')}: </span>
          <time dateTime={isoDuration(rec.duration_s)} data-testid="recording-duration">
            {formatDuration(rec.duration_s)}
          </time>
        </CoverChip>
      </Cover>

      <div className="flex flex-1 flex-col gap-2 p-3">
        <Heading className="text-ink group-hover:text-brand line-clamp-2 text-[15px] leading-snug font-semibold transition-colors @min-[400px]:min-h-[2lh]">
          <Link
            href={recordingHref(rec)}
            prefetch={false}
            className="after:absolute after:inset-0 after:z-10 focus-visible:outline-none"
          >
            {rec.title}
          </Link>
        </Heading>
        <p className="text-ink-soft flex items-center justify-between gap-2 text-xs">
          <span>
            <span className="sr-only">{t('recordedAt')}: </span>
            <time dateTime={isoOf(rec.started_at)} data-testid="recording-date">
              {format.dateTime(started, {
                month: '2-digit',
                day: '2-digit',
                hour: '2-digit',
                minute: '2-digit',
                hourCycle: 'h23',
              })}
            </time>
          </span>
          <span className="inline-flex items-center gap-1 tabular-nums">
            <Eye className="size-3.5" aria-hidden />
            <span className="sr-only">{t('peakViewers')}: </span>
            {format.number(rec.peak_viewers, COMPACT)}
          </span>
        </p>
        <div className="mt-auto flex min-w-0 items-center gap-2 text-[13px]">
          <Avatar src={rec.anchor_avatar} name={rec.anchor_nickname} size={24} />
          <span className="text-ink-soft min-w-0 truncate">{rec.anchor_nickname}</span>
        </div>
      </div>
    </article>
  );
}
