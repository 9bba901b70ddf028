import 'server-only';
import { eq } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { uploads } from '@/lib/db/schema';
import { AppError } from '@/lib/errors/app-error';
import { log } from '@/lib/log';
import { storage, STORED_TYPES, type StoredExt } from '@/lib/providers/storage';
import { reencodeImage, sniffImage, storedImageKind } from '@/lib/providers/storage/image';
import { sealBytes, unsealBytes } from '@/lib/providers/seal';
import {
  consumeUploadPermit,
  issueUploadToken,
  releaseUploadPermit,
  UPLOAD_TOKEN_TTL_S,
  verifyUploadToken,
  type UploadPermit,
} from '@/lib/providers/storage/upload-token';
import { PURPOSE_RULES, uploadUrlOf, type UploadPurpose, type VideoRule } from './purposes';
import { sniffVideo, VIDEO_SNIFF_BYTES } from './video';

/** Member/getQiniuToken: a permit to upload one file of `purpose`, and where to send it. */
export function uploadPermit(userId: number, purpose: UploadPurpose) {
  return {
    token: issueUploadToken(userId, purpose),
    purpose,
    upload_url: uploadUrlOf(purpose),
    expires_in: UPLOAD_TOKEN_TTL_S,
    max_size: PURPOSE_RULES[purpose].maxBytes,
  };
}

/**
 * Records a stored file in `uploads` (who uploaded it, for what). When the row cannot be written
 * the file is deleted again, so no file is stored without its record.
 */
async function record(
  permit: UploadPermit,
  folder: string,
  url: string,
  ext: StoredExt,
  bytes: number,
): Promise<void> {
  try {
    await db().insert(uploads).values({
      url,
      userId: permit.userId,
      purpose: permit.purpose,
      contentType: STORED_TYPES[ext],
      bytes,
    });
  } catch (err) {
    await storage()
      .remove(folder, url)
      .catch((e) => log().warn({ err: e, url }, 'could not delete an unrecorded upload'));
    throw err;
  }
}

/**
 * upload/image under a permit of an image purpose (avatar, post_image, cover): the file is
 * sniffed (its name and declared type are ignored), decoded and re-encoded by the purpose's rules,
 * stored and recorded; answers its URL. A permit stores one file: it is used up by the first valid
 * upload (a rejected file leaves it usable). A permit of another purpose is invalid here.
 */
export async function uploadImage(token: string, file: Blob): Promise<{ url: string }> {
  const permit = verifyUploadToken(token);
  const rule = permit && PURPOSE_RULES[permit.purpose];
  if (!permit || !rule || rule.kind !== 'image') throw new AppError('uploadTokenInvalid');
  if (file.size > rule.maxBytes) throw new AppError('uploadTooLarge');
  const bytes = Buffer.from(await file.arrayBuffer());
  const kind = sniffImage(bytes);
  // The message names the types this purpose takes: png or jpg, or also webp (post images).
  const invalid = new AppError(
    (rule.accepts as readonly string[]).includes('webp') ? 'imageInvalid' : 'uploadInvalid',
  );
  if (!kind || !(rule.accepts as readonly string[]).includes(kind)) throw invalid;
  const ext = storedImageKind(kind);
  const clean = await reencodeImage(bytes, ext, rule.maxSide);
  if (!clean) throw invalid;
  if (!(await consumeUploadPermit(permit))) throw new AppError('uploadTokenUsed');
  try {
    if ('sealed' in rule) {
      // Personal data: only its sealed bytes are stored, under the uploader's context.
      const sealed = sealBytes(PERSONAL_DATA, clean, sealedUploadContext(permit.userId));
      const url = await storage().put(rule.folder, 'bin', sealed);
      await record(permit, rule.folder, url, 'bin', sealed.length);
      return { url };
    }
    const url = await storage().put(rule.folder, ext, clean);
    await record(permit, rule.folder, url, ext, clean.length);
    return { url };
  } catch (err) {
    // Nothing was stored (a full disk, the database down): the permit may be used again.
    await releaseUploadPermit(permit).catch(() => undefined);
    throw err;
  }
}

/** The seal purpose of personal data (sealed uploads, anchor applications' fields). */
export const PERSONAL_DATA = 'personal-data';

/** The context a user's sealed upload is sealed under: it opens for that uploader's rows only. */
export const sealedUploadContext = (userId: number) => `upload:${userId}`;

/**
 * The image behind a sealed upload of `purpose` (its re-encoded png or jpg), for the people the
 * caller has already allowed; null when the URL is not such a file or it is gone.
 */
