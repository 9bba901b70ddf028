import { useTranslations } from 'next-intl';
import { Trophy } from 'lucide-react';
import { TabLinks } from '@/components/data-library/tab-links';
import { homeHref, rankingHref } from './links';

export type FrameSection = 'football' | 'basketball' | 'ranking' | null;

/**
 * The expert pages' frame (docs/product.md §2): the column, and the section links that join the
 * pages (football experts, basketball experts, the ranking), the page's own marked.
 */
export function ExpertsFrame({
  current,
  children,
}: {
  current: FrameSection;
  children: React.ReactNode;
}) {
  const t = useTranslations('experts.pages.nav');
  const items = [
    { key: 'football', href: homeHref('football'), label: t('football') },
    { key: 'basketball', href: homeHref('basketball'), label: t('basketball') },
    { key: 'ranking', href: rankingHref(), label: t('ranking') },
  ];
  return (
    <div className="desk:px-6 desk:py-6 mx-auto max-w-[1200px] px-3 py-4">
      <div className="bg-surface mb-4 flex items-center rounded-xl px-2 shadow-sm">
        {/* The section's name; a phone leaves it to the page's heading, to keep the links on screen. */}
        <span className="border-surface-page text-ink flex shrink-0 items-center gap-1.5 border-r py-1 pr-3 pl-2 text-[15px] font-bold max-sm:hidden">
          <Trophy aria-hidden className="text-brand size-4" />
          {t('title')}
        </span>
        <TabLinks
          label={t('label')}
          items={items.map((i) => ({ ...i, current: i.key === current }))}
        />
      </div>
      {children}
    </div>
  );
}

/** A page's title line: heading, a line under it, and actions at the right. */
export function PageHeader({
  title,
  sub,
  children,
}: {
  title: React.ReactNode;
  sub?: React.ReactNode;
  children?: React.ReactNode;
}) {
  return (
    <header className="mb-3 flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
      <div className="min-w-0">
        <h1 className="text-ink desk:text-2xl text-xl font-extrabold">{title}</h1>
        {sub ? <p className="text-ink-soft mt-0.5 text-sm">{sub}</p> : null}
      </div>
      {children}
    </header>
  );
}

/** The grey box a section shows when it has nothing (or its read failed). */
export function EmptyBox({ children, testId }: { children: React.ReactNode; testId?: string }) {
  return (
    <p
      role="status"
      data-testid={testId}
      className="bg-surface text-ink-soft rounded-xl px-4 py-12 text-center text-sm shadow-sm"
    >
      {children}
    </p>
  );
}
