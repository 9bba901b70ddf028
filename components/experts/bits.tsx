import { useFormatter, useTranslations } from 'next-intl';
import clsx from 'clsx';
import type { PlanMatch, PlanView } from '@/lib/experts/contract';
import { Crest } from '@/components/scores/crest';
import { planState, sideLine, STATE_TONE } from './view';

/**
 * The small pieces every expert page shows (docs/product.md "Experts"): percentages, the state
 * badge, the pick in words, the price and a match's line. No 'use client': they render on the
 * server, and in the browser inside the plan's client island after a purchase.
 */

/** A hit rate (0–1) as `58.3%`. */
export function HitRate({ value, className }: { value: number; className?: string }) {
  const format = useFormatter();
  return (
    <span className={clsx('tabular-nums', className)}>
      {format.number(value, { style: 'percent', maximumFractionDigits: 1 })}
    </span>
  );
}

/** A return on investment as `+12.3%`, green above zero and red below. */
export function Roi({ value, className }: { value: number; className?: string }) {
  const format = useFormatter();
  return (
    <span
      className={clsx(
        'tabular-nums',
        value > 0 ? 'text-win' : value < 0 ? 'text-live' : 'text-ink-soft',
        className,
      )}
    >
      {format.number(value, {
        style: 'percent',
        maximumFractionDigits: 1,
        signDisplay: 'exceptZero',
      })}
    </span>
  );
}

/** Before kick-off, locked, withdrawn, or the result once graded. */
export function StateBadge({
  plan,
  className,
}: {
  plan: Pick<PlanView, 'withdrawn' | 'locked' | 'result'>;
  className?: string;
}) {
  const t = useTranslations('experts');
  const state = planState(plan);
  const label =
    state === 'open' || state === 'locked' || state === 'withdrawn'
      ? t(`pages.status.${state}`)
      : t(`result.${state}`);
  return (
    <span
      data-testid="plan-state"
      data-state={state}
      className={clsx(
        'inline-flex h-5 shrink-0 items-center rounded px-1.5 text-[11px] leading-none font-semibold whitespace-nowrap',
        STATE_TONE[state],
        className,
      )}
    >
      {label}
    </span>
  );
}

/** The pick in words: "阿森纳胜", "Chelsea +0.5", "Over 2.5"; null while hidden. */
export function usePickText() {
  const t = useTranslations('experts.pick');
  return (
    p: Pick<PlanView, 'market' | 'pick' | 'line'> & { match: Pick<PlanMatch, 'home' | 'away'> },
  ) => {
    if (p.pick === null) return null;
    const team = p.pick === 'home' ? p.match.home : p.match.away;
    const line = sideLine(p.market, p.pick, p.line) ?? '';
    switch (p.market) {
      case 'eu':
      case 'moneyline':
        return p.pick === 'draw' ? t('draw') : t('teamWins', { team });
      case 'asia':
        return t('handicap', { team, line });
      case 'total':
        return p.pick === 'over' ? t('overLine', { line }) : t('underLine', { line });
    }
  };
}

/** "18 球币", or "免费" for a free plan. */
export function Price({ price, className }: { price: number; className?: string }) {
  const t = useTranslations('experts.pages');
  return (
    <span
      data-testid="plan-price"
      className={clsx(
        'font-semibold whitespace-nowrap tabular-nums',
        price > 0 ? 'text-brand' : 'text-win',
        className,
      )}
    >
      {price > 0 ? t('price', { price }) : t('free')}
    </span>
  );
}

/** A kick-off in the viewer's zone, as a `<time>`: `05-01 20:00`. */
export function Kickoff({ iso, className }: { iso: string; className?: string }) {
  const format = useFormatter();
  return (
    <time dateTime={iso} className={clsx('tabular-nums', className)}>
      {format.dateTime(new Date(iso), {
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      })}
    </time>
  );
}

/** A moment with the date, in the viewer's zone: `2030/05/01 19:42:07`. */
export function Moment({ iso, seconds = false }: { iso: string; seconds?: boolean }) {
  const format = useFormatter();
  return (
    <time dateTime={iso} className="tabular-nums">
      {format.dateTime(new Date(iso), {
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        ...(seconds ? { second: '2-digit' as const } : {}),
        hourCycle: 'h23',
      })}
    </time>
  );
}

/** The score once the match is under way or over, else "VS". */
function Middle({ m }: { m: PlanMatch }) {
  const t = useTranslations('experts.pages');
  const scored = m.status === 'live' || m.status === 'finished';
  return scored ? (
    <span
      className={clsx(
        'shrink-0 font-bold tabular-nums',
        m.status === 'live' ? 'text-live' : 'text-ink',
      )}
    >
      {m.home_score}-{m.away_score}
    </span>
  ) : (
    <span className="text-ink-faint shrink-0 text-xs font-semibold">{t('vs')}</span>
  );
}

/**
 * Home crest and name, the score or VS, away name and crest, on one line: centred on the score
 * (cards), or from the start of the line (lists).
 */
export function MatchTeams({
  m,
  size = 22,
  align = 'centre',
  className,
}: {
  m: PlanMatch;
  size?: number;
  align?: 'centre' | 'start';
  className?: string;
}) {
  const centre = align === 'centre';
  return (
    <span className={clsx('flex min-w-0 items-center gap-2', className)}>
      <span
        className={clsx(
          'flex min-w-0 items-center gap-1.5',
          centre ? 'flex-1 justify-end' : 'shrink',
        )}
      >
        <span className={clsx('truncate', centre && 'text-right')}>{m.home}</span>
        <Crest teamId={m.home_team_id} size={size} />
      </span>
      <Middle m={m} />
      <span className={clsx('flex min-w-0 items-center gap-1.5', centre ? 'flex-1' : 'shrink')}>
        <Crest teamId={m.away_team_id} size={size} />
        <span className="truncate">{m.away}</span>
      </span>
    </span>
  );
}
