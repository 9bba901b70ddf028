import 'server-only';

/**
 * Viewer counts come from presence (issue 9 §8), not from a counter that drifts: the realtime
 * server registers the source once it runs (lib/realtime/presence.ts, counting the connections
 * in each room's chat topic across instances). Shared through globalThis: the API inside Next's
 * bundles and server.ts load this module separately.
 */
export type PresenceSource = (roomIds: readonly number[]) => Promise<Map<number, number>>;

const g = globalThis as unknown as { __presence?: PresenceSource };

export function setPresenceSource(source: PresenceSource | undefined): void {
  g.__presence = source;
}

/** Unregisters `source` if it is still the one in use (another server may have replaced it). */
export function clearPresenceSource(source: PresenceSource): void {
  if (g.__presence === source) g.__presence = undefined;
}

/** Viewers present in each room now; without a realtime server (scripts, some tests) nobody is. */
export async function viewerCounts(roomIds: readonly number[]): Promise<Map<number, number>> {
  if (!g.__presence || roomIds.length === 0) return new Map();
  return g.__presence(roomIds);
}
