'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { CheckCircle2, Clock, RotateCw, X, XCircle } from 'lucide-react';
import clsx from 'clsx';
import { apiGet } from '@/lib/client/api';
import { isApiError, NETWORK_ERROR_CODE } from '@/lib/contract';
import { inlineError } from './api-error';
import { useCoinFormat } from './format';
import type { OrderStatus } from '@/lib/wallet/contract';
import { Spinner } from './wallet-dialog';

type Phase =
  | { phase: 'checking' }
  | { phase: 'paid' | 'cancelled' | 'expired' | 'pending'; order: OrderStatus | null }
  | { phase: 'error'; msg: string };

/** How often and how many times the order is read before "still being confirmed" is shown. */
const POLL_MS = 2000;
const POLL_TRIES = 8;

/** `order` removed from the address bar, so a reload does not report the order again. */
function forgetOrderParam(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('order')) return;
  url.searchParams.delete('order');
  window.history.replaceState(window.history.state, '', url);
}

/**
 * Back from the provider's checkout (/member?type=1&order=<no>): reads `chargerules/orderStatus`
 * a few times until the provider's notification has been processed, then says paid (and has the
 * balance refreshed), cancelled, expired, or still pending with a way to check again.
 */
export function RechargeReturn({
  orderNo,
  onPaid,
  pollMs = POLL_MS,
  tries = POLL_TRIES,
}: {
  orderNo: string;
  onPaid: (order: OrderStatus) => void;
  pollMs?: number;
  tries?: number;
}) {
  const t = useTranslations('wallet.order');
  const fmt = useCoinFormat();
  const [state, setState] = useState<Phase>({ phase: 'checking' });
  const [round, setRound] = useState(0);
  const [hidden, setHidden] = useState(false);
  const paid = useRef(onPaid);
  useEffect(() => {
    paid.current = onPaid;
  });

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let n = 0;
    const finish = (next: Phase) => {
      if (!stopped) setState(next);
    };
    const tick = async () => {
      n += 1;
      try {
        const order = await apiGet<OrderStatus>(
          'chargerules/orderStatus',
          { order_no: orderNo },
          { silent: true },
        );
        if (stopped) return;
        if (order.status === 1) {
          finish({ phase: 'paid', order });
          paid.current(order);
          return;
        }
        if (order.status === 2) return finish({ phase: 'cancelled', order });
        if (order.status === 3) return finish({ phase: 'expired', order });
        if (n >= tries) return finish({ phase: 'pending', order });
      } catch (e) {
        if (stopped) return;
        // An unknown or someone else's order will not change: say so at once.
        if (isApiError(e) && e.code !== NETWORK_ERROR_CODE && e.status < 500)
          return finish({ phase: 'error', msg: inlineError(e) });
        if (n >= tries) return finish({ phase: 'pending', order: null });
      }
      timer = setTimeout(() => void tick(), pollMs);
    };
    void tick();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [orderNo, pollMs, tries, round]);

  if (hidden) return null;

  const dismiss = () => {
    forgetOrderParam();
    setHidden(true);
  };

  const tone =
    state.phase === 'paid'
      ? 'border-win/30 bg-green-50 text-win'
      : state.phase === 'checking' || state.phase === 'pending'
        ? 'border-amber-300 bg-amber-50 text-amber-800'
        : 'border-live/30 bg-live-soft text-live';
  const Icon =
    state.phase === 'paid'
      ? CheckCircle2
      : state.phase === 'pending'
        ? Clock
        : state.phase === 'checking'
          ? null
          : XCircle;

  return (
    <div
      role="status"
      data-testid="recharge-return"
      data-phase={state.phase}
      className={clsx('flex items-start gap-3 rounded-xl border px-4 py-3 text-sm', tone)}
    >
      {Icon ? (
        <Icon aria-hidden className="mt-0.5 size-5 shrink-0" />
      ) : (
        <Spinner className="mt-0.5" />
      )}
      <div className="min-w-0 flex-1">
        <p className="font-semibold">
          {state.phase === 'paid' && state.order
            ? t('paid', { coins: fmt.coins(state.order.coins) })
            : state.phase === 'error'
              ? state.msg
              : t(state.phase)}
        </p>
        <p className="mt-0.5 text-xs opacity-80">{t('orderNo', { no: orderNo })}</p>
        {state.phase === 'pending' ? (
          <button
            type="button"
            onClick={() => {
              setState({ phase: 'checking' });
              setRound((r) => r + 1);
            }}
            className="mt-2 inline-flex items-center gap-1 text-xs font-semibold underline-offset-4 hover:underline"
          >
            <RotateCw aria-hidden className="size-3.5" />
            {t('checkAgain')}
          </button>
        ) : null}
      </div>
      {state.phase !== 'checking' ? (
        <button
          type="button"
          onClick={dismiss}
          aria-label={t('dismiss')}
          className="-m-1 rounded-full p-1 opacity-70 hover:opacity-100"
        >
          <X aria-hidden className="size-4" />
        </button>
      ) : null}
    </div>
  );
}
