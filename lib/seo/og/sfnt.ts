/**
 * Just enough of the OpenType container format for the Open Graph font: which characters a font
 * maps (its `cmap`), for TrueType/OpenType and WOFF files, and one face pulled out of a `.ttc`
 * collection. Used by scripts/make-og-font.ts (to cut the shipped subset), by the image route (to
 * drop characters the subset lacks, so satori never goes looking for a font on the network) and
 * by the tests (to prove the seeded titles are covered). No dependencies beyond node:zlib.
 */
import zlib from 'node:zlib';

type Table = { tag: string; data: Buffer };

function tag(buf: Buffer, at: number): string {
  return buf.toString('latin1', at, at + 4);
}

/** The tables of a plain sfnt whose table directory starts at `dir` (0 for a single font). */
function sfntTables(buf: Buffer, dir = 0): Table[] {
  const n = buf.readUInt16BE(dir + 4);
  const out: Table[] = [];
  for (let i = 0; i < n; i++) {
    const rec = dir + 12 + i * 16;
    const offset = buf.readUInt32BE(rec + 8);
    const length = buf.readUInt32BE(rec + 12);
    out.push({ tag: tag(buf, rec), data: buf.subarray(offset, offset + length) });
  }
  return out;
}

/** The tables of a WOFF 1.0 file, inflated where compressed. */
function woffTables(buf: Buffer): Table[] {
  const n = buf.readUInt16BE(12);
  const out: Table[] = [];
  for (let i = 0; i < n; i++) {
    const rec = 44 + i * 20;
    const offset = buf.readUInt32BE(rec + 4);
    const compLength = buf.readUInt32BE(rec + 8);
    const origLength = buf.readUInt32BE(rec + 12);
    const raw = buf.subarray(offset, offset + compLength);
    out.push({ tag: tag(buf, rec), data: compLength < origLength ? zlib.inflateSync(raw) : raw });
  }
  return out;
}

export function fontTables(buf: Buffer): Table[] {
  const sig = tag(buf, 0);
  if (sig === 'wOFF') return woffTables(buf);
  if (sig === 'OTTO' || sig === 'true' || buf.readUInt32BE(0) === 0x00010000)
    return sfntTables(buf);
  throw new Error(`not a TrueType/OpenType/WOFF font (signature ${JSON.stringify(sig)})`);
}

/** Every code point the font's best Unicode `cmap` subtable maps to a glyph other than .notdef. */
export function fontCodePoints(buf: Buffer): Set<number> {
  const cmap = fontTables(buf).find((t) => t.tag === 'cmap')?.data;
  if (!cmap) throw new Error('font has no cmap table');
  const count = cmap.readUInt16BE(2);
  let best: { format: number; offset: number } | null = null;
  for (let i = 0; i < count; i++) {
    const rec = 4 + i * 8;
    const platform = cmap.readUInt16BE(rec);
    const encoding = cmap.readUInt16BE(rec + 2);
    const offset = cmap.readUInt32BE(rec + 4);
    const unicode = platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10));
    if (!unicode) continue;
    const format = cmap.readUInt16BE(offset);
    // Format 12 covers everything; format 4 the Basic Multilingual Plane.
    if (format === 12 && best?.format !== 12) best = { format, offset };
    else if (format === 4 && !best) best = { format, offset };
  }
  if (!best) throw new Error('font has no Unicode cmap (format 4 or 12)');
  const out = new Set<number>();
  const t = best.offset;
  if (best.format === 12) {
    const groups = cmap.readUInt32BE(t + 12);
    for (let g = 0; g < groups; g++) {
      const at = t + 16 + g * 12;
      const start = cmap.readUInt32BE(at);
      const end = cmap.readUInt32BE(at + 4);
      const glyph = cmap.readUInt32BE(at + 8);
      for (let c = start; c <= end; c++) if (glyph + (c - start) !== 0) out.add(c);
    }
    return out;
  }
  const segX2 = cmap.readUInt16BE(t + 6);
  const ends = t + 14;
  const starts = ends + segX2 + 2;
  const deltas = starts + segX2;
  const rangeOffsets = deltas + segX2;
  for (let s = 0; s < segX2 / 2; s++) {
    const end = cmap.readUInt16BE(ends + s * 2);
    const start = cmap.readUInt16BE(starts + s * 2);
    const delta = cmap.readInt16BE(deltas + s * 2);
    const ro = cmap.readUInt16BE(rangeOffsets + s * 2);
    for (let c = start; c <= end && c !== 0xffff; c++) {
      let glyph: number;
      if (ro === 0) glyph = (c + delta) & 0xffff;
      else {
        const at = rangeOffsets + s * 2 + ro + (c - start) * 2;
        glyph = cmap.readUInt16BE(at);
        if (glyph !== 0) glyph = (glyph + delta) & 0xffff;
      }
      if (glyph !== 0) out.add(c);
    }
  }
  return out;
}

