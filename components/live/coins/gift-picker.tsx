'use client';

import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { ChevronLeft, ChevronRight, Send } from 'lucide-react';
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
 * Whether a row scrolled sideways has more to show on each side, kept up to date while it scrolls
 * and resizes; `page(dir)` scrolls it by most of its width.
 */
function useSideScroll() {
  const ref = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ before: false, after: false });
  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const before = el.scrollLeft > 1;
    const after = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
    setMore((m) => (m.before === before && m.after === after ? m : { before, after }));
  }, []);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(el);
    return () => {
      el.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [measure]);
  const page = (dir: -1 | 1) => {
    const el = ref.current;
    if (!el) return;
    el.scrollBy({ left: dir * Math.max(72, el.clientWidth * 0.8), behavior: 'smooth' });
  };
  return { ref, more, page };
}

/**
 * Choosing a gift and how many, and sending it: the gifts as radio tiles (icon, name, price), the
 * quantity for combo gifts (1, 10, 66, 99, 520, 1314), the total, and Send (disabled while a send
 * is on its way). In the bar the gifts are one row that scrolls sideways: arrows at either end
 * (and a fade under them) say that more gifts are there and scroll to them, and a name is never
 * cut (each tile is as wide as its name).
 */
export function GiftPicker(p: GiftPickerProps) {
  const t = useTranslations('coins.bar');
  const id = useId();
  const row = useSideScroll();
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
      <fieldset className={clsx('min-w-0', sheet ? '' : 'relative flex-1')}>
        <legend className="sr-only">{t('pick')}</legend>
        <div
          ref={sheet ? undefined : row.ref}
          data-testid={sheet ? undefined : 'gift-row'}
          className={clsx(
            sheet
              ? 'grid grid-cols-4 gap-2'
              : 'flex snap-x scroll-px-8 [scrollbar-width:none] gap-1 overflow-x-auto scroll-smooth [&::-webkit-scrollbar]:hidden',
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
                  : 'min-w-[72px] snap-start gap-0.5 px-2 py-1 text-white hover:bg-white/10 has-checked:bg-white/15 has-checked:ring-1 has-checked:ring-amber-300 has-focus-visible:ring-white',
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
              <span
                data-testid="gift-name"
                className={clsx(
                  'text-xs font-medium',
                  sheet ? 'w-full break-words' : 'whitespace-nowrap',
                )}
              >
                {g.name}
              </span>
              <CoinBalance
                value={g.price}
                testId="gift-price"
                className={clsx('text-[10px]', sheet ? 'text-ink-soft' : 'text-white/70')}
              />
            </label>
          ))}
        </div>
        {!sheet &&
          ([-1, 1] as const).map((dir) =>
            (dir < 0 ? row.more.before : row.more.after) ? (
              <button
                key={dir}
                type="button"
                aria-label={dir < 0 ? t('previous') : t('more')}
                title={dir < 0 ? t('previous') : t('more')}
                data-testid={dir < 0 ? 'gifts-previous' : 'gifts-more'}
                onClick={() => row.page(dir)}
                className={clsx(
                  'from-nav-soft via-nav-soft/90 absolute inset-y-0 grid w-10 place-items-center to-transparent text-white hover:text-amber-300 focus-visible:outline-2 focus-visible:outline-amber-300',
                  dir < 0 ? 'left-0 bg-linear-to-r' : 'right-0 bg-linear-to-l',
                )}
              >
                <span className="grid size-7 place-items-center rounded-full bg-white/20 shadow ring-1 ring-white/30">
                  {dir < 0 ? (
                    <ChevronLeft aria-hidden className="size-5" />
                  ) : (
                    <ChevronRight aria-hidden className="size-5" />
                  )}
                </span>
              </button>
            ) : null,
          )}
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
          className="bg-brand inline-flex h-8 items-center gap-1.5 rounded-full px-4 text-sm font-semibold text-white shadow hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300 disabled:opacity-50"
        >
          <Send aria-hidden className="size-4" />
          {p.pending ? t('sending') : t('send')}
        </button>
      </div>
      {p.blocked && sheet && <p className="text-ink-soft text-xs">{p.blocked}</p>}
    </div>
  );
}
