'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useSetAtom } from 'jotai';
import clsx from 'clsx';
import { Film, ImagePlus, Loader2, LogIn, PenLine, X } from 'lucide-react';
import { apiPost } from '@/lib/client/api';
import { loginDialogAtom } from '@/lib/client/atoms';
import { toast } from '@/lib/client/toast';
import { uploadFile } from '@/lib/client/upload';
import {
  POST_COVER_MAX_MB,
  POST_MAX_CHARS,
  POST_MAX_IMAGES,
  POST_VIDEO_MAX_MB,
  charCount,
} from '@/lib/community/limits';
import { PostCard } from './post-card';
import type { PostItem } from '@/lib/community/contract';
import { COMMUNITY_API } from './api';

const MB = 1024 * 1024;

type Purpose = 'post_image' | 'cover' | 'video';
type Problem = 'imageInvalid' | 'coverInvalid' | 'videoFormatInvalid' | 'videoTooLarge';

/**
 * The composer's own checks before uploading (docs/product.md §5): the server checks the bytes again.
 * Some systems report no MIME type; the extension decides then.
 */
export function checkFile(purpose: Purpose, file: File): Problem | null {
  const type = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  if (purpose === 'video') {
    const ok = type
      ? ['video/mp4', 'video/quicktime', 'video/webm', 'video/x-matroska'].includes(type)
      : /\.(mp4|m4v|mov|webm|mkv)$/.test(name);
    if (!ok) return 'videoFormatInvalid';
    return file.size >= POST_VIDEO_MAX_MB * MB ? 'videoTooLarge' : null;
  }
  const types =
    purpose === 'cover' ? ['image/png', 'image/jpeg'] : ['image/png', 'image/jpeg', 'image/webp'];
  const ext = purpose === 'cover' ? /\.(png|jpe?g)$/ : /\.(png|jpe?g|webp)$/;
  const ok = type ? types.includes(type) : ext.test(name);
  const bad = purpose === 'cover' ? 'coverInvalid' : 'imageInvalid';
  return !ok || file.size > POST_COVER_MAX_MB * MB ? bad : null;
}

/** How many of `adding` files fit beside `have` (docs/product.md §5: at most 4 images). */
export function imagesThatFit(have: number, adding: number): number {
  return Math.max(0, Math.min(adding, POST_MAX_IMAGES - have));
}

type Slot = { key: string; preview: string; url: string | null };
type VideoSlot = { name: string; url: string | null };

/**
 * The post composer of /circle (docs/product.md §5): a circle, the text with its counter, and either up
 * to 4 images or a video with its cover, uploaded as they are picked. A 5th image is refused here
 * with the server's own message; an incomplete form gets 请完善信息后提交. A new post appears at
 * the top of the feed. Visitors see a login prompt instead.
 */
