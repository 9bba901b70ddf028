import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { LRUCache } from 'lru-cache';

/**
 * The demo's live streams without a media server (issue 9 §2, docs/architecture.md gotcha 12). A short clip
 * (clips/, made by scripts/make-demo-clips.sh) is played in a loop as if it were a broadcast that
 * has run since a fixed epoch:
 *
 * - Segment k of the stream is segment k mod S of the clip, in its (k div S)-th loop, with every
 *   PTS/DTS (90 kHz) and PCR moved on by that many clip durations and each PID's continuity
 *   counter carried on. The stream is one continuous timeline, so the playlist needs no
 *   discontinuity tags (which make hls.js stall at every refresh).
 * - The playlist is a sliding window of the last WINDOW whole segments at the current time.
 *   Sequence numbers count from EPOCH_MS, a fixed recent date: numbers derived from Unix time
 *   are so large that hls.js stalls on them.
 * - Nothing is stored: every instance computes the same playlist and segments from the clock.
 */

/**
 * 24 frames of 25 fps video, 45 frames of 48 kHz AAC (issue 24). Short segments let a player start
 * about two seconds behind the newest media without running dry (components/player/engine.ts
 * HLS_CONFIG): whole segments are published one at a time, so a player needs a little more than
 * two segments in hand between playlist reloads.
 */
export const SEGMENT_MS = 960;
const SEGMENT_90K = 86_400;
/** EXT-X-TARGETDURATION: a segment's duration rounded up to whole seconds. */
export const TARGET_DURATION_S = Math.ceil(SEGMENT_MS / 1000);
/** Segment 0 of every stream starts here (2026-11-01T00:00:00Z). */
export const EPOCH_MS = Date.UTC(2026, 10, 1);
/** Whole segments in the live playlist (5.76 s): room behind the player's start for a slow start. */
export const WINDOW = 6;

export const CLIPS = ['pitch', 'court', 'studio'] as const;
export type ClipName = (typeof CLIPS)[number];

const PACKET = 188;
const PTS_WRAP = 2 ** 33;

type Clip = {
  segments: Buffer[];
  /** Packets carrying a payload per PID over the whole clip: what one loop adds to its counter. */
  payloadPackets: Map<number, number>;
};

/** Where the committed clips are (lib/providers/stream/clips). */
export function clipsDir(): string {
  return path.join(process.cwd(), 'lib', 'providers', 'stream', 'clips');
}

function countPayloadPackets(segments: Buffer[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const seg of segments) {
    for (let at = 0; at + PACKET <= seg.length; at += PACKET) {
      if (seg[at] !== 0x47) throw new Error(`clip segment out of sync at byte ${at}`);
      const pid = ((seg[at + 1] & 0x1f) << 8) | seg[at + 2];
      if ((seg[at + 3] >> 4) & 1) counts.set(pid, (counts.get(pid) ?? 0) + 1);
    }
  }
  return counts;
}

const loaded = new Map<ClipName, Clip>();

/** A clip's segments, read once per process. */
export function loadClip(name: ClipName, dir: string = clipsDir()): Clip {
  let clip = loaded.get(name);
  if (!clip) {
    const folder = path.join(dir, name);
    const files = fs
      .readdirSync(folder)
      .filter((f) => /^\d+\.m2ts$/.test(f))
      .sort((a, b) => parseInt(a, 10) - parseInt(b, 10));
    if (files.length === 0) throw new Error(`no segments in ${folder}`);
    const segments = files.map((f) => fs.readFileSync(path.join(folder, f)));
    clip = { segments, payloadPackets: countPayloadPackets(segments) };
    loaded.set(name, clip);
  }
  return clip;
}

/** The index of the segment being recorded at `now`: the live edge. */
export function currentSegment(now: number = Date.now()): number {
  return Math.floor((now - EPOCH_MS) / SEGMENT_MS);
}

/**
 * The live playlist at `now`: the last WINDOW whole segments. `segmentUrl(k)` gives the address
 * of segment k (the route adds the stream's signed query).
 */
export function livePlaylist(segmentUrl: (k: number) => string, now: number = Date.now()): string {
  const last = currentSegment(now) - 1;
  const first = Math.max(0, last - WINDOW + 1);
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${TARGET_DURATION_S}`,
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
  ];
  for (let k = first; k <= last; k++)
    lines.push(`#EXTINF:${(SEGMENT_MS / 1000).toFixed(3)},`, segmentUrl(k));
  return `${lines.join('\n')}\n`;
}

/** A recording plays at most this many segments (30 min): the demo's replays loop one clip. */
export const VOD_MAX_SEGMENTS = Math.floor((30 * 60_000) / SEGMENT_MS);

/**
 * A recording's name on the demo's pull addresses: `r<broadcast id>n<segments>`. The length is in
 * the (signed) name, so every instance answers the same without the database.
 */
export function recordingStream(broadcastId: number, durationS: number): string {
  const n = Math.max(1, Math.min(VOD_MAX_SEGMENTS, Math.floor((durationS * 1000) / SEGMENT_MS)));
  return `r${broadcastId}n${n}`;
}

/** The segment count of a recording's name, or null for a live stream's name. */
export function recordingSegments(stream: string): number | null {
  const m = /^r[1-9]\d{0,14}n([1-9]\d{0,5})$/.exec(stream);
  return m && Number(m[1]) <= VOD_MAX_SEGMENTS ? Number(m[1]) : null;
}

