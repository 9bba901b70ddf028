/**
 * Which engine plays a live room's stream, and the engines themselves (docs/decisions/
 * 019-player-engines.md). Each engine is its own chunk, fetched by `import()` only when chosen:
 *
 * | line | engine                              | when                                             |
 * | ---- | ----------------------------------- | ------------------------------------------------ |
 * | hls  | hls.js (light build)                | the browser has MediaSource and Hls.isSupported() |
 * | hls  | the browser's own HLS (`video.src`) | no MediaSource (iPhone Safari), canPlayType says so |
 * | flv  | mpegts.js                           | MediaSource plays live H.264/AAC (mseLivePlayback) |
 *
 * Browser-only: every function touches `window` or a video element.
 */

import type { ErrorData } from 'hls.js';
import { freshXhrSetup } from '@/lib/live/pull-address';
import { hlsConfig } from './engine-config';
import { sameStream, type LiveBoot } from './boot';

export { HLS_CONFIG, hlsConfig } from './engine-config';

export type PlayerLine = 'hls' | 'flv';
export type EngineKind = 'hls.js' | 'native' | 'mpegts';

/** What the browser can do, for `selectEngine`. */
export type Capabilities = {
  /** Classic Media Source Extensions (`window.MediaSource`; iPhone Safari has only the managed one). */
  mse: boolean;
  /** `Hls.isSupported()`: MSE with a codec hls.js can feed. */
  hlsJs: boolean;
  /** `video.canPlayType('application/vnd.apple.mpegurl')` is not empty. */
  nativeHls: boolean;
  /** mpegts.js's `getFeatureList().mseLivePlayback`. */
  mpegts: boolean;
};

/**
 * The engine for a line, or null when the browser has none. hls.js wherever it works, so every
 * MSE browser (desktop Safari included) gets the same live-edge catch-up and quality levels; the
 * browser's own HLS only where there is no MediaSource, that is iPhone Safari, whose native
 * player is also the one that saves battery and keeps AirPlay and the lock-screen controls.
 */
export function selectEngine(line: PlayerLine, caps: Capabilities): EngineKind | null {
  if (line === 'flv') return caps.mse && caps.mpegts ? 'mpegts' : null;
  if (caps.mse && caps.hlsJs) return 'hls.js';
  if (!caps.mse && caps.nativeHls) return 'native';
  return null;
}

const HLS_MIME = 'application/vnd.apple.mpegurl';
const AVC_AAC = 'video/mp4; codecs="avc1.42E01E,mp4a.40.2"';

/** Classic MediaSource (not ManagedMediaSource alone: see `selectEngine`). */
export function hasMse(): boolean {
  if (typeof window === 'undefined') return false;
  const w = window as { MediaSource?: unknown; WebKitMediaSource?: unknown };
  return typeof w.MediaSource === 'function' || typeof w.WebKitMediaSource === 'function';
}

export function canPlayNativeHls(video: HTMLMediaElement): boolean {
  try {
    return video.canPlayType(HLS_MIME) !== '';
  } catch {
    return false;
  }
}

/**
 * Whether the FLV line can play here, without fetching mpegts.js to ask it: MSE that takes
 * H.264 + AAC in fragmented MP4, which is what mpegts.js feeds it. The line menu offers FLV only then.
 */
export function flvPlayable(): boolean {
  if (!hasMse()) return false;
  try {
    return MediaSource.isTypeSupported(AVC_AAC);
  } catch {
    return false;
  }
}

type HlsModule = typeof import('hls.js/light');
type HlsClass = HlsModule['default'];
type MpegtsModule = typeof import('mpegts.js');
type Mpegts = MpegtsModule['default'];

async function loadHls(): Promise<HlsClass> {
  // The first-frame script's hls.js (boot.ts), when it has loaded: the same version, not fetched twice.
  const boot = typeof window === 'undefined' ? undefined : window.__liveBoot;
  if (boot) {
    await boot.ready;
    if (boot.Hls) return boot.Hls;
  }
  const mod = await import('hls.js/light');
  return mod.default;
}

async function loadMpegts(): Promise<Mpegts> {
  // A UMD bundle: bundlers hand its module.exports over as `default`.
  const mod: MpegtsModule & Partial<Mpegts> = await import('mpegts.js');
  return mod.default ?? (mod as unknown as Mpegts);
}

/** The capabilities that matter for `line`, fetching only the engine that line would use. */
export async function detectCapabilities(
  line: PlayerLine,
  video: HTMLMediaElement,
): Promise<Capabilities> {
  const mse = hasMse();
  const caps: Capabilities = { mse, hlsJs: false, nativeHls: false, mpegts: false };
  if (line === 'hls') {
    caps.nativeHls = canPlayNativeHls(video);
    // No MediaSource: hls.js cannot run, so it is not even fetched.
    if (mse) caps.hlsJs = (await loadHls()).isSupported();
  } else if (mse) {
    caps.mpegts = (await loadMpegts()).getFeatureList().mseLivePlayback;
  }
  return caps;
}

