'use client';

import { useRef } from 'react';
import * as Popover from '@radix-ui/react-popover';

export type PopoverPanelProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The trigger, which stays outside Radix (see LazyPopover): the panel is placed against it. */
  anchor: React.RefObject<HTMLButtonElement | null>;
  id: string;
  /** Move focus into the panel on opening (a click or a key); not when a pointer only rests on it. */
  autoFocus: boolean;
  align: 'start' | 'center' | 'end';
  sideOffset: number;
  collisionPadding?: number;
  label?: string;
  className: string;
  arrow?: boolean;
  onPointerEnter?: (e: React.PointerEvent) => void;
  onPointerLeave?: (e: React.PointerEvent) => void;
  children: React.ReactNode;
};

/**
 * The part of LazyPopover that is only fetched once the popover is wanted: Radix's popover
 * (placement, dismissal, focus) around the panel. The trigger is not a Radix Trigger, so what
 * Radix does for its own trigger is done here: a press on the trigger is not an outside click,
 * and closing returns focus to the trigger unless the visitor went elsewhere.
 */
export default function PopoverPanel({
  open,
  onOpenChange,
  anchor,
  id,
  autoFocus,
  align,
  sideOffset,
  collisionPadding,
  label,
  className,
  arrow = false,
  onPointerEnter,
  onPointerLeave,
  children,
}: PopoverPanelProps) {
  const wentElsewhere = useRef(false);
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={anchor} />
      <Popover.Portal>
        <Popover.Content
          id={id}
          align={align}
          sideOffset={sideOffset}
          collisionPadding={collisionPadding}
          aria-label={label}
          onPointerEnter={onPointerEnter}
          onPointerLeave={onPointerLeave}
          onOpenAutoFocus={(e) => {
            wentElsewhere.current = false;
            if (!autoFocus) e.preventDefault();
          }}
          onInteractOutside={(e) => {
            // The trigger toggles the panel itself; a press on it is not "outside".
            if (anchor.current?.contains(e.target as Node)) e.preventDefault();
            else wentElsewhere.current = true;
          }}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            if (!wentElsewhere.current) anchor.current?.focus();
          }}
          className={className}
        >
          {children}
          {arrow ? <Popover.Arrow className="fill-white" /> : null}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
