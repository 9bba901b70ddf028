import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import crypto from 'node:crypto';
import { env } from '@/lib/env';

/** The local-disk storage provider: files under DATA_DIR/uploads, served at /uploads/. */
export function uploadsDir(): string {
  return path.join(env().DATA_DIR, 'uploads');
}

export async function putFile(folder: string, ext: string, bytes: Buffer): Promise<string> {
  const name = `${crypto.randomBytes(12).toString('hex')}.${ext}`;
  const dir = path.join(uploadsDir(), folder);
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, name), bytes);
  return `/uploads/${folder}/${name}`;
}

/** True when `url` names a file this provider stored under `folder` (e.g. an uploaded avatar). */
export async function storedFileExists(folder: string, url: string): Promise<boolean> {
  const m = new RegExp(`^/uploads/${folder}/([0-9a-f]{24}\\.(?:png|jpg))$`).exec(url);
  if (!m) return false;
  try {
    return (await fs.stat(path.join(uploadsDir(), folder, m[1]))).isFile();
  } catch {
    return false;
  }
}
