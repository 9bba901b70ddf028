'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import { Play, RotateCw } from 'lucide-react';
import { apiPost } from '@/lib/client/api';
import { setViews } from './view-store';

type HlsLike = { destroy(): void };
type State = 'idle' | 'loading' | 'playing' | 'error';

const noop = () => () => {};

/** An HLS playlist (the demo's signed VOD playlists) rather than a file the browser plays itself. */
function isHls(src: string): boolean {
  return /\.m3u8(\?|$)/.test(src);
}

/**
 * The video page's player: a native <video> with its own controls. Nothing is fetched before the
 * visitor presses play; then an HLS playlist plays natively (Safari) or through hls.js (light
 * build, its own chunk, fetched only now). The first start of playback counts a view once
 * (Video/addView) and moves the page's count on. Without JavaScript, a file (an upload) still
 * plays with the browser's controls.
 */
export function VodPlayer({
  id,
  src,
  poster,
  title,
}: {
  id: number;
  src: string;
  poster: string;
  title: string;
}) {
  const t = useTranslations('video.player');
  const video = useRef<HTMLVideoElement>(null);
  const hls = useRef<HlsLike | null>(null);
  const counted = useRef(false);
  const [state, setState] = useState<State>('idle');
  // False in the server's HTML and while hydrating: the no-JS page keeps the native controls.
  const hydrated = useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
  const hlsSrc = isHls(src);

  useEffect(
    () => () => {
      hls.current?.destroy();
      hls.current = null;
    },
    [],
  );

  const attach = async (v: HTMLVideoElement) => {
    if (!hlsSrc || v.canPlayType('application/vnd.apple.mpegurl')) {
      if (!v.currentSrc) v.src = src;
      return;
    }
    const { default: Hls } = await import('hls.js/light');
    if (!Hls.isSupported()) throw new Error('hls unsupported');
    hls.current?.destroy();
    const h = new Hls({ enableWorker: true });
    h.on(Hls.Events.ERROR, (_e, data) => {
      if (data.fatal) setState('error');
    });
    h.loadSource(new URL(src, window.location.href).toString());
    h.attachMedia(v);
    hls.current = h;
  };

  const start = async () => {
    const v = video.current;
    if (!v) return;
    setState('loading');
    try {
      if (!hls.current && !v.currentSrc) await attach(v);
      await v.play();
    } catch {
      // A refused play() (another tab's audio policy) leaves the controls to the visitor.
      setState(v.error || !(hls.current || v.currentSrc) ? 'error' : 'playing');
    }
  };

  const retry = () => {
    hls.current?.destroy();
    hls.current = null;
    const v = video.current;
    if (v) {
      v.removeAttribute('src');
      v.load();
    }
    void start();
  };

  const onPlaying = () => {
    setState('playing');
    if (counted.current) return;
    counted.current = true;
    apiPost<{ views: number }>('Video/addView', { id }, { silent: true })
      .then((r) => setViews(id, r.views))
      .catch(() => {
        counted.current = false;
      });
  };

  const showOverlay = hydrated && state !== 'playing';
  return (
    <div
      role="region"
      aria-label={t('region', { title })}
      data-testid="vod-player"
      data-state={hydrated ? state : 'static'}
      // 16:9 before the video loads, so nothing moves when it does.
      className="relative isolate aspect-video w-full overflow-hidden rounded-xl bg-black text-white"
    >
      <video
        ref={video}
        // Before hydration (or without JS) the browser's own controls; afterwards once playing.
        controls={!hydrated || state === 'playing'}
        playsInline
        preload="none"
        poster={poster}
        src={hlsSrc ? undefined : src}
        onPlaying={onPlaying}
        onError={() => {
          if (hydrated && state !== 'idle') setState('error');
        }}
        className="size-full bg-black object-contain"
      />
      {showOverlay && state !== 'error' ? (
        <button
          type="button"
          onClick={() => void start()}
          disabled={state === 'loading'}
          aria-label={t('play')}
          data-testid="vod-play"
          className="group absolute inset-0 grid place-items-center bg-black/20 transition hover:bg-black/10"
        >
          {state === 'loading' ? (
            <span
              aria-hidden
              className="size-12 animate-spin rounded-full border-4 border-white/30 border-t-white"
            />
          ) : (
            <span className="bg-live-bright grid size-16 place-items-center rounded-full text-white shadow-lg transition group-hover:scale-105">
              <Play aria-hidden className="size-7 translate-x-0.5 fill-current" />
            </span>
          )}
        </button>
      ) : null}
      {hydrated && state === 'error' ? (
        <div
          role="alert"
          className="absolute inset-0 grid place-items-center bg-black/70 p-6 text-center"
        >
          <div className="flex flex-col items-center gap-3">
            <p className="text-sm text-white">{t('error')}</p>
            <button
              type="button"
              onClick={retry}
              className="inline-flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1 text-xs font-medium text-white hover:bg-white/25"
            >
              <RotateCw aria-hidden className="size-3.5" />
              {t('retry')}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
