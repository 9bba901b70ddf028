import 'server-only';
import { CLIPS, recordingStream, type ClipName } from '@/lib/providers/stream/live';
import { clipForStream } from '@/lib/providers/stream/serve';
import { PULL_TTL_S, signStream } from '@/lib/providers/stream/sign';

/**
 * Where a video plays from. An upload keeps its own URL in `src`. A demo video stores
 * `demo-vod:<clip>` instead: the demo's VOD playlists (lib/providers/stream/serve.ts, the same
 * `/hls/r<id>n<segments>.m3u8` a live room's recording uses) are signed and expire, so the
 * playable address is made when the video is read, never stored.
 */

const DEMO_PREFIX = 'demo-vod:';

/** The `src` a demo video is stored with. */
export function demoSrc(clip: ClipName): string {
  return `${DEMO_PREFIX}${clip}`;
}

function isClip(s: string): s is ClipName {
  return (CLIPS as readonly string[]).includes(s);
}

/**
 * A demo video's stream name: a recording's (`r<n>n<segments>`), with `n` drawn from a range of
 * its own (far above broadcast ids) and picked so that the demo serves the clip of its sport.
 */
export function demoStreamName(videoId: number, clip: ClipName, durationS: number): string {
  const base = 700_000_000 + videoId * 100;
  let fallback = '';
  for (let j = 0; j < 100; j++) {
    const name = recordingStream(base + j, durationS);
    fallback ||= name;
    if (clipForStream(name) === clip) return name;
  }
  return fallback;
}

/**
 * The address a player loads for a stored `src`. Demo playlists are signed from the start of the
 * current hour, so every render within the hour shares one URL (cacheable HTML) that stays valid
 * for at least five hours.
 */
export function playableSrc(
  video: { id: number; src: string; durationS: number },
  now: number = Date.now(),
): string {
  if (!video.src.startsWith(DEMO_PREFIX)) return video.src;
  const clip = video.src.slice(DEMO_PREFIX.length);
  const name = demoStreamName(video.id, isClip(clip) ? clip : 'pitch', video.durationS);
  const hour = Math.floor(now / 3_600_000) * 3_600_000;
  const sig = signStream('pull', name, PULL_TTL_S, hour);
  return `/hls/${name}.m3u8?txSecret=${sig.txSecret}&txTime=${sig.txTime}`;
}
