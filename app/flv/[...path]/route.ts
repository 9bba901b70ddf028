import { demoClipFor } from '@/lib/live/streams';
import { serveFlv } from '@/lib/providers/stream/serve';

// The demo's live HTTP-FLV (lib/providers/stream/serve.ts). Paths with a dot bypass proxy.ts. A
// room's stream plays the clip of its sport (lib/live/streams.ts).
export async function GET(req: Request, ctx: { params: Promise<{ path: string[] }> }) {
  const { path } = await ctx.params;
  const url = new URL(req.url);
  const now = Date.now();
  return serveFlv(path, url, now, await demoClipFor(path, url, now));
}
