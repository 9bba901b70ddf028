'use client';

import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import clsx from 'clsx';
import { useLazyOverlay } from './use-lazy-overlay';

const loadPanel = () => import('./popover-panel');
const PopoverPanel = lazy(loadPanel);

/** The look of the navigation bar's panels (download, account, language). */
export const POPOVER_SURFACE =
  'text-ink z-50 rounded-xl bg-white shadow-xl ring-1 ring-black/5 outline-none';

type Props = {
  trigger: React.ReactNode;
  triggerLabel?: string;
  triggerClassName?: string;
  triggerTestId?: string;
  contentClassName?: string;
  contentLabel?: string;
  align?: 'start' | 'center' | 'end';
  sideOffset?: number;
  collisionPadding?: number;
  arrow?: boolean;
  /**
   * Also open while the mouse rests on the trigger or the panel (the navigation bar's download
   * and account panels). A click pins it open; click, keyboard and touch work as usual.
   */
  hover?: boolean;
  /** Fetches what the panel shows, at the first sign of interest (pointer over, focus, press). */
  preload?: () => void;
  children: React.ReactNode;
};

/** Leaving the trigger for the panel crosses a gap; this keeps the panel open across it. */
const CLOSE_DELAY_MS = 150;

/**
 * A popover whose trigger is plain markup from the first paint and whose panel (Radix's popover
 * with its positioning engine, and whatever the panel holds) is fetched when first wanted, so a
 * page does not load, parse and run it before anyone asks (issue 8 §3: the navigation bar's and
 * the score list's panels were a tenth of every page's JavaScript). Pointing at or focusing the
 * trigger starts the fetch, so the panel is usually there by the time of the click.
 */
export function LazyPopover({
  trigger,
  triggerLabel,
  triggerClassName,
  triggerTestId,
  contentClassName = POPOVER_SURFACE,
  contentLabel,
  align = 'end',
  sideOffset = 10,
  collisionPadding,
  arrow,
  hover = false,
  preload,
  children,
}: Props) {
  // Mounted from the first opening on: Radix then animates and unmounts the panel itself.
  const { open, show: toggle, wanted, ref: anchor, id, triggerProps } = useLazyOverlay();
  // Focus moves into the panel when a click or a key opened it, not when a pointer rests on it.
  const [focusPanel, setFocusPanel] = useState(true);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // Opened by pointing: focus stays where it was, and leaving closes it again.
  const byHover = useRef(false);
  // Opened (or kept open) by a click: only a click, Escape or a click outside closes it.
  const pinned = useRef(false);

  const warm = () => {
    void loadPanel();
    preload?.();
  };
  const show = (next: boolean, pointing = false) => {
    if (next) setFocusPanel(!pointing);
    toggle(next);
  };
  const cancel = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  const enter = (e: React.PointerEvent) => {
    if (e.pointerType !== 'mouse') return;
    warm();
    if (!hover) return;
    cancel();
    if (!open) {
      byHover.current = true;
      show(true, true);
    }
  };
  const leave = (e: React.PointerEvent) => {
    if (!hover || e.pointerType !== 'mouse' || pinned.current) return;
    cancel();
    timer.current = setTimeout(() => {
      byHover.current = false;
      show(false);
    }, CLOSE_DELAY_MS);
  };
  useEffect(() => cancel, []);

  return (
    <>
      <button
        {...triggerProps}
        aria-label={triggerLabel}
        data-testid={triggerTestId}
        onPointerEnter={enter}
        onPointerLeave={leave}
        onFocus={warm}
        onClick={() => {
          cancel();
          if (open && byHover.current) {
            // The hover already opened it: the click pins it instead of toggling it shut.
            byHover.current = false;
            pinned.current = true;
            return;
          }
          warm();
          byHover.current = false;
          pinned.current = !open;
          show(!open);
        }}
        className={triggerClassName}
      >
        {trigger}
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <PopoverPanel
            open={open}
            onOpenChange={(next) => {
              cancel();
              byHover.current = false;
              pinned.current = next;
              show(next);
            }}
            anchor={anchor}
            id={id}
            autoFocus={focusPanel}
            align={align}
            sideOffset={sideOffset}
            collisionPadding={collisionPadding}
            label={contentLabel}
            arrow={arrow}
            onPointerEnter={hover ? enter : undefined}
            onPointerLeave={hover ? leave : undefined}
            className={clsx(contentClassName)}
          >
            {children}
          </PopoverPanel>
        </Suspense>
      ) : null}
    </>
  );
}
