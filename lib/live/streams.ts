import 'server-only';
import { eq } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { rooms } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { PULL_TTL_S, PUSH_TTL_S, signStream, STREAM_NAME } from '@/lib/providers/stream/sign';
import { recordingStream } from '@/lib/providers/stream/live';

export type StreamRoom = { roomId: number; anchorId: number; live: boolean };

/**
 * The room a media-server stream name belongs to, or null: the publish hook lets only a room's
 * own stream through (its signature is checked separately, lib/providers/stream/sign.ts).
 */
export async function streamRoom(name: string): Promise<StreamRoom | null> {
  if (typeof name !== 'string' || !STREAM_NAME.test(name)) return null;
  const [row] = await db()
    .select({ roomId: rooms.id, anchorId: rooms.anchorId, state: rooms.state })
    .from(rooms)
    .where(eq(rooms.streamName, name))
    .limit(1);
  return row ? { roomId: row.roomId, anchorId: row.anchorId, live: row.state === 'live' } : null;
}

/** Signed pull addresses of a room's stream for players (getRoomInfo `streams`). */
export function pullUrls(stream: string, now: number = Date.now()) {
  const base = env().STREAM_PULL_BASE;
  const sig = signStream('pull', stream, PULL_TTL_S, now);
  const q = `txSecret=${sig.txSecret}&txTime=${sig.txTime}`;
  const expires_at = parseInt(sig.txTime, 16);
  if (base) {
    const root = base.replace(/\/+$/, '');
    return { hls: `${root}/${stream}.m3u8?${q}`, flv: `${root}/${stream}.flv?${q}`, expires_at };
  }
  // The site's own demo streams (lib/providers/stream/serve.ts), same origin.
  return { hls: `/hls/${stream}.m3u8?${q}`, flv: `/flv/${stream}.flv?${q}`, expires_at };
}

/**
 * Live/getLiveUrl: what the anchor types into OBS. The server is STREAM_PUSH_BASE, else the
 * site's host on the RTMP port of a media server beside it (docs/streams.md).
 */
export function pushAddress(stream: string, siteHost: string, now: number = Date.now()) {
  const server = (env().STREAM_PUSH_BASE ?? `rtmp://${siteHost}/live`).replace(/\/+$/, '');
  const sig = signStream('push', stream, PUSH_TTL_S, now);
  const stream_key = `${stream}?txSecret=${sig.txSecret}&txTime=${sig.txTime}`;
  return {
    server,
    stream_key,
    push_url: `${server}/${stream_key}`,
    expires_at: parseInt(sig.txTime, 16),
  };
}

/**
 * A recording's signed VOD playlist. The demo serves it from its clips (at most 30 min); with
 * STREAM_PULL_BASE a media server's recordings are expected at `<base>/rec/<broadcast id>.m3u8`.
 */
export function recordingUrl(broadcastId: number, durationS: number, now: number = Date.now()) {
  const base = env().STREAM_PULL_BASE;
  const name = base ? `rec${broadcastId}` : recordingStream(broadcastId, durationS);
  const sig = signStream('pull', name, PULL_TTL_S, now);
  const q = `txSecret=${sig.txSecret}&txTime=${sig.txTime}`;
  return base
    ? `${base.replace(/\/+$/, '')}/rec/${broadcastId}.m3u8?${q}`
    : `/hls/${name}.m3u8?${q}`;
}
