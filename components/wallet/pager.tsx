'use client';

import { ChevronLeft, ChevronRight, RotateCw } from 'lucide-react';
import { secondaryButton } from './wallet-dialog';

/**
 * The words of a paged list, from the caller's own namespace (the wallet's and the admin area's
 * pages each ship only their own messages).
 */
export type ListLabels = {
  pages: string;
  prev: string;
  next: string;
  pageOf: (page: number, pages: number) => string;
  retry: string;
};

/** Previous / next with "page x of y"; nothing when everything fits on one page. */
export function Pager({
  page,
  total,
  limit,
  onPage,
  labels,
  disabled = false,
}: {
  page: number;
  total: number;
  limit: number;
  onPage: (page: number) => void;
  labels: ListLabels;
  disabled?: boolean;
}) {
  const pages = Math.max(1, Math.ceil(total / limit));
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav
      aria-label={labels.pages}
      className="flex items-center justify-center gap-3 px-4 py-3 text-sm"
    >
      <button
        type="button"
        onClick={() => onPage(page - 1)}
        disabled={disabled || page <= 1}
        className={secondaryButton}
      >
        <ChevronLeft aria-hidden className="size-4" />
        {labels.prev}
      </button>
      <span className="text-ink-soft tabular-nums">{labels.pageOf(page, pages)}</span>
      <button
        type="button"
        onClick={() => onPage(page + 1)}
        disabled={disabled || page >= pages}
        className={secondaryButton}
      >
        {labels.next}
        <ChevronRight aria-hidden className="size-4" />
      </button>
    </nav>
  );
}

/** A list's failed read, with its retry. */
export function ListFailed({
  msg,
  onRetry,
  retryLabel,
}: {
  msg: string;
  onRetry: () => void;
  retryLabel: string;
}) {
  return (
    <div className="flex flex-col items-center gap-3 px-6 py-10 text-center">
      <p role="alert" className="text-live text-sm">
        {msg}
      </p>
      <button type="button" onClick={onRetry} className={secondaryButton}>
        <RotateCw aria-hidden className="size-4" />
        {retryLabel}
      </button>
    </div>
  );
}

/** Grey rows while a list's first page loads. */
export function ListSkeleton({ rows = 5, label }: { rows?: number; label: string }) {
  return (
    <ul aria-busy="true" aria-label={label} className="divide-surface-page divide-y">
      {Array.from({ length: rows }, (_, i) => (
        <li key={i} className="flex items-center gap-3 px-4 py-3.5">
          <div className="flex-1 space-y-2">
            <div className="bg-surface-muted h-3.5 w-2/5 animate-pulse rounded" />
            <div className="bg-surface-muted h-3 w-1/4 animate-pulse rounded" />
          </div>
          <div className="bg-surface-muted h-4 w-16 animate-pulse rounded" />
        </li>
      ))}
    </ul>
  );
}
