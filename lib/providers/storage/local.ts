import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import crypto from 'node:crypto';
import { env } from '@/lib/env';
import type { StorageProvider, StoredFile } from './index';

/** The local-disk storage provider: files under DATA_DIR/uploads, served at /uploads/. */
export function uploadsDir(): string {
  return path.join(env().DATA_DIR, 'uploads');
}

const FOLDER_RE = /^[a-z0-9-]+$/;
/** The names `put` gives: 12 random bytes in hex and the image type. */
const NAME_RE = /^[0-9a-f]{24}\.(?:png|jpg)$/;

function folderDir(folder: string): string {
  if (!FOLDER_RE.test(folder)) throw new Error(`bad storage folder: ${folder}`);
  return path.join(uploadsDir(), folder);
}

/** The file behind `url` when it is `/uploads/<folder>/<name put gives>`, else null. */
function fileOf(folder: string, url: string): string | null {
  const prefix = `/uploads/${folder}/`;
  if (!FOLDER_RE.test(folder) || !url.startsWith(prefix)) return null;
  const name = url.slice(prefix.length);
  return NAME_RE.test(name) ? path.join(uploadsDir(), folder, name) : null;
}

export const localStorage: StorageProvider = {
  async put(folder, ext, bytes) {
    const name = `${crypto.randomBytes(12).toString('hex')}.${ext}`;
    const dir = folderDir(folder);
    await fs.mkdir(dir, { recursive: true });
    await fs.writeFile(path.join(dir, name), bytes);
    return `/uploads/${folder}/${name}`;
  },

  owns(folder, url) {
    return fileOf(folder, url) !== null;
  },

  async exists(folder, url) {
    const file = fileOf(folder, url);
    if (!file) return false;
    try {
      return (await fs.stat(file)).isFile();
    } catch {
      return false;
    }
  },

  async remove(folder, url) {
    const file = fileOf(folder, url);
    if (!file) return false;
    try {
      await fs.unlink(file);
      return true;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw e;
    }
  },

  async *list(folder): AsyncIterable<StoredFile> {
    let names: string[];
    try {
      names = await fs.readdir(folderDir(folder));
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw e;
    }
    for (const name of names) {
      if (!NAME_RE.test(name)) continue;
      try {
        const stat = await fs.stat(path.join(folderDir(folder), name));
        if (stat.isFile()) yield { url: `/uploads/${folder}/${name}`, modifiedAt: stat.mtime };
      } catch {
        // Removed while listing.
      }
    }
  },
};
