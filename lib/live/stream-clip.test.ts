import { and, eq, like } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { broadcasts, matches, rooms } from '@/lib/db/schema';
import { clearMemos } from '@/lib/cache/memo';
import { createTestApi, SEED_TIMEOUT, type TestApi } from '@/test/api';
import { currentSegment, liveSegment, recordingStream } from '@/lib/providers/stream/live';
import { CLIP_HEADER, clipForStream } from '@/lib/providers/stream/serve';
import { signStream } from '@/lib/providers/stream/sign';
import { GET as getHls } from '@/app/hls/[...path]/route';
import { GET as getFlv } from '@/app/flv/[...path]/route';
import { clipForSport } from './streams';

/**
 * Issue 24: a demo room plays a clip of its own sport (football the pitch, basketball the court,
 * the `other` categories the studio), on HLS and FLV, and names it in a header. Before, the clip
 * came from a hash of the stream name, so a football room could play the court.
 */

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi({}, { matches: true });
}, SEED_TIMEOUT);
afterAll(() => t?.cleanup());
beforeEach(() => clearMemos());

function signed(path: string, stream: string): { parts: string[]; req: Request } {
  const { txSecret, txTime } = signStream('pull', stream, 3600);
  const prefix = path.endsWith('.flv') ? 'flv' : 'hls';
  const req = new Request(
    `http://site.test/${prefix}/${path}?txSecret=${txSecret}&txTime=${txTime}`,
  );
  return { parts: path.split('/'), req };
}

async function hls(path: string, stream: string): Promise<Response> {
  const { parts, req } = signed(path, stream);
  return getHls(req, { params: Promise.resolve({ path: parts }) });
}

async function flvClip(stream: string): Promise<string | null> {
  const { parts, req } = signed(`${stream}.flv`, stream);
  const res = await getFlv(req, { params: Promise.resolve({ path: parts }) });
  expect(res.status).toBe(200);
  await res.body?.cancel();
  return res.headers.get(CLIP_HEADER);
}

async function demoRooms() {
  return db()
    .select({
      id: rooms.id,
      streamName: rooms.streamName,
      sport: rooms.sport,
      matchId: rooms.matchId,
      broadcastId: rooms.broadcastId,
    })
    .from(rooms)
    .where(and(like(rooms.streamName, 'demo%'), eq(rooms.state, 'live')));
}

describe('the clip a demo room plays (issue 24)', () => {
  it('is the clip of its sport, on the HLS playlist, its segments and FLV', async () => {
    const live = await demoRooms();
    expect(new Set(live.map((r) => r.sport))).toEqual(new Set(['football', 'basketball', 'other']));
    // The stream names alone would give some rooms another sport's clip.
    expect(live.some((r) => clipForStream(r.streamName) !== clipForSport(r.sport))).toBe(true);

    const k = currentSegment() - 2;
    for (const r of live) {
      const want = clipForSport(r.sport);
      const playlist = await hls(`${r.streamName}.m3u8`, r.streamName);
      expect(playlist.status).toBe(200);
      expect([r.sport, playlist.headers.get(CLIP_HEADER)]).toEqual([r.sport, want]);
      const segment = await hls(`${r.streamName}/${k}.ts`, r.streamName);
      expect(segment.status).toBe(200);
      expect(segment.headers.get(CLIP_HEADER)).toBe(want);
      expect(Buffer.from(await segment.arrayBuffer()).equals(liveSegment(want, k))).toBe(true);
      expect(await flvClip(r.streamName)).toBe(want);
    }
  });

  it('follows the match a room moves to, and a recording plays its broadcast’s sport', async () => {
    const [room] = (await demoRooms()).filter((r) => r.sport === 'football');
    const [game] = await db()
      .select({ id: matches.id })
      .from(matches)
      .where(eq(matches.sport, 'basketball'))
      .limit(1);
    await db()
      .update(rooms)
      .set({ sport: 'basketball', matchId: game.id })
      .where(eq(rooms.id, room.id));
    clearMemos();
    expect((await hls(`${room.streamName}.m3u8`, room.streamName)).headers.get(CLIP_HEADER)).toBe(
      'court',
    );

    const [b] = await db()
      .select({ id: broadcasts.id, sport: broadcasts.sport })
      .from(broadcasts)
      .where(eq(broadcasts.sport, 'other'))
      .limit(1);
    const name = recordingStream(b.id, 60);
    const res = await hls(`${name}/0.ts`, name);
    expect(res.status).toBe(200);
    expect(res.headers.get(CLIP_HEADER)).toBe('studio');
  });

  it('leaves a name that is no room’s, and an unsigned address, to the name’s clip', async () => {
    expect((await hls('nobody12.m3u8', 'nobody12')).headers.get(CLIP_HEADER)).toBe(
      clipForStream('nobody12'),
    );
    const [r] = await demoRooms();
    const res = await getHls(new Request(`http://site.test/hls/${r.streamName}.m3u8`), {
      params: Promise.resolve({ path: [`${r.streamName}.m3u8`] }),
    });
    expect(res.status).toBe(403);
  });
});
