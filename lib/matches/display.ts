/**
 * Picking the page's language out of the API's `_zh`/`_en`/`_vi` fields, and other small display
 * rules shared by every score view. Pure and browser-safe.
 */
import type { Locale } from '@/i18n/locales';

/**
 * `row[`${field}_${lang}`]`, falling back to the Chinese name (always present) when the language's
 * name is empty. Works for any view with the three siblings (MatchItem, StandingRow …).
 */
export function named<P extends string>(
  row: { [K in `${P}_zh` | `${P}_en` | `${P}_vi`]: string },
  field: P,
  lang: Locale,
): string {
  return row[`${field}_${lang}` as `${P}_zh`] || row[`${field}_zh`];
}

/** The crest image path of a team (drawn by app/crest). */
export function crestPath(teamId: number): string {
  return `/crest/${teamId}.svg`;
}

/** The largest size (CSS px) a crest is shown at from its small raster form. */
export const SMALL_CREST_MAX = 32;

/**
 * The crest to show at `size` CSS px. Up to SMALL_CREST_MAX it is a 64 px PNG without the team's
 * code, which would be under 8 px there: every SVG image costs the browser a document of its own
 * (about 25 ms each on a phone-speed CPU), and a score list shows dozens (decision 017).
 */
export function crestSrc(teamId: number, size: number): string {
  return size <= SMALL_CREST_MAX ? `/crest/${teamId}.png` : crestPath(teamId);
}
