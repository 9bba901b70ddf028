import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import type { ServerResponse } from 'node:http';
import { uploadsDir } from './local';

const TYPES: Record<string, string> = { '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp' };

/** Serves files stored by the local storage provider under /uploads/. */
export function serveUpload(url: string, res: ServerResponse): void {
  const rel = decodeURIComponent(url.split('?')[0].slice('/uploads/'.length));
  const root = uploadsDir();
  const file = path.resolve(root, rel);
  const type = TYPES[path.extname(file).toLowerCase()];
  if (!file.startsWith(root + path.sep) || !type || !fs.existsSync(file)) {
    res.statusCode = 404;
    res.end('not found');
    return;
  }
  res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  fs.createReadStream(file).pipe(res);
}
