import { useFormatter, useTranslations } from 'next-intl';
import clsx from 'clsx';
import { Trophy } from 'lucide-react';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { teamName } from '@/lib/worldcup/names';
import type { Bracket, BracketStage, Match } from '@/lib/worldcup/tournament';
import { Flag } from './flag';
import { matchHref } from './params';

/** Half the gap between two columns: each side of a connector draws this much of the line. */
const LINE = 'w-2';
const LINE_COLOUR = 'border-gray-300';

function TeamLine({ m, side, lang }: { m: Match; side: 0 | 1; lang: Locale }) {
  const code = side === 0 ? m.home : m.away;
  const won = m.winner === code;
  const name = teamName(code, lang);
  return (
    <span
      className={clsx(
        'flex h-[22px] items-center gap-1.5 px-1.5 text-[12.5px]',
        won ? 'text-ink font-semibold' : 'text-ink-soft',
      )}
      data-winner={won ? 'true' : undefined}
    >
      <Flag code={code} size={18} />
      <span className="min-w-0 flex-1 truncate" title={name}>
        {name}
      </span>
      <span className="tabular-nums">
        {m.score[side]}
        {m.pens ? (
          <span className="text-ink-faint ml-0.5 text-[11px] font-normal">({m.pens[side]})</span>
        ) : null}
      </span>
    </span>
  );
}

/** One knockout match: the day in the viewer's zone, both teams with the score, a.e.t. or pens. */
export function BracketCard({ m, lang, wide }: { m: Match; lang: Locale; wide?: boolean }) {
  const t = useTranslations('worldcup');
  const format = useFormatter();
  return (
    <Link
      href={matchHref(m.num)}
      prefetch={false}
      className={clsx(
        'bg-surface hover:ring-brand/50 block w-full rounded-lg py-1 shadow-sm ring-1 ring-black/5 transition',
        wide && 'ring-brand/40 ring-2',
      )}
      data-testid="bracket-match"
      data-match={m.num}
    >
      <span className="text-ink-faint flex items-center justify-between gap-1 px-1.5 text-[10px] leading-4">
        <time dateTime={m.kickoff}>
          {format.dateTime(new Date(m.kickoff), { month: 'short', day: 'numeric' })}
        </time>
        {m.pens ? (
          <abbr
            title={t('match.pensLong', {
              winner: teamName(m.winner ?? '', lang),
              home: m.pens[0],
              away: m.pens[1],
            })}
            className="no-underline"
          >
            {t('match.pens', { home: m.pens[0], away: m.pens[1] })}
          </abbr>
        ) : m.et ? (
          <abbr title={t('match.aetLong')} className="no-underline">
            {t('match.aet')}
          </abbr>
        ) : null}
      </span>
      <TeamLine m={m} side={0} lang={lang} />
      <TeamLine m={m} side={1} lang={lang} />
    </Link>
  );
}

/** The line into a card from the round before it (on the card's outer side). */
function Stub({ side }: { side: 'left' | 'right' }) {
  return (
    <span
      aria-hidden
      className={clsx(
        'absolute top-1/2 border-t',
        LINE,
        LINE_COLOUR,
        side === 'left' ? '-left-2' : '-right-2',
      )}
    />
  );
}

/**
 * One round of one half: pairs of matches, each pair joined by a bracket line that leads to the
 * match of the next round they fed (which sits at the pair's middle, the columns being as tall).
 */
function Column({
  matches,
  lang,
  side,
  first,
}: {
  matches: Match[];
  lang: Locale;
  /** Which half: the left one's lines go right, the right one's left. */
  side: 'left' | 'right';
  /** The round of 32: no line comes into it. */
  first: boolean;
}) {
  const inner = side === 'left' ? 'right' : 'left';
  const outer = side;
  const slot = (m: Match) => (
    <div key={m.num} className="relative flex flex-1 items-center py-1">
      {first ? null : <Stub side={outer} />}
      <BracketCard m={m} lang={lang} />
    </div>
  );
  if (matches.length === 1) {
    return (
      <div className="relative flex flex-col">
        {slot(matches[0])}
        <span
          aria-hidden
          className={clsx(
            'absolute top-1/2 border-t',
            LINE,
            LINE_COLOUR,
            inner === 'right' ? '-right-2' : '-left-2',
          )}
        />
      </div>
    );
  }
  const pairs: Match[][] = [];
  for (let i = 0; i < matches.length; i += 2) pairs.push(matches.slice(i, i + 2));
  return (
    <div className="flex flex-col">
      {pairs.map((p) => (
        <div key={p[0].num} className="relative flex flex-1 flex-col">
          {p.map(slot)}
          <span
            aria-hidden
            className={clsx(
              'absolute top-1/4 bottom-1/4 border-y',
              LINE,
              LINE_COLOUR,
              inner === 'right'
                ? '-right-2 rounded-r-md border-r'
                : '-left-2 rounded-l-md border-l',
            )}
          />
        </div>
      ))}
    </div>
  );
}

