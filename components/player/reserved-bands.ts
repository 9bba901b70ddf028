'use client';

import { useSyncExternalStore } from 'react';

/**
 * Bands of the stage that overlays hold while they show (the horn banner at the top of a live
 * room): the danmaku layer keeps its comments out of them. An overlay reserves its element; the
 * layer measures where each reserved element ends and starts its comments below it (issue 24:
 * danmaku ran over the horn banner, text on text).
 */

const bands = new Set<HTMLElement>();
let snapshot: readonly HTMLElement[] = [];
const listeners = new Set<() => void>();

function changed() {
  snapshot = [...bands];
  for (const l of listeners) l();
}

/** Reserves `element`'s band while it shows; returns the release. */
export function reserveBand(element: HTMLElement): () => void {
  bands.add(element);
  changed();
  return () => {
    if (bands.delete(element)) changed();
  };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const EMPTY: readonly HTMLElement[] = [];

/** The elements whose bands are reserved now. */
export function useReservedBands(): readonly HTMLElement[] {
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => EMPTY,
  );
}

/** Space left between a band and the first line of comments under it, px. */
export const BAND_GAP_PX = 4;

/**
 * How far from the top of `stage` (the box the comments would fill, its rectangle) the comments
 * must start to stay clear of `reserved` (their rectangles): the lowest bottom edge of a band that
 * overlaps the stage's upper half, plus a gap; 0 when none does.
 */
export function clearTop(
  stage: { top: number; bottom: number; left: number; right: number },
  reserved: readonly { top: number; bottom: number; left: number; right: number }[],
): number {
  let inset = 0;
  const middle = stage.top + (stage.bottom - stage.top) / 2;
  for (const b of reserved) {
    const overlaps =
      b.bottom > stage.top && b.top < middle && b.right > stage.left && b.left < stage.right;
    if (overlaps) inset = Math.max(inset, Math.ceil(b.bottom - stage.top + BAND_GAP_PX));
  }
  return inset;
}
