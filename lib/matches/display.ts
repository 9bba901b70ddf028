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
