'use client';

import { useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Banknote, Check, Megaphone, X } from 'lucide-react';
import clsx from 'clsx';
import { apiPost } from '@/lib/client/api';
import { toast } from '@/lib/client/toast';
import { inlineError } from '@/components/wallet/api-error';
import { useCoinFormat, useDateTime } from '@/components/wallet/format';
import { ListFailed, ListSkeleton, Pager, type ListLabels } from '@/components/wallet/pager';
import { usePaged, type PagedState } from '@/components/wallet/use-paged';
import { ConfirmDialog } from '@/components/wallet/wallet-dialog';
import { RejectDialog } from './reject-dialog';
import type { AdminHorn, Paged as AdminPage, AdminWithdrawal } from '@/lib/wallet/contract';

/** Page size the admin lists answer with unless they say (`limit`). */
const ADMIN_LIMIT = 20;

type Tab = 'horns' | 'withdrawals';
/** undefined: every status. */
type Status = 0 | 1 | 2 | undefined;
const STATUSES: Status[] = [0, 1, 2, undefined];

const STATUS_TONE: Record<number, string> = {
  0: 'bg-amber-50 text-amber-700',
  1: 'bg-green-50 text-win',
  2: 'bg-live-soft text-live',
};

/**
 * The admin area (issue 11 §8): horns waiting for review and withdrawal requests, each filtered
 * by status and paged, approved or rejected with a reason. The API checks the admin role on
 * every call; this page is only rendered for administrators.
 */
