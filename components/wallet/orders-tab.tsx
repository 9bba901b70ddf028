'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { ReceiptText } from 'lucide-react';
import clsx from 'clsx';
import { apiGet } from '@/lib/client/api';
import { useCoinFormat, useDateTime } from './format';
import { ListFailed, ListSkeleton, Pager } from './pager';
import { useWalletListLabels } from './list-labels';
import type { LedgerRow, Paged, TxType } from '@/lib/wallet/contract';
import { usePaged } from './use-paged';

/** Rows per page (the API allows up to 50). */
export const ORDERS_LIMIT = 20;

/**
 * Tab 5 of /member, the records (`Order/getList`): every movement on the user's own accounts,
 * newest first, filtered by kind (`order/getTypeList`: the kinds that apply to the user, an
 * anchor's income kinds only for anchors), paged. The filter's chips wrap inside the card: none
 * is cut off or scrolled out of sight at any width. Amounts are signed and coloured
 * (credit green, debit red) with one decimal, times in the viewer's zone.
 */
export function OrdersTab({
  initialTypes,
  initialPage,
}: {
  initialTypes: TxType[] | null;
  /** The first page for 'all', read by the server; null to read it here. */
  initialPage: Paged<LedgerRow> | null;
}) {
  const t = useTranslations('wallet.records');
  const fmt = useCoinFormat();
  const when = useDateTime();
  const labels = useWalletListLabels();
  const [types, setTypes] = useState<TxType[]>(initialTypes ?? []);
  const [type, setType] = useState('all');
  const [page, setPage] = useState(1);
  const [retry, setRetry] = useState(0);
  const result = usePaged<LedgerRow>(
    'Order/getList',
    { type, page, limit: ORDERS_LIMIT },
    retry,
    initialPage,
  );
  const data = result.data;

  // The filter is a nicety: without it the list still works.
  useEffect(() => {
    if (initialTypes) return;
    let live = true;
    apiGet<TxType[]>('order/getTypeList', undefined, { silent: true })
      .then((list) => {
        if (live && Array.isArray(list)) setTypes(list);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [initialTypes]);

  const choose = (next: string) => {
    setType(next);
    setPage(1);
  };

  return (
    <section
      aria-labelledby="member-records-title"
      data-testid="member-records"
      className="bg-surface rounded-xl shadow-sm"
    >
      <header className="border-surface-page desk:px-5 border-b px-4 pt-3">
        <h2
          id="member-records-title"
          className="text-ink flex items-center gap-2 text-base font-semibold"
        >
          <ReceiptText aria-hidden className="text-brand size-5" />
          {t('title')}
        </h2>
        {types.length > 1 ? (
          <div
            role="group"
            aria-label={t('filter')}
            data-testid="records-filter"
            className="flex flex-wrap gap-1.5 py-3"
          >
            {types.map((x) => (
              <button
                key={x.type}
                type="button"
                aria-pressed={x.type === type}
                onClick={() => choose(x.type)}
                className={clsx(
                  'rounded-full px-3 py-1 text-[13px] whitespace-nowrap transition-colors',
                  x.type === type
                    ? 'bg-brand font-semibold text-white'
                    : 'bg-surface-muted text-ink-soft hover:text-brand',
                )}
              >
                {x.name}
              </button>
            ))}
          </div>
        ) : (
          <div className="h-3" />
        )}
      </header>

      {result.state === 'failed' && !data ? (
        <ListFailed
          msg={result.msg}
          onRetry={() => setRetry((r) => r + 1)}
          retryLabel={labels.retry}
        />
      ) : !data ? (
        <ListSkeleton label={t('loading')} />
      ) : data.list.length === 0 ? (
        <div
          className="flex flex-col items-center gap-2 px-6 py-14 text-center"
          data-testid="records-empty"
        >
          <span className="bg-brand-soft text-brand grid size-12 place-items-center rounded-full">
            <ReceiptText aria-hidden className="size-6" />
          </span>
          <p className="text-ink text-base font-semibold">
            {type === 'all' ? t('emptyTitle') : t('emptyFiltered')}
          </p>
          {type === 'all' ? (
            <p className="text-ink-soft max-w-sm text-sm">{t('emptyText')}</p>
          ) : null}
        </div>
      ) : (
        <>
          <ul
            className={clsx(
              'divide-surface-page divide-y',
              result.state === 'loading' && 'opacity-60',
            )}
            aria-busy={result.state === 'loading' || undefined}
          >
            {data.list.map((row) => (
              <li
                key={`${row.id}-${row.account}`}
                data-testid="record"
                className="desk:px-5 flex items-center gap-3 px-4 py-3"
              >
                <div className="min-w-0 flex-1">
                  <p className="text-ink truncate text-sm font-medium">
                    {row.title || row.type_name}
                  </p>
                  <p className="text-ink-faint mt-0.5 flex flex-wrap items-center gap-x-2 text-xs">
                    <span>{row.type_name}</span>
                    <time dateTime={row.created_at}>{when(row.created_at)}</time>
                    {row.account !== 'coins' ? (
                      <span className="bg-surface-muted text-ink-soft rounded px-1.5">
                        {t(`account.${row.account}`)}
                      </span>
                    ) : null}
                  </p>
                </div>
                <div className="shrink-0 text-right">
                  <p
                    data-testid="record-amount"
                    className={clsx(
                      'text-sm font-semibold tabular-nums',
                      row.amount > 0 ? 'text-win' : row.amount < 0 ? 'text-live' : 'text-ink-soft',
                    )}
                  >
                    {fmt.number(row.amount, true)}
                  </p>
                  <p className="text-ink-faint text-xs tabular-nums">
                    {t('balanceAfter', { amount: fmt.number(row.balance_after) })}
                  </p>
                </div>
              </li>
            ))}
          </ul>
          {result.state === 'failed' ? (
            <p role="alert" className="text-live px-4 py-2 text-center text-xs">
              {result.msg}
            </p>
          ) : null}
          <Pager
            page={page}
            total={data.total}
            limit={ORDERS_LIMIT}
            onPage={setPage}
            labels={labels}
            disabled={result.state === 'loading'}
          />
        </>
      )}
    </section>
  );
}
