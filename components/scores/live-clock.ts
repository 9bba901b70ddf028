import { useTranslations } from 'next-intl';
import type { MatchItem } from '@/lib/matches/types';

/**
 * A live match's clock in the page's language. The feed writes codes ("HT", "ET", "PEN",
 * "Q2 07:32", "OT 03:00"): minutes ("67'", "45+2'") read the same everywhere, the codes are
 * translated (issue 8 §3/§4: no "Q2" or "HT" left in the Chinese and Vietnamese UI).
 */
export type ClockLabels = {
  ht: string;
  etBreak: string;
  pens: string;
  ft: string;
  break: string;
  quarters: readonly [string, string, string, string];
  ot: string;
};

/** A basketball period code ("Q3", "OT", "OT2") in words; other text unchanged. */
export function periodName(code: string, labels: ClockLabels): string {
  const q = /^Q([1-4])$/.exec(code);
  if (q) return labels.quarters[Number(q[1]) - 1];
  const ot = /^OT(\d*)$/.exec(code);
  if (ot) return ot[1] && ot[1] !== '1' ? `${labels.ot}${ot[1]}` : labels.ot;
  return code;
}

/** The clock text of a live match, or of an event's `match_str`. */
export function clockText(
  m: Pick<MatchItem, 'sport' | 'phase' | 'match_str'>,
  labels: ClockLabels,
): string {
  const str = m.match_str.trim();
  if (m.phase === 'HT' || str === 'HT') return labels.ht;
  if (m.phase === 'FT' || str === 'FT') return labels.ft;
  if (m.sport === 'football') {
    if (m.phase === 'ETB' || str === 'ET') return labels.etBreak;
    if (m.phase === 'PEN' || str === 'PEN') return labels.pens;
    return str || m.phase;
  }
  const [code = '', clock = ''] = str.split(' ');
  if (m.phase === 'BRK') return `${periodName(code, labels)} ${labels.break}`.trim();
  if (!code) return periodName(m.phase, labels);
  return clock ? `${periodName(code, labels)} ${clock}` : periodName(code, labels);
}

/** The labels in the page's language (messages scores.state and scores.cols); server or client. */
export function useClockLabels(): ClockLabels {
  const t = useTranslations('scores');
  return {
    ht: t('state.ht'),
    etBreak: t('state.etBreak'),
    pens: t('state.pens'),
    ft: t('state.ft'),
    break: t('state.break'),
    quarters: [t('cols.q1'), t('cols.q2'), t('cols.q3'), t('cols.q4')],
    ot: t('cols.ot'),
  };
}
