/**
 * Names of the 2026 World Cup's teams, players, clubs, cities and stadiums in Chinese, English
 * and Vietnamese (lib/worldcup/data/names.json). Chinese names are the established ones where
 * one exists (梅西, 姆巴佩, 凯恩, 孙兴慜), else a Xinhua-style transliteration, "given·family"
 * (Korean and Japanese players by their Chinese characters); Vietnamese names the teams in
 * Vietnamese (Tây Ban Nha, Đức) and keeps players' and clubs' original Latin names, as
 * Vietnamese media do (the house style of lib/matches/demo/player-names.ts). English is the
 * data's own. Pure data: a name the file lacks falls back to the data's English.
 */
import type { Locale } from '@/i18n/locales';
import names from './data/names.json';
import { teamOf } from './tournament';

type Names = {
  teams: Record<string, { zh: string; vi: string }>;
  cities: Record<string, { zh: string; vi: string }>;
  stadiums: Record<string, { zh: string }>;
  clubs: Record<string, string>;
  players: Record<string, string>;
};
export const NAMES: Names = names;

/** A team by its FIFA code: 西班牙, Spain, Tây Ban Nha. */
export function teamName(code: string, lang: Locale): string {
  const en = teamOf(code)?.name ?? code;
  return lang === 'en' ? en : (NAMES.teams[code]?.[lang] ?? en);
}

/** A player by his name in the squad list: 费兰·托雷斯 in Chinese, as written otherwise. */
export function playerName(name: string, lang: Locale): string {
  return lang === 'zh' ? (NAMES.players[name] ?? name) : name;
}

/** A club: 曼城 in Chinese, its own name otherwise. */
export function clubName(club: string, lang: Locale): string {
  return lang === 'zh' ? (NAMES.clubs[club] ?? club) : club;
}

/** A host city as the data names it: "Mexico City" → 墨西哥城, Thành phố Mexico. */
export function cityName(city: string, lang: Locale): string {
  return lang === 'en' ? city : (NAMES.cities[city]?.[lang] ?? city);
}

/** A stadium: 阿兹特克体育场 in Chinese, its own name otherwise. */
export function stadiumName(stadium: string, lang: Locale): string {
  return lang === 'zh' ? (NAMES.stadiums[stadium]?.zh ?? stadium) : stadium;
}
