import type { ComponentProps, ReactNode } from 'react';
import { ChevronRight } from 'lucide-react';
import { Link } from '@/i18n/navigation';

export type Crumb = { href: ComponentProps<typeof Link>['href']; label: ReactNode };

/**
 * The trail above a detail page (match centre, team, player): links to the places above it and
 * the page itself, unlinked and marked current. Server-safe; the matching BreadcrumbList JSON-LD
 * is the page's own.
 */
export function Breadcrumbs({
  label,
  items,
  current,
}: {
  /** The navigation landmark's accessible name. */
  label: string;
  items: readonly Crumb[];
  current: ReactNode;
}) {
  return (
    <nav aria-label={label} className="text-ink-soft mb-3 text-xs">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((c, i) => (
          <li key={i} className="flex items-center gap-1">
            {i > 0 && <ChevronRight className="size-3" aria-hidden />}
            <Link prefetch={false} href={c.href} className="hover:text-ink">
              {c.label}
            </Link>
          </li>
        ))}
        <li aria-current="page" className="text-ink flex min-w-0 items-center gap-1 font-medium">
          <ChevronRight className="size-3 shrink-0" aria-hidden />
          <span className="truncate">{current}</span>
        </li>
      </ol>
    </nav>
  );
}
