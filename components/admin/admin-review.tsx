'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Banknote, Megaphone, Mic } from 'lucide-react';
import clsx from 'clsx';
import { toast } from '@/lib/client/toast';
import { useCoinFormat, useDateTime } from '@/components/wallet/format';
import { usePaged } from '@/components/wallet/use-paged';
import { ConfirmDialog } from '@/components/wallet/wallet-dialog';
import { AnchorApplicationReview } from './anchor-application-review';
import { RejectDialog } from './reject-dialog';
import { ReviewFrame, RowActions, StatusBadge, td, th, useReview, type Status } from './review-kit';
import type { AdminHorn, Paged as AdminPage, AdminWithdrawal } from '@/lib/wallet/contract';

type Tab = 'horns' | 'withdrawals' | 'anchors';

/**
 * The admin area (issue 11 §8, issue 25): horns waiting for review, withdrawal requests and
 * anchor applications, each filtered by status and paged, approved or rejected with a reason. The
 * API checks the admin role on every call; this page is only rendered for administrators.
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
            ['anchors', Mic],
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
        {tab === 'horns' ? (
          <HornReview initial={initialHorns} />
        ) : tab === 'withdrawals' ? (
          <WithdrawalReview />
        ) : (
          <AnchorApplicationReview />
        )}
      </div>
    </div>
  );
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
