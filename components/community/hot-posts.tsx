import { useTranslations } from 'next-intl';
import clsx from 'clsx';
import { Flame } from 'lucide-react';
import { Link } from '@/i18n/navigation';
import { TabLinks } from '@/components/data-library/tab-links';
import type { PostItem } from '@/lib/community/contract';
import { HOT_PERIODS, type HotPeriod } from '@/lib/community/limits';
import { postHref } from './api';
import { LangTag } from './lang-tag';

/**
 * The hot posts of the day, week or month (docs/product.md §9) beside the feed: the periods are links
 * (`?hot=`), so the block works without JS and each ranking is a URL. The API lists the viewer's
 * language first; a post in another language carries its tag (docs/architecture.md "Feeds by
 * language").
 */
export function HotPosts({
  period,
  posts,
  href,
}: {
  period: HotPeriod;
  /** null: the ranking could not be read. */
  posts: PostItem[] | null;
  href: (p: HotPeriod) => string;
}) {
  const t = useTranslations('community.hot');
  return (
    <section
      aria-labelledby="hot-posts-title"
      data-testid="hot-posts"
      className="bg-surface rounded-xl p-4 shadow-sm"
    >
      <h2
        id="hot-posts-title"
        className="text-ink mb-3 flex items-center gap-2 text-base font-semibold"
      >
        <Flame className="text-live size-5" aria-hidden />
        {t('title')}
      </h2>
      <TabLinks
        size="sm"
        label={t('label')}
        items={HOT_PERIODS.map((p) => ({
          key: p,
          href: href(p),
          label: t(p),
          current: p === period,
        }))}
      />
      {!posts || posts.length === 0 ? (
        <p className="text-ink-soft py-6 text-center text-sm">{t('empty')}</p>
      ) : (
        <ol className="mt-3 space-y-3">
          {posts.map((p, i) => (
            <li key={p.id} className="flex gap-2.5">
              <span
                className={clsx(
                  'mt-0.5 grid size-5 shrink-0 place-items-center rounded text-[11px] font-bold tabular-nums',
                  i < 3 ? 'bg-live text-white' : 'bg-surface-page text-ink-soft',
                )}
              >
                {i + 1}
              </span>
              <div className="min-w-0">
                <Link
                  href={postHref(p.id)}
                  prefetch={false}
                  lang={p.lang}
                  className="text-ink hover:text-brand line-clamp-2 text-sm break-words"
                >
                  {p.content}
                </Link>
                <p className="text-ink-faint mt-0.5 flex min-w-0 items-center gap-1.5 text-xs">
                  <LangTag lang={p.lang} />
                  <span className="truncate">
                    {p.author.nickname} · {t('score', { likes: p.likes, comments: p.comments })}
                  </span>
                </p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
