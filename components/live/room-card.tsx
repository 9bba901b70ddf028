import { useFormatter, useLocale, useTranslations } from 'next-intl';
import clsx from 'clsx';
import { Eye, Mic } from 'lucide-react';
import { Link } from '@/i18n/navigation';
import { isLocale, toLocale } from '@/i18n/locales';
import { named } from '@/lib/matches/display';
import { Avatar } from '@/components/ui/avatar';
import { Cover, CoverChip } from './cover';
import { COMPACT, isoOf } from './format';
import { LiveBadge } from './live-badge';
import type { RoomItem } from '@/lib/live/contract';

/** The room page of a room (docs/product.md §2 `/live?id=`). */
export function roomHref(id: number): string {
  return `/live?id=${id}`;
}

/** A room's sport, or its category under "other" (in the request language from the API). */
export function useRoomCategory(room: Pick<RoomItem, 'sport' | 'category_name'>): string {
  const t = useTranslations('liveList.card');
  return room.sport === 'other' && room.category_name
    ? room.category_name
    : t(`sports.${room.sport}`);
}

/** The commentary language by name ("English"); an unknown code as it is. */
export function useLanguageName(code: string): string {
  const t = useTranslations('liveList.card');
  return isLocale(code) ? t(`languages.${code}`) : code.toUpperCase();
}

/**
 * A room of the live lists (Huya/Twitch-like): 16:9 cover with LIVE, category, commentary
 * language and viewers; then the title (the link, stretched over the whole card), the match it
 * commentates and the anchor. Server-rendered: no client JavaScript. Works as a client child too.
 */
export function RoomCard({
  room,
  className,
  headingLevel = 3,
}: {
  room: RoomItem;
  className?: string;
  /** The title's heading level: 2 where the cards sit right under the page's h1. */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const t = useTranslations('liveList.card');
  const format = useFormatter();
  const lang = toLocale(useLocale());
  const live = room.state === 'live';
  const category = useRoomCategory(room);
  const language = useLanguageName(room.language);
  const m = room.match;
  const scored = m && (m.status === 'live' || m.status === 'finished');

  return (
    <article
      data-testid="room-card"
      data-room-id={room.id}
      data-state={room.state}
      className={clsx(
        'group bg-surface relative flex min-w-0 flex-col overflow-hidden rounded-xl shadow-sm ring-1 ring-black/5 transition',
        'focus-within:ring-brand focus-within:ring-2 hover:shadow-md',
        'motion-safe:hover:-translate-y-0.5',
        className,
      )}
    >
      <Cover src={room.cover}>
        {live ? <LiveBadge label={t('live')} className="absolute top-2 left-2" /> : null}
        <CoverChip className="top-2 right-2 max-w-[55%]">
          <span className="truncate">{category}</span>
        </CoverChip>
        <CoverChip className="bottom-2 left-2">
          <Mic className="size-3 shrink-0" aria-hidden />
          <span className="sr-only">{t('languageLabel')}: </span>
          {language}
        </CoverChip>
        {live ? (
          <CoverChip className="right-2 bottom-2">
            <Eye className="size-3.5 shrink-0" aria-hidden />
            <span className="sr-only">{t('viewers')}: </span>
            <span data-testid="room-viewers">{format.number(room.viewers, COMPACT)}</span>
          </CoverChip>
        ) : null}
      </Cover>

      <div className="flex flex-1 flex-col gap-2 p-3">
        <Heading className="text-ink group-hover:text-brand line-clamp-2 text-[15px] leading-snug font-semibold transition-colors @min-[400px]:min-h-[2lh]">
          <Link
            href={roomHref(room.id)}
            prefetch={false}
            className="after:absolute after:inset-0 after:z-10 focus-visible:outline-none"
          >
            {room.title}
          </Link>
        </Heading>

        {m ? (
          <p
            data-testid="room-match"
            className="text-ink-soft bg-surface-muted flex min-w-0 items-center gap-1.5 rounded-md px-2 py-1 text-[13px]"
          >
            <span className="sr-only">{t('matchLabel')}: </span>
            <span className="min-w-0 truncate">{named(m, 'home_team_name', lang)}</span>
            {scored ? (
              <span
                data-testid="room-score"
                className={clsx(
                  'shrink-0 font-bold tabular-nums',
                  m.status === 'live' ? 'text-live' : 'text-ink',
                )}
              >
                {m.home_score} - {m.away_score}
              </span>
            ) : (
              <span className="text-ink-faint shrink-0 text-xs">{t('vs')}</span>
            )}
            <span className="min-w-0 truncate">{named(m, 'away_team_name', lang)}</span>
            {m.status === 'live' && m.match_str ? (
              <span className="text-live ml-auto shrink-0 pl-1 text-xs font-semibold tabular-nums">
                {m.match_str}
              </span>
            ) : m.status === 'scheduled' ? (
              <time
                dateTime={isoOf(m.match_time)}
                className="ml-auto shrink-0 pl-1 text-xs tabular-nums"
              >
                {format.dateTime(new Date(m.match_time * 1000), {
                  hour: '2-digit',
                  minute: '2-digit',
                  hourCycle: 'h23',
                })}
              </time>
            ) : null}
          </p>
        ) : null}

        <div className="mt-auto flex min-w-0 items-center gap-2 text-[13px]">
          <Avatar src={room.anchor_avatar} name={room.anchor_nickname} size={24} />
          <span className="text-ink-soft min-w-0 truncate">{room.anchor_nickname}</span>
          <span className="bg-brand-soft text-brand shrink-0 rounded px-1 text-[11px] leading-4 font-semibold">
            {t('level', { level: room.anchor_level })}
          </span>
        </div>
      </div>
    </article>
  );
}
