'use client';

import { useId, useState, type FormEvent } from 'react';
import { useFormatter } from 'next-intl';
import clsx from 'clsx';
import { ExternalLink, Play, Square } from 'lucide-react';
import { Link } from '@/i18n/navigation';
import { apiPostResult } from '@/lib/client/api';
import { toast } from '@/lib/client/toast';
import { useCategories } from './data';
import { useStudioT } from './i18n';
import { MatchSelect } from './match-select';
import type { RoomItem } from '@/lib/live/contract';
import {
  charCount,
  ROOM_LANGUAGES,
  ROOM_SPORTS,
  TITLE_MAX,
  type RoomLanguage,
  type RoomSport,
} from '@/lib/live/limits';
import { Button, ConfirmDialog, Counter, FieldError, INPUT, LABEL, Section } from './ui';

type Form = {
  title: string;
  sport: RoomSport;
  categoryId: number | null;
  matchId: number | null;
  language: RoomLanguage;
};

function formOf(room: RoomItem): Form {
  return {
    title: room.title,
    sport: room.sport,
    categoryId: room.category_id,
    matchId: room.match_id,
    language: (ROOM_LANGUAGES as readonly string[]).includes(room.language)
      ? (room.language as RoomLanguage)
      : 'zh',
  };
}

/** The settings as Live/mobileStartRoom and live/updateLive take them. */
function settingsBody(f: Form): Record<string, unknown> {
  const body: Record<string, unknown> = {
    title: f.title.trim(),
    sport: f.sport,
    language: f.language,
  };
  if (f.sport === 'other') {
    if (f.categoryId) body.category_id = f.categoryId;
  } else if (f.matchId) {
    body.match_id = f.matchId;
  }
  return body;
}

function changed(f: Form, room: RoomItem): boolean {
  const r = formOf(room);
  return (
    f.title.trim() !== r.title ||
    f.sport !== r.sport ||
    f.language !== r.language ||
    (f.sport === 'other' ? f.categoryId !== r.categoryId : f.matchId !== r.matchId)
  );
}

