import { teamCrestSvg } from '@/lib/matches/queries';

// Crests are generated from the team's colours and never change for an id, so browsers and CDNs
// may keep them for long. Paths with a dot bypass proxy.ts: this route is reached directly.
const FILE = /^([1-9]\d{0,9})\.svg$/;

export async function GET(_req: Request, ctx: { params: Promise<{ file: string }> }) {
  const { file } = await ctx.params;
  const m = FILE.exec(file);
  const svg = m ? await teamCrestSvg(Number(m[1])) : null;
  if (!svg) {
    return new Response('not found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  return new Response(svg, {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=604800, stale-while-revalidate=86400',
      'X-Content-Type-Options': 'nosniff',
      // A crest is an image: no script in it may run even if opened on its own.
      'Content-Security-Policy':
        "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox",
    },
  });
}
