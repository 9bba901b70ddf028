import './foresight.css';
import { useTimeZone, useTranslations } from 'next-intl';
import type { ForesightMatch, ForesightTeam } from '@/lib/foresight/contract';
import { API_ZONE, clockIn } from '@/lib/rules/zone';
import { Crest } from '@/components/scores/crest';
import { foresightMatchHref } from './params';
import { useSitePath } from './site-path';
import {
  AbsenceList,
  FormStrip,
  LineupBlock,
  MeetingList,
  OddsMovement,
  TableBlock,
} from './parts';

/** A section of the card: its heading, then the home side's cell and the away side's. */
function Pair({
  title,
  home,
  away,
  testId,
}: {
  title: string;
  home: React.ReactNode;
  away: React.ReactNode;
  testId: string;
}) {
  return (
    <section className="fs-sec" data-testid={testId}>
      <h4>{title}</h4>
      <div className="fs-pair">
        <div data-side="home">{home}</div>
        <div data-side="away">{away}</div>
      </div>
    </section>
  );
}

/** A team: crest, name (to the match centre), table place and how many are out. */
function TeamHead({ team, side, matchId }: { team: ForesightTeam; side: string; matchId: number }) {
  const t = useTranslations('foresight');
  const path = useSitePath();
  return (
    <div className="fs-team">
      <Crest teamId={team.id} size={32} />
      <div>
        <a href={path(`/score-detail?id=${matchId}`)} data-testid={`team-${side}`}>
          <span>{team.short_name}</span>
          <span>{team.name}</span>
        </a>
        <p>
          {team.table ? `${t('table.position', { pos: team.table.position })} · ` : ''}
          <span data-out={team.absences.length ? '' : undefined}>
            {t('absences.count', { n: team.absences.length })}
          </span>
        </p>
      </div>
    </div>
  );
}

/**
 * One match's intelligence (docs/product.md §2 "/foresight"): the teams, who is out, the table
 * and its stakes, form, the index from opening to now, then the expected line-ups and the
 * meetings of the two (open in the one-match view, `expanded`).
 *
 * `plans` is the one place for the experts' plans of the match (lib/experts): rendered after the
 * index, in its own section, when given.
 */
export function ForesightCard({
  m,
  expanded = false,
  plans,
}: {
  m: ForesightMatch;
  expanded?: boolean;
  /** The experts' plans for this match (wired by lib/experts' owner), shown after the odds. */
  plans?: React.ReactNode;
}) {
  const t = useTranslations('foresight');
  const zone = useTimeZone() ?? API_ZONE;
  const path = useSitePath();
  return (
    <article
      className="fs-card"
      data-testid="foresight-match"
      data-match={m.id}
      aria-labelledby={`fm-${m.id}`}
    >
      <header className="fs-top">
        <time dateTime={m.kickoff}>{clockIn(m.kickoff, zone)}</time>
        <span className="text-ink-soft truncate">{m.round || m.competition_short}</span>
        <span className="ml-auto flex shrink-0 items-center gap-3">
          {expanded ? null : (
            <a href={path(foresightMatchHref(m.id))} className="text-brand font-medium">
              {t('card.open')}
            </a>
          )}
          <a href={path(`/score-detail?id=${m.id}`)} className="text-ink-soft">
            {t('card.centre')} ›
          </a>
        </span>
      </header>
      <h3 id={`fm-${m.id}`} className="sr-only">
        {`${m.home.name} ${t('card.vs')} ${m.away.name}`}
      </h3>
      <div className="fs-teams">
        <TeamHead team={m.home} side="home" matchId={m.id} />
        <span className="text-ink-faint text-xs font-bold" aria-hidden>
          {t('card.vs')}
        </span>
        <TeamHead team={m.away} side="away" matchId={m.id} />
      </div>
      <div className="fs-body">
        <Pair
          title={t('absences.title')}
          testId="pair-absences"
          home={<AbsenceList list={m.home.absences} />}
          away={<AbsenceList list={m.away.absences} />}
        />
        <Pair
          title={t('table.title')}
          testId="pair-table"
          home={<TableBlock table={m.home.table} sport={m.sport} />}
          away={<TableBlock table={m.away.table} sport={m.sport} />}
        />
        <Pair
          title={t('form.title')}
          testId="pair-form"
          home={<FormStrip form={m.home.form} sport={m.sport} />}
          away={<FormStrip form={m.away.form} sport={m.sport} />}
        />
        <section className="fs-sec">
          <h4>{t('odds.title')}</h4>
          <OddsMovement odds={m.odds} company={m.odds_company} />
        </section>
      </div>
      {plans ? (
        <section className="fs-sec" data-testid="foresight-plans">
          <h4>{t('card.plans')}</h4>
          {plans}
        </section>
      ) : null}
      <details className="fs-more border-surface-page border-t" open={expanded || undefined}>
        <summary>
          {t('lineups.title')} · {t('h2h.title')}
        </summary>
        <div className="fs-body fs-body-more">
          <Pair
            title={t('lineups.title')}
            testId="pair-lineups"
            home={<LineupBlock lineup={m.home.lineup} />}
            away={<LineupBlock lineup={m.away.lineup} />}
          />
          <section className="fs-sec">
            <h4>{t('h2h.title')}</h4>
            <MeetingList m={m} />
          </section>
        </div>
      </details>
    </article>
  );
}
