import en from '@/messages/en.json';
import { matchItem, matchLine } from '@/test/match-item';
import { morph, ROW_PARTS, rowHtml, type RowLabels } from './score-row';
import { lineToScoreRow, packRows, unpackRows, type PackedRows } from './score-rows';
import { SCORE_FLASH } from './live-merge';

/** A list item as the page gets it (day_rows) and makes it a row. */
const toRow = (m: Parameters<typeof matchLine>[0], lang: 'zh' | 'en' | 'vi', zone: string) =>
  lineToScoreRow(matchLine(m, lang), zone);

const E = en.scores;
const labels: RowLabels = {
  ft: E.state.ft,
  ht: E.state.ht,
  aet: E.state.aet,
  pens: E.state.pens,
  etBreak: E.state.etBreak,
  break: E.state.break,
  postponed: E.state.postponed,
  cancelled: E.state.cancelled,
  quarters: [E.cols.q1, E.cols.q2, E.cols.q3, E.cols.q4],
  ot: E.cols.ot,
  favourite: E.row.favourite,
  unfavourite: E.row.unfavourite,
  mute: E.row.mute,
  unmute: E.row.unmute,
  redCard: E.row.redCard,
  yellowCard: E.row.yellowCard,
  detail: E.row.detail,
  followedTeam: E.row.followedTeam,
  prefix: '/en',
};
const off = { flash: false, muted: false };
const parse = (html: string) => {
  const box = document.createElement('ul');
  box.innerHTML = html;
  return box.firstElementChild as HTMLElement;
};
/** A part of a row (ROW_PARTS). */
const part = (li: HTMLElement, name: keyof typeof ROW_PARTS) =>
  li.querySelector<HTMLElement>(ROW_PARTS[name])!;
/** UTF-8 bytes of a string. */
const bytes = (s: string) => encodeURIComponent(s).replace(/%[0-9A-F]{2}/g, 'x').length;

test('a row is lean markup: under 900 bytes with cards, its kick-off as <time datetime>, crests and long names (the component rendered 1.7–1.9 KB, the first markup 1.2 KB)', () => {
  const row = toRow(
    matchItem({
      id: 3203,
      status: 'finished',
      phase: 'FT',
      match_str: 'FT',
      home_score: 0,
      away_score: 2,
      home_half_score: 0,
      away_half_score: 2,
      home_yellow: 3,
      away_yellow: 1,
      home_corners: 3,
      away_corners: 5,
    }),
    'en',
    'UTC',
  );
  const html = rowHtml(row, 'football', labels, off);
  expect(bytes(html)).toBeLessThan(900);
  // Without cards, as most rows are: the 300-row page's HTML is mostly these.
  const plain = rowHtml({ ...row, home_yellow: 0, away_yellow: 0 }, 'football', labels, off);
  expect(bytes(plain)).toBeLessThan(700);
  const li = parse(html);
  expect(li.dataset.matchId).toBe('3203');
  expect(part(li, 'link')).toHaveAttribute('href', '/en/score-detail?id=3203');
  expect(li.querySelectorAll('[role="img"][aria-label^="Yellow card"]')).toHaveLength(2);
  expect(part(li, 'minute')).toHaveTextContent(E.state.ft);
});

test('names and labels are escaped', () => {
  const row = toRow(
    matchItem({ id: 1, home_team_name_en: '<img src=x onerror=alert(1)> & "Co"' }),
    'en',
    'UTC',
  );
  const li = parse(rowHtml(row, 'football', labels, off));
  expect(li.querySelector('img[onerror]')).toBeNull();
  expect(part(li, 'homeName')).toHaveTextContent('<img src=x onerror=alert(1)> & "Co"');
});

test('morph patches a row in place: the same nodes, the new text, classes and labels', () => {
  const item = matchItem({
    id: 7,
    status: 'live',
    phase: '2H',
    match_str: "67'",
    home_score: 2,
    away_score: 1,
  });
  const li = parse(rowHtml(toRow(item, 'en', 'UTC'), 'football', labels, off));
  const score = part(li, 'homeScore');
  const bell = li.querySelector('button.sr-bell')!;
  const next = toRow({ ...item, home_score: 3, match_str: "70'", home_red: 1 }, 'en', 'UTC');
  morph(li, parse(rowHtml(next, 'football', labels, { flash: true, muted: true })));
  expect(part(li, 'homeScore')).toBe(score);
  expect(score).toHaveTextContent('3');
  expect(score.closest('div')!.className).toContain(SCORE_FLASH);
  expect(part(li, 'minute')).toHaveTextContent("70'");
  expect(li.querySelector('[aria-label="Red card ×1"]')).not.toBeNull();
  expect(li.querySelector('button.sr-bell')).toBe(bell);
  expect(bell).toHaveAttribute('aria-pressed', 'true');
  expect(bell).toHaveAttribute('aria-label', E.row.unmute);
});

test("a followed team's row is marked beside its name, home or away (data-followed)", () => {
  const row = toRow(matchItem({ id: 21 }), 'en', 'UTC');
  expect(parse(rowHtml(row, 'football', labels, off)).dataset.followed).toBeUndefined();
  const away = parse(rowHtml(row, 'football', labels, { ...off, followed: 2 }));
  expect(away.dataset.followed).toBe('1');
  const marks = away.querySelectorAll(`[role="img"][aria-label="${E.row.followedTeam}"]`);
  expect(marks).toHaveLength(1);
  expect(part(away, 'link').lastElementChild!.contains(marks[0])).toBe(true);
  // The name stays the span after the crest.
  expect(part(away, 'homeName')).toHaveTextContent('home_team_name-en');
  const both = parse(rowHtml(row, 'football', labels, { ...off, followed: 3 }));
  expect(both.querySelectorAll('.sr-fol')).toHaveLength(2);
  // Unfollowing patches the mark away in place.
  morph(both, parse(rowHtml(row, 'football', labels, off)));
  expect(both.querySelectorAll('.sr-fol')).toHaveLength(0);
  expect(both.hasAttribute('data-followed')).toBe(false);
});

test('rows travel packed (arrays) and come back the same', () => {
  const rows = [
    matchItem({ id: 1 }),
    matchItem({ id: 2, status: 'live', period_scores: [[1, 0]] }),
  ].map((m) => toRow(m, 'en', 'UTC'));
  const packed = packRows(rows);
  expect(JSON.stringify(packed).length).toBeLessThan(JSON.stringify(rows).length / 2);
  expect(unpackRows(JSON.parse(JSON.stringify(packed)) as PackedRows)).toEqual(rows);
});
