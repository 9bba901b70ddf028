'use client';

import { memo } from 'react';
import clsx from 'clsx';
import type { Sport } from '@/lib/matches/types';
import { Crest } from './crest';
import type { ScoreRow } from './score-rows';
import './score-list.css';

/** The strings a row shows, resolved once per list (rows stay free of translation hooks). */
export type RowLabels = {
  ft: string;
  ht: string;
  aet: string;
  pens: string;
  etBreak: string;
  break: string;
  postponed: string;
  cancelled: string;
  quarters: [string, string, string, string];
  ot: string;
  favourite: string;
  unfavourite: string;
  mute: string;
  unmute: string;
  redCard: string;
  yellowCard: string;
  detail: string;
  /** The locale's path prefix ('' for Chinese, '/en', '/vi'): row links are plain anchors. */
  prefix: string;
};

/** `top` is the quarter (basketball in play) rather than the kick-off time when `topLive`. */
export type StateLines = { top: string; bottom: string; tone: 'live' | 'done' | 'idle' | 'off'; topLive?: boolean };

/**
 * The row icons (lucide's star, bell and bell-off), drawn once per list and referenced by every
 * row: 300 rows would otherwise repeat ~1 KB of path data each.
 */
export function RowIconSprite() {
  return (
    <svg width="0" height="0" className="absolute" aria-hidden focusable="false">
      <defs>
        <symbol id="sr-star" viewBox="0 0 24 24">
          <path d="M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z" />
        </symbol>
        <symbol id="sr-bell" viewBox="0 0 24 24">
          <path d="M10.268 21a2 2 0 0 0 3.464 0" />
          <path d="M3.262 15.326A1 1 0 0 0 4 17h16a1 1 0 0 0 .74-1.673C19.41 13.956 18 12.499 18 8A6 6 0 0 0 6 8c0 4.499-1.411 5.956-2.738 7.326" />
        </symbol>
        <symbol id="sr-bell-off" viewBox="0 0 24 24">
          <path d="M10.268 21a2 2 0 0 0 3.464 0" />
          <path d="M17 17H4a1 1 0 0 1-.74-1.673C4.59 13.956 6 12.499 6 8a6 6 0 0 1 .258-1.742" />
          <path d="m2 2 20 20" />
          <path d="M8.668 3.01A6 6 0 0 1 18 8c0 2.687.77 4.653 1.707 6.05" />
        </symbol>
      </defs>
    </svg>
  );
}

function Icon({ name, className }: { name: 'star' | 'bell' | 'bell-off'; className?: string }) {
  return (
    <svg className={className} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden>
      <use href={`#sr-${name}`} />
    </svg>
  );
}

function quarterName(code: string, labels: RowLabels): string {
  const q = /^Q([1-4])$/.exec(code);
  if (q) return labels.quarters[Number(q[1]) - 1];
  const ot = /^OT(\d*)$/.exec(code);
  if (ot) return ot[1] && ot[1] !== '1' ? `${labels.ot}${ot[1]}` : labels.ot;
  return code;
}

/** The state column: kick-off time above, the minute / quarter clock / result below. */
export function stateLines(row: ScoreRow, sport: Sport, labels: RowLabels): StateLines {
  switch (row.status) {
    case 'scheduled':
      return { top: row.time, bottom: '', tone: 'idle' };
    case 'postponed':
      return { top: row.time, bottom: labels.postponed, tone: 'off' };
    case 'cancelled':
      return { top: row.time, bottom: labels.cancelled, tone: 'off' };
    case 'finished': {
      let bottom = labels.ft;
      if (row.home_penalties !== null && row.away_penalties !== null) bottom = labels.pens;
      else if (row.period_scores.length > (sport === 'football' ? 2 : 4)) bottom = labels.aet;
      return { top: row.time, bottom, tone: 'done' };
    }
    case 'live':
      break;
  }
  if (row.phase === 'HT') return { top: row.time, bottom: labels.ht, tone: 'live' };
  if (sport === 'football') {
    if (row.phase === 'ETB') return { top: row.time, bottom: labels.etBreak, tone: 'live' };
    if (row.phase === 'PEN') return { top: row.time, bottom: labels.pens, tone: 'live' };
    return { top: row.time, bottom: row.match_str || row.phase, tone: 'live' };
  }
  const [code = '', clock = ''] = row.match_str.split(' ');
  if (row.phase === 'BRK') return { top: quarterName(code, labels), bottom: labels.break, tone: 'live', topLive: true };
  const quarter = quarterName(code, labels);
  return quarter ? { top: quarter, bottom: clock, tone: 'live', topLive: true } : { top: row.time, bottom: row.match_str, tone: 'live' };
}

/** Grid columns per sport (score-list.css): star, state, teams, score, [HT, corners | Q1–Q4, OT], bell. */
export const ROW_GRID: Record<Sport, string> = {
  football: 'sr-football',
  basketball: 'sr-basketball',
};

function Cards({ count, kind, label }: { count: number; kind: 'red' | 'yellow'; label: string }) {
  if (count <= 0) return null;
  return (
    <span data-card={kind} role="img" title={`${label} ×${count}`} aria-label={`${label} ×${count}`} className={`sr-card sr-${kind}`}>
      {count > 1 ? count : ''}
    </span>
  );
}

