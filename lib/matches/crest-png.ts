import 'server-only';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import { teamCrestSvg } from './queries';

/** Pixels of the small raster crest: sharp at 32 CSS px on a 2x screen (display.ts crestSrc). */
export const CREST_PNG_SIZE = 64;

// A crest never changes for an id; a busy day shows a few hundred teams at ~1.5 KB each.
const cache = new LRUCache<number, Buffer>({ max: 5000 });

/** The small crest of team `id` as a PNG without its code, or null for an unknown team. */
export async function teamCrestPng(id: number): Promise<Buffer | null> {
  const hit = cache.get(id);
  if (hit) return hit;
  const svg = await teamCrestSvg(id, { code: false });
  if (!svg) return null;
  const png = await sharp(Buffer.from(svg))
    .resize(CREST_PNG_SIZE, CREST_PNG_SIZE)
    .png({ palette: true, compressionLevel: 9 })
    .toBuffer();
  cache.set(id, png);
  return png;
}
