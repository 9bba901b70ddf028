'use client';

import { useMemo, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Check, Search, X } from 'lucide-react';
import clsx from 'clsx';
import { apiPost } from '@/lib/client/api';
import { toast } from '@/lib/client/toast';
import type {
  BulkReviewBody,
  BulkReviewResult,
  QueuePageExtra,
  ReviewQueue,
} from '@/lib/admin/queue-contract';
import type { AdminHorn, Paged } from '@/lib/wallet/contract';
import { ConsoleTable, nextSort, type Column, type RowId } from '@/components/admin/console-table';
import { useConsoleParams } from '@/components/admin/use-console-params';
import { BulkBar } from '@/components/admin/bulk-bar';
import { useReauth } from '@/components/admin/reauth';
import { RejectDialog } from '@/components/admin/reject-dialog';
import { inlineError } from '@/components/wallet/api-error';
import { ConfirmDialog, WalletDialog } from '@/components/wallet/wallet-dialog';
import { useDateTime } from '@/components/wallet/format';
import { ListFailed, Pager, type ListLabels } from '@/components/wallet/pager';
import { usePaged } from '@/components/wallet/use-paged';
import { listParams, queueView } from './params';

/** What every queue's item has (horns, withdrawals and applications alike). */
export type QueueItem = Pick<
  AdminHorn,
  'id' | 'status' | 'reason' | 'created_at' | 'reviewed_at'
> & {
  user: Pick<AdminHorn['user'], 'id' | 'nickname'> &
    Partial<Pick<AdminHorn['user'], 'mobile_masked'>>;
};

/** A page of a queue's list: the list endpoints answer the counts per status with it. */
export type QueuePage<Row> = Paged<Row> & Partial<QueuePageExtra>;

/** What a queue adds to the shared frame: its endpoints, its own columns, its words. */
export type QueueDef<Row extends QueueItem> = {
  queue: ReviewQueue;
  listPath: string;
  reviewPath: string;
  /** The columns between the id/user and the time/status/actions columns. */
  columns: Column<Row>[];
  /** Sortable by amount (the column keyed `amount` among `columns`). */
  amountSort?: boolean;
  /** The row named in labels and dialogs. */
  subject: (row: Row) => string;
  /** An approval asks first (with this text); without it a row is approved at once. */
  approveText?: (row: Row) => string;
  /** The detail dialog's content (Enter on a row); the frame adds status, reason and times. */
  detail: (row: Row) => ReactNode;
};

const STATUS_TONE: Record<number, string> = {
  0: 'bg-amber-50 text-amber-700',
  1: 'bg-green-50 text-win',
  2: 'bg-live-soft text-live',
};

/** The states a queue's filter offers, "all" last. */
const FILTERS = ['0', '1', '2', 'all'] as const;

/** A queue's word for a status: withdrawals are paid or rejected, the others passed or failed. */
export function useStatusLabel(queue: ReviewQueue) {
  const t = useTranslations('adminQueues.status');
  return (s: number) =>
    s === 0
      ? t('waiting')
      : queue === 'withdrawals'
        ? t(s === 1 ? 'paid' : 'rejected')
        : t(s === 1 ? 'passed' : 'failed');
}

export function StatusBadge({ queue, status }: { queue: ReviewQueue; status: number }) {
  const label = useStatusLabel(queue);
  return (
    <span
      className={clsx(
        'inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        STATUS_TONE[status] ?? 'bg-surface-muted text-ink-soft',
      )}
    >
      {label(status)}
    </span>
  );
}

/**
 * One review queue of the console (issue 27 "Review queues"; docs/architecture.md "Console"):
 * filter by status (with the count of each), search, sort and page, all kept in the URL; approve
 * or reject a row (a reason is required), or many at once (admin/bulkReview, one reason for all);
 * Enter opens a row's detail, A approves and R rejects the focused row. Withdrawals are money:
 * their reviews go through useReauth (the password again once in 10 minutes).
 */
