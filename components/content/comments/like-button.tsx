'use client';

import { useRef, useState } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { ThumbsUp } from 'lucide-react';
import clsx from 'clsx';
import { apiPost, requireLogin } from '@/lib/client/api';

/** What a like endpoint answers: the community's `{ liked, likes }` or the social layer's `{ active, count }`. */
export type LikeAnswer = {
  liked?: boolean;
  active?: boolean;
  likes?: number;
  count?: number;
};

/** Reads either answer shape of the like endpoints. */
export function readLike(
  r: LikeAnswer | null | undefined,
  fallback: { liked: boolean; count: number },
) {
  return {
    liked: r?.liked ?? r?.active ?? fallback.liked,
    count: r?.likes ?? r?.count ?? fallback.count,
  };
}

/**
 * A like toggle with its count, for posts, videos and comments. Optimistic: it flips at once and
 * rolls back when the call fails (the client has shown why, or the login dialog). A visitor gets
 * the login prompt. Sends `{ ...params, type: 1 | 0 }` to `path` (under /bff).
 */
export function LikeButton({
  path,
  params,
  liked: initialLiked,
  count: initialCount,
  loggedIn,
  variant = 'pill',
  className,
  testId = 'like-button',
}: {
  path: string;
  params: Record<string, unknown>;
  liked: boolean;
  count: number;
  loggedIn: boolean;
  /** `pill`: a bordered button (a post, a video); `plain`: text-sized (a comment). */
  variant?: 'pill' | 'plain';
  className?: string;
  testId?: string;
}) {
  const t = useTranslations('comments');
  const format = useFormatter();
  const [state, setState] = useState({ liked: initialLiked, count: initialCount });
  const busy = useRef(false);

  const toggle = async () => {
    if (!loggedIn) {
      requireLogin();
      return;
    }
    if (busy.current) return;
    busy.current = true;
    const before = state;
    const next = !before.liked;
    setState({ liked: next, count: Math.max(0, before.count + (next ? 1 : -1)) });
    try {
      const r = await apiPost<LikeAnswer>(path, { ...params, type: next ? 1 : 0 });
      setState((s) => readLike(r, s));
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
      aria-pressed={state.liked}
      aria-label={`${state.liked ? t('unlike') : t('like')} (${t('likes', { count: state.count })})`}
      data-testid={testId}
      className={clsx(
        'inline-flex items-center gap-1 tabular-nums transition-colors',
        variant === 'pill' ? 'h-9 rounded-full border px-4 text-sm font-semibold' : 'text-xs',
        variant === 'pill' &&
          (state.liked
            ? 'border-brand bg-brand-soft text-brand'
            : 'border-ink-faint/30 text-ink-soft hover:border-brand hover:text-brand bg-white'),
        variant === 'plain' && (state.liked ? 'text-brand' : 'text-ink-faint hover:text-brand'),
        className,
      )}
    >
      <ThumbsUp
        className={clsx(variant === 'pill' ? 'size-4' : 'size-3.5', state.liked && 'fill-current')}
        aria-hidden
      />
      <span>{format.number(state.count, { notation: 'compact', maximumFractionDigits: 1 })}</span>
    </button>
  );
}
