import { useLocale, useTranslations } from 'next-intl';
import clsx from 'clsx';
import { named } from '@/lib/matches/display';
import type { EventView, MatchItem, PlayerRef } from '@/lib/matches/types';
import { PlayerLink } from '@/components/players/player-link';
import { EventIcon } from './icons';
import { Empty, Panel } from './panel';
import { footballTimeline, scoringRuns } from './view';
import type { KeyOf } from '@/lib/i18n/messages';
import { toLocale, type Locale } from '@/i18n/locales';

const person = (p: PlayerRef | null, lang: Locale) => (p ? p[`name_${lang}`] || p.name_zh : '');

/** `text` linking to the player's page when the player is known. */
const linked = (p: PlayerRef | null, text: React.ReactNode) =>
  p ? <PlayerLink id={p.id}>{text}</PlayerLink> : text;

function EventBody({ e, lang, side }: { e: EventView; lang: Locale; side: 'home' | 'away' }) {
  const t = useTranslations('matchCentre.events');
  const name = person(e.player, lang) || e[`player_name_${lang}`] || e.player_name_zh;
  const goal = e.kind === 'goal' || e.kind === 'own_goal' || e.kind === 'penalty_goal';
  return (
    <div
      className={clsx(
        'flex min-w-0 items-center gap-2',
        side === 'home' ? 'flex-row-reverse text-right' : 'text-left',
      )}
    >
      <EventIcon kind={e.kind} />
      <div className="min-w-0">
        {e.kind === 'sub' ? (
          <>
            <p className="text-ink line-clamp-2 text-sm font-semibold">
              {linked(e.player, t('subIn', { name }))}
            </p>
            {e.player_out && (
              <p className="text-ink-soft truncate text-xs">
                {linked(e.player_out, t('subOut', { name: person(e.player_out, lang) }))}
              </p>
            )}
          </>
        ) : (
          <>
            <p className="text-ink line-clamp-2 text-sm font-semibold">
              {linked(e.player, name)}
              {goal && (
                // A score never breaks across lines ("(2-" / "1)") on a narrow screen.
                <span
                  className="text-ink-soft ml-1.5 font-normal whitespace-nowrap tabular-nums"
                  data-testid="event-score"
                >
                  ({e.home_score}-{e.away_score})
                </span>
              )}
            </p>
            <p className="text-ink-soft truncate text-xs">
              {e.kind === 'shootout' ? t(e.scored ? 'scored' : 'missed') : t(e.kind)}
              {e.assist && (
                <>
                  {' · '}
                  {linked(e.assist, t('assist', { name: person(e.assist, lang) }))}
                </>
              )}
            </p>
          </>
        )}
      </div>
    </div>
  );
}

function FootballTimeline({ events }: { events: readonly EventView[] }) {
  const t = useTranslations('matchCentre');
  const lang = toLocale(useLocale());
  const rows = footballTimeline(events);
  if (!rows.length) return <Empty>{t('timeline.empty')}</Empty>;
  return (
    <ol className="divide-surface-page divide-y" data-testid="timeline">
      {rows.map((r, i) =>
        r.type === 'period' ? (
          <li
            key={`p${i}`}
            className="bg-surface-muted text-ink-soft py-1.5 text-center text-xs font-semibold whitespace-nowrap tabular-nums"
            data-testid="period-line"
          >
            {t('timeline.periodEnd', {
              period: t(`phase.${r.phase}` as KeyOf<typeof t>),
              score: `${r.home}-${r.away}`,
            })}
          </li>
        ) : (
          <li
            key={r.event.id}
            data-kind={r.event.kind}
            className="desk:grid-cols-[1fr_3.25rem_1fr] desk:px-3 grid grid-cols-[1fr_2.75rem_1fr] items-center gap-1.5 px-2 py-2"
          >
            <div className="min-w-0">
              {r.event.side === 'home' && <EventBody e={r.event} lang={lang} side="home" />}
            </div>
            <span className="bg-surface-page text-ink justify-self-center rounded-full px-2 py-0.5 text-xs font-bold tabular-nums">
              {r.event.match_str}
            </span>
            <div className="min-w-0">
              {r.event.side === 'away' && <EventBody e={r.event} lang={lang} side="away" />}
            </div>
          </li>
        ),
      )}
    </ol>
  );
}

