/**
 * Video containers by their bytes: the name and declared type of an upload are not trusted.
 * Plain functions over the first bytes of a file (VIDEO_SNIFF_BYTES is enough).
 */

export type VideoKind = 'mp4' | 'mov' | 'webm' | 'mkv';

/** How many leading bytes sniffVideo needs at most (the ftyp box, the EBML header). */
export const VIDEO_SNIFF_BYTES = 4096;

/**
 * Major brands of the ISO base media file format (`ftyp`) that are video files browsers play:
 * MP4 and its relatives, and QuickTime. Audio-only (M4A), still images (HEIC, AVIF) and anything
 * unknown are not videos.
 */
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'iso8',
  'iso9',
  'mp41',
  'mp42',
  'mp71',
  'avc1',
  'hvc1',
  'dash',
  'msnv',
  'mmp4',
  'M4V ',
  'M4VH',
  'M4VP',
  'f4v ',
  'MSNV',
  '3gp4',
  '3gp5',
  '3gp6',
  '3g2a',
]);
const QUICKTIME_BRAND = 'qt  ';

const latin1 = (b: Uint8Array, from: number, to: number) =>
  Buffer.from(b.buffer, b.byteOffset + from, to - from).toString('latin1');

function sniffFtyp(b: Uint8Array): VideoKind | null {
  if (b.length < 16 || latin1(b, 4, 8) !== 'ftyp') return null;
  const size = Buffer.from(b.buffer, b.byteOffset, 4).readUInt32BE(0);
  // major brand, minor version, then compatible brands: a real box is at least 16 bytes.
  if (size < 16 || size > VIDEO_SNIFF_BYTES) return null;
  const major = latin1(b, 8, 12);
  if (major === QUICKTIME_BRAND) return 'mov';
  return MP4_BRANDS.has(major) ? 'mp4' : null;
}

/** An EBML variable-size integer at `at`: its length and value (marker bit removed), or null. */
function vint(
  b: Uint8Array,
  at: number,
  keepMarker = false,
): { len: number; value: number } | null {
  if (at >= b.length) return null;
  const first = b[at];
  if (first === 0) return null;
  const len = Math.clz32(first) - 23; // 1 for 0b1xxxxxxx … 8 for 0b00000001
  if (len > 8 || at + len > b.length) return null;
  let value = keepMarker ? first : first & (0xff >> len);
  for (let i = 1; i < len; i++) value = value * 256 + b[at + i];
  return { len, value };
}

const EBML_MAGIC = [0x1a, 0x45, 0xdf, 0xa3];
const DOCTYPE_ID = 0x4282;

/** The DocType of an EBML header (`webm` or `matroska`), walking its child elements. */
function sniffEbml(b: Uint8Array): VideoKind | null {
  if (b.length < 8 || !EBML_MAGIC.every((x, i) => b[i] === x)) return null;
  const headerSize = vint(b, 4);
  if (!headerSize) return null;
  let at = 4 + headerSize.len;
  const end = Math.min(b.length, at + headerSize.value);
  while (at < end) {
    const id = vint(b, at, true);
    if (!id || id.len > 4) return null;
    const size = vint(b, at + id.len);
    if (!size) return null;
    const data = at + id.len + size.len;
    if (data + size.value > end) return null;
    if (id.value === DOCTYPE_ID) {
      const docType = latin1(b, data, data + size.value).replace(/\0+$/, '');
      return docType === 'webm' ? 'webm' : docType === 'matroska' ? 'mkv' : null;
    }
    at = data + size.value;
  }
  return null;
}

/** The container of a video by its first bytes: mp4/mov (`ftyp`), webm/mkv (EBML); else null. */
export function sniffVideo(head: Uint8Array): VideoKind | null {
  return sniffFtyp(head) ?? sniffEbml(head);
}
