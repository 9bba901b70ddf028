import { useLocale, useTranslations } from 'next-intl';
import clsx from 'clsx';
import { Crest } from '@/components/scores/crest';
import { named } from '@/lib/matches/display';
import type { MatchDetail, MatchItem } from '@/lib/matches/types';
import { Empty, Panel } from './panel';
import { statBars, type StatBar } from './view';
import type { KeyOf } from '@/lib/i18n/messages';
import { toLocale } from '@/i18n/locales';

/** One statistic: both values around the label, and two bars growing out from the middle. */
export function StatRow({ bar, label }: { bar: StatBar; label: string }) {
  const tone = (side: 'home' | 'away') =>
    bar.leader === side ? (side === 'home' ? 'bg-brand' : 'bg-sky-600') : 'bg-slate-300';
  return (
    <li className="px-4 py-2.5" data-stat={bar.key}>
      <div className="mb-1.5 grid grid-cols-[1fr_auto_1fr] items-center gap-3 text-sm">
        <span
          className={clsx(
            'tabular-nums',
            bar.leader === 'home' ? 'text-ink font-bold' : 'text-ink-soft font-medium',
          )}
        >
          {bar.home}
        </span>
        <span className="text-ink-soft text-center text-xs font-medium">{label}</span>
        <span
          className={clsx(
            'text-right tabular-nums',
            bar.leader === 'away' ? 'text-ink font-bold' : 'text-ink-soft font-medium',
          )}
        >
          {bar.away}
        </span>
      </div>
      <div className="flex items-center gap-1.5" aria-hidden>
        <div className="flex h-1.5 flex-1 justify-end overflow-hidden rounded-full bg-slate-100">
          <div
            className={clsx('rounded-full', tone('home'))}
            style={{ width: `${bar.homePct}%` }}
          />
        </div>
        <div className="flex h-1.5 flex-1 overflow-hidden rounded-full bg-slate-100">
          <div
            className={clsx('rounded-full', tone('away'))}
            style={{ width: `${bar.awayPct}%` }}
          />
        </div>
      </div>
    </li>
  );
}

/** The statistics tab: paired bars home/away (football team stats, basketball box totals). */
export function Stats({ m, stats }: { m: MatchItem; stats: MatchDetail['stats'] }) {
  const t = useTranslations('matchCentre');
  const lang = toLocale(useLocale());
  const bars = statBars(m.sport, stats, m);
  return (
    <Panel id="stats" title={t('stats.title')} testId="tab-stats">
      {bars.length === 0 ? (
        <Empty>{t('stats.empty')}</Empty>
      ) : (
        <>
          <div className="text-ink flex items-center justify-between px-4 pt-3 text-xs font-semibold">
            <span className="flex items-center gap-1.5">
              <Crest teamId={m.home_team_id} size={20} />
              {named(m, 'home_team_name', lang)}
            </span>
            <span className="flex items-center gap-1.5">
              {named(m, 'away_team_name', lang)}
              <Crest teamId={m.away_team_id} size={20} />
            </span>
          </div>
          <ul className="py-1" data-testid="stats">
            {bars.map((b) => (
              <StatRow key={b.key} bar={b} label={t(`stats.${b.key}` as KeyOf<typeof t>)} />
            ))}
          </ul>
        </>
      )}
    </Panel>
  );
}
