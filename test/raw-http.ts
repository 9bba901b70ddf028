/**
 * Raw HTTP over a socket, for requests no well-behaved client would send (bad percent-encoding,
 * NUL bytes, oversized headers, bodies that are never sent), and the malformed-request corpus run
 * against the real `server.ts` (full in e2e/hardening.spec.ts, `--api-only` in
 * test/server-hardening.test.ts). Relative imports only: Playwright loads this file too.
 */
import net from 'node:net';

export type RawAnswer = {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Milliseconds from sending to the end of the answer. */
  ms: number;
};

/**
 * Sends `request` (the whole text, CRLFs included) to `port` and reads one answer. Resolves when
 * the answer's Content-Length is read or the server closes; rejects after `timeoutMs`.
 */
export function rawRequest(
  port: number,
  request: string | Buffer,
  timeoutMs = 2000,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let data = Buffer.alloc(0);
    let done = false;
    const finish = (err?: Error) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      if (err) return reject(err);
      const text = data.toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const head = split === -1 ? text : text.slice(0, split);
      const [statusLine, ...lines] = head.split('\r\n');
      const m = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine ?? '');
      if (!m) return reject(new Error(`no HTTP answer: ${JSON.stringify(text.slice(0, 200))}`));
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const i = line.indexOf(':');
        if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
      }
      resolve({
        status: Number(m[1]),
        headers,
        body: split === -1 ? '' : text.slice(split + 4),
        ms: Date.now() - started,
      });
    };
    const timer = setTimeout(
      () => finish(new Error(`no answer within ${timeoutMs} ms`)),
      timeoutMs,
    );
    socket.on('data', (chunk: Buffer) => {
      data = Buffer.concat([data, chunk]);
      const text = data.toString('latin1');
      const split = text.indexOf('\r\n\r\n');
      if (split === -1) return;
      const len = /\r\ncontent-length:\s*(\d+)/i.exec(text.slice(0, split));
      if (len && data.length >= split + 4 + Number(len[1])) finish();
      if (
        /\r\ntransfer-encoding:\s*chunked/i.test(text.slice(0, split)) &&
        text.endsWith('\r\n0\r\n\r\n')
      )
        finish();
      // A 101 switching protocols is an answer of its own.
      if (/^HTTP\/1\.1 101/.test(text)) finish();
    });
    socket.on('end', () => finish());
    socket.on('close', () => finish());
    socket.on('error', (err) => (data.length ? finish() : finish(err)));
    socket.write(request);
  });
}

const WS_HEADERS =
  'Connection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n';

/** One malformed request and what it may be answered with. */
export type CorpusCase = { name: string; request: string; statuses: number[] };

/** A GET; the server closes the connection after answering unless `extra` says otherwise. */
const get = (target: string, extra = '') =>
  `GET ${target} HTTP/1.1\r\nHost: localhost\r\n${/^connection:/im.test(extra) ? '' : 'Connection: close\r\n'}${extra}\r\n`;

/**
 * Requests that once hung a request or killed the process, and their relatives, on every surface:
 * pages, /api, /bff, /uploads, /crest, /qr.svg and the /ws upgrade. Each must be answered with a
 * 4xx (never a 5xx, never silence).
 */
export const MALFORMED_CORPUS: CorpusCase[] = [
  {
    name: 'bad percent-encoding under /uploads',
    request: get('/uploads/%E0%A4%A'),
    statuses: [400, 404],
  },
  { name: 'bad percent-encoding of a page', request: get('/main%E0%A4%A'), statuses: [400, 404] },
  { name: 'a lone percent sign', request: get('/football%'), statuses: [400, 404] },
  {
    name: 'bad percent-encoding under /api',
    request: get('/api/user/%ZZinfo'),
    statuses: [400, 404],
  },
  {
    name: 'bad percent-encoding under /bff',
    request: get('/bff/user/%E0%A4%A'),
    statuses: [400, 404],
  },
  {
    name: 'bad percent-encoding of a crest',
    request: get('/crest/%E0%A4%A.svg'),
    statuses: [400, 404],
  },
  {
    name: 'bad percent-encoding of the QR query',
    request: get('/qr.svg?d=%E0%A4%A'),
    statuses: [400, 404],
  },
  { name: 'an encoded NUL in a page path', request: get('/main%00'), statuses: [400, 404] },
  {
    name: 'an encoded NUL under /uploads',
    request: get('/uploads/avatar/a.png%00.txt'),
    statuses: [400, 404],
  },
  { name: 'an encoded NUL under /api', request: get('/api/health%00'), statuses: [400, 404] },
  {
    name: 'an encoded CRLF',
    request: get('/api/health%0d%0aX-Injected:%201'),
    statuses: [400, 404],
  },
  {
    name: 'path traversal under /uploads',
    request: get('/uploads/..%2f..%2f..%2fetc%2fpasswd'),
    statuses: [400, 404],
  },
  { name: 'a directory under /uploads', request: get('/uploads/avatar'), statuses: [400, 404] },
  {
    name: 'an overlong page path',
    request: get('/' + 'a'.repeat(10_000)),
    statuses: [400, 404, 414],
  },
  {
    name: 'an overlong API path',
    request: get('/api/' + 'a'.repeat(10_000)),
    statuses: [400, 404, 414],
  },
  {
    name: 'an absolute-form target',
    request: get('http://evil.example/main'),
    statuses: [400, 404],
  },
  { name: 'the asterisk target', request: get('*'), statuses: [400, 404] },
  {
    name: 'headers over 16 KiB on a page',
    request: get('/main', `X-Big: ${'b'.repeat(20_000)}\r\n`),
    statuses: [431],
  },
  {
    name: 'headers over 16 KiB on the API',
    request: get('/api/health', `X-Big: ${'b'.repeat(20_000)}\r\n`),
    statuses: [431],
  },
  {
    name: 'a header with a NUL byte',
    request: get('/main', 'X-Bad: a\u0000b\r\n'),
    statuses: [400],
  },
  { name: 'not HTTP at all', request: 'HELLO\r\n\r\n', statuses: [400] },
  {
    name: 'a bad Content-Length',
    request: 'POST /api/user/login HTTP/1.1\r\nHost: x\r\nContent-Length: -5\r\n\r\n',
    statuses: [400],
  },
  {
    name: 'bad JSON to the API',
    request:
      'POST /api/user/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5\r\n\r\n{"a":',
    statuses: [200, 400],
  },
  {
    name: 'a websocket upgrade with bad encoding',
    request: get('/ws%E0%A4%A', WS_HEADERS),
    statuses: [400, 404],
  },
  {
    name: 'a websocket upgrade with a NUL',
    request: get('/ws%00', WS_HEADERS),
    statuses: [400, 404],
  },
  {
    name: 'a websocket upgrade elsewhere',
    request: get('/api/health', WS_HEADERS),
    statuses: [400, 404],
  },
  {
    name: 'a websocket upgrade with a bad key',
    request: get(
      '/ws',
      'Connection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: x\r\n',
    ),
    statuses: [400],
  },
];
