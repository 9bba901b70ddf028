import type { Metadata } from 'next';
import { getFormatter, getTimeZone, getTranslations, setRequestLocale } from 'next-intl/server';
import { CalendarCheck, CalendarClock, ChevronRight, Users } from 'lucide-react';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { seoMetadata } from '@/lib/seo/page';
import { Avatar } from '@/components/ui/avatar';
import { ZoneLabel } from '@/components/scores/zone-label';
import { UNRESERVE_PATH } from '@/components/live/api-paths';
import { readApi } from '@/components/live/data';
import { EmptyState } from '@/components/live/empty-state';
import { isoOf } from '@/components/live/format';
import { LiveFrame, LiveHeader } from '@/components/live/live-frame';
import { LoginState } from '@/components/live/login-state';
import { RefreshActionButton } from '@/components/live/refresh-action';
import { roomHref } from '@/components/live/room-card';
import type { Schedule } from '@/lib/live/contract';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const [t, ts] = await Promise.all([
    getTranslations({ locale, namespace: 'liveList.meta' }),
    getTranslations({ locale, namespace: 'seo' }),
  ]);
  // One user's own bookings: not indexed.
  return seoMetadata({
    locale,
    path: '/reserve',
    title: t('reserve'),
    description: ts('descriptions.reserve'),
    noindex: true,
  });
}

/**
 * /reserve (docs/product.md §2, side menu "reserve"): the user's booked broadcasts still ahead
 * (`Live_streaming/getUserReserveLiveList`, soonest first) with a cancel button each, times in
 * the viewer's zone; and the way to the booked matches (/member?type=4). Visitors: login state.
 */
export default async function ReservePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, format, zone, read] = await Promise.all([
    getTranslations('liveList'),
    getFormatter(),
    getTimeZone(),
    readApi<Schedule[]>('Live_streaming/getUserReserveLiveList'),
  ]);
  const list = read.ok && Array.isArray(read.data) ? read.data : null;

  return (
    <LiveFrame active="reserve">
      <LiveHeader title={t('reserve.title')} />
      {!read.ok && read.login ? (
        <LoginState
          title={t('login.reserveTitle')}
          text={t('login.reserveText')}
          button={t('login.button')}
        />
      ) : (
        <div className="space-y-6">
          <section aria-labelledby="reserve-broadcasts">
            <h2
              id="reserve-broadcasts"
              className="text-ink mb-3 flex flex-wrap items-center gap-x-2 text-base font-bold"
            >
              <CalendarClock className="text-brand size-5" aria-hidden />
              {t('reserve.broadcasts')}
              {list && list.length > 0 ? (
                <>
                  <span className="text-ink-soft text-sm font-normal">
                    {t('reserve.count', { count: list.length })}
                  </span>
                  <ZoneLabel zone={zone} />
                </>
              ) : null}
            </h2>
            {!list ? (
              <p
                role="status"
                className="bg-surface text-ink-soft rounded-xl px-4 py-14 text-center text-sm shadow-sm"
              >
                {t('unavailable')}
              </p>
            ) : list.length === 0 ? (
              <EmptyState
                Icon={CalendarClock}
                headingLevel={3}
                title={t('reserve.emptyTitle')}
                text={t('reserve.emptyText')}
                actions={[{ href: '/anchor?type=0', label: t('reserve.browse'), primary: true }]}
              />
            ) : (
              <ul
                className="bg-surface divide-surface-page divide-y rounded-xl shadow-sm"
                data-testid="booked-broadcasts"
              >
                {list.map((b) => {
                  const at = new Date(b.starts_at * 1000);
                  return (
                    <li
                      key={b.id}
                      className="desk:flex-nowrap flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3"
                    >
                      <time
                        dateTime={isoOf(b.starts_at)}
                        className="bg-surface-muted flex w-20 shrink-0 flex-col items-center rounded-lg py-1.5 text-center tabular-nums"
                      >
                        <span className="text-ink-soft text-xs">
                          {format.dateTime(at, {
                            weekday: 'short',
                            month: '2-digit',
                            day: '2-digit',
                          })}
                        </span>
                        <span className="text-ink text-lg leading-6 font-bold">
                          {format.dateTime(at, {
                            hour: '2-digit',
                            minute: '2-digit',
                            hourCycle: 'h23',
                          })}
                        </span>
                      </time>
                      <div className="flex min-w-0 flex-1 items-center gap-3">
                        <Avatar
                          src={b.anchor_avatar}
                          name={b.anchor_nickname}
                          size={40}
                          className="max-sm:hidden"
                        />
                        <div className="min-w-0">
                          <h3 className="text-ink line-clamp-2 font-semibold break-words">
                            <Link
                              href={roomHref(b.room_id)}
                              prefetch={false}
                              className="hover:text-brand"
                            >
                              {b.title}
                            </Link>
                          </h3>
                          <p className="text-ink-soft flex min-w-0 items-center gap-2 text-xs">
                            <span className="truncate">{b.anchor_nickname}</span>
                            <span className="inline-flex shrink-0 items-center gap-1 tabular-nums">
                              <Users className="size-3.5" aria-hidden />
                              {t('reserve.reservations', { count: b.reservations })}
                            </span>
                          </p>
                        </div>
                      </div>
                      <div className="flex shrink-0 items-center gap-2 max-sm:w-full max-sm:justify-end">
                        {b.match_id ? (
                          <Link
                            href={`/score-detail?id=${b.match_id}`}
                            prefetch={false}
                            className="text-brand hover:bg-brand-soft inline-flex h-8 items-center rounded-full px-3 text-[13px] font-medium whitespace-nowrap"
                          >
                            {t('reserve.toMatch')}
                          </Link>
                        ) : null}
                        <RefreshActionButton
                          path={UNRESERVE_PATH}
                          body={{ id: b.id }}
                          label={t('reserve.cancel')}
                          ariaLabel={t('reserve.cancelLabel', { title: b.title })}
                          icon="cancel"
                        />
                      </div>
                    </li>
                  );
                })}
              </ul>
            )}
          </section>

          <section
            aria-labelledby="reserve-matches"
            className="bg-surface flex flex-wrap items-center justify-between gap-3 rounded-xl px-4 py-4 shadow-sm"
          >
            <div className="flex min-w-0 items-center gap-3">
              <div className="bg-brand-soft text-brand grid size-10 shrink-0 place-items-center rounded-full">
                <CalendarCheck className="size-5" aria-hidden />
              </div>
              <div className="min-w-0">
                <h2 id="reserve-matches" className="text-ink font-bold">
                  {t('reserve.matchesTitle')}
                </h2>
                <p className="text-ink-soft text-sm">{t('reserve.matchesText')}</p>
              </div>
            </div>
            <Link
              href="/member?type=4"
              prefetch={false}
              className="bg-brand hover:bg-brand-dark inline-flex h-9 items-center gap-1 rounded-lg px-4 text-sm font-semibold text-white transition-colors"
            >
              {t('reserve.matchesLink')}
              <ChevronRight className="size-4" aria-hidden />
            </Link>
          </section>
        </div>
      )}
    </LiveFrame>
  );
}
