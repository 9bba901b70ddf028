import { useFormatter, useLocale, useTimeZone, useTranslations } from 'next-intl';
import { ChevronRight } from 'lucide-react';
import { Link } from '@/i18n/navigation';
import { named } from '@/lib/matches/display';
import type { MatchItem, RecentForm, VenueView } from '@/lib/matches/types';
import { Crest } from '@/components/scores/crest';
import { ResultBadge } from './h2h';
import { Panel } from './panel';
import type { Result } from './view';
import { toLocale } from '@/i18n/locales';
import { API_ZONE } from '@/lib/rules/zone';
import { ZoneLabel } from '@/components/scores/zone-label';

/** The side card: competition, round, kick-off, venue; and both teams' recent form. */
export function MatchInfo({
  m,
  venue,
  form,
}: {
  m: MatchItem;
  venue: VenueView | null;
  form: { home: RecentForm | null; away: RecentForm | null };
}) {
  const t = useTranslations('matchCentre');
  // The intelligence centre's page of the match (docs/product.md §2 "/foresight").
  const tf = useTranslations('foresight.centreLink');
  const format = useFormatter();
  const zone = useTimeZone() ?? API_ZONE;
  const lang = toLocale(useLocale());
  const rows: [string, React.ReactNode][] = [
    [
      t('info.competition'),
      <Link
        prefetch={false}
        key="c"
        href={{
          pathname: m.sport === 'football' ? '/base-football' : '/base-basketball',
          query: { id: m.competition_id },
        }}
        className="text-brand hover:underline"
      >
        {named(m, 'competition_name', lang)}
      </Link>,
    ],
  ];
  if (named(m, 'round_name', lang)) rows.push([t('info.round'), named(m, 'round_name', lang)]);
  rows.push([
    t('info.kickoff'),
    <span key="k">
      <time dateTime={m.kickoff}>
        {format.dateTime(new Date(m.kickoff), {
          year: 'numeric',
          month: 'long',
          day: 'numeric',
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
        })}
      </time>
      <ZoneLabel zone={zone} at={m.kickoff} />
    </span>,
  ]);
  if (venue) {
    rows.push([t('info.venue'), named(venue, 'name', lang)]);
    if (named(venue, 'city', lang)) rows.push([t('info.city'), named(venue, 'city', lang)]);
    if (venue.capacity) rows.push([t('info.capacity'), format.number(venue.capacity)]);
  }
  return (
    <div className="space-y-4">
      <Panel id="match-info" title={t('info.title')}>
        <dl className="divide-surface-page divide-y text-sm">
          {rows.map(([k, v]) => (
            <div key={k} className="flex justify-between gap-4 px-4 py-2">
              <dt className="text-ink-soft shrink-0">{k}</dt>
              <dd className="text-ink min-w-0 text-right font-medium">{v}</dd>
            </div>
          ))}
        </dl>
      </Panel>
      {m.status === 'scheduled' ? (
        <Link
          prefetch={false}
          href={{ pathname: '/foresight', query: { id: m.id } }}
          data-testid="foresight-link"
          className="bg-surface hover:bg-surface-muted flex items-center gap-3 rounded-2xl px-4 py-3 shadow-sm"
        >
          <span className="min-w-0 flex-1">
            <span className="text-ink block text-sm font-bold">{tf('title')}</span>
            <span className="text-ink-soft block text-xs">{tf('text')}</span>
          </span>
          <ChevronRight className="text-ink-faint size-4 shrink-0" aria-hidden />
        </Link>
      ) : null}
      {(form.home?.form || form.away?.form) && (
        <Panel id="side-form" title={t('h2h.form')}>
          <ul className="divide-surface-page divide-y">
            {(['home', 'away'] as const).map((side) => {
              const f = form[side];
              return (
                <li key={side} className="flex items-center gap-2 px-4 py-2.5">
                  <Crest teamId={side === 'home' ? m.home_team_id : m.away_team_id} size={20} />
                  <span className="text-ink min-w-0 flex-1 truncate text-sm font-medium">
                    {named(m, `${side}_team_name`, lang)}
                  </span>
                  <span className="flex gap-0.5">
                    {[...(f?.form ?? '')].map((r, i) => (
                      <ResultBadge key={i} r={r as Result} className="size-[18px] text-[10px]" />
                    ))}
                  </span>
                </li>
              );
            })}
          </ul>
        </Panel>
      )}
    </div>
  );
}
