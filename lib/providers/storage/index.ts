import 'server-only';
import { env, type Env } from '@/lib/env';
import { localStorage } from './local';
import { createS3Storage } from './s3';
import type { StoredExt } from './types';

export { AVATAR_FOLDER, STORED_TYPES, type StoredExt } from './types';

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
 * disk is the default (`/uploads/<folder>/<name>`); the S3-compatible provider stores objects
 * `<folder>/<name>` in a bucket, known by `<S3_PUBLIC_URL>/<folder>/<name>`.
 *
 * A file's Content-Type follows from its extension (STORED_TYPES) and it is served as immutable
 * (IMMUTABLE_CACHE): names are never reused, so a URL's bytes never change.
 */
export interface StorageProvider {
  /** Stores the bytes under a new random name in `folder`; answers the file's URL. */
  put(folder: string, ext: StoredExt, bytes: Buffer): Promise<string>;
  /**
   * Stores what `source` yields under a new random name in `folder` as it arrives, never holding
   * the whole file in memory (the S3 provider holds one multipart part at most); answers the
   * file's URL and size. When `source` throws (a size cap passed, the client went away) or the
   * write fails, nothing is left stored and the error is rethrown as it is, except a full disk
   * or bucket, which is the AppError 507 `storageFull` (`put` too).
   */
  putStream(
    folder: string,
    ext: StoredExt,
    source: AsyncIterable<Uint8Array>,
  ): Promise<{ url: string; bytes: number }>;
  /** True when `url` has the shape of a file this provider stores in `folder` (no I/O). */
  owns(folder: string, url: string): boolean;
  /** True when `url` names a file this provider stored in `folder` and it is still there. */
  exists(folder: string, url: string): Promise<boolean>;
  /** The bytes of a file this provider stored in `folder`; null when `url` is not one or is gone. */
  read(folder: string, url: string): Promise<Buffer | null>;
  /** Deletes a file this provider stored in `folder`; false when `url` is not one or is gone. */
  remove(folder: string, url: string): Promise<boolean>;
  /** The files this provider stored in `folder` (anything else found there is left out). */
  list(folder: string): AsyncIterable<StoredFile>;
}

/** One S3 provider (and client) per parsed configuration; tests change it between files. */
const s3Providers = new WeakMap<Env, StorageProvider>();

export function storage(): StorageProvider {
  const e = env();
  switch (e.STORAGE_PROVIDER) {
    case 'local':
      return localStorage;
    case 's3': {
      let provider = s3Providers.get(e);
      if (!provider) {
        // parseEnv refused to start without these (S3_REQUIRED).
        provider = createS3Storage({
          bucket: e.S3_BUCKET!,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID!,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
          publicUrl: e.S3_PUBLIC_URL!,
        });
        s3Providers.set(e, provider);
      }
      return provider;
    }
  }
}
