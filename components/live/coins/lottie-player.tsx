'use client';

import { useEffect, useMemo, useRef } from 'react';
import { LottieLight } from 'lottie-react';

export type LottiePlayerProps = {
  /** A same-site URL of the animation's JSON (self-hosted: never a CDN). */
  src: string;
  onComplete: () => void;
  onError: () => void;
  className?: string;
};

/**
 * A gift's Lottie animation, played once. Its own chunk (lottie-react and lottie-web's light,
 * SVG-only build), fetched by gift-effects.tsx the first time an animation must play, so the
 * room's first load carries none of it.
 */
export default function LottiePlayer({ src, onComplete, onError, className }: LottiePlayerProps) {
  const handlers = useRef({ onComplete, onError });
  useEffect(() => {
    handlers.current = { onComplete, onError };
  });
  // One subscription object for the animation's life: new handlers are read through the ref.
  const subscriptions = useMemo(
    () => ({
      complete: () => handlers.current.onComplete(),
      error: () => handlers.current.onError(),
    }),
    [],
  );
  return (
    <LottieLight
      src={src}
      autoplay
      loop={false}
      subscriptions={subscriptions}
      className={className}
      aria-hidden
    />
  );
}
