import { handleStreamHook } from '@/lib/live/stream-hook';

// The media server's publish/play hook (lib/live/stream-hook.ts, docs/streams.md). Every other
// method gets the same handler, which answers 405 with our headers.
export const POST = (req: Request) => handleStreamHook(req);
export const GET = POST;
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;
