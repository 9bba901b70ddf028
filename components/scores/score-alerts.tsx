'use client';

import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import clsx from 'clsx';
import { Goal, X } from 'lucide-react';
import { apiPost } from '@/lib/client/api';

import { connectScores, socketUrl } from '@/lib/realtime/client';
import type { GoalFrame, PushFrame, Sport } from '@/lib/realtime/frames';
import { Crest } from './crest';
import { readGuestFavourites } from './guest-favourites';
import {
  alertSound,
  readMuted,
  readSettings,
  serverMuted,
  serverSettings,
  showsPopup,
  subscribeSettings,
  type AlertContext,
} from './score-settings';
import { playWhistle } from './whistle';
import { toLocale, type Locale } from '@/i18n/locales';

/** docs/product.md §2: goal pop-ups in the corner, each with a close button. */
export const ALERT_MS = 8000;
export const MAX_ALERTS = 3;

export type ScoreAlert = {
  /** Unique per event: a repeat of the same frame replaces its card. */
  key: string;
  kind: 'goal' | 'red';
  matchId: number;
  /** The side that scored, or that was shown the red card. */
  side: 'home' | 'away';
  minute: string;
  home: string;
  away: string;
  homeScore: number;
  awayScore: number;
  homeTeamId?: number;
  awayTeamId?: number;
  /** The competition's short name, when the page knows it. */
  competition?: string;
};

function teamName(data: Record<string, unknown>, side: 'home' | 'away', lang: Locale): string {
  const own = data[`${side}_team_name_${lang}`];
  const zh = data[`${side}_team_name_zh`];
  return typeof own === 'string' && own ? own : typeof zh === 'string' ? zh : '';
}

/** A goal frame (docs/product.md §3 goal notification) → a pop-up, names in the page's language. */
export function goalAlert(
  frame: GoalFrame,
  lang: Locale,
  extra: Partial<ScoreAlert> = {},
): ScoreAlert {
  const d = frame.data;
  return {
    key: `goal-${d.match_id}-${d.home_score}-${d.away_score}`,
    kind: 'goal',
    matchId: d.match_id,
    side: d.iszhu === 1 ? 'home' : 'away',
    minute: d.match_str,
    home: teamName(d, 'home', lang),
    away: teamName(d, 'away', lang),
    homeScore: d.home_score,
    awayScore: d.away_score,
    ...extra,
  };
}

/** The settings and per-match mutes, live (defaults on the server and in the first render). */
export function useScoreSettings() {
  const settings = useSyncExternalStore(subscribeSettings, readSettings, serverSettings);
  const muted = useSyncExternalStore(subscribeSettings, readMuted, serverMuted);
  return { settings, muted };
}

/**
 * The pop-up queue: newest first, at most MAX_ALERTS, each closing itself after ALERT_MS.
 * `announce` holds the text for the screen-reader live region (the latest pop-up).
 */
export function useScoreAlerts() {
  const [alerts, setAlerts] = useState<ScoreAlert[]>([]);
  // The latest pop-up, kept after it closes: the live region's text must not vanish mid-read.
  const [last, setLast] = useState<ScoreAlert | null>(null);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const t of pending.values()) clearTimeout(t);
      pending.clear();
    };
  }, []);

  const dismiss = useCallback((key: string) => {
    clearTimeout(timers.current.get(key));
    timers.current.delete(key);
    setAlerts((list) => list.filter((a) => a.key !== key));
  }, []);

  const push = useCallback(
    (alert: ScoreAlert) => {
      setLast(alert);
      setAlerts((list) => {
        const next = [alert, ...list.filter((a) => a.key !== alert.key)];
        for (const gone of next.slice(MAX_ALERTS)) {
          clearTimeout(timers.current.get(gone.key));
          timers.current.delete(gone.key);
        }
        return next.slice(0, MAX_ALERTS);
      });
      clearTimeout(timers.current.get(alert.key));
      timers.current.set(
        alert.key,
        setTimeout(() => dismiss(alert.key), ALERT_MS),
      );
    },
    [dismiss],
  );

  return { alerts, last, push, dismiss };
}

