'use client';

import Image from 'next/image';
import clsx from 'clsx';
import { useLocale, useTimeZone, useTranslations } from 'next-intl';
import { CalendarClock } from 'lucide-react';

/** What the room announces while it is off air. */
export type OfflineInfo = {
  /** The next booked broadcast's title. */
  nextTitle?: string;
  /** When it starts, Unix seconds. */
  nextStartsAt?: number;
};

/**
 * A booked broadcast's start in the viewer's language and zone ("11月28日周五 20:00",
 * "Fri, Nov 28, 8:00 PM"), or null for a missing or nonsensical time.
 */
export function formatBroadcastTime(
  startsAt: number | undefined,
  locale: string,
  timeZone?: string,
): string | null {
  if (typeof startsAt !== 'number' || !Number.isFinite(startsAt) || startsAt <= 0) return null;
  try {
    return new Intl.DateTimeFormat(locale, {
      timeZone,
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    }).format(new Date(startsAt * 1000));
  } catch {
    // An unknown zone or locale: the browser's own.
    return new Intl.DateTimeFormat(undefined, {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date(startsAt * 1000));
  }
}

/** The 16:9 box every state of the player occupies, so nothing moves when the player arrives. */
export function PlayerFrame({
  className,
  children,
  ...rest
}: React.HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      {...rest}
      className={clsx(
        'relative isolate aspect-video w-full overflow-hidden bg-black text-white',
        className,
      )}
    >
      {children}
    </div>
  );
}

/** The player's spinner: the skeleton's, and the buffering one under the controls. */
export const SPINNER_CLASS =
  'block size-10 animate-spin rounded-full border-4 border-white/25 border-t-white';

function Backdrop({ poster, dim }: { poster?: string; dim: string }) {
  if (!poster) return <div aria-hidden className="absolute inset-0 bg-neutral-900" />;
  return (
    <>
      <Image
        src={poster}
        alt=""
        fill
        sizes="(min-width: 62rem) 60vw, 100vw"
        // Covers come from uploads or other hosts the optimizer is not configured for.
        unoptimized
        // The room's largest picture, at the top of the page: fetched with the HTML, not after
        // layout (issue 24: the live room's LCP).
        loading="eager"
        fetchPriority="high"
        className="object-cover"
      />
      <div aria-hidden className={clsx('absolute inset-0', dim)} />
    </>
  );
}

/**
 * What the server renders in place of the player while its chunk loads: the poster, the title
 * and a spinner, the same size as the player.
 */
export function PlayerSkeleton({
  poster,
  title,
  className,
}: {
  poster?: string;
  title: string;
  className?: string;
}) {
  const t = useTranslations('player');
  return (
    <PlayerFrame className={className} data-testid="player-skeleton" aria-busy="true">
      <Backdrop poster={poster} dim="bg-black/30" />
      <div className="absolute inset-x-0 top-0 flex items-center gap-2 bg-linear-to-b from-black/70 to-transparent px-3 py-2">
        <span className="bg-live-bright rounded px-1.5 py-0.5 text-[11px] font-bold tracking-wide">
          {t('live')}
        </span>
        <span className="truncate text-sm font-medium">{title}</span>
      </div>
      <div className="absolute inset-0 grid place-items-center">
        <span aria-hidden className={SPINNER_CLASS} />
        <span className="sr-only" role="status">
          {t('loading')}
        </span>
      </div>
    </PlayerFrame>
  );
}

/**
 * The room is off air: its title, and the next booked broadcast in the viewer's language and
 * zone (next-intl's, unless given). Rendered on the server; no player code is fetched for it.
 */
export function OfflinePoster({
  title,
  poster,
  offline,
  locale,
  timeZone,
  className,
}: {
  title: string;
  poster?: string;
  offline?: OfflineInfo | null;
  locale?: string;
  timeZone?: string;
  className?: string;
}) {
  const t = useTranslations('player.offline');
  const pageLocale = useLocale();
  const pageZone = useTimeZone();
  const when = formatBroadcastTime(
    offline?.nextStartsAt,
    locale ?? pageLocale,
    timeZone ?? pageZone,
  );
  const nextTitle = offline?.nextTitle?.trim();
  return (
    <PlayerFrame className={className} data-testid="player-offline">
      <Backdrop poster={poster} dim="bg-black/70 backdrop-blur-sm" />
      <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 p-4 text-center">
        <p className="text-xs font-semibold tracking-wide text-white/60 uppercase">{t('title')}</p>
        <h2 className="line-clamp-2 max-w-xl text-lg font-bold sm:text-xl">{title}</h2>
        {when ? (
          <p
            className="mt-1 inline-flex items-center gap-1.5 rounded-full bg-white/10 px-3 py-1 text-sm"
            data-testid="next-broadcast"
          >
            <CalendarClock aria-hidden className="text-brand-bright size-4" />
            {t('next', { time: when })}
          </p>
        ) : (
          <p className="text-sm text-white/60">{t('none')}</p>
        )}
        {when && nextTitle ? (
          <p className="line-clamp-1 max-w-xl text-sm text-white/80">{nextTitle}</p>
        ) : null}
      </div>
    </PlayerFrame>
  );
}
