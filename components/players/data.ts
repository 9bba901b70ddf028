import 'server-only';
import { cache } from 'react';
import { serverApiOrNull } from '@/lib/bff/server';
import type { PlayerDetail } from '@/lib/players/contract';
import { parseId } from '@/lib/rules/id';

/** The player of `?id=` (the first one when repeated), or null for text, zero, huge ids. */
export function parsePlayerId(value: unknown): number | null {
  const v: unknown = Array.isArray(value) ? value[0] : value;
  return typeof v === 'string' ? parseId(v) : null;
}

/**
 * A player's page data (`Player/detail`), or null for an unknown id (the page's 404). Cached per
 * request: metadata and page both ask.
 */
export const loadPlayer = cache((id: number): Promise<PlayerDetail | null> =>
  serverApiOrNull<PlayerDetail>('Player/detail', { id }),
);
