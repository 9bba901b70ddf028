import { sitemapResponse } from '@/lib/seo/routes';

/** `/sitemaps/<type>.xml`: one kind of page in every language, with hreflang alternates. */
export const dynamic = 'force-dynamic';

type Ctx = { params: Promise<{ file: string }> };

export async function GET(req: Request, { params }: Ctx) {
  return sitemapResponse((await params).file, req);
}
