import { sitemapIndexResponse } from '@/lib/seo/routes';

/** The sitemap index: one sitemap per kind of page (lib/seo/sitemap.ts). */
export const dynamic = 'force-dynamic';

export function GET(req: Request) {
  return sitemapIndexResponse(req);
}