export function ReviewQueue<Row extends QueueItem>({
  def,
  initial,
}: {
  def: QueueDef<Row>;
  initial: QueuePage<Row> | null;
}) {
  const t = useTranslations('adminQueues');
  const tc = useTranslations('console');
  const when = useDateTime();
  const statusLabel = useStatusLabel(def.queue);
  const withReauth = useReauth();
  const [params, setParams] = useConsoleParams();
  const view = queueView(params.get, !!def.amountSort);
  const [reload, setReload] = useState(0);
  const result = usePaged<Row>(def.listPath, listParams(view), reload, initial);
  const data: QueuePage<Row> | null = result.data;
  const rows = data?.list ?? [];
  const counts = data?.status_counts;

  const [query, setQuery] = useState(view.q);
  const [selected, setSelected] = useState<Set<RowId>>(new Set());
  const [approving, setApproving] = useState<Row[] | null>(null);
  const [rejecting, setRejecting] = useState<Row[] | null>(null);
  const [opened, setOpened] = useState<Row | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const labels = useListLabels();
  const waitingRows = rows.filter((r) => r.status === 0);
  const selectedRows = waitingRows.filter((r) => selected.has(r.id));

  /** Sends a verdict: one row through the queue's own endpoint, several through the bulk one. */
  async function send(items: Row[], pass: 0 | 1, reason?: string) {
    if (busy || items.length === 0) return;
    setBusy(true);
    setError(null);
    try {
      if (items.length === 1) {
        await withReauth(() =>
          apiPost<Row>(
            def.reviewPath,
            { id: items[0].id, pass, ...(reason ? { reason } : {}) },
            { silent: true },
          ),
        );
        toast.success(t(pass ? 'approvedToast' : 'rejectedToast'));
        setSelected((s) => {
          const next = new Set(s);
          next.delete(items[0].id);
          return next;
        });
      } else {
        const body: BulkReviewBody = {
          queue: def.queue,
          ids: items.map((r) => r.id),
          pass,
          ...(reason ? { reason } : {}),
        };
        const res = await withReauth(() =>
          apiPost<BulkReviewResult>('admin/bulkReview', body, { silent: true }),
        );
        const failed = res.results.filter((r) => !r.ok);
        if (res.done > 0) toast.success(t('bulkDone', { done: res.done, n: items.length }));
        if (failed.length > 0)
          toast.error(t('bulkFailed', { n: failed.length, msg: failed[0].msg }));
        // What could not be reviewed stays selected.
        setSelected(new Set(failed.map((r) => r.id)));
      }
      setApproving(null);
      setRejecting(null);
      setOpened(null);
      setReload((n) => n + 1);
    } catch (e) {
      const msg = inlineError(e);
      setError(msg);
      // Without a dialog open the message would go unseen.
      if (!approving && !rejecting) toast.error(msg);
    } finally {
      setBusy(false);
    }
  }

  function approve(items: Row[]) {
    setError(null);
    if (def.approveText || items.length > 1) setApproving(items);
    else void send(items, 1);
  }

  function reject(items: Row[]) {
    setError(null);
    setRejecting(items);
  }

  const sort = { key: view.sort, dir: view.dir };
  const columns: Column<Row>[] = [
    {
      key: 'id',
      header: t('col.id'),
      cell: (r) => <span className="text-ink-faint tabular-nums">{r.id}</span>,
    },
    {
      key: 'user',
      header: t('col.user'),
      cell: (r) => (
        <>
          <p className="text-ink font-medium">{r.user.nickname}</p>
          {r.user.mobile_masked ? (
            <p className="text-ink-faint text-xs">{r.user.mobile_masked}</p>
          ) : null}
        </>
      ),
    },
    ...def.columns.map((c) =>
      c.key === 'amount' && def.amountSort ? { ...c, sortable: true } : c,
    ),
    {
      key: 'time',
      header: t('col.submitted'),
      sortable: true,
      className: 'whitespace-nowrap',
      cell: (r) => (
        <time dateTime={r.created_at} className="text-ink-soft tabular-nums">
          {when(r.created_at)}
        </time>
      ),
    },
    {
      key: 'status',
      header: t('col.status'),
      cell: (r) => (
        <>
          <StatusBadge queue={def.queue} status={r.status} />
          {r.reason ? <p className="text-ink-faint mt-1 text-xs">{r.reason}</p> : null}
        </>
      ),
    },
    {
      key: 'actions',
      header: t('col.actions'),
      className: 'text-right whitespace-nowrap',
      cell: (r) =>
        r.status === 0 ? (
          <span className="inline-flex gap-1.5">
            <button
              type="button"
              onClick={() => approve([r])}
              disabled={busy}
              aria-label={t('approveLabel', { subject: def.subject(r) })}
              className="bg-win inline-flex items-center gap-1 rounded-md px-2.5 py-1 text-xs font-semibold text-white transition hover:brightness-110 disabled:opacity-50"
            >
              <Check aria-hidden className="size-3.5" />
              {tc('approve')}
            </button>
            <button
              type="button"
              onClick={() => reject([r])}
              disabled={busy}
              aria-label={t('rejectLabel', { subject: def.subject(r) })}
              className="border-live/40 text-live hover:bg-live-soft inline-flex items-center gap-1 rounded-md border px-2.5 py-1 text-xs font-semibold transition disabled:opacity-50"
            >
              <X aria-hidden className="size-3.5" />
              {tc('reject')}
            </button>
          </span>
        ) : null,
    },
  ];

  const total = counts ? counts.reduce((a, b) => a + b, 0) : undefined;
  const rejectSubject =
    rejecting && rejecting.length === 1
      ? def.subject(rejecting[0])
      : t('bulkSubject', { n: rejecting?.length ?? 0 });

  return (
    <section className="flex flex-col gap-3" data-testid={`queue-${def.queue}`}>
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-ink text-xl font-semibold">{t(`title.${def.queue}`)}</h1>
          <p className="text-ink-faint mt-0.5 text-xs" data-testid="queue-keys">
            {t('keys')}
          </p>
        </div>
        <form
          role="search"
          className="flex items-center gap-1.5"
          onSubmit={(e) => {
            e.preventDefault();
            setSelected(new Set());
            setParams({ q: query.trim() || null });
          }}
        >
          <label className="sr-only" htmlFor={`queue-q-${def.queue}`}>
            {t('searchLabel')}
          </label>
          <input
            id={`queue-q-${def.queue}`}
            type="search"
            value={query}
            maxLength={64}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={t('searchPlaceholder')}
            className="border-line bg-surface text-ink placeholder:text-ink-faint focus:border-brand w-56 rounded-md border px-2.5 py-1.5 text-sm outline-none"
          />
          <button
            type="submit"
            className="bg-brand inline-flex items-center gap-1 rounded-md px-2.5 py-1.5 text-sm font-medium text-white"
          >
            <Search aria-hidden className="size-4" />
            {tc('search')}
          </button>
        </form>
      </header>

      <div role="group" aria-label={t('statusFilter')} className="flex flex-wrap gap-1.5">
        {FILTERS.map((f) => {
          const on = f === 'all' ? view.status === undefined : view.status === Number(f);
          const n = f === 'all' ? total : counts?.[Number(f)];
          return (
            <button
              key={f}
              type="button"
              aria-pressed={on}
              data-testid={`queue-filter-${f}`}
              onClick={() => {
                setSelected(new Set());
                setParams({ status: f === '0' ? null : f });
              }}
              className={clsx(
                'rounded-full px-3 py-1 text-[13px] transition-colors',
                on
                  ? 'bg-brand font-semibold text-white'
                  : 'bg-surface-muted text-ink-soft hover:text-brand',
              )}
            >
              {f === 'all' ? t('status.all') : statusLabel(Number(f))}
              {typeof n === 'number' ? <span className="ml-1 tabular-nums">({n})</span> : null}
            </button>
          );
        })}
      </div>

      <BulkBar count={selectedRows.length} onClear={() => setSelected(new Set())}>
        <button
          type="button"
          disabled={busy}
          onClick={() => approve(selectedRows)}
          data-testid="bulk-approve"
          className="bg-win rounded-md px-2.5 py-1 text-xs font-semibold text-white disabled:opacity-50"
        >
          {t('bulkApprove')}
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() => reject(selectedRows)}
          data-testid="bulk-reject"
          className="border-live/40 text-live bg-surface rounded-md border px-2.5 py-1 text-xs font-semibold disabled:opacity-50"
        >
          {t('bulkReject')}
        </button>
      </BulkBar>

      {result.state === 'failed' && !data ? (
        <ListFailed
          msg={result.msg}
          onRetry={() => setReload((n) => n + 1)}
          retryLabel={labels.retry}
        />
      ) : (
        <div className={clsx(result.state === 'loading' && data && 'opacity-60')}>
          <ConsoleTable<Row>
            rows={rows}
            rowKey={(r) => r.id}
            columns={columns}
            caption={t(`title.${def.queue}`)}
            sort={sort}
            onSort={(key) => {
              const next = nextSort(sort, key);
              setParams({
                sort: next.key === 'time' ? null : next.key,
                dir: next.dir === 'desc' ? null : next.dir,
              });
            }}
            selected={selected}
            onSelect={setSelected}
            selectable={(r) => r.status === 0}
            onOpen={(r) => setOpened(r)}
            onRowKey={(key, r) => {
              if (r.status !== 0 || busy) return false;
              if (key === 'a' || key === 'A') approve([r]);
              else if (key === 'r' || key === 'R') reject([r]);
              else return false;
              return true;
            }}
            busy={result.state === 'loading'}
            empty={t('empty')}
          />
        </div>
      )}
      {result.state === 'failed' && data ? (
        <p role="alert" className="text-live text-xs">
          {result.msg}
        </p>
      ) : null}
      {data ? (
        <Pager
          page={view.page}
          total={data.total}
          limit={data.limit || 20}
          onPage={(page) => {
            setSelected(new Set());
            setParams({ page: page === 1 ? null : page });
          }}
          labels={labels}
          disabled={result.state === 'loading'}
        />
      ) : null}

      <WalletDialog
        open={opened !== null}
        onOpenChange={(open) => {
          if (!open) setOpened(null);
        }}
        title={opened ? def.subject(opened) : ''}
        testId="queue-detail"
      >
        {opened ? (
          <div className="space-y-3 text-sm">
            {def.detail(opened)}
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
              <dt className="text-ink-soft">{t('col.status')}</dt>
              <dd>
                <StatusBadge queue={def.queue} status={opened.status} />
              </dd>
              {opened.reason ? (
                <>
                  <dt className="text-ink-soft">{t('reason')}</dt>
                  <dd className="text-ink">{opened.reason}</dd>
                </>
              ) : null}
              <dt className="text-ink-soft">{t('col.submitted')}</dt>
              <dd className="text-ink tabular-nums">{when(opened.created_at)}</dd>
              {opened.reviewed_at ? (
                <>
                  <dt className="text-ink-soft">{t('reviewedAt')}</dt>
                  <dd className="text-ink tabular-nums">{when(opened.reviewed_at)}</dd>
                </>
              ) : null}
            </dl>
            {opened.status === 0 ? (
              <div className="flex justify-end gap-2 pt-1">
                <button
                  type="button"
                  onClick={() => {
                    const r = opened;
                    setOpened(null);
                    reject([r]);
                  }}
                  className="border-live/40 text-live rounded-md border px-3 py-1.5 text-sm font-semibold"
                >
                  {tc('reject')}
                </button>
                <button
                  type="button"
                  onClick={() => {
                    const r = opened;
                    setOpened(null);
                    approve([r]);
                  }}
                  className="bg-win rounded-md px-3 py-1.5 text-sm font-semibold text-white"
                >
                  {tc('approve')}
                </button>
              </div>
            ) : null}
          </div>
        ) : null}
      </WalletDialog>

      <ConfirmDialog
        open={approving !== null}
        onOpenChange={(open) => {
          if (!open && !busy) setApproving(null);
        }}
        title={
          approving && approving.length > 1
            ? t('bulkApproveTitle', { n: approving.length })
            : t(`approveTitle.${def.queue}`)
        }
        text={
          approving
            ? approving.length === 1 && def.approveText
              ? def.approveText(approving[0])
              : t('bulkApproveText', { n: approving.length })
            : ''
        }
        confirmLabel={tc('approve')}
        cancelLabel={tc('cancel')}
        busy={busy}
        error={approving ? error : null}
        onConfirm={() => approving && void send(approving, 1)}
        testId="approve-dialog"
      />
      <RejectDialog
        key={rejecting ? rejecting.map((r) => r.id).join(',') : 'none'}
        open={rejecting !== null}
        title={
          rejecting && rejecting.length > 1
            ? t('bulkRejectTitle', { n: rejecting.length })
            : t(`rejectTitle.${def.queue}`)
        }
        subject={rejecting ? rejectSubject : ''}
        busy={busy}
        error={rejecting ? error : null}
        onCancel={() => setRejecting(null)}
        onReject={(reason) => rejecting && void send(rejecting, 0, reason)}
      />
    </section>
  );
}

/** The queues' list words (adminQueues.list) for Pager and ListFailed. */
function useListLabels(): ListLabels {
  const t = useTranslations('adminQueues.list');
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
