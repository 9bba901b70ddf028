'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from '@/lib/client/toast';
import clsx from 'clsx';
import { Bell, BellRing, Loader2 } from 'lucide-react';
import { apiPost } from '@/lib/client/api';

export const BOOK_PATH = 'live/reserveMatch';
export const UNBOOK_PATH = 'live/reserveMatch2';

type Props = {
  matchId: number;
  /** The user's booking as the server rendered it (all_match `reserved`). */
  reserved: boolean;
  /** Whether the page was rendered for a logged-in user: only then is the change shown at once. */
  loggedIn: boolean;
  home: string;
  away: string;
};

/**
 * Books or unbooks an upcoming match. For a logged-in user the new state shows at once and rolls
 * back if the call fails; a visitor's click goes to the API too, whose code 700 brings the
 * login-required message and the login dialog (lib/client/api.ts, docs/product.md §6 and §8).
 */
export function BookButton({ matchId, reserved: initial, loggedIn, home, away }: Props) {
  const t = useTranslations('schedule.book');
  const [reserved, setReserved] = useState(initial);
  const [pending, setPending] = useState(false);

  async function toggle() {
    if (pending) return;
    const next = !reserved;
    if (loggedIn) setReserved(next);
    setPending(true);
    try {
      await apiPost(next ? BOOK_PATH : UNBOOK_PATH, { match_id: matchId });
      setReserved(next);
      toast.success(t(next ? 'booked' : 'unbooked'), { id: `book-${matchId}` });
    } catch {
      // The API client has already shown why (an error toast, or the login prompt).
      setReserved(!next);
    } finally {
      setPending(false);
    }
  }

  const Icon = pending ? Loader2 : reserved ? BellRing : Bell;
  return (
    <button
      type="button"
      onClick={() => void toggle()}
      aria-pressed={reserved}
      aria-busy={pending || undefined}
      aria-label={t('label', { home, away })}
      title={reserved ? t('unbook') : t('book')}
      data-testid="book-button"
      className={clsx(
        'inline-flex h-8 min-w-[5.5rem] items-center justify-center gap-1.5 rounded-full border px-3 text-[13px] font-medium whitespace-nowrap transition disabled:opacity-60',
        reserved
          ? 'border-brand bg-brand hover:bg-brand-dark text-white'
          : 'border-brand/60 text-brand hover:bg-brand-soft bg-white',
      )}
    >
      <Icon className={clsx('size-3.5 shrink-0', pending && 'animate-spin')} aria-hidden />
      {reserved ? t('bookedState') : t('book')}
    </button>
  );
}
