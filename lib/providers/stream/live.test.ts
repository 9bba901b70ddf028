import fs from 'node:fs';
import path from 'node:path';
import {
  CLIPS,
  EPOCH_MS,
  SEGMENT_MS,
  TARGET_DURATION_S,
  WINDOW,
  currentSegment,
  liveSegment,
  livePlaylist,
  loadClip,
  segmentAvailable,
  shiftSegment,
} from './live';

/** What a demuxer sees in a run of segments, per PID. */
type Track = {
  /** PTS (and DTS) of each PES, with the ADTS frames it holds (audio). */
  pes: { pts: number; dts: number; frames: number }[];
  counters: number[];
  pcr: number[];
  streamId?: number;
};

function readTs(b: Buffer, at: number): number {
  return (
    ((b[at] >> 1) & 0x07) * 2 ** 30 +
    ((b[at + 1] << 7) | (b[at + 2] >> 1)) * 2 ** 15 +
    ((b[at + 3] << 7) | (b[at + 4] >> 1))
  );
}

function demux(stream: Buffer): Map<number, Track> {
  const tracks = new Map<number, Track>();
  const open = new Map<number, Buffer[]>();
  const finish = (pid: number) => {
    const parts = open.get(pid);
    if (!parts) return;
    const pes = Buffer.concat(parts);
    open.delete(pid);
    const track = tracks.get(pid)!;
    track.streamId = pes[3];
    const flags = pes[7] >> 6;
    const pts = readTs(pes, 9);
    const dts = flags === 3 ? readTs(pes, 14) : pts;
    let frames = 0;
    if (pes[3] >= 0xc0 && pes[3] <= 0xdf) {
      // ADTS frames: 12 sync bits, then the frame length in 13 bits.
      for (let at = 9 + pes[8]; at + 7 <= pes.length;) {
        expect(pes[at]).toBe(0xff);
        expect(pes[at + 1] & 0xf0).toBe(0xf0);
        at += ((pes[at + 3] & 0x03) << 11) | (pes[at + 4] << 3) | (pes[at + 5] >> 5);
        frames++;
      }
    }
    track.pes.push({ pts, dts, frames });
  };
  for (let at = 0; at + 188 <= stream.length; at += 188) {
    expect(stream[at]).toBe(0x47);
    const pid = ((stream[at + 1] & 0x1f) << 8) | stream[at + 2];
    const control = (stream[at + 3] >> 4) & 3;
    if (!tracks.has(pid)) tracks.set(pid, { pes: [], counters: [], pcr: [] });
    const track = tracks.get(pid)!;
    if (control & 1) track.counters.push(stream[at + 3] & 0x0f);
    let payload = at + 4;
    if (control & 2) {
      const length = stream[at + 4];
      if (length > 0 && stream[at + 5] & 0x10) {
        const p = at + 6;
        track.pcr.push(
          stream[p] * 2 ** 25 +
            stream[p + 1] * 2 ** 17 +
            stream[p + 2] * 2 ** 9 +
            stream[p + 3] * 2 +
            (stream[p + 4] >> 7),
        );
      }
      payload += 1 + length;
    }
    if (!(control & 1) || pid === 0 || pid === 0x1000) continue;
    if (stream[at + 1] & 0x40) {
      finish(pid);
      open.set(pid, []);
    }
    open.get(pid)?.push(stream.subarray(payload, at + 188));
  }
  for (const pid of [...open.keys()]) finish(pid);
  return tracks;
}

const now = EPOCH_MS + 30 * 24 * 3600_000 + 777;

