/**
 * What an upload is for, and the rules of each purpose: the one place that defines them (the
 * permit, upload/image, upload/video, the sweeper and the composer's hints all read this).
 * Plain data, safe to import in client code.
 */
import { AVATAR_FOLDER } from '@/lib/providers/storage/types';

export const UPLOAD_PURPOSES = ['avatar', 'post_image', 'cover', 'video', 'id_photo'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

export function isUploadPurpose(v: unknown): v is UploadPurpose {
  return typeof v === 'string' && (UPLOAD_PURPOSES as readonly string[]).includes(v);
}

const MB = 1024 * 1024;

/** docs/product.md §5/§9: a video must be under this many MB (the videoTooLarge {max}). */
export const VIDEO_LIMIT_MB = 50;

/** An image: sniffed, decoded and re-encoded with sharp (metadata stripped), png stays png. */
export type ImageRule = {
  kind: 'image';
  /** The storage folder. */
  folder: string;
  /** The largest file accepted, in bytes (inclusive). */
  maxBytes: number;
  /** The image types accepted, by content. */
  accepts: readonly ('png' | 'jpg' | 'webp')[];
  /** Scaled down to fit inside maxSide × maxSide. */
  maxSide: number;
  /**
   * Personal data: stored sealed (lib/providers/seal.ts) as `.bin` in a private folder, never
   * served; its URL is meaningful to the API alone.
   */
  sealed?: true;
};

/** A video: its container checked by its bytes, streamed to storage under the cap. */
export type VideoRule = {
  kind: 'video';
  folder: string;
  /** The largest file accepted, in bytes (inclusive): "under 50 MB" is 50 MiB minus one byte. */
  maxBytes: number;
  /** For the videoTooLarge message. */
  limitMb: number;
};

export const PURPOSE_RULES = {
  /** A profile picture: shown small. */
  avatar: {
    kind: 'image',
    folder: AVATAR_FOLDER,
    maxBytes: 5 * MB,
    accepts: ['png', 'jpg'],
    maxSide: 512,
  },
  /** Up to 4 images of a community post. */
  post_image: {
    kind: 'image',
    folder: 'post-images',
    maxBytes: 5 * MB,
    accepts: ['png', 'jpg', 'webp'],
    maxSide: 1920,
  },
  /** A video's cover (docs/product.md §5: under 5 MB, png or jpg). */
  cover: {
    kind: 'image',
    folder: 'covers',
    maxBytes: 5 * MB,
    accepts: ['png', 'jpg'],
    maxSide: 1280,
  },
  /** A post's or an anchor's video (docs/product.md §9: under 50 MB). */
  video: {
    kind: 'video',
    folder: 'videos',
    maxBytes: VIDEO_LIMIT_MB * MB - 1,
    limitMb: VIDEO_LIMIT_MB,
  },
  /** The front or back of an anchor applicant's ID card (issue 25): sealed, private. */
  id_photo: {
    kind: 'image',
    folder: 'id-photos',
    maxBytes: 5 * MB,
    accepts: ['png', 'jpg'],
    maxSide: 1600,
    sealed: true,
  },
} as const satisfies Record<UploadPurpose, ImageRule | VideoRule>;

export type ImagePurpose = {
  [P in UploadPurpose]: (typeof PURPOSE_RULES)[P] extends { kind: 'image' } ? P : never;
}[UploadPurpose];

export const IMAGE_PURPOSES = UPLOAD_PURPOSES.filter(
  (p): p is ImagePurpose => PURPOSE_RULES[p].kind === 'image',
);

export function ruleOf(purpose: UploadPurpose): ImageRule | VideoRule {
  return PURPOSE_RULES[purpose];
}

/** Where the upload of each purpose is POSTed (relative to the site). */
export const UPLOAD_IMAGE_URL = '/api/upload/image';
export const UPLOAD_VIDEO_URL = '/api/upload/video';

export function uploadUrlOf(purpose: UploadPurpose): string {
  return PURPOSE_RULES[purpose].kind === 'video' ? UPLOAD_VIDEO_URL : UPLOAD_IMAGE_URL;
}
