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