/** On air or not, go live or end, and the room's title, sport, category, match and language. */
export function BroadcastTab({
  room,
  onRoom,
}: {
  room: RoomItem;
  onRoom: (room: RoomItem) => void;
}) {
  const t = useStudioT();
  const format = useFormatter();
  const id = useId();
  const [form, setForm] = useState<Form>(() => formOf(room));
  const [busy, setBusy] = useState<'start' | 'end' | 'save' | null>(null);
  const [confirmEnd, setConfirmEnd] = useState(false);
  const [touched, setTouched] = useState(false);
  const categories = useCategories(form.sport === 'other');

  const live = room.state === 'live';
  const titleLength = charCount(form.title.trim());
  const titleError =
    titleLength === 0
      ? t('broadcast.titleRequired')
      : titleLength > TITLE_MAX
        ? t('tooLong', { max: TITLE_MAX })
        : null;
  const showTitleError = titleError && (touched || titleLength > TITLE_MAX);
  const dirty = changed(form, room);

  const set = <K extends keyof Form>(key: K, value: Form[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  const changeSport = (sport: RoomSport) =>
    setForm((f) => ({
      ...f,
      sport,
      // A match belongs to one sport; going back to the room's own keeps its choice.
      matchId: sport === room.sport ? room.match_id : null,
      categoryId: sport === room.sport ? room.category_id : null,
    }));

  const run = async (kind: 'start' | 'end' | 'save') => {
    if (busy) return;
    setBusy(kind);
    try {
      const { data, msg } =
        kind === 'end'
          ? await apiPostResult<RoomItem>('Live/endRoom')
          : await apiPostResult<RoomItem>(
              kind === 'start' ? 'Live/mobileStartRoom' : 'live/updateLive',
              settingsBody(form),
            );
      onRoom(data);
      if (msg) toast.success(msg);
      if (kind === 'end') setConfirmEnd(false);
    } catch {
      // The API client has shown the API's message.
    } finally {
      setBusy(null);
    }
  };

  const submit = (kind: 'start' | 'save') => (e?: FormEvent) => {
    e?.preventDefault();
    setTouched(true);
    if (titleError) return;
    void run(kind);
  };

  return (
    <>
      <Section id={`${id}-state`} title={t('broadcast.status')}>
        <div
          className={clsx(
            'flex flex-wrap items-center gap-4 rounded-xl border p-4',
            live ? 'border-live/30 bg-live-soft' : 'border-surface-page bg-surface',
          )}
        >
          <div className="min-w-0 flex-1">
            <p
              className={clsx(
                'flex items-center gap-2 text-base font-semibold',
                live ? 'text-live' : 'text-ink',
              )}
            >
              <span
                aria-hidden
                className={clsx(
                  'size-2.5 rounded-full',
                  live ? 'bg-live animate-pulse' : 'bg-ink-faint',
                )}
              />
              {t(live ? 'broadcast.live' : 'broadcast.offline')}
            </p>
            <p className="text-ink-soft mt-1 text-sm">
              {live && room.live_since
                ? `${t('broadcast.since', {
                    time: format.dateTime(new Date(room.live_since * 1000), {
                      month: 'short',
                      day: 'numeric',
                      hour: '2-digit',
                      minute: '2-digit',
                    }),
                  })} · ${t('broadcast.viewers', { count: room.viewers })}`
                : t('broadcast.offlineHint')}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            {live ? (
              <Button variant="danger" busy={busy === 'end'} onClick={() => setConfirmEnd(true)}>
                <Square className="size-4" aria-hidden />
                {t('broadcast.end')}
              </Button>
            ) : (
              <Button
                variant="primary"
                busy={busy === 'start'}
                disabled={busy !== null}
                onClick={() => submit('start')()}
              >
                <Play className="size-4" aria-hidden />
                {t('broadcast.start')}
              </Button>
            )}
          </div>
        </div>
        <p className="text-ink-soft mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span>{t('broadcast.roomId', { id: room.id })}</span>
          <Link
            href={`/live?id=${room.id}`}
            target="_blank"
            rel="noopener"
            className="text-brand inline-flex items-center gap-1 font-medium underline-offset-4 hover:underline"
          >
            {t('broadcast.openRoom')}
            <ExternalLink className="size-3.5" aria-hidden />
            <span className="sr-only">{t('broadcast.newTab')}</span>
          </Link>
        </p>
      </Section>

      <Section id={`${id}-settings`} title={t('broadcast.settings')}>
        <form noValidate onSubmit={submit('save')} className="space-y-4">
          <div>
            <div className="flex items-baseline justify-between gap-2">
              <label htmlFor={`${id}-title`} className={LABEL}>
                {t('broadcast.title')}
              </label>
              <Counter id={`${id}-title-count`} count={titleLength} max={TITLE_MAX} />
            </div>
            <input
              id={`${id}-title`}
              value={form.title}
              onChange={(e) => set('title', e.target.value)}
              onBlur={() => setTouched(true)}
              placeholder={t('broadcast.titlePlaceholder')}
              aria-invalid={showTitleError ? true : undefined}
              aria-describedby={`${id}-title-count${showTitleError ? ` ${id}-title-error` : ''}`}
              className={INPUT}
            />
            {showTitleError ? <FieldError id={`${id}-title-error`}>{titleError}</FieldError> : null}
          </div>

          <fieldset>
            <legend className={LABEL}>{t('broadcast.sport')}</legend>
            <div className="flex flex-wrap gap-2">
              {ROOM_SPORTS.map((s) => (
                <label
                  key={s}
                  className="border-ink-faint/40 text-ink-soft has-[:checked]:border-brand has-[:checked]:bg-brand-soft has-[:checked]:text-brand has-[:focus-visible]:ring-brand/30 flex h-10 cursor-pointer items-center rounded-full border bg-white px-4 text-sm font-medium has-[:focus-visible]:ring-4"
                >
                  <input
                    type="radio"
                    name={`${id}-sport`}
                    value={s}
                    checked={form.sport === s}
                    onChange={() => changeSport(s)}
                    className="sr-only"
                  />
                  {t(`broadcast.sports.${s}`)}
                </label>
              ))}
            </div>
          </fieldset>

          {form.sport === 'other' ? (
            <div>
              <label htmlFor={`${id}-category`} className={LABEL}>
                {t('broadcast.category')}
              </label>
              <select
                id={`${id}-category`}
                value={form.categoryId ?? ''}
                onChange={(e) => set('categoryId', e.target.value ? Number(e.target.value) : null)}
                aria-busy={categories.isLoading || undefined}
                className={INPUT}
              >
                <option value="">{t('broadcast.noCategory')}</option>
                {(categories.data ?? []).map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </select>
            </div>
          ) : (
            <MatchSelect
              sport={form.sport}
              value={form.matchId}
              onChange={(m) => set('matchId', m)}
              current={room.sport === form.sport ? room.match : null}
            />
          )}

          <div>
            <label htmlFor={`${id}-language`} className={LABEL}>
              {t('broadcast.language')}
            </label>
            <select
              id={`${id}-language`}
              value={form.language}
              onChange={(e) => set('language', e.target.value as RoomLanguage)}
              className={INPUT}
            >
              {ROOM_LANGUAGES.map((l) => (
                <option key={l} value={l}>
                  {t(`broadcast.languages.${l}`)}
                </option>
              ))}
            </select>
          </div>

          <div className="flex justify-end">
            <Button type="submit" busy={busy === 'save'} disabled={!dirty || busy !== null}>
              {t('broadcast.save')}
            </Button>
          </div>
        </form>
      </Section>

      <ConfirmDialog
        open={confirmEnd}
        onOpenChange={setConfirmEnd}
        title={t('broadcast.confirmTitle')}
        text={t('broadcast.confirmText')}
        confirmLabel={t('broadcast.confirm')}
        busy={busy === 'end'}
        onConfirm={() => void run('end')}
      />
    </>
  );
}
