import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { uploadsDir } from './local';
import {
  FOLDER_RE,
  IMMUTABLE_CACHE,
  PRIVATE_FOLDERS,
  STORED_NAME_RE,
  STORED_TYPES,
  isStoredExt,
} from './types';

function plain(res: ServerResponse, status: number, text: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cache-Control', 'no-store');
  res.end(text);
}

const notFound = (res: ServerResponse) => plain(res, 404, 'not found');

/**
 * The stored file a request path names: exactly `/uploads/<folder>/<name a provider gives>`.
 * Anything else (other depths, `..`, encoded slashes or NULs, foreign files left in a folder) is
 * null, so only what the local provider wrote can ever be served; so are private folders and sealed
 * files (PRIVATE_FOLDERS), whatever their names.
 */
export function storedFileOf(url: string): { file: string; ext: string } | null {
  let rel: string;
  try {
    rel = decodeURIComponent(url.split('?')[0].slice('/uploads/'.length));
  } catch {
    return null;
  }
  const parts = rel.split('/');
  if (parts.length !== 2 || !FOLDER_RE.test(parts[0]) || !STORED_NAME_RE.test(parts[1])) {
    return null;
  }
  // Sealed personal data is read back through the API only.
  if (PRIVATE_FOLDERS.includes(parts[0]) || parts[1].endsWith('.bin')) return null;
  return {
    file: path.join(uploadsDir(), parts[0], parts[1]),
    ext: path.extname(parts[1]).slice(1),
  };
}

/** A byte range to send, or `unsatisfiable` (416). Null: send the whole file. */
type RangeAnswer = { start: number; end: number } | 'unsatisfiable' | null;

/**
 * One `Range: bytes=…` of RFC 9110 §14: `a-b`, `a-` or the suffix `-n`, clamped to the file. A
 * set of several ranges and other units are ignored (the whole file is sent, as the RFC allows);
 * a malformed bytes range or one outside the file is unsatisfiable.
 */
export function parseRange(header: string | undefined, size: number): RangeAnswer {
  if (header === undefined) return null;
  const m = /^\s*bytes\s*=\s*(.*)$/i.exec(header);
  if (!m) return null;
  if (m[1].includes(',')) return null;
  const r = /^(\d*)-(\d*)$/.exec(m[1].trim());
  if (!r || (r[1] === '' && r[2] === '')) return 'unsatisfiable';
  if (r[1] === '') {
    const suffix = Number(r[2]);
    if (!(suffix > 0) || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(r[1]);
  const end = r[2] === '' ? size - 1 : Math.min(Number(r[2]), size - 1);
  if (!Number.isSafeInteger(start) || start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/**
 * Serves files stored by the local storage provider under /uploads/ (GET and HEAD): with their
 * type, `nosniff` (a file is never taken for another type than the one it was stored as), a
 * year-long immutable cache, and byte ranges so a video player can seek. Anything that is not a
 * stored file answers 404; nothing here can throw past the caller.
 */
export function serveUpload(req: IncomingMessage, res: ServerResponse): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    return plain(res, 405, 'method not allowed');
  }
  const target = storedFileOf(req.url ?? '');
  if (!target || !isStoredExt(target.ext)) return notFound(res);
  const type = STORED_TYPES[target.ext];
  fs.open(target.file, 'r', (openErr, fd) => {
    if (openErr) return notFound(res);
    const close = () => fs.close(fd, () => undefined);
    fs.fstat(fd, (statErr, stat) => {
      if (statErr || !stat.isFile()) {
        close();
        return notFound(res);
      }
      const size = stat.size;
      const range = parseRange(req.headers.range, size);
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Accept-Ranges', 'bytes');
      res.setHeader('Last-Modified', stat.mtime.toUTCString());
      if (range === 'unsatisfiable') {
        close();
        res.setHeader('Content-Range', `bytes */${size}`);
        return plain(res, 416, 'range not satisfiable');
      }
      res.setHeader('Content-Type', type);
      res.setHeader('Cache-Control', IMMUTABLE_CACHE);
      const { start, end } = range ?? { start: 0, end: size - 1 };
      if (range) {
        res.statusCode = 206;
        res.setHeader('Content-Range', `bytes ${start}-${end}/${size}`);
      } else {
        res.statusCode = 200;
      }
      res.setHeader('Content-Length', String(Math.max(0, end - start + 1)));
      if (req.method === 'HEAD' || size === 0) {
        close();
        return void res.end();
      }
      const stream = fs.createReadStream('', { fd, start, end, autoClose: true });
      stream.once('error', () => res.destroy());
      res.once('close', () => stream.destroy());
      stream.pipe(res);
    });
  });
}
