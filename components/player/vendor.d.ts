/**
 * Module paths the packages ship without their own declarations (no import/export here, so these
 * are ambient declarations, not augmentations).
 */

/** hls.js's light build (no subtitles, alternate audio, DRM or CMCD): the same API, a smaller chunk. */
declare module 'hls.js/light' {
  import Hls from 'hls.js';
  export * from 'hls.js';
  export default Hls;
}

/** danmaku's canvas-only build: the same class as the package's main entry, without the DOM engine. */
declare module 'danmaku/dist/esm/danmaku.canvas.js' {
  import Danmaku from 'danmaku';
  export default Danmaku;
}
