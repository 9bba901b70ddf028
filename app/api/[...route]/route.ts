import { api } from '@/lib/api/app';

// The platform API, mounted for `next dev`/`next start`; server.ts serves /api itself first.
const handler = (req: Request) => api().fetch(req);

export const GET = handler;
export const POST = handler;
