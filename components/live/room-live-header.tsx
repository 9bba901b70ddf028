'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { Users } from 'lucide-react';
import { useRoomLive, type RoomLiveSeed } from './room-live';

type Props = { roomId: number; seed: RoomLiveSeed };

/** The room's title in its header, as it stands (a renamed broadcast shows without a reload). */
export function RoomLiveTitle({ roomId, seed }: Props) {
  const room = useRoomLive(roomId, seed);
  return (
    <h1 className="text-ink truncate text-lg font-bold" data-testid="room-title">
      {room.title}
    </h1>
  );
}

/**
 * On air or off, and the viewers present, in the room's header: kept in step with the room's
 * websocket frames (room-live.ts), so a viewer already in the room sees the broadcast end and
 * the same count as the lists and the studio.
 */
export function RoomLiveStatus({ roomId, seed }: Props) {
  const t = useTranslations('liveRoom');
  const format = useFormatter();
  const room = useRoomLive(roomId, seed);
  const live = room.state === 'live';
  return (
    <span
      className="inline-flex flex-wrap items-center gap-x-3 gap-y-1"
      data-testid="room-status"
      data-state={room.state}
      aria-live="polite"
    >
      {live ? (
        <span className="text-live inline-flex items-center gap-1 font-semibold">
          <span className="bg-live size-2 rounded-full motion-safe:animate-pulse" aria-hidden />
          {t('live')}
        </span>
      ) : (
        <span>{t(room.reason === 'closed' ? 'closed' : 'offline')}</span>
      )}
      {live && (
        <span
          className="inline-flex items-center gap-1"
          data-testid="room-viewers"
          data-count={room.viewers}
        >
          <Users className="size-4" aria-hidden />
          {t('viewers', {
            count: format.number(room.viewers, { notation: 'compact', maximumFractionDigits: 1 }),
          })}
        </span>
      )}
    </span>
  );
}
