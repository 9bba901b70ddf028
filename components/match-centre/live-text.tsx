import { useLocale, useTranslations } from 'next-intl';
import clsx from 'clsx';
import type { EventView, MatchItem } from '@/lib/matches/types';
import { EventIcon } from './icons';
import { Empty, Panel } from './panel';
import { commentary } from './view';
import type { KeyOf } from '@/lib/i18n/messages';
import { toLocale } from '@/i18n/locales';

/** The live text: a commentary line per event, newest first (built from the match events). */
export function LiveText({ m, events }: { m: MatchItem; events: readonly EventView[] }) {
  const t = useTranslations('matchCentre');
  const lang = toLocale(useLocale());
  const lines = commentary(m, events, lang, (phase) => t(`phase.${phase}` as KeyOf<typeof t>));
  return (
    <Panel
      id="live-text"
      title={t('live.title')}
      testId="tab-live"
      aside={
        m.status === 'live' ? (
          <span className="text-live inline-flex items-center gap-1.5 text-xs font-bold">
            <span className="bg-live size-1.5 animate-pulse rounded-full" aria-hidden />
            {t('header.live')}
          </span>
        ) : null
      }
    >
      {lines.length === 0 ? (
        <Empty>{t('live.empty')}</Empty>
      ) : (
        <ol className="divide-surface-page divide-y" data-testid="live-text">
          {lines.map((l) => (
            <li
              key={l.id}
              data-kind={l.kind}
              className={clsx(
                'grid grid-cols-[3.25rem_1.25rem_1fr] items-start gap-2 px-4 py-2.5 text-sm',
                l.important && 'bg-brand-soft/60',
              )}
            >
              <span className="text-ink-soft pt-px text-right text-xs font-bold tabular-nums">
                {l.minute}
              </span>
              <EventIcon kind={l.kind} className="mt-0.5" />
              <p className={clsx('text-ink min-w-0', l.important && 'font-semibold')}>
                {t(`live.lines.${l.key}` as KeyOf<typeof t>, l.values)}
              </p>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
