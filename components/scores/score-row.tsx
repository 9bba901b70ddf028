import { crestSrc } from '@/lib/matches/display';
import type { Sport } from '@/lib/matches/types';
import type { ScoreRow } from './score-rows';
import './score-list.css';
import { SCORE_FLASH } from './live-merge';

/** The strings a row shows, resolved once per list (rows stay free of translation hooks). */
export type RowLabels = {
  ft: string;
  ht: string;
  aet: string;
  pens: string;
  etBreak: string;
  break: string;
  postponed: string;
  cancelled: string;
  quarters: [string, string, string, string];
  ot: string;
  favourite: string;
  unfavourite: string;
  mute: string;
  unmute: string;
  redCard: string;
  yellowCard: string;
  detail: string;
  /** The mark beside a followed team's name (docs/product.md §2 "Teams, players and discussion"). */
  followedTeam: string;
  /** The locale's path prefix ('' for Chinese, '/en', '/vi'): row links are plain anchors. */
  prefix: string;
};

/** `top` is the quarter (basketball in play) rather than the kick-off time when `topLive`. */
export type StateLines = {
  top: string;
  bottom: string;
  tone: 'live' | 'done' | 'idle' | 'off';
  topLive?: boolean;
};

function quarterName(code: string, labels: RowLabels): string {
  const q = /^Q([1-4])$/.exec(code);
  if (q) return labels.quarters[Number(q[1]) - 1];
  const ot = /^OT(\d*)$/.exec(code);
  if (ot) return ot[1] && ot[1] !== '1' ? `${labels.ot}${ot[1]}` : labels.ot;
  return code;
}

/** The state column: kick-off time above, the minute / quarter clock / result below. */
export function stateLines(row: ScoreRow, sport: Sport, labels: RowLabels): StateLines {
  switch (row.status) {
    case 'scheduled':
      return { top: row.time, bottom: '', tone: 'idle' };
    case 'postponed':
      return { top: row.time, bottom: labels.postponed, tone: 'off' };
    case 'cancelled':
      return { top: row.time, bottom: labels.cancelled, tone: 'off' };
    case 'finished': {
      let bottom = labels.ft;
      if (row.home_penalties !== null && row.away_penalties !== null) bottom = labels.pens;
      else if (row.period_scores.length > (sport === 'football' ? 2 : 4)) bottom = labels.aet;
      return { top: row.time, bottom, tone: 'done' };
    }
    case 'live':
      break;
  }
  if (row.phase === 'HT') return { top: row.time, bottom: labels.ht, tone: 'live' };
  if (sport === 'football') {
    if (row.phase === 'ETB') return { top: row.time, bottom: labels.etBreak, tone: 'live' };
    if (row.phase === 'PEN') return { top: row.time, bottom: labels.pens, tone: 'live' };
    return { top: row.time, bottom: row.match_str || row.phase, tone: 'live' };
  }
  const [code = '', clock = ''] = row.match_str.split(' ');
  if (row.phase === 'BRK')
    return { top: quarterName(code, labels), bottom: labels.break, tone: 'live', topLive: true };
  const quarter = quarterName(code, labels);
  return quarter
    ? { top: quarter, bottom: clock, tone: 'live', topLive: true }
    : { top: row.time, bottom: row.match_str, tone: 'live' };
}

/**
 * Grid columns per sport (score-list.css): star, state, teams, score, [HT, corners | Q1–Q4, OT],
 * bell. The competition header takes the class itself; the list (`ROW_LIST`) gives it to its rows.
 */
export const ROW_GRID: Record<Sport, string> = {
  football: 'sr-football',
  basketball: 'sr-basketball',
};

/** The `<ul>` of a competition's rows: the row styles hang off it, not off every row. */
export const ROW_LIST: Record<Sport, string> = {
  football: 'sr-list sr-list-football',
  basketball: 'sr-list sr-list-basketball',
};

