'use client';

import { useId, useState, type FormEvent } from 'react';
import { apiPostResult } from '@/lib/client/api';
import { toast } from '@/lib/client/toast';
import { useStudioT } from './i18n';
import type { Placard, RoomItem } from '@/lib/live/contract';
import { charCount, NOTICE_MAX } from '@/lib/live/limits';
import { Button, Counter, FieldError, INPUT, LABEL, Section } from './ui';

/** The room's notice (placard): at most 50 characters (docs/product.md §5), counted as a reader counts. */
export function NoticeTab({ room, onRoom }: { room: RoomItem; onRoom: (room: RoomItem) => void }) {
  const t = useStudioT();
  const id = useId();
  const [text, setText] = useState(room.notice);
  const [busy, setBusy] = useState(false);
  // The API trims the notice; what it keeps is what counts.
  const notice = text.trim();
  const count = charCount(notice);
  const tooLong = count > NOTICE_MAX;
  const unchanged = notice === room.notice;

  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || tooLong || unchanged) return;
    setBusy(true);
    try {
      const { data, msg } = await apiPostResult<Placard>('Live/setPlacard', { notice });
      onRoom({ ...room, notice: data.notice });
      setText(data.notice);
      if (msg) toast.success(msg);
    } catch {
      // The API client has shown the API's message.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section id={`${id}-notice`} title={t('notice.heading')} intro={t('notice.hint')}>
      <form noValidate onSubmit={(e) => void save(e)} className="space-y-3">
        <div>
          <div className="flex items-baseline justify-between gap-2">
            <label htmlFor={`${id}-text`} className={LABEL}>
              {t('notice.label')}
            </label>
            <Counter id={`${id}-count`} count={count} max={NOTICE_MAX} />
          </div>
          <textarea
            id={`${id}-text`}
            value={text}
            onChange={(e) => setText(e.target.value)}
            rows={3}
            placeholder={t('notice.placeholder')}
            aria-invalid={tooLong || undefined}
            aria-describedby={`${id}-count${tooLong ? ` ${id}-error` : ''}`}
            className={`${INPUT} h-auto resize-y py-2 leading-relaxed`}
          />
          {tooLong ? (
            <FieldError id={`${id}-error`}>{t('tooLong', { max: NOTICE_MAX })}</FieldError>
          ) : null}
        </div>
        <div className="flex justify-end">
          <Button type="submit" variant="primary" busy={busy} disabled={tooLong || unchanged}>
            {t('notice.save')}
          </Button>
        </div>
      </form>
    </Section>
  );
}