export function Composer({
  circles,
  circleId,
  loggedIn,
}: {
  circles: { id: number; name: string }[];
  /** The circle being viewed, preselected. */
  circleId: number | null;
  loggedIn: boolean;
}) {
  const t = useTranslations('community');
  const openLogin = useSetAtom(loginDialogAtom);
  const ids = { circle: useId(), text: useId(), images: useId(), video: useId(), cover: useId() };
  const [circle, setCircle] = useState<string>(circleId ? String(circleId) : '');
  const [text, setText] = useState('');
  const [images, setImages] = useState<Slot[]>([]);
  const [video, setVideo] = useState<VideoSlot | null>(null);
  const [cover, setCover] = useState<Slot | null>(null);
  const [mode, setMode] = useState<'images' | 'video'>('images');
  const [busy, setBusy] = useState(false);
  const [posted, setPosted] = useState<PostItem[]>([]);
  const previews = useRef(new Set<string>());

  // Object URLs of previews are freed with the composer.
  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((u) => URL.revokeObjectURL(u));
  }, []);

  if (!loggedIn) {
    return (
      <section
        data-testid="composer-login"
        className="bg-surface flex flex-wrap items-center gap-4 rounded-xl p-4 shadow-sm sm:p-5"
      >
        <div className="bg-brand-soft text-brand grid size-11 place-items-center rounded-full">
          <PenLine className="size-5" aria-hidden />
        </div>
        <div className="min-w-0 flex-1">
          <h2 className="text-ink text-base font-semibold">{t('composer.loginTitle')}</h2>
          <p className="text-ink-soft text-sm">{t('composer.loginText')}</p>
        </div>
        <button
          type="button"
          onClick={() => openLogin({ open: true, mode: 'code' })}
          className="bg-brand hover:bg-brand-dark inline-flex h-10 items-center gap-2 rounded-lg px-5 text-sm font-semibold text-white"
        >
          <LogIn className="size-4" aria-hidden />
          {t('composer.login')}
        </button>
      </section>
    );
  }

  const preview = (file: File) => {
    const u = URL.createObjectURL(file);
    previews.current.add(u);
    return u;
  };
  const failed = t('errors.uploadFailed');
  const refuse = (p: Problem) =>
    toast.error(
      t(`errors.${p}`, { max: p === 'videoTooLarge' ? POST_VIDEO_MAX_MB : POST_COVER_MAX_MB }),
    );

  const addImages = (files: File[]) => {
    const fit = imagesThatFit(images.length, files.length);
    if (fit < files.length) toast.error(t('errors.tooManyImages', { max: POST_MAX_IMAGES }));
    for (const file of files.slice(0, fit)) {
      const problem = checkFile('post_image', file);
      if (problem) {
        refuse(problem);
        continue;
      }
      const key = `${Date.now()}-${Math.random()}`;
      setImages((xs) => [...xs, { key, preview: preview(file), url: null }]);
      uploadFile('post_image', file, failed)
        .then((url) => setImages((xs) => xs.map((x) => (x.key === key ? { ...x, url } : x))))
        .catch((e: Error) => {
          toast.error(e.message);
          setImages((xs) => xs.filter((x) => x.key !== key));
        });
    }
  };

  const addVideo = (file: File) => {
    const problem = checkFile('video', file);
    if (problem) return refuse(problem);
    const slot = { name: file.name, url: null };
    setVideo(slot);
    uploadFile('video', file, failed)
      .then((url) => setVideo((v) => (v === slot || v?.name === file.name ? { ...slot, url } : v)))
      .catch((e: Error) => {
        toast.error(e.message);
        setVideo(null);
      });
  };

  const addCover = (file: File) => {
    const problem = checkFile('cover', file);
    if (problem) return refuse(problem);
    const key = `${Date.now()}`;
    setCover({ key, preview: preview(file), url: null });
    uploadFile('cover', file, failed)
      .then((url) => setCover((c) => (c?.key === key ? { ...c, url } : c)))
      .catch((e: Error) => {
        toast.error(e.message);
        setCover(null);
      });
  };

  const n = charCount(text.trim());
  const uploading =
    images.some((x) => !x.url) || (video !== null && !video.url) || (cover !== null && !cover.url);

  const submit = async () => {
    if (busy || uploading) return;
    // docs/product.md §8: an incomplete form is a warning, 请完善信息后提交.
    if (!circle || n === 0) {
      toast.warning(t('composer.incomplete'));
      return;
    }
    if (n > POST_MAX_CHARS) {
      toast.error(t('errors.contentTooLong', { max: POST_MAX_CHARS }));
      return;
    }
    if (video && !cover) {
      toast.warning(t('errors.coverRequired'));
      return;
    }
    setBusy(true);
    try {
      const post = await apiPost<PostItem>(COMMUNITY_API.insert, {
        circle_id: Number(circle),
        content: text.trim(),
        images: images.map((x) => x.url),
        ...(video?.url && cover?.url ? { video: video.url, video_cover: cover.url } : {}),
      });
      toast.success(t('composer.posted'));
      setPosted((xs) => [post, ...xs]);
      setText('');
      setImages([]);
      setVideo(null);
      setCover(null);
    } catch {
      // the client showed why
    } finally {
      setBusy(false);
    }
  };

  const hasMedia = images.length > 0 || video !== null || cover !== null;

  return (
    <>
      <form
        data-testid="composer"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        className="bg-surface rounded-xl p-4 shadow-sm sm:p-5"
        aria-labelledby={`${ids.text}-title`}
      >
        <h2
          id={`${ids.text}-title`}
          className="text-ink mb-3 flex items-center gap-2 text-base font-semibold"
        >
          <PenLine className="text-brand size-5" aria-hidden />
          {t('composer.title')}
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={ids.circle} className="text-ink-soft text-sm">
            {t('composer.circle')}
          </label>
          <select
            id={ids.circle}
            value={circle}
            onChange={(e) => setCircle(e.target.value)}
            data-testid="composer-circle"
            className="border-ink-faint/30 focus:border-brand text-ink h-9 rounded-lg border bg-white px-2 text-sm outline-none"
          >
            <option value="">{t('composer.circlePlaceholder')}</option>
            {circles.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <label htmlFor={ids.text} className="sr-only">
          {t('composer.content')}
        </label>
        <textarea
          id={ids.text}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('composer.placeholder')}
          rows={4}
          data-testid="composer-text"
          className="border-ink-faint/30 focus:border-brand focus:ring-brand/20 text-ink mt-3 w-full resize-y rounded-lg border bg-white px-3 py-2 text-[15px] outline-none focus:ring-2"
        />
        <p
          className={clsx(
            'text-right text-xs tabular-nums',
            n > POST_MAX_CHARS ? 'text-live' : 'text-ink-faint',
          )}
          aria-live="polite"
        >
          {t('composer.counter', { count: n, max: POST_MAX_CHARS })}
        </p>

        <div role="group" aria-label={t('composer.media')} className="mt-2 flex flex-wrap gap-2">
          {(['images', 'video'] as const).map((m) => (
            <button
              key={m}
              type="button"
              aria-pressed={mode === m}
              disabled={hasMedia && mode !== m}
              onClick={() => setMode(m)}
              className={clsx(
                'inline-flex h-8 items-center gap-1.5 rounded-full px-3 text-sm transition disabled:opacity-40',
                mode === m ? 'bg-ink text-white' : 'bg-surface-page text-ink-soft hover:text-ink',
              )}
            >
              {m === 'images' ? (
                <ImagePlus className="size-4" aria-hidden />
              ) : (
                <Film className="size-4" aria-hidden />
              )}
              {m === 'images' ? t('composer.addImages') : t('composer.addVideo')}
            </button>
          ))}
        </div>

        {mode === 'images' ? (
          <div className="mt-3">
            <ul className="flex flex-wrap gap-2" data-testid="composer-images">
              {images.map((x, i) => (
                <li
                  key={x.key}
                  className="bg-surface-page relative size-20 overflow-hidden rounded-lg"
                >
                  {/* eslint-disable-next-line @next/next/no-img-element -- a local preview (blob:) */}
                  <img src={x.preview} alt="" className="size-full object-cover" />
                  {!x.url ? (
                    <span className="absolute inset-0 grid place-items-center bg-black/40 text-white">
                      <Loader2
                        className="size-5 animate-spin"
                        aria-label={t('composer.uploading')}
                      />
                    </span>
                  ) : null}
                  <button
                    type="button"
                    onClick={() => setImages((xs) => xs.filter((y) => y.key !== x.key))}
                    aria-label={t('composer.removeImage', { n: i + 1 })}
                    className="absolute top-1 right-1 grid size-5 place-items-center rounded-full bg-black/60 text-white"
                  >
                    <X className="size-3" aria-hidden />
                  </button>
                </li>
              ))}
              <li>
                <label
                  htmlFor={ids.images}
                  aria-disabled={images.length >= POST_MAX_IMAGES}
                  className="border-ink-faint/40 text-ink-faint hover:border-brand hover:text-brand grid size-20 cursor-pointer place-items-center rounded-lg border border-dashed"
                  onClick={(e) => {
                    if (images.length >= POST_MAX_IMAGES) {
                      e.preventDefault();
                      toast.error(t('errors.tooManyImages', { max: POST_MAX_IMAGES }));
                    }
                  }}
                >
                  <ImagePlus className="size-6" aria-hidden />
                  <span className="sr-only">{t('composer.addImages')}</span>
                </label>
                <input
                  id={ids.images}
                  type="file"
                  accept="image/png,image/jpeg,image/webp"
                  multiple
                  className="sr-only"
                  data-testid="composer-image-input"
                  onChange={(e) => {
                    const files = [...(e.target.files ?? [])];
                    e.target.value = '';
                    addImages(files);
                  }}
                />
              </li>
            </ul>
            <p className="text-ink-faint mt-1 text-xs">
              {t('composer.imagesHint', { max: POST_MAX_IMAGES })}
            </p>
          </div>
        ) : (
          <div className="mt-3 flex flex-wrap items-start gap-3">
            <div>
              {video ? (
                <p className="bg-surface-page text-ink flex h-20 max-w-56 items-center gap-2 rounded-lg px-3 text-sm">
                  {video.url ? (
                    <Film className="size-5 shrink-0" aria-hidden />
                  ) : (
                    <Loader2
                      className="size-5 shrink-0 animate-spin"
                      aria-label={t('composer.uploading')}
                    />
                  )}
                  <span className="truncate">{video.name}</span>
                  <button
                    type="button"
                    onClick={() => setVideo(null)}
                    aria-label={t('composer.removeVideo')}
                  >
                    <X className="size-4" aria-hidden />
                  </button>
                </p>
              ) : (
                <>
                  <label
                    htmlFor={ids.video}
                    className="border-ink-faint/40 text-ink-faint hover:border-brand hover:text-brand flex h-20 w-36 cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border border-dashed text-xs"
                  >
                    <Film className="size-6" aria-hidden />
                    {t('composer.addVideo')}
                  </label>
                  <input
                    id={ids.video}
                    type="file"
                    accept="video/mp4,video/quicktime,video/webm,.mp4,.mov,.webm,.mkv"
                    className="sr-only"
                    data-testid="composer-video-input"
                    onChange={(e) => {
                      const f = e.target.files?.[0];
                      e.target.value = '';
                      if (f) addVideo(f);
                    }}
                  />
                </>
              )}
            </div>
            <div>
              {cover ? (
                <div className="bg-surface-page relative h-20 w-36 overflow-hidden rounded-lg">
                  {/* eslint-disable-next-line @next/next/no-img-element -- a local preview (blob:) */}
                  <img
                    src={cover.preview}
                    alt={t('composer.cover')}
                    className="size-full object-cover"
                  />
                  {!cover.url ? (
                    <span className="absolute inset-0 grid place-items-center bg-black/40 text-white">
                      <Loader2
                        className="size-5 animate-spin"
                        aria-label={t('composer.uploading')}
                      />
                    </span>
                  ) : null}
                  <button
                    type="button"
                    onClick={() => setCover(null)}
                    aria-label={t('composer.removeCover')}
                    className="absolute top-1 right-1 grid size-5 place-items-center rounded-full bg-black/60 text-white"
                  >
                    <X className="size-3" aria-hidden />
                  </button>
                </div>
              ) : (
                <>
                  <label
                    htmlFor={ids.cover}
                    className="border-ink-faint/40 text-ink-faint hover:border-brand hover:text-brand flex h-20 w-36 cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border border-dashed text-xs"
                  >
                    <ImagePlus className="size-6" aria-hidden />
                    {t('composer.chooseCover')}
                  </label>
                  <input
                    id={ids.cover}
                    type="file"
                    accept="image/png,image/jpeg"
                    className="sr-only"
                    data-testid="composer-cover-input"
                    onChange={(e) => {
                      const f = e.target.files?.[0];
                      e.target.value = '';
                      if (f) addCover(f);
                    }}
                  />
                </>
              )}
            </div>
            <p className="text-ink-faint w-full text-xs">
              {t('composer.videoHint', { max: POST_VIDEO_MAX_MB })}
            </p>
          </div>
        )}

        <div className="mt-4 flex justify-end">
          <button
            type="submit"
            disabled={busy || uploading}
            data-testid="composer-submit"
            className="bg-brand hover:bg-brand-dark inline-flex h-10 items-center gap-2 rounded-lg px-6 text-sm font-semibold text-white disabled:cursor-not-allowed disabled:opacity-60"
          >
            {busy ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
            {busy
              ? t('composer.posting')
              : uploading
                ? t('composer.uploading')
                : t('composer.submit')}
          </button>
        </div>
      </form>
      {posted.length > 0 ? (
        <ul className="mt-4 space-y-4" data-testid="posted-list">
          {posted.map((p) => (
            <li key={p.id}>
              <PostCard post={p} loggedIn />
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