/**
 * Runs one event through the settings: a pop-up (returned for `push`) and/or the whistle.
 * Returns null when the event is filtered out or pop-ups of its kind are off.
 */
export function routeAlert(
  alert: ScoreAlert,
  ctx: Omit<AlertContext, 'kind'>,
  settings: ReturnType<typeof readSettings>,
  play: (name: 'whistle' | 'whistle2') => void = playWhistle,
): ScoreAlert | null {
  const c: AlertContext = { ...ctx, kind: alert.kind };
  const sound = alertSound(settings, c, alert.side);
  if (sound) play(sound);
  return showsPopup(settings, c) ? alert : null;
}

function AlertCard({ alert, onClose }: { alert: ScoreAlert; onClose: (key: string) => void }) {
  const t = useTranslations('scores.alerts');
  const goal = alert.kind === 'goal';
  const line = (side: 'home' | 'away') => {
    const mine = alert.side === side;
    const teamId = side === 'home' ? alert.homeTeamId : alert.awayTeamId;
    return (
      <div
        data-side={side}
        data-scorer={mine ? 'true' : undefined}
        className={clsx(
          'flex items-center gap-2 rounded-md px-2 py-1',
          mine ? (goal ? 'bg-brand/20 text-white' : 'bg-red-600/25 text-white') : 'text-white/70',
        )}
      >
        {teamId ? <Crest teamId={teamId} size={18} /> : null}
        <span className={clsx('min-w-0 flex-1 truncate text-sm', mine && 'font-bold')}>
          {side === 'home' ? alert.home : alert.away}
        </span>
        {mine ? (
          goal ? (
            <Goal className="text-brand size-3.5 shrink-0" aria-hidden />
          ) : (
            <span className="h-3.5 w-2.5 shrink-0 rounded-[2px] bg-red-600" aria-hidden />
          )
        ) : null}
        <span
          className={clsx(
            'w-5 text-right text-base tabular-nums',
            mine ? 'font-extrabold text-white' : 'font-semibold',
          )}
        >
          {side === 'home' ? alert.homeScore : alert.awayScore}
        </span>
      </div>
    );
  };
  return (
    <li
      data-testid="score-alert"
      data-kind={alert.kind}
      className={clsx(
        'bg-nav animate-fade-in pointer-events-auto w-full overflow-hidden rounded-xl text-white shadow-[0_12px_32px_rgba(0,0,0,0.45)] ring-1 ring-white/25',
      )}
    >
      <div
        className={clsx(
          'flex items-center gap-2 px-3 py-1.5 text-xs',
          goal ? 'bg-live' : 'bg-red-700',
        )}
      >
        <span className="font-extrabold tracking-wide uppercase">
          {goal ? t('goal') : t('redCard')}
        </span>
        <span className="font-semibold tabular-nums">{alert.minute}</span>
        {alert.competition ? (
          <span className="truncate text-white/80">{alert.competition}</span>
        ) : null}
        <button
          type="button"
          onClick={() => onClose(alert.key)}
          aria-label={t('close')}
          title={t('close')}
          className="-mr-1 ml-auto grid size-6 place-items-center rounded-full text-white/90 transition hover:bg-white/20"
        >
          <X className="size-4" aria-hidden />
        </button>
      </div>
      <div className="space-y-0.5 p-2">
        {line('home')}
        {line('away')}
      </div>
    </li>
  );
}

/**
 * The corner pop-ups and a polite live region that reads the latest one to screen readers.
 * Presentational: pages feed it with useScoreAlerts. The pop-ups sit bottom left, clear of every
 * row's score column (issue 8 §4): on a phone they end before the last 6.5rem of the screen (the
 * score and bell columns), on a desktop they fill the filter column beside the list.
 */
