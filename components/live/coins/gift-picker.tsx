'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { Send } from 'lucide-react';
import clsx from 'clsx';
import { CoinBalance } from '@/components/member/coin-balance';
import { GiftIcon } from './gift-chat-line';
import { toTenths } from './money';
import type { GiftItem } from '@/lib/wallet/contract';
import { GIFT_QUANTITIES } from '@/lib/wallet/limits';

export type GiftPickerProps = {
  gifts: GiftItem[];
  selected: number | null;
  onSelect: (id: number) => void;
  num: number;
  onNum: (num: number) => void;
  /** The viewer's coins, when known (the total turns red above it). */
  balance: number | null;
  pending: boolean;
  /** Why sending is not possible here (the anchor's own room), or null. */
  blocked: string | null;
  onSend: () => void;
  /** `bar`: one scrolling row under the player; `sheet`: a grid in the mobile sheet. */
  layout: 'bar' | 'sheet';
};

/**
 * Choosing a gift and how many, and sending it: the gifts as radio tiles (icon, name, price), the
 * quantity for combo gifts (1, 10, 66, 99, 520, 1314), the total, and Send (disabled while a send
 * is on its way).
 */
export function GiftPicker(p: GiftPickerProps) {
  const t = useTranslations('coins.bar');
  const id = useId();
  const gift = p.gifts.find((g) => g.id === p.selected) ?? null;
  const count = gift?.combo ? p.num : 1;
  const total = gift ? (toTenths(gift.price) * count) / 10 : 0;
  const short = gift !== null && p.balance !== null && toTenths(total) > toTenths(p.balance);
  const sheet = p.layout === 'sheet';

  if (p.gifts.length === 0)
    return (
      <p className={clsx('text-sm', sheet ? 'text-ink-soft p-4' : 'flex-1 text-white/70')}>
        {t('empty')}
      </p>
    );

  return (
    <div
      className={clsx('flex min-w-0', sheet ? 'flex-col gap-4 p-4' : 'flex-1 items-center gap-3')}
    >
      <fieldset className={clsx('min-w-0', sheet ? '' : 'flex-1')}>
        <legend className="sr-only">{t('pick')}</legend>
        <div
          className={clsx(
            sheet
              ? 'grid grid-cols-4 gap-2'
              : 'flex [scrollbar-width:thin] gap-1 overflow-x-auto [&::-webkit-scrollbar]:h-1',
          )}
        >
          {p.gifts.map((g) => (
            <label
              key={g.id}
              data-testid="gift-option"
              className={clsx(
                'flex shrink-0 cursor-pointer flex-col items-center rounded-lg text-center ring-inset has-focus-visible:ring-2',
                sheet
                  ? 'text-ink bg-surface-muted has-checked:bg-brand-soft has-checked:ring-brand has-focus-visible:ring-brand gap-1 px-1 py-2 has-checked:ring-2'
                  : 'w-[72px] gap-0.5 px-1 py-1 text-white hover:bg-white/10 has-checked:bg-white/15 has-checked:ring-1 has-checked:ring-amber-300 has-focus-visible:ring-white',
              )}
            >
              <input
                type="radio"
                className="sr-only"
                name={`${id}-gift`}
                value={g.id}
                checked={g.id === p.selected}
                onChange={() => p.onSelect(g.id)}
              />
              <GiftIcon src={g.icon} size={sheet ? 40 : 28} />
              <span className="w-full truncate text-xs font-medium">{g.name}</span>
              <CoinBalance
                value={g.price}
                testId="gift-price"
                className={clsx('text-[10px]', sheet ? 'text-ink-soft' : 'text-white/70')}
              />
            </label>
          ))}
        </div>
      </fieldset>
      <div className={clsx('flex shrink-0 items-center gap-2', sheet ? 'justify-between' : '')}>
        <label className="flex items-center gap-1.5 text-xs">
          <span className={sheet ? 'text-ink-soft' : 'text-white/70'}>{t('quantity')}</span>
          <select
            value={count}
            disabled={!gift?.combo}
            onChange={(e) => p.onNum(Number(e.target.value))}
            className={clsx(
              'h-8 rounded-md px-1.5 text-sm tabular-nums disabled:opacity-60',
              sheet
                ? 'border-ink-faint/40 border bg-white'
                : 'bg-white/10 text-white [&>option]:text-black',
            )}
          >
            {GIFT_QUANTITIES.map((q) => (
              <option key={q} value={q}>
                {q}
              </option>
            ))}
          </select>
        </label>
        <span
          className={clsx(
            'text-xs whitespace-nowrap',
            short ? 'text-rose-400' : sheet ? 'text-ink-soft' : 'text-white/70',
          )}
        >
          {t('total')} <CoinBalance value={total} testId="gift-total" />
        </span>
        <button
          type="button"
          onClick={p.onSend}
          disabled={!gift || p.pending || p.blocked !== null}
          aria-busy={p.pending || undefined}
          title={p.blocked ?? undefined}
          className="bg-brand-bright inline-flex h-8 items-center gap-1.5 rounded-full px-4 text-sm font-semibold text-white shadow hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300 disabled:opacity-50"
        >
          <Send aria-hidden className="size-4" />
          {p.pending ? t('sending') : t('send')}
        </button>
      </div>
      {p.blocked && sheet && <p className="text-ink-soft text-xs">{p.blocked}</p>}
    </div>
  );
}