/** The VOD playlist of a recording: every segment, then the end. */
export function vodPlaylist(segments: number, segmentUrl: (k: number) => string): string {
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${TARGET_DURATION_S}`,
    '#EXT-X-PLAYLIST-TYPE:VOD',
    '#EXT-X-MEDIA-SEQUENCE:0',
  ];
  for (let k = 0; k < segments; k++)
    lines.push(`#EXTINF:${(SEGMENT_MS / 1000).toFixed(3)},`, segmentUrl(k));
  lines.push('#EXT-X-ENDLIST');
  return `${lines.join('\n')}\n`;
}

/** Whether segment k exists at `now`: published, and not older than a generous window. */
export function segmentAvailable(k: number, now: number = Date.now()): boolean {
  const edge = currentSegment(now);
  return Number.isSafeInteger(k) && k >= 0 && k < edge && k >= edge - 10 * WINDOW;
}

function readTimestamp(b: Buffer, at: number): number {
  return (
    ((b[at] >> 1) & 0x07) * 2 ** 30 +
    ((b[at + 1] << 7) | (b[at + 2] >> 1)) * 2 ** 15 +
    ((b[at + 3] << 7) | (b[at + 4] >> 1))
  );
}

function writeTimestamp(b: Buffer, at: number, value: number): void {
  const high = Math.floor(value / 2 ** 30) & 0x07;
  const mid = Math.floor(value / 2 ** 15) & 0x7fff;
  const low = value & 0x7fff;
  // The first byte keeps its 4-bit prefix ('0010', '0011' or '0001') and marker bit.
  b[at] = (b[at] & 0xf1) | (high << 1);
  b[at + 1] = mid >> 7;
  b[at + 2] = ((mid & 0x7f) << 1) | 1;
  b[at + 3] = low >> 7;
  b[at + 4] = ((low & 0x7f) << 1) | 1;
}

/** Moves one segment's timestamps on by `offset90k` and its counters by `counterAdd`. */
export function shiftSegment(
  segment: Buffer,
  offset90k: number,
  counterAdd: ReadonlyMap<number, number>,
): Buffer {
  const out = Buffer.from(segment);
  for (let at = 0; at + PACKET <= out.length; at += PACKET) {
    const pid = ((out[at + 1] & 0x1f) << 8) | out[at + 2];
    const control = (out[at + 3] >> 4) & 0x03;
    if (control & 1) {
      const cc = (out[at + 3] + (counterAdd.get(pid) ?? 0)) & 0x0f;
      out[at + 3] = (out[at + 3] & 0xf0) | cc;
    }
    let payload = at + 4;
    if (control & 2) {
      const length = out[at + 4];
      if (length > 0 && out[at + 5] & 0x10) {
        // PCR: a 33-bit base at 90 kHz, 6 reserved bits, a 9-bit extension left as it is.
        const p = at + 6;
        const base =
          out[p] * 2 ** 25 +
          out[p + 1] * 2 ** 17 +
          out[p + 2] * 2 ** 9 +
          out[p + 3] * 2 +
          (out[p + 4] >> 7);
        const next = (base + offset90k) % PTS_WRAP;
        out[p] = Math.floor(next / 2 ** 25) & 0xff;
        out[p + 1] = Math.floor(next / 2 ** 17) & 0xff;
        out[p + 2] = Math.floor(next / 2 ** 9) & 0xff;
        out[p + 3] = Math.floor(next / 2) & 0xff;
        out[p + 4] = ((next & 1) << 7) | (out[p + 4] & 0x7f);
      }
      payload += 1 + length;
    }
    const unitStart = (out[at + 1] & 0x40) !== 0;
    // A PES header (PAT and PMT sections start with a pointer field and a table id instead).
    if (
      !unitStart ||
      !(control & 1) ||
      payload + 14 > at + PACKET ||
      out[payload] !== 0 ||
      out[payload + 1] !== 0 ||
      out[payload + 2] !== 1
    )
      continue;
    const flags = out[payload + 7] >> 6;
    if (flags & 2) {
      const pts = payload + 9;
      writeTimestamp(out, pts, (readTimestamp(out, pts) + offset90k) % PTS_WRAP);
      if (flags === 3 && payload + 19 <= at + PACKET) {
        const dts = payload + 14;
        writeTimestamp(out, dts, (readTimestamp(out, dts) + offset90k) % PTS_WRAP);
      }
    }
  }
  return out;
}

const segments = new LRUCache<string, Buffer>({ max: 64 });

/** Segment k of a stream playing `clip`: the clip's segment k mod S in loop k div S. */
export function liveSegment(name: ClipName, k: number, dir?: string): Buffer {
  const key = `${name}:${k}`;
  const cached = segments.get(key);
  if (cached) return cached;
  const clip = loadClip(name, dir);
  const count = clip.segments.length;
  const loop = Math.floor(k / count);
  const offset = (loop * count * SEGMENT_90K) % PTS_WRAP;
  const add = new Map<number, number>();
  for (const [pid, n] of clip.payloadPackets) add.set(pid, (loop * n) % 16);
  const segment = shiftSegment(clip.segments[k % count], offset, add);
  segments.set(key, segment);
  return segment;
}
