import { useTranslations } from 'next-intl';
import clsx from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from '@/i18n/navigation';

/** The page numbers to show: the first, the last, and two either side of the current one. */
export function pageWindow(page: number, pages: number): (number | 'gap')[] {
  const keep = new Set([1, pages]);
  for (let p = page - 2; p <= page + 2; p++) if (p >= 1 && p <= pages) keep.add(p);
  const sorted = [...keep].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  for (const [i, p] of sorted.entries()) {
    if (i > 0 && p - sorted[i - 1] > 1) out.push('gap');
    out.push(p);
  }
  return out;
}

const item =
  'inline-flex h-9 min-w-9 items-center justify-center gap-1 rounded-lg px-2.5 text-sm tabular-nums transition';

/** Pages as plain links (`?page=`): every page is its own server-rendered, crawlable URL. */
export function Pagination({
  page,
  pages,
  href,
}: {
  page: number;
  pages: number;
  href: (page: number) => string;
}) {
  const t = useTranslations('liveList.pagination');
  if (pages <= 1) return null;
  const step = (to: number, label: string, dir: 'prev' | 'next') => {
    const Icon = dir === 'prev' ? ChevronLeft : ChevronRight;
    const body = (
      <>
        {dir === 'prev' ? <Icon className="size-4" aria-hidden /> : null}
        <span className="max-sm:sr-only">{label}</span>
        {dir === 'next' ? <Icon className="size-4" aria-hidden /> : null}
      </>
    );
    return to < 1 || to > pages ? (
      <span aria-disabled="true" className={clsx(item, 'text-ink-faint bg-surface/60')}>
        {body}
      </span>
    ) : (
      <Link
        href={href(to)}
        prefetch={false}
        rel={dir}
        className={clsx(item, 'bg-surface text-ink hover:text-brand shadow-sm')}
      >
        {body}
      </Link>
    );
  };
  return (
    <nav aria-label={t('label')} className="mt-6 flex justify-center" data-testid="pagination">
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        <li>{step(page - 1, t('prev'), 'prev')}</li>
        {pageWindow(page, pages).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden className="text-ink-faint px-1">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                href={href(p)}
                prefetch={false}
                aria-current={p === page ? 'page' : undefined}
                aria-label={t('page', { page: p })}
                className={clsx(
                  item,
                  p === page
                    ? 'bg-ink font-semibold text-white'
                    : 'bg-surface text-ink-soft hover:text-ink shadow-sm',
                )}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        <li>{step(page + 1, t('next'), 'next')}</li>
      </ul>
    </nav>
  );
}
