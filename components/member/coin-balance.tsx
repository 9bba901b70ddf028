import { useFormatter, useTranslations } from 'next-intl';
import { Coins } from 'lucide-react';
import clsx from 'clsx';

/**
 * The one way a coin balance is shown (the nav popover, the mobile drawer, the member header):
 * one name (球币 / coins / xu), one decimal (balances are kept in tenths), the locale's digit
 * grouping and separators. Works in server and client components.
 */
export function CoinBalance({
  value,
  className,
  testId = 'coin-balance',
}: {
  value: number | string;
  className?: string;
  testId?: string;
}) {
  const t = useTranslations('common');
  const format = useFormatter();
  const n = Number(value);
  const amount = format.number(Number.isFinite(n) ? n : 0, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return (
    <span
      className={clsx('inline-flex items-center gap-1 whitespace-nowrap', className)}
      data-testid={testId}
    >
      <Coins aria-hidden className="size-[1em] shrink-0 text-amber-500" />
      {t('coinAmount', { amount })}
    </span>
  );
}
