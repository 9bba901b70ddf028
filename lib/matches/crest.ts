/**
 * Generated team crests: a shield (football) or a round badge (basketball) in the team's colours
 * with its code (lib/matches/team-codes.ts). Deterministic, self-contained SVG markup; never a
 * hot-linked image. Pure.
 */
import { hash32 } from '@/lib/rules/random';
import { nameWords, teamCode } from './team-codes';
import type { Sport } from './types';

export type CrestInput = {
  /** Any stable identity of the team (its key or id): picks the pattern. */
  key: string | number;
  sport: Sport;
  /** The English short name the initials come from ("Man City" → MC, "Arsenal" → ARS). */
  shortNameEn: string;
  colourPrimary: string;
  colourSecondary: string;
};

/** Where the site serves a team's crest (an image route renders crestSvg). */
export function crestPath(teamId: number): string {
  return `/crest/${teamId}.svg`;
}

const HEX = /^#[0-9a-fA-F]{6}$/;
const hex = (c: string, fallback: string) => (HEX.test(c) ? c.toUpperCase() : fallback);

/** Relative luminance (WCAG) of a #RRGGBB colour. */
function luminance(c: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const v = parseInt(c.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Black or white, whichever reads better on `bg`. */
function ink(bg: string): string {
  return luminance(bg) > 0.4 ? '#111111' : '#FFFFFF';
}

/** A slightly darker shade for the outline. */
function darker(c: string): string {
  const n = [1, 3, 5].map((i) => Math.round(parseInt(c.slice(i, i + 2), 16) * 0.6));
  return `#${n
    .map((v) => v.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase()}`;
}

/** 1–3 letters: the first letters of a multi-word name, else the first three of the word. */
export function initials(shortName: string): string {
  const words = nameWords(shortName);
  if (words.length === 0) return '?';
  if (words.length === 1) return words[0].slice(0, 3);
  return words
    .slice(0, 3)
    .map((w) => w[0])
    .join('');
}

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const SHIELD = 'M32 3 L58 10 V30 C58 46 46 56 32 61 C18 56 6 46 6 30 V10 Z';

/** Patterns drawn in the secondary colour over the primary field. */
const PATTERNS: readonly ((s: string) => string)[] = [
  () => '',
  (s) =>
    `<rect x="20" y="0" width="8" height="64" fill="${s}"/><rect x="36" y="0" width="8" height="64" fill="${s}"/>`,
  (s) => `<rect x="32" y="0" width="32" height="64" fill="${s}"/>`,
  (s) => `<path d="M0 18 L32 38 L64 18 V28 L32 48 L0 28 Z" fill="${s}"/>`,
  (s) => `<path d="M0 6 L10 0 L64 52 L64 64 L54 64 L0 14 Z" fill="${s}"/>`,
  (s) =>
    `<rect x="0" y="14" width="64" height="7" fill="${s}"/><rect x="0" y="44" width="64" height="7" fill="${s}"/>`,
];

/**
 * The crest as SVG markup. `code: false` leaves out the team's code, for the small raster form
 * (display.ts crestSrc), where it would be unreadable and would need fonts on the server.
 */
export function crestSvg(team: CrestInput, opts: { code?: boolean } = {}): string {
  const primary = hex(team.colourPrimary, '#666666');
  const secondary = hex(team.colourSecondary, '#FFFFFF');
  const h = hash32(`crest:${team.key}`);
  const id = `c${h.toString(36)}`;
  // The team's code (unique within its sport), else initials of a team the seed does not know.
  const text = escapeXml(teamCode(String(team.key)) ?? initials(team.shortNameEn));
  const size = text.length >= 4 ? 14 : text.length === 3 ? 17 : text.length === 2 ? 21 : 26;
  const outline = darker(primary === '#FFFFFF' ? secondary : primary);
  const pattern = PATTERNS[h % PATTERNS.length](secondary);
  const shape =
    team.sport === 'basketball' ? '<circle cx="32" cy="32" r="29"/>' : `<path d="${SHIELD}"/>`;
  const outlineShape =
    team.sport === 'basketball'
      ? `<circle cx="32" cy="32" r="29" fill="none" stroke="${outline}" stroke-width="2.5"/>`
      : `<path d="${SHIELD}" fill="none" stroke="${outline}" stroke-width="2.5" stroke-linejoin="round"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img" aria-label="${text}">` +
    `<defs><clipPath id="${id}">${shape}</clipPath></defs>` +
    `<g clip-path="url(#${id})"><rect width="64" height="64" fill="${primary}"/>${pattern}` +
    `<rect x="0" y="23" width="64" height="20" fill="${primary}" opacity="0.92"/></g>` +
    outlineShape +
    (opts.code === false
      ? ''
      : `<text x="32" y="33" text-anchor="middle" dominant-baseline="central" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${size}" fill="${ink(primary)}">${text}</text>`) +
    `</svg>`
  );
}
