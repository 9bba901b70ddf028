import 'server-only';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { env } from '@/lib/env';
import type { StorageProvider, StoredFile } from './index';
import { isStorageFull, storageFull } from '@/lib/errors/unavailable';
import { newStoredName } from './names';
import { FOLDER_RE, STORED_NAME_RE } from './types';

/** The local-disk storage provider: files under DATA_DIR/uploads, served at /uploads/. */
export function uploadsDir(): string {
  return path.join(env().DATA_DIR, 'uploads');
}

function folderDir(folder: string): string {
  if (!FOLDER_RE.test(folder)) throw new Error(`bad storage folder: ${folder}`);
  return path.join(uploadsDir(), folder);
}

/** The file behind `url` when it is `/uploads/<folder>/<name put gives>`, else null. */
function fileOf(folder: string, url: string): string | null {
  const prefix = `/uploads/${folder}/`;
  if (!FOLDER_RE.test(folder) || !url.startsWith(prefix)) return null;
  const name = url.slice(prefix.length);
  return STORED_NAME_RE.test(name) ? path.join(uploadsDir(), folder, name) : null;
}

/** A full disk or quota (ENOSPC, EDQUOT) is 507 `storageFull`; anything else stays as it is. */
function failure(err: unknown): unknown {
  return isStorageFull(err) ? storageFull() : err;
}

export const localStorage: StorageProvider = {
  async put(folder, ext, bytes) {
    const name = newStoredName(ext);
    const dir = folderDir(folder);
    const file = path.join(dir, name);
    try {
      await fsp.mkdir(dir, { recursive: true });
      await fsp.writeFile(file, bytes, { flag: 'wx' });
    } catch (err) {
      // A disk that filled up half-way leaves a partial file: it goes.
      await fsp.rm(file, { force: true });
      throw failure(err);
    }
    return `/uploads/${folder}/${name}`;
  },

  async putStream(folder, ext, source) {
    const name = newStoredName(ext);
    const dir = folderDir(folder);
    try {
      await fsp.mkdir(dir, { recursive: true });
    } catch (err) {
      throw failure(err);
    }
    const file = path.join(dir, name);
    let bytes = 0;
    async function* counted() {
      for await (const chunk of source) {
        bytes += chunk.byteLength;
        yield chunk;
      }
    }
    try {
      await pipeline(counted, fs.createWriteStream(file, { flags: 'wx' }));
    } catch (err) {
      // The partial file goes; a crash before this line leaves one the sweeper finds later.
      await fsp.rm(file, { force: true });
      throw failure(err);
    }
    return { url: `/uploads/${folder}/${name}`, bytes };
  },

  owns(folder, url) {
    return fileOf(folder, url) !== null;
  },

  async exists(folder, url) {
    const file = fileOf(folder, url);
    if (!file) return false;
    try {
      return (await fsp.stat(file)).isFile();
    } catch {
      return false;
    }
  },

  async read(folder, url) {
    const file = fileOf(folder, url);
    if (!file) return null;
    try {
      return await fsp.readFile(file);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw e;
    }
  },

  async remove(folder, url) {
    const file = fileOf(folder, url);
    if (!file) return false;
    try {
      await fsp.unlink(file);
      return true;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw e;
    }
  },

  async *list(folder): AsyncIterable<StoredFile> {
    let names: string[];
    try {
      names = await fsp.readdir(folderDir(folder));
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw e;
    }
    for (const name of names) {
      if (!STORED_NAME_RE.test(name)) continue;
      try {
        const stat = await fsp.stat(path.join(folderDir(folder), name));
        if (stat.isFile()) yield { url: `/uploads/${folder}/${name}`, modifiedAt: stat.mtime };
      } catch {
        // Removed while listing.
      }
    }
  },
};