function Team({ id, name, red, yellow, strong, labels }: { id: number; name: string; red: number; yellow: number; strong: boolean; labels: RowLabels }) {
  return (
    <span className="sr-team">
      <Crest teamId={id} size={16} />
      <span className={clsx('truncate', strong ? 'text-ink font-semibold' : 'text-ink')}>{name}</span>
      <Cards count={yellow} kind="yellow" label={labels.yellowCard} />
      <Cards count={red} kind="red" label={labels.redCard} />
    </span>
  );
}

function Pair({ home, away, className }: { home: React.ReactNode; away: React.ReactNode; className?: string }) {
  return (
    <div className={clsx('sr-pair', className)}>
      <span>{home}</span>
      <span>{away}</span>
    </div>
  );
}

type Props = {
  row: ScoreRow;
  sport: Sport;
  flash: boolean;
  muted: boolean;
  labels: RowLabels;
  onStar: (id: number) => void;
  onBell: (id: number) => void;
};

/** One match: two stacked team lines (Flashscore-like), the whole row linking to the match centre. */
export const ScoreRowView = memo(function ScoreRowView({ row, sport, flash, muted, labels, onStar, onBell }: Props) {
  const state = stateLines(row, sport, labels);
  const live = row.status === 'live';
  const started = live || row.status === 'finished';
  const homeWins = row.status === 'finished' && row.home_score > row.away_score;
  const awayWins = row.status === 'finished' && row.away_score > row.home_score;
  const bellable = row.status === 'live' || row.status === 'scheduled';
  const starred = row.collected === 1;
  const periods = row.period_scores;
  const halfTimeKnown = row.status === 'finished' || (live && row.phase !== '1H');

  return (
    <li
      data-testid="score-row"
      data-match-id={row.id}
      data-status={row.status}
      className={clsx('sr-row', ROW_GRID[sport], live && 'sr-live')}
    >
      <button
        type="button"
        onClick={() => onStar(row.id)}
        aria-pressed={starred}
        aria-label={starred ? labels.unfavourite : labels.favourite}
        className="sr-btn hover:text-amber-500"
      >
        <Icon name="star" className={clsx('size-4', starred && 'fill-amber-400 text-amber-400')} />
      </button>

      <div className="sr-state" data-testid="row-state">
        {state.topLive ? (
          <span className="text-live text-[11px] font-semibold">{state.top}</span>
        ) : (
          <time dateTime={row.kickoff} className="text-ink-faint text-[11px]" data-testid="row-kickoff">
            {state.top}
          </time>
        )}
        {state.bottom ? (
          <span
            className={clsx(
              'inline-flex items-center gap-1 text-xs font-semibold',
              state.tone === 'live' && 'text-live',
              state.tone === 'done' && 'text-ink-soft',
              state.tone === 'off' && 'text-ink-faint line-through decoration-1',
            )}
          >
            {state.tone === 'live' ? <span className="size-1.5 animate-pulse rounded-full bg-live" aria-hidden /> : null}
            <span data-testid="row-minute">{state.bottom}</span>
          </span>
        ) : null}
      </div>

      <div className="min-w-0 pl-1">
        {/* A plain anchor (not next/link): 300 of them render much cheaper; the list navigates
            client-side for plain clicks (ScoreListLive's delegated handler). */}
        <a
          href={`${labels.prefix}/score-detail?id=${row.id}`}
          data-row-link
          className="sr-link"
        >
          {/* The name is the visible team names (no aria-label that would differ from them). */}
          <Team id={row.home_team_id} name={row.home} red={row.home_red} yellow={row.home_yellow} strong={homeWins} labels={labels} />
          <Team id={row.away_team_id} name={row.away} red={row.away_red} yellow={row.away_yellow} strong={awayWins} labels={labels} />
          <span className="sr-only">{labels.detail}</span>
        </a>
      </div>

      <Pair
        className={clsx(
          'rounded-md font-bold transition-colors duration-700',
          live ? 'text-live' : 'text-ink',
          flash && 'bg-brand/25',
        )}
        home={<span data-testid="row-home-score">{started ? row.home_score : '-'}</span>}
        away={<span data-testid="row-away-score">{started ? row.away_score : '-'}</span>}
      />

      {sport === 'football' ? (
        <>
          {/* The half-time score once there is one: during the first half it is still running. */}
          <Pair
            className="sr-extra text-ink-faint"
            home={halfTimeKnown ? (row.home_half_score ?? '') : ''}
            away={halfTimeKnown ? (row.away_half_score ?? '') : ''}
          />
          <Pair className="sr-extra" home={started ? row.home_corners : ''} away={started ? row.away_corners : ''} />
        </>
      ) : (
        <>
          {[0, 1, 2, 3].map((q) => (
            <Pair key={q} className="sr-extra" home={periods[q]?.[0] ?? ''} away={periods[q]?.[1] ?? ''} />
          ))}
          <Pair
            className="sr-extra"
            home={periods.length > 4 ? periods.slice(4).reduce((s, p) => s + p[0], 0) : ''}
            away={periods.length > 4 ? periods.slice(4).reduce((s, p) => s + p[1], 0) : ''}
          />
        </>
      )}

      {bellable ? (
        <button
          type="button"
          onClick={() => onBell(row.id)}
          aria-pressed={muted}
          aria-label={muted ? labels.unmute : labels.mute}
          className={clsx('sr-btn', !muted && 'hover:text-brand')}
        >
          <Icon name={muted ? 'bell-off' : 'bell'} className="size-3.5" />
        </button>
      ) : (
        <span aria-hidden />
      )}
    </li>
  );
});
