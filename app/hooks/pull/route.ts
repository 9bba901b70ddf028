import { handlePullAuth } from '@/lib/live/pull-auth';

// nginx's auth_request for the HLS it serves (lib/live/pull-auth.ts, docs/streams.md). Every
// other method gets the same handler, which answers 405 with our headers.
export const GET = (req: Request) => handlePullAuth(req);
export const HEAD = GET;
export const POST = GET;
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;
