import { useFormatter, useTranslations } from 'next-intl';
import clsx from 'clsx';
import { ChevronDown } from 'lucide-react';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { clubName, playerName, teamName } from '@/lib/worldcup/names';
import {
  GROUPS,
  POSITIONS,
  TEAMS,
  teamOf,
  type Finish,
  type Squad,
} from '@/lib/worldcup/tournament';
import { Flag } from './flag';
import { squadHref } from './params';

const HEAD = 'h-7 text-[11px] font-semibold text-ink-faint';

/** The 48 teams by group, each a link to its squad. */
function TeamGrid({ current, lang }: { current: string; lang: Locale }) {
  const t = useTranslations('worldcup');
  return (
    <ul className="desk:grid-cols-6 grid grid-cols-2 gap-x-3 gap-y-3 sm:grid-cols-4">
      {GROUPS.map((g) => (
        <li key={g}>
          <p className="text-ink-faint pb-1 text-[11px] font-semibold">
            {t('group', { group: g })}
          </p>
          <ul className="space-y-0.5">
            {TEAMS.filter((tm) => tm.group === g).map((tm) => {
              const active = tm.code === current;
              return (
                <li key={tm.code}>
                  <Link
                    href={squadHref(tm.code)}
                    prefetch={false}
                    scroll={false}
                    aria-current={active ? 'page' : undefined}
                    className={clsx(
                      'flex items-center gap-2 rounded px-1.5 py-1 text-[13px] transition',
                      active
                        ? 'bg-ink font-semibold text-white'
                        : 'text-ink-soft hover:bg-surface-muted hover:text-ink',
                    )}
                  >
                    <Flag code={tm.code} size={18} />
                    <span className="truncate">{teamName(tm.code, lang)}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </li>
      ))}
    </ul>
  );
}

/**
 * The team switcher: the 48 teams in view from 992 px; on a phone folded into a disclosure
 * (`<details>`, no script needed) that names the team shown, so the squad starts high.
 */
function TeamPicker({ current, lang }: { current: string; lang: Locale }) {
  const t = useTranslations('worldcup');
  return (
    <nav aria-label={t('squads.choose')} className="px-3">
      <div className="max-desk:hidden">
        <TeamGrid current={current} lang={lang} />
      </div>
      <details className="desk:hidden group border-surface-page rounded-lg border">
        <summary className="text-ink flex cursor-pointer list-none items-center gap-2 px-3 py-2 text-sm font-medium [&::-webkit-details-marker]:hidden">
          <Flag code={current} size={20} />
          <span className="min-w-0 flex-1 truncate">{teamName(current, lang)}</span>
          <span className="text-brand text-xs">{t('squads.choose')}</span>
          <ChevronDown
            aria-hidden
            className="text-ink-faint size-4 transition group-open:rotate-180"
          />
        </summary>
        <div className="border-surface-page border-t px-2 py-3">
          <TeamGrid current={current} lang={lang} />
        </div>
      </details>
    </nav>
  );
}

/** A team's 26 by position: number, name, age at the opening match, club, goals. */
export function SquadView({ squad, finish, lang }: { squad: Squad; finish: Finish; lang: Locale }) {
  const t = useTranslations('worldcup');
  const format = useFormatter();
  const team = teamOf(squad.team);
  const name = teamName(squad.team, lang);
  return (
    <div className="space-y-4">
      <TeamPicker current={squad.team} lang={lang} />
      <section
        aria-labelledby="squad-title"
        className="border-surface-page border-t"
        data-testid="squad"
        data-team={squad.team}
      >
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 px-3 py-3">
          <Flag code={squad.team} size={40} />
          <div className="min-w-0">
            <h2 id="squad-title" className="text-ink text-lg font-bold">
              {name}
            </h2>
            <p className="text-ink-soft text-xs">
              {team ? `${t('group', { group: team.group })} · ${team.confed}` : null}
              {' · '}
              {t('squads.averageAge', {
                age: format.number(squad.averageAge, { maximumFractionDigits: 1 }),
              })}
            </p>
          </div>
          <p className="ml-auto text-right text-xs">
            <span className="text-ink-faint block">{t('squads.finish')}</span>
            <span
              className={clsx(
                'inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold',
                finish === 'champion' ? 'bg-amber-100 text-amber-800' : 'bg-surface-page text-ink',
              )}
              data-testid="squad-finish"
            >
              {t(`finish.${finish}`)}
            </span>
          </p>
        </div>
        <div className="desk:grid-cols-2 grid gap-x-6 gap-y-4">
          {POSITIONS.map((pos) => {
            const players = squad.players.filter((p) => p.pos === pos);
            return (
              <section key={pos} aria-labelledby={`pos-${pos}`}>
                <h3
                  id={`pos-${pos}`}
                  className="bg-surface-muted text-ink border-surface-page border-y px-3 py-1.5 text-sm font-semibold"
                >
                  {t(`squads.positions.${pos}`)}{' '}
                  <span className="text-ink-faint font-normal tabular-nums">{players.length}</span>
                </h3>
                <table className="w-full table-fixed border-collapse text-[13px]">
                  <thead>
                    <tr className={HEAD}>
                      <th scope="col" className="w-10 pl-3 text-left">
                        <abbr title={t('squads.numberLong')} className="no-underline">
                          {t('squads.number')}
                        </abbr>
                      </th>
                      <th scope="col" className="text-left">
                        {t('squads.player')}
                      </th>
                      <th scope="col" className="w-10 text-center">
                        <abbr title={t('squads.ageLong')} className="no-underline">
                          {t('squads.age')}
                        </abbr>
                      </th>
                      <th scope="col" className="w-[38%] text-left">
                        {t('squads.club')}
                      </th>
                      <th scope="col" className="w-10 pr-3 text-center">
                        {t('squads.goals')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {players.map((p) => (
                      <tr
                        key={p.number}
                        className="border-surface-page hover:bg-surface-muted border-t"
                        data-testid="squad-player"
                      >
                        <td className="text-ink-soft py-1.5 pl-3 tabular-nums">{p.number}</td>
                        <th
                          scope="row"
                          className="text-ink desk:truncate pr-2 text-left leading-tight font-medium break-words"
                        >
                          <span title={lang === 'zh' ? p.name : undefined}>
                            {playerName(p.name, lang)}
                          </span>
                        </th>
                        <td className="text-ink-soft text-center tabular-nums">{p.age}</td>
                        <td className="text-ink-soft desk:truncate pr-2 leading-tight break-words">
                          <span title={p.club}>{clubName(p.club, lang)}</span>
                        </td>
                        <td className="text-ink pr-3 text-center font-semibold tabular-nums">
                          {p.goals || ''}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </section>
            );
          })}
        </div>
        <p className="text-ink-faint px-3 pt-3 text-xs">{t('squads.ageLong')}</p>
      </section>
    </div>
  );
}
