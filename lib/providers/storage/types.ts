/**
 * The storage vocabulary shared by the providers, the /uploads server and the upload rules:
 * plain data, safe to import anywhere (no server-only code).
 */

/** Each stored file type by its extension, with the Content-Type it is stored and served with. */
export const STORED_TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
  mkv: 'video/x-matroska',
  /** Sealed bytes (lib/providers/seal.ts): never served, read back through the API only. */
  bin: 'application/octet-stream',
} as const;

export type StoredExt = keyof typeof STORED_TYPES;

export function isStoredExt(ext: string): ext is StoredExt {
  return Object.hasOwn(STORED_TYPES, ext);
}

/**
 * The names providers give stored files: 12 random bytes in hex and a stored extension. Anything
 * else found in a folder is not theirs (listing, serving and deleting skip it).
 */
export const STORED_NAME_RE = /^[0-9a-f]{24}\.(?:png|jpg|webp|mp4|mov|webm|mkv|bin)$/;

/** Folders are flat, lower-case names. */
export const FOLDER_RE = /^[a-z0-9-]+$/;

/**
 * Stored files never change (a new upload gets a new name), so browsers and CDNs may keep them
 * for a year without asking again.
 */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** The folder of uploaded avatars (upload/image); users.avatar points into it. */
export const AVATAR_FOLDER = 'avatars';

/**
 * Folders of private files (sealed personal data such as ID photos): the /uploads server never
 * serves them, whatever their names; only the API reads them back, for the people allowed.
 */
export const PRIVATE_FOLDERS: readonly string[] = ['id-photos'];
