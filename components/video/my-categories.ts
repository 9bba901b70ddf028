'use client';

import { useCallback, useSyncExternalStore } from 'react';
import { apiPost } from '@/lib/client/api';
import { readStorage, removeStorage, writeStorage } from '@/lib/client/storage';
import { isId } from '@/lib/rules/id';
import { MY_CATEGORIES_MAX, MY_CATEGORIES_STORAGE_KEY } from '@/lib/video/limits';

/**
 * "My categories" in the browser (docs/product.md §2 video-category side menu, §3 local item "my-category
 * list"): a visitor's list lives in local storage, a user's on the server
 * (videocclassification/myClassification, addMyclassification). One store, so the side menu and
 * the page's add button always agree.
 */

const EMPTY: number[] = [];
const listeners = new Set<() => void>();
/** The logged-in user's list once changed here; null: the server's render is still current. */
let userIds: number[] | null = null;
let localRaw: string | null | undefined;
let localIds: number[] = EMPTY;

function notify() {
  for (const l of listeners) l();
}

/** The visitor's stored list: valid ids only, no repeats, at most MY_CATEGORIES_MAX. */
export function readLocalCategories(): number[] {
  const raw = readStorage(MY_CATEGORIES_STORAGE_KEY);
  if (raw === localRaw) return localIds;
  localRaw = raw;
  let parsed: unknown = null;
  try {
    parsed = raw ? JSON.parse(raw) : null;
  } catch {
    parsed = null;
  }
  localIds = Array.isArray(parsed)
    ? [...new Set(parsed.filter(isId))].slice(0, MY_CATEGORIES_MAX)
    : EMPTY;
  return localIds;
}

function writeLocal(ids: number[]) {
  if (ids.length) writeStorage(MY_CATEGORIES_STORAGE_KEY, JSON.stringify(ids));
  else removeStorage(MY_CATEGORIES_STORAGE_KEY);
  notify();
}

function subscribe(l: () => void): () => void {
  listeners.add(l);
  // Another tab changed the visitor's list.
  const onStorage = (e: StorageEvent) => {
    if (e.key === MY_CATEGORIES_STORAGE_KEY) l();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(l);
    window.removeEventListener('storage', onStorage);
  };
}

export type MyCategoryChange = 'added' | 'removed' | 'full' | 'failed';

/**
 * The ids in "my categories", and a function that adds or removes one. `initial` is the user's
 * list from the server render, or null for a visitor.
 */
export function useMyCategories(initial: number[] | null) {
  const loggedIn = initial !== null;
  const ids = useSyncExternalStore(
    subscribe,
    () => (loggedIn ? (userIds ?? initial) : readLocalCategories()),
    () => initial ?? EMPTY,
  );

  const change = useCallback(
    async (id: number, action: 'add' | 'remove'): Promise<MyCategoryChange> => {
      const before = loggedIn ? (userIds ?? initial ?? EMPTY) : readLocalCategories();
      const had = before.includes(id);
      if (action === 'add' && had) return 'added';
      if (action === 'remove' && !had) return 'removed';
      if (action === 'add' && before.length >= MY_CATEGORIES_MAX) return 'full';
      const next = action === 'add' ? [...before, id] : before.filter((x) => x !== id);
      if (!loggedIn) {
        writeLocal(next);
        return action === 'add' ? 'added' : 'removed';
      }
      userIds = next;
      notify();
      try {
        const list = await apiPost<{ id: number }[]>('videocclassification/addMyclassification', {
          category_id: id,
          action,
        });
        userIds = list.map((c) => c.id);
        notify();
        return action === 'add' ? 'added' : 'removed';
      } catch {
        userIds = before;
        notify();
        return 'failed';
      }
    },
    [loggedIn, initial],
  );
  return { ids, loggedIn, change };
}

/**
 * After a login, the categories a visitor had kept locally join the user's list on the server,
 * and the local copy is cleared. Answers the user's list afterwards, or null when nothing moved.
 */
export async function mergeLocalCategories(serverIds: number[]): Promise<number[] | null> {
  const local = readLocalCategories().filter((id) => !serverIds.includes(id));
  if (local.length === 0) {
    if (readLocalCategories().length) writeLocal(EMPTY);
    return null;
  }
  let list: number[] = serverIds;
  for (const id of local.slice(0, Math.max(0, MY_CATEGORIES_MAX - serverIds.length))) {
    try {
      const r = await apiPost<{ id: number }[]>(
        'videocclassification/addMyclassification',
        { category_id: id, action: 'add' },
        { silent: true },
      );
      list = r.map((c) => c.id);
    } catch {
      // A category removed meanwhile: skip it.
    }
  }
  writeLocal(EMPTY);
  userIds = list;
  notify();
  return list;
}
