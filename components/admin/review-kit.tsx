'use client';

import { useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Check, X } from 'lucide-react';
import clsx from 'clsx';
import { apiPost } from '@/lib/client/api';
import { inlineError } from '@/components/wallet/api-error';
import { ListFailed, ListSkeleton, Pager, type ListLabels } from '@/components/wallet/pager';
import type { PagedState } from '@/components/wallet/use-paged';

/**
 * The parts every review list of /admin shares (issue 11 §8, issue 25): the status filter and
 * badge, the list's frame with its states and pager, one review at a time, the row's buttons.
 */

/** Page size the admin lists answer with unless they say (`limit`). */
const ADMIN_LIMIT = 20;

/** The review lists; each names its states (horns and applications pass, withdrawals pay). */
export type ReviewKind = 'horns' | 'withdrawals' | 'anchors';
/** undefined: every status. */
export type Status = 0 | 1 | 2 | undefined;
const STATUSES: Status[] = [0, 1, 2, undefined];

const STATUS_TONE: Record<number, string> = {
  0: 'bg-amber-50 text-amber-700',
  1: 'bg-green-50 text-win',
  2: 'bg-live-soft text-live',
};

function StatusFilter({
  kind,
  value,
  onChange,
}: {
  kind: ReviewKind;
  value: Status;
  onChange: (s: Status) => void;
}) {
  const t = useTranslations('admin');
  return (
    <div role="group" aria-label={t('statusFilter')} className="flex flex-wrap gap-1.5">
      {STATUSES.map((s) => (
        <button
          key={String(s)}
          type="button"
          aria-pressed={value === s}
          onClick={() => onChange(s)}
          className={clsx(
            'rounded-full px-3 py-1 text-[13px] transition-colors',
            value === s
              ? 'bg-brand font-semibold text-white'
              : 'bg-surface-muted text-ink-soft hover:text-brand',
          )}
        >
          {s === undefined ? t('status.all') : statusLabel(t, kind, s)}
        </button>
      ))}
    </div>
  );
}

type T = ReturnType<typeof useTranslations<'admin'>>;

function statusLabel(t: T, kind: ReviewKind, s: number): string {
  if (kind !== 'withdrawals')
    return s === 1 ? t('status.passed') : s === 2 ? t('status.failed') : t('status.waiting');
  return s === 1 ? t('status.paid') : s === 2 ? t('status.rejected') : t('status.waiting');
}

export function StatusBadge({ kind, status }: { kind: ReviewKind; status: number }) {
  const t = useTranslations('admin');
  return (
    <span
      className={clsx(
        'inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        STATUS_TONE[status] ?? 'bg-surface-muted text-ink-soft',
      )}
    >
      {statusLabel(t, kind, status)}
    </span>
  );
}

/** The shared frame of a review list: filter, total, table (or its states), pager. */
export function ReviewFrame<Row extends { id: number }>({
  kind,
  status,
  onStatus,
  result,
  page,
  onPage,
  onRetry,
  head,
  row,
}: {
  kind: ReviewKind;
  status: Status;
  onStatus: (s: Status) => void;
  result: PagedState<Row>;
  page: number;
  onPage: (p: number) => void;
  onRetry: () => void;
  head: React.ReactNode;
  row: (item: Row) => React.ReactNode;
}) {
  const t = useTranslations('admin');
  const labels = useAdminListLabels();
  const data = result.data;
  return (
    <section className="bg-surface rounded-xl shadow-sm" data-testid={`admin-${kind}`}>
      <header className="border-surface-page flex flex-wrap items-center justify-between gap-3 border-b px-4 py-3">
        <StatusFilter kind={kind} value={status} onChange={onStatus} />
        {data ? (
          <span className="text-ink-faint text-xs">{t('total', { total: data.total })}</span>
        ) : null}
      </header>
      {result.state === 'failed' && !data ? (
        <ListFailed msg={result.msg} onRetry={onRetry} retryLabel={labels.retry} />
      ) : !data ? (
        <ListSkeleton label={t('loading')} />
      ) : data.list.length === 0 ? (
        <p className="text-ink-soft px-4 py-12 text-center text-sm" data-testid="admin-empty">
          {t('empty')}
        </p>
      ) : (
        <>
          <div className="overflow-x-auto">
            <table
              className={clsx(
                'w-full min-w-[760px] text-left text-[13px]',
                result.state === 'loading' && 'opacity-60',
              )}
              aria-busy={result.state === 'loading' || undefined}
            >
              <thead className="bg-surface-muted text-ink-soft text-xs">{head}</thead>
              <tbody className="divide-surface-page divide-y">{data.list.map(row)}</tbody>
            </table>
          </div>
          {result.state === 'failed' ? (
            <p role="alert" className="text-live px-4 py-2 text-xs">
              {result.msg}
            </p>
          ) : null}
          <Pager
            page={page}
            total={data.total}
            limit={data.limit ?? ADMIN_LIMIT}
            onPage={onPage}
            labels={labels}
            disabled={result.state === 'loading'}
          />
        </>
      )}
    </section>
  );
}

