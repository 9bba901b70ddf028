import { robotsResponse } from '@/lib/seo/routes';

/** robots.txt (lib/seo/sitemap.ts): public pages open, the API and private pages closed. */
export const dynamic = 'force-dynamic';

export function GET(req: Request) {
  return robotsResponse(req);
}
