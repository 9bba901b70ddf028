'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Heart } from 'lucide-react';
import clsx from 'clsx';
import { apiPost } from '@/lib/client/api';
import type { FollowAnswer } from '@/lib/live/contract';

/** Follow or unfollow the room's anchor; a visitor gets the login dialog (the client's 700 rule). */
export function FollowButton({
  anchorId,
  followed: initial,
  followers: initialCount,
}: {
  anchorId: number;
  followed: boolean;
  followers: number;
}) {
  const t = useTranslations('liveRoom');
  const [followed, setFollowed] = useState(initial);
  const [count, setCount] = useState(initialCount);
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    setBusy(true);
    try {
      const r = await apiPost<FollowAnswer>('Member/attention', {
        anchor_id: anchorId,
        type: followed ? 0 : 1,
      });
      if (r.followed !== followed) setCount((n) => Math.max(0, n + (r.followed ? 1 : -1)));
      setFollowed(r.followed);
    } catch {
      // the client showed why (or the login dialog)
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      onClick={() => void toggle()}
      disabled={busy}
      aria-pressed={followed}
      className={clsx(
        'inline-flex items-center gap-1.5 rounded-full px-4 py-1.5 text-sm font-semibold transition-colors disabled:opacity-60',
        followed
          ? 'bg-surface-page text-ink-soft hover:bg-surface-muted border-ink-faint/40 border'
          : 'bg-brand hover:bg-brand-dark text-white',
      )}
    >
      <Heart className={clsx('size-4', followed && 'fill-current')} aria-hidden />
      {followed ? t('following') : t('follow')}
      <span className="font-normal">{t('followers', { count })}</span>
    </button>
  );
}
