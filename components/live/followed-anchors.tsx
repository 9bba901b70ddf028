import 'server-only';
import { getFormatter, getTranslations } from 'next-intl/server';
import { HeartHandshake, Radio } from 'lucide-react';
import { Link } from '@/i18n/navigation';
import { Avatar } from '@/components/ui/avatar';
import { ATTENTION_PATH } from './api-paths';
import { CardCell, CardGrid } from './card-grid';
import { readApi } from './data';
import { EmptyState } from './empty-state';
import { isoOf } from './format';
import { LoginState } from './login-state';
import { RefreshActionButton } from './refresh-action';
import { RoomCard, roomHref } from './room-card';
import type { FollowedAnchor } from '@/lib/live/contract';

type Read = Awaited<ReturnType<typeof readApi<FollowedAnchor[]>>>;

/** `User/attentionList` as the page reads it (the login state for a visitor). */
export function readFollowedAnchors(): Promise<Read> {
  return readApi<FollowedAnchor[]>('User/attentionList');
}

/**
 * The anchors the user follows: those on air as room cards, the others in a compact list with
 * an unfollow button; the login state for a visitor. On /attention and the member centre's
 * "my follows" tab (`/member?type=2`).
 */
export async function FollowedAnchors({ read }: { read: Read }) {
  const [t, format] = await Promise.all([getTranslations('liveList'), getFormatter()]);
  const list = read.ok && Array.isArray(read.data) ? read.data : null;
  const live = list?.filter((a) => a.room?.state === 'live') ?? [];
  const offline = list?.filter((a) => a.room?.state !== 'live') ?? [];
  return (
    <>
      {!read.ok && read.login ? (
        <LoginState
          title={t('login.attentionTitle')}
          text={t('login.attentionText')}
          button={t('login.button')}
        />
      ) : !list ? (
        <p
          role="status"
          className="bg-surface text-ink-soft rounded-xl px-4 py-14 text-center text-sm shadow-sm"
        >
          {t('unavailable')}
        </p>
      ) : list.length === 0 ? (
        <EmptyState
          Icon={HeartHandshake}
          title={t('attention.emptyTitle')}
          text={t('attention.emptyText')}
          actions={[{ href: '/anchor?type=0', label: t('attention.browse'), primary: true }]}
        />
      ) : (
        <div className="space-y-6">
          <section aria-labelledby="attention-live">
            <h2
              id="attention-live"
              className="text-ink mb-3 flex items-center gap-2 text-base font-bold"
            >
              <Radio className="text-live size-5" aria-hidden />
              {t('attention.liveNow')}
              <span className="text-ink-soft text-sm font-normal tabular-nums">{live.length}</span>
            </h2>
            {live.length > 0 ? (
              <CardGrid>
                {live.map((a) => (
                  <CardCell key={a.anchor_id}>
                    <RoomCard room={a.room!} />
                  </CardCell>
                ))}
              </CardGrid>
            ) : (
              <p className="bg-surface text-ink-soft rounded-xl px-4 py-6 text-center text-sm shadow-sm">
                {t('attention.noneLive')}
              </p>
            )}
          </section>

          {offline.length > 0 ? (
            <section aria-labelledby="attention-offline">
              <h2 id="attention-offline" className="text-ink mb-3 text-base font-bold">
                {t('attention.offline')}
                <span className="text-ink-soft ml-2 text-sm font-normal tabular-nums">
                  {offline.length}
                </span>
              </h2>
              <ul
                className="bg-surface divide-surface-page divide-y rounded-xl shadow-sm"
                data-testid="offline-anchors"
              >
                {offline.map((a) => (
                  <li
                    key={a.anchor_id}
                    className="flex flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3"
                  >
                    <Avatar src={a.avatar} name={a.nickname} size={40} />
                    <div className="min-w-0 flex-1">
                      <p className="flex min-w-0 items-center gap-2">
                        {a.room ? (
                          <Link
                            href={roomHref(a.room.id)}
                            prefetch={false}
                            className="text-ink hover:text-brand truncate font-semibold"
                          >
                            {a.nickname}
                          </Link>
                        ) : (
                          <span className="text-ink truncate font-semibold">{a.nickname}</span>
                        )}
                        <span className="bg-brand-soft text-brand shrink-0 rounded px-1 text-[11px] leading-4 font-semibold">
                          {t('card.level', { level: a.level })}
                        </span>
                      </p>
                      <p className="text-ink-soft truncate text-xs">
                        {t.rich('attention.followedOn', {
                          date: format.dateTime(new Date(a.followed_at * 1000), {
                            dateStyle: 'medium',
                          }),
                          time: (chunks) => <time dateTime={isoOf(a.followed_at)}>{chunks}</time>,
                        })}
                      </p>
                    </div>
                    <RefreshActionButton
                      path={ATTENTION_PATH}
                      body={{ anchor_id: a.anchor_id, type: 0 }}
                      label={t('attention.unfollow')}
                      ariaLabel={t('attention.unfollowLabel', { name: a.nickname })}
                      icon="unfollow"
                    />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      )}
    </>
  );
}