describe('the demo live stream (issue 9 §2)', () => {
  it('is a valid live playlist of the last whole segments, with small sequence numbers', () => {
    const text = livePlaylist((k) => `seg/${k}.ts?txSecret=s&txTime=T`, now);
    const lines = text.trim().split('\n');
    expect(lines.slice(0, 3)).toEqual(['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-TARGETDURATION:1']);
    const edge = currentSegment(now);
    expect(lines[3]).toBe(`#EXT-X-MEDIA-SEQUENCE:${edge - WINDOW}`);
    const uris = lines.filter((l) => !l.startsWith('#'));
    expect(uris).toEqual(
      Array.from({ length: WINDOW }, (_, i) => `seg/${edge - WINDOW + i}.ts?txSecret=s&txTime=T`),
    );
    expect(lines.filter((l) => l.startsWith('#EXTINF:'))).toEqual(
      Array(WINDOW).fill('#EXTINF:0.960,'),
    );
    // A live playlist: no end, and one continuous timeline with no discontinuity.
    expect(text).not.toMatch(/ENDLIST|DISCONTINUITY/);
    // A month after the epoch the numbers are still small (hls.js stalls on Unix-time ones).
    expect(edge).toBeLessThan(3_000_000);
  });

  it('is made of short segments, a few seconds in all (issue 24: a start near the live edge)', () => {
    // Short whole segments: a player holds about two of them and starts ~2 s behind the newest
    // media (components/player/engine.ts HLS_CONFIG) without running dry between reloads.
    expect(SEGMENT_MS).toBeLessThanOrEqual(1000);
    expect(TARGET_DURATION_S).toBe(1);
    const durations = livePlaylist(String, now)
      .split('\n')
      .filter((l) => l.startsWith('#EXTINF:'))
      .map((l) => parseFloat(l.slice(8)));
    for (const d of durations) expect(d).toBeLessThanOrEqual(TARGET_DURATION_S);
    const total = durations.reduce((a, b) => a + b, 0);
    // Enough behind the edge for the player's start (2.2 s) and a slow first load, and no more.
    expect(total).toBeGreaterThanOrEqual(4);
    expect(total).toBeLessThanOrEqual(8);
    // Every clip segment starts on a key frame and lasts one segment: 24 frames at 25 fps.
    for (const name of CLIPS) {
      for (const seg of loadClip(name).segments) {
        const video = [...demux(seg).values()].find((t) => t.streamId === 0xe0)!;
        expect(video.pes).toHaveLength((SEGMENT_MS / 1000) * 25);
      }
    }
  });

  it('advances with the clock, one segment per 0.96 s', () => {
    const seq = (t: number) => Number(/MEDIA-SEQUENCE:(\d+)/.exec(livePlaylist(String, t))![1]);
    expect(seq(now + SEGMENT_MS) - seq(now)).toBe(1);
    expect(seq(now + 10 * SEGMENT_MS) - seq(now)).toBe(10);
    expect(seq(now + SEGMENT_MS - 1000)).toBeLessThanOrEqual(seq(now) + 1);
    // Every segment a playlist names is available when it is served.
    for (const k of livePlaylist(String, now)
      .split('\n')
      .filter((l) => /^\d+$/.test(l)))
      expect(segmentAvailable(Number(k), now)).toBe(true);
  });

  it('serves only published segments of a recent window', () => {
    const edge = currentSegment(now);
    expect(segmentAvailable(edge, now)).toBe(false);
    expect(segmentAvailable(edge - 1, now)).toBe(true);
    expect(segmentAvailable(edge - 10 * WINDOW - 1, now)).toBe(false);
    expect(segmentAvailable(-1, now)).toBe(false);
    expect(segmentAvailable(1.5, now)).toBe(false);
    expect(segmentAvailable(Number.NaN, now)).toBe(false);
  });

  it.each(CLIPS)('%s: timestamps and counters run on across the loop', (name) => {
    const count = loadClip(name).segments.length;
    // Two whole loops and a bit, starting mid-clip and crossing two loop boundaries.
    const first = 1_000 * count + 2;
    const stream = Buffer.concat(
      Array.from({ length: 2 * count + 2 }, (_, i) => liveSegment(name, first + i)),
    );
    const tracks = demux(stream);
    const video = [...tracks.values()].find((t) => t.streamId === 0xe0)!;
    const audio = [...tracks.values()].find((t) => t.streamId === 0xc0)!;
    expect(video && audio).toBeTruthy();

    // Video: one frame per PES, 25 fps, 3600 ticks apart, without a gap or a step back.
    const dts = video.pes.map((p) => p.dts);
    for (let i = 1; i < dts.length; i++) expect(dts[i] - dts[i - 1]).toBe(3600);
    expect(dts.length).toBe((SEGMENT_MS / 40) * (2 * count + 2));
    // Audio: each PES starts where the frames of the one before end (1024 samples at 48 kHz).
    for (let i = 1; i < audio.pes.length; i++)
      expect(audio.pes[i].pts - audio.pes[i - 1].pts).toBe(audio.pes[i - 1].frames * 1920);
    // …and the two tracks stay together: the audio spans the video's time, give or take a frame.
    const last = audio.pes[audio.pes.length - 1];
    const audioSpan = last.pts + last.frames * 1920 - audio.pes[0].pts;
    expect(Math.abs(audioSpan - dts.length * 3600)).toBeLessThanOrEqual(2 * 1920);

    // The clock the decoder follows rises too, and every PID's counter goes up by one per packet.
    const pcr = [...tracks.values()].flatMap((t) => t.pcr);
    for (let i = 1; i < pcr.length; i++) expect(pcr[i]).toBeGreaterThan(pcr[i - 1]);
    for (const track of tracks.values())
      for (let i = 1; i < track.counters.length; i++)
        expect(track.counters[i]).toBe((track.counters[i - 1] + 1) % 16);
  });

  it('wraps timestamps at 33 bits and keeps the marker bits', () => {
    const clip = loadClip('pitch');
    const plain = demux(clip.segments[0]);
    const shifted = demux(shiftSegment(clip.segments[0], 2 ** 33 - 1000, new Map()));
    const firstPts = (m: Map<number, Track>) =>
      [...m.values()].find((t) => t.streamId === 0xe0)!.pes[0].pts;
    expect(firstPts(shifted)).toBe((firstPts(plain) + 2 ** 33 - 1000) % 2 ** 33);
    // The source is not changed.
    expect(firstPts(demux(clip.segments[0]))).toBe(firstPts(plain));
  });

  it('the committed clips stay well under 1 MB in all', () => {
    const dir = path.join(process.cwd(), 'lib/providers/stream/clips');
    const bytes = CLIPS.flatMap((c) =>
      fs.readdirSync(path.join(dir, c)).map((f) => fs.statSync(path.join(dir, c, f)).size),
    ).reduce((n, s) => n + s, 0);
    expect(bytes).toBeLessThan(700 * 1024);
  });
});
