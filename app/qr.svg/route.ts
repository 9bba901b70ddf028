import { qrSvgFor } from '@/lib/qr/qr';

// QR codes as cacheable images: inlined SVG would repeat in the HTML and the RSC payload of
// every page (five codes were most of the home page's bytes).
export async function GET(req: Request) {
  const svg = await qrSvgFor(new URL(req.url).searchParams.get('d'));
  if (!svg) return new Response('bad request', { status: 400 });
  return new Response(svg, {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=86400, immutable',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
