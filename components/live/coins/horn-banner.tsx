'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Megaphone, X } from 'lucide-react';
import clsx from 'clsx';
import { apiGet } from '@/lib/client/api';
import { usePrefersReducedMotion } from '@/components/player/danmaku-settings';
import { reserveBand } from '@/components/player/reserved-bands';
import type { Feed } from './feed';
import { parseHorn } from './gift-message';
import { NobleBadge } from './noble-badge';
import type { HornItem } from '@/lib/wallet/contract';

/** On arrival the room shows the newest passed horn if it is younger than this. */
export const HORN_RECENT_MS = 5 * 60_000;
/** A still horn (reduced motion, or no Web Animations) stays this long. */
export const HORN_SHOW_MS = 10_000;
/** Scrolling speed in px/s, and how many times a horn crosses the banner. */
const SPEED = 90;
const PASSES = 2;
/** Horns waiting beyond this are dropped. */
const QUEUE_MAX = 10;

/**
 * The horns at the top of the room: every horn that passes review reaches every room (the
 * websocket's `horn` frame, through `feed`), and a room opened shortly after one shows it too
 * (`Horn/recent`). One at a time, scrolling across twice like a marquee (still under reduced
 * motion), larger for a noble's large horn; the viewer can close it. The text is always text.
 * While it shows, the danmaku keep out of its band (components/player/reserved-bands.ts).
 */
export function HornBanner({ feed }: { feed: Feed<HornItem> }) {
  const t = useTranslations('coins.horn');
  const reduced = usePrefersReducedMotion();
  const [queue, setQueue] = useState<HornItem[]>([]);
  const seen = useRef(new Set<number>());
  const track = useRef<HTMLDivElement>(null);
  const text = useRef<HTMLSpanElement>(null);
  const anim = useRef<Animation | null>(null);
  const banner = useRef<HTMLElement>(null);

  useEffect(() => {
    const add = (h: HornItem) => {
      if (seen.current.has(h.id)) return;
      seen.current.add(h.id);
      setQueue((q) => (q.length >= QUEUE_MAX ? q : [...q, h]));
    };
    const off = feed.subscribe(add);
    let live = true;
    apiGet<unknown[]>('Horn/recent', undefined, { silent: true }).then(
      (list) => {
        if (!live || !Array.isArray(list)) return;
        const newest = list
          .map(parseHorn)
          .filter((h): h is HornItem => h !== null)
          .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))[0];
        if (newest && Date.now() - Date.parse(newest.created_at) <= HORN_RECENT_MS) add(newest);
      },
      () => undefined,
    );
    return () => {
      live = false;
      off();
    };
  }, [feed]);

  const current = queue[0];
  const id = current?.id;
  const done = (hornId: number) => setQueue((q) => (q[0]?.id === hornId ? q.slice(1) : q));
  const doneRef = useRef(done);
  useEffect(() => {
    doneRef.current = done;
  });

  // The banner's band is the banner's while it shows: the danmaku keep out of it.
  useEffect(() => {
    const el = banner.current;
    if (id === undefined || !el) return;
    return reserveBand(el);
  }, [id]);

  useEffect(() => {
    if (id === undefined) return;
    const box = track.current;
    const el = text.current;
    const next = () => doneRef.current(id);
    if (!reduced && box && el && typeof el.animate === 'function') {
      // The Web Animations API: from just off the right edge to just off the left, PASSES times.
      const from = box.clientWidth;
      const to = -el.scrollWidth;
      const duration = Math.min(30_000, Math.max(6_000, ((from - to) / SPEED) * 1000));
      const a = el.animate(
        [{ transform: `translateX(${from}px)` }, { transform: `translateX(${to}px)` }],
        { duration, iterations: PASSES, easing: 'linear' },
      );
      a.onfinish = next;
      anim.current = a;
      return () => {
        a.cancel();
        anim.current = null;
      };
    }
    const timer = setTimeout(next, HORN_SHOW_MS);
    return () => clearTimeout(timer);
  }, [id, reduced]);

  if (!current) return null;
  return (
    <section
      ref={banner}
      aria-label={t('banner')}
      data-testid="horn-banner"
      data-large={current.large || undefined}
      className={clsx(
        'motion-safe:animate-fade-in pointer-events-auto absolute inset-x-2 top-2 z-30 flex items-center gap-2 overflow-hidden pr-1 pl-3 text-white shadow-lg ring-1',
        // Still (reduced motion), the whole text wraps instead of scrolling by.
        reduced ? 'rounded-2xl py-1' : 'rounded-full',
        current.large
          ? 'min-h-11 bg-linear-to-r from-amber-600/90 via-rose-600/90 to-fuchsia-700/90 ring-amber-300/70'
          : 'min-h-8 bg-black/65 ring-white/15',
      )}
      onPointerEnter={() => anim.current?.pause()}
      onPointerLeave={() => anim.current?.play()}
    >
      <Megaphone aria-hidden className={clsx('shrink-0', current.large ? 'size-5' : 'size-4')} />
      <span className="flex shrink-0 items-center gap-1">
        {current.noble && <NobleBadge noble={current.noble} />}
        <span
          className={clsx(
            'max-w-[9rem] truncate font-semibold text-amber-200',
            current.large ? 'text-base' : 'text-xs',
          )}
        >
          {current.nickname}
        </span>
      </span>
      <div ref={track} className="relative min-w-0 flex-1 overflow-hidden" aria-live="polite">
        {/* Text only: React renders it as a text node, never as markup. */}
        <span
          key={current.id}
          ref={text}
          data-testid="horn-text"
          className={clsx(
            'block',
            reduced ? 'line-clamp-3 break-words' : 'w-max whitespace-nowrap',
            current.large ? 'text-base font-bold' : 'text-sm',
          )}
        >
          {current.content}
        </span>
      </div>
      <button
        type="button"
        aria-label={t('close')}
        onClick={() => done(current.id)}
        className={clsx(
          'grid shrink-0 place-items-center rounded-full hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white',
          current.large ? 'size-9' : 'size-7',
        )}
      >
        <X aria-hidden className="size-4" />
      </button>
    </section>
  );
}