export function AdminReview({ initialHorns }: { initialHorns: AdminPage<AdminHorn> | null }) {
  const t = useTranslations('admin');
  const [tab, setTab] = useState<Tab>('horns');
  return (
    <div className="flex flex-col gap-4">
      <div
        role="tablist"
        aria-label={t('title')}
        className="bg-surface flex gap-1 rounded-xl p-1.5 shadow-sm"
      >
        {(
          [
            ['horns', Megaphone],
            ['withdrawals', Banknote],
          ] as const
        ).map(([key, Icon]) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={`admin-tab-${key}`}
            aria-selected={tab === key}
            aria-controls={`admin-panel-${key}`}
            onClick={() => setTab(key)}
            className={clsx(
              'flex flex-1 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm transition-colors',
              tab === key
                ? 'bg-brand-soft text-brand font-semibold'
                : 'text-ink-soft hover:bg-surface-muted',
            )}
          >
            <Icon aria-hidden className="size-4" />
            {t(`tabs.${key}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`admin-panel-${tab}`} aria-labelledby={`admin-tab-${tab}`}>
        {tab === 'horns' ? <HornReview initial={initialHorns} /> : <WithdrawalReview />}
      </div>
    </div>
  );
}

function StatusFilter({
  kind,
  value,
  onChange,
}: {
  kind: Tab;
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

function statusLabel(t: T, kind: Tab, s: number): string {
  if (kind === 'horns')
    return s === 1 ? t('status.passed') : s === 2 ? t('status.failed') : t('status.waiting');
  return s === 1 ? t('status.paid') : s === 2 ? t('status.rejected') : t('status.waiting');
}

function StatusBadge({ kind, status }: { kind: Tab; status: number }) {
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
function ReviewFrame<Row extends { id: number }>({
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
  kind: Tab;
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

const th = 'px-3 py-2 font-medium whitespace-nowrap';
const td = 'px-3 py-2.5 align-top';

/** One review at a time: which row is being sent, and a rejection's dialog state. */
function useReview<Row extends { id: number }>(path: string) {
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

function HornReview({ initial }: { initial: AdminPage<AdminHorn> | null }) {
  const t = useTranslations('admin');
  const fmt = useCoinFormat();
  const when = useDateTime();
  const [status, setStatus] = useState<Status>(0);
  const [page, setPage] = useState(1);
  const [retry, setRetry] = useState(0);
  const result = usePaged<AdminHorn>('admin/hornList', { status, page }, retry, initial);
  const r = useReview<AdminHorn>('admin/reviewHorn');

  async function approve(h: AdminHorn) {
    const res = await r.review(h, 1);
    if (res?.ok) toast.success(t('approvedToast'));
    else if (res) toast.error(res.msg);
  }

  return (
    <>
      <ReviewFrame<AdminHorn>
        kind="horns"
        status={status}
        onStatus={(s) => {
          setStatus(s);
          setPage(1);
        }}
        result={result}
        page={page}
        onPage={setPage}
        onRetry={() => setRetry((n) => n + 1)}
        head={
          <tr>
            <th className={th}>{t('col.id')}</th>
            <th className={th}>{t('col.user')}</th>
            <th className={th}>{t('col.content')}</th>
            <th className={th}>{t('col.cost')}</th>
            <th className={th}>{t('col.submitted')}</th>
            <th className={th}>{t('col.status')}</th>
            <th className={clsx(th, 'text-right')}>{t('col.actions')}</th>
          </tr>
        }
        row={(item) => {
          const h = r.current(item);
          return (
            <tr key={h.id} data-testid="admin-row">
              <td className={clsx(td, 'text-ink-faint tabular-nums')}>{h.id}</td>
              <td className={td}>
                <p className="text-ink font-medium">{h.user.nickname}</p>
                {h.user.mobile_masked ? (
                  <p className="text-ink-faint text-xs">{h.user.mobile_masked}</p>
                ) : null}
              </td>
              <td className={clsx(td, 'text-ink max-w-xs break-words')}>
                {h.large ? (
                  <span className="mr-1.5 rounded bg-amber-100 px-1.5 py-0.5 text-[11px] font-semibold text-amber-700">
                    {t('large')}
                  </span>
                ) : null}
                {h.content}
              </td>
              <td className={clsx(td, 'whitespace-nowrap tabular-nums')}>
                {h.free ? t('free') : fmt.coins(h.cost)}
              </td>
              <td className={clsx(td, 'text-ink-soft whitespace-nowrap tabular-nums')}>
                <time dateTime={h.created_at}>{when(h.created_at)}</time>
              </td>
              <td className={td}>
                <StatusBadge kind="horns" status={h.status} />
                {h.reason ? <p className="text-ink-faint mt-1 text-xs">{h.reason}</p> : null}
              </td>
              <td className={clsx(td, 'text-right whitespace-nowrap')}>
                {h.status === 0 ? (
                  <RowActions
                    busy={r.busy === h.id}
                    disabled={r.busy !== null}
                    onApprove={() => void approve(h)}
                    onReject={() => {
                      r.setError(null);
                      r.setRejecting(h);
                    }}
                    subject={h.content}
                  />
                ) : null}
              </td>
            </tr>
          );
        }}
      />
      <RejectDialog
        key={r.rejecting?.id ?? 'none'}
        open={r.rejecting !== null}
        title={t('rejectHorn')}
        subject={r.rejecting?.content ?? ''}
        busy={r.busy !== null}
        error={r.error}
        onCancel={() => r.setRejecting(null)}
        onReject={(reason) => {
          const h = r.rejecting;
          if (!h) return;
          void r.review(h, 0, reason).then((res) => {
            if (!res?.ok) return;
            r.setRejecting(null);
            toast.success(t('rejectedToast'));
          });
        }}
      />
    </>
  );
}

function WithdrawalReview() {
  const t = useTranslations('admin');
  const fmt = useCoinFormat();
  const when = useDateTime();
  const [status, setStatus] = useState<Status>(0);
  const [page, setPage] = useState(1);
  const [retry, setRetry] = useState(0);
  const result = usePaged<AdminWithdrawal>('admin/withdrawalList', { status, page }, retry);
  const r = useReview<AdminWithdrawal>('admin/reviewWithdrawal');
  const describe = (w: AdminWithdrawal) =>
    t('withdrawalSubject', {
      amount: fmt.coins(w.amount),
      user: w.user.nickname,
      account: account(w),
    });
  const account = (w: AdminWithdrawal) =>
    w.method === 'alipay'
      ? `${t('alipay')} ${w.account_masked}`
      : `${w.bank_name || t('bank')} ${w.account_masked}`;

  return (
    <>
      <ReviewFrame<AdminWithdrawal>
        kind="withdrawals"
        status={status}
        onStatus={(s) => {
          setStatus(s);
          setPage(1);
        }}
        result={result}
        page={page}
        onPage={setPage}
        onRetry={() => setRetry((n) => n + 1)}
        head={
          <tr>
            <th className={th}>{t('col.id')}</th>
            <th className={th}>{t('col.user')}</th>
            <th className={clsx(th, 'text-right')}>{t('col.amount')}</th>
            <th className={th}>{t('col.account')}</th>
            <th className={th}>{t('col.submitted')}</th>
            <th className={th}>{t('col.status')}</th>
            <th className={clsx(th, 'text-right')}>{t('col.actions')}</th>
          </tr>
        }
        row={(item) => {
          const w = r.current(item);
          return (
            <tr key={w.id} data-testid="admin-row">
              <td className={clsx(td, 'text-ink-faint tabular-nums')}>{w.id}</td>
              <td className={clsx(td, 'text-ink font-medium')}>{w.user.nickname}</td>
              <td
                className={clsx(
                  td,
                  'text-ink text-right font-semibold whitespace-nowrap tabular-nums',
                )}
              >
                {fmt.coins(w.amount)}
              </td>
              <td className={td}>
                <p className="text-ink">{account(w)}</p>
                <p className="text-ink-faint text-xs">{w.holder_name_masked}</p>
              </td>
              <td className={clsx(td, 'text-ink-soft whitespace-nowrap tabular-nums')}>
                <time dateTime={w.created_at}>{when(w.created_at)}</time>
              </td>
              <td className={td}>
                <StatusBadge kind="withdrawals" status={w.status} />
                {w.reason ? <p className="text-ink-faint mt-1 text-xs">{w.reason}</p> : null}
              </td>
              <td className={clsx(td, 'text-right whitespace-nowrap')}>
                {w.status === 0 ? (
                  <RowActions
                    busy={r.busy === w.id}
                    disabled={r.busy !== null}
                    onApprove={() => {
                      r.setError(null);
                      r.setApproving(w);
                    }}
                    onReject={() => {
                      r.setError(null);
                      r.setRejecting(w);
                    }}
                    subject={describe(w)}
                  />
                ) : null}
              </td>
            </tr>
          );
        }}
      />
      <ConfirmDialog
        open={r.approving !== null}
        onOpenChange={(open) => {
          if (!open) r.setApproving(null);
        }}
        title={t('approveWithdrawal')}
        text={r.approving ? `${describe(r.approving)} ${t('approveWithdrawalText')}` : ''}
        confirmLabel={t('confirmApprove')}
        cancelLabel={t('cancel')}
        busy={r.busy !== null}
        error={r.error}
        onConfirm={() => {
          const w = r.approving;
          if (!w) return;
          void r.review(w, 1).then((res) => {
            if (!res?.ok) return;
            r.setApproving(null);
            toast.success(t('approvedToast'));
          });
        }}
        testId="approve-dialog"
      />
      <RejectDialog
        key={r.rejecting?.id ?? 'none'}
        open={r.rejecting !== null}
        title={t('rejectWithdrawal')}
        subject={r.rejecting ? describe(r.rejecting) : ''}
        busy={r.busy !== null}
        error={r.error}
        onCancel={() => r.setRejecting(null)}
        onReject={(reason) => {
          const w = r.rejecting;
          if (!w) return;
          void r.review(w, 0, reason).then((res) => {
            if (!res?.ok) return;
            r.setRejecting(null);
            toast.success(t('rejectedToast'));
          });
        }}
      />
    </>
  );
}

function RowActions({
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
