import 'server-only';
import { eq } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { broadcasts, matches, rooms } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { memo } from '@/lib/cache/memo';
import {
  checkStream,
  PULL_TTL_S,
  PUSH_TTL_S,
  signStream,
  STREAM_NAME,
} from '@/lib/providers/stream/sign';
import { recordingSegments, recordingStream, type ClipName } from '@/lib/providers/stream/live';
import { demoStreamsServed, streamOfPath } from '@/lib/providers/stream/serve';

export type StreamRoom = {
  roomId: number;
  anchorId: number;
  live: boolean;
  /** Closed by the console (lib/admin/rooms.ts): no publishing meanwhile. */
  closed: boolean;
};

/**
 * The room a media-server stream name belongs to, or null: the publish hook lets only a room's
 * own stream through (its signature is checked separately, lib/providers/stream/sign.ts).
 */
export async function streamRoom(name: string): Promise<StreamRoom | null> {
  if (typeof name !== 'string' || !STREAM_NAME.test(name)) return null;
  const [row] = await db()
    .select({
      roomId: rooms.id,
      anchorId: rooms.anchorId,
      state: rooms.state,
      closedUntil: rooms.closedUntil,
    })
    .from(rooms)
    .where(eq(rooms.streamName, name))
    .limit(1);
  return row
    ? {
        roomId: row.roomId,
        anchorId: row.anchorId,
        live: row.state === 'live',
        closed: !!row.closedUntil && row.closedUntil.getTime() > Date.now(),
      }
    : null;
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

/**
 * The demo clip of a sport (issue 24): football plays the pitch, basketball the court, and the
 * `other` categories (esports, snooker, talk shows) neither: the studio's test card.
 */
export function clipForSport(sport: string | null | undefined): ClipName {
  return sport === 'football' ? 'pitch' : sport === 'basketball' ? 'court' : 'studio';
}

/**
 * What a room or recording shows: the sport of its match when it commentates one, else its own
 * (a room of an `other` category has no match).
 */
function shownSport(row: { sport: string; matchSport: string | null } | undefined) {
  if (!row) return null;
  return row.sport === 'other' ? 'other' : (row.matchSport ?? row.sport);
}

/**
 * The clip a demo stream plays, from the database: a room's stream by its room, a recording
 * (`r<broadcast id>n<segments>`) by its broadcast; null for a name that is neither (the demo's
 * videos pick their clip by name). Read at most every 5 s per instance, so a room that changes
 * sport or match shows it within that.
 */
export const streamClip = memo(5000, async (name): Promise<ClipName | null> => {
  if (!STREAM_NAME.test(name)) return null;
  if (recordingSegments(name) !== null) {
    const id = Number(/^r(\d+)n/.exec(name)![1]);
    if (!Number.isSafeInteger(id) || id > 2_147_483_647) return null;
    const [row] = await db()
      .select({ sport: broadcasts.sport, matchSport: matches.sport })
      .from(broadcasts)
      .leftJoin(matches, eq(matches.id, broadcasts.matchId))
      .where(eq(broadcasts.id, id))
      .limit(1);
    return row ? clipForSport(shownSport(row)) : null;
  }
  const [row] = await db()
    .select({ sport: rooms.sport, matchSport: matches.sport })
    .from(rooms)
    .leftJoin(matches, eq(matches.id, rooms.matchId))
    .where(eq(rooms.streamName, name))
    .limit(1);
  return row ? clipForSport(shownSport(row)) : null;
});

/**
 * The clip for a request to the demo's `/hls` or `/flv` (app/hls, app/flv): its room's or
 * recording's sport. Undefined (the name decides) when the demo streams are not served, the
 * address is not validly signed (no database read for it) or the name is no room's.
 */
export async function demoClipFor(
  parts: readonly string[],
  url: URL,
  now: number = Date.now(),
): Promise<ClipName | undefined> {
  if (!demoStreamsServed()) return undefined;
  const name = streamOfPath(parts);
  if (!name || checkStream('pull', name, url.searchParams, now) !== 'ok') return undefined;
  // The clip is cosmetic: a database hiccup must not cost the viewer the stream.
  return (await streamClip(name).catch(() => null)) ?? undefined;
}
