import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort, startApiInstance, type ApiInstance } from '../scripts/api-instance';
import {
  anchorPushAddress,
  ensureIngestTools,
  startIngestNginx,
  startTestPattern,
  type IngestServer,
} from '../scripts/ingest';

/**
 * Issue 29 §1, the real ingest chain: ffmpeg pushes a test pattern with a clock burned in over
 * RTMP to nginx-rtmp (the committed deploy/nginx/rtmp.conf), whose publish hooks drive the room;
 * nginx writes HLS and serves it signed (auth_request to /hooks/pull); Chromium plays it on the
 * room's page. ffmpeg stops → the room stays on air for the grace period, then goes off air (the
 * open page follows without a reload) → the broadcast is listed as a recording.
 *
 * STREAM_PULL_BASE is process-wide, so this spec starts its own site (the e2e build in
 * NEXT_DIST_DIR) beside nginx. Without nginx-rtmp or ffmpeg (and no root to install them) it is
 * skipped with a loud notice, unless REQUIRE_INGEST=1 (.ci/run), where it fails.
 */

const GRACE_S = 4;
const ANCHOR = { mobile: '1-2025550111', password: 'anchor123456' }; // Hoops Daily, off air at start

const missing = process.env.BASE_URL ? [] : ensureIngestTools();
if (missing.length && process.env.REQUIRE_INGEST !== '1') {
  const bar = '!'.repeat(78);
  console.warn(
    `\n${bar}\n!! e2e/ingest.spec.ts SKIPPED: ${missing.join(', ')} missing and not installable here.\n` +
      `!! The real ingest chain (ffmpeg → nginx-rtmp → hooks → HLS → player) was NOT tested.\n` +
      `!! Install: apt-get install -y nginx libnginx-mod-rtmp ffmpeg (REQUIRE_INGEST=1 fails instead).\n${bar}\n`,
  );
}

type Envelope<T> = { code: number; msg: string; data: T };
type RoomInfo = { id: number; state: string; streams: { hls: string } | null };

