'use client';

import { useState, useTransition } from 'react';
import { useRouter } from 'next/navigation';
import clsx from 'clsx';
import { CalendarX, HeartOff, Loader2 } from 'lucide-react';
import { apiPostResult } from '@/lib/client/api';
import { toast } from '@/lib/client/toast';

const ICONS = { unfollow: HeartOff, cancel: CalendarX } as const;

type Props = {
  /** A platform API mutation; sent as a same-origin POST (the BFF refuses a GET mutation). */
  path: string;
  body: Record<string, unknown>;
  /** Visible text. */
  label: string;
  /** The accessible name: begins with the visible text, then says which item. */
  ariaLabel: string;
  icon: keyof typeof ICONS;
};

/**
 * A button that changes the user's data (unfollow an anchor, cancel a booking), then re-renders
 * the server page (`router.refresh()`), which no longer lists the item. The success toast is the
 * API's own message in the page's language; failures were already shown by lib/client/api.ts
 * (an error toast, or code 700's login prompt).
 */
export function RefreshActionButton({ path, body, label, ariaLabel, icon }: Props) {
  const router = useRouter();
  const [sending, setSending] = useState(false);
  const [refreshing, startRefresh] = useTransition();
  const busy = sending || refreshing;
  const Icon = busy ? Loader2 : ICONS[icon];

  async function run() {
    if (busy) return;
    setSending(true);
    try {
      const { msg } = await apiPostResult(path, body);
      if (msg) toast.success(msg, { id: `${path}-${JSON.stringify(body)}` });
      startRefresh(() => router.refresh());
    } catch {
      // Shown by the API client; the item stays.
    } finally {
      setSending(false);
    }
  }

  return (
    <button
      type="button"
      onClick={() => void run()}
      disabled={busy}
      aria-busy={busy || undefined}
      aria-label={ariaLabel}
      data-testid={`${icon}-button`}
      className="text-ink-soft hover:border-live hover:text-live inline-flex h-8 shrink-0 items-center gap-1.5 rounded-full border border-gray-300 bg-white px-3 text-[13px] font-medium whitespace-nowrap transition disabled:opacity-60"
    >
      <Icon className={clsx('size-3.5 shrink-0', busy && 'motion-safe:animate-spin')} aria-hidden />
      {label}
    </button>
  );
}
