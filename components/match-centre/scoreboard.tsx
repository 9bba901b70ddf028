'use client';

import { useEffect, useState } from 'react';
import { useFormatter, useLocale, useTimeZone, useTranslations } from 'next-intl';
import clsx from 'clsx';
import { CalendarClock, MapPin } from 'lucide-react';
import { Link } from '@/i18n/navigation';
import { Crest } from '@/components/scores/crest';
import { FollowTeamButton } from '@/components/follows/follow-team-button';
import { TeamLink } from '@/components/teams/team-link';
import { applyScoreFrame } from '@/components/scores/live-merge';
import type { PushFrame } from '@/lib/realtime/frames';
import { named } from '@/lib/matches/display';
import type { MatchItem } from '@/lib/matches/types';
import { BallIcon } from './icons';
import { useMatchLive } from './live-provider';
import { hasScore, stateView } from './view';
import type { KeyOf } from '@/lib/i18n/messages';
import { toLocale } from '@/i18n/locales';
import { API_ZONE } from '@/lib/rules/zone';
import { ZoneLabel } from '@/components/scores/zone-label';
import { clockText, useClockLabels } from '@/components/scores/live-clock';

/** A scorer under a team's name in the scoreboard, with the minutes of the goals. */
export type Scorer = { key: string; name: string; goals: { minute: string; kind: string }[] };

type Snapshot = { initial: MatchItem; seq: number; match: MatchItem; frames: PushFrame[] };

const apply = (m: MatchItem, f: PushFrame) => applyScoreFrame([m], f)[0];

/**
 * The match as pushes change it: the server's snapshot, then every frame of this match. When a
 * refresh brings a new snapshot, frames newer than its seq are applied on top again, so an older
 * refresh never turns the score back.
 */
export function useLiveMatch(initial: MatchItem, seq: number): MatchItem {
  const live = useMatchLive();
  const [snap, setSnap] = useState<Snapshot>({ initial, seq, match: initial, frames: [] });
  if (snap.initial !== initial) {
    const frames = snap.frames.filter((f) => f.seq > seq);
    setSnap({ initial, seq, match: frames.reduce(apply, initial), frames });
  }
  useEffect(() => {
    if (!live) return;
    return live.subscribe((frame) => {
      if (frame.data.match_id !== initial.id) return;
      setSnap((s) => ({
        ...s,
        match: apply(s.match, frame),
        frames: [...s.frames.slice(-30), frame],
      }));
    });
  }, [live, initial.id]);
  return snap.match;
}

function RedCards({ n, label }: { n: number; label: string }) {
  if (n <= 0) return null;
  return (
    <span className="inline-flex gap-0.5 align-middle" role="img" aria-label={`${label} ×${n}`}>
      {Array.from({ length: Math.min(n, 3) }, (_, i) => (
        <span key={i} className="inline-block h-3 w-2 rounded-[2px] bg-red-600" />
      ))}
    </span>
  );
}

