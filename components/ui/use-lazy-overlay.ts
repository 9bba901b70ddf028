'use client';

import { useCallback, useId, useRef, useState } from 'react';

/**
 * The state of an overlay (popover, drawer) whose trigger is plain markup and whose content is a
 * lazy chunk: open or not, and whether it was ever wanted (then the chunk is mounted, and stays
 * mounted so Radix can animate it shut). `triggerProps` go on the trigger `<button>`: its ref
 * (the anchor, and where focus returns), and the ARIA state of a button that opens a dialog.
 */
export function useLazyOverlay() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const ref = useRef<HTMLButtonElement>(null);
  const id = useId();
  const show = useCallback((next: boolean) => {
    if (next) setWanted(true);
    setOpen(next);
  }, []);
  const triggerProps = {
    ref,
    type: 'button' as const,
    'aria-haspopup': 'dialog' as const,
    'aria-expanded': open,
    'aria-controls': open ? id : undefined,
    'data-state': open ? 'open' : 'closed',
  };
  return { open, show, wanted, ref, id, triggerProps };
}
