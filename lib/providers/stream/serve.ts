import 'server-only';
import { env } from '@/lib/env';
import { flvLive, loadFlvClip, streamMs } from './flv';
import {
  CLIPS,
  livePlaylist,
  liveSegment,
  recordingSegments,
  segmentAvailable,
  vodPlaylist,
  type ClipName,
} from './live';
import { checkStream, STREAM_NAME } from './sign';

/**
 * The demo's pull addresses (no media server in front): `/hls/{stream}.m3u8` is the live
 * playlist and `/hls/{stream}/{k}.ts` its segments, each with the stream's signed pull query
 * (`txSecret`, `txTime`), which the playlist passes on to its segments; `/flv/{stream}.flv` is
 * the same stream as HTTP-FLV. Every instance answers the same from the clock (live.ts, flv.ts).
 */

const PLAYLIST = /^([A-Za-z0-9_-]{1,64})\.m3u8$/;
const SEGMENT = /^(0|[1-9]\d{0,11})\.ts$/;

const COMMON = {
  'X-Content-Type-Options': 'nosniff',
  // Players on other origins (the app, a partner site) may pull a signed stream.
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'X-Demo-Clip',
};

/** Names the clip a demo answer plays (pitch, court, studio): what a player really loaded. */
export const CLIP_HEADER = 'X-Demo-Clip';

/** The stream a demo address names (`{stream}.m3u8`, `{stream}/{k}.ts`, `{stream}.flv`), or null. */
export function streamOfPath(parts: readonly string[]): string | null {
  const name = parts[0]?.replace(/\.(m3u8|flv)$/, '');
  return name && STREAM_NAME.test(name) ? name : null;
}

function text(status: number, body: string): Response {
  return new Response(body, {
    status,
    headers: {
      ...COMMON,
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
    },
  });
}

/**
 * The demo's streams exist in development, in tests and in the demo (DEMO=1). A production site
 * pulls its streams from the media server in front of it (docs/streams.md), and these routes
 * answer 404 there: a pull signature must not also open a looped demo clip.
 */
export function demoStreamsServed(): boolean {
  const { NODE_ENV, DEMO } = env();
  return NODE_ENV !== 'production' || DEMO;
}

/**
 * The demo clip of a stream that belongs to no room or recording (the demo's videos, a test's
 * name): chosen by its name, the same on every instance. A room's stream plays the clip of its
 * sport instead (lib/live/streams.ts `demoClipFor`, passed in by the routes).
 */
export function clipForStream(stream: string): ClipName {
  let h = 2166136261;
  for (let i = 0; i < stream.length; i++) h = Math.imul(h ^ stream.charCodeAt(i), 16777619);
  return CLIPS[(h >>> 0) % CLIPS.length];
}

/** `clip`: the clip this stream plays (its room's sport); by default chosen from its name. */
export function serveHls(
  parts: readonly string[],
  url: URL,
  now: number = Date.now(),
  clip?: ClipName,
): Response {
  if (!demoStreamsServed()) return text(404, 'not found');
  let stream: string | undefined;
  let segment: number | undefined;
  if (parts.length === 1) stream = PLAYLIST.exec(parts[0])?.[1];
  else if (parts.length === 2 && STREAM_NAME.test(parts[0]) && SEGMENT.test(parts[1])) {
    stream = parts[0];
    segment = parseInt(parts[1], 10);
  }
  if (!stream) return text(404, 'not found');

  const check = checkStream('pull', stream, url.searchParams, now);
  if (check !== 'ok') return text(403, check === 'expired' ? 'expired' : 'forbidden');
  const query = `txSecret=${url.searchParams.get('txSecret')}&txTime=${url.searchParams.get('txTime')}`;
  const played = clip ?? clipForStream(stream);

  // A recording (`r<id>n<segments>`): a VOD playlist of its segments, each for good.
  const vod = recordingSegments(stream);
  if (vod !== null) {
    if (segment === undefined)
      return new Response(
        vodPlaylist(vod, (k) => `${stream}/${k}.ts?${query}`),
        {
          headers: {
            ...COMMON,
            [CLIP_HEADER]: played,
            'Content-Type': 'application/vnd.apple.mpegurl',
            'Cache-Control': 'private, max-age=3600',
          },
        },
      );
    if (segment >= vod) return text(404, 'not found');
    return new Response(new Uint8Array(liveSegment(played, segment)), {
      headers: {
        ...COMMON,
        [CLIP_HEADER]: played,
        'Content-Type': 'video/mp2t',
        'Cache-Control': 'public, max-age=3600, immutable',
      },
    });
  }

  if (segment === undefined) {
    const body = livePlaylist((k) => `${stream}/${k}.ts?${query}`, now);
    return new Response(body, {
      headers: {
        ...COMMON,
        [CLIP_HEADER]: played,
        'Content-Type': 'application/vnd.apple.mpegurl',
        // A live playlist changes every segment: players must refetch it, caches must not keep it.
        'Cache-Control': 'no-cache, max-age=0',
      },
    });
  }
  if (!segmentAvailable(segment, now)) return text(404, 'not found');
  const data = liveSegment(played, segment);
  return new Response(new Uint8Array(data), {
    headers: {
      ...COMMON,
      [CLIP_HEADER]: played,
      'Content-Type': 'video/mp2t',
      // Segment k never changes.
      'Cache-Control': 'public, max-age=3600, immutable',
    },
  });
}

const FLV = /^([A-Za-z0-9_-]{1,64})\.flv$/;
/** How often an FLV response is topped up with the tags whose time has come. */
const FLV_TICK_MS = 40;
/** Unread bytes a viewer may leave queued before the response is ended: it cannot keep up. */
const FLV_MAX_QUEUED = 4 * 1024 * 1024;

/**
 * An endless HTTP-FLV response, paced by the clock. It ends when the client goes away, when it
 * falls too far behind, or when its pull signature expires.
 */
export function serveFlv(
  parts: readonly string[],
  url: URL,
  now: number = Date.now(),
  clip?: ClipName,
): Response {
  if (!demoStreamsServed()) return text(404, 'not found');
  const stream = parts.length === 1 ? FLV.exec(parts[0])?.[1] : undefined;
  if (!stream) return text(404, 'not found');
  const check = checkStream('pull', stream, url.searchParams, now);
  if (check !== 'ok') return text(403, check === 'expired' ? 'expired' : 'forbidden');
  const expires = parseInt(url.searchParams.get('txTime') ?? '0', 16) * 1000;

  const played = clip ?? clipForStream(stream);
  const live = flvLive(loadFlvClip(played), streamMs(now));
  let timer: ReturnType<typeof setInterval> | undefined;
  const body = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(
          new Uint8Array(Buffer.concat([live.head, ...live.until(streamMs(now))])),
        );
        timer = setInterval(() => {
          const t = Date.now();
          const queued = controller.desiredSize === null ? 0 : -controller.desiredSize;
          if (t >= expires || queued > FLV_MAX_QUEUED) {
            clearInterval(timer);
            controller.close();
            return;
          }
          const tags = live.until(streamMs(t));
          if (tags.length) controller.enqueue(new Uint8Array(Buffer.concat(tags)));
        }, FLV_TICK_MS);
      },
      cancel() {
        clearInterval(timer);
      },
    },
    new ByteLengthQueuingStrategy({ highWaterMark: 0 }),
  );
  return new Response(body, {
    headers: {
      ...COMMON,
      [CLIP_HEADER]: played,
      'Content-Type': 'video/x-flv',
      'Cache-Control': 'no-store',
    },
  });
}
