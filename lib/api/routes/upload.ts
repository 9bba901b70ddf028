import 'server-only';
import { PURPOSE_RULES, VIDEO_LIMIT_MB } from '@/lib/uploads/purposes';
import {
  uploadImageInput,
  uploadOutput,
  uploadVideoInput,
  VIDEO_BODY_DESCRIPTION,
  VIDEO_BODY_TYPES,
} from '@/lib/uploads/contract';
import { declaredLength, uploadImage, uploadVideo } from '@/lib/uploads/store';
import { endpoint, ok } from '../endpoint';

export const uploadEndpoints = [
  // POST api/upload/image – stores an image under a Member/getQiniuToken permit
  endpoint({
    method: 'POST',
    path: 'upload/image',
    summary:
      'Upload an image (multipart: token, file) under a permit of purpose avatar, post_image, cover or id_photo; the file is checked by its bytes and stored re-encoded without metadata: avatar png/jpg ≤ 5 MB → ≤ 512 px; post_image png/jpg/webp ≤ 5 MB → ≤ 1920 px (webp stored as jpg); cover png/jpg ≤ 5 MB → ≤ 1280 px; id_photo png/jpg ≤ 5 MB → ≤ 1600 px, stored sealed and never served (its URL is for Member/applyAnchor only). A permit stores one file: using it again answers data.error "uploadTokenUsed" (a rejected file does not use it up); a video permit is "uploadTokenInvalid" here.',
    tag: 'upload',
    input: uploadImageInput,
    output: uploadOutput,
    // 5 MB of file plus the multipart envelope; larger bodies answer 413.
    bodyLimit: 6 * 1024 * 1024,
    handler: async ({ input }) => ok(await uploadImage(input.token, input.file)),
  }),
  // POST api/upload/video?token=… – streams a video (the body) under a video permit
  endpoint({
    method: 'POST',
    path: 'upload/video',
    summary: `Upload a video under a permit of purpose video: POST the file itself as the body to upload/video?token=…. Its first bytes must be an mp4/mov (ftyp) or webm/mkv (EBML) container, else "videoFormatInvalid"; it must be under ${VIDEO_LIMIT_MB} MB, else "videoTooLarge" (a larger Content-Length is refused before reading; a body that passes the size while streaming is cut off and nothing is kept). A permit stores one file ("uploadTokenUsed" after, also while its upload is running; a refused upload does not use it up); an image permit is "uploadTokenInvalid" here.`,
    tag: 'upload',
    input: uploadVideoInput,
    output: uploadOutput,
    bodyLimit: PURPOSE_RULES.video.maxBytes,
    rawBody: { contentTypes: VIDEO_BODY_TYPES, description: VIDEO_BODY_DESCRIPTION },
    handler: async ({ input, c }) => {
      try {
        return ok(
          await uploadVideo(
            input.token,
            c.req.raw.body,
            declaredLength(c.req.header('content-length')),
          ),
        );
      } catch (err) {
        // A refusal may leave the rest of the body unread: it must not be taken for the next
        // request on this connection.
        c.header('Connection', 'close');
        throw err;
      }
    },
  }),
];