const SPECIAL = /[&<>"']/;

function esc(text: string | number): string {
  const s = String(text);
  return SPECIAL.test(s) ? s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`) : s;
}

function cards(count: number, kind: 'red' | 'yellow', label: string): string {
  if (count <= 0) return '';
  return `<span role="img" aria-label="${esc(`${label} ×${count}`)}" class="sr-card sr-${kind}">${count > 1 ? count : ''}</span>`;
}

/**
 * A team line: crest, then the name (`img + span` in score-list.css), the followed-team mark
 * (`.sr-fol`), then its cards.
 */
function team(
  id: number,
  name: string,
  red: number,
  yellow: number,
  strong: boolean,
  followed: boolean,
  labels: RowLabels,
): string {
  return (
    `<span><img src="${crestSrc(id, 16)}" alt="" loading="lazy">` +
    `<span${strong ? ' class="sr-win"' : ''}>${esc(name)}</span>` +
    (followed
      ? `<span role="img" aria-label="${esc(labels.followedTeam)}" class="sr-fol"></span>`
      : '') +
    `${cards(yellow, 'yellow', labels.yellowCard)}${cards(red, 'red', labels.redCard)}</span>`
  );
}

/** A home/away pair of figures stacked like the team lines (first child home, last away). */
function pair(home: string | number, away: string | number, className: string): string {
  return `<div class="${className}"><span>${esc(home)}</span><span>${esc(away)}</span></div>`;
}

/** A toggle; its icon is a mask in score-list.css (sr-star, sr-starred, sr-bell, sr-muted). */
function button(pressed: boolean, label: string, className: string): string {
  return `<button aria-pressed="${pressed}" aria-label="${esc(label)}" class="${className}"></button>`;
}

/** Selectors of a row's parts (within its `li`), for the tests and anyone scripting the page. */
export const ROW_PARTS = {
  kickoff: '.sr-state > time',
  minute: '.sr-m',
  homeScore: '.sr-score > :first-child',
  awayScore: '.sr-score > :last-child',
  link: 'a',
  homeName: 'a > :first-child > img + span',
} as const;

/** `followed`: which teams the visitor follows, bit 1 home, bit 2 away (score-rows.ts `followedSides`). */
export type RowFlags = { flash: boolean; muted: boolean; followed?: number };

/**
 * One match as HTML: two stacked team lines (Flashscore-like), the whole row linking to the match
 * centre. The list renders rows as markup rather than components (issue 8, §3): 300 of them cost
 * little string building on the server and nothing to hydrate; live changes patch the row in
 * place (`morph`), and the list's delegated handler takes the star and bell clicks
 * (`.sr-star`, `.sr-bell`).
 *
 * A row is written lean, about 560 bytes for a finished match (it was 950): its styles come from
 * the list's classes and the parts' positions (score-list.css), and only what changes per row
 * carries a class. The parts, for tests and styles: the kick-off `time` (or the quarter `.sr-q`)
 * and the minute or result `.sr-m` in `.sr-state`; the link `a`; the scores `.sr-score`, home
 * first; `.sr-x` the desktop-only columns.
 */
export function rowHtml(
  row: ScoreRow,
  sport: Sport,
  labels: RowLabels,
  { flash, muted, followed = 0 }: RowFlags,
): string {
  const state = stateLines(row, sport, labels);
  const live = row.status === 'live';
  const started = live || row.status === 'finished';
  const homeWins = row.status === 'finished' && row.home_score > row.away_score;
  const awayWins = row.status === 'finished' && row.away_score > row.home_score;
  const bellable = row.status === 'live' || row.status === 'scheduled';
  const starred = row.collected === 1;
  const periods = row.period_scores;
  const halfTimeKnown = row.status === 'finished' || (live && row.phase !== '1H');

  let html =
    `<li data-testid="score-row" data-match-id="${row.id}" data-status="${esc(row.status)}"${followed ? ' data-followed="1"' : ''}${live ? ' class="sr-live"' : ''}>` +
    button(
      starred,
      starred ? labels.unfavourite : labels.favourite,
      starred ? 'sr-star sr-starred' : 'sr-star',
    ) +
    `<div class="sr-state">${
      state.topLive
        ? `<span class="sr-q">${esc(state.top)}</span>`
        : `<time datetime="${esc(row.kickoff)}">${esc(state.top)}</time>`
    }`;
  if (state.bottom) html += `<span class="sr-m sr-t-${state.tone}">${esc(state.bottom)}</span>`;
  html +=
    `</div><a href="${esc(`${labels.prefix}/score-detail?id=${row.id}`)}">` +
    team(
      row.home_team_id,
      row.home,
      row.home_red,
      row.home_yellow,
      homeWins,
      (followed & 1) !== 0,
      labels,
    ) +
    // The link's name is the visible team names (no aria-label that would differ from them).
    `${team(row.away_team_id, row.away, row.away_red, row.away_yellow, awayWins, (followed & 2) !== 0, labels)}</a>` +
    pair(
      started ? row.home_score : '-',
      started ? row.away_score : '-',
      flash ? `sr-score ${SCORE_FLASH}` : 'sr-score',
    );
  if (sport === 'football') {
    // The half-time score once there is one: during the first half it is still running.
    html +=
      pair(
        halfTimeKnown ? (row.home_half_score ?? '') : '',
        halfTimeKnown ? (row.away_half_score ?? '') : '',
        'sr-x',
      ) + pair(started ? row.home_corners : '', started ? row.away_corners : '', 'sr-x');
  } else {
    for (let q = 0; q < 4; q++) html += pair(periods[q]?.[0] ?? '', periods[q]?.[1] ?? '', 'sr-x');
    const ot = periods.length > 4;
    html += pair(
      ot ? periods.slice(4).reduce((n, p) => n + p[0], 0) : '',
      ot ? periods.slice(4).reduce((n, p) => n + p[1], 0) : '',
      'sr-x',
    );
  }
  html += bellable
    ? button(muted, muted ? labels.unmute : labels.mute, muted ? 'sr-bell sr-muted' : 'sr-bell')
    : '<span></span>';
  return `${html}</li>`;
}

/**
 * Makes `from` look like `to` while keeping the nodes that stay (an element keeps its identity,
 * focus and transitions when only its text or attributes change).
 */
export function morph(from: Element, to: Element): void {
  for (const a of [...from.attributes]) if (!to.hasAttribute(a.name)) from.removeAttribute(a.name);
  for (const a of [...to.attributes])
    if (from.getAttribute(a.name) !== a.value) from.setAttribute(a.name, a.value);
  const next = [...to.childNodes];
  next.forEach((t, i) => {
    const f = from.childNodes[i];
    if (!f) from.appendChild(t.cloneNode(true));
    else if (f.nodeType !== t.nodeType || f.nodeName !== t.nodeName)
      from.replaceChild(t.cloneNode(true), f);
    else if (t.nodeType === Node.ELEMENT_NODE) morph(f as Element, t as Element);
    else if (f.nodeValue !== t.nodeValue) f.nodeValue = t.nodeValue;
  });
  while (from.childNodes.length > next.length) from.lastChild!.remove();
}
