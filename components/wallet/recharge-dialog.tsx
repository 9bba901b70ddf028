'use client';

import { useEffect, useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Coins, ExternalLink, RotateCw } from 'lucide-react';
import clsx from 'clsx';
import { apiPost } from '@/lib/client/api';
import { assignLocation } from '@/components/layout/locale-switch';
import { inlineError } from './api-error';
import { useCoinFormat } from './format';
import { useMoneyAction } from './idempotency';
import type { ChargeRule, PayOrder } from '@/lib/wallet/contract';
import { primaryButton, secondaryButton, Spinner, WalletDialog } from './wallet-dialog';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the browser goes to pay (tests replace the full-page navigation). */
  navigate?: (url: string) => void;
};

type Rules =
  { state: 'loading' } | { state: 'failed'; msg: string } | { state: 'ready'; rules: ChargeRule[] };

/**
 * The recharge dialog (issue 11 §2), usable anywhere (the wallet tab, the live room's gift bar):
 * the charge rules as packages, then `chargerules/payUrl` and off to the provider's checkout.
 * The coins arrive when the provider confirms; the provider sends the browser back to
 * /member?type=1&order=<no>, where RechargeReturn follows the order.
 */
export function RechargeDialog({ open, onOpenChange, navigate = assignLocation }: Props) {
  const t = useTranslations('wallet.recharge');
  const fmt = useCoinFormat();
  const id = useId();
  const [rules, setRules] = useState<Rules>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [selected, setSelected] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const { pending, run } = useMoneyAction();

  useEffect(() => {
    if (!open) return;
    let live = true;
    apiPost<ChargeRule[]>('chargerules/getList', {}, { silent: true })
      .then((list) => {
        if (!live) return;
        const usable = Array.isArray(list) ? list : [];
        setRules({ state: 'ready', rules: usable });
        setSelected((s) => (usable.some((r) => r.id === s) ? s : (usable[0]?.id ?? null)));
      })
      .catch((e: unknown) => {
        if (live) setRules({ state: 'failed', msg: inlineError(e) });
      });
    return () => {
      live = false;
    };
  }, [open, attempt]);

  const rule = rules.state === 'ready' ? rules.rules.find((r) => r.id === selected) : undefined;
  const busy = pending || leaving;

  async function pay() {
    if (!rule || busy) return;
    setError(null);
    const ruleId = rule.id;
    const outcome = await run({ rule_id: ruleId }, (key) =>
      apiPost<PayOrder>(
        'chargerules/payUrl',
        { rule_id: ruleId },
        { idempotencyKey: key, silent: true },
      ),
    );
    if (!outcome) return;
    if (!outcome.ok) {
      setError(inlineError(outcome.error));
      return;
    }
    // The page is left for the checkout; the button stays disabled until it is.
    setLeaving(true);
    navigate(outcome.data.pay_url);
  }

  return (
    <WalletDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setError(null);
        onOpenChange(next);
      }}
      title={t('title')}
      description={t('intro')}
      locked={busy}
      testId="recharge-dialog"
    >
      {rules.state === 'loading' ? (
        <div
          className="desk:grid-cols-3 grid grid-cols-2 gap-3"
          aria-busy="true"
          aria-label={t('loading')}
        >
          {Array.from({ length: 6 }, (_, i) => (
            <div key={i} className="bg-surface-muted h-24 animate-pulse rounded-xl" />
          ))}
        </div>
      ) : rules.state === 'failed' ? (
        <div className="flex flex-col items-center gap-3 py-6 text-center">
          <p role="alert" className="text-live text-sm">
            {rules.msg}
          </p>
          <button
            type="button"
            onClick={() => {
              setRules({ state: 'loading' });
              setAttempt((a) => a + 1);
            }}
            className={secondaryButton}
          >
            <RotateCw aria-hidden className="size-4" />
            {t('retry')}
          </button>
        </div>
      ) : rules.rules.length === 0 ? (
        <p className="text-ink-soft py-8 text-center text-sm" data-testid="recharge-empty">
          {t('empty')}
        </p>
      ) : (
        <fieldset disabled={busy}>
          <legend className="text-ink mb-3 text-sm font-medium">{t('choose')}</legend>
          <div className="desk:grid-cols-3 grid grid-cols-2 gap-3">
            {rules.rules.map((r) => {
              const checked = r.id === selected;
              return (
                <label
                  key={r.id}
                  className={clsx(
                    'relative flex cursor-pointer flex-col items-center gap-1 rounded-xl border-2 px-2 py-3 text-center transition-colors',
                    'has-[:focus-visible]:ring-brand/30 has-[:focus-visible]:ring-4',
                    checked
                      ? 'border-brand bg-brand-soft'
                      : 'border-surface-page hover:border-brand/40 bg-white',
                  )}
                >
                  <input
                    type="radio"
                    name={`${id}-rule`}
                    value={r.id}
                    checked={checked}
                    onChange={() => {
                      setSelected(r.id);
                      setError(null);
                    }}
                    aria-label={t('ruleLabel', {
                      coins: fmt.coins(r.coins),
                      price: fmt.price(r.price, r.currency),
                    })}
                    className="sr-only"
                  />
                  <span className="text-ink flex items-center gap-1 text-lg font-bold tabular-nums">
                    <Coins aria-hidden className="size-4 text-amber-500" />
                    {fmt.number(r.coins)}
                  </span>
                  {r.bonus > 0 ? (
                    <span className="bg-live-soft text-live rounded px-1.5 text-[11px] font-semibold">
                      {t('bonus', { amount: fmt.number(r.bonus) })}
                    </span>
                  ) : (
                    <span aria-hidden className="h-[17px]" />
                  )}
                  <span
                    className={clsx(
                      'text-sm font-semibold',
                      checked ? 'text-brand' : 'text-ink-soft',
                    )}
                  >
                    {fmt.price(r.price, r.currency)}
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      )}

      {rule ? (
        <p className="text-ink-soft mt-4 text-sm" data-testid="recharge-summary">
          {t('summary', {
            coins: fmt.coins(rule.coins + rule.bonus),
            price: fmt.price(rule.price, rule.currency),
          })}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="bg-live-soft text-live mt-3 rounded-lg px-3 py-2 text-sm">
          {error}
        </p>
      ) : null}
      <div className="mt-4 flex items-center justify-between gap-3">
        <p className="text-ink-faint text-xs">{t('note')}</p>
        <button
          type="button"
          onClick={() => void pay()}
          disabled={!rule || busy}
          aria-busy={busy || undefined}
          className={clsx(primaryButton, 'shrink-0')}
        >
          {busy ? <Spinner /> : <ExternalLink aria-hidden className="size-4" />}
          {rule ? t('pay', { price: fmt.price(rule.price, rule.currency) }) : t('payNone')}
        </button>
      </div>
    </WalletDialog>
  );
}
