/**
 * WCAG 2 contrast, for colours that come from data (a competition's colour, a team's kit):
 * text on them is white or ink, whichever reads better (issue 8, §3: text ≥ 4.5:1).
 */
const INK = '#111827';
const WHITE = '#ffffff';

function channel(v: number): number {
  const c = v / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of #rgb / #rrggbb; null when it is not such a colour. */
export function luminance(hex: string): number | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return null;
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: string, b: string): number {
  const la = luminance(a) ?? 0;
  const lb = luminance(b) ?? 0;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** White or ink, whichever contrasts more with `background` (white when it is not a colour). */
export function textOn(background: string): string {
  if (luminance(background) === null) return WHITE;
  return contrastRatio(WHITE, background) >= contrastRatio(INK, background) ? WHITE : INK;
}
