'use client';

import { useId, useMemo, useRef, useState } from 'react';
import dynamic from 'next/dynamic';
import { useTimeZone, useTranslations } from 'next-intl';
import * as Tabs from '@radix-ui/react-tabs';
import clsx from 'clsx';
import { ArrowLeft, ImageUp, X } from 'lucide-react';
import { apiPost } from '@/lib/client/api';
import { toast } from '@/lib/client/toast';
import { uploadFile } from '@/lib/client/upload';
import type { NewsDetail, NewsSaveResult } from '@/lib/publish/contract';
import {
  NEWS_LOCALES,
  NEWS_SAVE_MODES,
  NEWS_TITLE_MAX,
  type NewsLocale,
  type NewsSaveMode,
  type NewsStatus,
} from '@/lib/publish/limits';
import { ARTICLE_SUMMARY_MAX } from '@/lib/content/limits';
import { zoneLabel } from '@/lib/rules/zone';
import { Link, useRouter } from '@/i18n/navigation';
import { inlineError } from '@/components/wallet/api-error';
import { useDateTime } from '@/components/wallet/format';
import {
  FieldError,
  inputClass,
  labelClass,
  primaryButton,
  secondaryButton,
  Spinner,
} from '@/components/wallet/wallet-dialog';
import { NewsStatusBadge } from './news-status';
import { hasErrors, validateNews, type EditorErrors, type EditorText } from './validate';
import { localInputToUtc, utcToLocalInput } from './zone-input';

/** The rich-text editor in a chunk of its own: only editors ever load Tiptap. */
const RichText = dynamic(() => import('./rich-text').then((m) => m.RichText), {
  ssr: false,
  loading: () => <RichTextLoading />,
});

function RichTextLoading() {
  const t = useTranslations('adminPublish.editor');
  return (
    <div className="border-line text-ink-faint flex min-h-60 items-center justify-center rounded-md border text-sm">
      {t('loading')}
    </div>
  );
}

export type Category = { id: number; name: string };

const empty: EditorText = { title: '', summary: '', body: '' };

function textsOf(initial: NewsDetail | null): Record<NewsLocale, EditorText> {
  const out = {} as Record<NewsLocale, EditorText>;
  for (const l of NEWS_LOCALES) {
    const t = initial?.translations[l];
    out[l] = t ? { title: t.title, summary: t.summary, body: t.body_html } : { ...empty };
  }
  return out;
}

function modeOf(status: NewsStatus | undefined): NewsSaveMode {
  return status === 'published' ? 'publish' : status === 'scheduled' ? 'schedule' : 'draft';
}

/**
 * The news editor (issue 27 "Publishing"; /admin/news/edit): one article in zh, en and vi side by
 * side from 1440 px (tabs below), each with its title, summary and rich-text body; the article's
 * category, headline flag and cover; and when it goes public: kept a draft, now, or at a time
 * entered in the editor's own zone (shown) and sent as an instant. Checked here first with the
 * API's rules (./validate.ts); the API checks again.
 */
