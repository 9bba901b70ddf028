/**
 * Keeps a live stream playing in one video element: opens the engine for the chosen line
 * (engine.ts), notices when it fails or stalls, and reconnects with backoff (backoff.ts). No
 * React here, so the rules can be tested with fake timers and a fake engine.
 *
 * - A fatal engine error, an FLV response that ended, or no progress of `currentTime` for
 *   `stallMs` (10 s) while the video is meant to play: tear the engine down and open it again
 *   after 1 s, 2 s, 4 s … 30 s (±20 %).
 * - Ten seconds of smooth playback forget the failures: the next outage starts again at 1 s.
 * - The browser coming back `online` reconnects at once.
 * - HLS is the default line. If it fails twice without playing a frame and the room has an FLV
 *   address this browser can play, the player moves to FLV by itself, unless the viewer chose
 *   HLS in the line menu.
 * - Autoplay: `play()` as the video is; if the browser refuses sound, muted; if it refuses that
 *   too, `onAutoplayBlocked` (the UI shows a play button).
 */
import { freshPullUrl } from '@/lib/live/pull-address';
import { backoffDelay } from './backoff';
import {
  flvPlayable,
  openEngine,
  type EngineEvents,
  type EngineHandle,
  type EngineKind,
  type FatalKind,
  type PlayerLine,
  type QualityLevel,
} from './engine';

export type ReconnectReason = FatalKind | 'stall' | 'online';

export type StreamStatus =
  /** Opening the engine, or waiting for the first frame. */
  | { kind: 'connecting' }
  | { kind: 'playing'; engine: EngineKind }
  /** Waiting `delayMs` before attempt `attempt` (1-based); `offline`: the browser has no network. */
  | {
      kind: 'reconnecting';
      attempt: number;
      delayMs: number;
      reason: ReconnectReason;
      offline: boolean;
    }
  /** Neither line can play in this browser. */
  | { kind: 'unsupported' };

export type StreamSources = { hls: string; flv?: string | null };

export type StreamControllerOptions = {
  video: HTMLVideoElement;
  sources: StreamSources;
  /** The line to start with; default HLS. */
  line?: PlayerLine;
  /** The viewer picked `line` (the line menu): never switch it automatically. */
  lineChosen?: boolean;
  onStatus?: (status: StreamStatus) => void;
  onLevels?: (levels: QualityLevel[]) => void;
  onLevelSwitched?: (index: number) => void;
  /** The line changed by itself (HLS failed, FLV took over). */
  onLine?: (line: PlayerLine) => void;
  onAutoplayBlocked?: (blocked: boolean) => void;
  /** No progress for this long while playing is a stall. */
  stallMs?: number;
  /** Injected in tests. */
  open?: typeof openEngine;
  random?: () => number;
  canPlayFlv?: () => boolean;
};

export const STALL_MS = 10_000;
/** Playback this long without trouble resets the backoff. */
export const HEALTHY_MS = 10_000;
/** HLS failures in a row, without a frame played, before FLV takes over. */
export const HLS_FAILURES_BEFORE_FLV = 2;
const WATCHDOG_MS = 1000;

export class StreamController {
  private readonly video: HTMLVideoElement;
  private readonly sources: StreamSources;
  private readonly opts: StreamControllerOptions;
  private readonly open: typeof openEngine;
  private line: PlayerLine;
  private lineChosen: boolean;

  private engine: EngineHandle | null = null;
  /** Bumped on every (re)attach and on destroy: late callbacks of older engines are ignored. */
  private generation = 0;
  private destroyed = false;
  private status: StreamStatus = { kind: 'connecting' };
  private attempts = 0;
  private failuresWithoutPlay = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private watchdog: ReturnType<typeof setInterval> | null = null;
  private lastTime = -1;
  private lastProgressAt = 0;
  /** When smooth playback began on this engine, or null before its first progress. */
  private playingSince: number | null = null;
  private playedOnThisEngine = false;

  constructor(opts: StreamControllerOptions) {
    this.opts = opts;
    this.video = opts.video;
    this.sources = opts.sources;
    this.open = opts.open ?? openEngine;
    this.line = opts.line === 'flv' && opts.sources.flv ? 'flv' : 'hls';
    this.lineChosen = opts.lineChosen ?? false;
  }

  start(): void {
    const v = this.video;
    v.addEventListener('timeupdate', this.onTimeUpdate);
    v.addEventListener('play', this.onResume);
    v.addEventListener('seeking', this.onResume);
    window.addEventListener('online', this.onOnline);
    window.addEventListener('offline', this.onOffline);
    this.watchdog = setInterval(this.checkStall, WATCHDOG_MS);
    void this.attach();
  }

  destroy(): void {
    this.destroyed = true;
    this.generation++;
    this.clearRetry();
    if (this.watchdog) clearInterval(this.watchdog);
    this.watchdog = null;
    const v = this.video;
    v.removeEventListener('timeupdate', this.onTimeUpdate);
    v.removeEventListener('play', this.onResume);
    v.removeEventListener('seeking', this.onResume);
    window.removeEventListener('online', this.onOnline);
    window.removeEventListener('offline', this.onOffline);
    this.teardownEngine();
  }

  get currentLine(): PlayerLine {
    return this.line;
  }

  /** The viewer picked a line: switch now, and keep it. */
  setLine(line: PlayerLine): void {
    if (line === 'flv' && !this.sources.flv) return;
    this.lineChosen = true;
    if (line === this.line && this.engine) return;
    this.line = line;
    this.attempts = 0;
    this.failuresWithoutPlay = 0;
    this.reconnectNow();
  }

