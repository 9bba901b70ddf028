import { useFormatter, useTranslations } from 'next-intl';
import clsx from 'clsx';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { cityName, playerName, stadiumName, teamName } from '@/lib/worldcup/names';
import {
  GROUPS,
  KNOCKOUT_STAGES,
  type Goal,
  type Match,
  type Stage,
} from '@/lib/worldcup/tournament';
import { ZoneLabel } from '@/components/scores/zone-label';
import { Flag } from './flag';
import { groupAnchor, matchAnchor, squadHref } from './params';

type Section = { id: string; title: string; chip: string; matches: Match[] };

function GoalList({
  goals,
  lang,
  align,
}: {
  goals: Goal[];
  lang: Locale;
  align: 'left' | 'right';
}) {
  const t = useTranslations('worldcup.match');
  if (!goals.length) return <span />;
  return (
    <ul
      aria-label={t('goals')}
      className={clsx(
        'text-ink-soft space-y-0.5 text-xs leading-4',
        align === 'right' && 'text-right',
      )}
    >
      {goals.map((g, i) => (
        <li key={i} data-testid="goal">
          <span className="text-ink-faint tabular-nums">{g.minute}&apos;</span>{' '}
          {playerName(g.player, lang)}
          {g.penalty ? (
            <>
              {' '}
              <abbr title={t('penaltyLong')} className="text-ink-faint no-underline">
                {t('penalty')}
              </abbr>
            </>
          ) : null}
          {g.ownGoal ? (
            <>
              {' '}
              <abbr title={t('ownGoalLong')} className="text-live no-underline">
                {t('ownGoal')}
              </abbr>
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function TeamSide({
  code,
  lang,
  side,
  won,
}: {
  code: string;
  lang: Locale;
  side: 'home' | 'away';
  won: boolean;
}) {
  const name = teamName(code, lang);
  return (
    <Link
      href={squadHref(code)}
      prefetch={false}
      className={clsx(
        'hover:text-brand flex min-w-0 items-center gap-2 text-sm',
        side === 'home' && 'flex-row-reverse text-right',
        won ? 'text-ink font-semibold' : 'text-ink',
      )}
    >
      <Flag code={code} size={22} />
      <span className="truncate" title={name}>
        {name}
      </span>
    </Link>
  );
}

/** One match: kick-off in the viewer's zone, teams, result (a.e.t., pens), scorers, ground. */
function MatchRow({ m, lang, label }: { m: Match; lang: Locale; label: string }) {
  const t = useTranslations('worldcup.match');
  const format = useFormatter();
  const at = new Date(m.kickoff);
  const home = teamName(m.home, lang);
  const away = teamName(m.away, lang);
  const ground = m.stadium
    ? `${stadiumName(m.stadium.name, lang)} · ${cityName(m.city, lang)}`
    : cityName(m.city, lang);
  const winner = m.winner ? teamName(m.winner, lang) : '';
  return (
    <li
      id={matchAnchor(m.num)}
      className="target:bg-brand-soft scroll-mt-32 px-3 py-2.5"
      data-testid="wc-match"
      data-match={m.num}
    >
      <div className="desk:grid-cols-[128px_minmax(0,1fr)_112px_minmax(0,1fr)_minmax(0,190px)] desk:gap-y-1 grid grid-cols-[minmax(0,1fr)_96px_minmax(0,1fr)] items-start gap-x-3 gap-y-1.5">
        <p className="desk:col-span-1 desk:row-span-2 desk:block text-ink-soft col-span-3 flex flex-wrap items-baseline gap-x-2 text-xs">
          <time dateTime={m.kickoff} className="desk:flex desk:flex-col tabular-nums">
            <span>{format.dateTime(at, { month: 'short', day: 'numeric', weekday: 'short' })}</span>{' '}
            <span className="text-ink desk:text-sm font-semibold">
              {format.dateTime(at, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })}
            </span>
          </time>
          <span className="text-ink-faint desk:block desk:pt-0.5">
            {label} · {t('number', { num: m.num })}
          </span>
          <span className="desk:hidden text-ink-faint truncate">{ground}</span>
        </p>
        <TeamSide code={m.home} lang={lang} side="home" won={m.winner === m.home} />
        <div className="text-center">
          <p className="text-ink text-lg leading-6 font-bold tabular-nums">
            <span className="sr-only">
              {t('score', { home, homeScore: m.score[0], away, awayScore: m.score[1] })}
            </span>
            <span aria-hidden data-testid="wc-score">
              {m.score[0]}–{m.score[1]}
            </span>
          </p>
          <p className="text-ink-faint text-[11px] leading-4">
            {m.et ? (
              <abbr title={t('aetLong')} className="text-brand font-semibold no-underline">
                {t('aet')}
              </abbr>
            ) : (
              t('ht', { home: m.ht[0], away: m.ht[1] })
            )}
          </p>
          {m.et ? (
            <p className="text-ink-faint text-[11px] leading-4">
              {t('ft', { home: m.ft[0], away: m.ft[1] })}
            </p>
          ) : null}
          {m.pens ? (
            <p
              className="text-ink-soft text-[11px] leading-4 font-medium"
              title={t('pensLong', { winner, home: m.pens[0], away: m.pens[1] })}
            >
              {t('pens', { home: m.pens[0], away: m.pens[1] })}
            </p>
          ) : null}
        </div>
        <TeamSide code={m.away} lang={lang} side="away" won={m.winner === m.away} />
        <p className="max-desk:hidden desk:row-span-2 text-ink-faint text-xs leading-5">
          {m.stadium ? (
            <>
              <span className="text-ink-soft block truncate">
                {stadiumName(m.stadium.name, lang)}
              </span>
              <span className="block truncate">{cityName(m.city, lang)}</span>
            </>
          ) : (
            cityName(m.city, lang)
          )}
        </p>
        <GoalList goals={m.goals.filter((g) => g.team === m.home)} lang={lang} align="right" />
        <span />
        <GoalList goals={m.goals.filter((g) => g.team === m.away)} lang={lang} align="left" />
      </div>
    </li>
  );
}

/**
 * All 104 matches: the groups' six each, then the knockout rounds, every section an anchor
 * (`#group-a`, `#r32`) reached from a strip of chips, every match one too (`#m74`).
 */
export function MatchList({
  matches,
  lang,
  zone,
}: {
  matches: readonly Match[];
  lang: Locale;
  zone: string;
}) {
  const t = useTranslations('worldcup');
  const byTime = (a: Match, b: Match) => a.kickoff.localeCompare(b.kickoff) || a.num - b.num;
  const sections: Section[] = [
    ...GROUPS.map((g) => ({
      id: groupAnchor(g),
      title: t('group', { group: g }),
      chip: g,
      matches: matches.filter((m) => m.group === g).sort(byTime),
    })),
    ...KNOCKOUT_STAGES.map((s: Stage) => ({
      id: s,
      title: t(`stages.${s}`),
      chip: t(`stagesShort.${s}`),
      matches: matches.filter((m) => m.stage === s).sort(byTime),
    })),
  ];
  return (
    <div>
      <div className="border-surface-page flex flex-wrap items-center justify-between gap-2 border-b px-3 pb-3">
        <nav aria-label={t('match.jump')} className="-mx-1 overflow-x-auto px-1">
          <ul className="flex min-w-max gap-1.5">
            {sections.map((s) => (
              <li key={s.id}>
                <a
                  href={`#${s.id}`}
                  className="bg-surface-page text-ink-soft hover:text-ink inline-flex h-7 min-w-7 items-center justify-center rounded-full px-2.5 text-[13px] transition"
                >
                  {s.chip}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <p className="text-ink-soft text-xs">
          {t('match.timesIn')}
          <ZoneLabel zone={zone} at={matches[0]?.kickoff} />
        </p>
      </div>
      {sections.map((s) => (
        <section
          key={s.id}
          id={s.id}
          aria-labelledby={`${s.id}-title`}
          className="scroll-mt-28"
          data-testid="wc-section"
        >
          <h3
            id={`${s.id}-title`}
            className="bg-surface-muted text-ink border-surface-page border-y px-3 py-1.5 text-sm font-semibold"
          >
            {s.title}
          </h3>
          <ol className="divide-surface-page divide-y">
            {s.matches.map((m) => (
              <MatchRow
                key={m.num}
                m={m}
                lang={lang}
                label={m.group ? t('group', { group: m.group }) : t(`stages.${m.stage}`)}
              />
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
