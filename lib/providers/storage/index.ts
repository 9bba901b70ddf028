import 'server-only';
import { env } from '@/lib/env';
import { localStorage } from './local';

/** The folder of uploaded avatars (upload/image); users.avatar points into it. */
export const AVATAR_FOLDER = 'avatars';

/** One stored file as a provider lists it. */
export type StoredFile = {
  /** The URL the provider answered `put` with: what the database keeps. */
  url: string;
  /** When it was written (an object store's last-modified time). */
  modifiedAt: Date;
};

/**
 * Where uploaded files go (STORAGE_PROVIDER): files live in flat folders (e.g. `avatars`) under
 * names the provider chooses, and are known to the rest of the code by their URL only. The local
 * disk is the default; an S3-compatible provider implements the same calls (PutObject,
 * HeadObject, DeleteObject, ListObjectsV2 under a `folder/` prefix).
 */
export interface StorageProvider {
  /** Stores the bytes under a new random name in `folder`; answers the file's URL. */
  put(folder: string, ext: string, bytes: Buffer): Promise<string>;
  /** True when `url` has the shape of a file this provider stores in `folder` (no I/O). */
  owns(folder: string, url: string): boolean;
  /** True when `url` names a file this provider stored in `folder` and it is still there. */
  exists(folder: string, url: string): Promise<boolean>;
  /** Deletes a file this provider stored in `folder`; false when `url` is not one or is gone. */
  remove(folder: string, url: string): Promise<boolean>;
  /** The files this provider stored in `folder` (anything else found there is left out). */
  list(folder: string): AsyncIterable<StoredFile>;
}

export function storage(): StorageProvider {
  switch (env().STORAGE_PROVIDER) {
    case 'local':
      return localStorage;
  }
}
