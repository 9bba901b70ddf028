import 'server-only';
import { getViewer, serverApiOrNull } from '@/lib/bff/server';
import type { MyExpert } from '@/lib/experts/contract';

/** Plans per page of the member centre's lists (`/member?type=12` and `13`). */
export const PLANS_LIMIT = 20;

/**
 * Whether the viewer is an expert (Expert/mine), for the match page's "publish a plan" (issue 26).
 * Guests cost nothing: getViewer is the request's one read of the user, shared with the shell.
 */
export async function viewerIsExpert(): Promise<boolean> {
  if (!(await getViewer())) return false;
  return (await serverApiOrNull<MyExpert>('Expert/mine'))?.is_expert === 1;
}