/** The admin area's list words (admin.list) for Pager and ListFailed. */
function useAdminListLabels(): ListLabels {
  const t = useTranslations('admin.list');
  return useMemo(
    () => ({
      pages: t('pages'),
      prev: t('prev'),
      next: t('next'),
      pageOf: (page: number, pages: number) => t('pageOf', { page, pages }),
      retry: t('retry'),
    }),
    [t],
  );
}

export const th = 'px-3 py-2 font-medium whitespace-nowrap';
export const td = 'px-3 py-2.5 align-top';

/** One review at a time: which row is being sent, and a rejection's dialog state. */
export function useReview<Row extends { id: number }>(path: string) {
  const [busy, setBusy] = useState<number | null>(null);
  const [rejecting, setRejecting] = useState<Row | null>(null);
  const [approving, setApproving] = useState<Row | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [updated, setUpdated] = useState<Record<number, Row>>({});

  /** Sends one review; resolves with the API's message when it failed (also kept in `error`). */
  async function review(
    item: Row,
    pass: 0 | 1,
    reason?: string,
  ): Promise<{ ok: true } | { ok: false; msg: string } | null> {
    if (busy !== null) return null;
    setBusy(item.id);
    setError(null);
    try {
      const next = await apiPost<Row>(
        path,
        { id: item.id, pass, ...(reason ? { reason } : {}) },
        { silent: true },
      );
      setUpdated((u) => ({ ...u, [item.id]: { ...item, ...next } }));
      return { ok: true };
    } catch (e) {
      const msg = inlineError(e);
      setError(msg);
      return { ok: false, msg };
    } finally {
      setBusy(null);
    }
  }

  return {
    busy,
    rejecting,
    setRejecting,
    approving,
    setApproving,
    error,
    setError,
    review,
    /** The row as last answered by a review (the list itself is not read again). */
    current: (item: Row) => updated[item.id] ?? item,
  };
}

export function RowActions({
  busy,
  disabled,
  onApprove,
  onReject,
  subject,
}: {
  busy: boolean;
  disabled: boolean;
  onApprove: () => void;
  onReject: () => void;
  subject: string;
}) {
  const t = useTranslations('admin');
  return (
    <span className="inline-flex gap-1.5">
      <button
        type="button"
        onClick={onApprove}
        disabled={disabled}
        aria-busy={busy || undefined}
        aria-label={t('approveLabel', { subject })}
        className="bg-win inline-flex items-center gap-1 rounded-md px-2.5 py-1 text-xs font-semibold text-white transition hover:brightness-110 disabled:opacity-50"
      >
        <Check aria-hidden className="size-3.5" />
        {t('approve')}
      </button>
      <button
        type="button"
        onClick={onReject}
        disabled={disabled}
        aria-label={t('rejectLabel', { subject })}
        className="border-live/40 text-live hover:bg-live-soft inline-flex items-center gap-1 rounded-md border px-2.5 py-1 text-xs font-semibold transition disabled:opacity-50"
      >
        <X aria-hidden className="size-3.5" />
        {t('reject')}
      </button>
    </span>
  );
}
