'use client';

import { useEffect, useRef, useState } from 'react';
import * as Popover from '@radix-ui/react-popover';
import clsx from 'clsx';

type Props = {
  trigger: React.ReactNode;
  triggerLabel?: string;
  triggerClassName?: string;
  contentClassName?: string;
  align?: 'start' | 'center' | 'end';
  children: React.ReactNode;
};

/** Leaving the trigger for the panel crosses a gap; this keeps the panel open across it. */
const CLOSE_DELAY_MS = 150;

/**
 * A Radix popover that also opens while the mouse rests on it (the navigation bar's download and
 * user panels). A click pins it open like any popover; click, keyboard and touch work as usual.
 */
export function HoverPopover({
  trigger,
  triggerLabel,
  triggerClassName,
  contentClassName,
  align = 'end',
  children,
}: Props) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // Opened by pointing: focus stays where it was, and leaving closes it again.
  const byHover = useRef(false);
  // Opened (or kept open) by a click: only a click, Escape or a click outside closes it.
  const pinned = useRef(false);

  const cancel = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  const enter = (e: React.PointerEvent) => {
    if (e.pointerType !== 'mouse') return;
    cancel();
    if (!open) {
      byHover.current = true;
      setOpen(true);
    }
  };
  const leave = (e: React.PointerEvent) => {
    if (e.pointerType !== 'mouse' || pinned.current) return;
    cancel();
    timer.current = setTimeout(() => {
      byHover.current = false;
      setOpen(false);
    }, CLOSE_DELAY_MS);
  };
  useEffect(() => cancel, []);

  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        cancel();
        byHover.current = false;
        pinned.current = next;
        setOpen(next);
      }}
    >
      <Popover.Trigger
        aria-label={triggerLabel}
        onPointerEnter={enter}
        onPointerLeave={leave}
        onClick={(e) => {
          // The hover already opened it: the click pins it instead of toggling it shut.
          if (open && byHover.current) {
            e.preventDefault();
            byHover.current = false;
            pinned.current = true;
          }
        }}
        className={triggerClassName}
      >
        {trigger}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align={align}
          sideOffset={10}
          onPointerEnter={enter}
          onPointerLeave={leave}
          onOpenAutoFocus={(e) => {
            if (byHover.current) e.preventDefault();
          }}
          className={clsx(
            'text-ink z-50 rounded-xl bg-white shadow-xl ring-1 ring-black/5 outline-none',
            contentClassName,
          )}
        >
          {children}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