export type QualityLevel = {
  /** hls.js's level index. */
  index: number;
  height: number;
  /** Bits per second. */
  bitrate: number;
};

/** Why an engine gave up. `ended`: the server closed an endless stream (FLV). */
export type FatalKind = 'network' | 'media' | 'ended' | 'other';

export type EngineEvents = {
  /** The engine cannot go on by itself: tear it down and reconnect. */
  onFatal: (kind: FatalKind, detail: string) => void;
  /** The playlist's quality levels (hls.js only; one or none elsewhere). */
  onLevels: (levels: QualityLevel[]) => void;
  /** The level now playing (hls.js's LEVEL_SWITCHED). */
  onLevelSwitched: (index: number) => void;
};

export type EngineHandle = {
  kind: EngineKind;
  /** Chooses a quality level; -1 is automatic. */
  setLevel: (index: number) => void;
  destroy: () => void;
};

type HlsInstance = InstanceType<HlsClass>;

/** An hls.js started early on one address, waiting for its video element (warmHls). */
type Warm = { url: string; hls: Promise<HlsInstance | null>; failed: boolean };
let warm: Warm | null = null;
/** A warm start nobody takes over within this long is stopped (the viewer left, or no player). */
export const WARM_TTL_MS = 15_000;

/**
 * Starts hls.js on a live room's playlist before the player has mounted (live-player-lazy.tsx
 * calls it as the page hydrates): hls.js's chunk, the playlist and the first segment load while
 * the player's own code is still arriving. `attachHlsJs` takes it over for the same address.
 * Nothing happens where hls.js would not play (no MediaSource: iPhone Safari's own HLS).
 */
export function warmHls(url: string): void {
  if (typeof window === 'undefined' || (warm && sameStream(warm.url, url)) || !hasMse()) return;
  dropWarm();
  const entry: Warm = { url, hls: Promise.resolve(null), failed: false };
  entry.hls = loadHls().then(
    (Hls) => {
      if (warm !== entry || !Hls.isSupported()) return null;
      const hls = new Hls(hlsConfig(Hls));
      // A fatal error before the player takes over: it starts afresh instead.
      hls.on(Hls.Events.ERROR, (_e, data) => {
        if (data.fatal) entry.failed = true;
      });
      hls.loadSource(url);
      return hls;
    },
    () => null,
  );
  warm = entry;
  setTimeout(() => {
    if (warm === entry) dropWarm();
  }, WARM_TTL_MS);
}

function dropWarm(): void {
  const entry = warm;
  warm = null;
  void entry?.hls.then((hls) => hls?.destroy());
}

/**
 * The first-frame script's hls.js (boot.ts) when it plays in `video` (the player adopted that
 * element), once; it is then the caller's. A fatal error before then: it is dropped.
 */
async function takeBoot(video: HTMLVideoElement): Promise<HlsInstance | null> {
  const boot: LiveBoot | undefined = window.__liveBoot;
  if (!boot || boot.video !== video) return null;
  const ready = boot.ready;
  boot.ready = Promise.resolve(null);
  const hls = await ready;
  if (hls && boot.failed) {
    hls.destroy();
    return null;
  }
  return hls;
}

/**
 * The warm hls.js for `url`'s stream, if one was started and is healthy (the first-frame script's
 * in this very video, else warmHls's); it is then the caller's.
 */
async function takeWarm(url: string, video: HTMLVideoElement): Promise<HlsInstance | null> {
  const booted = await takeBoot(video);
  if (booted) return booted;
  const entry = warm;
  if (!entry || !sameStream(entry.url, url)) return null;
  warm = null;
  const hls = await entry.hls;
  if (hls && entry.failed) {
    hls.destroy();
    return null;
  }
  return hls;
}

/**
 * mpegts.js's live settings: no stash buffer (the server paces by the clock), a gentle speed-up
 * when 1.5 s behind, a jump when more than 4 s behind, and the played buffer trimmed.
 */
export const MPEGTS_CONFIG = {
  isLive: true,
  enableWorker: false,
  enableStashBuffer: false,
  lazyLoad: false,
  liveSync: true,
  liveSyncMaxLatency: 1.5,
  liveSyncTargetLatency: 0.8,
  liveSyncPlaybackRate: 1.2,
  liveBufferLatencyChasing: true,
  liveBufferLatencyMaxLatency: 4,
  liveBufferLatencyMinRemain: 0.8,
  autoCleanupSourceBuffer: true,
  autoCleanupMaxBackwardDuration: 30,
  autoCleanupMinBackwardDuration: 15,
} as const;

