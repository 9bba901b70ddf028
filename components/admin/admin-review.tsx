'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Award, Banknote, Megaphone, Mic } from 'lucide-react';
import clsx from 'clsx';
import { toast } from '@/lib/client/toast';
import { useCoinFormat } from '@/components/wallet/format';
import { AnchorApplicationReview } from './anchor-application-review';
import { ExpertApplicationReview } from '@/components/experts/admin-expert-review';
import {
  ReviewDialogs,
  ReviewCells,
  ReviewFrame,
  td,
  th,
  useReview,
  useReviewList,
} from './review-kit';
import type { AdminHorn, Paged as AdminPage, AdminWithdrawal } from '@/lib/wallet/contract';

type Tab = 'horns' | 'withdrawals' | 'anchors' | 'experts';

/**
 * The admin area (issue 11 §8, issues 25, 26): horns waiting for review, withdrawal requests,
 * anchor applications and expert applications, each filtered by status and paged, approved or
 * rejected with a reason. The API checks the admin role on every call; this page is only rendered
 * for administrators.
 */
export function AdminReview({ initialHorns }: { initialHorns: AdminPage<AdminHorn> | null }) {
  const t = useTranslations('admin');
  const [tab, setTab] = useState<Tab>('horns');
  return (
    <div className="flex flex-col gap-4">
      <div
        role="tablist"
        aria-label={t('title')}
        className="bg-surface flex gap-1 overflow-x-auto rounded-xl p-1.5 shadow-sm"
      >
        {(
          [
            ['horns', Megaphone],
            ['withdrawals', Banknote],
            ['anchors', Mic],
            ['experts', Award],
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
              'desk:px-4 flex flex-1 shrink-0 items-center justify-center gap-2 rounded-lg px-3 py-2 text-sm whitespace-nowrap transition-colors',
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
        ) : tab === 'anchors' ? (
          <AnchorApplicationReview />
        ) : (
          <ExpertApplicationReview />
        )}
      </div>
    </div>
  );
}

function HornReview({ initial }: { initial: AdminPage<AdminHorn> | null }) {
  const t = useTranslations('admin');
  const fmt = useCoinFormat();
  const list = useReviewList<AdminHorn>('admin/hornList', initial);
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
        {...list}
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
              <ReviewCells<AdminHorn>
                kind="horns"
                r={r}
                row={h}
                subject={h.content}
                onApprove={() => void approve(h)}
              />
            </tr>
          );
        }}
      />
      <ReviewDialogs<AdminHorn>
        r={r}
        reject={{ title: t('rejectHorn'), subject: (h) => h.content }}
      />
    </>
  );
}

function WithdrawalReview() {
  const t = useTranslations('admin');
  const fmt = useCoinFormat();
  const list = useReviewList<AdminWithdrawal>('admin/withdrawalList');
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
        {...list}
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
              <ReviewCells<AdminWithdrawal>
                kind="withdrawals"
                r={r}
                row={w}
                subject={describe(w)}
              />
            </tr>
          );
        }}
      />
      <ReviewDialogs<AdminWithdrawal>
        r={r}
        approve={{
          title: t('approveWithdrawal'),
          text: (w) => `${describe(w)} ${t('approveWithdrawalText')}`,
        }}
        reject={{ title: t('rejectWithdrawal'), subject: describe }}
      />
    </>
  );
}
