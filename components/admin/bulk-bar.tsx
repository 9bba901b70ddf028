'use client';

import { useTranslations } from 'next-intl';
import { X } from 'lucide-react';

/** The bar over a console table while rows are selected: how many, the bulk actions, clear. */
export function BulkBar({
  count,
  onClear,
  children,
}: {
  count: number;
  onClear: () => void;
  children: React.ReactNode;
}) {
  const t = useTranslations('console.bulk');
  if (count === 0) return null;
  return (
    <div
      role="toolbar"
      aria-label={t('selected', { n: count })}
      data-testid="bulk-bar"
      className="bg-brand-soft flex flex-wrap items-center gap-2 rounded-lg px-3 py-2 text-sm"
    >
      <span className="text-ink font-medium">{t('selected', { n: count })}</span>
      <div className="flex flex-wrap gap-2">{children}</div>
      <button
        type="button"
        onClick={onClear}
        className="text-ink-soft hover:text-ink ml-auto inline-flex items-center gap-1"
      >
        <X aria-hidden className="size-4" />
        {t('clear')}
      </button>
    </div>
  );
}