/** hls.js errors it cannot get past; a media error gets one `recoverMediaError()` first. */
function hlsFatalKind(data: ErrorData, errorTypes: HlsClass['ErrorTypes']): FatalKind {
  if (data.type === errorTypes.NETWORK_ERROR) return 'network';
  if (data.type === errorTypes.MEDIA_ERROR) return 'media';
  return 'other';
}

/** A media error recovered less than this long ago is not recovered again: reconnect instead. */
const MEDIA_RECOVERY_WINDOW_MS = 5000;

async function attachHlsJs(
  url: string,
  video: HTMLVideoElement,
  events: EngineEvents,
): Promise<EngineHandle> {
  const Hls = await loadHls();
  const early = await takeWarm(url, video);
  const hls = early ?? new Hls(hlsConfig(Hls));
  // Every later playlist reload and segment carries the stream's freshest signature, also on an
  // instance the first-frame script started (its settings are JSON): hls.js reads the setting
  // for each request (lib/live/pull-address.ts).
  hls.config.xhrSetup = freshXhrSetup;
  let lastRecovery = -Infinity;
  const levels = (list: HlsInstance['levels']) =>
    events.onLevels(list.map((l, index) => ({ index, height: l.height, bitrate: l.bitrate })));
  hls.on(Hls.Events.MANIFEST_PARSED, (_e, data) => levels(data.levels));
  // A warm start may have parsed its playlist already.
  if (early && early.levels.length) levels(early.levels);
  hls.on(Hls.Events.LEVEL_SWITCHED, (_e, data) => events.onLevelSwitched(data.level));
  hls.on(Hls.Events.ERROR, (_e, data) => {
    if (!data.fatal) return;
    const kind = hlsFatalKind(data, Hls.ErrorTypes);
    if (kind === 'media' && Date.now() - lastRecovery > MEDIA_RECOVERY_WINDOW_MS) {
      lastRecovery = Date.now();
      hls.recoverMediaError();
      return;
    }
    events.onFatal(kind, data.details);
  });
  if (!early) hls.loadSource(url);
  // The first-frame script's instance already plays in this element: nothing to reload.
  if (hls.media !== video) hls.attachMedia(video);
  return {
    kind: 'hls.js',
    setLevel: (index) => {
      // The next fragment: a smooth switch, without flushing what is buffered.
      hls.nextLevel = index;
    },
    destroy: () => hls.destroy(),
  };
}

function attachNative(url: string, video: HTMLVideoElement, events: EngineEvents): EngineHandle {
  const onError = () => events.onFatal('network', `media error ${video.error?.code ?? '?'}`);
  video.addEventListener('error', onError);
  video.src = url;
  video.load();
  return {
    kind: 'native',
    setLevel: () => {},
    destroy: () => {
      video.removeEventListener('error', onError);
      video.removeAttribute('src');
      video.load();
    },
  };
}

async function attachMpegts(
  url: string,
  video: HTMLVideoElement,
  events: EngineEvents,
): Promise<EngineHandle> {
  const mpegts = await loadMpegts();
  const player = mpegts.createPlayer(
    { type: 'flv', isLive: true, url, hasAudio: true, hasVideo: true },
    { ...MPEGTS_CONFIG },
  );
  player.on(mpegts.Events.ERROR, (type: string, detail: string) => {
    events.onFatal(
      type === mpegts.ErrorTypes.NETWORK_ERROR
        ? 'network'
        : type === mpegts.ErrorTypes.MEDIA_ERROR
          ? 'media'
          : 'other',
      String(detail),
    );
  });
  // An endless response that ended: the server closed it (signature expired, viewer too slow).
  player.on(mpegts.Events.LOADING_COMPLETE, () => events.onFatal('ended', 'loading complete'));
  player.attachMediaElement(video);
  player.load();
  return {
    kind: 'mpegts',
    setLevel: () => {},
    destroy: () => {
      player.pause();
      player.unload();
      player.detachMediaElement();
      player.destroy();
    },
  };
}

/**
 * Chooses and starts the engine for `line`, or returns null when this browser can play neither
 * that line nor (for HLS) natively. The video element is left muted-autoplaying by the caller.
 */
export async function openEngine(
  line: PlayerLine,
  url: string,
  video: HTMLVideoElement,
  events: EngineEvents,
): Promise<EngineHandle | null> {
  const kind = selectEngine(line, await detectCapabilities(line, video));
  switch (kind) {
    case 'hls.js':
      return attachHlsJs(url, video, events);
    case 'native':
      return attachNative(url, video, events);
    case 'mpegts':
      return attachMpegts(url, video, events);
    case null:
      return null;
  }
}
