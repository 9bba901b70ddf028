'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { BellPlus, BellRing } from 'lucide-react';
import clsx from 'clsx';
import { apiPost } from '@/lib/client/api';
import type { Schedule } from '@/lib/live/contract';

/** Books (or unbooks) an announced broadcast; a visitor gets the login dialog. */
export function BookButton({
  scheduleId,
  reserved: initial,
}: {
  scheduleId: number;
  reserved: boolean;
}) {
  const t = useTranslations('liveRoom');
  const [reserved, setReserved] = useState(initial);
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    setBusy(true);
    try {
      if (reserved) {
        // A GET of the spec that changes state: the client sends it as a same-origin POST.
        await apiPost('live/deleteReserveLive', { id: scheduleId });
        setReserved(false);
      } else {
        const r = await apiPost<Schedule>('Live/setReserveLiveNew', {
          id: scheduleId,
        });
        setReserved(r.reserved);
      }
    } catch {
      // the client showed why
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      onClick={() => void toggle()}
      disabled={busy}
      aria-pressed={reserved}
      className={clsx(
        'inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-medium disabled:opacity-60',
        reserved ? 'text-ink-soft bg-surface-page' : 'border-brand text-brand hover:bg-brand-soft',
      )}
    >
      {reserved ? (
        <BellRing className="size-4" aria-hidden />
      ) : (
        <BellPlus className="size-4" aria-hidden />
      )}
      {reserved ? t('booked') : t('book')}
    </button>
  );
}
