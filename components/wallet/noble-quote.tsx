'use client';

import { useEffect, useState } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { apiGet } from '@/lib/client/api';
import { isApiError, type ErrorKey } from '@/lib/contract';
import type { NobleQuote } from '@/lib/wallet/contract';
import { useCoinFormat } from './format';

/** The refusals a quote shares with buying: shown in place of the price, and buying is off. */
const REFUSALS: ReadonlySet<ErrorKey> = new Set([
  'nobleDowngrade',
  'nobleCreditExceedsPrice',
  'nobleTierNotFound',
]);

export type NobleQuoteState = {
  /** What buying would take now (null while it loads, for a visitor, or when it failed). */
  quote: NobleQuote | null;
  /** The API's refusal of this purchase, localised, or null. */
  refusal: string | null;
};

/**
 * `guard_user/quote` for the tier and months chosen (docs/product.md §6): the price, the credit
 * of a running lower tier an upgrade replaces, what will be paid and the new end. Asked again
 * whenever the choice or the buyer's tier (`mineKey`) changes; off while `enabled` is false (a
 * closed dialog, a visitor). A quote that cannot be read leaves the dialog to its own total.
 */
export function useNobleQuote(
  tierId: number | null,
  months: number,
  enabled: boolean,
  mineKey = '',
): NobleQuoteState {
  const key = `${tierId}:${months}:${mineKey}`;
  const [state, setState] = useState<(NobleQuoteState & { key: string }) | null>(null);
  useEffect(() => {
    if (!enabled || tierId === null) return;
    let live = true;
    apiGet<NobleQuote>('guard_user/quote', { tier_id: tierId, months }, { silent: true }).then(
      (quote) => live && setState({ key, quote, refusal: null }),
      (e: unknown) =>
        live &&
        setState({
          key,
          quote: null,
          refusal: isApiError(e) && e.key && REFUSALS.has(e.key) ? e.msg : null,
        }),
    );
    return () => {
      live = false;
    };
  }, [key, tierId, months, enabled]);
  return enabled && state?.key === key
    ? { quote: state.quote, refusal: state.refusal }
    : { quote: null, refusal: null };
}

/**
 * What a purchase will take, before buying: for an upgrade the credit from the running lower
 * tier ("Credit from Knight −X"), what is paid, and until when. Needs the `wallet` messages.
 */
export function NobleQuoteLines({ quote, refusal }: NobleQuoteState) {
  const t = useTranslations('wallet.nobleQuote');
  const fmt = useCoinFormat();
  const format = useFormatter();
  if (refusal)
    return (
      <p role="alert" className="bg-live-soft text-live rounded-lg px-3 py-2 text-sm">
        {refusal}
      </p>
    );
  if (!quote) return null;
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium' });
  return (
    <dl className="grid gap-1 text-sm" data-testid="noble-quote">
      {quote.from && quote.credit > 0 ? (
        <div className="flex justify-between gap-3">
          <dt className="text-ink-soft">
            {t('credit', { name: quote.from.name, date: date(quote.from.expires_at) })}
          </dt>
          <dd className="text-emerald-700 tabular-nums" data-testid="noble-quote-credit">
            −{fmt.coins(quote.credit)}
          </dd>
        </div>
      ) : null}
      <div className="flex justify-between gap-3">
        <dt className="text-ink-soft">{t('toPay')}</dt>
        <dd className="text-ink font-semibold tabular-nums" data-testid="noble-quote-pay">
          {fmt.coins(quote.to_pay)}
        </dd>
      </div>
      <div className="flex justify-between gap-3">
        <dt className="text-ink-soft">{t(quote.mode === 'renew' ? 'untilRenewed' : 'until')}</dt>
        <dd className="text-ink tabular-nums" data-testid="noble-quote-until">
          {date(quote.expires_at)}
        </dd>
      </div>
      {quote.mode === 'upgrade' ? (
        <p className="text-ink-soft text-xs">
          {t('upgradeNote', { name: quote.from?.name ?? '' })}
        </p>
      ) : null}
    </dl>
  );
}
