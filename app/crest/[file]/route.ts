import { teamCrestPng } from '@/lib/matches/crest-png';
import { teamCrestSvg } from '@/lib/matches/queries';

// Crests are generated from the team's colours and never change for an id, so browsers and CDNs
// may keep them for long. Paths with a dot bypass proxy.ts: this route is reached directly.
// `N.svg` is the crest with the team's code; `N.png` the small raster one of score lists
// (lib/matches/display.ts crestSrc).
const FILE = /^([1-9]\d{0,9})\.(svg|png)$/;

const HEADERS = {
  'Cache-Control': 'public, max-age=604800, stale-while-revalidate=86400',
  'X-Content-Type-Options': 'nosniff',
  // A crest is an image: no script in it may run even if opened on its own.
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox",
};

export async function GET(_req: Request, ctx: { params: Promise<{ file: string }> }) {
  const { file } = await ctx.params;
  const m = FILE.exec(file);
  const id = m ? Number(m[1]) : 0;
  if (m?.[2] === 'png') {
    const png = await teamCrestPng(id);
    if (png)
      return new Response(new Uint8Array(png), {
        headers: { ...HEADERS, 'Content-Type': 'image/png' },
      });
  } else if (m) {
    const svg = await teamCrestSvg(id);
    if (svg)
      return new Response(svg, {
        headers: { ...HEADERS, 'Content-Type': 'image/svg+xml; charset=utf-8' },
      });
  }
  return new Response('not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
