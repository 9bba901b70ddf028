'use client';

import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Crown } from 'lucide-react';
import { useDanmakuSettings, usePrefersReducedMotion } from '@/components/player/danmaku-settings';
import { NOBLE_ENTRY_EFFECTS, type NobleEntryEffect } from '@/lib/wallet/limits';
import type { Feed } from './feed';
import { NobleBadge } from './noble-badge';
import type { EnterEvent } from './gift-message';

/** lottie-react with lottie-web, the gifts' chunk: fetched when the first entry plays. */
const LottiePlayer = lazy(() => import('./lottie-player'));

/** Entries waiting beyond this are dropped (a crowd arriving must not queue for minutes). */
export const ENTRY_QUEUE_MAX = 8;
/** The longest an entry shows (each animation is at most 3 s; a little slack for loading). */
export const ENTRY_MAX_MS = 3_500;
/** A still entry (reduced motion, a failed or unknown animation) stays this long. */
export const ENTRY_STILL_MS = 2_000;

/** Each tier's animation, grander with rank: its size on the stage, px. */
const SIZE: Record<NobleEntryEffect, number> = {
  viscount: 120,
  count: 140,
  marquis: 164,
  duke: 188,
  king: 220,
};

const isKnown = (effect: string): effect is NobleEntryEffect =>
  (NOBLE_ENTRY_EFFECTS as readonly string[]).includes(effect);

/** The self-hosted animation of an entry effect (scripts/gen-gift-assets.ts), or null. */
export function entryEffectUrl(effect: string): string | null {
  return isKnown(effect) ? `/nobles/${effect}.json` : null;
}

/**
 * A noble's entry over the stage (issue 24): when a member of a tier with an entry effect (from
 * Viscount up) enters the room, everyone watching sees the tier's own animation (≤ 3 s, grander
 * with rank) beside "Noble <nick> has entered the room" on the tier's colour, at the lower left of
 * the picture. One at a time, in the order they came. Reduced motion shows the banner still, for
 * two seconds; "hide gift effects" (the danmaku settings) hides entries too. Never takes a click.
 */
export function EntryEffects({ feed }: { feed: Feed<EnterEvent> }) {
  const t = useTranslations('coins.chat');
  const { hideGifts } = useDanmakuSettings();
  const reduced = usePrefersReducedMotion();
  const [queue, setQueue] = useState<EnterEvent[]>([]);
  const [failed, setFailed] = useState<string | null>(null);
  const hidden = useRef(hideGifts);
  useEffect(() => {
    hidden.current = hideGifts;
  });

  useEffect(
    () =>
      feed.subscribe((entry) => {
        if (hidden.current) return;
        setQueue((q) =>
          q.length >= ENTRY_QUEUE_MAX || q.some((e) => e.key === entry.key) ? q : [...q, entry],
        );
      }),
    [feed],
  );

  const current = hideGifts ? undefined : queue[0];
  const key = current?.key;
  const url = current ? entryEffectUrl(current.effect) : null;
  const still = !!current && (reduced || !url || failed === current.key);

  const done = (k: string) => setQueue((q) => (q[0]?.key === k ? q.slice(1) : q));
  const doneRef = useRef(done);
  useEffect(() => {
    doneRef.current = done;
  });
  useEffect(() => {
    if (!key) return;
    const timer = setTimeout(() => doneRef.current(key), still ? ENTRY_STILL_MS : ENTRY_MAX_MS);
    return () => clearTimeout(timer);
  }, [key, still]);

  if (!current) return null;
  const size = isKnown(current.effect) ? SIZE[current.effect] : 0;
  return (
    <div
      key={current.key}
      data-testid="entry-effect"
      data-effect={current.effect}
      data-mode={still ? 'still' : 'animation'}
      className="motion-safe:animate-fade-in pointer-events-none absolute bottom-10 left-0 z-20 flex max-w-[calc(100%-1rem)] items-center"
    >
      {!still && url ? (
        // The art fills the middle of its square: the banner starts under its right part.
        <div
          aria-hidden
          className="shrink-0"
          style={{ width: size, height: size, marginRight: -Math.round(size * 0.3) }}
        >
          <Suspense fallback={null}>
            <LottiePlayer
              src={url}
              onComplete={() => done(current.key)}
              onError={() => setFailed(current.key)}
              className="size-full"
            />
          </Suspense>
        </div>
      ) : null}
      <p
        role="status"
        className="relative flex min-w-0 items-center gap-1.5 rounded-full py-1 pr-3 pl-2 text-sm text-white shadow-lg ring-1 ring-white/30 [text-shadow:0_1px_1px_rgb(0_0_0/0.5)]"
        style={{
          backgroundImage: `linear-gradient(90deg, ${current.color}, color-mix(in srgb, ${current.color} 80%, transparent) 70%, transparent)`,
        }}
      >
        {still ? <Crown aria-hidden className="size-4 shrink-0" /> : null}
        <NobleBadge noble={{ level: current.level, color: current.color }} />
        <span className="truncate">
          {t.rich('enter', {
            nick: current.nick,
            who: (chunks) => <strong className="font-bold">{chunks}</strong>,
          })}
        </span>
      </p>
    </div>
  );
}