function BasketballTimeline({ m, events }: { m: MatchItem; events: readonly EventView[] }) {
  const t = useTranslations('matchCentre');
  const lang = toLocale(useLocale());
  const phases = ['Q1', 'Q2', 'Q3', 'Q4'];
  const quarters = m.period_scores.map(([h, a], i) => {
    const upTo = m.period_scores.slice(0, i + 1);
    const home = upTo.reduce((s, p) => s + p[0], 0);
    const away = upTo.reduce((s, p) => s + p[1], 0);
    return { phase: phases[i] ?? 'OT', h, a, total: `${home}-${away}` };
  });
  const runs = scoringRuns(events);
  if (!quarters.length) return <Empty>{t('timeline.notStarted')}</Empty>;
  return (
    <div className="desk:grid-cols-2 grid gap-0" data-testid="timeline">
      <div className="p-4">
        <h3 className="text-ink-soft mb-2 text-xs font-semibold tracking-wide uppercase">
          {t('timeline.quarterScores')}
        </h3>
        <ol className="space-y-2">
          {quarters.map((q, i) => {
            const max = Math.max(q.h, q.a, 1);
            return (
              <li key={i} className="text-sm">
                <p
                  className="text-ink mb-1 font-medium whitespace-nowrap"
                  data-testid="quarter-line"
                >
                  {t('timeline.quarterLine', {
                    period:
                      i < 4
                        ? t(`phase.${q.phase}` as KeyOf<typeof t>)
                        : `${t('phase.OT')} ${i - 3}`,
                    home: q.h,
                    away: q.a,
                    total: q.total,
                  })}
                </p>
                <div className="flex items-center gap-1" aria-hidden>
                  <div className="flex h-1.5 flex-1 justify-end rounded-full bg-slate-100">
                    <div
                      className={clsx('rounded-full', q.h >= q.a ? 'bg-brand' : 'bg-slate-400')}
                      style={{ width: `${(q.h / max) * 100}%` }}
                    />
                  </div>
                  <div className="flex h-1.5 flex-1 rounded-full bg-slate-100">
                    <div
                      className={clsx('rounded-full', q.a >= q.h ? 'bg-brand' : 'bg-slate-400')}
                      style={{ width: `${(q.a / max) * 100}%` }}
                    />
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      </div>
      <div className="desk:border-l desk:border-t-0 border-surface-page border-t p-4">
        <h3 className="text-ink-soft mb-2 text-xs font-semibold tracking-wide uppercase">
          {t('timeline.runs')}
        </h3>
        {runs.length ? (
          <ol className="space-y-2">
            {runs.map((r, i) => (
              <li key={i} className="flex items-start gap-2 text-sm">
                <EventIcon kind="points" className="mt-0.5" />
                <div>
                  <p className="text-ink font-semibold">
                    {t('timeline.run', {
                      team: named(m, `${r.side}_team_name`, lang),
                      points: r.points,
                      against: r.against,
                    })}
                  </p>
                  <p className="text-ink-soft text-xs tabular-nums">
                    {t('timeline.runSpan', {
                      period: t(`phase.${r.phase}` as KeyOf<typeof t>),
                      from: r.from,
                      to: r.to,
                    })}
                  </p>
                </div>
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-ink-soft text-sm">{t('timeline.noRuns')}</p>
        )}
      </div>
    </div>
  );
}

/** The timeline tab: football goals, cards and substitutions; basketball quarters and runs. */
export function Timeline({ m, events }: { m: MatchItem; events: readonly EventView[] }) {
  const t = useTranslations('matchCentre');
  const started = m.status === 'live' || m.status === 'finished';
  return (
    <Panel id="timeline" title={t('timeline.title')} testId="tab-timeline">
      {!started ? (
        <Empty>{t('timeline.notStarted')}</Empty>
      ) : m.sport === 'football' ? (
        <FootballTimeline events={events} />
      ) : (
        <BasketballTimeline m={m} events={events} />
      )}
    </Panel>
  );
}
