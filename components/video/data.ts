import 'server-only';
import { cache } from 'react';
import { unstable_rethrow } from 'next/navigation';
import { serverApi } from '@/lib/bff/server';
import { CODE_LOGIN, isApiError } from '@/lib/contract';
import { readApi, type Read } from '@/components/live/data';
import type { VideoCategoryItem } from '@/lib/video/contract';

/**
 * What several video pages read, once per request (metadata and page share it): every category
 * in the page's language, and the logged-in user's "my categories" (null for a visitor).
 */
export const getVideoCategories = cache(async (): Promise<VideoCategoryItem[]> => {
  const r = await readApi<VideoCategoryItem[]>('Videoclassification');
  return r.ok && Array.isArray(r.data) ? r.data : [];
});

export const getMyCategoryIds = cache(async (): Promise<number[] | null> => {
  const r = await readPost<VideoCategoryItem[]>('videocclassification/myClassification', {});
  return r.ok && Array.isArray(r.data) ? r.data.map((c) => c.id) : null;
});

/**
 * `readApi` with the endpoint's method: most video endpoints are POST in the spec (Video/getList,
 * getVideoInfo, commentList), and the API serves a POST endpoint to POST only.
 */
export async function readPost<T>(path: string, params: Record<string, unknown>): Promise<Read<T>> {
  try {
    return { ok: true, data: await serverApi<T>(path, params, 'POST') };
  } catch (err) {
    unstable_rethrow(err);
    return { ok: false, login: isApiError(err) && err.code === CODE_LOGIN };
  }
}
