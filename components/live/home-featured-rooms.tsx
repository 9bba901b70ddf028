import { getTranslations } from 'next-intl/server';
import { ArrowRight, Star } from 'lucide-react';
import { Link } from '@/i18n/navigation';
import type { RoomItem } from '@/lib/live/contract';
import { CardCell, CardGrid } from './card-grid';
import { readApi } from './data';
import { RoomCard } from './room-card';

/**
 * The home page's featured rooms (issue 27 "Rooms"): the rooms on air that the console features
 * (admin/setRoomFeatured), in the console's order. Nothing when none is on air.
 */
export async function HomeFeaturedRooms() {
  const read = await readApi<RoomItem[]>('live_streaming/featuredRooms');
  const rooms = read.ok && Array.isArray(read.data) ? read.data : [];
  if (rooms.length === 0) return null;
  const t = await getTranslations('adminRooms.home');
  return (
    <section
      aria-labelledby="home-featured-title"
      className="space-y-4"
      data-testid="home-featured-rooms"
    >
      <div className="flex items-end justify-between gap-4">
        <h2 id="home-featured-title" className="text-ink flex items-center gap-2 text-xl font-bold">
          <Star className="text-brand size-5" aria-hidden />
          {t('title')}
        </h2>
        <Link
          href="/anchor"
          className="text-brand inline-flex shrink-0 items-center gap-1 text-sm font-medium hover:underline"
        >
          {t('more')}
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      </div>
      <CardGrid label={t('title')}>
        {rooms.map((r) => (
          <CardCell key={r.id}>
            <RoomCard room={r} />
          </CardCell>
        ))}
      </CardGrid>
    </section>
  );
}
