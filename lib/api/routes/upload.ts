import 'server-only';
import { uploadAvatar } from '@/lib/account/avatar-upload';
import { uploadOutput } from '@/lib/account/outputs';
import { uploadImageInput } from '@/lib/account/schemas';
import { endpoint, ok } from '../endpoint';

export const uploadEndpoints = [
  // POST api/upload/image – stores an avatar image under a Member/getQiniuToken permit
  endpoint({
    method: 'POST',
    path: 'upload/image',
    summary:
      'Upload an avatar (multipart: token, file). png or jpg, at most 5 MB; stored re-encoded, ≤ 512 px. A permit stores one file: using it again answers data.error "uploadTokenUsed" (a rejected file does not use it up).',
    tag: 'upload',
    input: uploadImageInput,
    output: uploadOutput,
    // 5 MB of file plus the multipart envelope; larger bodies answer 413.
    bodyLimit: 6 * 1024 * 1024,
    handler: async ({ input }) => ok(await uploadAvatar(input.token, input.file)),
  }),
];
