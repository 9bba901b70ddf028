import 'server-only';
import sharp from 'sharp';

/** The image types an upload may be, by content. */
export type ImageKind = 'png' | 'jpg' | 'webp';
/** What images are stored as: PNG stays PNG (transparency), everything else becomes JPEG. */
export type StoredImageKind = 'png' | 'jpg';

/** The file type by its first bytes; the name and declared type of an upload are not trusted. */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpg';
  // RIFF <size> WEBP
  const ascii = (from: number, to: number) =>
    Buffer.from(bytes.subarray(from, to)).toString('latin1');
  if (bytes.length >= 16 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return null;
}

/** The stored type of an accepted image kind. */
export function storedImageKind(kind: ImageKind): StoredImageKind {
  return kind === 'png' ? 'png' : 'jpg';
}

/**
 * Decodes and re-encodes an image as `out`: strips metadata (location, camera), applies the EXIF
 * orientation and fits it into maxSide × maxSide (never enlarged); transparency becomes white in
 * a JPEG. Null when the bytes do not decode completely (a truncated or forged file).
 */
export async function reencodeImage(
  bytes: Buffer,
  out: StoredImageKind,
  maxSide: number,
): Promise<Buffer | null> {
  try {
    const img = sharp(bytes, { limitInputPixels: 40_000_000, failOn: 'error' })
      .rotate()
      .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true });
    return await (
      out === 'png'
        ? img.png()
        : img.flatten({ background: '#ffffff' }).jpeg({ quality: 85, mozjpeg: true })
    ).toBuffer();
  } catch {
    return null;
  }
}
