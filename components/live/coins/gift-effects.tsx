'use client';

import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { X } from 'lucide-react';
import clsx from 'clsx';
import { useDanmakuSettings, usePrefersReducedMotion } from '@/components/player/danmaku-settings';
import type { Feed } from './feed';
import { giftName } from './gift-message';
import { GiftIcon } from './gift-chat-line';
import { NobleBadge } from './noble-badge';
import type { GiftEvent } from './gift-message';

/** lottie-react with lottie-web: fetched when the first animation must play, not with the room. */
const LottiePlayer = lazy(() => import('./lottie-player'));

/** Gifts waiting beyond this are dropped (a flood must not keep the stage busy for minutes). */
export const EFFECT_QUEUE_MAX = 30;
/** A still caption (reduced motion, no animation, a failed one) stays this long. */
export const STILL_MS = 3_000;
/** An animation that never reports its end is cut after this long, per effect level. */
export const ANIMATION_MAX_MS: Record<number, number> = { 1: 8_000, 2: 12_000 };

/**
 * The gifts' effects over the player, for everyone in the room: gifts of effect level 1 play
 * their Lottie animation over the picture, level 2 over the whole stage; one at a time, in the
 * order they came, each with "<nick> sent Rocket ×10". A click on it, the skip button or Escape
 * ends the current one. Reduced motion shows a still caption instead of the animation; the
 * viewer's "hide gift effects" (the danmaku settings) shows nothing at all.
 */
export function GiftEffects({ feed }: { feed: Feed<GiftEvent> }) {
  const t = useTranslations('coins.effect');
  const lang = useLocale();
  const { hideGifts } = useDanmakuSettings();
  const reduced = usePrefersReducedMotion();
  const [queue, setQueue] = useState<GiftEvent[]>([]);
  /** The gift whose animation failed to load: it is shown still. */
  const [failed, setFailed] = useState<string | null>(null);
  const hidden = useRef(hideGifts);
  useEffect(() => {
    hidden.current = hideGifts;
  });

  // Turning effects off also drops what was waiting.
  const [hiddenBefore, setHiddenBefore] = useState(hideGifts);
  if (hiddenBefore !== hideGifts) {
    setHiddenBefore(hideGifts);
    if (hideGifts) setQueue([]);
  }

  useEffect(
    () =>
      feed.subscribe((gift) => {
        if (hidden.current || gift.effectLevel < 1) return;
        setQueue((q) =>
          q.length >= EFFECT_QUEUE_MAX || q.some((g) => g.key === gift.key) ? q : [...q, gift],
        );
      }),
    [feed],
  );

  const current = hideGifts ? undefined : queue[0];
  const key = current?.key;
  const still = !!current && (reduced || !current.effect || failed === current.key);
  const level = current?.effectLevel ?? 0;

  const done = (k: string) => setQueue((q) => (q[0]?.key === k ? q.slice(1) : q));
  const doneRef = useRef(done);
  useEffect(() => {
    doneRef.current = done;
  });

  // Each effect has a time limit: the still caption's, or the animation's longest.
  useEffect(() => {
    if (!key) return;
    const timer = setTimeout(
      () => doneRef.current(key),
      still ? STILL_MS : (ANIMATION_MAX_MS[level] ?? STILL_MS),
    );
    return () => clearTimeout(timer);
  }, [key, still, level]);

  useEffect(() => {
    if (!key) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') doneRef.current(key);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [key]);

  if (!current) return null;
  const big = current.effectLevel >= 2;
  const skip = () => done(current.key);

  return (
    <div
      data-testid="gift-effect"
      data-level={current.effectLevel}
      data-mode={still ? 'still' : 'animation'}
      className={clsx(
        'absolute inset-0 z-20 flex items-center justify-center',
        big ? 'bg-black/35' : 'pointer-events-none',
      )}
      onClick={big ? skip : undefined}
    >
      <div
        key={current.key}
        className={clsx(
          'motion-safe:animate-fade-in pointer-events-auto relative flex cursor-pointer flex-col items-center justify-center gap-2',
          big ? 'size-full p-4' : 'aspect-square w-[min(55%,320px)]',
        )}
        onClick={big ? undefined : skip}
      >
        <div className="flex min-h-0 w-full flex-1 items-center justify-center">
          {still ? (
            <GiftIcon src={current.icon} size={big ? 160 : 96} />
          ) : (
            <Suspense fallback={<GiftIcon src={current.icon} size={big ? 160 : 96} />}>
              <LottiePlayer
                src={current.effect}
                onComplete={skip}
                onError={() => setFailed(current.key)}
                className="size-full"
              />
            </Suspense>
          )}
        </div>
        <p
          data-testid="gift-effect-caption"
          className={clsx(
            'inline-flex max-w-full items-center gap-1.5 rounded-full bg-black/65 px-3 py-1 font-semibold text-white shadow-lg',
            big ? 'text-base' : 'text-sm',
          )}
        >
          {current.noble && <NobleBadge noble={current.noble} />}
          <span className="truncate">
            {t('caption', {
              nick: current.nick,
              gift: giftName(current, lang),
              num: current.num,
            })}
          </span>
        </p>
      </div>
      <button
        type="button"
        aria-label={t('skip')}
        onClick={(e) => {
          e.stopPropagation();
          skip();
        }}
        className="pointer-events-auto absolute top-2 right-2 inline-flex items-center gap-1 rounded-full bg-black/60 px-2.5 py-1 text-xs font-medium text-white ring-1 ring-white/25 hover:bg-black/80 focus-visible:outline-2 focus-visible:outline-white"
      >
        {t('skipShort')}
        <X aria-hidden className="size-3.5" />
      </button>
    </div>
  );
}
