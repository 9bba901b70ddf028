'use client';

import { useEffect, useRef } from 'react';
import Image from 'next/image';
import { useLocale, useTranslations } from 'next-intl';
import { Crown, Gift } from 'lucide-react';
import { giftName } from './gift-message';
import { NobleBadge } from './noble-badge';
import type { EnterEvent, GiftEvent } from './gift-message';

/** Gift icons in chat lines and captions. */
export function GiftIcon({ src, size }: { src: string; size: number }) {
  if (!src) return <Gift aria-hidden className="inline-block text-rose-500" size={size} />;
  return (
    <Image
      src={src}
      alt=""
      width={size}
      height={size}
      // Self-hosted SVGs: nothing for the optimizer to do.
      unoptimized
      className="inline-block shrink-0 align-middle"
      style={{ width: size, height: size }}
    />
  );
}

/**
 * A gift in the chat: "<nick> sent <icon> Rocket ×10", highlighted, with the sender's noble badge.
 * The nickname and the gift's name are values, so they are always text.
 */
export function GiftChatLine({ gift, nick }: { gift: GiftEvent; nick: string }) {
  const t = useTranslations('coins.chat');
  const lang = useLocale();
  return (
    <li
      data-testid="chat-gift"
      className="my-1 rounded-md bg-linear-to-r from-amber-50 via-rose-50 to-transparent px-2 py-1 text-sm leading-6 ring-1 ring-amber-200/70"
    >
      {gift.noble && <NobleBadge noble={gift.noble} className="mr-1" />}
      {t.rich('gift', {
        nick,
        gift: giftName(gift, lang),
        num: gift.num,
        who: (chunks) => <span className="font-semibold text-amber-900">{chunks}</span>,
        item: (chunks) => (
          <span className="inline-flex items-center gap-1 font-semibold text-rose-700">
            <GiftIcon src={gift.icon} size={20} />
            {chunks}
          </span>
        ),
      })}
    </li>
  );
}

/** A noble's arrival: "<nick> has arrived", on the tier's colour with a short shine. */
export function EnterChatLine({ enter, nick }: { enter: EnterEvent; nick: string }) {
  const t = useTranslations('coins.chat');
  const shine = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const el = shine.current;
    // The Web Animations API, so no stylesheet keyframes; none under reduced motion.
    if (!el || typeof el.animate !== 'function') return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const a = el.animate([{ transform: 'translateX(-100%)' }, { transform: 'translateX(100%)' }], {
      duration: 1600,
      easing: 'ease-out',
    });
    return () => a.cancel();
  }, []);
  return (
    <li
      data-testid="chat-enter"
      className="motion-safe:animate-fade-in relative my-1 overflow-hidden rounded-md px-2 py-1 text-sm leading-6 text-white"
      style={{ backgroundColor: enter.color }}
    >
      {/* The shine: a light band that sweeps across once. */}
      <span
        ref={shine}
        aria-hidden
        style={{ transform: 'translateX(-100%)' }}
        className="pointer-events-none absolute inset-0 bg-linear-to-r from-transparent via-white/40 to-transparent"
      />
      <span className="relative inline-flex items-center gap-1 [text-shadow:0_1px_1px_rgb(0_0_0/0.5)]">
        <Crown aria-hidden className="size-4 shrink-0" />
        {t.rich('enter', {
          nick,
          level: enter.level,
          who: (chunks) => <strong className="font-bold">{chunks}</strong>,
        })}
      </span>
    </li>
  );
}
