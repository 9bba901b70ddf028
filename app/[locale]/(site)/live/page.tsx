import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { JsonLd } from '@/lib/seo/json-ld';
import {
  roomBreadcrumbLd,
  roomMetadata,
  RoomPageView,
  type RoomProps,
} from '@/components/live/room-page';

export async function generateMetadata(props: RoomProps): Promise<Metadata> {
  return roomMetadata(props);
}

/** /live?id= – an anchor's room: the stream, its chat and danmaku, notice and ranking (docs/product.md §2). */
export default async function LivePage(props: RoomProps) {
  const { locale } = await props.params;
  setRequestLocale(locale);
  return (
    <>
      <JsonLd data={await roomBreadcrumbLd(props)} />
      <RoomPageView {...props} />
    </>
  );
}
