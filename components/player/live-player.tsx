'use client';

import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import clsx from 'clsx';
import {
  MessageSquareOff,
  MessageSquareText,
  Play,
  RotateCw,
  SlidersHorizontal,
  VolumeX,
} from 'lucide-react';
import { DanmakuLayer } from './danmaku-layer';
import type { DanmakuFeed } from './danmaku-feed';
import { DanmakuSettingsPanel } from './danmaku-settings-panel';
import {
  updateDanmakuSettings,
  useDanmakuSettings,
  usePrefersReducedMotion,
} from './danmaku-settings';
import { flvPlayable, type PlayerLine, type QualityLevel } from './engine';
import { claimBootVideo } from './boot';
import { applyMediaChromeLabels } from './media-chrome-i18n';
import { PlayerMenu, PlayerPopover, TRIGGER_CLASS } from './player-menu';
import { OfflinePoster, PlayerFrame, SPINNER_CLASS, type OfflineInfo } from './player-poster';
import { StreamController, type StreamStatus } from './stream-controller';

export type LivePlayerProps = {
  /** The signed live HLS playlist (`/hls/{stream}.m3u8?txSecret=…`); null: the room is off air. */
  hls: string | null;
  /** The signed HTTP-FLV address: the second line, when this browser can play it. */
  flv?: string | null;
  /** Cover image, shown before the first frame and while off air. */
  poster?: string;
  title: string;
  /** Shown while off air (`hls` null): the next booked broadcast. */
  offline?: OfflineInfo | null;
  /** Bullet comments to draw over the video (danmaku-feed.ts). */
  danmaku?: DanmakuFeed;
  /** The line to start on; default HLS (FLV takes over by itself if HLS fails). */
  line?: PlayerLine;
  /** Default: next-intl's locale and zone. */
  locale?: string;
  timeZone?: string;
  className?: string;
};

type Popup = 'quality' | 'line' | 'danmaku';

/** media-chrome's look: transparent buttons on the bar's gradient, the live red as accent. */
const CHROME_STYLE = {
  '--media-control-background': 'transparent',
  '--media-control-hover-background': 'rgb(255 255 255 / 0.1)',
  '--media-primary-color': '#fff',
  '--media-secondary-color': 'transparent',
  '--media-range-bar-color': '#ff2d55',
  '--media-range-track-background': 'rgb(255 255 255 / 0.3)',
  '--media-control-height': '22px',
  '--media-button-icon-width': '22px',
  '--media-tooltip-background-color': 'rgb(23 23 23 / 0.95)',
  '--media-font-family': 'inherit',
} as React.CSSProperties;

function levelLabel(level: QualityLevel | undefined): string {
  if (!level) return '';
  if (level.height > 0) return `${level.height}p`;
  return `${Math.round(level.bitrate / 1000)} kbps`;
}

/** media-chrome's elements (media-chrome-elements.ts): fetched once per page, again after a failure. */
let mediaChrome: Promise<unknown> | null = null;
function loadMediaChrome(): Promise<unknown> {
  mediaChrome ??= import('./media-chrome-elements').catch((err: unknown) => {
    mediaChrome = null;
    throw err;
  });
  return mediaChrome;
}
/** Defined already: a player mounted later in the page (the next broadcast) has its bar at once. */
const mediaChromeDefined = () =>
  typeof customElements !== 'undefined' && customElements.get('media-control-bar') !== undefined;

/**
 * media-chrome's controller and control bar, loaded on the viewer's first move over, tap on or
 * focus in the player (`wake`), not while the page loads. They are a dozen custom elements that
 * each build a shadow root: defined and mounted with the page, they were the room's longest tasks
 * while it loaded (about 130 ms of main thread on this machine; issue 24). Until then the player's
 * `<media-controller>` is a plain element around the playing video, with the unmute button, the
 * buffering spinner and the danmaku over it, and defining it upgrades that element in place: the
 * video keeps playing. The first move over or tap on the player is also when a viewer starts to
 * look for its controls, and the unmute button is the first thing in it a keyboard reaches.
 */
function useMediaChrome(controller: React.RefObject<HTMLElement | null>): {
  ready: boolean;
  wake: (() => void) | undefined;
} {
  const [ready, setReady] = useState(mediaChromeDefined);
  const wake = useCallback(() => {
    loadMediaChrome().then(
      () => {
        // The move or tap that loaded media-chrome came before the controller could see it: its
        // controls show now as that move would have shown them (and hide after `autohide`).
        controller.current?.dispatchEvent(
          new PointerEvent('pointermove', { pointerType: 'mouse' }),
        );
        setReady(true);
      },
      () => {}, // offline: the next move tries again
    );
  }, [controller]);
  return { ready, wake: ready ? undefined : wake };
}

