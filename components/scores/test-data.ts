/** Answers of the score lists' tests (checked: test/fixtures-contract.test.ts). */
import type { MatchItem } from '@/lib/matches/types';
import { answer } from '@/test/bff';
import { matchLine } from '@/test/match-item';

type Listed = MatchItem & { collected?: number; reserved?: number };

/** hot_match/seq: each sport's push seq now. */
export const seqNow = (football: number, basketball: number) =>
  answer('hot_match/seq', { football, basketball });

/** hot_match/initial_list: the home page's hot matches. */
export const hotList = (items: MatchItem[]) => answer('hot_match/initial_list', items);

/** hot_match/live_now: the matches being played. */
export const liveNow = (items: MatchItem[]) => answer('hot_match/live_now', items);

/** A competition of a day's list (all_match and day_rows `competitions`). */
export const premierLeague = {
  id: 82,
  name_zh: '英格兰超级联赛',
  name_en: 'Premier League',
  name_vi: 'Ngoại hạng Anh',
  short_name_zh: '英超',
  short_name_en: 'EPL',
  short_name_vi: 'NHA',
};

/** The competitions of a day's matches, as all_match and day_rows list them. */
function competitionsOf(items: MatchItem[]) {
  const byId = new Map(
    items.map((m) => [
      m.competition_id,
      {
        id: m.competition_id,
        name_zh: m.competition_name_zh,
        name_en: m.competition_name_en,
        name_vi: m.competition_name_vi,
        short_name_zh: m.short_name_zh,
        short_name_en: m.short_name_en,
        short_name_vi: m.short_name_vi,
      },
    ]),
  );
  return [...byId.values()];
}

/** hot_match/all_match: the day's matches with the user's flags (0 unless given). */
export function allMatch(seq: number, items: Listed[], date = '2030-05-01') {
  return answer('hot_match/all_match', {
    seq,
    date,
    competitions: competitionsOf(items),
    matches: items.map((m) => ({ ...m, collected: m.collected ?? 0, reserved: m.reserved ?? 0 })),
  });
}

/** hot_match/day_rows: the day's matches as rows, names in `lang`. */
export function dayRows(
  seq: number,
  items: Listed[],
  lang: 'zh' | 'en' | 'vi',
  date = '2030-05-01',
) {
  return answer('hot_match/day_rows', {
    seq,
    date,
    competitions: competitionsOf(items),
    matches: items.map((m) => matchLine(m, lang)),
  });
}

/** Basketballuser/collect: the match is (1) or is not (0) the user's favourite now. */
export const collected = (state: 0 | 1) => answer('Basketballuser/collect', { collected: state });
