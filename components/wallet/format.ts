'use client';

import { useMemo } from 'react';
import { useFormatter, useTranslations } from 'next-intl';

/**
 * Coin amounts as CoinBalance shows them (one decimal, the locale's grouping, one currency name),
 * as text for places that need a string: signed amounts in the order list, sums in sentences.
 */
export function useCoinFormat() {
  const format = useFormatter();
  const t = useTranslations('common');
  return useMemo(() => {
    const number = (n: number, signed = false) =>
      format.number(Number.isFinite(n) ? n : 0, {
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
        ...(signed ? { signDisplay: 'exceptZero' as const } : {}),
      });
    return {
      /** `1,234.5` (or `+1,234.5` / `-12.0` when signed). */
      number,
      /** `1,234.5 coins` in the page's language. */
      coins: (n: number, signed = false) => t('coinAmount', { amount: number(n, signed) }),
      /** A price in yuan: `¥6`, `¥6.50`. */
      price: (n: number, currency = 'CNY') =>
        format.number(n, {
          style: 'currency',
          currency,
          currencyDisplay: 'narrowSymbol',
          minimumFractionDigits: Number.isInteger(n) ? 0 : 2,
          maximumFractionDigits: 2,
        }),
    };
  }, [format, t]);
}

/** A moment in the viewer's zone (next-intl's time zone), short date and time. */
export function useDateTime() {
  const format = useFormatter();
  return useMemo(
    () => (iso: string | null | undefined) => {
      if (!iso) return '';
      const d = new Date(iso);
      if (Number.isNaN(d.getTime())) return '';
      return format.dateTime(d, {
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      });
    },
    [format],
  );
}