/**
 * The knockout bracket as the results drew it (lib/worldcup/tournament.ts `bracket`). From 992 px
 * the two halves meet at the final in the middle, the champions above it and the match for third
 * place below; the row scrolls sideways when narrower than the bracket. Under 992 px the rounds
 * stack, first to last.
 */
export function KnockoutBracket({ data, lang }: { data: Bracket; lang: Locale }) {
  const t = useTranslations('worldcup');
  const halves = (stage: BracketStage) => {
    const ms = data.rounds.find((r) => r.stage === stage)?.matches ?? [];
    return [ms.slice(0, ms.length / 2), ms.slice(ms.length / 2)] as const;
  };
  const left = (['r32', 'r16', 'qf', 'sf'] as const).map((s) => ({ stage: s, ms: halves(s)[0] }));
  const right = (['sf', 'qf', 'r16', 'r32'] as const).map((s) => ({ stage: s, ms: halves(s)[1] }));
  const final = data.rounds.find((r) => r.stage === 'final')?.matches[0];
  const head = 'text-ink-faint pb-2 text-center text-[11px] font-semibold tracking-wide uppercase';
  const champion = (
    <div className="flex flex-col items-center gap-1 pb-3 text-center" data-testid="champion">
      <Trophy aria-hidden className="size-8 text-amber-500" />
      <span className="text-ink-faint text-[11px] font-semibold tracking-wide whitespace-nowrap uppercase">
        {t('bracket.champion')}
      </span>
      <span className="text-ink flex items-center gap-2 text-lg font-bold whitespace-nowrap">
        <Flag code={data.champion} size={28} />
        {teamName(data.champion, lang)}
      </span>
    </div>
  );
  return (
    <>
      <div className="max-desk:hidden overflow-x-auto pb-2" data-testid="bracket">
        <div className="grid min-w-[1120px] grid-cols-9 gap-x-4">
          {left.map(({ stage }) => (
            <p key={`l-${stage}`} className={head}>
              {t(`stagesShort.${stage}`)}
            </p>
          ))}
          <p className={head}>{t('stagesShort.final')}</p>
          {right.map(({ stage }) => (
            <p key={`r-${stage}`} className={head}>
              {t(`stagesShort.${stage}`)}
            </p>
          ))}
          {left.map(({ stage, ms }) => (
            <Column
              key={`l-${stage}`}
              matches={ms}
              lang={lang}
              side="left"
              first={stage === 'r32'}
            />
          ))}
          <div className="flex flex-col">
            <div className="flex flex-1 flex-col justify-end">{champion}</div>
            {final ? (
              <div className="relative" data-testid="bracket-final">
                <Stub side="left" />
                <Stub side="right" />
                <BracketCard m={final} lang={lang} wide />
              </div>
            ) : null}
            <div className="flex flex-1 flex-col pt-4">
              <p className={head}>{t('stages.third')}</p>
              <BracketCard m={data.third} lang={lang} />
            </div>
          </div>
          {right.map(({ stage, ms }) => (
            <Column
              key={`r-${stage}`}
              matches={ms}
              lang={lang}
              side="right"
              first={stage === 'r32'}
            />
          ))}
        </div>
      </div>
      <div className="desk:hidden space-y-4" data-testid="bracket-stacked">
        {champion}
        {(['final', 'third', 'sf', 'qf', 'r16', 'r32'] as const).map((stage) => {
          const ms =
            stage === 'third'
              ? [data.third]
              : (data.rounds.find((r) => r.stage === stage)?.matches ?? []);
          return (
            <section key={stage} aria-label={t(`stages.${stage}`)}>
              <h3 className="text-ink pb-1.5 text-sm font-semibold">{t(`stages.${stage}`)}</h3>
              <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
                {ms.map((m) => (
                  <li
                    key={m.num}
                    className={stage === 'final' ? 'col-span-2 sm:col-span-1' : undefined}
                  >
                    <BracketCard m={m} lang={lang} wide={stage === 'final'} />
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </>
  );
}
