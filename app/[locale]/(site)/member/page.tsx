import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { getViewer, serverApiOrNull } from '@/lib/bff/server';
import { seoMetadata } from '@/lib/seo/page';
import { LoginPrompt } from '@/components/member/login-prompt';
import { MemberMenu } from '@/components/member/member-menu';
import { resolveTab, visibleMenu } from '@/components/member/menu';
import { ProfileTab } from '@/components/member/profile-tab';
import { BookingsTab } from '@/components/member/bookings-tab';
import { EmptyTab } from '@/components/member/empty-tab';
import { FollowedAnchors, readFollowedAnchors } from '@/components/live/followed-anchors';
import { Link } from '@/i18n/navigation';
import { CalendarClock } from 'lucide-react';
import type { MatchItem } from '@/lib/matches/types';
import type { AvatarOption, VerifiedInfo } from '@/components/member/types';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<{ type?: string | string[] }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const [t, ts] = await Promise.all([
    getTranslations({ locale, namespace: 'member' }),
    getTranslations({ locale, namespace: 'seo' }),
  ]);
  // One user's own page: not indexed.
  return seoMetadata({
    locale,
    path: '/member',
    title: t('title'),
    description: ts('descriptions.member'),
    noindex: true,
  });
}

/** The booked broadcasts still ahead (their own page is /reserve); 0 when the read fails. */
async function bookedBroadcasts(): Promise<number> {
  const r = await serverApiOrNull<unknown[]>('Live_streaming/getUserReserveLiveList');
  return Array.isArray(r) ? r.length : 0;
}

/** The booked matches (`live/myReservations`); an empty list when the read fails. */
async function myBookings(): Promise<MatchItem[]> {
  const r = await serverApiOrNull<MatchItem[]>('live/myReservations');
  return Array.isArray(r) ? r : [];
}

export default async function MemberPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  // getViewer reads user/info once per request (shared with the nav bar); null means code 700.
  const [viewer, { type }] = await Promise.all([getViewer(), searchParams]);
  if (!viewer) {
    return (
      <div className="px-4 py-12">
        <LoginPrompt />
      </div>
    );
  }

  const t = await getTranslations('member');
  const isAnchor = viewer.is_anchor !== 0;
  const tab = resolveTab(type, isAnchor);
  const [avatars, verified] = await Promise.all([
    serverApiOrNull<AvatarOption[]>('user/avatarList'),
    viewer.is_verified
      ? serverApiOrNull<VerifiedInfo>('Member/getVerifiedInfo', undefined, 'POST')
      : null,
  ]);

  return (
    <div className="desk:flex-row desk:gap-6 desk:px-4 desk:py-6 mx-auto flex max-w-[1200px] flex-col gap-4 px-3 py-4">
      <aside className="desk:sticky desk:top-4 desk:w-56 desk:self-start shrink-0">
        <MemberMenu items={visibleMenu(isAnchor)} active={tab.type} />
      </aside>
      <div className="min-w-0 flex-1">
        <h1 className="sr-only">{t('title')}</h1>
        {tab.key === 'bookings' ? (
          <div className="space-y-4">
            <Link
              href="/reserve"
              className="bg-surface text-ink hover:bg-surface-muted flex items-center gap-3 rounded-xl px-4 py-3 text-sm shadow-sm"
            >
              <CalendarClock className="text-brand size-5" aria-hidden />
              <span className="flex-1">
                {t('broadcastsBooked', { count: await bookedBroadcasts() })}
              </span>
              <span className="text-brand font-medium">{t('toReserve')}</span>
            </Link>
            <BookingsTab initial={await myBookings()} />
          </div>
        ) : tab.key === 'follows' ? (
          <div className="space-y-6">
            <FollowedAnchors read={await readFollowedAnchors()} />
          </div>
        ) : tab.key === 'messages' ? (
          <EmptyTab tab={tab.key} />
        ) : (
          <ProfileTab user={viewer} avatars={avatars ?? []} verified={verified} />
        )}
      </div>
    </div>
  );
}