  /** A quality level (-1: automatic). */
  setLevel(index: number): void {
    this.engine?.setLevel(index);
  }

  /** Reconnect at once (the overlay's retry button). */
  retry(): void {
    this.attempts = 0;
    this.reconnectNow();
  }

  // --- internals ----------------------------------------------------------------------------

  private setStatus(status: StreamStatus): void {
    this.status = status;
    this.opts.onStatus?.(status);
  }

  private clearRetry(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private teardownEngine(): void {
    const engine = this.engine;
    this.engine = null;
    if (!engine) return;
    try {
      engine.destroy();
    } catch {
      // An engine that fails to tear down is dropped all the same.
    }
  }

  private reconnectNow(): void {
    if (this.destroyed) return;
    this.clearRetry();
    this.teardownEngine();
    void this.attach();
  }

  private async attach(): Promise<void> {
    const generation = ++this.generation;
    this.clearRetry();
    this.teardownEngine();
    if (this.status.kind !== 'reconnecting') this.setStatus({ kind: 'connecting' });
    const line = this.line;
    const given = line === 'flv' ? this.sources.flv : this.sources.hls;
    if (!given) return;
    // A reconnect after hours carries the freshest signature (lib/live/pull-address.ts).
    const url = freshPullUrl(given);
    const current = () => generation === this.generation && !this.destroyed;
    const events: EngineEvents = {
      onFatal: (kind) => {
        if (current()) this.fail(kind);
      },
      onLevels: (levels) => {
        if (current()) this.opts.onLevels?.(levels);
      },
      onLevelSwitched: (index) => {
        if (current()) this.opts.onLevelSwitched?.(index);
      },
    };
    let engine: EngineHandle | null;
    try {
      engine = await this.open(line, url, this.video, events);
    } catch {
      // The engine's chunk did not load (offline?) or it threw on start: like a network error.
      if (current()) this.fail('network');
      return;
    }
    if (!current()) {
      engine?.destroy();
      return;
    }
    if (!engine) {
      if (this.switchToFlv()) return void this.attach();
      this.setStatus({ kind: 'unsupported' });
      return;
    }
    this.engine = engine;
    this.lastTime = this.video.currentTime;
    this.lastProgressAt = Date.now();
    this.playingSince = null;
    this.playedOnThisEngine = false;
    this.play();
  }

  /** HLS → FLV, when allowed: the viewer did not pick HLS and the room has playable FLV. */
  private switchToFlv(): boolean {
    if (this.line !== 'hls' || this.lineChosen || !this.sources.flv) return false;
    if (!(this.opts.canPlayFlv ?? flvPlayable)()) return false;
    this.line = 'flv';
    this.failuresWithoutPlay = 0;
    this.opts.onLine?.('flv');
    return true;
  }

  private play(): void {
    const v = this.video;
    let p: Promise<void>;
    try {
      p = v.play();
    } catch {
      return;
    }
    p.then(
      () => this.opts.onAutoplayBlocked?.(false),
      (err: unknown) => {
        if (!(err instanceof Error) || err.name !== 'NotAllowedError' || this.destroyed) return;
        if (!v.muted) {
          // Sound was refused: play muted, and the UI offers to unmute.
          v.muted = true;
          v.play().then(
            () => this.opts.onAutoplayBlocked?.(false),
            () => this.opts.onAutoplayBlocked?.(true),
          );
        } else this.opts.onAutoplayBlocked?.(true);
      },
    );
  }

  private fail(reason: ReconnectReason): void {
    if (this.destroyed) return;
    // The failed engine's later events (it may report more errors as it dies) are ignored.
    this.generation++;
    this.teardownEngine();
    this.clearRetry();
    if (!this.playedOnThisEngine) this.failuresWithoutPlay++;
    if (this.failuresWithoutPlay >= HLS_FAILURES_BEFORE_FLV) this.switchToFlv();
    const attempt = this.attempts++;
    const delayMs = backoffDelay(attempt, (this.opts.random ?? Math.random)());
    this.setStatus({
      kind: 'reconnecting',
      attempt: attempt + 1,
      delayMs,
      reason,
      offline: typeof navigator !== 'undefined' && navigator.onLine === false,
    });
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.attach();
    }, delayMs);
  }

  private readonly onTimeUpdate = () => {
    const t = this.video.currentTime;
    if (!this.engine || t === this.lastTime) return;
    this.lastTime = t;
    const now = Date.now();
    this.lastProgressAt = now;
    this.playedOnThisEngine = true;
    this.failuresWithoutPlay = 0;
    if (this.playingSince === null) this.playingSince = now;
    else if (now - this.playingSince >= HEALTHY_MS) this.attempts = 0;
    if (this.status.kind !== 'playing')
      this.setStatus({ kind: 'playing', engine: this.engine.kind });
  };

  /** The viewer resumed or seeked: the stall clock starts again. */
  private readonly onResume = () => {
    this.lastProgressAt = Date.now();
  };

  private readonly checkStall = () => {
    if (!this.engine) return;
    const v = this.video;
    // A paused video is not stalled (the viewer paused, or autoplay was refused); an ended one is.
    if (v.paused && !v.ended) {
      this.lastProgressAt = Date.now();
      return;
    }
    if (Date.now() - this.lastProgressAt >= (this.opts.stallMs ?? STALL_MS)) this.fail('stall');
  };

  private readonly onOnline = () => {
    if (this.status.kind !== 'reconnecting') return;
    this.attempts = 0;
    this.reconnectNow();
  };

  private readonly onOffline = () => {
    if (this.status.kind === 'reconnecting') this.setStatus({ ...this.status, offline: true });
  };
}
