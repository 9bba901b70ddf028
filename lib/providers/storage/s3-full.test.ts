/**
 * Issue 29 §3 "disk full in the storage provider": an S3-compatible store that answers a write
 * with "no room" (HTTP 507 Insufficient Storage, MinIO's XMinioStorageFull, a bucket's
 * QuotaExceeded) makes the upload the AppError 507 `storageFull`, through the real AWS SDK
 * parsing a real HTTP answer; other failures stay as they are. A multipart upload refused half-way
 * is aborted.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { isAppError } from '@/lib/errors/app-error';
import { createS3Storage, S3_PART_BYTES } from './s3';

type Answer = { status: number; code: string };

let server: http.Server;
let answer: Answer;
const seen: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://s3');
      const what = url.searchParams.has('uploads')
        ? 'create'
        : url.searchParams.has('partNumber')
          ? 'part'
          : url.searchParams.has('uploadId') && req.method === 'DELETE'
            ? 'abort'
            : `${req.method}`;
      seen.push(what);
      if (what === 'create') {
        res.writeHead(200, { 'content-type': 'application/xml' });
        res.end(
          '<?xml version="1.0"?><InitiateMultipartUploadResult><Bucket>b</Bucket><Key>k</Key>' +
            '<UploadId>up-1</UploadId></InitiateMultipartUploadResult>',
        );
        return;
      }
      if (what === 'abort') {
        res.writeHead(204);
        res.end();
        return;
      }
      res.writeHead(answer.status, { 'content-type': 'application/xml' });
      res.end(
        `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${answer.code}</Code>` +
          `<Message>refused</Message><RequestId>r1</RequestId></Error>`,
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

function store() {
  const { port } = server.address() as AddressInfo;
  return createS3Storage({
    bucket: 'b',
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: 'k',
    secretAccessKey: 's',
    forcePathStyle: true,
    publicUrl: 'https://cdn.example/b',
  });
}

async function failure(p: Promise<unknown>): Promise<unknown> {
  try {
    await p;
  } catch (err) {
    return err;
  }
  throw new Error('expected a failure');
}

async function* bytes(n: number) {
  yield new Uint8Array(n);
}

test.each([
  { status: 507, code: 'InsufficientStorage' },
  { status: 507, code: 'XMinioStorageFull' },
  { status: 403, code: 'QuotaExceeded' },
  { status: 400, code: 'XMinioAdminBucketQuotaExceeded' },
])('put and putStream answer storageFull for $status $code', async (a) => {
  answer = a;
  const s = store();
  for (const err of [
    await failure(s.put('avatars', 'png', Buffer.alloc(10))),
    await failure(s.putStream('videos', 'mp4', bytes(1000))),
  ]) {
    expect(isAppError(err) && { key: err.key, status: err.status }).toEqual({
      key: 'storageFull',
      status: 507,
    });
  }
});

test('a multipart upload refused for room is aborted', async () => {
  answer = { status: 507, code: 'XMinioStorageFull' };
  seen.length = 0;
  const err = await failure(store().putStream('videos', 'mp4', bytes(S3_PART_BYTES)));
  expect(isAppError(err) && err.key).toBe('storageFull');
  expect(seen).toEqual(['create', 'part', 'abort']);
});

test('other refusals stay what they are', async () => {
  answer = { status: 403, code: 'AccessDenied' };
  const err = await failure(store().put('avatars', 'png', Buffer.alloc(10)));
  expect(isAppError(err)).toBe(false);
  expect((err as Error).name).toBe('AccessDenied');
});
