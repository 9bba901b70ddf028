import { getTranslations } from 'next-intl/server';
import { ArrowRight, Clapperboard } from 'lucide-react';
import { Link } from '@/i18n/navigation';
import { readApi } from '@/components/live/data';
import { readPost } from '@/components/video/data';
import { VideoCard } from '@/components/video/video-card';
import { HotPosts } from '@/components/community/hot-posts';
import type { PostItem } from '@/lib/community/contract';
import type { VideoItem } from '@/lib/video/contract';

/** Videos on the home page: the most watched of the newest. */
const HOME_VIDEOS = 8;
const HOME_POSTS = 8;

/**
 * The home page's videos and the community's hot posts of the week (docs/product.md §2 /main), side by
 * side on a desktop. Server-rendered: the cards are links, the periods of the hot posts lead to
 * /circle.
 */
export async function HomeMedia() {
  const [t, videos, posts] = await Promise.all([
    getTranslations('home.videos'),
    readPost<{ list: VideoItem[] }>('Video/getList', { order: 'hot', size: HOME_VIDEOS }),
    readApi<PostItem[]>('anchor_dynamics/hot', { period: 'week', limit: HOME_POSTS }),
  ]);
  const list = videos.ok ? videos.data.list : [];
  const now = new Date();
  return (
    <div className="desk:grid-cols-[minmax(0,1fr)_340px] grid gap-6" data-testid="home-media">
      <section aria-labelledby="home-videos-title" className="min-w-0 space-y-4">
        <div className="flex items-end justify-between gap-4">
          <div>
            <h2
              id="home-videos-title"
              className="text-ink flex items-center gap-2 text-xl font-bold"
            >
              <Clapperboard className="text-brand size-5" aria-hidden />
              {t('title')}
            </h2>
            <p className="text-ink-soft mt-1 text-sm">{t('text')}</p>
          </div>
          <Link
            href="/video-list"
            className="text-brand inline-flex shrink-0 items-center gap-1 text-sm font-medium hover:underline"
          >
            {t('more')}
            <ArrowRight className="size-4" aria-hidden />
          </Link>
        </div>
        <div className="grid grid-cols-2 gap-3 xl:grid-cols-4">
          {list.map((v) => (
            <VideoCard key={v.id} video={v} now={now} />
          ))}
        </div>
      </section>
      <HotPosts
        period="week"
        posts={posts.ok ? posts.data : null}
        href={(p) => `/circle?hot=${p}`}
      />
    </div>
  );
}
