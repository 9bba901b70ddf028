/**
 * Files the live player loads from this site besides its chunks (browser-safe). Both come from
 * the installed hls.js package and are served by lib/live/vendor-files.ts under its version,
 * cached for good, so a new hls.js never meets an old cached file.
 *
 * - hls.js's worker: its ES module build, the one bundlers take, has no worker of its own; without
 *   `workerPath` it parses and remuxes every segment on the page's main thread, a long task per
 *   segment (issue 24: the live room's Lighthouse score).
 * - hls.js's ES module itself, for the room page's first-frame script (components/player/boot.ts),
 *   which runs before the page's own scripts have hydrated it; and that script, named by a hash of
 *   its text.
 */
export const VENDOR_PREFIX = '/vendor/';

/** The address of hls.js's worker for hls.js `version` (its `Hls.version`). */
export function hlsWorkerPath(version: string): string {
  return `${VENDOR_PREFIX}hls.worker.${version}.js`;
}

/** The address of hls.js's light ES module build for hls.js `version`. */
export function hlsModulePath(version: string): string {
  return `${VENDOR_PREFIX}hls.light.${version}.min.mjs`;
}

/** The address of the first-frame script whose text hashes to `hash`. */
export function liveBootPath(hash: string): string {
  return `${VENDOR_PREFIX}live-boot.${hash}.js`;
}
