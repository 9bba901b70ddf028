/**
 * The uploads' contract (docs/architecture.md "Contracts", docs/decisions/024): the schemas of
 * Member/getQiniuToken, upload/image and upload/video, with the types the browser reads. The
 * purposes and their limits are plain data in ./purposes. Browser code uses `import type`.
 */
import { z } from 'zod';
import { UPLOAD_PURPOSES, VIDEO_LIMIT_MB } from './purposes';

export * from './purposes';

const tokenField = z
  .string()
  .min(1, 'api.errors.uploadTokenInvalid')
  .max(1000, 'api.errors.uploadTokenInvalid')
  .describe('from Member/getQiniuToken');

/** Member/getQiniuToken */
export const uploadPermitInput = z.object({
  purpose: z
    .enum(UPLOAD_PURPOSES)
    .default('avatar')
    .describe(
      'what the file is for: avatar (png/jpg ≤ 5 MB, ≤ 512 px), post_image (png/jpg/webp ≤ 5 MB, ≤ 1920 px), cover (png/jpg ≤ 5 MB, ≤ 1280 px) → upload/image; video (mp4/mov/webm/mkv under 50 MB) → upload/video',
    ),
});

export const uploadPermitOutput = z.object({
  token: z.string(),
  purpose: z.enum(UPLOAD_PURPOSES),
  upload_url: z
    .string()
    .describe(
      '/api/upload/image: POST multipart `token` + `file`; /api/upload/video: POST the file as the body to `?token=`',
    ),
  expires_in: z.number().int().describe('seconds'),
  max_size: z.number().int().describe('bytes, inclusive'),
});

/** upload/image */
export const uploadImageInput = z.object({
  token: tokenField,
  // A form file; checked by shape because `File` differs between runtimes (Node, jsdom, browsers).
  file: z
    .custom<Blob>(
      (v) =>
        typeof v === 'object' &&
        v !== null &&
        typeof (v as Blob).arrayBuffer === 'function' &&
        typeof (v as Blob).size === 'number',
      'api.errors.uploadInvalid',
    )
    .describe('multipart file: an image of the permit’s purpose (by content), at most 5 MB'),
});

/** upload/video: the token in the query string, the file as the body. */
export const uploadVideoInput = z.object({ token: tokenField });

export const uploadOutput = z.object({
  url: z
    .string()
    .describe(
      'the stored file (/uploads/… or the S3_PUBLIC_URL address); an avatar is then set with member/updateInfo, other purposes are attached by the content that uses them',
    ),
});

export const VIDEO_BODY_TYPES = ['video/mp4', 'video/quicktime', 'video/webm', 'video/x-matroska'];
export const VIDEO_BODY_DESCRIPTION = `The video file itself (mp4, mov, webm or mkv, checked by its bytes), under ${VIDEO_LIMIT_MB} MB. Any Content-Type is accepted; the bytes decide.`;

export type UploadPermit = z.infer<typeof uploadPermitOutput>;
export type UploadAnswer = z.infer<typeof uploadOutput>;
