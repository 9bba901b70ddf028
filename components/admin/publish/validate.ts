import {
  NEWS_LOCALES,
  NEWS_TITLE_MAX,
  type NewsLocale,
  type NewsSaveMode,
} from '@/lib/publish/limits';

/**
 * The editor's own checks before saving (issue 27 "Publishing"), the same rules as the API's
 * (lib/publish/contract.ts, lib/publish/news.ts), which checks again: a draft needs one title and
 * every language with text a title; publishing or scheduling needs every language's title and
 * body; a title has at most NEWS_TITLE_MAX characters; a schedule lies ahead.
 */

export type EditorText = { title: string; summary: string; body: string };

export type FieldError =
  { key: 'titleRequired' | 'bodyRequired' | 'titleForBody' } | { key: 'titleTooLong'; max: number };

export type EditorErrors = {
  fields: Partial<Record<`${NewsLocale}.${'title' | 'body'}`, FieldError>>;
  form: 'needOneTitle' | 'categoryRequired' | 'scheduleRequired' | 'schedulePast' | null;
};

/** Whether rich text shows anything: text or a picture (tags and spaces alone do not count). */
export function hasText(html: string): boolean {
  return (
    /<img\s/i.test(html) ||
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|\u00a0/g, ' ')
      .trim() !== ''
  );
}

const chars = (s: string) => [...s.trim()].length;

export function validateNews(input: {
  texts: Record<NewsLocale, EditorText>;
  mode: NewsSaveMode;
  categoryId: number | null;
  /** The scheduled instant (ms), null when not given or not a date. */
  publishAt: number | null;
  now?: number;
}): EditorErrors {
  const fields: EditorErrors['fields'] = {};
  const strict = input.mode !== 'draft';
  let titled = 0;
  for (const l of NEWS_LOCALES) {
    const t = input.texts[l];
    const n = chars(t.title);
    const body = hasText(t.body);
    if (n > NEWS_TITLE_MAX) fields[`${l}.title`] = { key: 'titleTooLong', max: NEWS_TITLE_MAX };
    else if (n === 0 && strict) fields[`${l}.title`] = { key: 'titleRequired' };
    else if (n === 0 && (body || t.summary.trim())) fields[`${l}.title`] = { key: 'titleForBody' };
    if (n > 0) titled++;
    if (strict && !body) fields[`${l}.body`] = { key: 'bodyRequired' };
  }
  let form: EditorErrors['form'] = null;
  if (!input.categoryId) form = 'categoryRequired';
  else if (titled === 0 && !strict) form = 'needOneTitle';
  else if (input.mode === 'schedule') {
    if (input.publishAt === null) form = 'scheduleRequired';
    else if (input.publishAt <= (input.now ?? Date.now())) form = 'schedulePast';
  }
  return { fields, form };
}

export function hasErrors(e: EditorErrors): boolean {
  return e.form !== null || Object.keys(e.fields).length > 0;
}
