'use client';

import { useId, useState, type FormEvent } from 'react';
import { useFormatter, useNow, useTimeZone } from 'next-intl';
import { CalendarClock, Trash2 } from 'lucide-react';
import { apiPostResult } from '@/lib/client/api';
import { toast } from '@/lib/client/toast';
import { clockIn, dayIn, DAY_MS, zonedToUtc, zoneLabel } from '@/lib/rules/zone';
import { useSchedules } from './data';
import { useStudioT } from './i18n';
import type { Schedule } from '@/lib/live/contract';
import { charCount, SCHEDULE_AHEAD_DAYS, TITLE_MAX } from '@/lib/live/limits';
import {
  Button,
  ConfirmDialog,
  Counter,
  Empty,
  FieldError,
  INPUT,
  LABEL,
  LoadFailed,
  Loading,
  Section,
} from './ui';

/** A `datetime-local` value ("2026-11-05T20:30") of an instant, in a zone. */
export function localInputValue(ms: number, zone: string): string {
  return `${dayIn(ms, zone)}T${clockIn(ms, zone)}`;
}

/**
 * The unix seconds of a `datetime-local` value read as wall-clock time in `zone` (the page's zone,
 * which the label names), or null for an incomplete value.
 */
export function unixSecondsOf(value: string, zone: string): number | null {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(value);
  if (!m) return null;
  return Math.floor(zonedToUtc(m[1], m[2], zone).getTime() / 1000);
}

/** The anchor's announced broadcasts: the list ahead, announcing one, withdrawing one. */
export function ScheduleTab({ anchorId }: { anchorId: number }) {
  const t = useStudioT();
  const id = useId();
  const format = useFormatter();
  const zone = useTimeZone() ?? 'UTC';
  const schedules = useSchedules(anchorId);
  const [withdraw, setWithdraw] = useState<Schedule | null>(null);
  const [busy, setBusy] = useState(false);

  const remove = async (item: Schedule) => {
    if (busy) return;
    setBusy(true);
    try {
      const { msg } = await apiPostResult<null>('Live/deleteSchedule', { id: item.id });
      await schedules.mutate((list) => list?.filter((s) => s.id !== item.id), {
        revalidate: false,
      });
      setWithdraw(null);
      if (msg) toast.success(msg);
    } catch {
      // The API client has shown the API's message.
    } finally {
      setBusy(false);
    }
  };

  const added = (item: Schedule) =>
    void schedules.mutate(
      (list) => [...(list ?? []), item].sort((a, b) => a.starts_at - b.starts_at),
      { revalidate: false },
    );

  return (
    <>
      <Section id={`${id}-list`} title={t('schedule.heading')} intro={t('schedule.intro')}>
        {schedules.data ? (
          schedules.data.length === 0 ? (
            <Empty>{t('schedule.empty')}</Empty>
          ) : (
            <ul className="space-y-2">
              {schedules.data.map((s) => (
                <li
                  key={s.id}
                  className="bg-surface border-surface-page flex items-center gap-3 rounded-xl border p-3"
                >
                  <CalendarClock className="text-brand size-5 shrink-0" aria-hidden />
                  <div className="min-w-0 flex-1">
                    <p className="text-ink truncate text-sm font-medium">{s.title}</p>
                    <p className="text-ink-soft text-xs">
                      <time dateTime={new Date(s.starts_at * 1000).toISOString()}>
                        {format.dateTime(new Date(s.starts_at * 1000), {
                          weekday: 'short',
                          month: 'short',
                          day: 'numeric',
                          hour: '2-digit',
                          minute: '2-digit',
                        })}{' '}
                        ({zoneLabel(zone, s.starts_at * 1000)})
                      </time>
                      {' · '}
                      {t('schedule.bookings', { count: s.reservations })}
                    </p>
                  </div>
                  <Button
                    variant="ghost"
                    aria-label={t('schedule.deleteLabel', { title: s.title })}
                    onClick={() => setWithdraw(s)}
                  >
                    <Trash2 className="size-4" aria-hidden />
                    <span className="max-desk:sr-only">{t('schedule.delete')}</span>
                  </Button>
                </li>
              ))}
            </ul>
          )
        ) : schedules.error ? (
          <LoadFailed onRetry={() => void schedules.mutate()} />
        ) : (
          <Loading />
        )}
      </Section>

      <Section id={`${id}-add`} title={t('schedule.addHeading')}>
        <AddSchedule zone={zone} onAdded={added} />
      </Section>

      <ConfirmDialog
        open={withdraw !== null}
        onOpenChange={(open) => {
          if (!open) setWithdraw(null);
        }}
        title={t('schedule.confirmTitle')}
        text={t('schedule.confirmText', { title: withdraw?.title ?? '' })}
        confirmLabel={t('schedule.confirm')}
        busy={busy}
        onConfirm={() => withdraw && void remove(withdraw)}
      />
    </>
  );
}