/** The video has waited for data for 800 ms (as media-chrome's loading indicator counts it). */
function useStalled(video: React.RefObject<HTMLVideoElement | null>): boolean {
  const [stalled, setStalled] = useState(false);
  useEffect(() => {
    const v = video.current;
    if (!v) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onWaiting = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setStalled(true), STALL_MS);
    };
    const onFlowing = () => {
      clearTimeout(timer);
      setStalled(false);
    };
    const flowing = ['playing', 'pause', 'emptied'] as const;
    v.addEventListener('waiting', onWaiting);
    for (const e of flowing) v.addEventListener(e, onFlowing);
    return () => {
      clearTimeout(timer);
      v.removeEventListener('waiting', onWaiting);
      for (const e of flowing) v.removeEventListener(e, onFlowing);
    };
  }, [video]);
  return stalled;
}
const STALL_MS = 800;

/**
 * The live room's player (issue 9 §3): hls.js, native HLS or mpegts.js under media-chrome's
 * controls (loaded on first use: useMediaChrome), with bullet comments over the picture. Fetched
 * as its own chunk by LivePlayerLazy. Keyboard (media-chrome, when focus is in the player):
 * space/k play-pause, m mute, f fullscreen, p picture-in-picture, arrow up/down volume.
 */
export default function LivePlayer(props: LivePlayerProps) {
  if (!props.hls) {
    return (
      <OfflinePoster
        title={props.title}
        poster={props.poster}
        offline={props.offline}
        locale={props.locale}
        timeZone={props.timeZone}
        className={props.className}
      />
    );
  }
  return <OnAirPlayer {...props} hls={props.hls} />;
}

