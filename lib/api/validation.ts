import type { z } from 'zod';
import type { Locale } from '@/i18n/locales';
import { hasMessage, translate } from '@/lib/i18n/messages';

/** Turns the first zod issue into one clear sentence in the request's language. */
export function issueMessage(lang: Locale, error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return translate(lang, 'api.problems.invalid');
  // A schema may name a whole message: `.refine(fn, 'api.errors.mobileInvalid')`.
  if (issue.message.startsWith('api.') && hasMessage(lang, issue.message)) {
    return translate(lang, issue.message);
  }
  const name = String(issue.path[0] ?? '');
  const field = hasMessage(lang, `api.fields.${name}`)
    ? translate(lang, `api.fields.${name}`)
    : name;
  const problem = problemOf(lang, issue);
  return field ? translate(lang, 'api.errors.invalidField', { field, problem }) : problem;
}

function problemOf(lang: Locale, issue: z.core.$ZodIssue): string {
  const p = (key: string, values?: Record<string, string | number>) =>
    translate(lang, `api.problems.${key}`, values);
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null || issue.input === ''
        ? p('required')
        : p('invalidType');
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? p('required')
          : p('tooShort', { min: Number(issue.minimum) });
      }
      return p('tooSmall', { min: Number(issue.minimum) });
    case 'too_big':
      return issue.origin === 'string'
        ? p('tooLong', { max: Number(issue.maximum) })
        : p('tooBig', { max: Number(issue.maximum) });
    case 'invalid_value':
    case 'invalid_union':
      return p('invalidValue');
    case 'invalid_format':
    case 'not_multiple_of':
    case 'unrecognized_keys':
    case 'invalid_key':
    case 'invalid_element':
    case 'custom':
      return p('invalid');
  }
}

/**
 * Control characters no text field takes: C0 except tab, line feed and carriage return, and DEL.
 * PostgreSQL refuses NUL in text (it made `Search/index?name=%00` a 500), and the others are never
 * typed by a person.
 */
const CONTROL_RE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Whether `s` holds a control character or a lone surrogate half (not well-formed UTF-16). */
export function hasControlChars(s: string): boolean {
  return CONTROL_RE.test(s) || !s.isWellFormed();
}

/**
 * The first input field (top-level name) with a string anywhere inside it, or a key, that
 * `hasControlChars`; null when there is none. Checked before any endpoint's schema, so every text
 * field of every endpoint refuses them the same way (`invalidField`), never reaching the database.
 */
export function controlCharField(input: Record<string, unknown>): string | null {
  const bad = (v: unknown, depth: number): boolean => {
    if (typeof v === 'string') return hasControlChars(v);
    if (depth > 20 || typeof v !== 'object' || v === null) return false;
    if (Array.isArray(v)) return v.some((x) => bad(x, depth + 1));
    // A form file (Blob) has no string entries to look at.
    return Object.entries(v).some(([k, x]) => hasControlChars(k) || bad(x, depth + 1));
  };
  for (const [k, v] of Object.entries(input)) if (hasControlChars(k) || bad(v, 0)) return k;
  return null;
}

/** The `invalidField` sentence for a field refused by controlCharField. */
export function controlCharMessage(lang: Locale, name: string): string {
  const field = hasMessage(lang, `api.fields.${name}`)
    ? translate(lang, `api.fields.${name}`)
    : name;
  return translate(lang, 'api.errors.invalidField', {
    field: hasControlChars(field) ? '?' : field,
    problem: translate(lang, 'api.problems.controlChars'),
  });
}