test.describe('real ingest through nginx-rtmp', () => {
  test.skip(!!process.env.BASE_URL, 'starts servers of its own');
  test.skip(
    missing.length > 0 && process.env.REQUIRE_INGEST !== '1',
    `ingest tools missing: ${missing.join(', ')}`,
  );
  test.describe.configure({ timeout: 240_000 });

  let site: ApiInstance | undefined;
  let nginx: IngestServer | undefined;
  let prefix = '';

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    if (missing.length) throw new Error(`REQUIRE_INGEST=1 but missing: ${missing.join(', ')}`);
    const [sitePort, rtmpPort, httpPort] = [await freePort(), await freePort(), await freePort()];
    site = await startApiInstance({
      apiOnly: false,
      seed: true,
      port: sitePort,
      timeoutMs: 180_000,
      env: {
        NEXT_DIST_DIR: process.env.NEXT_DIST_DIR,
        PUBLIC_URL: `http://127.0.0.1:${sitePort}`,
        STREAM_PULL_BASE: `http://127.0.0.1:${httpPort}/live`,
        STREAM_PUSH_BASE: `rtmp://127.0.0.1:${rtmpPort}/live`,
        STREAM_HOOK_TOKEN: 'ingest-e2e-token-0123456789',
        STREAM_GRACE_SECONDS: String(GRACE_S),
        RECORDING_MIN_SECONDS: '3',
        RATE_LIMITS: 'off',
        CAPTCHA_DIFFICULTY: '20000',
        LOG_LEVEL: 'info',
      },
    });
    prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'ingest-e2e-'));
    nginx = await startIngestNginx({
      prefix,
      rtmpPort,
      httpPort,
      site: site.url,
      token: 'ingest-e2e-token-0123456789',
    });
  });

  test.afterAll(async () => {
    await nginx?.stop();
    await site?.stop();
    if (prefix) fs.rmSync(prefix, { recursive: true, force: true });
  });

  test('ffmpeg → nginx-rtmp → live room → Chromium plays → grace → offline → recording', async ({
    browser,
  }) => {
    const origin = site!.url;
    const get = async <T>(p: string, token?: string) =>
      (await (
        await fetch(`${origin}/api/${p}`, { headers: token ? { token } : {} })
      ).json()) as Envelope<T>;

    const anchor = await anchorPushAddress(origin, ANCHOR.mobile, ANCHOR.password);
    expect(anchor.server).toBe(nginx!.rtmpBase);
    const room = (await get<RoomInfo>('Live/endRoom', anchor.token)).data;
    const info = () =>
      get<RoomInfo>(`Live_streaming/getRoomInfo?id=${room.id}`).then((r) => r.data);
    expect((await info()).state).toBe('offline');

    // A viewer is in the room before the broadcast starts.
    const context = await browser.newContext({ baseURL: origin, timezoneId: 'Asia/Shanghai' });
    const page = await context.newPage();
    const failures: string[] = [];
    page.on('requestfailed', (r) => failures.push(`${r.url()} ${r.failure()?.errorText}`));
    await page.goto(`/live?id=${room.id}`);
    const status = page.getByTestId('room-status');
    await expect(status).toHaveAttribute('data-state', 'offline');

    // A wrong key is refused by the hook: nothing goes on air.
    const [streamName] = anchor.stream_key.split('?');
    const wrong = startTestPattern(`${nginx!.rtmpBase}/${streamName}?txSecret=x&txTime=FFFFFFFF`);
    await Promise.race([
      new Promise((r) => wrong.child.once('exit', r)),
      new Promise((r) => setTimeout(r, 10_000)),
    ]);
    await wrong.stop();
    expect((await info()).state).toBe('offline');

    const t0 = Date.now();
    const ffmpeg = startTestPattern(anchor.push_url);
    let liveMs = 0;
    let firstFrameMs = 0;
    let offlineMs = 0;
    try {
      await expect
        .poll(async () => (await info()).state, { timeout: 5000, intervals: [100] })
        .toBe('live');
      liveMs = Date.now() - t0;
      // The open page goes live without a reload, and Chromium plays the stream (hls.js).
      await expect(status).toHaveAttribute('data-state', 'live', { timeout: 5000 });
      const video = page.locator('[data-testid="live-player"] video');
      await expect
        .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime).catch(() => 0), {
          timeout: 30_000,
        })
        .toBeGreaterThan(0);
      firstFrameMs = Date.now() - t0;
      const at = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
      await page.waitForTimeout(2000);
      expect(await video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(at + 1);

      // The HLS is nginx's, signed: without the signature nothing is served; with it, every
      // segment line of the playlist carries it.
      const hls = (await info()).streams!.hls;
      expect(hls.startsWith(nginx!.pullBase)).toBe(true);
      expect((await fetch(hls.split('?')[0])).status).toBe(403);
      const playlist = await (await fetch(hls)).text();
      const segments = playlist.split('\n').filter((l) => l.includes('.ts'));
      expect(segments.length).toBeGreaterThan(0);
      for (const s of segments) expect(s).toMatch(/\.ts\?txSecret=[\w-]+&txTime=[0-9A-F]+$/);
      expect((await fetch(new URL(segments[0].split('?')[0], hls))).status).toBe(403);
      expect((await fetch(new URL(segments.at(-1)!, hls))).status).toBe(200);
      await page.waitForTimeout(2000);
    } finally {
      await ffmpeg.stop();
    }

    // ffmpeg stopped: on air through the grace period, then off air, told to the open page.
    const stopped = Date.now();
    await page.waitForTimeout(1500);
    expect((await info()).state).toBe('live');
    await expect(status).toHaveAttribute('data-state', 'offline', {
      timeout: (GRACE_S + 10) * 1000,
    });
    offlineMs = Date.now() - stopped;
    expect(offlineMs).toBeGreaterThanOrEqual(GRACE_S * 1000);
    await expect(page.getByTestId('player-offline')).toBeVisible();
    expect((await info()).state).toBe('offline');

    // The broadcast (about 10 s, over RECORDING_MIN_SECONDS=3) is listed as a recording.
    const recs = await get<{ list: { room_id: number; duration_s: number }[] }>(
      `live_record/index?room_id=${room.id}`,
    );
    expect(recs.data.list.length).toBeGreaterThan(0);
    expect(recs.data.list[0].duration_s).toBeGreaterThanOrEqual(3);

    console.log(
      `ingest e2e: live ${liveMs} ms after ffmpeg started, first frame played at ${firstFrameMs} ms, ` +
        `off air ${offlineMs} ms after ffmpeg stopped (grace ${GRACE_S} s)`,
    );
    await context.close();
  });
});
