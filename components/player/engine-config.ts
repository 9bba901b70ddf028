/** hls.js's settings, shared by the engine (engine.ts) and the first-frame script (boot.ts). */
import { hlsWorkerPath } from '@/lib/live/player-assets';

/**
 * hls.js's live settings (issue 24: first frame in 1 s, near the live edge). The demo playlist
 * lists six whole segments of 0.96 s (lib/providers/stream/live.ts); a media server's is alike.
 *
 * - Start 2.2 s behind the newest media, within the newest three segments: the least that does not
 *   run dry, since a new whole segment appears every 0.96 s and is seen at the next reload (up to
 *   0.96 s later). Speed up to 1.5× when further behind; jump when more than 5 s behind.
 * - The first segment is fetched with the playlist, before the video element is attached
 *   (`startFragPrefetch`; warmHls below starts it before the player has even mounted), and with
 *   no bandwidth test first.
 */
export const HLS_CONFIG = {
  liveSyncDuration: 2.2,
  liveMaxLatencyDuration: 5,
  maxLiveSyncPlaybackRate: 1.5,
  // A live duration of Infinity (and a live seekable range): media-chrome then knows it is live.
  liveDurationInfinity: true,
  // Only MSE browsers run hls.js (selectEngine); ManagedMediaSource would need AirPlay handling.
  preferManagedMediaSource: false,
  enableWorker: true,
  lowLatencyMode: false,
  backBufferLength: 30,
  startFragPrefetch: true,
  testBandwidth: false,
} as const;

/**
 * HLS_CONFIG with hls.js's worker (lib/live/player-assets.ts): segments are parsed and remuxed off
 * the main thread, as hls.js's own bundle does it by itself.
 */
export function hlsConfig(Hls: { version: string }) {
  return { ...HLS_CONFIG, workerPath: hlsWorkerPath(Hls.version) };
}
