/**
 * Media for the upload tests: container headers built byte by byte (what sniffing reads), images
 * made with sharp, and lazily produced request bodies that count what was pulled from them.
 */
import sharp from 'sharp';

/** An ISO BMFF `ftyp` box with `major` and compatible brands, then an `mdat` of filler. */
export function ftypFile(major: string, total = 4096, compat: string[] = ['isom', 'mp41']): Buffer {
  const ftyp = Buffer.alloc(16 + 4 * compat.length);
  ftyp.writeUInt32BE(ftyp.length, 0);
  ftyp.write('ftyp', 4, 'latin1');
  ftyp.write(major, 8, 'latin1');
  ftyp.writeUInt32BE(0x200, 12);
  compat.forEach((b, i) => ftyp.write(b, 16 + 4 * i, 'latin1'));
  const rest = Math.max(8, total - ftyp.length);
  const mdat = Buffer.alloc(rest, 0x5a);
  mdat.writeUInt32BE(rest, 0);
  mdat.write('mdat', 4, 'latin1');
  return Buffer.concat([ftyp, mdat]);
}

export const mp4 = (total?: number) => ftypFile('isom', total);
export const mov = (total?: number) => ftypFile('qt  ', total, ['qt  ']);

/** An EBML header whose DocType is `docType`, then a Segment of filler. */
export function ebmlFile(docType: string, total = 4096): Buffer {
  const el = (id: number[], data: Buffer) => Buffer.from([...id, 0x80 | data.length, ...data]);
  const body = Buffer.concat([
    el([0x42, 0x86], Buffer.from([1])), // EBMLVersion
    el([0x42, 0xf7], Buffer.from([1])), // EBMLReadVersion
    el([0x42, 0xf2], Buffer.from([4])), // EBMLMaxIDLength
    el([0x42, 0xf3], Buffer.from([8])), // EBMLMaxSizeLength
    el([0x42, 0x82], Buffer.from(docType, 'latin1')), // DocType
    el([0x42, 0x87], Buffer.from([4])), // DocTypeVersion
    el([0x42, 0x85], Buffer.from([2])), // DocTypeReadVersion
  ]);
  const header = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | body.length]), body]);
  const segment = Buffer.alloc(Math.max(12, total - header.length), 0x33);
  Buffer.from([0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]).copy(
    segment,
  );
  return Buffer.concat([header, segment]);
}

export const webm = (total?: number) => ebmlFile('webm', total);
export const mkv = (total?: number) => ebmlFile('matroska', total);

export const png = (w = 64, h = 48) =>
  sharp({ create: { width: w, height: h, channels: 4, background: '#0a84ff80' } })
    .png()
    .toBuffer();

export const jpeg = (w = 64, h = 48) =>
  sharp({ create: { width: w, height: h, channels: 3, background: '#3a7' } })
    .jpeg()
    .toBuffer();

export const webp = (w = 64, h = 48) =>
  sharp({ create: { width: w, height: h, channels: 3, background: '#f80' } })
    .webp()
    .toBuffer();

/** A JPEG with camera metadata and an EXIF orientation of 6 (shown rotated 90° clockwise). */
export const jpegWithExif = (w: number, h: number) =>
  sharp({ create: { width: w, height: h, channels: 3, background: '#246' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Copyright: 'secret-location', Make: 'PhoneCo' } })
    .toBuffer();

/** Files that must never be stored, whatever they are called. */
export const NOT_MEDIA: [string, Buffer][] = [
  ['a PHP script named .jpg', Buffer.from('<?php system($_GET["c"]); ?>\n')],
  ['an HTML page', Buffer.from('<!doctype html><html><script>alert(1)</script></html>')],
  ['a zip archive', Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(200, 1)])],
  ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x80\x00\x00', 'latin1')],
  ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
  ['an empty file', Buffer.alloc(0)],
];

/**
 * A request body of `total` bytes starting with `head`, produced chunk by chunk only as it is
 * read: `pulled()` tells how many bytes the reader actually took.
 */
export function lazyBody(head: Buffer, total: number, chunk = 256 * 1024) {
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      const n = Math.min(chunk, total - sent);
      const piece = Buffer.alloc(n, 0x11);
      if (sent < head.length) head.copy(piece, 0, sent, Math.min(head.length, sent + n));
      sent += n;
      controller.enqueue(new Uint8Array(piece));
    },
  });
  return { stream, pulled: () => sent };
}