export async function readSealedUpload(
  purpose: UploadPurpose,
  url: string,
  uploaderId: number,
): Promise<{ bytes: Buffer; contentType: string } | null> {
  const rule = PURPOSE_RULES[purpose];
  if (!('sealed' in rule)) return null;
  const sealed = await storage().read(rule.folder, url);
  if (!sealed) return null;
  const bytes = unsealBytes(PERSONAL_DATA, sealed, sealedUploadContext(uploaderId));
  const kind = sniffImage(bytes);
  return kind ? { bytes, contentType: STORED_TYPES[storedImageKind(kind)] } : null;
}

/** Thrown by the capped body reader once a video passes its purpose's size. */
class TooLarge extends Error {}
/** Thrown by the body reader when the client's body fails (cut off, connection reset). */
class BodyFailed extends Error {}

/** A declared Content-Length, or null (absent, malformed). */
export function declaredLength(header: string | undefined | null): number | null {
  if (header == null || !/^\d{1,16}$/.test(header.trim())) return null;
  return Number(header.trim());
}

/**
 * upload/video under a video permit: `body` is the file itself. Its first bytes must be a known
 * container (mp4/mov `ftyp`, webm/mkv EBML) or it is refused with `videoFormatInvalid` before
 * anything is stored; then it streams to storage chunk by chunk, never whole in memory, and the
 * moment it passes the cap (or a declared Content-Length says it would) it is refused with
 * `videoTooLarge` {max}, the partial file deleted. The permit is taken when streaming starts (a
 * second upload with it meanwhile is `uploadTokenUsed`) and given back if the upload then fails.
 */
export async function uploadVideo(
  token: string,
  body: ReadableStream<Uint8Array> | null,
  contentLength: number | null,
): Promise<{ url: string }> {
  const reader = body?.getReader();
  let finished = false;
  const stop = () => {
    if (!finished && reader) void reader.cancel().catch(() => undefined);
    finished = true;
  };
  try {
    const permit = verifyUploadToken(token);
    const rule = permit && PURPOSE_RULES[permit.purpose];
    if (!permit || !rule || rule.kind !== 'video') throw new AppError('uploadTokenInvalid');
    const tooLarge = () => new AppError('videoTooLarge', { max: (rule as VideoRule).limitMb });
    if (contentLength !== null && contentLength > rule.maxBytes) throw tooLarge();

    // The first bytes, enough to tell the container.
    const head: Uint8Array[] = [];
    let headBytes = 0;
    const read = async () => {
      try {
        return reader ? await reader.read() : { done: true as const, value: undefined };
      } catch (err) {
        throw new BodyFailed(String(err));
      }
    };
    while (headBytes < VIDEO_SNIFF_BYTES) {
      const { done, value } = await read();
      if (done) {
        finished = true;
        break;
      }
      head.push(value);
      headBytes += value.byteLength;
    }
    if (headBytes === 0) throw new AppError('videoRequired');
    const first = Buffer.concat(head, headBytes);
    const kind = sniffVideo(first);
    if (!kind) throw new AppError('videoFormatInvalid');
    if (!(await consumeUploadPermit(permit))) throw new AppError('uploadTokenUsed');

    let total = 0;
    async function* capped(): AsyncIterable<Uint8Array> {
      const take = (chunk: Uint8Array) => {
        total += chunk.byteLength;
        if (total > rule!.maxBytes) throw new TooLarge();
        return chunk;
      };
      yield take(first);
      while (!finished) {
        const { done, value } = await read();
        if (done) {
          finished = true;
          break;
        }
        yield take(value);
      }
    }
    let url: string;
    try {
      ({ url } = await storage().putStream(rule.folder, kind, capped()));
      await record(permit, rule.folder, url, kind, total);
    } catch (err) {
      await releaseUploadPermit(permit).catch(() => undefined);
      if (err instanceof TooLarge) throw tooLarge();
      if (err instanceof BodyFailed) throw new AppError('videoFormatInvalid');
      throw err;
    }
    return { url };
  } catch (err) {
    if (err instanceof BodyFailed) throw new AppError('videoFormatInvalid');
    throw err;
  } finally {
    // Whatever the client still sends is not read: the connection is closed after the answer.
    stop();
  }
}

/** Forgets the record of a file that was deleted (an avatar replaced, a swept upload). */
export async function forgetUpload(url: string): Promise<void> {
  await db().delete(uploads).where(eq(uploads.url, url));
}
