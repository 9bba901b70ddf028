import 'server-only';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
  type CompletedPart,
} from '@aws-sdk/client-s3';
import type { StorageProvider, StoredFile } from './index';
import { isStorageFull, storageFull } from '@/lib/errors/unavailable';
import { newStoredName } from './names';
import { FOLDER_RE, IMMUTABLE_CACHE, STORED_NAME_RE, STORED_TYPES } from './types';

export type S3Config = {
  bucket: string;
  region: string;
  /** A non-AWS store's API address (MinIO, R2, COS); unset → AWS. */
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  /** The base URL files are served from (a CDN or the bucket's public address), no trailing /. */
  publicUrl: string;
};

/**
 * A streamed file goes up in parts of this size (S3's minimum is 5 MiB): only one part is held in
 * memory at a time, and a file smaller than one part is a single PutObject.
 */
export const S3_PART_BYTES = 8 * 1024 * 1024;

function notFound(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
}

/**
 * The S3-compatible storage provider (STORAGE_PROVIDER=s3): objects `<folder>/<name>` in one
 * bucket with their Content-Type and a year-long immutable Cache-Control, known by
 * `<publicUrl>/<folder>/<name>`. The bucket (or the CDN in front of it) serves them; the site only
 * writes, checks, lists and deletes.
 */
export function createS3Storage(config: S3Config): StorageProvider {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Checksums only where S3 requires them: several S3-compatible stores refuse the newer
    // default checksum headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;
  const base = config.publicUrl.replace(/\/+$/, '');

  const urlOf = (key: string) => `${base}/${key}`;

  /** The object key behind `url` when it is `<publicUrl>/<folder>/<name put gives>`, else null. */
  function keyOf(folder: string, url: string): string | null {
    const prefix = `${base}/${folder}/`;
    if (!FOLDER_RE.test(folder) || !url.startsWith(prefix)) return null;
    const name = url.slice(prefix.length);
    return STORED_NAME_RE.test(name) ? `${folder}/${name}` : null;
  }

  function newKey(folder: string, ext: keyof typeof STORED_TYPES): string {
    if (!FOLDER_RE.test(folder)) throw new Error(`bad storage folder: ${folder}`);
    return `${folder}/${newStoredName(ext)}`;
  }

  async function head(Key: string): Promise<boolean> {
    try {
      await client.send(new HeadObjectCommand({ Bucket, Key }));
      return true;
    } catch (err) {
      if (notFound(err)) return false;
      throw err;
    }
  }

  return {
    async put(folder, ext, bytes) {
      const Key = newKey(folder, ext);
      try {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key,
            Body: bytes,
            ContentLength: bytes.length,
            ContentType: STORED_TYPES[ext],
            CacheControl: IMMUTABLE_CACHE,
          }),
        );
      } catch (err) {
        // A full store or bucket quota (507, XMinioStorageFull, QuotaExceeded): 507 storageFull.
        if (isStorageFull(err)) throw storageFull();
        throw err;
      }
      return urlOf(Key);
    },

    async putStream(folder, ext, source) {
      const Key = newKey(folder, ext);
      const meta = { Bucket, Key, ContentType: STORED_TYPES[ext], CacheControl: IMMUTABLE_CACHE };
      let held: Buffer[] = [];
      let heldBytes = 0;
      let total = 0;
      let uploadId: string | undefined;
      const parts: CompletedPart[] = [];

      const sendPart = async () => {
        uploadId ??= (await client.send(new CreateMultipartUploadCommand(meta))).UploadId;
        if (!uploadId) throw new Error('S3 answered CreateMultipartUpload without an UploadId');
        const Body = Buffer.concat(held, heldBytes);
        held = [];
        heldBytes = 0;
        const PartNumber = parts.length + 1;
        const r = await client.send(
          new UploadPartCommand({
            Bucket,
            Key,
            UploadId: uploadId,
            PartNumber,
            Body,
            ContentLength: Body.length,
          }),
        );
        parts.push({ ETag: r.ETag, PartNumber });
      };

      try {
        for await (const chunk of source) {
          held.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          heldBytes += chunk.byteLength;
          total += chunk.byteLength;
          if (heldBytes >= S3_PART_BYTES) await sendPart();
        }
        if (uploadId === undefined) {
          const Body = Buffer.concat(held, heldBytes);
          await client.send(new PutObjectCommand({ ...meta, Body, ContentLength: Body.length }));
        } else {
          if (heldBytes > 0) await sendPart();
          await client.send(
            new CompleteMultipartUploadCommand({
              Bucket,
              Key,
              UploadId: uploadId,
              MultipartUpload: { Parts: parts },
            }),
          );
        }
      } catch (err) {
        // The parts sent so far are dropped; nothing becomes an object.
        if (uploadId !== undefined) {
          await client
            .send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId: uploadId }))
            .catch(() => undefined);
        }
        if (isStorageFull(err)) throw storageFull();
        throw err;
      }
      return { url: urlOf(Key), bytes: total };
    },

    owns(folder, url) {
      return keyOf(folder, url) !== null;
    },

    async exists(folder, url) {
      const Key = keyOf(folder, url);
      return Key !== null && (await head(Key));
    },

    async read(folder, url) {
      const Key = keyOf(folder, url);
      if (Key === null) return null;
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key }));
        return out.Body ? Buffer.from(await out.Body.transformToByteArray()) : null;
      } catch (err) {
        if (notFound(err)) return null;
        throw err;
      }
    },

    async remove(folder, url) {
      const Key = keyOf(folder, url);
      // DeleteObject answers the same whether or not the object was there.
      if (Key === null || !(await head(Key))) return false;
      await client.send(new DeleteObjectCommand({ Bucket, Key }));
      return true;
    },

    async *list(folder): AsyncIterable<StoredFile> {
      if (!FOLDER_RE.test(folder)) throw new Error(`bad storage folder: ${folder}`);
      const Prefix = `${folder}/`;
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }),
        );
        for (const o of page.Contents ?? []) {
          const name = o.Key?.slice(Prefix.length) ?? '';
          if (!STORED_NAME_RE.test(name)) continue;
          yield { url: urlOf(`${Prefix}${name}`), modifiedAt: o.LastModified ?? new Date(0) };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
