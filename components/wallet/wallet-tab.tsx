'use client';

import { useCallback, useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { ArrowRightLeft, Banknote, ReceiptText, RotateCw, TrendingUp, Wallet } from 'lucide-react';
import { Link } from '@/i18n/navigation';
import { apiGet } from '@/lib/client/api';
import { CoinBalance } from '@/components/member/coin-balance';
import { useRefreshViewer } from '@/components/member/use-refresh-viewer';
import { inlineError } from './api-error';
import { publishBalance, useLiveBalance } from './balance-store';
import { BonusCard } from './bonus-card';
import { useCoinFormat, useDateTime } from './format';
import { RechargeButton } from './recharge-button';
import { RechargeReturn } from './recharge-return';
import { RECORDS_TAB } from './tabs';
import { TransferForm } from './transfer-form';
import type { BalanceInfo, BonusInfo } from '@/lib/wallet/contract';
import { WithdrawForm } from './withdraw-form';
import { WithdrawalList } from './withdrawal-list';
import { secondaryButton } from './wallet-dialog';

type Props = {
  /** `Balance/info` read by the page; null when that read failed (then the tab reads it again). */
  initial: BalanceInfo | null;
  /** The viewer's balance from `user/info`, shown until `Balance/info` answers. */
  viewerBalance: number;
  bonus: BonusInfo | null;
  isAnchor: boolean;
  /** The hours gift income waits before it can be withdrawn (`coin_exchange_settings`). */
  settlementHours: number | null;
  /** Back from the checkout: the order to follow (`?order=`). */
  orderNo?: string;
  /** Open the recharge dialog at once (`?recharge=1`, the nav popover's link). */
  openRecharge?: boolean;
  /** For tests: how RechargeReturn polls. */
  pollMs?: number;
};

/**
 * Tab 1 of /member, the wallet (docs/product.md §1, §3): the consumption wallet with its recharge, the
 * sign-up bonus, and for anchors the income wallet (pending settlement, withdrawable,
 * withdrawing, cumulative), the irreversible transfer to coins, withdrawals and their history.
 */
export function WalletTab({
  initial,
  viewerBalance,
  bonus,
  isAnchor,
  settlementHours,
  orderNo,
  openRecharge = false,
  pollMs,
}: Props) {
  const t = useTranslations('wallet');
  const refreshViewer = useRefreshViewer();
  const [info, setInfo] = useState<BalanceInfo | null>(initial);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [withdrawals, setWithdrawals] = useState(0);
  const coins = useLiveBalance(info?.coins ?? viewerBalance);

  const reload = useCallback(async () => {
    setLoading(true);
    try {
      const next = await apiGet<BalanceInfo>('Balance/info', undefined, { silent: true });
      setInfo(next);
      setLoadError(null);
      publishBalance(next.coins);
    } catch (e) {
      setLoadError(inlineError(e));
    } finally {
      setLoading(false);
    }
  }, []);

  // The page could not read Balance/info: try once more from the browser.
  useEffect(() => {
    if (initial) return;
    let live = true;
    apiGet<BalanceInfo>('Balance/info', undefined, { silent: true })
      .then((next) => {
        if (!live) return;
        setInfo(next);
        publishBalance(next.coins);
      })
      .catch((e: unknown) => {
        if (live) setLoadError(inlineError(e));
      });
    return () => {
      live = false;
    };
  }, [initial]);

  /** After money moved: the wallet, and the server-rendered balance and level (nav, header). */
  const afterMove = useCallback(async () => {
    await reload();
    await refreshViewer();
  }, [reload, refreshViewer]);

  const showIncome =
    isAnchor ||
    (info !== null && (info.cumulative > 0 || info.income > 0 || info.income_pending > 0));

  return (
    <div className="flex flex-col gap-4" data-testid="member-wallet">
      {orderNo ? (
        <RechargeReturn orderNo={orderNo} onPaid={() => void afterMove()} pollMs={pollMs} />
      ) : null}

      <section
        aria-labelledby="wallet-coins-title"
        className="from-nav to-nav-soft desk:p-6 relative overflow-hidden rounded-xl bg-gradient-to-br p-5 text-white shadow-sm"
      >
        <span
          aria-hidden
          className="bg-brand/25 absolute -top-16 -right-10 size-48 rounded-full blur-2xl"
        />
        <div className="relative flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="wallet-coins-title" className="flex items-center gap-2 text-sm text-white/75">
              <Wallet aria-hidden className="size-4" />
              {t('coins.title')}
            </h2>
            <CoinBalance
              value={coins}
              testId="wallet-balance"
              className="mt-2 text-3xl font-bold tracking-tight text-amber-300 tabular-nums"
            />
            <p className="mt-1 text-xs text-white/60">{t('coins.hint')}</p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <Link
              href={RECORDS_TAB}
              className="inline-flex items-center gap-1.5 rounded-full border border-white/25 px-4 py-2 text-sm text-white/85 transition-colors hover:bg-white/10"
            >
              <ReceiptText aria-hidden className="size-4" />
              {t('coins.records')}
            </Link>
            <RechargeButton initialOpen={openRecharge} />
          </div>
        </div>
      </section>

      {loadError ? (
        <p
          role="alert"
          className="bg-live-soft text-live flex flex-wrap items-center gap-3 rounded-xl px-4 py-3 text-sm"
        >
          <span className="flex-1">{loadError}</span>
          <button
            type="button"
            onClick={() => void reload()}
            disabled={loading}
            className={secondaryButton}
          >
            <RotateCw aria-hidden className="size-4" />
            {t('retry')}
          </button>
        </p>
      ) : null}

      {bonus?.enabled ? (
        <BonusCard
          bonus={bonus}
          onClaimed={() => {
            void afterMove();
          }}
        />
      ) : null}

      {showIncome && info ? (
        <IncomePanel
          info={info}
          settlementHours={settlementHours}
          onMoved={afterMove}
          withdrawalsKey={withdrawals}
          onWithdrawn={async () => {
            setWithdrawals((n) => n + 1);
            await afterMove();
          }}
          canWithdraw={isAnchor}
        />
      ) : null}
    </div>
  );
}

function IncomePanel({
  info,
  settlementHours,
  onMoved,
  withdrawalsKey,
  onWithdrawn,
  canWithdraw,
}: {
  info: BalanceInfo;
  settlementHours: number | null;
  onMoved: () => Promise<void>;
  withdrawalsKey: number;
  onWithdrawn: () => Promise<void>;
  canWithdraw: boolean;
}) {
  const t = useTranslations('wallet.income');
  const fmt = useCoinFormat();
  const when = useDateTime();
  const stats = [
    { key: 'income', value: info.income, strong: true },
    { key: 'pending', value: info.income_pending },
    { key: 'withdrawing', value: info.withdrawing },
    { key: 'cumulative', value: info.cumulative },
  ] as const;
  return (
    <section
      aria-labelledby="wallet-income-title"
      data-testid="wallet-income"
      className="bg-surface desk:p-6 rounded-xl p-5 shadow-sm"
    >
      <h2
        id="wallet-income-title"
        className="text-ink border-brand flex items-center gap-2 border-l-4 pl-3 text-base font-semibold"
      >
        <TrendingUp aria-hidden className="text-brand size-4" />
        {t('title')}
      </h2>
      <dl className="desk:grid-cols-4 mt-4 grid grid-cols-2 gap-3">
        {stats.map((s) => (
          <div
            key={s.key}
            className={
              s.key === 'income'
                ? 'bg-brand-soft rounded-lg p-3'
                : 'bg-surface-muted rounded-lg p-3'
            }
            data-testid={`income-${s.key}`}
          >
            <dt className="text-ink-soft text-xs">{t(s.key)}</dt>
            <dd
              className={
                s.key === 'income'
                  ? 'text-brand mt-1 text-lg font-bold tabular-nums'
                  : 'text-ink mt-1 text-lg font-semibold tabular-nums'
              }
            >
              {fmt.number(s.value)}
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-ink-faint mt-2 text-xs">
        {settlementHours ? t('pendingHint', { hours: settlementHours }) : t('pendingHintPlain')}
        {info.next_settlement_at && info.income_pending > 0 ? (
          <> {t('nextSettlement', { time: when(info.next_settlement_at) })}</>
        ) : null}
      </p>

      <div className="desk:grid-cols-2 mt-6 grid gap-6">
        <div>
          <h3 className="text-ink mb-3 flex items-center gap-2 text-sm font-semibold">
            <ArrowRightLeft aria-hidden className="text-brand size-4" />
            {t('transferTitle')}
          </h3>
          <TransferForm withdrawable={info.income} onDone={() => void onMoved()} />
        </div>
        {canWithdraw ? (
          <div>
            <h3 className="text-ink mb-3 flex items-center gap-2 text-sm font-semibold">
              <Banknote aria-hidden className="text-brand size-4" />
              {t('withdrawTitle')}
            </h3>
            <WithdrawForm info={info} onDone={() => void onWithdrawn()} />
          </div>
        ) : null}
      </div>
      {canWithdraw ? (
        <div className="mt-6">
          <WithdrawalList reload={withdrawalsKey} />
        </div>
      ) : null}
    </section>
  );
}
