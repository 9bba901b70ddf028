'use client';

import { useTranslations } from 'next-intl';
import { Gift, Plus } from 'lucide-react';
import { CoinBalance } from '@/components/member/coin-balance';
import { DialogShell } from './dialog-shell';
import { GiftPicker, type GiftPickerProps } from './gift-picker';

/**
 * The gift picker as a sheet from the bottom, for phones (under 992 px the room has no room for
 * the bar's row of gifts). A lazy chunk: fetched when the gift button is first pressed.
 */
export function GiftSheet({
  open,
  onOpenChange,
  onRecharge,
  ...picker
}: Omit<GiftPickerProps, 'layout'> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opens the recharge dialog; null for a visitor. */
  onRecharge: (() => void) | null;
}) {
  const t = useTranslations('coins.bar');
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title={t('sheetTitle')}
      icon={<Gift aria-hidden className="size-5 text-rose-500" />}
      testId="gift-sheet"
    >
      {picker.balance !== null && (
        <div className="border-surface-page flex items-center justify-between border-b px-4 py-2 text-sm">
          <span className="text-ink-soft">
            {t('balance')} <CoinBalance value={picker.balance} testId="sheet-balance" />
          </span>
          {onRecharge && (
            <button
              type="button"
              onClick={onRecharge}
              className="text-brand inline-flex items-center gap-1 text-sm font-semibold"
            >
              <Plus aria-hidden className="size-4" />
              {t('recharge')}
            </button>
          )}
        </div>
      )}
      <GiftPicker {...picker} layout="sheet" />
    </DialogShell>
  );
}
