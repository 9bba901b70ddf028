import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Issue 24: each demo room's video shows its own sport. The demo's streams name the clip they
 * play in the `X-Demo-Clip` header (lib/providers/stream/serve.ts); the test reads it off the
 * first segment the room's player fetched: football plays the pitch, basketball the court and
 * the `other` categories the studio.
 */

type Room = { id: number; sport: 'football' | 'basketball' | 'other'; anchor_nickname: string };
type RoomInfo = { state: string; streams: { hls: string } | null };

const CLIP = { football: 'pitch', basketball: 'court', other: 'studio' } as const;

async function api<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(`/api/${path}`);
  const body = (await res.json()) as { code: number; data: T };
  expect(body.code).toBe(0);
  return body.data;
}

test('each live demo room plays a clip of its own sport', async ({ page }) => {
  const { list } = await api<{ list: Room[] }>(page, 'live_streaming/getLiveList2?type=0&limit=50');
  expect(new Set(list.map((r) => r.sport))).toEqual(new Set(['football', 'basketball', 'other']));

  const seen: string[] = [];
  for (const room of list) {
    const info = await api<RoomInfo>(page, `Live_streaming/getRoomInfo?id=${room.id}`);
    // Another spec may end a room meanwhile: only rooms still on air have a stream to check.
    if (!info.streams) continue;
    const stream = new URL(info.streams.hls, 'http://x').pathname.replace(/\.m3u8$/, '');
    const firstSegment = page.waitForResponse(
      (r) => new URL(r.url()).pathname.startsWith(`${stream}/`),
      { timeout: 20_000 },
    );
    await page.goto(`/live?id=${room.id}`);
    const segment = await firstSegment;
    expect(segment.status()).toBe(200);
    expect(`${room.anchor_nickname} (${room.sport}): ${segment.headers()['x-demo-clip']}`).toBe(
      `${room.anchor_nickname} (${room.sport}): ${CLIP[room.sport]}`,
    );
    seen.push(room.sport);
  }
  expect(new Set(seen)).toEqual(new Set(['football', 'basketball', 'other']));
});
