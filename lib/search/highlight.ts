/**
 * Where a search keyword sits in a text as shown, for highlighting titles and cutting excerpts.
 * The database compares folded text (lib/text/fold.ts: no case, no accents, one space per run),
 * so "bong da" finds "Bóng Đá"; these helpers fold the shown text one character at a time and map
 * each folded hit back to the original characters. Browser-safe: no imports from the server.
 */
import { fold } from '@/lib/text/fold';

/** A run of the shown text; `hit` runs are the keyword (in whatever case and accents). */
export type Segment = { text: string; hit: boolean };

/** One character folded the way fold() folds it, without the trim and space collapsing. */
function foldChar(ch: string): string {
  if (/\s/u.test(ch)) return ' ';
  return ch
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[đĐ]/g, 'd')
    .normalize('NFC')
    .toLowerCase();
}

type FoldMap = {
  folded: string;
  /** For each code unit of `folded`, the code-unit offset of its source character. */
  from: number[];
  /** For each code unit of `folded`, the end offset of its source character. */
  to: number[];
};

/**
 * The text folded, with a map back to the original. Runs of white space fold to one space and
 * leading space is dropped, as fold() does (a trailing space can only trail, never match a
 * trimmed keyword).
 */
function foldMap(text: string): FoldMap | null {
  let folded = '';
  const from: number[] = [];
  const to: number[] = [];
  let at = 0;
  for (const ch of text) {
    let piece = foldChar(ch);
    if (piece === ' ' && (folded === '' || folded.endsWith(' '))) piece = '';
    for (let i = 0; i < piece.length; i++) {
      from.push(at);
      to.push(at + ch.length);
    }
    folded += piece;
    at += ch.length;
  }
  // A character whose fold depends on its neighbours (rare compositions) would misplace the
  // marks: no highlight then, rather than a wrong one.
  if (folded.trimEnd() !== fold(text)) return null;
  return { folded, from, to };
}

/** The [start, end) code-unit ranges of `text` where the keyword occurs, merged, in order. */
export function hitRanges(text: string, keyword: string): [number, number][] {
  const kw = fold(keyword);
  if (!kw || !text) return [];
  const map = foldMap(text);
  if (!map) return [];
  const out: [number, number][] = [];
  let i = map.folded.indexOf(kw);
  while (i !== -1) {
    const start = map.from[i];
    const end = map.to[i + kw.length - 1];
    const last = out[out.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else out.push([start, end]);
    i = map.folded.indexOf(kw, i + kw.length);
  }
  return out;
}

/** `text` cut into plain and keyword runs (one plain run when the keyword is not in it). */
export function highlight(text: string, keyword: string): Segment[] {
  const ranges = hitRanges(text, keyword);
  if (ranges.length === 0) return text ? [{ text, hit: false }] : [];
  const out: Segment[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start > at) out.push({ text: text.slice(at, start), hit: false });
    out.push({ text: text.slice(start, end), hit: true });
    at = end;
  }
  if (at < text.length) out.push({ text: text.slice(at), hit: false });
  return out;
}

/**
 * At most `max` characters (code points) of `text` around the keyword's first occurrence, with
 * "…" where it was cut: the start when the keyword is early or absent, otherwise a window that
 * opens a little before it. White space is collapsed first, so line breaks of a post stay out.
 */
export function excerpt(text: string, keyword: string, max = 120): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(flat);
  if (chars.length <= max) return flat;
  const [first] = hitRanges(flat, keyword);
  // The code-point index of the first hit.
  const hitAt = first ? Array.from(flat.slice(0, first[0])).length : 0;
  const lead = Math.floor(max / 4);
  let start = Math.max(0, hitAt - lead);
  if (start + max > chars.length) start = Math.max(0, chars.length - max);
  const end = Math.min(chars.length, start + max);
  return (
    (start > 0 ? '…' : '') +
    chars.slice(start, end).join('').trim() +
    (end < chars.length ? '…' : '')
  );
}
