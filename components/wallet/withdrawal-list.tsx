'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import clsx from 'clsx';
import { useCoinFormat, useDateTime } from './format';
import { ListFailed, ListSkeleton, Pager } from './pager';
import { useWalletListLabels } from './list-labels';
import type { Withdrawal } from '@/lib/wallet/contract';
import { usePaged } from './use-paged';

const LIMIT = 10;

/** Status 0 waiting for review, 1 paid, 2 rejected (the amount went back to income). */
const STATUS_TONE: Record<number, string> = {
  0: 'bg-amber-50 text-amber-700',
  1: 'bg-green-50 text-win',
  2: 'bg-live-soft text-live',
};

/** The anchor's withdrawal requests (`Balance/withdrawalList`), newest first. */
export function WithdrawalList({ reload }: { reload: number }) {
  const t = useTranslations('wallet.withdrawals');
  const fmt = useCoinFormat();
  const when = useDateTime();
  const labels = useWalletListLabels();
  const [page, setPage] = useState(1);
  const [retry, setRetry] = useState(0);
  const result = usePaged<Withdrawal>(
    'Balance/withdrawalList',
    { page, limit: LIMIT },
    reload * 1000 + retry,
  );
  const data = result.data;

  return (
    <section aria-labelledby="wallet-withdrawals-title" data-testid="withdrawal-list">
      <h3 id="wallet-withdrawals-title" className="text-ink mb-2 text-sm font-semibold">
        {t('title')}
      </h3>
      <div className="border-surface-page overflow-hidden rounded-lg border">
        {result.state === 'failed' && !data ? (
          <ListFailed
            msg={result.msg}
            onRetry={() => setRetry((r) => r + 1)}
            retryLabel={labels.retry}
          />
        ) : !data ? (
          <ListSkeleton rows={3} label={t('loading')} />
        ) : data.list.length === 0 ? (
          <p
            className="text-ink-soft px-4 py-8 text-center text-sm"
            data-testid="withdrawals-empty"
          >
            {t('empty')}
          </p>
        ) : (
          <>
            <ul
              className={clsx(
                'divide-surface-page divide-y',
                result.state === 'loading' && 'opacity-60',
              )}
              aria-busy={result.state === 'loading' || undefined}
            >
              {data.list.map((w) => (
                <li
                  key={w.id}
                  className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 text-sm"
                >
                  <div className="min-w-0 flex-1">
                    <p className="text-ink font-semibold tabular-nums">{fmt.coins(w.amount)}</p>
                    <p className="text-ink-faint text-xs">
                      {w.method === 'alipay' ? t('alipay') : w.bank_name || t('bank')}{' '}
                      {w.account_masked} · <time dateTime={w.created_at}>{when(w.created_at)}</time>
                    </p>
                    {w.status === 2 && w.reason ? (
                      <p className="text-live mt-0.5 text-xs">
                        {t('reason', { reason: w.reason })}
                      </p>
                    ) : null}
                  </div>
                  <span
                    className={clsx(
                      'rounded-full px-2.5 py-0.5 text-xs font-semibold',
                      STATUS_TONE[w.status] ?? 'bg-surface-muted text-ink-soft',
                    )}
                  >
                    {w.status_name}
                  </span>
                </li>
              ))}
            </ul>
            {result.state === 'failed' ? (
              <p role="alert" className="text-live px-4 py-2 text-xs">
                {result.msg}
              </p>
            ) : null}
            <Pager
              page={page}
              total={data.total}
              limit={LIMIT}
              onPage={setPage}
              labels={labels}
              disabled={result.state === 'loading'}
            />
          </>
        )}
      </div>
    </section>
  );
}
