import { useFormatter, useLocale, useTranslations } from 'next-intl';
import clsx from 'clsx';
import { Link } from '@/i18n/navigation';
import { Crest } from '@/components/scores/crest';
import { named } from '@/lib/matches/display';
import type { MatchItem, RecentForm } from '@/lib/matches/types';
import { Empty, Panel } from './panel';
import { resultFor, tally, type Result } from './view';
import { toLocale } from '@/i18n/locales';

const BADGE: Record<Result, string> = {
  W: 'bg-win text-white',
  D: 'bg-slate-400 text-white',
  L: 'bg-live text-white',
};

export function ResultBadge({ r, className }: { r: Result; className?: string }) {
  const t = useTranslations('matchCentre.h2h');
  return (
    <abbr
      title={t(`resultLong.${r}`)}
      data-result={r}
      className={clsx(
        'inline-flex size-5 shrink-0 items-center justify-center rounded text-[11px] font-bold no-underline',
        BADGE[r],
        className,
      )}
    >
      {t(`result.${r}`)}
    </abbr>
  );
}

/** One earlier match: date, competition, the teams and the score, the result for `teamId`. */
function PastMatch({ m, teamId }: { m: MatchItem; teamId: number }) {
  const format = useFormatter();
  const lang = toLocale(useLocale());
  const r = resultFor(m, teamId);
  const win = (side: 'home' | 'away') =>
    side === 'home' ? m.home_score > m.away_score : m.away_score > m.home_score;
  return (
    <li>
      <Link
        prefetch={false}
        href={{ pathname: '/score-detail', query: { id: m.id } }}
        className="hover:bg-surface-muted grid grid-cols-[4.5rem_1fr_auto] items-center gap-2 px-4 py-2 text-sm"
      >
        <span className="text-ink-soft text-xs leading-tight tabular-nums">
          <time dateTime={m.kickoff}>
            {format.dateTime(new Date(m.kickoff), {
              year: '2-digit',
              month: '2-digit',
              day: '2-digit',
            })}
          </time>
          <span className="block truncate">{named(m, 'short_name', lang)}</span>
        </span>
        <span className="grid min-w-0 grid-cols-[1fr_auto_1fr] items-center gap-2">
          <span
            className={clsx(
              'truncate text-right',
              win('home') ? 'text-ink font-semibold' : 'text-ink-soft',
            )}
          >
            {named(m, 'home_team_name', lang)}
          </span>
          <span className="text-ink rounded bg-slate-100 px-1.5 font-bold tabular-nums">
            {m.home_score}-{m.away_score}
          </span>
          <span
            className={clsx('truncate', win('away') ? 'text-ink font-semibold' : 'text-ink-soft')}
          >
            {named(m, 'away_team_name', lang)}
          </span>
        </span>
        <ResultBadge r={r} />
      </Link>
    </li>
  );
}

function FormColumn({
  form,
  m,
  side,
}: {
  form: RecentForm | null;
  m: MatchItem;
  side: 'home' | 'away';
}) {
  const t = useTranslations('matchCentre.h2h');
  const lang = toLocale(useLocale());
  const teamId = side === 'home' ? m.home_team_id : m.away_team_id;
  const name = named(m, `${side}_team_name`, lang);
  const list = form?.matches ?? [];
  return (
    <div className="min-w-0" data-testid={`form-${side}`}>
      <div className="flex flex-wrap items-center gap-2 px-4 py-2">
        <Crest teamId={teamId} size={24} />
        <h4 className="text-ink min-w-0 flex-1 truncate text-sm font-bold">
          {t('formOf', { team: name, n: list.length })}
        </h4>
        <span className="flex gap-0.5" aria-hidden>
          {[...(form?.form ?? '')].map((r, i) => (
            <ResultBadge key={i} r={r as Result} />
          ))}
        </span>
      </div>
      {form && list.length > 0 && (
        <p className="text-ink-soft px-4 pb-1 text-xs">
          {t('summary', { team: name, w: form.won, d: form.drawn, l: form.lost })} ·{' '}
          {t('goals', { for: form.goals_for, against: form.goals_against })}
        </p>
      )}
      {list.length ? (
        <ul className="divide-surface-page divide-y">
          {list.map((x) => (
            <PastMatch key={x.id} m={x} teamId={teamId} />
          ))}
        </ul>
      ) : (
        <p className="text-ink-soft px-4 py-4 text-sm">{t('formEmpty')}</p>
      )}
    </div>
  );
}

/** The head-to-head tab: the last meetings with a W/D/L summary, then each team's recent form. */
export function HeadToHead({
  m,
  h2h,
  form,
}: {
  m: MatchItem;
  h2h: readonly MatchItem[];
  form: { home: RecentForm | null; away: RecentForm | null };
}) {
  const t = useTranslations('matchCentre.h2h');
  const lang = toLocale(useLocale());
  const sum = tally(h2h, m.home_team_id);
  return (
    <div className="space-y-4" data-testid="tab-h2h">
      <Panel id="h2h" title={t('meetings')}>
        {h2h.length === 0 ? (
          <Empty>{t('empty')}</Empty>
        ) : (
          <>
            <div className="flex flex-wrap items-center gap-3 px-4 pt-3 text-sm">
              <span className="text-ink font-semibold">
                {t('summary', {
                  team: named(m, 'home_team_name', lang),
                  w: sum.W,
                  d: sum.D,
                  l: sum.L,
                })}
              </span>
              <span
                className="flex h-2 min-w-32 flex-1 overflow-hidden rounded-full bg-slate-100"
                aria-hidden
              >
                <span className="bg-win" style={{ width: `${(sum.W / h2h.length) * 100}%` }} />
                <span
                  className="bg-slate-400"
                  style={{ width: `${(sum.D / h2h.length) * 100}%` }}
                />
                <span className="bg-live" style={{ width: `${(sum.L / h2h.length) * 100}%` }} />
              </span>
            </div>
            <ul className="divide-surface-page mt-2 divide-y" data-testid="h2h-list">
              {h2h.map((x) => (
                <PastMatch key={x.id} m={x} teamId={m.home_team_id} />
              ))}
            </ul>
          </>
        )}
      </Panel>
      <Panel id="form" title={t('form')}>
        <div className="desk:grid-cols-2 desk:divide-x divide-surface-page grid py-2">
          <FormColumn form={form.home} m={m} side="home" />
          <FormColumn form={form.away} m={m} side="away" />
        </div>
      </Panel>
    </div>
  );
}
