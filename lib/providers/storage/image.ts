import 'server-only';
import sharp from 'sharp';

export type ImageKind = 'png' | 'jpg';

/** The file type by its first bytes; the name and declared type of an upload are not trusted. */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpg';
  return null;
}

/**
 * Decodes and re-encodes an image: strips metadata (location, camera), applies the EXIF
 * orientation and fits it into maxSide × maxSide. Null when the bytes do not decode.
 */
export async function reencodeImage(
  bytes: Buffer,
  kind: ImageKind,
  maxSide: number,
): Promise<Buffer | null> {
  try {
    const img = sharp(bytes, { limitInputPixels: 40_000_000, failOn: 'error' })
      .rotate()
      .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true });
    return await (kind === 'png' ? img.png() : img.jpeg({ quality: 85, mozjpeg: true })).toBuffer();
  } catch {
    return null;
  }
}