function TeamSide({
  m,
  side,
  scorers,
}: {
  m: MatchItem;
  side: 'home' | 'away';
  scorers: readonly Scorer[];
}) {
  const lang = toLocale(useLocale());
  const t = useTranslations('matchCentre');
  const name = named(m, `${side}_team_name`, lang);
  const teamId = side === 'home' ? m.home_team_id : m.away_team_id;
  const red = side === 'home' ? m.home_red : m.away_red;
  return (
    <div className="flex min-w-0 flex-col items-center gap-2 text-center">
      <Crest teamId={teamId} size={72} className="desk:size-[72px] size-14 drop-shadow" />
      <h2 className="desk:text-lg flex items-center gap-1.5 text-sm leading-tight font-bold text-white">
        {/* The team's page (docs/product.md §2 "Teams, players and discussion"). */}
        <TeamLink teamId={teamId} className="line-clamp-2 hover:text-white">
          <span data-testid={`team-${side}`}>{name}</span>
        </TeamLink>
        <RedCards n={red} label={t('events.red')} />
      </h2>
      <FollowTeamButton teamId={teamId} name={name} size="sm" />
      <span className="sr-only">{t(`header.${side}`)}</span>
      {scorers.length > 0 && (
        <ul className="desk:text-xs space-y-0.5 text-[11px] leading-snug text-white/70">
          {scorers.map((s) => (
            <li key={s.key} className="flex items-start justify-center gap-1">
              <BallIcon className="mt-0.5 size-3" own={s.goals[0].kind === 'own_goal'} />
              <span>
                {s.name}{' '}
                {s.goals
                  .map(
                    (g) =>
                      g.minute +
                      (g.kind === 'penalty_goal'
                        ? ` (${t('header.penaltyShort')})`
                        : g.kind === 'own_goal'
                          ? ` (${t('header.ownGoalShort')})`
                          : ''),
                  )
                  .join(', ')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function QuarterTable({ m }: { m: MatchItem }) {
  const t = useTranslations('matchCentre.header');
  const lang = toLocale(useLocale());
  const periods = m.period_scores;
  const label = (i: number) =>
    i < 4
      ? t('quarter', { n: i + 1 })
      : periods.length > 5
        ? t('overtimeN', { n: i - 3 })
        : t('overtime');
  const cols = Math.max(4, periods.length);
  return (
    <div className="desk:mx-auto desk:max-w-xl overflow-x-auto px-4 pb-4">
      <table
        className="w-full text-center text-xs text-white/80 tabular-nums"
        data-testid="quarter-table"
      >
        <caption className="sr-only">{t('quarters')}</caption>
        <thead>
          <tr className="text-white/50">
            <th scope="col" className="py-1 text-left font-medium">
              {t('team')}
            </th>
            {Array.from({ length: cols }, (_, i) => (
              <th key={i} scope="col" className="px-1 py-1 font-medium">
                {label(i)}
              </th>
            ))}
            <th scope="col" className="px-1 py-1 font-semibold text-white/70">
              {t('total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {(['home', 'away'] as const).map((side, s) => (
            <tr key={side} className="border-t border-white/10">
              <th
                scope="row"
                className="max-w-[9rem] truncate py-1.5 text-left font-medium text-white"
              >
                {named(m, `${side}_team_short_name`, lang) || named(m, `${side}_team_name`, lang)}
              </th>
              {Array.from({ length: cols }, (_, i) => (
                <td key={i} className="px-1 py-1.5">
                  {periods[i]?.[s] ?? '–'}
                </td>
              ))}
              <td className="px-1 py-1.5 font-bold text-white">
                {side === 'home' ? m.home_score : m.away_score}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The match header: competition and round, kick-off time and venue, crests and names, the score
 * and the state (the minute while live, HT, FT, postponed …), the half-time score or the quarter
 * table. Kept live by the page's MatchLiveProvider.
 */
export function Scoreboard({
  initial,
  seq,
  venue,
  scorers,
}: {
  initial: MatchItem;
  seq: number;
  venue: string | null;
  scorers: { home: Scorer[]; away: Scorer[] };
}) {
  const m = useLiveMatch(initial, seq);
  const live = useMatchLive();
  const t = useTranslations('matchCentre');
  const format = useFormatter();
  const zone = useTimeZone() ?? API_ZONE;
  const clock = useClockLabels();
  const lang = toLocale(useLocale());
  const state = stateView(m);
  const isLive = m.status === 'live';
  const competitionHref = {
    pathname: m.sport === 'football' ? '/base-football' : '/base-basketball',
    query: { id: m.competition_id },
  } as const;
  const kickoff = format.dateTime(new Date(m.kickoff), {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const home = named(m, 'home_team_name', lang);
  const away = named(m, 'away_team_name', lang);
  const penalties = m.home_penalties !== null && m.away_penalties !== null;

  return (
    <section
      aria-labelledby="scoreboard-title"
      data-testid="scoreboard"
      data-status={m.status}
      className="from-nav to-nav-soft overflow-hidden rounded-2xl bg-gradient-to-b text-white shadow-lg"
    >
      <h1 id="scoreboard-title" className="sr-only">
        {home} {t('header.vs')} {away}
      </h1>
      <div className="desk:px-6 flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-b border-white/10 px-4 py-2.5 text-xs text-white/70">
        <div className="flex min-w-0 items-center gap-2">
          <span
            aria-hidden
            className="size-2.5 shrink-0 rounded-full"
            style={{ backgroundColor: m.competition_colour }}
          />
          <Link
            prefetch={false}
            href={competitionHref}
            className="truncate font-semibold text-white hover:underline"
            data-testid="competition-link"
          >
            {named(m, 'competition_name', lang)}
          </Link>
          {named(m, 'round_name', lang) && (
            <span className="truncate">· {named(m, 'round_name', lang)}</span>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="inline-flex items-center gap-1">
            <CalendarClock className="size-3.5" aria-hidden />
            <time dateTime={m.kickoff} data-testid="kickoff">
              {kickoff}
            </time>
            <ZoneLabel
              zone={zone}
              at={m.kickoff}
              className="rounded bg-white/10 px-1 text-[11px] font-semibold text-white/80 tabular-nums"
            />
          </span>
          {venue && (
            <span className="inline-flex items-center gap-1">
              <MapPin className="size-3.5" aria-hidden />
              <span className="max-w-[16rem] truncate">{venue}</span>
            </span>
          )}
        </div>
      </div>

      <div className="desk:gap-6 desk:px-8 desk:py-7 grid grid-cols-[1fr_auto_1fr] items-start gap-2 px-3 py-5">
        <TeamSide m={m} side="home" scorers={scorers.home} />
        <div className="desk:min-w-44 flex min-w-28 flex-col items-center gap-1.5 pt-2">
          {hasScore(m) ? (
            <div
              data-testid="score"
              role="img"
              aria-label={t('header.score', {
                home,
                away,
                homeScore: m.home_score,
                awayScore: m.away_score,
              })}
              className={clsx(
                'desk:text-5xl text-4xl font-extrabold tracking-tight tabular-nums',
                isLive ? 'text-live' : 'text-white',
              )}
            >
              {m.home_score}
              <span className="mx-2 text-white/40">-</span>
              {m.away_score}
            </div>
          ) : (
            <div className="desk:text-4xl text-3xl font-extrabold text-white/50">
              {t('header.vs')}
            </div>
          )}
          <div aria-live="polite" className="flex flex-col items-center gap-1 text-center">
            {isLive && (
              <span className="bg-live inline-flex items-center gap-1 rounded px-1.5 py-0.5 text-[10px] font-bold tracking-wide text-white">
                <span className="size-1.5 animate-pulse rounded-full bg-white" aria-hidden />
                {t('header.live')}
              </span>
            )}
            <span
              data-testid="match-state"
              className={clsx(
                'text-sm font-semibold',
                isLive ? 'text-live' : m.status === 'finished' ? 'text-white/80' : 'text-white/70',
              )}
            >
              {state.kind === 'clock' ? (
                <span className="tabular-nums">
                  {clockText({ ...m, match_str: state.text }, clock).replace(/'$/, '')}
                  {state.text.endsWith("'") && <span className="animate-pulse">&apos;</span>}
                </span>
              ) : state.kind === 'label' ? (
                t(`state.${state.key}` as KeyOf<typeof t>)
              ) : (
                <time dateTime={m.kickoff}>
                  {t('header.kickoff', {
                    time: format.dateTime(new Date(m.kickoff), {
                      hour: '2-digit',
                      minute: '2-digit',
                      hourCycle: 'h23',
                    }),
                  })}
                </time>
              )}
            </span>
            {m.sport === 'football' && m.home_half_score !== null && m.away_half_score !== null && (
              <span className="text-xs text-white/60 tabular-nums" data-testid="half-time">
                {t('header.halfTime', { score: `${m.home_half_score}-${m.away_half_score}` })}
              </span>
            )}
            {penalties && (
              <span className="text-xs text-white/60 tabular-nums">
                {t('header.penalties', { score: `${m.home_penalties}-${m.away_penalties}` })}
              </span>
            )}
            {live && !live.online && isLive && (
              <span className="text-[11px] text-amber-300">{t('header.offline')}</span>
            )}
          </div>
        </div>
        <TeamSide m={m} side="away" scorers={scorers.away} />
      </div>
      {m.sport === 'basketball' && m.period_scores.length > 0 && <QuarterTable m={m} />}
    </section>
  );
}