function AddSchedule({ zone, onAdded }: { zone: string; onAdded: (item: Schedule) => void }) {
  const t = useStudioT();
  const id = useId();
  const now = useNow({ updateInterval: 60_000 }).getTime();
  const [title, setTitle] = useState('');
  const [when, setWhen] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);

  const titleLength = charCount(title.trim());
  const titleError =
    titleLength === 0
      ? t('schedule.titleRequired')
      : titleLength > TITLE_MAX
        ? t('tooLong', { max: TITLE_MAX })
        : null;
  const startsAt = unixSecondsOf(when, zone);
  const latest = now + SCHEDULE_AHEAD_DAYS * DAY_MS;
  const whenError =
    startsAt === null
      ? t('schedule.startsAtRequired')
      : startsAt * 1000 <= now || startsAt * 1000 > latest
        ? t('schedule.startsAtRange')
        : null;
  const showTitleError = titleError && (tried || titleLength > TITLE_MAX);
  const showWhenError = whenError && (tried || (startsAt !== null && when !== ''));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (busy || titleError || whenError || startsAt === null) return;
    setBusy(true);
    try {
      const { data, msg } = await apiPostResult<Schedule>('Live/addSchedule', {
        title: title.trim(),
        starts_at: startsAt,
      });
      onAdded(data);
      setTitle('');
      setWhen('');
      setTried(false);
      if (msg) toast.success(msg);
    } catch {
      // The API client has shown the API's message.
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="desk:grid-cols-[1fr_16rem_auto] desk:items-start grid gap-3"
    >
      <div>
        <div className="flex items-baseline justify-between gap-2">
          <label htmlFor={`${id}-title`} className={LABEL}>
            {t('schedule.title')}
          </label>
          <Counter id={`${id}-title-count`} count={titleLength} max={TITLE_MAX} />
        </div>
        <input
          id={`${id}-title`}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          placeholder={t('schedule.titlePlaceholder')}
          aria-invalid={showTitleError ? true : undefined}
          aria-describedby={`${id}-title-count${showTitleError ? ` ${id}-title-error` : ''}`}
          className={INPUT}
        />
        {showTitleError ? <FieldError id={`${id}-title-error`}>{titleError}</FieldError> : null}
      </div>
      <div>
        <label htmlFor={`${id}-when`} className={LABEL}>
          {t('schedule.startsAt', { zone: zoneLabel(zone, startsAt ? startsAt * 1000 : now) })}
        </label>
        <input
          id={`${id}-when`}
          type="datetime-local"
          value={when}
          min={localInputValue(now, zone)}
          max={localInputValue(latest, zone)}
          onChange={(e) => setWhen(e.target.value)}
          aria-invalid={showWhenError ? true : undefined}
          aria-describedby={showWhenError ? `${id}-when-error` : undefined}
          className={INPUT}
        />
        {showWhenError ? <FieldError id={`${id}-when-error`}>{whenError}</FieldError> : null}
      </div>
      <div className="desk:pt-6">
        <Button type="submit" variant="primary" busy={busy} className="desk:w-auto w-full">
          {t('schedule.add')}
        </Button>
      </div>
    </form>
  );
}
