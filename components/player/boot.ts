/**
 * The first frame before hydration (issue 24: a guest's first frame within 1 s).
 *
 * A live room's page is large; its scripts arrive, run and hydrate it in about a second, and a
 * player that starts only then shows its first frame well after that. So the server-rendered
 * room page carries, over the player's skeleton, a bare `<video>`, and a small script (with the
 * page's CSP nonce) that imports hls.js's ES module (lib/live/player-assets.ts) and plays the
 * stream in it at once, as a plain hls.js page would (its text: lib/live/vendor-files.ts). When the player mounts, it adopts that video
 * element, playing, into its controls (live-player.tsx), and its engine takes over the hls.js
 * instance without reloading anything (engine.ts takeWarm).
 *
 * The script does nothing where it cannot help: no MediaSource (iPhone Safari plays the
 * browser's own HLS once the player mounts), or hls.js not supported. The video stays hidden
 * until it has a frame to show, so the skeleton's spinner shows until then.
 */
import type Hls from 'hls.js/light';

/** The bare video's id (one player per page). */
export const BOOT_VIDEO_ID = 'live-first-frame';

/** What the inline script leaves for the player (`window.__liveBoot`). */
export type LiveBoot = {
  /** The playlist's address, as the page was rendered with it. */
  url: string;
  video: HTMLVideoElement;
  /** hls.js's class once its module has loaded, else null. */
  Hls: typeof Hls | null;
  /** The instance playing `url` in `video`, or null where the script could not start one. */
  ready: Promise<Hls | null>;
  /** A fatal hls.js error came before the player took over: it starts afresh. */
  failed: boolean;
  /** The player has adopted the video. */
  claimed: boolean;
};

declare global {
  interface Window {
    __liveBoot?: LiveBoot;
  }
}

/** What the server passes down for one page: its script nonce and hls.js's version. */
export type PlayerBoot = {
  nonce: string;
  hlsVersion: string;
  /** The playlist the page was rendered with. */
  hls: string;
  /** The script's address (lib/live/player-assets.ts liveBootPath). */
  script: string;
};

/** The bare video, as markup the player will adopt (React never owns it). */
export function bootVideoHtml(hls: string): string {
  const attr = hls.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<video id="${BOOT_VIDEO_ID}" muted autoplay playsinline hidden class="size-full object-contain" data-src="${attr}"></video>`;
}

/** Two addresses of the same playlist, signed apart (a page re-reads the room and re-signs it). */
export function sameStream(a: string, b: string): boolean {
  if (a === b) return true;
  try {
    const x = new URL(a, window.location.href);
    const y = new URL(b, window.location.href);
    return x.origin === y.origin && x.pathname === y.pathname;
  } catch {
    return false;
  }
}

/**
 * The bare video for `url`'s stream, once: the player mounting for it adopts the element, playing
 * or not yet. Null where there is none (a client-side render, another stream).
 */
export function claimBootVideo(url: string): HTMLVideoElement | null {
  if (typeof window === 'undefined') return null;
  const b = window.__liveBoot;
  if (!b || b.claimed || !b.video.isConnected || !sameStream(b.url, url)) return null;
  b.claimed = true;
  return b.video;
}
