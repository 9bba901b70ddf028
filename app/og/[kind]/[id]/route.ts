import { ogImageResponse } from '@/lib/seo/og/image';

/**
 * Open Graph cards, `/og/<kind>/<id>?l=zh|en|vi` (lib/seo/og-ref.ts): drawn from the database and
 * the messages, never from the URL's text. Outside the locale proxy (proxy.ts matcher); the
 * security headers come from server.ts like every other answer.
 */
export const dynamic = 'force-dynamic';

type Ctx = { params: Promise<{ kind: string; id: string }> };

export async function GET(req: Request, { params }: Ctx) {
  const { kind, id } = await params;
  return ogImageResponse(kind, id, new URL(req.url).searchParams);
}
