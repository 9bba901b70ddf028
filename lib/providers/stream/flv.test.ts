import { CLIP_MS, flvLive, loadFlvClip, parseFlv } from './flv';
import { CLIPS, EPOCH_MS, SEGMENT_MS } from './live';
import { serveFlv } from './serve';
import { signStream } from './sign';

type Parsed = { type: number; ms: number; key: boolean; config: boolean };

/** The tags of an FLV byte stream (after its 9-byte header and PreviousTagSize0, if present). */
function tags(stream: Buffer): Parsed[] {
  const out: Parsed[] = [];
  let at = stream.toString('latin1', 0, 3) === 'FLV' ? stream.readUInt32BE(5) + 4 : 0;
  while (at < stream.length) {
    const type = stream[at] & 0x1f;
    const size = (stream[at + 1] << 16) | (stream[at + 2] << 8) | stream[at + 3];
    const ms =
      ((stream[at + 7] << 24) | (stream[at + 4] << 16) | (stream[at + 5] << 8) | stream[at + 6]) >>>
      0;
    const data = at + 11;
    // Every tag is followed by its size: a wrong one would desynchronise a player.
    expect(stream.readUInt32BE(data + size)).toBe(11 + size);
    out.push({
      type,
      ms,
      key: type === 9 && stream[data] >> 4 === 1,
      config: (type === 9 || type === 8) && stream[data + 1] === 0,
    });
    at = data + size + 4;
  }
  return out;
}

describe('the demo live HTTP-FLV (issue 9 §2)', () => {
  it.each(CLIPS)('%s: the clip parses into a head and a loop of media tags', (name) => {
    const clip = loadFlvClip(name);
    const head = tags(clip.head);
    expect(clip.head.toString('latin1', 0, 3)).toBe('FLV');
    expect(head.map((t) => t.type)).toEqual([9, 8]);
    expect(head.every((t) => t.config && t.ms === 0)).toBe(true);
    const keys = clip.media.filter((t) => t.key).map((t) => t.ms);
    // A key frame per HLS segment (0.96 s), as the clips were cut (scripts/make-demo-clips.sh).
    expect(keys).toHaveLength(CLIP_MS / SEGMENT_MS);
    expect(keys.map((k, i) => k - keys[0] - i * SEGMENT_MS)).toEqual(keys.map(() => 0));
    expect(clip.media[clip.media.length - 1].ms).toBeLessThan(CLIP_MS);
    expect(clip.media.filter((t) => t.video)).toHaveLength(192);
    expect(clip.media.filter((t) => !t.video)).toHaveLength(360);
  });

  it.each(CLIPS)(
    '%s: a viewer’s stream starts on a key frame at 0 and runs on across loops',
    (name) => {
      const clip = loadFlvClip(name);
      const start = 1000 * CLIP_MS + 5000;
      const live = flvLive(clip, start);
      const sent = [live.until(start)];
      for (let t = start + 40; t <= start + 20_000; t += 40) sent.push(live.until(t));
      const got = tags(Buffer.concat(sent.flat()));
      expect(got[0]).toMatchObject({ type: 9, key: true, ms: 0 });
      // The backlog is at most one segment: the viewer starts near the live edge.
      expect(start - live.origin).toBeLessThanOrEqual(SEGMENT_MS);
      const video = got.filter((t) => t.type === 9).map((t) => t.ms);
      const audio = got.filter((t) => t.type === 8).map((t) => t.ms);
      for (let i = 1; i < video.length; i++) expect(video[i] - video[i - 1]).toBe(40);
      for (let i = 1; i < audio.length; i++) expect([21, 22]).toContain(audio[i] - audio[i - 1]);
      for (let i = 1; i < got.length; i++) expect(got[i].ms).toBeGreaterThanOrEqual(got[i - 1].ms);
      // No codec configuration in the middle, and every tag once: 25 fps over the 20 s sent.
      expect(got.some((t) => t.config)).toBe(false);
      expect(video.length).toBe(Math.floor((start + 20_000 - live.origin) / 40) + 1);
    },
  );

  it('a start just before a loop’s first key frame begins at the previous loop’s last one', () => {
    const clip = loadFlvClip('pitch');
    const firstKey = clip.media.find((t) => t.key)!.ms;
    const start = 7 * CLIP_MS + firstKey - 1;
    const live = flvLive(clip, start);
    const lastKey = clip.media.filter((t) => t.key).pop()!.ms;
    expect(live.origin).toBe(6 * CLIP_MS + lastKey);
    expect(tags(Buffer.concat(live.until(start)))[0]).toMatchObject({ key: true, ms: 0 });
  });

  it('refuses what is not an FLV clip', () => {
    expect(() => parseFlv(Buffer.from('not a video'))).toThrow('not an FLV file');
  });
});

describe('the /flv route (issue 9 §2)', () => {
  const now = EPOCH_MS + 5 * 24 * 3600_000;
  const url = (path: string, access: 'push' | 'pull' = 'pull') => {
    const { txSecret, txTime } = signStream(access, 'room12', 3600, now);
    return new URL(`http://site.test/flv/${path}?txSecret=${txSecret}&txTime=${txTime}`);
  };

  it('streams the head and the backlog at once, then ends when the viewer leaves', async () => {
    const res = serveFlv(['room12.flv'], url('room12.flv'), now);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('video/x-flv');
    const reader = res.body!.getReader();
    const first = Buffer.from((await reader.read()).value!);
    expect(first.toString('latin1', 0, 3)).toBe('FLV');
    const got = tags(first);
    expect(got.slice(0, 2).map((t) => t.type)).toEqual([9, 8]);
    expect(got[2]).toMatchObject({ type: 9, key: true, ms: 0 });
    await reader.cancel();
  });

  it('refuses a bad signature and answers 404 for other paths', () => {
    expect(serveFlv(['room12.flv'], new URL('http://site.test/flv/room12.flv'), now).status).toBe(
      403,
    );
    expect(serveFlv(['room12.flv'], url('room12.flv', 'push'), now).status).toBe(403);
    for (const parts of [['room12.m3u8'], ['room12', 'x.flv'], ['../a.flv'], []])
      expect(serveFlv(parts, url('room12.flv'), now).status).toBe(404);
  });
});