export function ScoreAlerts({
  alerts,
  last,
  onClose,
}: {
  alerts: ScoreAlert[];
  /** The latest pop-up (useScoreAlerts), read to screen readers. */
  last: ScoreAlert | null;
  onClose: (key: string) => void;
}) {
  const t = useTranslations('scores.alerts');
  let announcement = '';
  if (last) {
    const values = {
      team: last.side === 'home' ? last.home : last.away,
      home: last.home,
      away: last.away,
      homeScore: last.homeScore,
      awayScore: last.awayScore,
      minute: last.minute,
    };
    announcement = last.kind === 'goal' ? t('announceGoal', values) : t('announceRed', values);
  }

  return (
    <>
      <div
        role="status"
        aria-live="polite"
        aria-atomic="true"
        className="sr-only"
        data-testid="score-announcer"
      >
        {announcement}
      </div>
      {alerts.length ? (
        <ul
          aria-label={t('region')}
          data-testid="score-alerts"
          className="desk:bottom-24 desk:left-[max(1.5rem,calc((100vw-1280px)/2+1.5rem))] desk:w-[236px] pointer-events-none fixed bottom-20 left-3 z-40 flex w-[calc(100vw-6.5rem)] max-w-[19rem] flex-col gap-2"
        >
          {alerts.map((a) => (
            <AlertCard key={a.key} alert={a} onClose={onClose} />
          ))}
        </ul>
      ) : null}
    </>
  );
}

type DayList = { seq: number; matches: { id: number; collected?: number }[] };

/**
 * Drop-in goal pop-ups for pages without a score list of their own (a match centre, a live
 * room): its own socket, the §3 settings, mutes and favourites. Score pages that already hold
 * a socket feed ScoreAlerts themselves instead.
 */
export function LiveGoalAlerts({ sport, wsPath = '/ws' }: { sport?: Sport; wsPath?: string }) {
  const lang = toLocale(useLocale());
  const { alerts, last, push, dismiss } = useScoreAlerts();
  const favourites = useRef(new Set<number>());

  useEffect(() => {
    let conn: { close: () => void } | undefined;
    let cancelled = false;
    const sports: Sport[] = sport ? [sport] : ['football', 'basketball'];
    // The live matches give the position in each sport's seq (so the first goal is not taken
    // for a gap) and the user's favourites.
    const snapshot = async (s: Sport) => {
      const day = await apiPost<DayList>(
        'hot_match/all_match',
        { sport: s, status: 'live' },
        { silent: true },
      );
      for (const m of day.matches) if (m.collected === 1) favourites.current.add(m.id);
      return day.seq;
    };
    void Promise.all(sports.map((s) => snapshot(s).catch(() => undefined))).then((seqs) => {
      if (cancelled) return;
      const seq: Partial<Record<Sport, number>> = {};
      sports.forEach((s, i) => {
        if (seqs[i] !== undefined) seq[s] = seqs[i];
      });
      const announce = (frame: GoalFrame) => {
        const alert = goalAlert(frame, lang);
        const shown = routeAlert(
          alert,
          {
            // The account's favourites, or this browser's while a guest (read now: another
            // tab may have starred a match since).
            favourite:
              favourites.current.has(alert.matchId) ||
              readGuestFavourites().includes(alert.matchId),
            muted: readMuted().has(alert.matchId),
            inView: true,
          },
          readSettings(),
        );
        if (shown) push(shown);
      };
      conn = connectScores({
        url: socketUrl(wsPath, window.location.href),
        sport,
        seq,
        onFrame: (frame: PushFrame) => {
          if (frame.type === 'goal') announce(frame);
        },
        onMissedGoal: announce,
        onGap: snapshot,
      });
    });
    return () => {
      cancelled = true;
      conn?.close();
    };
  }, [sport, wsPath, lang, push]);

  return <ScoreAlerts alerts={alerts} last={last} onClose={dismiss} />;
}
