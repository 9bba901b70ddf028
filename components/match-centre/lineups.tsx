import { useLocale, useTranslations } from 'next-intl';
import clsx from 'clsx';
import { Crest } from '@/components/scores/crest';
import { named } from '@/lib/matches/display';
import type { EventView, LineupSide, MatchDetail, PlayerRef, TeamView } from '@/lib/matches/types';
import { PlayerLink } from '@/components/players/player-link';
import { BallIcon, CardIcon } from './icons';
import { Empty, Panel } from './panel';
import type { KeyOf } from '@/lib/i18n/messages';
import { toLocale, type Locale } from '@/i18n/locales';

type Starter = LineupSide['starters'][number];

/** What a player did in the match, for the little marks beside the name. */
export type PlayerMarks = {
  goals: number;
  ownGoals: number;
  yellow: boolean;
  red: boolean;
  on?: string;
  off?: string;
};

export function playerMarks(events: readonly EventView[]): Map<number, PlayerMarks> {
  const out = new Map<number, PlayerMarks>();
  const get = (id: number) => {
    let m = out.get(id);
    if (!m) out.set(id, (m = { goals: 0, ownGoals: 0, yellow: false, red: false }));
    return m;
  };
  for (const e of events) {
    const id = e.player?.id;
    if (id === undefined) continue;
    if (e.kind === 'goal' || e.kind === 'penalty_goal') get(id).goals++;
    else if (e.kind === 'own_goal') get(id).ownGoals++;
    else if (e.kind === 'yellow') get(id).yellow = true;
    else if (e.kind === 'red' || e.kind === 'second_yellow') get(id).red = true;
    else if (e.kind === 'sub') {
      get(id).on = e.match_str;
      if (e.player_out) get(e.player_out.id).off = e.match_str;
    }
  }
  return out;
}

/** Football starters in lines (goalkeeper first) from the formation "4-2-3-1". */
export function formationLines(
  starters: readonly Starter[],
  formation: string | null,
): Starter[][] {
  const keepers = starters.filter((p) => p.lineup_position === 'GK');
  const outfield = starters.filter((p) => p.lineup_position !== 'GK');
  const sizes = (formation ?? '')
    .split('-')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  if (sizes.reduce((a, b) => a + b, 0) !== outfield.length) {
    // No usable formation: one line per position.
    const order = ['DF', 'MF', 'FW'];
    const lines = order.map((pos) => outfield.filter((p) => p.lineup_position === pos));
    const rest = outfield.filter((p) => !order.includes(p.lineup_position));
    return [keepers, ...lines, rest].filter((l) => l.length > 0);
  }
  const lines: Starter[][] = [keepers];
  let i = 0;
  for (const n of sizes) {
    lines.push(outfield.slice(i, i + n));
    i += n;
  }
  return lines.filter((l) => l.length > 0);
}

const nameOf = (p: PlayerRef, lang: Locale) => p[`name_${lang}`] || p.name_zh;

/** The short name on the pitch: the family name in Latin scripts, the whole name in Chinese. */
function pitchName(p: PlayerRef, lang: Locale): string {
  const n = nameOf(p, lang);
  if (lang === 'zh') return n.split('·').pop() ?? n;
  const parts = n.split(' ');
  return parts.length > 1 ? parts.slice(1).join(' ') : n;
}

function Marks({ m }: { m: PlayerMarks | undefined }) {
  if (!m || (!m.goals && !m.ownGoals && !m.yellow && !m.red)) return null;
  return (
    <span className="inline-flex items-center gap-0.5 align-middle">
      {Array.from({ length: m.goals }, (_, i) => (
        <BallIcon key={`g${i}`} className="size-3" />
      ))}
      {Array.from({ length: m.ownGoals }, (_, i) => (
        <BallIcon key={`o${i}`} className="size-3" own />
      ))}
      {m.yellow && !m.red && <CardIcon colour="yellow" className="size-3" />}
      {m.red && <CardIcon colour="red" className="size-3" />}
    </span>
  );
}

