import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { clipsDir, EPOCH_MS, type ClipName } from './live';

/**
 * The demo's live HTTP-FLV (issue 9 §2): the same looped clip as the HLS stream, as one endless
 * FLV response. A viewer gets the FLV header and the clip's two codec configurations once (no
 * metadata: it would give the clip's duration), then the media tags from the last key frame before the live edge, and
 * from there each tag when its time comes. Tag timestamps count from the first tag sent and run
 * on across loops (a loop adds the clip's duration), so the player sees one timeline.
 */

type Tag = {
  /** Milliseconds from the clip's start. */
  ms: number;
  video: boolean;
  key: boolean;
  /** The whole tag with its PreviousTagSize, ready to send but for the timestamp. */
  bytes: Buffer;
};

export type FlvClip = {
  /** FLV header, PreviousTagSize0, and the AVC and AAC sequence headers. */
  head: Buffer;
  media: Tag[];
  durationMs: number;
};

const TAG_HEADER = 11;
/** A loop of every demo clip: 8 segments of 0.96 s. */
export const CLIP_MS = 7680;

function timestampOf(b: Buffer, at: number): number {
  return ((b[at + 7] << 24) | (b[at + 4] << 16) | (b[at + 5] << 8) | b[at + 6]) >>> 0;
}

/** Splits an FLV file into its head (header, metadata, codec configurations) and media tags. */
export function parseFlv(file: Buffer, durationMs: number = CLIP_MS): FlvClip {
  if (file.toString('latin1', 0, 3) !== 'FLV') throw new Error('not an FLV file');
  const headerSize = file.readUInt32BE(5);
  /** The codec configuration per tag type; ffmpeg writes an empty AAC one before the real one. */
  const config = new Map<number, Buffer>();
  const media: Tag[] = [];
  for (let at = headerSize + 4; at + TAG_HEADER <= file.length;) {
    const type = file[at] & 0x1f;
    const size = (file[at + 1] << 16) | (file[at + 2] << 8) | file[at + 3];
    const end = at + TAG_HEADER + size + 4;
    if (end > file.length) throw new Error('truncated FLV tag');
    const bytes = file.subarray(at, end);
    const data = at + TAG_HEADER;
    // AVCPacketType / AACPacketType: 0 codec configuration, 1 media, 2 (video) end of sequence,
    // which a loop must not send.
    const packet = file[data + 1];
    // The script tag (onMetaData) is left out: it gives the clip's duration, and a live stream
    // has none.
    if ((type === 8 || type === 9) && packet === 0) {
      if (size > 2) config.set(type, bytes);
    } else if ((type === 8 || type === 9) && packet === 1)
      media.push({
        ms: timestampOf(file, at),
        video: type === 9,
        key: type === 9 && file[data] >> 4 === 1,
        bytes,
      });
    at = end;
  }
  const video = config.get(9);
  const audio = config.get(8);
  if (!video || !audio) throw new Error('the FLV clip lacks a codec configuration');
  const head = [file.subarray(0, headerSize + 4), video, audio];
  if (!media.some((t) => t.key)) throw new Error('no key frame in the FLV clip');
  const first = media[0].ms;
  for (const t of media) t.ms -= first;
  return { head: Buffer.concat(head.map((b) => zeroTimestamp(b))), media, durationMs };
}

function zeroTimestamp(tag: Buffer): Buffer {
  if (tag.toString('latin1', 0, 3) === 'FLV') return tag;
  return withTimestamp(tag, 0);
}

function withTimestamp(tag: Buffer, ms: number): Buffer {
  const out = Buffer.from(tag);
  out[4] = (ms >>> 16) & 0xff;
  out[5] = (ms >>> 8) & 0xff;
  out[6] = ms & 0xff;
  out[7] = (ms >>> 24) & 0xff;
  return out;
}

const loaded = new Map<ClipName, FlvClip>();

export function loadFlvClip(name: ClipName, dir: string = clipsDir()): FlvClip {
  let clip = loaded.get(name);
  if (!clip) {
    clip = parseFlv(fs.readFileSync(path.join(dir, name, 'clip.flv')));
    loaded.set(name, clip);
  }
  return clip;
}

/**
 * One viewer's FLV stream from `startMs` (milliseconds since EPOCH_MS): `head` to send first,
 * then `until(t)` for the tags up to stream time t, in order, each once.
 */
export function flvLive(clip: FlvClip, startMs: number) {
  const { media, durationMs } = clip;
  // The last key frame at or before the start, in this loop or the one before.
  let loop = Math.floor(startMs / durationMs);
  const within = startMs - loop * durationMs;
  let index = -1;
  for (let i = 0; i < media.length; i++) if (media[i].key && media[i].ms <= within) index = i;
  if (index < 0) {
    loop -= 1;
    for (let i = 0; i < media.length; i++) if (media[i].key) index = i;
  }
  const origin = loop * durationMs + media[index].ms;
  let next = index;
  let nextLoop = loop;
  return {
    head: clip.head,
    /** Stream time (ms since EPOCH_MS) of the first tag sent: its timestamp is 0. */
    origin,
    until(nowMs: number): Buffer[] {
      const out: Buffer[] = [];
      for (;;) {
        const tag = media[next];
        const at = nextLoop * durationMs + tag.ms;
        if (at > nowMs) return out;
        out.push(withTimestamp(tag.bytes, at - origin));
        next += 1;
        if (next === media.length) {
          next = 0;
          nextLoop += 1;
        }
      }
    },
  };
}

/** Stream time now. */
export function streamMs(now: number = Date.now()): number {
  return now - EPOCH_MS;
}