/** The font's family and subfamily names (name ids 1/2, or 16/17 when present), in English. */
export function fontNames(buf: Buffer): { family: string; subfamily: string } {
  return namesOf(fontTables(buf));
}

function namesOf(tables: Table[]): { family: string; subfamily: string } {
  const name = tables.find((t) => t.tag === 'name')?.data;
  if (!name) return { family: '', subfamily: '' };
  const count = name.readUInt16BE(2);
  const strings = name.readUInt16BE(4);
  const found = new Map<number, string>();
  for (let i = 0; i < count; i++) {
    const rec = 6 + i * 12;
    const platform = name.readUInt16BE(rec);
    const language = name.readUInt16BE(rec + 4);
    const id = name.readUInt16BE(rec + 6);
    const length = name.readUInt16BE(rec + 8);
    const offset = name.readUInt16BE(rec + 10);
    // Windows, US English, UTF-16BE.
    if (platform !== 3 || language !== 0x409 || found.has(id)) continue;
    const raw = Buffer.from(name.subarray(strings + offset, strings + offset + length));
    found.set(id, raw.swap16().toString('utf16le'));
  }
  return {
    family: found.get(16) ?? found.get(1) ?? '',
    subfamily: found.get(17) ?? found.get(2) ?? '',
  };
}

/**
 * The faces of a TrueType/OpenType collection (`ttcf`), each as a standalone sfnt file: its own
 * table directory with the (possibly shared) tables copied after it.
 */
export function collectionFaces(
  buf: Buffer,
): { family: string; subfamily: string; font: Buffer }[] {
  if (tag(buf, 0) !== 'ttcf') throw new Error('not a font collection');
  const count = buf.readUInt32BE(8);
  const out = [];
  for (let f = 0; f < count; f++) {
    const dir = buf.readUInt32BE(12 + f * 4);
    const tables = sfntTables(buf, dir);
    out.push({ ...namesOf(tables), font: buildSfnt(buf.readUInt32BE(dir), tables) });
  }
  return out;
}

function checksum(data: Buffer): number {
  let sum = 0;
  const padded = Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)]);
  for (let i = 0; i < padded.length; i += 4) sum = (sum + padded.readUInt32BE(i)) >>> 0;
  return sum;
}

function buildSfnt(version: number, tables: Table[]): Buffer {
  const sorted = [...tables].sort((a, b) => (a.tag < b.tag ? -1 : 1));
  const n = sorted.length;
  let pow = 1;
  let log = 0;
  while (pow * 2 <= n) {
    pow *= 2;
    log++;
  }
  const head = Buffer.alloc(12 + n * 16);
  head.writeUInt32BE(version, 0);
  head.writeUInt16BE(n, 4);
  head.writeUInt16BE(pow * 16, 6);
  head.writeUInt16BE(log, 8);
  head.writeUInt16BE(n * 16 - pow * 16, 10);
  const parts: Buffer[] = [head];
  let offset = head.length;
  sorted.forEach((t, i) => {
    const rec = 12 + i * 16;
    head.write(t.tag, rec, 'latin1');
    head.writeUInt32BE(checksum(t.data), rec + 4);
    head.writeUInt32BE(offset, rec + 8);
    head.writeUInt32BE(t.data.length, rec + 12);
    const pad = (4 - (t.data.length % 4)) % 4;
    parts.push(t.data, Buffer.alloc(pad));
    offset += t.data.length + pad;
  });
  // head.checkSumAdjustment is left as it was: renderers do not verify it, and the subsetter
  // rewrites the table anyway.
  return Buffer.concat(parts);
}
