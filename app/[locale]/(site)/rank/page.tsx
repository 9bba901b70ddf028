import type { Metadata } from 'next';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import clsx from 'clsx';
import { Tv } from 'lucide-react';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { seoMetadata } from '@/lib/seo/page';
import { TabLinks } from '@/components/data-library/tab-links';
import { Avatar } from '@/components/ui/avatar';
import { readApi } from '@/components/live/data';
import { EmptyState } from '@/components/live/empty-state';
import { LiveFrame, LiveHeader } from '@/components/live/live-frame';
import { RANK_TABS, parseRankType, rankHref, rankPlaces, medalClass } from '@/components/live/rank';
import { roomHref } from '@/components/live/room-card';
import type { LivePage, RoomItem } from '@/lib/live/contract';

type RawParams = Record<string, string | string[] | undefined>;
type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<RawParams> };

/** The ranking holds the 60 most watched rooms on air (getLiveList2 sorts by viewers). */
const RANK_SIZE = 60;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'liveList.meta' });
  return seoMetadata({
    locale,
    path: '/rank',
    title: t('rank'),
    description: t('rankDescription'),
  });
}

/**
 * /rank (docs/product.md §2): the anchors on air ranked by the viewers in their rooms, as a dense table
 * (rank, anchor, title, viewers, followers), the top three marked; all, football or basketball.
 */
export default async function RankPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const type = parseRankType(await searchParams);
  const [t, format, read] = await Promise.all([
    getTranslations('liveList'),
    getFormatter(),
    readApi<LivePage<RoomItem>>('live_streaming/getLiveList2', { type, limit: RANK_SIZE }),
  ]);
  const rooms = read.ok && Array.isArray(read.data?.list) ? read.data.list : null;
  const places = rankPlaces(rooms ?? []);

  return (
    <LiveFrame>
      <LiveHeader title={t('rank.title')} sub={t('rank.text')}>
        <div className="bg-surface rounded-full p-1 shadow-sm">
          <TabLinks
            size="sm"
            label={t('rank.tabsLabel')}
            items={RANK_TABS.map((tab) => ({
              key: String(tab.type),
              href: rankHref(tab.type),
              label: t(`types.${tab.key}`),
              current: tab.type === type,
            }))}
          />
        </div>
      </LiveHeader>

      {!rooms ? (
        <p
          role="status"
          className="bg-surface text-ink-soft rounded-xl px-4 py-14 text-center text-sm shadow-sm"
        >
          {t('unavailable')}
        </p>
      ) : rooms.length === 0 ? (
        <EmptyState
          Icon={Tv}
          title={t('rank.emptyTitle')}
          text={t('rank.emptyText')}
          actions={[{ href: '/schedule?type=4', label: t('empty.toSchedule'), primary: true }]}
        />
      ) : (
        <div className="bg-surface overflow-hidden rounded-xl shadow-sm">
          <table className="w-full table-fixed border-collapse text-sm" data-testid="rank-table">
            <caption className="sr-only">{t('rank.caption')}</caption>
            <thead className="bg-surface-muted text-ink-soft text-xs">
              <tr>
                <th scope="col" className="w-12 px-2 py-2.5 text-center font-semibold sm:w-16">
                  {t('rank.columns.rank')}
                </th>
                <th scope="col" className="desk:w-60 px-2 py-2.5 text-left font-semibold sm:w-52">
                  {t('rank.columns.anchor')}
                </th>
                <th scope="col" className="px-2 py-2.5 text-left font-semibold max-sm:hidden">
                  {t('rank.columns.title')}
                </th>
                <th scope="col" className="w-[4.5rem] px-3 py-2.5 text-right font-semibold sm:w-28">
                  {t('rank.columns.viewers')}
                </th>
                <th scope="col" className="w-24 px-3 py-2.5 text-right font-semibold max-sm:hidden">
                  {t('rank.columns.followers')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-surface-page divide-y">
              {rooms.map((room, i) => {
                const rank = places[i];
                const top = rank !== null && rank <= 3;
                return (
                  <tr
                    key={room.id}
                    data-testid="rank-row"
                    data-rank={rank ?? undefined}
                    data-room={room.id}
                    className={clsx('hover:bg-surface-muted', top && 'bg-brand-soft/40')}
                  >
                    <td className="px-2 py-2 text-center">
                      {rank === null ? (
                        <>
                          <span className="text-ink-faint" aria-hidden>
                            –
                          </span>
                          <span className="sr-only">{t('rank.unranked')}</span>
                        </>
                      ) : (
                        <span
                          className={clsx(
                            'inline-grid size-7 place-items-center rounded-full text-[13px] font-bold tabular-nums',
                            medalClass(rank),
                          )}
                        >
                          {rank}
                        </span>
                      )}
                    </td>
                    <th scope="row" className="px-2 py-2 text-left font-normal">
                      <div className="flex min-w-0 items-center gap-2">
                        <Avatar
                          src={room.anchor_avatar}
                          name={room.anchor_nickname}
                          size={top ? 36 : 30}
                        />
                        <div className="min-w-0">
                          <p className="flex min-w-0 items-center gap-1.5">
                            <span
                              className={clsx(
                                'text-ink truncate',
                                top ? 'font-bold' : 'font-medium',
                              )}
                            >
                              {room.anchor_nickname}
                            </span>
                            <span className="bg-brand-soft text-brand shrink-0 rounded px-1 text-[10px] leading-4 font-semibold">
                              {t('card.level', { level: room.anchor_level })}
                            </span>
                          </p>
                          {/* On a phone the title column is hidden: the title goes here. */}
                          <Link
                            href={roomHref(room.id)}
                            prefetch={false}
                            className="text-ink-soft hover:text-brand block truncate text-xs sm:hidden"
                          >
                            {room.title}
                          </Link>
                        </div>
                      </div>
                    </th>
                    <td className="px-2 py-2 max-sm:hidden">
                      <div className="flex min-w-0">
                        <Link
                          href={roomHref(room.id)}
                          prefetch={false}
                          className="text-ink hover:text-brand truncate"
                        >
                          {room.title}
                        </Link>
                      </div>
                    </td>
                    <td
                      className={clsx(
                        'px-3 py-2 text-right tabular-nums',
                        top ? 'text-live font-bold' : 'text-ink font-semibold',
                      )}
                    >
                      <span data-testid="rank-viewers">{format.number(room.viewers)}</span>
                    </td>
                    <td className="text-ink-soft px-3 py-2 text-right tabular-nums max-sm:hidden">
                      {format.number(room.followers)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </LiveFrame>
  );
}
