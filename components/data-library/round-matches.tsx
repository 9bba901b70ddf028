import { useFormatter, useTranslations } from 'next-intl';
import clsx from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from '@/i18n/navigation';
import { Crest } from '@/components/scores/crest';
import { named } from '@/lib/matches/display';
import type { RoundView, SeasonRounds } from '@/lib/matches/season-rounds';
import type { MatchItem } from '@/lib/matches/types';
import { LinkMenu } from './link-menu';
import { hasScore, MatchStatus } from './match-status';
import type { Locale } from '@/i18n/locales';

type Props = {
  data: SeasonRounds;
  lang: Locale;
  /** The link to another round of the same view. */
  roundHref: (round: number) => string;
};

const STAGES = ['league', 'playoff', 'knockout'] as const;

/** A round's label: its name, or "Week 5" / "第5轮" as the data names it. */
function roundName(r: RoundView, lang: Locale): string {
  return named(r, 'name', lang);
}

function RoundPicker({ data, lang, roundHref }: Props) {
  const t = useTranslations('dataLibrary.rounds');
  const i = data.rounds.findIndex((r) => r.number === data.round);
  const current = data.rounds[i];
  const prev = i > 0 ? data.rounds[i - 1] : null;
  const next = i >= 0 && i < data.rounds.length - 1 ? data.rounds[i + 1] : null;
  const arrow =
    'grid size-8 place-items-center rounded-md border border-surface-page text-ink-soft transition hover:border-brand/50 hover:text-ink';
  const stages = STAGES.filter((s) => data.rounds.some((r) => r.stage === s));
  return (
    <div className="relative flex items-center gap-2">
      {prev ? (
        <Link
          href={roundHref(prev.number)}
          prefetch={false}
          scroll={false}
          className={arrow}
          aria-label={t('previous', { round: roundName(prev, lang) })}
        >
          <ChevronLeft className="size-4" aria-hidden />
        </Link>
      ) : (
        <span className={clsx(arrow, 'opacity-40')} aria-hidden>
          <ChevronLeft className="size-4" />
        </span>
      )}
      <LinkMenu
        label={t('choose')}
        current={current ? roundName(current, lang) : '-'}
        anchored={false}
        align="end"
        panelClassName="top-full w-[min(22rem,calc(100vw-2rem))]"
      >
        {stages.map((stage) => (
          <div key={stage} className="p-1">
            {stages.length > 1 ? (
              <p className="text-ink-faint px-1 pb-1 text-[11px] font-semibold uppercase">
                {t(`stages.${stage}`)}
              </p>
            ) : null}
            <ul className={clsx('grid gap-1', stage === 'league' ? 'grid-cols-5' : 'grid-cols-1')}>
              {data.rounds
                .filter((r) => r.stage === stage)
                .map((r) => {
                  const selected = r.number === data.round;
                  return (
                    <li key={r.number}>
                      <Link
                        href={roundHref(r.number)}
                        prefetch={false}
                        scroll={false}
                        aria-current={selected ? 'page' : undefined}
                        title={roundName(r, lang)}
                        className={clsx(
                          'flex h-8 items-center justify-center rounded-md px-2 text-[13px] tabular-nums transition',
                          selected
                            ? 'bg-brand font-semibold text-white'
                            : r.upcoming === 0 && r.matches > 0
                              ? 'bg-surface-muted text-ink-soft hover:bg-surface-page'
                              : 'text-ink hover:bg-surface-page',
                        )}
                      >
                        {stage === 'league' ? r.number : roundName(r, lang)}
                      </Link>
                    </li>
                  );
                })}
            </ul>
          </div>
        ))}
      </LinkMenu>
      {next ? (
        <Link
          href={roundHref(next.number)}
          prefetch={false}
          scroll={false}
          className={arrow}
          aria-label={t('next', { round: roundName(next, lang) })}
        >
          <ChevronRight className="size-4" aria-hidden />
        </Link>
      ) : (
        <span className={clsx(arrow, 'opacity-40')} aria-hidden>
          <ChevronRight className="size-4" />
        </span>
      )}
    </div>
  );
}

