import { useFormatter, useTranslations } from 'next-intl';
import clsx from 'clsx';
import { ChevronRight } from 'lucide-react';
import { Link } from '@/i18n/navigation';
import { Crest } from '@/components/scores/crest';
import { hasScore, MatchStatus } from '@/components/data-library/match-status';
import { libraryHref, LIBRARY_COMPETITIONS } from '@/components/data-library/params';
import { named } from '@/lib/matches/display';
import type { DayCompetition, DayList } from '@/lib/matches/service';
import type { Sport } from '@/lib/matches/types';
import { BookButton } from './book-button';
import { groupByCompetition, isBookable } from './schedule-query';
import type { Locale } from '@/i18n/locales';

type Match = DayList['matches'][number];

function TeamLine({
  teamId,
  name,
  score,
  bold,
  live,
}: {
  teamId: number;
  name: string;
  score: number | null;
  bold: boolean;
  live: boolean;
}) {
  return (
    <span className="flex items-center gap-2">
      <Crest teamId={teamId} size={18} />
      <span
        className={clsx('min-w-0 flex-1 truncate', bold ? 'text-ink font-semibold' : 'text-ink')}
      >
        {name}
      </span>
      {score !== null ? (
        <span
          className={clsx('w-6 text-right font-bold tabular-nums', live ? 'text-live' : 'text-ink')}
        >
          {score}
        </span>
      ) : null}
    </span>
  );
}

function Row({ m, lang, loggedIn }: { m: Match; lang: Locale; loggedIn: boolean }) {
  const t = useTranslations('schedule');
  const format = useFormatter();
  const home = named(m, 'home_team_name', lang);
  const away = named(m, 'away_team_name', lang);
  const scored = hasScore(m);
  const time = format.dateTime(new Date(m.kickoff), {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return (
    <li
      data-testid="schedule-match"
      data-match-id={m.id}
      data-status={m.status}
      className={clsx('flex items-center gap-2 pr-3', m.status === 'live' && 'bg-live-soft/50')}
    >
      <Link
        href={`/score-detail?id=${m.id}`}
        prefetch={false}
        aria-label={
          scored
            ? t('matchScore', { home, away, homeScore: m.home_score, awayScore: m.away_score })
            : t('match', { home, away, time })
        }
        className="hover:bg-surface-muted desk:grid-cols-[3.5rem_5.5rem_minmax(0,1fr)] grid min-w-0 flex-1 grid-cols-[3.25rem_minmax(0,1fr)] items-center gap-2 py-2 pl-3 text-[13px]"
      >
        <span className="flex flex-col leading-tight">
          <time dateTime={m.kickoff} className="text-ink font-semibold tabular-nums">
            {time}
          </time>
          <MatchStatus m={m} className="desk:hidden text-[11px]" />
        </span>
        <MatchStatus m={m} className="max-desk:hidden text-xs" />
        <span className="desk:max-w-[26rem] flex min-w-0 flex-col gap-1">
          <TeamLine
            teamId={m.home_team_id}
            name={home}
            score={scored ? m.home_score : null}
            bold={m.status === 'finished' && m.home_score > m.away_score}
            live={m.status === 'live'}
          />
          <TeamLine
            teamId={m.away_team_id}
            name={away}
            score={scored ? m.away_score : null}
            bold={m.status === 'finished' && m.away_score > m.home_score}
            live={m.status === 'live'}
          />
        </span>
      </Link>
      {isBookable(m) ? (
        <span className="flex shrink-0 justify-end">
          <BookButton
            matchId={m.id}
            reserved={m.reserved === 1}
            loggedIn={loggedIn}
            home={home}
            away={away}
          />
        </span>
      ) : null}
    </li>
  );
}

/**
 * A day's matches by competition: kick-off, state, teams (scores once under way) and the booking
 * button of each upcoming match. Each competition links to its data library.
 */
export function ScheduleList({
  day,
  sport,
  lang,
  loggedIn,
  competition,
}: {
  day: DayList;
  sport: Sport;
  lang: Locale;
  loggedIn: boolean;
  /** Show one competition only. */
  competition: number | null;
}) {
  const t = useTranslations('schedule');
  const matches =
    competition === null
      ? day.matches
      : day.matches.filter((m) => m.competition_id === competition);
  const groups = groupByCompetition<Match, DayCompetition>(day.competitions, matches);
  if (!groups.length) {
    return (
      <p className="bg-surface text-ink-soft rounded-xl px-4 py-14 text-center text-sm shadow-sm">
        {t('empty')}
      </p>
    );
  }
  return (
    <div className="space-y-3">
      {groups.map(({ competition: c, matches: list }) => {
        const colour = list[0]?.competition_colour;
        const hasLibrary = LIBRARY_COMPETITIONS[sport].includes(c.id);
        return (
          <section
            key={c.id}
            aria-labelledby={`schedule-c-${c.id}`}
            className="bg-surface overflow-hidden rounded-xl shadow-sm"
            data-testid="schedule-group"
          >
            <header className="bg-surface-muted border-surface-page flex items-center gap-2 border-b px-3 py-2">
              <span
                aria-hidden
                className="size-2.5 shrink-0 rounded-sm"
                style={{ background: colour }}
              />
              <h2
                id={`schedule-c-${c.id}`}
                className="text-ink min-w-0 truncate text-sm font-semibold"
              >
                {named(c, 'name', lang)}
              </h2>
              <span className="text-ink-faint text-xs tabular-nums">
                {t('count', { count: list.length })}
              </span>
              {hasLibrary ? (
                <Link
                  href={libraryHref({ sport, id: c.id })}
                  prefetch={false}
                  className="text-ink-soft hover:text-brand ml-auto inline-flex shrink-0 items-center text-xs"
                >
                  {t('library')}
                  <ChevronRight className="size-3.5" aria-hidden />
                </Link>
              ) : null}
            </header>
            <ul className="divide-surface-page divide-y">
              {list.map((m) => (
                <Row key={m.id} m={m} lang={lang} loggedIn={loggedIn} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
