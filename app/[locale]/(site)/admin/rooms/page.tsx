import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { ConsoleLiveCategory, ConsoleRoom } from '@/lib/admin/rooms-contract';
import { consoleMe } from '@/lib/admin/server';
import { serverApiOrNull } from '@/lib/bff/server';
import type { Paged } from '@/lib/wallet/contract';
import { seoMetadata } from '@/lib/seo/page';
import { ConsoleForbidden } from '@/components/admin/console-shell';
import { LiveCategories } from '@/components/admin/rooms/live-categories';
import { RoomsTable } from '@/components/admin/rooms/rooms-table';
import { roomsParams, roomsView } from '@/components/admin/rooms/params';
import { fromSearchParams } from '@/components/admin/users/params';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'adminRooms' });
  // Staff only: never indexed.
  return seoMetadata({ locale, path: '/admin/rooms', title: t('title'), noindex: true });
}

/** /admin/rooms (issue 27 "Rooms"): rooms on air, closures, featured rooms and the categories. */
export default async function RoomsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const me = await consoleMe();
  if (!me || !me.roles.includes('moderator')) return <ConsoleForbidden />;
  const view = roomsView(fromSearchParams(await searchParams));
  const [initial, categories] = await Promise.all([
    serverApiOrNull<Paged<ConsoleRoom>>('admin/roomList', roomsParams(view)),
    serverApiOrNull<ConsoleLiveCategory[]>('admin/liveCategoryList'),
  ]);
  return (
    <div className="flex flex-col gap-6">
      <RoomsTable initial={initial} />
      <LiveCategories initial={categories ?? []} canEdit={me.roles.includes('admin')} />
    </div>
  );
}
