'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { FLASH_MS } from './live-merge';

/**
 * Briefly highlighted row ids: `flash(ids)` marks them for `ms`, restarting the time of a row
 * that changes again. Timers are cleared on unmount.
 */
export function useFlash(
  ms: number = FLASH_MS,
): [ReadonlySet<number>, (ids: readonly number[]) => void] {
  const [flashing, setFlashing] = useState<ReadonlySet<number>>(() => new Set());
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const flash = useCallback(
    (ids: readonly number[]) => {
      if (!ids.length) return;
      const pending = timers.current;
      setFlashing((s) => new Set([...s, ...ids]));
      for (const id of ids) {
        clearTimeout(pending.get(id));
        pending.set(
          id,
          setTimeout(() => {
            pending.delete(id);
            setFlashing((s) => {
              const copy = new Set(s);
              copy.delete(id);
              return copy;
            });
          }, ms),
        );
      }
    },
    [ms],
  );

  return [flashing, flash];
}
