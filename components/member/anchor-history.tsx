import 'server-only';
import { getFormatter, getTranslations } from 'next-intl/server';
import { Clock, Eye, Gift, History } from 'lucide-react';
import { Pagination } from '@/components/live/pagination';
import { isoDuration, isoOf } from '@/components/live/format';
import type { AnchorExperiencePage } from '@/lib/live/contract';

/** Broadcasts per page of the history. */
export const HISTORY_LIMIT = 10;

/**
 * The anchor's broadcast history (`User/anchorExperienceList`, docs/product.md §7) under the
 * room's settings of `/member?type=6`: each broadcast's start, end, time on air, peak viewers and
 * the gifts received, newest first, ten a page.
 */
export async function AnchorHistory({ read }: { read: AnchorExperiencePage | null }) {
  const [t, format] = await Promise.all([getTranslations('member.room'), getFormatter()]);
  const pages = read ? Math.max(1, Math.ceil(read.total / read.limit)) : 1;
  const STYLE = { dateStyle: 'medium', timeStyle: 'short' } as const;
  const when = (s: number) => format.dateTime(new Date(s * 1000), STYLE);
  // One date for a broadcast that ends the day it started ("28 Nov 2026, 13:05 – 15:09").
  const span = (from: number, to: number) =>
    format.dateTimeRange(new Date(from * 1000), new Date(to * 1000), STYLE);
  const length = (s: number) => {
    const h = Math.floor(s / 3600);
    const m = Math.floor((s % 3600) / 60);
    return h > 0 ? t('hours', { h, m }) : t('minutes', { m });
  };

  return (
    <section aria-labelledby="anchor-history" data-testid="anchor-history">
      <h3 id="anchor-history" className="text-ink mb-3 flex items-center gap-2 text-base font-bold">
        <History className="text-brand size-5" aria-hidden />
        {t('historyTitle')}
        {read ? (
          <span className="text-ink-soft text-sm font-normal">
            {t('historyTotal', { count: read.total })}
          </span>
        ) : null}
      </h3>
      {!read ? (
        <p
          role="status"
          className="bg-surface text-ink-soft rounded-xl px-4 py-10 text-center text-sm shadow-sm"
        >
          {t('historyUnavailable')}
        </p>
      ) : read.list.length === 0 ? (
        <p className="bg-surface text-ink-soft rounded-xl px-4 py-10 text-center text-sm shadow-sm">
          {t('historyEmpty')}
        </p>
      ) : (
        <>
          <ol className="bg-surface divide-surface-page divide-y rounded-xl shadow-sm">
            {read.list.map((b) => (
              <li
                key={b.id}
                className="desk:flex-row desk:items-center flex flex-col gap-2 px-4 py-3"
              >
                <div className="min-w-0 flex-1">
                  <p className="text-ink flex items-center gap-2 font-semibold">
                    <span className="truncate">{b.title || t('untitled')}</span>
                    {b.ended_at === null ? (
                      <span className="bg-live shrink-0 rounded px-1.5 text-[11px] leading-5 font-semibold text-white">
                        {t('onAir')}
                      </span>
                    ) : null}
                  </p>
                  <p className="text-ink-soft text-xs">
                    {b.ended_at === null ? (
                      <>
                        <span className="sr-only">{t('start')}: </span>
                        <time dateTime={isoOf(b.started_at)}>{when(b.started_at)}</time>
                      </>
                    ) : (
                      <time dateTime={`${isoOf(b.started_at)}/${isoOf(b.ended_at)}`}>
                        {span(b.started_at, b.ended_at)}
                      </time>
                    )}
                  </p>
                </div>
                <dl className="text-ink-soft desk:grid desk:w-[24rem] desk:grid-cols-[7rem_5rem_1fr] desk:gap-3 flex w-full shrink-0 flex-wrap gap-x-5 gap-y-1 text-xs">
                  <div className="flex items-center gap-1.5 whitespace-nowrap">
                    <Clock className="size-4 shrink-0" aria-hidden />
                    <dt className="sr-only">{t('duration')}</dt>
                    <dd>
                      <time dateTime={isoDuration(b.duration_s)}>{length(b.duration_s)}</time>
                    </dd>
                  </div>
                  <div className="flex items-center gap-1.5 whitespace-nowrap">
                    <Eye className="size-4 shrink-0" aria-hidden />
                    <dt className="sr-only">{t('peak')}</dt>
                    <dd className="tabular-nums">{format.number(b.peak_viewers)}</dd>
                  </div>
                  <div className="flex items-center gap-1.5 whitespace-nowrap">
                    <Gift className="size-4 shrink-0" aria-hidden />
                    <dt className="sr-only">{t('gifts')}</dt>
                    <dd className="tabular-nums">
                      {t('giftValue', { count: b.gifts, coins: format.number(b.gift_coins) })}
                    </dd>
                  </div>
                </dl>
              </li>
            ))}
          </ol>
          <Pagination page={read.page} pages={pages} href={(p) => `/member?type=6&page=${p}`} />
        </>
      )}
    </section>
  );
}
