import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import type { ServerResponse } from 'node:http';
import { uploadsDir } from './local';

const TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
};

function notFound(res: ServerResponse): void {
  res.statusCode = 404;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end('not found');
}

/**
 * Serves files stored by the local storage provider under /uploads/. Anything that is not a
 * stored file (bad encoding, a path outside the folder, a file that vanished while being opened)
 * answers 404; nothing here can throw past the caller.
 */
export function serveUpload(url: string, res: ServerResponse): void {
  let rel: string;
  try {
    rel = decodeURIComponent(url.split('?')[0].slice('/uploads/'.length));
  } catch {
    return notFound(res);
  }
  const root = uploadsDir();
  const file = path.resolve(root, rel);
  const type = TYPES[path.extname(file).toLowerCase()];
  if (rel.includes('\0') || !file.startsWith(root + path.sep) || !type) return notFound(res);
  const stream = fs.createReadStream(file);
  stream.once('error', () => {
    if (!res.headersSent) notFound(res);
    else res.destroy();
  });
  stream.once('open', () => {
    res.setHeader('Content-Type', type);
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    stream.pipe(res);
  });
  res.once('close', () => stream.destroy());
}
