import { serveFlv } from '@/lib/providers/stream/serve';

// The demo's live HTTP-FLV (lib/providers/stream/serve.ts). Paths with a dot bypass proxy.ts.
export async function GET(req: Request, ctx: { params: Promise<{ path: string[] }> }) {
  const { path } = await ctx.params;
  return serveFlv(path, new URL(req.url));
}