function PitchTeam({
  side,
  lines,
  team,
  marks,
  lang,
}: {
  side: 'home' | 'away';
  lines: Starter[][];
  team: TeamView;
  marks: Map<number, PlayerMarks>;
  lang: Locale;
}) {
  // Home plays downwards from the top goal, away upwards from the bottom one.
  const ordered = side === 'home' ? lines : [...lines].reverse();
  return (
    <div className="flex flex-1 flex-col justify-around gap-1 py-2">
      {ordered.map((line, i) => (
        <div key={i} className="flex justify-around">
          {line.map((p) => {
            const mk = marks.get(p.id);
            return (
              <div
                key={p.id}
                className="flex w-[4.75rem] min-w-0 flex-col items-center gap-0.5 text-center"
              >
                <span
                  className="relative flex size-7 items-center justify-center rounded-full border-2 text-xs font-bold shadow"
                  style={{
                    backgroundColor: team.colour_primary,
                    borderColor: team.colour_secondary,
                    color: team.colour_secondary,
                  }}
                >
                  {p.shirt_number}
                  {mk?.off && (
                    <span className="absolute -top-1.5 -right-2 rounded bg-white px-0.5 text-[9px] leading-tight text-red-600">
                      ↓{mk.off}
                    </span>
                  )}
                </span>
                <span className="line-clamp-1 max-w-full text-[11px] leading-tight font-medium text-white drop-shadow">
                  <PlayerLink id={p.id} className="hover:underline">
                    {pitchName(p, lang)}
                  </PlayerLink>
                </span>
                <Marks m={mk} />
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}

function Pitch({
  d,
  marks,
  lang,
}: {
  d: MatchDetail;
  marks: Map<number, PlayerMarks>;
  lang: Locale;
}) {
  const t = useTranslations('matchCentre.lineups');
  const home = formationLines(d.lineups.home.starters, d.lineups.home.formation);
  const away = formationLines(d.lineups.away.starters, d.lineups.away.formation);
  return (
    <figure className="mx-auto w-full max-w-md px-4 pt-4">
      <figcaption className="sr-only">{t('pitch')}</figcaption>
      <div
        className="relative flex aspect-[2/3] w-full flex-col overflow-hidden rounded-xl border-2 border-white/70"
        style={{
          background: 'repeating-linear-gradient(180deg, #2f8f46 0 8.33%, #2a8440 8.33% 16.66%)',
        }}
      >
        {/* Pitch markings */}
        <div aria-hidden className="absolute inset-x-0 top-1/2 h-0 border-t-2 border-white/60" />
        <div
          aria-hidden
          className="absolute top-1/2 left-1/2 size-20 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white/60"
        />
        <div
          aria-hidden
          className="absolute top-0 left-1/2 h-[14%] w-[50%] -translate-x-1/2 border-2 border-t-0 border-white/60"
        />
        <div
          aria-hidden
          className="absolute bottom-0 left-1/2 h-[14%] w-[50%] -translate-x-1/2 border-2 border-b-0 border-white/60"
        />
        <PitchTeam side="home" lines={home} team={d.home_team} marks={marks} lang={lang} />
        <PitchTeam side="away" lines={away} team={d.away_team} marks={marks} lang={lang} />
      </div>
    </figure>
  );
}

function PlayerList({
  title,
  list,
  marks,
  lang,
  testId,
}: {
  title: string;
  list: readonly Starter[];
  marks: Map<number, PlayerMarks>;
  lang: Locale;
  testId?: string;
}) {
  const t = useTranslations('matchCentre.lineups');
  return (
    <div>
      <h4 className="text-ink-soft bg-surface-muted px-3 py-1.5 text-xs font-semibold">{title}</h4>
      <ul className="divide-surface-page divide-y" data-testid={testId}>
        {list.map((p) => {
          const mk = marks.get(p.id);
          return (
            <li key={p.id} className="flex items-center gap-2 px-3 py-1.5 text-sm">
              <span className="text-ink-soft w-6 shrink-0 text-right text-xs font-bold tabular-nums">
                <span className="sr-only">{t('shirt', { n: p.shirt_number })}</span>
                <span aria-hidden>{p.shirt_number}</span>
              </span>
              <span className="text-ink min-w-0 flex-1 truncate">
                <PlayerLink id={p.id}>{nameOf(p, lang)}</PlayerLink> <Marks m={mk} />
              </span>
              {mk?.on && <span className="text-xs text-green-600 tabular-nums">↑{mk.on}</span>}
              {mk?.off && <span className="text-xs text-red-600 tabular-nums">↓{mk.off}</span>}
              <abbr
                title={t(`position.${p.lineup_position}` as KeyOf<typeof t>)}
                className="text-ink-faint w-6 shrink-0 text-right text-[11px] no-underline"
              >
                {t(`positionShort.${p.lineup_position}` as KeyOf<typeof t>)}
              </abbr>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The line-ups tab: formation and pitch (football), starters and substitutes with shirt numbers. */
export function Lineups({ d }: { d: MatchDetail }) {
  const t = useTranslations('matchCentre.lineups');
  const lang = toLocale(useLocale());
  const m = d.match;
  const marks = playerMarks(d.events);
  const empty = !d.lineups.home.starters.length && !d.lineups.away.starters.length;
  return (
    <Panel id="lineups" title={t('title')} testId="tab-lineups">
      {empty ? (
        <Empty>{t('empty')}</Empty>
      ) : (
        <>
          {m.sport === 'football' && <Pitch d={d} marks={marks} lang={lang} />}
          <div className="desk:grid-cols-2 mt-4 grid gap-4 pb-4">
            {(['home', 'away'] as const).map((side) => {
              const l = d.lineups[side];
              return (
                <div
                  key={side}
                  className={clsx(
                    'min-w-0',
                    side === 'away' && 'desk:border-l border-surface-page',
                  )}
                >
                  <div className="flex items-center gap-2 px-3 pb-2">
                    <Crest teamId={side === 'home' ? m.home_team_id : m.away_team_id} size={24} />
                    <h3 className="text-ink min-w-0 flex-1 truncate text-sm font-bold">
                      {named(m, `${side}_team_name`, lang)}
                    </h3>
                    {l.formation && (
                      <span
                        className="text-ink-soft text-xs font-semibold"
                        data-testid={`formation-${side}`}
                      >
                        {t('formation', { formation: l.formation })}
                      </span>
                    )}
                  </div>
                  <PlayerList
                    title={t('starters')}
                    list={l.starters}
                    marks={marks}
                    lang={lang}
                    testId={`starters-${side}`}
                  />
                  {l.substitutes.length > 0 && (
                    <PlayerList
                      title={t('substitutes')}
                      list={l.substitutes}
                      marks={marks}
                      lang={lang}
                    />
                  )}
                </div>
              );
            })}
          </div>
        </>
      )}
    </Panel>
  );
}
