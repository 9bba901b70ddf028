import { useTranslations } from 'next-intl';
import clsx from 'clsx';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { playerName, teamName } from '@/lib/worldcup/names';
import { matchByNum, type Figures, type Scorer } from '@/lib/worldcup/tournament';
import { Flag } from './flag';
import { matchHref, squadHref } from './params';

/** A scorer's goals match by match: the opponent's flag, ×2 for a brace, linked to the match. */
function GoalsByMatch({ s, lang }: { s: Scorer; lang: Locale }) {
  const t = useTranslations('worldcup.scorers');
  const runs: { num: number; count: number }[] = [];
  for (const num of s.matches) {
    const last = runs[runs.length - 1];
    if (last?.num === num) last.count += 1;
    else runs.push({ num, count: 1 });
  }
  return (
    <ul className="flex flex-wrap gap-1">
      {runs.map(({ num, count }) => {
        const m = matchByNum(num);
        if (!m) return null;
        const opponent = m.home === s.team ? m.away : m.home;
        const label = t('against', { team: teamName(opponent, lang) });
        return (
          <li key={num}>
            <Link
              href={matchHref(num)}
              prefetch={false}
              title={label}
              aria-label={count > 1 ? `${label} ×${count}` : label}
              className="bg-surface-page text-ink-soft hover:text-ink inline-flex h-6 items-center gap-1 rounded px-1.5 text-[11px] tabular-nums"
            >
              <Flag code={opponent} size={16} />
              {count > 1 ? `×${count}` : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

const HEAD = 'h-8 text-[11px] font-semibold text-ink-faint';

/** Every player who scored, most goals first (own goals left out, as FIFA counts them). */
export function ScorerTable({
  rows,
  figures,
  lang,
}: {
  rows: Scorer[];
  figures: Figures;
  lang: Locale;
}) {
  const t = useTranslations('worldcup.scorers');
  return (
    <div>
      <p className="text-ink-soft px-3 pb-2 text-xs">
        {t('summary', {
          goals: figures.goals,
          penalties: figures.penalties,
          ownGoals: figures.ownGoals,
        })}
      </p>
      <div className="overflow-x-auto">
        <table
          className="w-full border-collapse text-[13px] whitespace-nowrap"
          data-testid="scorers"
        >
          <thead className="bg-surface-muted">
            <tr className={HEAD}>
              <th scope="col" className="w-12 pl-3 text-left">
                #
              </th>
              <th scope="col" className="text-left">
                {t('player')}
              </th>
              <th scope="col" className="text-left max-sm:hidden">
                {t('team')}
              </th>
              <th scope="col" className="w-14 text-center">
                {t('goals')}
              </th>
              <th scope="col" className="w-14 text-center">
                <abbr title={t('penaltiesLong')} className="no-underline">
                  {t('penalties')}
                </abbr>
              </th>
              <th scope="col" className="max-desk:hidden pr-3 pl-2 text-left">
                {t('byMatch')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((s) => {
              return (
                <tr
                  key={`${s.team}-${s.player}`}
                  className="border-surface-page hover:bg-surface-muted border-t"
                  data-testid="scorer"
                >
                  <td className="pl-3">
                    <span
                      className={clsx(
                        'inline-grid size-6 place-items-center rounded text-xs font-semibold tabular-nums',
                        s.rank <= 3 ? 'bg-brand text-white' : 'text-ink-soft',
                      )}
                    >
                      {s.rank}
                    </span>
                  </td>
                  <th scope="row" className="py-1.5 pr-3 text-left font-medium">
                    <span className="flex items-center gap-2">
                      <Flag code={s.team} className="sm:hidden" />
                      <span className="text-ink">{playerName(s.player, lang)}</span>
                    </span>
                  </th>
                  <td className="pr-3 max-sm:hidden">
                    <Link
                      href={squadHref(s.team)}
                      prefetch={false}
                      className="text-ink-soft hover:text-brand inline-flex items-center gap-2"
                    >
                      <Flag code={s.team} />
                      {teamName(s.team, lang)}
                    </Link>
                  </td>
                  <td className="text-ink text-center font-bold tabular-nums" data-col="goals">
                    {s.goals}
                  </td>
                  <td className="text-ink-soft max-desk:pr-3 text-center tabular-nums">
                    {s.penalties || '–'}
                  </td>
                  <td className="max-desk:hidden py-1 pr-3 pl-2">
                    <GoalsByMatch s={s} lang={lang} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="text-ink-faint px-3 pt-2 text-xs">{t('note')}</p>
    </div>
  );
}
