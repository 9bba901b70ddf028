'use client';

import { useEffect, useRef } from 'react';

/**
 * A post's video: the browser's own player with the cover as its poster, nothing fetched until
 * play (preload none). An uploaded file plays as it is; an HLS playlist (the demo's videos) plays
 * natively where the browser can (Safari) and through hls.js (light build, its own chunk)
 * elsewhere. Without JS the poster and the native controls still show.
 */
export function PostVideo({ src, poster, label }: { src: string; poster: string; label: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  const hls = src.includes('.m3u8');

  useEffect(() => {
    const video = ref.current;
    if (!video || !hls) return;
    if (video.canPlayType('application/vnd.apple.mpegurl')) {
      video.src = src;
      return;
    }
    let destroyed = false;
    let player: { destroy(): void } | null = null;
    const start = () => {
      if (player) return;
      void import('hls.js/light').then(({ default: Hls }) => {
        if (destroyed || !Hls.isSupported()) return;
        const h = new Hls();
        h.loadSource(src);
        h.attachMedia(video);
        player = h;
        void video.play().catch(() => undefined);
      });
    };
    video.addEventListener('play', start, { once: true });
    return () => {
      destroyed = true;
      video.removeEventListener('play', start);
      player?.destroy();
    };
  }, [src, hls]);

  return (
    <video
      ref={ref}
      data-testid="post-video"
      controls
      playsInline
      preload="none"
      poster={poster}
      aria-label={label}
      src={hls ? undefined : src}
      className="aspect-video w-full max-w-2xl rounded-lg bg-black"
    />
  );
}
