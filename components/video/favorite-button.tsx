'use client';

import { useRef, useState } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { Star } from 'lucide-react';
import clsx from 'clsx';
import { apiPost, requireLogin } from '@/lib/client/api';

/**
 * Favourite or unfavourite a video (Video_user/favorites). Optimistic: it flips at once and rolls
 * back when the call fails (the client has shown why, or the login dialog). A visitor gets the
 * site's login prompt.
 */
export function FavoriteButton({
  videoId,
  favorited: initial,
  count: initialCount,
  loggedIn,
}: {
  videoId: number;
  favorited: boolean;
  count: number;
  loggedIn: boolean;
}) {
  const t = useTranslations('video.player');
  const format = useFormatter();
  const [state, setState] = useState({ on: initial, count: initialCount });
  const busy = useRef(false);

  const toggle = async () => {
    if (!loggedIn) {
      requireLogin();
      return;
    }
    if (busy.current) return;
    busy.current = true;
    const before = state;
    const next = !before.on;
    setState({ on: next, count: Math.max(0, before.count + (next ? 1 : -1)) });
    try {
      const r = await apiPost<{ favorited: boolean; favorites: number }>('Video_user/favorites', {
        video_id: videoId,
        type: next ? 1 : 0,
      });
      setState({ on: r.favorited, count: r.favorites });
    } catch {
      setState(before);
    } finally {
      busy.current = false;
    }
  };

  return (
    <button
      type="button"
      onClick={() => void toggle()}
      aria-pressed={state.on}
      data-testid="favorite-button"
      className={clsx(
        'inline-flex h-9 items-center gap-1.5 rounded-full border px-4 text-sm font-semibold transition-colors',
        state.on
          ? 'border-amber-300 bg-amber-50 text-amber-700'
          : 'border-ink-faint/30 text-ink-soft hover:text-ink bg-white',
      )}
    >
      <Star className={clsx('size-4', state.on && 'fill-current')} aria-hidden />
      {state.on ? t('favorited') : t('favorite')}
      <span className="font-normal tabular-nums opacity-80">{format.number(state.count)}</span>
    </button>
  );
}
