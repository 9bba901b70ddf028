'use client';

import { useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Check, X } from 'lucide-react';
import clsx from 'clsx';
import { apiPost } from '@/lib/client/api';
import { toast } from '@/lib/client/toast';
import { ConfirmDialog } from '@/components/wallet/wallet-dialog';
import { RejectDialog } from './reject-dialog';
import { inlineError } from '@/components/wallet/api-error';
import { ListFailed, ListSkeleton, Pager, type ListLabels } from '@/components/wallet/pager';
import { useDateTime } from '@/components/wallet/format';
import { usePaged, type PagedState } from '@/components/wallet/use-paged';
import type { AdminHorn, Paged } from '@/lib/wallet/contract';

/**
 * The parts every review list of /admin shares (issue 11 §8, issue 25): the status filter and
 * badge, the list's frame with its states and pager, one review at a time, the row's buttons.
 */

/** Page size the admin lists answer with unless they say (`limit`). */
const ADMIN_LIMIT = 20;

/** The review lists; each names its states (horns and applications pass, withdrawals pay). */
export type ReviewKind = 'horns' | 'withdrawals' | 'anchors' | 'experts';
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

/**
 * A review list's state for ReviewFrame: the status filter (waiting first; a new filter goes back
 * to page 1), the page, and the list read for them (`initial`: the server's first page).
 */
export function useReviewList<Row>(path: string, initial: Paged<Row> | null = null) {
  const [status, setStatus] = useState<Status>(0);
  const [page, setPage] = useState(1);
  const [retry, setRetry] = useState(0);
  const result = usePaged<Row>(path, { status, page }, retry, initial);
  return {
    status,
    onStatus: (s: Status) => {
      setStatus(s);
      setPage(1);
    },
    result,
    page,
    onPage: setPage,
    onRetry: () => setRetry((n) => n + 1),
  };
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

/**
 * A review list's dialogs: the confirmation before an approval (when `approve` is given; lists
 * without it approve from the row at once) and the reason of a rejection. Each sends its verdict
 * through `r` and closes with a toast once the API took it; a refusal stays in the dialog.
 */
export function ReviewDialogs<Row extends { id: number }>({
  r,
  approve,
  reject,
}: {
  r: ReturnType<typeof useReview<Row>>;
  approve?: { title: string; text: (row: Row) => string };
  reject: { title: string; subject: (row: Row) => string };
}) {
  const t = useTranslations('admin');
  const send = (row: Row | null, pass: 0 | 1, reason?: string) => {
    if (!row) return;
    void r.review(row, pass, reason).then((res) => {
      if (!res?.ok) return;
      if (pass) r.setApproving(null);
      else r.setRejecting(null);
      toast.success(t(pass ? 'approvedToast' : 'rejectedToast'));
    });
  };
  return (
    <>
      {approve ? (
        <ConfirmDialog
          open={r.approving !== null}
          onOpenChange={(open) => {
            if (!open) r.setApproving(null);
          }}
          title={approve.title}
          text={r.approving ? approve.text(r.approving) : ''}
          confirmLabel={t('confirmApprove')}
          cancelLabel={t('cancel')}
          busy={r.busy !== null}
          error={r.error}
          onConfirm={() => send(r.approving, 1)}
          testId="approve-dialog"
        />
      ) : null}
      <RejectDialog
        key={r.rejecting?.id ?? 'none'}
        open={r.rejecting !== null}
        title={reject.title}
        subject={r.rejecting ? reject.subject(r.rejecting) : ''}
        busy={r.busy !== null}
        error={r.error}
        onCancel={() => r.setRejecting(null)}
        onReject={(reason) => send(r.rejecting, 0, reason)}
      />
    </>
  );
}

/** What every reviewed item has (horns, withdrawals and applications alike). */
type Reviewed = Pick<AdminHorn, 'id' | 'status' | 'reason' | 'created_at'>;

/**
 * The cells every review row ends with: when it was sent, its state (with the reason of a
 * rejection), and approve/reject while it waits. Approving opens the confirmation (ReviewDialogs)
 * unless `onApprove` decides otherwise.
 */
export function ReviewCells<Row extends Reviewed>({
  kind,
  r,
  row,
  subject,
  onApprove,
}: {
  kind: ReviewKind;
  r: ReturnType<typeof useReview<Row>>;
  row: Row;
  subject: string;
  onApprove?: () => void;
}) {
  const when = useDateTime();
  return (
    <>
      <td className={clsx(td, 'text-ink-soft whitespace-nowrap tabular-nums')}>
        <time dateTime={row.created_at}>{when(row.created_at)}</time>
      </td>
      <td className={td}>
        <StatusBadge kind={kind} status={row.status} />
        {row.reason ? <p className="text-ink-faint mt-1 text-xs">{row.reason}</p> : null}
      </td>
      <td className={clsx(td, 'text-right whitespace-nowrap')}>
        {row.status === 0 ? (
          <RowActions
            busy={r.busy === row.id}
            disabled={r.busy !== null}
            onApprove={
              onApprove ??
              (() => {
                r.setError(null);
                r.setApproving(row);
              })
            }
            onReject={() => {
              r.setError(null);
              r.setRejecting(row);
            }}
            subject={subject}
          />
        ) : null}
      </td>
    </>
  );
}
