import { expect, test } from './fixtures';

/**
 * Issue 24 "first frame in 1 s": the room page plays its stream before the page's own scripts
 * have run (components/player/boot.ts), and the player that mounts later adopts that very video,
 * playing, without loading anything again. Timings are measured by `npm run bench -- first-frame`.
 */

type Room = { id: number };

async function liveRoomId(page: import('@playwright/test').Page): Promise<number> {
  const res = await page.request.get('/api/live_streaming/getLiveList2?type=0&limit=1');
  const body = (await res.json()) as { data: { list: Room[] } };
  return body.data.list[0].id;
}

const playing = () => {
  const v = document.querySelector('video');
  return !!v && !v.paused && v.readyState >= 3 && v.currentTime > 0;
};

test('the video plays before the page has hydrated', async ({ page }) => {
  const id = await liveRoomId(page);
  // None of the page's own chunks arrive: React never hydrates, the player never mounts.
  await page.route('**/_next/static/chunks/**/*.js', (route) => route.abort());
  await page.goto(`/live?id=${id}`);
  // The first render after a server start may stream the player island's skeleton as its
  // loading fallback, the resolved island (the same skeleton) in a hidden segment after it.
  await expect(page.getByTestId('player-skeleton').first()).toBeVisible();
  await page.waitForFunction(playing, undefined, { timeout: 15_000 });
  const shown = await page.locator('#live-first-frame').evaluate((v: HTMLVideoElement) => ({
    hidden: v.hidden,
    muted: v.muted,
  }));
  expect(shown).toEqual({ hidden: false, muted: true });
});

test('the player adopts the playing video and loads nothing twice', async ({ page }) => {
  const id = await liveRoomId(page);
  const segments: string[] = [];
  const segmentKinds: string[] = [];
  const modules: string[] = [];
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (/\/\d+\.ts$/.test(u.pathname)) {
      segments.push(u.pathname);
      segmentKinds.push(r.resourceType());
    }
    if (u.pathname.startsWith('/vendor/hls.light.')) modules.push(u.pathname);
  });
  await page.goto(`/live?id=${id}`);
  const player = page.getByTestId('live-player');
  await expect(player).toHaveAttribute('data-status', 'playing', { timeout: 20_000 });
  // One video, the first-frame one, now under the player's controls.
  expect(await player.locator('video').count()).toBe(1);
  await expect(player.locator('media-controller > video#live-first-frame')).toHaveAttribute(
    'slot',
    'media',
  );
  await page.waitForFunction(playing);
  const before = await page.evaluate(() => document.querySelector('video')!.currentTime);
  await expect
    .poll(() => page.evaluate(() => document.querySelector('video')!.currentTime))
    .toBeGreaterThan(before + 1);
  // Every segment once: the takeover did not reload the stream; hls.js fetched once.
  expect(segments.length).toBeGreaterThan(1);
  expect(new Set(segments).size).toBe(segments.length);
  // The segments it started on were fetched by the first-frame script with the playlist (fetch),
  // the later ones by hls.js (XHR).
  expect(segmentKinds[0]).toBe('fetch');
  expect(segmentKinds).toContain('xhr');
  expect(modules).toHaveLength(1);
  // media-chrome waits for the viewer (live-player.tsx useMediaChrome): not defined while the page
  // loads; the first move over the player defines it, upgrading the controller around the playing
  // video, and its controls drive that video.
  expect(await page.evaluate(() => customElements.get('media-controller') === undefined)).toBe(
    true,
  );
  await expect(player).toHaveAttribute('data-chrome', 'idle');
  await player.hover();
  await expect(player).toHaveAttribute('data-chrome', 'ready');
  expect(await player.locator('video').count()).toBe(1);
  const upgraded = await page.evaluate(() => document.querySelector('video')!.currentTime);
  await expect
    .poll(() => page.evaluate(() => document.querySelector('video')!.currentTime))
    .toBeGreaterThan(upgraded + 0.5);
  await page.locator('media-mute-button').click();
  expect(await page.evaluate(() => document.querySelector('video')!.muted)).toBe(false);
});

test.describe('a first visit from another time zone', () => {
  // The zh pages render in Beijing time; this browser is in New York, with no `tz` cookie yet:
  // the page asks the server for itself again in the right zone (components/time-zone).
  test.use({ timezoneId: 'America/New_York' });

  test('refreshes the page without restarting the stream', async ({ page }) => {
    const id = await liveRoomId(page);
    const segments: string[] = [];
    const playlists = new Set<string>();
    let refreshed = false;
    page.on('request', (r) => {
      const u = new URL(r.url());
      if (/\/\d+\.ts$/.test(u.pathname)) segments.push(u.pathname);
      if (u.pathname.endsWith('.m3u8')) playlists.add(u.search);
      if (u.pathname.endsWith('/live') && r.headers()['rsc'] === '1') refreshed = true;
    });
    await page.goto(`/live?id=${id}`);
    const player = page.getByTestId('live-player');
    await expect(player).toHaveAttribute('data-status', 'playing', { timeout: 20_000 });
    await expect.poll(() => refreshed).toBe(true);
    await page.waitForFunction(playing);
    const before = await page.evaluate(() => document.querySelector('video')!.currentTime);
    await expect
      .poll(() => page.evaluate(() => document.querySelector('video')!.currentTime))
      .toBeGreaterThan(before + 2);
    // One video on the page, one signed address played throughout, every segment once.
    expect(await page.locator('video').count()).toBe(1);
    expect([...playlists]).toHaveLength(1);
    expect(new Set(segments).size).toBe(segments.length);
  });
});
