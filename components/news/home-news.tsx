import { getTranslations } from 'next-intl/server';
import { ArrowRight, Newspaper } from 'lucide-react';
import { Link } from '@/i18n/navigation';
import { serverApiOrNull } from '@/lib/bff/server';
import { readApi } from '@/components/live/data';
import { ArticleCard } from './article-card';
import type { ArticlePage } from '@/lib/content/contract';

type Banner = { id: number; title: string; image: string; link: string };

/** Banners link to pages of the site or outside it; outside links open apart and pass no rank. */
function BannerLink({ b, children }: { b: Banner; children: React.ReactNode }) {
  const cls = 'group relative block aspect-[16/7] overflow-hidden rounded-xl';
  return /^https?:\/\//.test(b.link) ? (
    <a href={b.link} target="_blank" rel="noopener nofollow" className={cls}>
      {children}
    </a>
  ) : (
    <Link href={b.link} prefetch={false} className={cls}>
      {children}
    </Link>
  );
}

/**
 * The home page's news (docs/product.md §2 /main: banners and headlines): the banners as a swipeable
 * strip (CSS scroll snap: no script, every banner in the HTML), the headlines beside them.
 */
export async function HomeNews() {
  const [t, banners, heads] = await Promise.all([
    getTranslations('news'),
    serverApiOrNull<Banner[]>('Banner/getBannerList', {}, 'POST'),
    readApi<ArticlePage>('Portal_post/getList2', { headline: 1, size: 6 }),
  ]);
  const list = banners ?? [];
  const items = heads.ok ? heads.data.list : [];
  if (!list.length && !items.length) return null;
  return (
    <section aria-labelledby="home-news-title" className="space-y-4" data-testid="home-news">
      <div className="flex items-end justify-between gap-4">
        <h2 id="home-news-title" className="text-ink flex items-center gap-2 text-xl font-bold">
          <Newspaper className="text-brand size-5" aria-hidden />
          {t('homeHeading')}
        </h2>
        <Link
          href="/news"
          className="text-brand inline-flex items-center gap-1 text-sm font-medium hover:underline"
        >
          {t('more')}
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      </div>
      <div className="desk:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] grid gap-6">
        {list.length ? (
          <ul
            className="flex snap-x snap-mandatory [scrollbar-width:none] gap-3 overflow-x-auto rounded-xl"
            aria-label={t('headlines')}
          >
            {list.map((b, i) => (
              <li key={b.id} className="w-full shrink-0 snap-start">
                <BannerLink b={b}>
                  {/* eslint-disable-next-line @next/next/no-img-element -- our own banners, sized */}
                  <img
                    src={b.image}
                    alt=""
                    width={800}
                    height={350}
                    loading={i === 0 ? 'eager' : 'lazy'}
                    className="size-full object-cover transition duration-300 motion-safe:group-hover:scale-[1.02]"
                  />
                  <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/75 to-transparent px-4 pt-10 pb-4 text-lg font-semibold text-white">
                    {b.title}
                    <span className="ml-2 text-xs font-normal text-white/70">
                      {i + 1}/{list.length}
                    </span>
                  </span>
                </BannerLink>
              </li>
            ))}
          </ul>
        ) : null}
        <ol className="bg-surface space-y-4 rounded-xl p-4 shadow-sm">
          {items.map((a) => (
            <li key={a.id}>
              <ArticleCard a={a} variant="row" />
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
