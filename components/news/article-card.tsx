import clsx from 'clsx';
import { getFormatter, getTranslations } from 'next-intl/server';
import { Eye } from 'lucide-react';
import { Link } from '@/i18n/navigation';
import { COMPACT, isoOf } from '@/components/live/format';
import type { ArticleItem } from '@/lib/content/contract';

/** An article's 16:9 cover: our own generated images or uploads, sized, lazy. */
function NewsCover({ src, eager = false }: { src: string; eager?: boolean }) {
  return (
    <div className="bg-nav aspect-video overflow-hidden rounded-lg">
      {src ? (
        // eslint-disable-next-line @next/next/no-img-element -- our own covers, sized
        <img
          src={src}
          alt=""
          width={640}
          height={360}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="size-full object-cover transition duration-300 motion-safe:group-hover:scale-[1.03]"
        />
      ) : null}
    </div>
  );
}

/** The date and reads line under a title. */
async function Byline({ a, className }: { a: ArticleItem; className?: string }) {
  const [t, format] = await Promise.all([getTranslations('news'), getFormatter()]);
  const at = new Date(a.published_at * 1000);
  return (
    <p className={clsx('text-ink-faint flex flex-wrap items-center gap-x-3 text-xs', className)}>
      <time dateTime={isoOf(a.published_at)}>
        {format.dateTime(at, { dateStyle: 'medium', timeStyle: 'short' })}
      </time>
      <span className="inline-flex items-center gap-1">
        <Eye className="size-3.5" aria-hidden />
        {t('views', { count: format.number(a.views, COMPACT) })}
      </span>
    </p>
  );
}

/**
 * One article in a list: `lead` (the first headline, large), `card` (grid) or `row` (a compact
 * line with a thumbnail, for side bars). The whole card is one link named by the title.
 */
export async function ArticleCard({
  a,
  variant = 'card',
  eager = false,
}: {
  a: ArticleItem;
  variant?: 'lead' | 'card' | 'row';
  eager?: boolean;
}) {
  const href = `/news/${a.id}`;
  if (variant === 'row')
    return (
      <Link href={href} prefetch={false} className="group flex gap-3" data-testid="news-row">
        <div className="w-28 shrink-0">
          <NewsCover src={a.cover} />
        </div>
        <div className="min-w-0">
          <h3 className="text-ink group-hover:text-brand line-clamp-2 text-sm font-medium">
            {a.title}
          </h3>
          <Byline a={a} className="mt-1" />
        </div>
      </Link>
    );
  return (
    <article
      className={clsx('group', variant === 'lead' && 'desk:grid desk:grid-cols-5 desk:gap-6')}
      data-testid="news-card"
    >
      <Link href={href} prefetch={false} className={clsx(variant === 'lead' && 'desk:col-span-3')}>
        <NewsCover src={a.cover} eager={eager} />
      </Link>
      <div className={clsx('mt-3', variant === 'lead' && 'desk:col-span-2 desk:mt-0')}>
        <span className="text-brand text-xs font-semibold">{a.category.name}</span>
        <h3
          className={clsx(
            'text-ink group-hover:text-brand mt-1 font-semibold',
            variant === 'lead' ? 'desk:text-2xl text-xl' : 'line-clamp-2 text-base',
          )}
        >
          <Link href={href} prefetch={false}>
            {a.title}
          </Link>
        </h3>
        <p
          className={clsx(
            'text-ink-soft mt-2 text-sm',
            variant === 'lead' ? 'line-clamp-4' : 'line-clamp-2',
          )}
        >
          {a.summary}
        </p>
        <Byline a={a} className="mt-2" />
      </div>
    </article>
  );
}