function MatchRow({ m, lang }: { m: MatchItem; lang: Locale }) {
  const t = useTranslations('dataLibrary.rounds');
  const format = useFormatter();
  const home = named(m, 'home_team_name', lang);
  const away = named(m, 'away_team_name', lang);
  const scored = hasScore(m);
  const homeWon = m.status === 'finished' && m.home_score > m.away_score;
  const awayWon = m.status === 'finished' && m.away_score > m.home_score;
  const time = format.dateTime(new Date(m.kickoff), {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return (
    <li>
      <Link
        href={`/score-detail?id=${m.id}`}
        prefetch={false}
        data-testid="round-match"
        aria-label={
          scored
            ? t('matchScore', { home, away, homeScore: m.home_score, awayScore: m.away_score })
            : t('match', { home, away, time })
        }
        className={clsx(
          'desk:grid-cols-[3.5rem_1fr_5rem_1fr_4.5rem] grid grid-cols-[3rem_1fr_4rem_1fr] items-center gap-2 px-3 py-2 text-[13px] transition',
          m.status === 'live' ? 'bg-live-soft/50 hover:bg-live-soft' : 'hover:bg-surface-muted',
        )}
      >
        <span className="text-ink-soft flex flex-col leading-tight tabular-nums">
          <time dateTime={m.kickoff}>{time}</time>
          <MatchStatus m={m} className="desk:hidden text-[11px]" />
        </span>
        <span
          className={clsx(
            'flex min-w-0 items-center justify-end gap-2 text-right',
            homeWon ? 'text-ink font-semibold' : 'text-ink',
          )}
        >
          <span className="truncate">{home}</span>
          <Crest teamId={m.home_team_id} size={20} />
        </span>
        <span className="flex flex-col items-center leading-tight">
          {scored ? (
            <span
              className={clsx(
                'text-[15px] font-bold tabular-nums',
                m.status === 'live' ? 'text-live' : 'text-ink',
              )}
            >
              {m.home_score} - {m.away_score}
            </span>
          ) : (
            <span className="text-ink-faint text-xs font-semibold">{t('vs')}</span>
          )}
          {m.sport === 'football' &&
          m.status === 'finished' &&
          m.home_half_score !== null &&
          m.away_half_score !== null ? (
            <span className="text-ink-faint text-[11px] tabular-nums">
              {t('halfTime', { score: `${m.home_half_score}-${m.away_half_score}` })}
            </span>
          ) : null}
        </span>
        <span
          className={clsx(
            'flex min-w-0 items-center gap-2',
            awayWon ? 'text-ink font-semibold' : 'text-ink',
          )}
        >
          <Crest teamId={m.away_team_id} size={20} />
          <span className="truncate">{away}</span>
        </span>
        <MatchStatus m={m} className="max-desk:hidden text-right text-xs" />
      </Link>
    </li>
  );
}

/** Results and fixtures of one round, by day, with a round picker (links: no JavaScript needed). */
export function RoundMatches(props: Props) {
  const { data, lang } = props;
  const t = useTranslations('dataLibrary.rounds');
  const format = useFormatter();
  const days: { key: string; label: string; matches: MatchItem[] }[] = [];
  for (const m of data.matches) {
    const d = new Date(m.kickoff);
    const key = format.dateTime(d, { year: 'numeric', month: '2-digit', day: '2-digit' });
    let day = days.find((x) => x.key === key);
    if (!day) {
      day = {
        key,
        label: format.dateTime(d, {
          year: 'numeric',
          month: 'long',
          day: 'numeric',
          weekday: 'short',
        }),
        matches: [],
      };
      days.push(day);
    }
    day.matches.push(m);
  }
  const current = data.rounds.find((r) => r.number === data.round);
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-2 px-3 pb-3">
        <h3 className="text-ink text-sm font-semibold">
          {current ? roundName(current, lang) : t('title')}
        </h3>
        {data.rounds.length ? <RoundPicker {...props} /> : null}
      </div>
      {days.length ? (
        <div className="border-surface-page border-t">
          {days.map((day) => (
            <section key={day.key} aria-label={day.label}>
              <h4 className="bg-surface-muted text-ink-soft px-3 py-1.5 text-xs font-semibold">
                {day.label}
              </h4>
              <ul className="divide-surface-page divide-y">
                {day.matches.map((m) => (
                  <MatchRow key={m.id} m={m} lang={lang} />
                ))}
              </ul>
            </section>
          ))}
        </div>
      ) : (
        <p className="text-ink-soft px-3 py-10 text-center text-sm">{t('empty')}</p>
      )}
    </div>
  );
}