export function NewsEditor({
  initial,
  categories,
}: {
  initial: NewsDetail | null;
  categories: Category[];
}) {
  const t = useTranslations('adminPublish');
  const te = useTranslations('adminPublish.editor');
  const zone = useTimeZone() ?? 'UTC';
  const when = useDateTime();
  const router = useRouter();
  const ids = useId();

  const [article, setArticle] = useState<{ id: number; status: NewsStatus } | null>(
    initial ? { id: initial.id, status: initial.status } : null,
  );
  const [texts, setTexts] = useState(() => textsOf(initial));
  const [categoryId, setCategoryId] = useState<number | null>(initial?.category_id ?? null);
  const [headline, setHeadline] = useState(initial?.headline ?? false);
  const [cover, setCover] = useState(initial?.cover ?? '');
  const [uploading, setUploading] = useState(false);
  const [mode, setMode] = useState<NewsSaveMode>(modeOf(initial?.status));
  const [publishAt, setPublishAt] = useState(() =>
    initial?.status === 'scheduled' ? utcToLocalInput(initial.published_at, zone) : '',
  );
  const [errors, setErrors] = useState<EditorErrors | null>(null);
  const [busy, setBusy] = useState(false);
  const [tab, setTab] = useState<NewsLocale>('zh');
  const coverInput = useRef<HTMLInputElement>(null);
  const label = useMemo(() => `${zone} (${zoneLabel(zone)})`, [zone]);

  function setText(l: NewsLocale, patch: Partial<EditorText>) {
    setTexts((s) => ({ ...s, [l]: { ...s[l], ...patch } }));
  }

  function check(): EditorErrors {
    return validateNews({
      texts,
      mode,
      categoryId,
      publishAt: mode === 'schedule' ? localInputToUtc(publishAt, zone) : null,
    });
  }

  async function onCover(file: File) {
    if (!/^image\/(png|jpeg)$/.test(file.type) || file.size > 5 * 1024 * 1024) {
      toast.error(te('errors.imageInvalid'));
      return;
    }
    setUploading(true);
    try {
      setCover(await uploadFile('cover', file, te('errors.uploadFailed')));
    } catch (e) {
      toast.error(e instanceof Error ? e.message : te('errors.uploadFailed'));
    } finally {
      setUploading(false);
    }
  }

  async function save() {
    if (busy || uploading) return;
    const found = check();
    setErrors(found);
    if (hasErrors(found)) {
      toast.error(te('errors.fix'));
      const first = NEWS_LOCALES.find(
        (l) => found.fields[`${l}.title`] || found.fields[`${l}.body`],
      );
      if (first) setTab(first);
      return;
    }
    const at = mode === 'schedule' ? localInputToUtc(publishAt, zone) : null;
    setBusy(true);
    try {
      const r = await apiPost<NewsSaveResult>(
        'admin/newsSave',
        {
          ...(article ? { id: article.id } : {}),
          category_id: categoryId,
          cover,
          headline: headline ? 1 : 0,
          mode,
          ...(at !== null ? { publish_at: new Date(at).toISOString() } : {}),
          translations: texts,
        },
        { silent: true },
      );
      const wasPublished = article?.status === 'published';
      setArticle({ id: r.id, status: r.status });
      toast.success(
        mode === 'schedule'
          ? te('saved.schedule', { time: when(r.published_at) })
          : mode === 'publish' && wasPublished
            ? te('saved.update')
            : te(`saved.${mode}`),
      );
      if (!article) router.replace(`/admin/news/edit?id=${r.id}`);
    } catch (e) {
      toast.error(inlineError(e));
    } finally {
      setBusy(false);
    }
  }

  const submitLabel =
    mode === 'publish' && article?.status === 'published'
      ? te('submit.update')
      : te(`submit.${mode}`);
  const fieldError = (key: `${NewsLocale}.${'title' | 'body'}`) => {
    const e = errors?.fields[key];
    if (!e) return null;
    return e.key === 'titleTooLong'
      ? te('errors.titleTooLong', { max: e.max })
      : te(`errors.${e.key}`);
  };

  return (
    <form
      className="flex flex-col gap-4"
      data-testid="news-editor"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <header className="flex flex-wrap items-center gap-3">
        <Link
          href="/admin/news"
          className="text-ink-soft hover:text-brand inline-flex items-center gap-1 text-sm"
        >
          <ArrowLeft aria-hidden className="size-4" />
          {te('back')}
        </Link>
        <h1 className="text-ink text-xl font-semibold">
          {article ? t('title.edit', { id: article.id }) : t('title.new')}
        </h1>
        {article ? (
          <span
            className="text-ink-soft flex items-center gap-1.5 text-sm"
            data-testid="news-status"
          >
            <NewsStatusBadge status={article.status} />
          </span>
        ) : null}
      </header>

      <Tabs.Root value={tab} onValueChange={(v) => setTab(v as NewsLocale)}>
        <Tabs.List
          aria-label={te('languages')}
          className="border-line mb-3 flex gap-1 border-b min-[1440px]:hidden"
        >
          {NEWS_LOCALES.map((l) => (
            <Tabs.Trigger
              key={l}
              value={l}
              data-testid={`news-tab-${l}`}
              className={clsx(
                'data-[state=active]:border-brand data-[state=active]:text-brand text-ink-soft -mb-px border-b-2 border-transparent px-3 py-1.5 text-sm font-medium',
                (errors?.fields[`${l}.title`] || errors?.fields[`${l}.body`]) && 'text-live',
              )}
            >
              {te(`lang.${l}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <div className="grid gap-4 min-[1440px]:grid-cols-3">
          {NEWS_LOCALES.map((l) => {
            const id = `${ids}-${l}`;
            const titleErr = fieldError(`${l}.title`);
            const bodyErr = fieldError(`${l}.body`);
            return (
              <Tabs.Content
                key={l}
                value={l}
                forceMount
                lang={l === 'zh' ? 'zh-CN' : l}
                data-testid={`news-lang-${l}`}
                className="border-line bg-surface flex flex-col gap-3 rounded-lg border p-3 data-[state=inactive]:hidden min-[1440px]:data-[state=inactive]:flex"
              >
                <h2 className="text-ink text-sm font-semibold">{te(`lang.${l}`)}</h2>
                <div>
                  <label htmlFor={`${id}-title`} className={labelClass}>
                    {te('titleLabel')}
                    <span className="text-ink-faint ml-2 text-xs font-normal tabular-nums">
                      {te('count', { n: [...texts[l].title].length, max: NEWS_TITLE_MAX })}
                    </span>
                  </label>
                  <input
                    id={`${id}-title`}
                    data-testid={`news-title-${l}`}
                    value={texts[l].title}
                    onChange={(e) => setText(l, { title: e.target.value })}
                    aria-invalid={titleErr ? true : undefined}
                    aria-describedby={titleErr ? `${id}-title-err` : undefined}
                    className={inputClass}
                  />
                  {titleErr ? <FieldError id={`${id}-title-err`}>{titleErr}</FieldError> : null}
                </div>
                <div>
                  <label htmlFor={`${id}-summary`} className={labelClass}>
                    {te('summaryLabel')}
                  </label>
                  <textarea
                    id={`${id}-summary`}
                    data-testid={`news-summary-${l}`}
                    rows={2}
                    maxLength={ARTICLE_SUMMARY_MAX}
                    value={texts[l].summary}
                    onChange={(e) => setText(l, { summary: e.target.value })}
                    className={inputClass}
                  />
                </div>
                <div>
                  <p id={`${id}-body-label`} className={labelClass}>
                    {te('bodyLabel')}
                  </p>
                  <RichText
                    value={texts[l].body}
                    onChange={(body) => setText(l, { body })}
                    labelId={`${id}-body-label`}
                    invalid={!!bodyErr}
                    describedBy={bodyErr ? `${id}-body-err` : undefined}
                    testId={`news-body-${l}`}
                  />
                  {bodyErr ? <FieldError id={`${id}-body-err`}>{bodyErr}</FieldError> : null}
                </div>
              </Tabs.Content>
            );
          })}
        </div>
      </Tabs.Root>

      <section
        aria-labelledby={`${ids}-settings`}
        className="border-line bg-surface grid gap-4 rounded-lg border p-3 md:grid-cols-3"
      >
        <h2 id={`${ids}-settings`} className="sr-only">
          {te('settings')}
        </h2>
        <div className="flex flex-col gap-3">
          <div>
            <label htmlFor={`${ids}-category`} className={labelClass}>
              {te('category')}
            </label>
            <select
              id={`${ids}-category`}
              data-testid="news-category"
              value={categoryId ?? ''}
              onChange={(e) => setCategoryId(e.target.value ? Number(e.target.value) : null)}
              aria-invalid={errors?.form === 'categoryRequired' ? true : undefined}
              className={inputClass}
            >
              <option value="">{te('chooseCategory')}</option>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
          <label className="text-ink flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={headline}
              data-testid="news-headline"
              onChange={(e) => setHeadline(e.target.checked)}
              className="accent-brand size-4"
            />
            {te('headline')}
          </label>
        </div>

        <div>
          <p className={labelClass}>{te('cover')}</p>
          {cover ? (
            <div className="flex items-start gap-2">
              {/* eslint-disable-next-line @next/next/no-img-element -- an upload of any size */}
              <img
                src={cover}
                alt={te('cover')}
                data-testid="news-cover"
                className="border-line h-24 w-40 rounded-md border object-cover"
              />
              <div className="flex flex-col gap-1.5">
                <button
                  type="button"
                  onClick={() => coverInput.current?.click()}
                  className={secondaryButton}
                >
                  {te('coverReplace')}
                </button>
                <button type="button" onClick={() => setCover('')} className={secondaryButton}>
                  <X aria-hidden className="size-4" />
                  {te('coverRemove')}
                </button>
              </div>
            </div>
          ) : (
            <button
              type="button"
              onClick={() => coverInput.current?.click()}
              disabled={uploading}
              className={secondaryButton}
            >
              {uploading ? <Spinner /> : <ImageUp aria-hidden className="size-4" />}
              {uploading ? te('uploading') : te('coverUpload')}
            </button>
          )}
          <p className="text-ink-faint mt-1 text-xs">{te('coverHint')}</p>
          <input
            ref={coverInput}
            type="file"
            accept="image/png,image/jpeg"
            hidden
            data-testid="news-cover-file"
            onChange={(e) => {
              const f = e.target.files?.[0];
              e.target.value = '';
              if (f) void onCover(f);
            }}
          />
        </div>

        <fieldset className="flex flex-col gap-2">
          <legend className={labelClass}>{te('when')}</legend>
          {NEWS_SAVE_MODES.map((m) => (
            <label key={m} className="text-ink flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${ids}-mode`}
                value={m}
                checked={mode === m}
                data-testid={`news-mode-${m}`}
                onChange={() => setMode(m)}
                className="accent-brand size-4"
              />
              {te(`mode.${m}`)}
            </label>
          ))}
          {mode === 'schedule' ? (
            <div>
              <label htmlFor={`${ids}-at`} className={labelClass}>
                {te('scheduleAt')}
              </label>
              <input
                id={`${ids}-at`}
                type="datetime-local"
                step={1}
                data-testid="news-publish-at"
                value={publishAt}
                onChange={(e) => setPublishAt(e.target.value)}
                aria-invalid={
                  errors?.form === 'scheduleRequired' || errors?.form === 'schedulePast'
                    ? true
                    : undefined
                }
                aria-describedby={`${ids}-zone`}
                className={inputClass}
              />
              <p id={`${ids}-zone`} className="text-ink-faint mt-1 text-xs" data-testid="news-zone">
                {te('zone', { zone: label })}
              </p>
            </div>
          ) : null}
        </fieldset>
      </section>

      {errors?.form ? (
        <p role="alert" className="text-live text-sm" data-testid="news-form-error">
          {te(`errors.${errors.form}`)}
        </p>
      ) : null}
      <div className="flex justify-end">
        <button
          type="submit"
          disabled={busy || uploading}
          data-testid="news-save"
          className={primaryButton}
        >
          {busy ? <Spinner /> : null}
          {busy ? te('saving') : submitLabel}
        </button>
      </div>
    </form>
  );
}