function OnAirPlayer({
  hls,
  flv,
  poster,
  title,
  danmaku,
  line: initialLine = 'hls',
  locale,
  className,
}: LivePlayerProps & { hls: string }) {
  const t = useTranslations('player');
  const pageLocale = useLocale();
  applyMediaChromeLabels(locale ?? pageLocale, {
    play: t('controls.play'),
    pause: t('controls.pause'),
    mute: t('controls.mute'),
    unmute: t('controls.unmute'),
    volume: t('controls.volume'),
    enterFullscreen: t('controls.enterFullscreen'),
    exitFullscreen: t('controls.exitFullscreen'),
    enterPip: t('controls.enterPip'),
    exitPip: t('controls.exitPip'),
    live: t('controls.live'),
    seekToLive: t('controls.seekToLive'),
    playingLive: t('controls.playingLive'),
    videoPlayer: t('controls.videoPlayer'),
  });

  const video = useRef<HTMLVideoElement>(null);
  const controls = useRef<HTMLElement>(null);
  // The first-frame script's video (boot.ts), playing already: adopted instead of a new one.
  const [adopted] = useState(() => (hls && initialLine !== 'flv' ? claimBootVideo(hls) : null));
  useLayoutEffect(() => {
    const host = controls.current;
    if (!adopted || !host) return;
    adopted.setAttribute('slot', 'media');
    if (poster) adopted.setAttribute('poster', poster);
    // moveBefore keeps a playing element playing; insertBefore where it is missing (a move
    // within the document does not pause it either).
    const move = (host as { moveBefore?: (n: Node, ref: Node | null) => void }).moveBefore;
    if (move) move.call(host, adopted, host.firstChild);
    else host.insertBefore(adopted, host.firstChild);
    adopted.removeAttribute('hidden');
    video.current = adopted;
  }, [adopted, poster]);
  const stream = useRef<StreamController | null>(null);
  const [status, setStatus] = useState<StreamStatus>({ kind: 'connecting' });
  const [levels, setLevels] = useState<QualityLevel[]>([]);
  const [playingLevel, setPlayingLevel] = useState(-1);
  const [chosenLevel, setChosenLevel] = useState(-1);
  const [line, setLine] = useState<PlayerLine>(initialLine === 'flv' && flv ? 'flv' : 'hls');
  // What the next controller (new signed addresses) starts with.
  const lineRef = useRef({ line, chosen: false });
  const [blocked, setBlocked] = useState(false);
  const [muted, setMuted] = useState(true);
  const [popup, setPopup] = useState<Popup | null>(null);
  const settings = useDanmakuSettings();
  const reducedMotion = usePrefersReducedMotion();
  const canFlv = useMemo(() => Boolean(flv) && flvPlayable(), [flv]);
  const id = useId();
  const chrome = useMediaChrome(controls);
  const stalled = useStalled(video);

  useEffect(() => {
    const v = video.current;
    if (!v) return;
    const onVolume = () => setMuted(v.muted || v.volume === 0);
    const onPlay = () => setBlocked(false);
    v.addEventListener('volumechange', onVolume);
    v.addEventListener('play', onPlay);
    return () => {
      v.removeEventListener('volumechange', onVolume);
      v.removeEventListener('play', onPlay);
    };
  }, []);

  // One controller per pair of addresses: a re-signed address starts a new one on the same line.
  useEffect(() => {
    const v = video.current;
    if (!v) return;
    const controller = new StreamController({
      video: v,
      sources: { hls, flv },
      line: lineRef.current.line,
      lineChosen: lineRef.current.chosen,
      onStatus: setStatus,
      onLevels: (l) => {
        setLevels(l);
        setChosenLevel(-1);
      },
      onLevelSwitched: setPlayingLevel,
      onLine: (l) => {
        lineRef.current.line = l;
        setLine(l);
        setLevels([]);
      },
      onAutoplayBlocked: setBlocked,
    });
    stream.current = controller;
    controller.start();
    return () => {
      controller.destroy();
      stream.current = null;
    };
  }, [hls, flv]);

  const chooseLine = (l: PlayerLine) => {
    lineRef.current = { line: l, chosen: true };
    setLine(l);
    setLevels([]);
    setPlayingLevel(-1);
    stream.current?.setLine(l);
  };
  const chooseLevel = (index: number) => {
    setChosenLevel(index);
    stream.current?.setLevel(index);
  };
  const unmute = () => {
    const v = video.current;
    if (!v) return;
    v.muted = false;
    if (v.volume === 0) v.volume = 1;
  };
  const openChange = (which: Popup) => (open: boolean) => setPopup(open ? which : null);

  const byHeight = [...levels].sort((a, b) => b.height - a.height || b.bitrate - a.bitrate);
  const playing = levels.find((l) => l.index === playingLevel);
  const qualityValue =
    chosenLevel === -1
      ? playing
        ? t('quality.autoWith', { level: levelLabel(playing) })
        : t('quality.auto')
      : levelLabel(levels.find((l) => l.index === chosenLevel));

  return (
    <PlayerFrame
      className={className}
      role="region"
      aria-label={t('region', { title })}
      data-testid="live-player"
      data-status={status.kind}
      data-line={line}
      data-chrome={chrome.ready ? 'ready' : 'idle'}
      onPointerOver={chrome.wake}
      onPointerDown={chrome.wake}
      onFocus={chrome.wake}
    >
      <media-controller
        ref={controls}
        className="[container-type:size] relative block size-full"
        style={CHROME_STYLE}
        lang={locale ?? pageLocale}
        defaultstreamtype="live"
        nomutedpref
        // Typing in the block list must not pause or go fullscreen; open menus keep the controls.
        nohotkeys={popup !== null}
        autohide={popup ? -1 : 2}
      >
        {adopted ? null : (
          <video
            ref={video}
            slot="media"
            muted
            playsInline
            poster={poster}
            className="size-full object-contain"
          />
        )}

        <div
          slot="top-chrome"
          className="flex items-center gap-2 self-stretch bg-linear-to-b from-black/70 to-transparent px-3 pt-2 pb-6"
        >
          <span className="bg-live-bright shrink-0 rounded px-1.5 py-0.5 text-[11px] leading-4 font-bold tracking-wide text-white">
            {t('live')}
          </span>
          <span className="truncate text-sm leading-5 font-medium text-white">{title}</span>
        </div>

        <div slot="centered-chrome" noautohide="" className="pointer-events-none absolute inset-0">
          <DanmakuLayer feed={danmaku} settings={settings} reducedMotion={reducedMotion} />

          {/* Buffering; the overlays below speak for the rest. The skeleton's spinner, in the
              DOM only while shown: media-chrome's indicator animates its SVG while hidden, a
              style and layout pass on every frame for as long as the room is open (issue 24). */}
          {stalled && status.kind !== 'reconnecting' && status.kind !== 'unsupported' ? (
            <span
              data-testid="player-buffering"
              className="absolute inset-0 m-auto grid size-14 place-items-center"
            >
              <span aria-hidden className={SPINNER_CLASS} />
              <span className="sr-only">{t('controls.loading')}</span>
            </span>
          ) : null}

          {status.kind === 'reconnecting' ? (
            <div
              role="status"
              data-testid="player-reconnecting"
              className="absolute inset-0 grid place-items-center bg-black/55"
            >
              <div className="flex max-w-[85%] flex-col items-center gap-2 text-center">
                <span
                  aria-hidden
                  className="size-9 animate-spin rounded-full border-4 border-white/25 border-t-white"
                />
                <p className="text-sm font-medium text-white">{t('status.reconnecting')}</p>
                {status.offline ? (
                  <p className="text-xs text-white/70">{t('status.offline')}</p>
                ) : null}
                <button
                  type="button"
                  onClick={() => stream.current?.retry()}
                  className="pointer-events-auto mt-1 inline-flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1 text-xs font-medium text-white hover:bg-white/25 focus-visible:outline-2 focus-visible:outline-white"
                >
                  <RotateCw aria-hidden className="size-3.5" />
                  {t('status.retry')}
                </button>
              </div>
            </div>
          ) : null}

          {status.kind === 'unsupported' ? (
            <div
              role="alert"
              className="absolute inset-0 grid place-items-center bg-black/70 p-6 text-center text-sm text-white"
            >
              {t('status.unsupported')}
            </div>
          ) : null}

          {blocked ? (
            <button
              type="button"
              onClick={() => void video.current?.play().catch(() => {})}
              aria-label={t('play')}
              data-testid="player-play"
              className="bg-live-bright pointer-events-auto absolute inset-0 m-auto grid size-16 place-items-center rounded-full text-white shadow-lg hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              <Play aria-hidden className="size-7 translate-x-0.5 fill-current" />
            </button>
          ) : null}

          {muted && !blocked && status.kind === 'playing' ? (
            <button
              type="button"
              onClick={unmute}
              data-testid="player-unmute"
              className="pointer-events-auto absolute top-12 left-3 inline-flex items-center gap-1.5 rounded-full bg-black/60 px-3 py-1.5 text-xs font-semibold text-white ring-1 ring-white/20 backdrop-blur hover:bg-black/75 focus-visible:outline-2 focus-visible:outline-white"
            >
              <VolumeX aria-hidden className="size-4" />
              {t('unmute')}
            </button>
          ) : null}
        </div>

        {chrome.ready ? (
          <media-control-bar className="relative z-10 flex w-full items-center self-stretch bg-linear-to-t from-black/80 to-transparent px-1 pt-6 pb-0.5">
            <media-play-button className="h-9 rounded-md px-2" />
            <media-mute-button className="h-9 rounded-md px-2" />
            <media-volume-range className="hidden h-9 w-24 @sm:block" />
            <media-live-button className="h-9 shrink-0 rounded-md px-2 text-xs font-semibold whitespace-nowrap" />
            <span className="flex-1" />
            <button
              type="button"
              aria-pressed={settings.show}
              aria-label={t('danmaku.toggle')}
              title={t('danmaku.toggle')}
              data-testid="danmaku-toggle"
              onClick={() => updateDanmakuSettings({ show: !settings.show })}
              className={TRIGGER_CLASS}
            >
              {settings.show ? (
                <MessageSquareText aria-hidden className="size-5" />
              ) : (
                <MessageSquareOff aria-hidden className="size-5 opacity-70" />
              )}
            </button>
            <PlayerPopover
              id={`${id}-danmaku`}
              label={t('danmaku.settings')}
              trigger={<SlidersHorizontal aria-hidden className="size-5" />}
              open={popup === 'danmaku'}
              onOpenChange={openChange('danmaku')}
              testId="danmaku-settings-button"
              className="max-h-[calc(100cqh-4.5rem)] w-72 max-w-[calc(100cqw-1rem)]"
            >
              <DanmakuSettingsPanel settings={settings} reducedMotion={reducedMotion} />
            </PlayerPopover>
            {canFlv ? (
              <PlayerMenu<PlayerLine>
                id={`${id}-line`}
                label={t('line.label')}
                valueLabel={t(`line.short.${line}`)}
                options={[
                  { value: 'hls', label: t('line.hls') },
                  { value: 'flv', label: t('line.flv') },
                ]}
                value={line}
                open={popup === 'line'}
                onOpenChange={openChange('line')}
                onSelect={chooseLine}
                testId="line-menu"
              />
            ) : null}
            {levels.length > 1 ? (
              <PlayerMenu<number>
                id={`${id}-quality`}
                label={t('quality.label')}
                valueLabel={qualityValue}
                options={[
                  { value: -1, label: t('quality.auto') },
                  ...byHeight.map((l) => ({ value: l.index, label: levelLabel(l) })),
                ]}
                value={chosenLevel}
                open={popup === 'quality'}
                onOpenChange={openChange('quality')}
                onSelect={chooseLevel}
                testId="quality-menu"
              />
            ) : null}
            <media-pip-button className="h-9 rounded-md px-2 [&[mediapipunavailable]]:hidden" />
            <media-fullscreen-button
              className={clsx('h-9 rounded-md px-2', '[&[mediafullscreenunavailable]]:hidden')}
            />
          </media-control-bar>
        ) : null}
      </media-controller>
    </PlayerFrame>
  );
}
