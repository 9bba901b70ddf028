import { useFormatter, useTranslations } from 'next-intl';
import { Radio } from 'lucide-react';
import { Link } from '@/i18n/navigation';
import { Avatar } from '@/components/ui/avatar';
import type { RoomItem } from '@/lib/live/contract';

/** A room on air as Live/getRoomList answers it (lib/live/contract.ts), the fields shown. */
export type MatchRoom = Pick<
  RoomItem,
  'id' | 'anchor_nickname' | 'anchor_avatar' | 'title' | 'viewers' | 'language'
>;

export type MatchRoomGroup = { language: string; rooms: MatchRoom[] };

/**
 * The rooms commentating this match, by commentary language, the page's language first
 * (issue 9 §7): the match centre's way into the live rooms.
 */
export function MatchRooms({ groups }: { groups: MatchRoomGroup[] }) {
  const t = useTranslations('matchCentre.rooms');
  const format = useFormatter();
  if (groups.length === 0) return null;
  return (
    <section
      aria-labelledby="match-rooms-title"
      className="bg-surface mb-4 rounded-xl p-4 shadow-sm"
      data-testid="match-rooms"
    >
      <h2 id="match-rooms-title" className="text-ink mb-3 flex items-center gap-2 font-semibold">
        <Radio className="text-live size-4" aria-hidden />
        {t('title')}
      </h2>
      <div className="space-y-3">
        {groups.map((g) => (
          <div key={g.language}>
            <h3 className="text-ink-soft mb-1.5 text-xs font-semibold">
              {t(`language.${g.language}` as 'language.zh', { count: g.rooms.length })}
            </h3>
            <ul className="space-y-1">
              {g.rooms.map((r) => (
                <li key={r.id}>
                  <Link
                    prefetch={false}
                    href={`/live?id=${r.id}`}
                    className="hover:bg-surface-muted flex items-center gap-2 rounded-lg p-1.5"
                  >
                    <Avatar src={r.anchor_avatar} name={r.anchor_nickname} size={32} />
                    <span className="min-w-0 flex-1">
                      <span className="text-ink block truncate text-sm font-medium">
                        {r.anchor_nickname}
                      </span>
                      <span className="text-ink-soft block truncate text-xs">{r.title}</span>
                    </span>
                    <span className="text-live shrink-0 text-xs font-semibold">
                      {t('viewers', {
                        count: format.number(r.viewers, { notation: 'compact' }),
                      })}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
