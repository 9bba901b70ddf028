import 'server-only';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import { teamCrestSvg } from './queries';

/** Pixels of the small raster crest: sharp at 32 CSS px on a 2x screen (display.ts crestSrc). */
export const CREST_PNG_SIZE = 64;

// A crest never changes for an id; a busy day shows a few hundred teams at ~1.5 KB each. The
// cache's fetch makes concurrent requests for one crest share a single rendering; an unknown team
// (undefined) is not kept.
const cache = new LRUCache<number, Buffer>({
  max: 5000,
  fetchMethod: async (id) => {
    const svg = await teamCrestSvg(id, { code: false });
    if (!svg) return undefined;
    return sharp(Buffer.from(svg))
      .resize(CREST_PNG_SIZE, CREST_PNG_SIZE)
      .png({ palette: true, compressionLevel: 9 })
      .toBuffer();
  },
});

/** The small crest of team `id` as a PNG without its code, or null for an unknown team. */
export async function teamCrestPng(id: number): Promise<Buffer | null> {
  return (await cache.fetch(id)) ?? null;
}
