'use client';

import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import clsx from 'clsx';
import { Check } from 'lucide-react';

/**
 * The player's own pop-ups (quality, line, danmaku settings). They live inside the player, not
 * in a portal, so they stay visible in fullscreen, where only the player's subtree is shown.
 * The player turns media-chrome's hotkeys off while one is open (typing "f" in the block list
 * must not go fullscreen) and keeps the controls from hiding.
 */

export const TRIGGER_CLASS =
  'inline-flex h-9 min-w-9 shrink-0 items-center justify-center gap-1 rounded-md px-2 text-sm font-medium whitespace-nowrap text-white/90 transition hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-white aria-expanded:bg-white/15';

const POPUP_CLASS =
  'absolute right-0 bottom-full z-20 mb-2 rounded-lg bg-neutral-900/95 text-sm text-white shadow-xl ring-1 ring-white/10 backdrop-blur';

/** Closes on Escape and on a press outside the trigger and the pop-up. */
function useDismiss(
  open: boolean,
  refs: readonly RefObject<HTMLElement | null>[],
  close: (refocus: boolean) => void,
) {
  const latest = useRef({ refs, close });
  useEffect(() => {
    latest.current = { refs, close };
  });
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      const target = e.target as Node | null;
      if (latest.current.refs.some((r) => r.current?.contains(target))) return;
      latest.current.close(false);
    };
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.stopPropagation();
      latest.current.close(true);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);
}

export type MenuOption<V extends string | number> = { value: V; label: string };

type MenuProps<V extends string | number> = {
  id: string;
  /** The menu's name ("Quality"). */
  label: string;
  /** What the trigger shows: the current choice. */
  valueLabel: string;
  options: readonly MenuOption<V>[];
  value: V;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSelect: (value: V) => void;
  testId?: string;
};

/** A menu button with radio items: arrows, Home/End, Enter/Space, Escape, Tab closes. */
export function PlayerMenu<V extends string | number>({
  id,
  label,
  valueLabel,
  options,
  value,
  open,
  onOpenChange,
  onSelect,
  testId,
}: MenuProps<V>) {
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const close = (refocus: boolean) => {
    onOpenChange(false);
    if (refocus) trigger.current?.focus();
  };
  useDismiss(open, [trigger, menu], close);

  const items = () =>
    Array.from(menu.current?.querySelectorAll<HTMLElement>('[role=menuitemradio]') ?? []);
  useEffect(() => {
    if (!open) return;
    const all = items();
    (all.find((el) => el.getAttribute('aria-checked') === 'true') ?? all[0])?.focus();
  }, [open]);

  const onMenuKeyDown = (e: React.KeyboardEvent) => {
    const all = items();
    const i = all.indexOf(document.activeElement as HTMLElement);
    let next: number | null = null;
    if (e.key === 'ArrowDown') next = (i + 1) % all.length;
    else if (e.key === 'ArrowUp') next = (i - 1 + all.length) % all.length;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = all.length - 1;
    else if (e.key === 'Tab') close(false);
    if (next !== null) {
      e.preventDefault();
      all[next]?.focus();
    }
  };

  return (
    <div className="relative">
      <button
        ref={trigger}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        aria-label={`${label}: ${valueLabel}`}
        data-testid={testId}
        onClick={() => onOpenChange(!open)}
        onKeyDown={(e) => {
          if (!open && (e.key === 'ArrowDown' || e.key === 'ArrowUp')) {
            e.preventDefault();
            onOpenChange(true);
          }
        }}
        className={TRIGGER_CLASS}
      >
        {valueLabel}
      </button>
      {open ? (
        <div
          ref={menu}
          id={id}
          role="menu"
          aria-label={label}
          onKeyDown={onMenuKeyDown}
          className={clsx(POPUP_CLASS, 'min-w-36 p-1')}
        >
          {options.map((o) => (
            <button
              key={o.value}
              type="button"
              role="menuitemradio"
              aria-checked={o.value === value}
              tabIndex={-1}
              onClick={() => {
                onSelect(o.value);
                close(true);
              }}
              className="aria-checked:text-brand-bright flex w-full items-center gap-2 rounded-md px-3 py-1.5 text-left whitespace-nowrap hover:bg-white/10 focus:bg-white/10 focus:outline-none"
            >
              <Check
                aria-hidden
                className={clsx('size-4 shrink-0', o.value === value ? 'opacity-100' : 'opacity-0')}
              />
              {o.label}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}

type PopoverProps = {
  id: string;
  /** The trigger's and the dialog's name. */
  label: string;
  trigger: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
  testId?: string;
  className?: string;
};

/** A button that opens a non-modal dialog above it; focus moves in, Escape brings it back. */
export function PlayerPopover({
  id,
  label,
  trigger,
  open,
  onOpenChange,
  children,
  testId,
  className,
}: PopoverProps) {
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const close = (refocus: boolean) => {
    onOpenChange(false);
    if (refocus) button.current?.focus();
  };
  useDismiss(open, [button, panel], close);
  useEffect(() => {
    if (open) panel.current?.focus();
  }, [open]);

  return (
    <div className="relative">
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        aria-label={label}
        title={label}
        data-testid={testId}
        onClick={() => onOpenChange(!open)}
        className={TRIGGER_CLASS}
      >
        {trigger}
      </button>
      {open ? (
        <div
          ref={panel}
          id={id}
          role="dialog"
          aria-label={label}
          tabIndex={-1}
          className={clsx(
            POPUP_CLASS,
            'overflow-y-auto overscroll-contain outline-none',
            className,
          )}
        >
          {children}
        </div>
      ) : null}
    </div>
  );
}
