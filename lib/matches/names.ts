/**
 * Names of competitions, teams, venues, countries and rounds in Chinese, English and Vietnamese.
 * Pure data (browser code may import it). Chinese names are the common mainland ones; Vietnamese
 * names follow Vietnamese sports media (international club names, "Man City", "Man United";
 * Chinese clubs by their English names; Chinese cities by their Sino-Vietnamese readings).
 */
import type { Sport } from './types';
import type { Locale } from '@/i18n/locales';

export type Trio = { zh: string; en: string; vi: string };

export type CompetitionSeed = {
  id: number;
  sport: Sport;
  kind: 'league' | 'cup';
  name: Trio;
  short: Trio;
  area: Trio;
  colour: string;
  sort: number;
  /** The openfootball file (in data/openfootball) with the real fixtures, if any. */
  file?: string;
  /**
   * IANA zone of the league's local kick-off times (the data file's times, a generated
   * calendar's slots). Leagues across zones (NBA, MLS) place each match in its home team's zone.
   */
  timeZone: string;
};

export const COMPETITIONS: readonly CompetitionSeed[] = [
  {
    id: 82,
    sport: 'football',
    kind: 'league',
    name: { zh: '英格兰超级联赛', en: 'Premier League', vi: 'Ngoại hạng Anh' },
    short: { zh: '英超', en: 'EPL', vi: 'NHA' },
    area: { zh: '英格兰', en: 'England', vi: 'Anh' },
    colour: '#3D195B',
    sort: 1,
    file: '2025-26_en.1.json',
    timeZone: 'Europe/London',
  },
  {
    id: 120,
    sport: 'football',
    kind: 'league',
    name: { zh: '西班牙甲级联赛', en: 'La Liga', vi: 'La Liga' },
    short: { zh: '西甲', en: 'La Liga', vi: 'La Liga' },
    area: { zh: '西班牙', en: 'Spain', vi: 'Tây Ban Nha' },
    colour: '#EE8707',
    sort: 2,
    file: '2025-26_es.1.json',
    timeZone: 'Europe/Madrid',
  },
  {
    id: 108,
    sport: 'football',
    kind: 'league',
    name: { zh: '意大利甲级联赛', en: 'Serie A', vi: 'Serie A' },
    short: { zh: '意甲', en: 'Serie A', vi: 'Serie A' },
    area: { zh: '意大利', en: 'Italy', vi: 'Ý' },
    colour: '#024494',
    sort: 3,
    file: '2025-26_it.1.json',
    timeZone: 'Europe/Rome',
  },
  {
    id: 129,
    sport: 'football',
    kind: 'league',
    name: { zh: '德国甲级联赛', en: 'Bundesliga', vi: 'Bundesliga' },
    short: { zh: '德甲', en: 'Bundesliga', vi: 'Bundesliga' },
    area: { zh: '德国', en: 'Germany', vi: 'Đức' },
    colour: '#D20515',
    sort: 4,
    file: '2025-26_de.1.json',
    timeZone: 'Europe/Berlin',
  },
  {
    id: 142,
    sport: 'football',
    kind: 'league',
    name: { zh: '法国甲级联赛', en: 'Ligue 1', vi: 'Ligue 1' },
    short: { zh: '法甲', en: 'Ligue 1', vi: 'Ligue 1' },
    area: { zh: '法国', en: 'France', vi: 'Pháp' },
    colour: '#091C3E',
    sort: 5,
    file: '2025-26_fr.1.json',
    timeZone: 'Europe/Paris',
  },
  {
    id: 45,
    sport: 'football',
    kind: 'cup',
    name: { zh: '欧洲冠军联赛', en: 'UEFA Champions League', vi: 'UEFA Champions League' },
    short: { zh: '欧冠', en: 'UCL', vi: 'Cúp C1' },
    area: { zh: '欧洲', en: 'Europe', vi: 'Châu Âu' },
    colour: '#0A1E5A',
    sort: 6,
    file: '2024-25_uefa.cl.json',
    timeZone: 'Europe/Paris',
  },
  {
    id: 46,
    sport: 'football',
    kind: 'cup',
    name: { zh: '欧洲联赛', en: 'UEFA Europa League', vi: 'UEFA Europa League' },
    short: { zh: '欧联', en: 'UEL', vi: 'Cúp C2' },
    area: { zh: '欧洲', en: 'Europe', vi: 'Châu Âu' },
    colour: '#F68E00',
    sort: 7,
    timeZone: 'Europe/Paris',
  },
  {
    id: 542,
    sport: 'football',
    kind: 'league',
    name: { zh: '中国足球超级联赛', en: 'Chinese Super League', vi: 'VĐQG Trung Quốc' },
    short: { zh: '中超', en: 'CSL', vi: 'CSL' },
    area: { zh: '中国', en: 'China', vi: 'Trung Quốc' },
    colour: '#C8102E',
    sort: 8,
    timeZone: 'Asia/Shanghai',
  },
  {
    id: 561,
    sport: 'football',
    kind: 'league',
    name: { zh: '越南足球甲级联赛', en: 'V.League 1', vi: 'V.League 1' },
    short: { zh: '越南联', en: 'V.League', vi: 'V.League' },
    area: { zh: '越南', en: 'Vietnam', vi: 'Việt Nam' },
    colour: '#DA251D',
    sort: 9,
    timeZone: 'Asia/Ho_Chi_Minh',
  },
  {
    id: 572,
    sport: 'football',
    kind: 'league',
    name: { zh: '日本职业足球甲级联赛', en: 'J1 League', vi: 'J1 League' },
    short: { zh: '日职联', en: 'J1', vi: 'J1' },
    area: { zh: '日本', en: 'Japan', vi: 'Nhật Bản' },
    colour: '#E60012',
    sort: 10,
    timeZone: 'Asia/Tokyo',
  },
  {
    id: 571,
    sport: 'football',
    kind: 'league',
    name: { zh: '韩国职业足球K1联赛', en: 'K League 1', vi: 'K League 1' },
    short: { zh: '韩K联', en: 'K League 1', vi: 'K League 1' },
    area: { zh: '韩国', en: 'South Korea', vi: 'Hàn Quốc' },
    colour: '#00287A',
    sort: 11,
    timeZone: 'Asia/Seoul',
  },
  {
    id: 611,
    sport: 'football',
    kind: 'league',
    name: { zh: '澳大利亚职业足球联赛', en: 'A-League Men', vi: 'A-League' },
    short: { zh: '澳超', en: 'A-League', vi: 'A-League' },
    area: { zh: '澳大利亚', en: 'Australia', vi: 'Úc' },
    colour: '#F26522',
    sort: 12,
    timeZone: 'Australia/Sydney',
  },
  {
    id: 692,
    sport: 'football',
    kind: 'league',
    name: { zh: '美国职业足球大联盟', en: 'Major League Soccer', vi: 'Nhà nghề Mỹ' },
    short: { zh: '美职联', en: 'MLS', vi: 'MLS' },
    area: { zh: '美国', en: 'United States', vi: 'Mỹ' },
    colour: '#001F5B',
    sort: 13,
    timeZone: 'America/New_York',
  },
  {
    id: 325,
    sport: 'football',
    kind: 'league',
    name: { zh: '巴西足球甲级联赛', en: 'Brasileirão Série A', vi: 'VĐQG Brazil' },
    short: { zh: '巴西甲', en: 'Série A', vi: 'Brazil' },
    area: { zh: '巴西', en: 'Brazil', vi: 'Brazil' },
    colour: '#009C3B',
    sort: 14,
    timeZone: 'America/Sao_Paulo',
  },
  {
    id: 352,
    sport: 'football',
    kind: 'league',
    name: { zh: '阿根廷职业足球联赛', en: 'Liga Profesional', vi: 'VĐQG Argentina' },
    short: { zh: '阿甲', en: 'Liga Profesional', vi: 'Argentina' },
    area: { zh: '阿根廷', en: 'Argentina', vi: 'Argentina' },
    colour: '#75AADB',
    sort: 15,
    timeZone: 'America/Argentina/Buenos_Aires',
  },
  {
    id: 606,
    sport: 'football',
    kind: 'league',
    name: { zh: '印度超级联赛', en: 'Indian Super League', vi: 'VĐQG Ấn Độ' },
    short: { zh: '印超', en: 'ISL', vi: 'ISL' },
    area: { zh: '印度', en: 'India', vi: 'Ấn Độ' },
    colour: '#2B2A6B',
    sort: 16,
    timeZone: 'Asia/Kolkata',
  },
  {
    id: 818,
    sport: 'football',
    kind: 'league',
    name: { zh: '埃及超级联赛', en: 'Egyptian Premier League', vi: 'VĐQG Ai Cập' },
    short: { zh: '埃及超', en: 'Egyptian PL', vi: 'Ai Cập' },
    area: { zh: '埃及', en: 'Egypt', vi: 'Ai Cập' },
    colour: '#C8102E',
    sort: 17,
    timeZone: 'Africa/Cairo',
  },
  {
    id: 1,
    sport: 'basketball',
    kind: 'league',
    name: { zh: '美国职业篮球联赛', en: 'NBA', vi: 'NBA' },
    short: { zh: 'NBA', en: 'NBA', vi: 'NBA' },
    area: { zh: '美国', en: 'United States', vi: 'Mỹ' },
    colour: '#1D428A',
    sort: 1,
    timeZone: 'America/New_York',
  },
  {
    id: 3,
    sport: 'basketball',
    kind: 'league',
    name: {
      zh: '中国男子篮球职业联赛',
      en: 'Chinese Basketball Association',
      vi: 'Giải bóng rổ Trung Quốc',
    },
    short: { zh: 'CBA', en: 'CBA', vi: 'CBA' },
    area: { zh: '中国', en: 'China', vi: 'Trung Quốc' },
    colour: '#E4002B',
    sort: 2,
    timeZone: 'Asia/Shanghai',
  },
  {
    id: 4,
    sport: 'basketball',
    kind: 'league',
    name: {
      zh: '中国女子篮球职业联赛',
      en: "Women's Chinese Basketball Association",
      vi: 'Giải bóng rổ nữ Trung Quốc',
    },
    short: { zh: 'WCBA', en: 'WCBA', vi: 'WCBA' },
    area: { zh: '中国', en: 'China', vi: 'Trung Quốc' },
    colour: '#D6336C',
    sort: 3,
    timeZone: 'Asia/Shanghai',
  },
  {
    id: 8,
    sport: 'basketball',
    kind: 'league',
    name: { zh: '欧洲篮球冠军联赛', en: 'EuroLeague', vi: 'EuroLeague' },
    short: { zh: '欧篮联', en: 'EuroLeague', vi: 'EuroLeague' },
    area: { zh: '欧洲', en: 'Europe', vi: 'Châu Âu' },
    colour: '#F36F21',
    sort: 4,
    timeZone: 'Europe/Paris',
  },
  {
    id: 12,
    sport: 'basketball',
    kind: 'league',
    name: { zh: '巴西国家篮球联赛', en: 'Novo Basquete Brasil', vi: 'Giải bóng rổ Brazil' },
    short: { zh: 'NBB', en: 'NBB', vi: 'NBB' },
    area: { zh: '巴西', en: 'Brazil', vi: 'Brazil' },
    colour: '#FFCC29',
    sort: 5,
    timeZone: 'America/Sao_Paulo',
  },
];

/** The footer's data-library ids (docs/product.md §2). */
export const FOOTER_COMPETITION_IDS = {
  football: [45, 46, 82, 129, 120, 108, 542],
  basketball: [1, 3],
} as const;

export const COUNTRIES: Readonly<Record<string, Trio>> = {
  ENG: { zh: '英格兰', en: 'England', vi: 'Anh' },
  SCO: { zh: '苏格兰', en: 'Scotland', vi: 'Scotland' },
  GER: { zh: '德国', en: 'Germany', vi: 'Đức' },
  ESP: { zh: '西班牙', en: 'Spain', vi: 'Tây Ban Nha' },
  ITA: { zh: '意大利', en: 'Italy', vi: 'Ý' },
  FRA: { zh: '法国', en: 'France', vi: 'Pháp' },
  MCO: { zh: '摩纳哥', en: 'Monaco', vi: 'Monaco' },
  POR: { zh: '葡萄牙', en: 'Portugal', vi: 'Bồ Đào Nha' },
  BRA: { zh: '巴西', en: 'Brazil', vi: 'Brazil' },
  NED: { zh: '荷兰', en: 'Netherlands', vi: 'Hà Lan' },
  BEL: { zh: '比利时', en: 'Belgium', vi: 'Bỉ' },
  AUT: { zh: '奥地利', en: 'Austria', vi: 'Áo' },
  SUI: { zh: '瑞士', en: 'Switzerland', vi: 'Thụy Sĩ' },
  CZE: { zh: '捷克', en: 'Czechia', vi: 'Séc' },
  SVK: { zh: '斯洛伐克', en: 'Slovakia', vi: 'Slovakia' },
  CRO: { zh: '克罗地亚', en: 'Croatia', vi: 'Croatia' },
  SRB: { zh: '塞尔维亚', en: 'Serbia', vi: 'Serbia' },
  UKR: { zh: '乌克兰', en: 'Ukraine', vi: 'Ukraina' },
  TUR: { zh: '土耳其', en: 'Türkiye', vi: 'Thổ Nhĩ Kỳ' },
  GRE: { zh: '希腊', en: 'Greece', vi: 'Hy Lạp' },
  DEN: { zh: '丹麦', en: 'Denmark', vi: 'Đan Mạch' },
  HUN: { zh: '匈牙利', en: 'Hungary', vi: 'Hungary' },
  CHN: { zh: '中国', en: 'China', vi: 'Trung Quốc' },
  USA: { zh: '美国', en: 'United States', vi: 'Mỹ' },
  CAN: { zh: '加拿大', en: 'Canada', vi: 'Canada' },
  VIE: { zh: '越南', en: 'Vietnam', vi: 'Việt Nam' },
  JPN: { zh: '日本', en: 'Japan', vi: 'Nhật Bản' },
  KOR: { zh: '韩国', en: 'South Korea', vi: 'Hàn Quốc' },
  AUS: { zh: '澳大利亚', en: 'Australia', vi: 'Úc' },
  NZL: { zh: '新西兰', en: 'New Zealand', vi: 'New Zealand' },
  ARG: { zh: '阿根廷', en: 'Argentina', vi: 'Argentina' },
  IND: { zh: '印度', en: 'India', vi: 'Ấn Độ' },
  LTU: { zh: '立陶宛', en: 'Lithuania', vi: 'Litva' },
  UAE: { zh: '阿联酋', en: 'United Arab Emirates', vi: 'UAE' },
  EGY: { zh: '埃及', en: 'Egypt', vi: 'Ai Cập' },
};

/** Standings groups: '' is a competition's single table. */
export const GROUP_NAMES: Readonly<Record<string, Trio>> = {
  '': { zh: '积分榜', en: 'Table', vi: 'Bảng xếp hạng' },
  east: { zh: '东部', en: 'Eastern Conference', vi: 'Miền Đông' },
  west: { zh: '西部', en: 'Western Conference', vi: 'Miền Tây' },
  'zone-a': { zh: 'A组', en: 'Zone A', vi: 'Bảng A' },
  'zone-b': { zh: 'B组', en: 'Zone B', vi: 'Bảng B' },
};

/** Index (odds) companies; 1 is the default (docs/product.md §3 store default company_id 1). */
export const ODDS_COMPANIES: readonly ({ id: number } & Trio)[] = [
  { id: 1, zh: '澳门', en: 'Macau', vi: 'Macau' },
  { id: 2, zh: '皇冠', en: 'Crown', vi: 'Crown' },
  { id: 3, zh: '365', en: 'Bet365', vi: 'Bet365' },
];

export type VenueSeed = { name: Trio; city: Trio; capacity: number };
export type TeamSeed = {
  key: string;
  sport: Sport;
  /** The team's name in the openfootball files (the Champions League file adds " (ENG)"). */
  of?: string;
  name: Trio;
  short: Trio;
  country: string;
  founded?: number;
  colours: [string, string];
  /** Reputation 1–100; the rating blends it with the real table where there is one. */
  rep: number;
  venue: VenueSeed;
  /** Standings group: an NBA or MLS conference, a Liga Profesional zone (keys of GROUP_NAMES). */
  group?: 'east' | 'west' | 'zone-a' | 'zone-b';
};

/** Chinese cities: Vietnamese media use the Sino-Vietnamese reading. */
// prettier-ignore
const CN_CITY: Record<string, Trio> = {
  Shanghai: { zh: '上海', en: 'Shanghai', vi: 'Thượng Hải' },
  Beijing: { zh: '北京', en: 'Beijing', vi: 'Bắc Kinh' },
  Chengdu: { zh: '成都', en: 'Chengdu', vi: 'Thành Đô' },
  Jinan: { zh: '济南', en: 'Jinan', vi: 'Tế Nam' },
  Tianjin: { zh: '天津', en: 'Tianjin', vi: 'Thiên Tân' },
  Hangzhou: { zh: '杭州', en: 'Hangzhou', vi: 'Hàng Châu' },
  Zhengzhou: { zh: '郑州', en: 'Zhengzhou', vi: 'Trịnh Châu' },
  Changchun: { zh: '长春', en: 'Changchun', vi: 'Trường Xuân' },
  Qingdao: { zh: '青岛', en: 'Qingdao', vi: 'Thanh Đảo' },
  Cangzhou: { zh: '沧州', en: 'Cangzhou', vi: 'Thương Châu' },
  Wuhan: { zh: '武汉', en: 'Wuhan', vi: 'Vũ Hán' },
  Shenzhen: { zh: '深圳', en: 'Shenzhen', vi: 'Thâm Quyến' },
  Meizhou: { zh: '梅州', en: 'Meizhou', vi: 'Mai Châu' },
  Dalian: { zh: '大连', en: 'Dalian', vi: 'Đại Liên' },
  Dongguan: { zh: '东莞', en: 'Dongguan', vi: 'Đông Hoản' },
  Shenyang: { zh: '沈阳', en: 'Shenyang', vi: 'Thẩm Dương' },
  Zhuji: { zh: '诸暨', en: 'Zhuji', vi: 'Chư Kỵ' },
  Yiwu: { zh: '义乌', en: 'Yiwu', vi: 'Nghĩa Ô' },
  Urumqi: { zh: '乌鲁木齐', en: 'Ürümqi', vi: 'Urumqi' },
  Taiyuan: { zh: '太原', en: 'Taiyuan', vi: 'Thái Nguyên' },
  Guangzhou: { zh: '广州', en: 'Guangzhou', vi: 'Quảng Châu' },
  Jinjiang: { zh: '晋江', en: 'Jinjiang', vi: 'Tấn Giang' },
  Nanjing: { zh: '南京', en: 'Nanjing', vi: 'Nam Kinh' },
  Suzhou: { zh: '苏州', en: 'Suzhou', vi: 'Tô Châu' },
  Ningbo: { zh: '宁波', en: 'Ningbo', vi: 'Ninh Ba' },
  Hohhot: { zh: '呼和浩特', en: 'Hohhot', vi: 'Hohhot' },
  Harbin: { zh: '哈尔滨', en: 'Harbin', vi: 'Cáp Nhĩ Tân' },
  Shijiazhuang: { zh: '石家庄', en: 'Shijiazhuang', vi: 'Thạch Gia Trang' },
};

/** A venue; its Vietnamese name and city are the English ones unless the city is Chinese. */
function V(en: string, zh: string, cityEn: string, cityZh: string, capacity: number): VenueSeed {
  return {
    name: { zh, en, vi: en },
    city: CN_CITY[cityEn] ?? { zh: cityZh, en: cityEn, vi: cityEn },
    capacity,
  };
}

type FbArgs = [
  key: string,
  of: string | undefined,
  zh: [string, string],
  en: [string, string],
  vi: [string, string],
  country: string,
  founded: number,
  primary: string,
  secondary: string,
  rep: number,
  venue: VenueSeed,
];

function T(
  sport: Sport,
  [key, of, zh, en, vi, country, founded, primary, secondary, rep, venue]: FbArgs,
): TeamSeed {
  return {
    key,
    sport,
    ...(of ? { of } : {}),
    name: { zh: zh[0], en: en[0], vi: vi[0] },
    short: { zh: zh[1], en: en[1], vi: vi[1] },
    country,
    founded,
    colours: [primary, secondary],
    rep,
    venue,
  };
}

const F = (...a: FbArgs) => T('football', a);

const LONDON = ['London', '伦敦'] as const;

// One team per line: the tables read best as rows.
// prettier-ignore
const PREMIER_LEAGUE: TeamSeed[] = [
  F('arsenal', 'Arsenal FC', ['阿森纳', '阿森纳'], ['Arsenal', 'Arsenal'], ['Arsenal', 'Arsenal'], 'ENG', 1886, '#EF0107', '#FFFFFF', 90, V('Emirates Stadium', '酋长球场', ...LONDON, 60704)),
  F('aston-villa', 'Aston Villa FC', ['阿斯顿维拉', '维拉'], ['Aston Villa', 'Aston Villa'], ['Aston Villa', 'Aston Villa'], 'ENG', 1874, '#670E36', '#95BFE5', 78, V('Villa Park', '维拉公园球场', 'Birmingham', '伯明翰', 42657)),
  F('bournemouth', 'AFC Bournemouth', ['伯恩茅斯', '伯恩茅斯'], ['AFC Bournemouth', 'Bournemouth'], ['Bournemouth', 'Bournemouth'], 'ENG', 1899, '#DA291C', '#000000', 66, V('Vitality Stadium', '活力球场', 'Bournemouth', '伯恩茅斯', 11307)),
  F('brentford', 'Brentford FC', ['布伦特福德', '布伦特福德'], ['Brentford', 'Brentford'], ['Brentford', 'Brentford'], 'ENG', 1889, '#E30613', '#FFFFFF', 64, V('Gtech Community Stadium', '布伦特福德社区球场', ...LONDON, 17250)),
  F('brighton', 'Brighton & Hove Albion FC', ['布莱顿', '布莱顿'], ['Brighton & Hove Albion', 'Brighton'], ['Brighton', 'Brighton'], 'ENG', 1901, '#0057B8', '#FFFFFF', 70, V('American Express Stadium', '美国运通社区球场', 'Brighton', '布莱顿', 31876)),
  F('burnley', 'Burnley FC', ['伯恩利', '伯恩利'], ['Burnley', 'Burnley'], ['Burnley', 'Burnley'], 'ENG', 1882, '#6C1D45', '#99D6EA', 55, V('Turf Moor', '特夫摩尔球场', 'Burnley', '伯恩利', 21944)),
  F('chelsea', 'Chelsea FC', ['切尔西', '切尔西'], ['Chelsea', 'Chelsea'], ['Chelsea', 'Chelsea'], 'ENG', 1905, '#034694', '#FFFFFF', 86, V('Stamford Bridge', '斯坦福桥球场', ...LONDON, 40343)),
  F('crystal-palace', 'Crystal Palace FC', ['水晶宫', '水晶宫'], ['Crystal Palace', 'Crystal Palace'], ['Crystal Palace', 'Crystal Palace'], 'ENG', 1905, '#1B458F', '#C4122E', 68, V('Selhurst Park', '塞尔赫斯特公园球场', ...LONDON, 25486)),
  F('everton', 'Everton FC', ['埃弗顿', '埃弗顿'], ['Everton', 'Everton'], ['Everton', 'Everton'], 'ENG', 1878, '#003399', '#FFFFFF', 66, V('Hill Dickinson Stadium', '希尔·迪金森球场', 'Liverpool', '利物浦', 52888)),
  F('fulham', 'Fulham FC', ['富勒姆', '富勒姆'], ['Fulham', 'Fulham'], ['Fulham', 'Fulham'], 'ENG', 1879, '#FFFFFF', '#000000', 64, V('Craven Cottage', '克拉文农场球场', ...LONDON, 29589)),
  F('leeds', 'Leeds United FC', ['利兹联', '利兹联'], ['Leeds United', 'Leeds'], ['Leeds United', 'Leeds'], 'ENG', 1919, '#FFFFFF', '#1D428A', 60, V('Elland Road', '埃兰路球场', 'Leeds', '利兹', 37645)),
  F('liverpool', 'Liverpool FC', ['利物浦', '利物浦'], ['Liverpool', 'Liverpool'], ['Liverpool', 'Liverpool'], 'ENG', 1892, '#C8102E', '#00B2A9', 92, V('Anfield', '安菲尔德球场', 'Liverpool', '利物浦', 61276)),
  F('man-city', 'Manchester City FC', ['曼城', '曼城'], ['Manchester City', 'Man City'], ['Manchester City', 'Man City'], 'ENG', 1880, '#6CABDD', '#1C2C5B', 93, V('Etihad Stadium', '伊蒂哈德球场', 'Manchester', '曼彻斯特', 53400)),
  F('man-utd', 'Manchester United FC', ['曼联', '曼联'], ['Manchester United', 'Man Utd'], ['Manchester United', 'Man United'], 'ENG', 1878, '#DA291C', '#FBE122', 85, V('Old Trafford', '老特拉福德球场', 'Manchester', '曼彻斯特', 74310)),
  F('newcastle', 'Newcastle United FC', ['纽卡斯尔联', '纽卡斯尔'], ['Newcastle United', 'Newcastle'], ['Newcastle', 'Newcastle'], 'ENG', 1892, '#241F20', '#FFFFFF', 80, V("St James' Park", '圣詹姆斯公园球场', 'Newcastle', '纽卡斯尔', 52305)),
  F('nottingham-forest', 'Nottingham Forest FC', ['诺丁汉森林', '诺丁汉森林'], ['Nottingham Forest', "Nott'm Forest"], ['Nottingham Forest', 'Nottingham'], 'ENG', 1865, '#DD0000', '#FFFFFF', 70, V('City Ground', '城市球场', 'Nottingham', '诺丁汉', 30404)),
  F('sunderland', 'Sunderland AFC', ['桑德兰', '桑德兰'], ['Sunderland', 'Sunderland'], ['Sunderland', 'Sunderland'], 'ENG', 1879, '#EB172B', '#FFFFFF', 58, V('Stadium of Light', '光明球场', 'Sunderland', '桑德兰', 49000)),
  F('tottenham', 'Tottenham Hotspur FC', ['热刺', '热刺'], ['Tottenham Hotspur', 'Spurs'], ['Tottenham', 'Tottenham'], 'ENG', 1882, '#132257', '#FFFFFF', 80, V('Tottenham Hotspur Stadium', '托特纳姆热刺球场', ...LONDON, 62850)),
  F('west-ham', 'West Ham United FC', ['西汉姆联', '西汉姆'], ['West Ham United', 'West Ham'], ['West Ham', 'West Ham'], 'ENG', 1895, '#7A263A', '#1BB1E7', 66, V('London Stadium', '伦敦体育场', ...LONDON, 62500)),
  F('wolves', 'Wolverhampton Wanderers FC', ['狼队', '狼队'], ['Wolverhampton Wanderers', 'Wolves'], ['Wolves', 'Wolves'], 'ENG', 1877, '#FDB913', '#231F20', 62, V('Molineux Stadium', '莫利纽克斯球场', 'Wolverhampton', '伍尔弗汉普顿', 31750)),
];

// prettier-ignore
const BUNDESLIGA: TeamSeed[] = [
  F('bayern', 'FC Bayern München', ['拜仁慕尼黑', '拜仁'], ['Bayern Munich', 'Bayern'], ['Bayern Munich', 'Bayern'], 'GER', 1900, '#DC052D', '#0066B2', 94, V('Allianz Arena', '安联球场', 'Munich', '慕尼黑', 75024)),
  F('dortmund', 'Borussia Dortmund', ['多特蒙德', '多特'], ['Borussia Dortmund', 'Dortmund'], ['Dortmund', 'Dortmund'], 'GER', 1909, '#FDE100', '#000000', 84, V('Signal Iduna Park', '威斯特法伦球场', 'Dortmund', '多特蒙德', 81365)),
  F('leverkusen', 'Bayer 04 Leverkusen', ['勒沃库森', '勒沃库森'], ['Bayer Leverkusen', 'Leverkusen'], ['Leverkusen', 'Leverkusen'], 'GER', 1904, '#E32221', '#000000', 82, V('BayArena', '拜耳竞技场', 'Leverkusen', '勒沃库森', 30210)),
  F('leipzig', 'RB Leipzig', ['莱比锡红牛', '莱比锡'], ['RB Leipzig', 'Leipzig'], ['RB Leipzig', 'Leipzig'], 'GER', 2009, '#DD0741', '#FFFFFF', 78, V('Red Bull Arena', '红牛竞技场', 'Leipzig', '莱比锡', 47069)),
  F('stuttgart', 'VfB Stuttgart', ['斯图加特', '斯图加特'], ['VfB Stuttgart', 'Stuttgart'], ['Stuttgart', 'Stuttgart'], 'GER', 1893, '#E32219', '#FFFFFF', 74, V('MHPArena', 'MHP竞技场', 'Stuttgart', '斯图加特', 60449)),
  F('frankfurt', 'Eintracht Frankfurt', ['法兰克福', '法兰克福'], ['Eintracht Frankfurt', 'Frankfurt'], ['Eintracht Frankfurt', 'Frankfurt'], 'GER', 1899, '#E1000F', '#000000', 74, V('Deutsche Bank Park', '德意志银行公园球场', 'Frankfurt', '法兰克福', 58000)),
  F('freiburg', 'SC Freiburg', ['弗赖堡', '弗赖堡'], ['SC Freiburg', 'Freiburg'], ['Freiburg', 'Freiburg'], 'GER', 1904, '#E2001A', '#000000', 68, V('Europa-Park Stadion', '欧洲公园球场', 'Freiburg', '弗赖堡', 34700)),
  F('gladbach', 'Borussia Mönchengladbach', ['门兴格拉德巴赫', '门兴'], ['Borussia Mönchengladbach', 'Gladbach'], ['Monchengladbach', 'Gladbach'], 'GER', 1900, '#000000', '#00B140', 66, V('Borussia-Park', '普鲁士公园球场', 'Mönchengladbach', '门兴格拉德巴赫', 54042)),
  F('wolfsburg', 'VfL Wolfsburg', ['沃尔夫斯堡', '狼堡'], ['VfL Wolfsburg', 'Wolfsburg'], ['Wolfsburg', 'Wolfsburg'], 'GER', 1945, '#65B32E', '#FFFFFF', 66, V('Volkswagen Arena', '大众汽车竞技场', 'Wolfsburg', '沃尔夫斯堡', 28917)),
  F('werder', 'SV Werder Bremen', ['云达不莱梅', '不莱梅'], ['Werder Bremen', 'Bremen'], ['Werder Bremen', 'Bremen'], 'GER', 1899, '#1D9053', '#FFFFFF', 64, V('Weserstadion', '威悉球场', 'Bremen', '不莱梅', 42100)),
  F('hoffenheim', 'TSG 1899 Hoffenheim', ['霍芬海姆', '霍芬海姆'], ['TSG Hoffenheim', 'Hoffenheim'], ['Hoffenheim', 'Hoffenheim'], 'GER', 1899, '#1961B5', '#FFFFFF', 64, V('PreZero Arena', '普雷泽罗竞技场', 'Sinsheim', '辛斯海姆', 30150)),
  F('mainz', '1. FSV Mainz 05', ['美因茨', '美因茨'], ['Mainz 05', 'Mainz'], ['Mainz', 'Mainz'], 'GER', 1905, '#C3141E', '#FFFFFF', 62, V('Mewa Arena', '梅瓦竞技场', 'Mainz', '美因茨', 33305)),
  F('augsburg', 'FC Augsburg', ['奥格斯堡', '奥格斯堡'], ['FC Augsburg', 'Augsburg'], ['Augsburg', 'Augsburg'], 'GER', 1907, '#BA3733', '#46714D', 58, V('WWK Arena', 'WWK竞技场', 'Augsburg', '奥格斯堡', 30660)),
  F('union-berlin', '1. FC Union Berlin', ['柏林联合', '柏林联合'], ['Union Berlin', 'Union Berlin'], ['Union Berlin', 'Union Berlin'], 'GER', 1966, '#EB1923', '#FFFFFF', 60, V('Stadion An der Alten Försterei', '老林务官球场', 'Berlin', '柏林', 22012)),
  F('heidenheim', '1. FC Heidenheim 1846', ['海登海姆', '海登海姆'], ['1. FC Heidenheim', 'Heidenheim'], ['Heidenheim', 'Heidenheim'], 'GER', 1846, '#E2001A', '#003B79', 52, V('Voith-Arena', '福伊特竞技场', 'Heidenheim', '海登海姆', 15000)),
  F('koln', '1. FC Köln', ['科隆', '科隆'], ['1. FC Köln', 'Köln'], ['FC Koln', 'Koln'], 'GER', 1948, '#ED1C24', '#FFFFFF', 58, V('RheinEnergieStadion', '莱茵能源球场', 'Cologne', '科隆', 50000)),
  F('st-pauli', 'FC St. Pauli 1910', ['圣保利', '圣保利'], ['FC St. Pauli', 'St. Pauli'], ['St. Pauli', 'St. Pauli'], 'GER', 1910, '#624839', '#FFFFFF', 54, V('Millerntor-Stadion', '米勒门球场', 'Hamburg', '汉堡', 29546)),
  F('hamburg', 'Hamburger SV', ['汉堡', '汉堡'], ['Hamburger SV', 'Hamburg'], ['Hamburg', 'Hamburg'], 'GER', 1887, '#0A3F86', '#FFFFFF', 60, V('Volksparkstadion', '人民公园球场', 'Hamburg', '汉堡', 57000)),
];

const MADRID = ['Madrid', '马德里'] as const;
const SEVILLE = ['Seville', '塞维利亚'] as const;

// prettier-ignore
const LA_LIGA: TeamSeed[] = [
  F('real-madrid', 'Real Madrid CF', ['皇家马德里', '皇马'], ['Real Madrid', 'Real Madrid'], ['Real Madrid', 'Real Madrid'], 'ESP', 1902, '#FFFFFF', '#FEBE10', 96, V('Santiago Bernabéu', '伯纳乌球场', ...MADRID, 83186)),
  F('barcelona', 'FC Barcelona', ['巴塞罗那', '巴萨'], ['Barcelona', 'Barça'], ['Barcelona', 'Barca'], 'ESP', 1899, '#A50044', '#004D98', 93, V('Spotify Camp Nou', '诺坎普球场', 'Barcelona', '巴塞罗那', 99354)),
  F('atletico', 'Club Atlético de Madrid', ['马德里竞技', '马竞'], ['Atlético Madrid', 'Atlético'], ['Atletico Madrid', 'Atletico'], 'ESP', 1903, '#CB3524', '#272E61', 86, V('Riyadh Air Metropolitano', '大都会球场', ...MADRID, 70460)),
  F('athletic', 'Athletic Club', ['毕尔巴鄂竞技', '毕尔巴鄂'], ['Athletic Club', 'Athletic'], ['Athletic Bilbao', 'Bilbao'], 'ESP', 1898, '#EE2523', '#FFFFFF', 72, V('San Mamés', '圣马梅斯球场', 'Bilbao', '毕尔巴鄂', 53289)),
  F('villarreal', 'Villarreal CF', ['比利亚雷亚尔', '黄潜'], ['Villarreal', 'Villarreal'], ['Villarreal', 'Villarreal'], 'ESP', 1923, '#FFE667', '#005187', 74, V('Estadio de la Cerámica', '陶瓷球场', 'Villarreal', '比利亚雷亚尔', 23500)),
  F('betis', 'Real Betis Balompié', ['皇家贝蒂斯', '贝蒂斯'], ['Real Betis', 'Betis'], ['Real Betis', 'Betis'], 'ESP', 1907, '#00954C', '#FFFFFF', 70, V('Estadio de La Cartuja', '卡图哈球场', ...SEVILLE, 60000)),
  F('real-sociedad', 'Real Sociedad de Fútbol', ['皇家社会', '皇社'], ['Real Sociedad', 'Sociedad'], ['Real Sociedad', 'Sociedad'], 'ESP', 1909, '#0067B1', '#FFFFFF', 70, V('Reale Arena', '雷亚莱竞技场', 'San Sebastián', '圣塞巴斯蒂安', 39313)),
  F('sevilla', 'Sevilla FC', ['塞维利亚', '塞维利亚'], ['Sevilla', 'Sevilla'], ['Sevilla', 'Sevilla'], 'ESP', 1890, '#FFFFFF', '#D91A21', 68, V('Ramón Sánchez-Pizjuán', '皮斯胡安球场', ...SEVILLE, 43883)),
  F('valencia', 'Valencia CF', ['瓦伦西亚', '瓦伦西亚'], ['Valencia', 'Valencia'], ['Valencia', 'Valencia'], 'ESP', 1919, '#FFFFFF', '#F18E00', 64, V('Mestalla', '梅斯塔利亚球场', 'Valencia', '瓦伦西亚', 49430)),
  F('girona', 'Girona FC', ['赫罗纳', '赫罗纳'], ['Girona', 'Girona'], ['Girona', 'Girona'], 'ESP', 1930, '#CD2534', '#FFFFFF', 64, V('Estadi Montilivi', '蒙蒂利维球场', 'Girona', '赫罗纳', 14624)),
  F('celta', 'RC Celta de Vigo', ['塞尔塔', '塞尔塔'], ['Celta Vigo', 'Celta'], ['Celta Vigo', 'Celta'], 'ESP', 1923, '#8AC3EE', '#E2001A', 64, V('Abanca-Balaídos', '巴莱多斯球场', 'Vigo', '维戈', 24870)),
  F('osasuna', 'CA Osasuna', ['奥萨苏纳', '奥萨苏纳'], ['Osasuna', 'Osasuna'], ['Osasuna', 'Osasuna'], 'ESP', 1920, '#D91A21', '#0A346F', 60, V('El Sadar', '萨达尔球场', 'Pamplona', '潘普洛纳', 23576)),
  F('getafe', 'Getafe CF', ['赫塔费', '赫塔费'], ['Getafe', 'Getafe'], ['Getafe', 'Getafe'], 'ESP', 1983, '#005999', '#FFFFFF', 60, V('Coliseum', '赫塔费竞技场', 'Getafe', '赫塔费', 16500)),
  F('rayo', 'Rayo Vallecano de Madrid', ['巴列卡诺', '巴列卡诺'], ['Rayo Vallecano', 'Rayo'], ['Rayo Vallecano', 'Rayo'], 'ESP', 1924, '#FFFFFF', '#E53027', 60, V('Estadio de Vallecas', '巴列卡斯球场', ...MADRID, 14708)),
  F('mallorca', 'RCD Mallorca', ['马略卡', '马略卡'], ['Mallorca', 'Mallorca'], ['Mallorca', 'Mallorca'], 'ESP', 1916, '#E20613', '#000000', 58, V('Son Moix', '松莫伊斯球场', 'Palma', '帕尔马', 23142)),
  F('espanyol', 'RCD Espanyol de Barcelona', ['西班牙人', '西班牙人'], ['Espanyol', 'Espanyol'], ['Espanyol', 'Espanyol'], 'ESP', 1900, '#007FC8', '#FFFFFF', 58, V('RCDE Stadium', '西班牙人体育场', 'Cornellà', '科尔内利亚', 40000)),
  F('alaves', 'Deportivo Alavés', ['阿拉维斯', '阿拉维斯'], ['Alavés', 'Alavés'], ['Alaves', 'Alaves'], 'ESP', 1921, '#0761AF', '#FFFFFF', 56, V('Mendizorrotza', '门迪佐罗萨球场', 'Vitoria-Gasteiz', '维多利亚', 19840)),
  F('elche', 'Elche CF', ['埃尔切', '埃尔切'], ['Elche', 'Elche'], ['Elche', 'Elche'], 'ESP', 1923, '#FFFFFF', '#05642C', 54, V('Martínez Valero', '马丁内斯·瓦莱罗球场', 'Elche', '埃尔切', 31388)),
  F('levante', 'Levante UD', ['莱万特', '莱万特'], ['Levante', 'Levante'], ['Levante', 'Levante'], 'ESP', 1909, '#B4053F', '#004C9F', 54, V('Ciutat de València', '瓦伦西亚城球场', 'Valencia', '瓦伦西亚', 26354)),
  F('oviedo', 'Real Oviedo', ['奥维耶多', '奥维耶多'], ['Real Oviedo', 'Oviedo'], ['Real Oviedo', 'Oviedo'], 'ESP', 1926, '#0A4DA2', '#FFFFFF', 52, V('Carlos Tartiere', '卡洛斯·塔蒂雷球场', 'Oviedo', '奥维耶多', 30500)),
];

const MILAN = ['Milan', '米兰'] as const;
const ROME = ['Rome', '罗马'] as const;
const TURIN = ['Turin', '都灵'] as const;

// prettier-ignore
const SERIE_A: TeamSeed[] = [
  F('inter', 'FC Internazionale Milano', ['国际米兰', '国米'], ['Inter Milan', 'Inter'], ['Inter Milan', 'Inter'], 'ITA', 1908, '#0068A8', '#000000', 90, V('San Siro', '圣西罗球场', ...MILAN, 75817)),
  F('milan', 'AC Milan', ['AC米兰', 'AC米兰'], ['AC Milan', 'Milan'], ['AC Milan', 'AC Milan'], 'ITA', 1899, '#FB090B', '#000000', 86, V('San Siro', '圣西罗球场', ...MILAN, 75817)),
  F('juventus', 'Juventus FC', ['尤文图斯', '尤文'], ['Juventus', 'Juventus'], ['Juventus', 'Juve'], 'ITA', 1897, '#000000', '#FFFFFF', 88, V('Allianz Stadium', '安联体育场', ...TURIN, 41507)),
  F('napoli', 'SSC Napoli', ['那不勒斯', '那不勒斯'], ['Napoli', 'Napoli'], ['Napoli', 'Napoli'], 'ITA', 1926, '#12A0D7', '#FFFFFF', 86, V('Stadio Diego Armando Maradona', '马拉多纳球场', 'Naples', '那不勒斯', 54726)),
  F('roma', 'AS Roma', ['罗马', '罗马'], ['AS Roma', 'Roma'], ['AS Roma', 'Roma'], 'ITA', 1927, '#8E1F2F', '#F0BC42', 78, V('Stadio Olimpico', '奥林匹克球场', ...ROME, 70634)),
  F('lazio', 'SS Lazio', ['拉齐奥', '拉齐奥'], ['Lazio', 'Lazio'], ['Lazio', 'Lazio'], 'ITA', 1900, '#87D8F7', '#FFFFFF', 74, V('Stadio Olimpico', '奥林匹克球场', ...ROME, 70634)),
  F('atalanta', 'Atalanta BC', ['亚特兰大', '亚特兰大'], ['Atalanta', 'Atalanta'], ['Atalanta', 'Atalanta'], 'ITA', 1907, '#1E71B8', '#000000', 80, V('Gewiss Stadium', '格维斯球场', 'Bergamo', '贝加莫', 24950)),
  F('bologna', 'Bologna FC 1909', ['博洛尼亚', '博洛尼亚'], ['Bologna', 'Bologna'], ['Bologna', 'Bologna'], 'ITA', 1909, '#1A2F48', '#A21C26', 72, V("Stadio Renato Dall'Ara", '达拉拉球场', 'Bologna', '博洛尼亚', 36462)),
  F('fiorentina', 'ACF Fiorentina', ['佛罗伦萨', '佛罗伦萨'], ['Fiorentina', 'Fiorentina'], ['Fiorentina', 'Fiorentina'], 'ITA', 1926, '#482E92', '#FFFFFF', 70, V('Stadio Artemio Franchi', '弗兰基球场', 'Florence', '佛罗伦萨', 43147)),
  F('como', 'Como 1907', ['科莫', '科莫'], ['Como', 'Como'], ['Como', 'Como'], 'ITA', 1907, '#003DA5', '#FFFFFF', 66, V('Stadio Giuseppe Sinigaglia', '西尼加利亚球场', 'Como', '科莫', 13602)),
  F('torino', 'Torino FC', ['都灵', '都灵'], ['Torino', 'Torino'], ['Torino', 'Torino'], 'ITA', 1906, '#8A1E03', '#FFFFFF', 62, V('Stadio Olimpico Grande Torino', '大都灵奥林匹克球场', ...TURIN, 28177)),
  F('udinese', 'Udinese Calcio', ['乌迪内斯', '乌迪内斯'], ['Udinese', 'Udinese'], ['Udinese', 'Udinese'], 'ITA', 1896, '#000000', '#FFFFFF', 58, V('Bluenergy Stadium', '蓝色能源球场', 'Udine', '乌迪内', 25144)),
  F('genoa', 'Genoa CFC', ['热那亚', '热那亚'], ['Genoa', 'Genoa'], ['Genoa', 'Genoa'], 'ITA', 1893, '#A6192E', '#002855', 58, V('Stadio Luigi Ferraris', '路易吉·费拉里斯球场', 'Genoa', '热那亚', 33205)),
  F('cagliari', 'Cagliari Calcio', ['卡利亚里', '卡利亚里'], ['Cagliari', 'Cagliari'], ['Cagliari', 'Cagliari'], 'ITA', 1920, '#A6192E', '#002350', 56, V('Unipol Domus', '乌尼波尔球场', 'Cagliari', '卡利亚里', 16416)),
  F('sassuolo', 'US Sassuolo Calcio', ['萨索洛', '萨索洛'], ['Sassuolo', 'Sassuolo'], ['Sassuolo', 'Sassuolo'], 'ITA', 1920, '#00A752', '#000000', 56, V('Mapei Stadium', '马佩伊球场', 'Reggio Emilia', '雷焦艾米利亚', 21584)),
  F('lecce', 'US Lecce', ['莱切', '莱切'], ['Lecce', 'Lecce'], ['Lecce', 'Lecce'], 'ITA', 1908, '#FFE600', '#D71920', 52, V('Stadio Via del Mare', '海滨大道球场', 'Lecce', '莱切', 31533)),
  F('parma', 'Parma Calcio 1913', ['帕尔马', '帕尔马'], ['Parma', 'Parma'], ['Parma', 'Parma'], 'ITA', 1913, '#FFD200', '#0C2340', 56, V('Stadio Ennio Tardini', '塔尔迪尼球场', 'Parma', '帕尔马', 22352)),
  F('verona', 'Hellas Verona FC', ['维罗纳', '维罗纳'], ['Hellas Verona', 'Verona'], ['Hellas Verona', 'Verona'], 'ITA', 1903, '#FFE000', '#002F6C', 52, V('Stadio Marcantonio Bentegodi', '本特戈迪球场', 'Verona', '维罗纳', 39211)),
  F('cremonese', 'US Cremonese', ['克雷莫纳', '克雷莫纳'], ['Cremonese', 'Cremonese'], ['Cremonese', 'Cremonese'], 'ITA', 1903, '#E31B23', '#9EA2A3', 50, V('Stadio Giovanni Zini', '济尼球场', 'Cremona', '克雷莫纳', 16003)),
  F('pisa', 'AC Pisa 1909', ['比萨', '比萨'], ['Pisa', 'Pisa'], ['Pisa', 'Pisa'], 'ITA', 1909, '#003C71', '#000000', 50, V('Arena Garibaldi', '加里波第竞技场', 'Pisa', '比萨', 10500)),
];

const PARIS = ['Paris', '巴黎'] as const;

// prettier-ignore
const LIGUE_1: TeamSeed[] = [
  F('psg', 'Paris Saint-Germain FC', ['巴黎圣日耳曼', '巴黎'], ['Paris Saint-Germain', 'PSG'], ['Paris Saint-Germain', 'PSG'], 'FRA', 1970, '#004170', '#DA291C', 94, V('Parc des Princes', '王子公园球场', ...PARIS, 47929)),
  F('marseille', 'Olympique de Marseille', ['马赛', '马赛'], ['Marseille', 'Marseille'], ['Marseille', 'Marseille'], 'FRA', 1899, '#2FAEE0', '#FFFFFF', 76, V('Orange Vélodrome', '韦洛德罗姆球场', 'Marseille', '马赛', 67394)),
  F('monaco', 'AS Monaco FC', ['摩纳哥', '摩纳哥'], ['Monaco', 'Monaco'], ['Monaco', 'Monaco'], 'MCO', 1924, '#E51B22', '#FFFFFF', 76, V('Stade Louis II', '路易二世球场', 'Monaco', '摩纳哥', 18523)),
  F('lyon', 'Olympique Lyonnais', ['里昂', '里昂'], ['Lyon', 'Lyon'], ['Lyon', 'Lyon'], 'FRA', 1950, '#FFFFFF', '#14387F', 72, V('Groupama Stadium', '格帕马球场', 'Lyon', '里昂', 59186)),
  F('lille', 'Lille OSC', ['里尔', '里尔'], ['Lille', 'Lille'], ['Lille', 'Lille'], 'FRA', 1944, '#E01E13', '#20325F', 74, V('Stade Pierre-Mauroy', '皮埃尔·莫鲁瓦球场', 'Lille', '里尔', 50186)),
  F('lens', 'Racing Club de Lens', ['朗斯', '朗斯'], ['Lens', 'Lens'], ['Lens', 'Lens'], 'FRA', 1906, '#FFE600', '#E2001A', 68, V('Stade Bollaert-Delelis', '博拉尔-德莱利斯球场', 'Lens', '朗斯', 38223)),
  F('nice', 'OGC Nice', ['尼斯', '尼斯'], ['Nice', 'Nice'], ['Nice', 'Nice'], 'FRA', 1904, '#E2001A', '#000000', 68, V('Allianz Riviera', '安联里维埃拉球场', 'Nice', '尼斯', 36178)),
  F('rennes', 'Stade Rennais FC 1901', ['雷恩', '雷恩'], ['Rennes', 'Rennes'], ['Rennes', 'Rennes'], 'FRA', 1901, '#E2001A', '#000000', 66, V('Roazhon Park', '罗阿宗公园球场', 'Rennes', '雷恩', 29778)),
  F('strasbourg', 'RC Strasbourg Alsace', ['斯特拉斯堡', '斯特拉斯堡'], ['Strasbourg', 'Strasbourg'], ['Strasbourg', 'Strasbourg'], 'FRA', 1906, '#009FE3', '#FFFFFF', 64, V('Stade de la Meinau', '梅诺球场', 'Strasbourg', '斯特拉斯堡', 26109)),
  F('brest', 'Stade Brestois 29', ['布雷斯特', '布雷斯特'], ['Brest', 'Brest'], ['Brest', 'Brest'], 'FRA', 1950, '#E2001A', '#FFFFFF', 60, V('Stade Francis-Le Blé', '弗朗西斯-勒布莱球场', 'Brest', '布雷斯特', 15220)),
  F('toulouse', 'Toulouse FC', ['图卢兹', '图卢兹'], ['Toulouse', 'Toulouse'], ['Toulouse', 'Toulouse'], 'FRA', 1970, '#5B2C86', '#FFFFFF', 60, V('Stadium de Toulouse', '图卢兹体育场', 'Toulouse', '图卢兹', 33150)),
  F('nantes', 'FC Nantes', ['南特', '南特'], ['Nantes', 'Nantes'], ['Nantes', 'Nantes'], 'FRA', 1943, '#FCD405', '#00853F', 58, V('Stade de la Beaujoire', '博茹瓦尔球场', 'Nantes', '南特', 35322)),
  F('auxerre', 'AJ Auxerre', ['欧塞尔', '欧塞尔'], ['Auxerre', 'Auxerre'], ['Auxerre', 'Auxerre'], 'FRA', 1905, '#FFFFFF', '#00449E', 52, V("Stade de l'Abbé-Deschamps", '阿贝-德尚球场', 'Auxerre', '欧塞尔', 18541)),
  F('angers', 'Angers SCO', ['昂热', '昂热'], ['Angers', 'Angers'], ['Angers', 'Angers'], 'FRA', 1919, '#000000', '#FFFFFF', 52, V('Stade Raymond-Kopa', '雷蒙·科帕球场', 'Angers', '昂热', 18752)),
  F('le-havre', 'Le Havre AC', ['勒阿弗尔', '勒阿弗尔'], ['Le Havre', 'Le Havre'], ['Le Havre', 'Le Havre'], 'FRA', 1872, '#1E3D73', '#87CEEB', 50, V('Stade Océane', '海洋球场', 'Le Havre', '勒阿弗尔', 25178)),
  F('lorient', 'FC Lorient', ['洛里昂', '洛里昂'], ['Lorient', 'Lorient'], ['Lorient', 'Lorient'], 'FRA', 1926, '#F58220', '#000000', 52, V('Stade du Moustoir', '穆斯图瓦尔球场', 'Lorient', '洛里昂', 18110)),
  F('metz', 'FC Metz', ['梅斯', '梅斯'], ['Metz', 'Metz'], ['Metz', 'Metz'], 'FRA', 1932, '#8B1538', '#FFFFFF', 50, V('Stade Saint-Symphorien', '圣西姆福里安球场', 'Metz', '梅斯', 28786)),
  F('paris-fc', 'Paris FC', ['巴黎FC', '巴黎FC'], ['Paris FC', 'Paris FC'], ['Paris FC', 'Paris FC'], 'FRA', 1969, '#1A2B5F', '#FFFFFF', 54, V('Stade Jean-Bouin', '让-布安球场', ...PARIS, 19904)),
];

const LISBON = ['Lisbon', '里斯本'] as const;
const GLASGOW = ['Glasgow', '格拉斯哥'] as const;

/** Champions League 2024/25 clubs from outside the five league files. */
// prettier-ignore
const UEFA_OTHERS: TeamSeed[] = [
  F('sporting', 'Sporting Clube de Portugal', ['葡萄牙体育', '葡萄牙体育'], ['Sporting CP', 'Sporting'], ['Sporting Lisbon', 'Sporting'], 'POR', 1906, '#008057', '#FFFFFF', 76, V('Estádio José Alvalade', '阿尔瓦拉德球场', ...LISBON, 50095)),
  F('benfica', 'Sport Lisboa e Benfica', ['本菲卡', '本菲卡'], ['Benfica', 'Benfica'], ['Benfica', 'Benfica'], 'POR', 1904, '#E20E0E', '#FFFFFF', 78, V('Estádio da Luz', '光明球场', ...LISBON, 64642)),
  F('psv', 'PSV', ['埃因霍温', '埃因霍温'], ['PSV Eindhoven', 'PSV'], ['PSV Eindhoven', 'PSV'], 'NED', 1913, '#ED1C24', '#FFFFFF', 74, V('Philips Stadion', '飞利浦球场', 'Eindhoven', '埃因霍温', 35000)),
  F('feyenoord', 'Feyenoord Rotterdam', ['费耶诺德', '费耶诺德'], ['Feyenoord', 'Feyenoord'], ['Feyenoord', 'Feyenoord'], 'NED', 1908, '#E2001A', '#FFFFFF', 72, V('De Kuip', '德奎普球场', 'Rotterdam', '鹿特丹', 47500)),
  F('celtic', 'Celtic FC', ['凯尔特人', '凯尔特人'], ['Celtic', 'Celtic'], ['Celtic', 'Celtic'], 'SCO', 1887, '#018749', '#FFFFFF', 68, V('Celtic Park', '凯尔特人公园球场', ...GLASGOW, 60411)),
  F('club-brugge', 'Club Brugge KV', ['布鲁日', '布鲁日'], ['Club Brugge', 'Club Brugge'], ['Club Brugge', 'Brugge'], 'BEL', 1891, '#0A60AE', '#000000', 68, V('Jan Breydel Stadium', '扬·布雷德尔球场', 'Bruges', '布鲁日', 29062)),
  F('salzburg', 'FC Red Bull Salzburg', ['萨尔茨堡红牛', '萨尔茨堡'], ['Red Bull Salzburg', 'Salzburg'], ['RB Salzburg', 'Salzburg'], 'AUT', 1933, '#D01E3C', '#FFFFFF', 66, V('Red Bull Arena Salzburg', '萨尔茨堡红牛竞技场', 'Salzburg', '萨尔茨堡', 30188)),
  F('crvena-zvezda', 'FK Crvena Zvezda', ['贝尔格莱德红星', '红星'], ['Red Star Belgrade', 'Red Star'], ['Crvena Zvezda', 'Crvena Zvezda'], 'SRB', 1945, '#E2001A', '#FFFFFF', 62, V('Rajko Mitić Stadium', '拉伊科·米蒂奇球场', 'Belgrade', '贝尔格莱德', 51755)),
  F('shakhtar', 'FK Shakhtar Donetsk', ['顿涅茨克矿工', '矿工'], ['Shakhtar Donetsk', 'Shakhtar'], ['Shakhtar Donetsk', 'Shakhtar'], 'UKR', 1936, '#F36C21', '#000000', 64, V('Arena Lviv', '利沃夫竞技场', 'Lviv', '利沃夫', 34915)),
  F('dinamo-zagreb', 'GNK Dinamo Zagreb', ['萨格勒布迪纳摩', '萨格勒布迪纳摩'], ['Dinamo Zagreb', 'Dinamo Zagreb'], ['Dinamo Zagreb', 'Dinamo Zagreb'], 'CRO', 1945, '#0D50A0', '#FFFFFF', 62, V('Stadion Maksimir', '马克西米尔球场', 'Zagreb', '萨格勒布', 24851)),
  F('young-boys', 'BSC Young Boys', ['年轻人', '年轻人'], ['Young Boys', 'Young Boys'], ['Young Boys', 'Young Boys'], 'SUI', 1898, '#FFE500', '#000000', 60, V('Stadion Wankdorf', '万克多夫球场', 'Bern', '伯尔尼', 31783)),
  F('sparta-praha', 'AC Sparta Praha', ['布拉格斯巴达', '斯巴达'], ['Sparta Prague', 'Sparta'], ['Sparta Praha', 'Sparta Praha'], 'CZE', 1893, '#A50034', '#FFFFFF', 60, V('Stadion Letná', '莱特纳球场', 'Prague', '布拉格', 18944)),
  F('sturm-graz', 'SK Sturm Graz', ['格拉茨风暴', '格拉茨风暴'], ['Sturm Graz', 'Sturm Graz'], ['Sturm Graz', 'Sturm Graz'], 'AUT', 1909, '#000000', '#FFFFFF', 56, V('Merkur Arena', '默库尔竞技场', 'Graz', '格拉茨', 16364)),
  F('slovan-bratislava', 'ŠK Slovan Bratislava', ['布拉迪斯拉发斯洛万', '斯洛万'], ['Slovan Bratislava', 'Slovan'], ['Slovan Bratislava', 'Slovan'], 'SVK', 1919, '#1A4F9C', '#FFFFFF', 52, V('Tehelné pole', '特赫尔内波勒球场', 'Bratislava', '布拉迪斯拉发', 22500)),
  // Europa League 2025/26 league-phase clubs not in any data file.
  F('porto', undefined, ['波尔图', '波尔图'], ['FC Porto', 'Porto'], ['Porto', 'Porto'], 'POR', 1893, '#003893', '#FFFFFF', 76, V('Estádio do Dragão', '巨龙球场', 'Porto', '波尔图', 50033)),
  F('braga', undefined, ['布拉加', '布拉加'], ['SC Braga', 'Braga'], ['Braga', 'Braga'], 'POR', 1921, '#E2001A', '#FFFFFF', 64, V('Estádio Municipal de Braga', '布拉加市政球场', 'Braga', '布拉加', 30286)),
  F('fenerbahce', undefined, ['费内巴切', '费内巴切'], ['Fenerbahçe', 'Fenerbahçe'], ['Fenerbahce', 'Fenerbahce'], 'TUR', 1907, '#FFED00', '#163962', 70, V('Şükrü Saracoğlu Stadium', '萨拉吉奥卢球场', 'Istanbul', '伊斯坦布尔', 47430)),
  F('rangers', undefined, ['流浪者', '流浪者'], ['Rangers', 'Rangers'], ['Rangers', 'Rangers'], 'SCO', 1872, '#1B458F', '#FFFFFF', 66, V('Ibrox Stadium', '艾布罗克斯球场', ...GLASGOW, 50817)),
  F('paok', undefined, ['塞萨洛尼基', 'PAOK'], ['PAOK', 'PAOK'], ['PAOK', 'PAOK'], 'GRE', 1926, '#000000', '#FFFFFF', 60, V('Toumba Stadium', '图姆巴球场', 'Thessaloniki', '塞萨洛尼基', 28703)),
  F('midtjylland', undefined, ['中日德兰', '中日德兰'], ['FC Midtjylland', 'Midtjylland'], ['Midtjylland', 'Midtjylland'], 'DEN', 1999, '#000000', '#E2001A', 58, V('MCH Arena', 'MCH竞技场', 'Herning', '海宁', 11432)),
  F('ferencvaros', undefined, ['费伦茨瓦罗斯', '费伦茨瓦罗斯'], ['Ferencváros', 'Ferencváros'], ['Ferencvaros', 'Ferencvaros'], 'HUN', 1899, '#0E8C3A', '#FFFFFF', 58, V('Groupama Aréna', '格帕马竞技场', 'Budapest', '布达佩斯', 22000)),
];

/** Chinese Super League 2026: the 16 clubs. */
// prettier-ignore
const CSL: TeamSeed[] = [
  F('shanghai-port', undefined, ['上海海港', '海港'], ['Shanghai Port', 'Shanghai Port'], ['Shanghai Port', 'Shanghai Port'], 'CHN', 2005, '#D7141A', '#FFFFFF', 72, V('Pudong Football Stadium', '浦东足球场', 'Shanghai', '上海', 37000)),
  F('shanghai-shenhua', undefined, ['上海申花', '申花'], ['Shanghai Shenhua', 'Shenhua'], ['Shanghai Shenhua', 'Shenhua'], 'CHN', 1993, '#1F3F99', '#FFFFFF', 70, V('Shanghai Stadium', '上海体育场', 'Shanghai', '上海', 72000)),
  F('chengdu-rongcheng', undefined, ['成都蓉城', '蓉城'], ['Chengdu Rongcheng', 'Chengdu'], ['Chengdu Rongcheng', 'Chengdu'], 'CHN', 2018, '#C8102E', '#FFD100', 68, V('Phoenix Hill Football Stadium', '凤凰山专业足球场', 'Chengdu', '成都', 50695)),
  F('beijing-guoan', undefined, ['北京国安', '国安'], ['Beijing Guoan', 'Guoan'], ['Beijing Guoan', 'Guoan'], 'CHN', 1992, '#00693C', '#FFFFFF', 66, V("Workers' Stadium", '工人体育场', 'Beijing', '北京', 68000)),
  F('shandong-taishan', undefined, ['山东泰山', '泰山'], ['Shandong Taishan', 'Taishan'], ['Shandong Taishan', 'Taishan'], 'CHN', 1988, '#F47920', '#000000', 66, V('Jinan Olympic Sports Center Stadium', '济南奥体中心体育场', 'Jinan', '济南', 56808)),
  F('tianjin-jinmen-tiger', undefined, ['天津津门虎', '津门虎'], ['Tianjin Jinmen Tiger', 'Tianjin'], ['Tianjin Jinmen Tiger', 'Tianjin'], 'CHN', 1951, '#1E4FA0', '#FFFFFF', 58, V('Tianjin Olympic Center Stadium', '天津奥林匹克中心体育场', 'Tianjin', '天津', 54696)),
  F('zhejiang', undefined, ['浙江队', '浙江'], ['Zhejiang FC', 'Zhejiang'], ['Zhejiang FC', 'Zhejiang'], 'CHN', 1998, '#00A650', '#FFFFFF', 60, V('Huanglong Sports Center Stadium', '黄龙体育中心体育场', 'Hangzhou', '杭州', 51971)),
  F('henan', undefined, ['河南队', '河南'], ['Henan FC', 'Henan'], ['Henan FC', 'Henan'], 'CHN', 1994, '#E30613', '#FFFFFF', 56, V('Zhengzhou Hanghai Stadium', '郑州航海体育场', 'Zhengzhou', '郑州', 29860)),
  F('changchun-yatai', undefined, ['长春亚泰', '亚泰'], ['Changchun Yatai', 'Yatai'], ['Changchun Yatai', 'Yatai'], 'CHN', 1996, '#F7941D', '#002D72', 52, V('Changchun Stadium', '长春体育场', 'Changchun', '长春', 25000)),
  F('qingdao-west-coast', undefined, ['青岛西海岸', '西海岸'], ['Qingdao West Coast', 'West Coast'], ['Qingdao West Coast', 'West Coast'], 'CHN', 2013, '#0070C0', '#FFFFFF', 52, V('Qingdao West Coast Stadium', '青岛西海岸体育场', 'Qingdao', '青岛', 30000)),
  F('cangzhou-mighty-lions', undefined, ['沧州雄狮', '沧州'], ['Cangzhou Mighty Lions', 'Cangzhou'], ['Cangzhou Mighty Lions', 'Cangzhou'], 'CHN', 2011, '#005BAC', '#FFFFFF', 52, V('Cangzhou Stadium', '沧州体育场', 'Cangzhou', '沧州', 31000)),
  F('wuhan-three-towns', undefined, ['武汉三镇', '三镇'], ['Wuhan Three Towns', 'Wuhan'], ['Wuhan Three Towns', 'Wuhan'], 'CHN', 2013, '#0055A4', '#FFFFFF', 56, V('Wuhan Sports Center Stadium', '武汉体育中心体育场', 'Wuhan', '武汉', 54357)),
  F('shenzhen-peng-city', undefined, ['深圳新鹏城', '新鹏城'], ['Shenzhen Peng City', 'Peng City'], ['Shenzhen Peng City', 'Peng City'], 'CHN', 2013, '#E4002B', '#000000', 52, V("Shenzhen Bao'an Stadium", '深圳宝安体育场', 'Shenzhen', '深圳', 40050)),
  F('qingdao-hainiu', undefined, ['青岛海牛', '海牛'], ['Qingdao Hainiu', 'Hainiu'], ['Qingdao Hainiu', 'Hainiu'], 'CHN', 1990, '#00479D', '#FFFFFF', 50, V('Qingdao Youth Football Stadium', '青岛青春足球场', 'Qingdao', '青岛', 50000)),
  F('meizhou-hakka', undefined, ['梅州客家', '梅州'], ['Meizhou Hakka', 'Meizhou'], ['Meizhou Hakka', 'Meizhou'], 'CHN', 2013, '#E60012', '#FFFFFF', 48, V('Meixian Tsang Hin-chi Stadium', '梅县曾宪梓体育场', 'Meizhou', '梅州', 20221)),
  F('dalian-yingbo', undefined, ['大连英博', '英博'], ['Dalian Yingbo', 'Yingbo'], ['Dalian Yingbo', 'Yingbo'], 'CHN', 2022, '#0A47A0', '#FFFFFF', 52, V('Dalian Barracuda Bay Football Stadium', '大连梭鱼湾专业足球场', 'Dalian', '大连', 63671)),
];

/** Vietnamese cities and venues: Vietnamese media write them with their diacritics. */
function VN(
  en: string,
  vi: string,
  zh: string,
  cityEn: string,
  cityVi: string,
  cityZh: string,
  capacity: number,
): VenueSeed {
  return { name: { zh, en, vi }, city: { zh: cityZh, en: cityEn, vi: cityVi }, capacity };
}

/** V.League 1 2025/26: the 14 clubs (Chinese names as Chinese fans write them). */
// prettier-ignore
const V_LEAGUE: TeamSeed[] = [
  F('hanoi-fc', undefined, ['河内FC', '河内'], ['Hanoi FC', 'Hanoi'], ['Hà Nội FC', 'Hà Nội'], 'VIE', 2006, '#6A1B9A', '#FFFFFF', 66, VN('Hang Day Stadium', 'Sân vận động Hàng Đẫy', '杭带体育场', 'Hanoi', 'Hà Nội', '河内', 22500)),
  F('cong-an-hanoi', undefined, ['河内公安', '河内公安'], ['Cong An Hanoi', 'CAHN'], ['Công An Hà Nội', 'CAHN'], 'VIE', 1956, '#C8102E', '#FFD100', 66, VN('Hang Day Stadium', 'Sân vận động Hàng Đẫy', '杭带体育场', 'Hanoi', 'Hà Nội', '河内', 22500)),
  F('viettel', undefined, ['军体', '军体'], ['The Cong-Viettel', 'Viettel'], ['Thể Công - Viettel', 'Viettel'], 'VIE', 1954, '#E30613', '#000000', 62, VN('My Dinh National Stadium', 'Sân vận động Quốc gia Mỹ Đình', '美亭国家体育场', 'Hanoi', 'Hà Nội', '河内', 40192)),
  F('nam-dinh', undefined, ['南定', '南定'], ['Thep Xanh Nam Dinh', 'Nam Dinh'], ['Thép Xanh Nam Định', 'Nam Định'], 'VIE', 1965, '#0047AB', '#FFFFFF', 66, VN('Thien Truong Stadium', 'Sân vận động Thiên Trường', '天长体育场', 'Nam Dinh', 'Nam Định', '南定', 30000)),
  F('hai-phong', undefined, ['海防', '海防'], ['Hai Phong FC', 'Hai Phong'], ['Hải Phòng', 'Hải Phòng'], 'VIE', 1952, '#E4002B', '#FFFFFF', 58, VN('Lach Tray Stadium', 'Sân vận động Lạch Tray', '拉查体育场', 'Haiphong', 'Hải Phòng', '海防', 30000)),
  F('thanh-hoa', undefined, ['清化', '清化'], ['Dong A Thanh Hoa', 'Thanh Hoa'], ['Đông Á Thanh Hóa', 'Thanh Hóa'], 'VIE', 1962, '#FFD100', '#0033A0', 58, VN('Thanh Hoa Stadium', 'Sân vận động Thanh Hóa', '清化体育场', 'Thanh Hoa', 'Thanh Hóa', '清化', 14000)),
  F('da-nang', undefined, ['岘港', '岘港'], ['SHB Da Nang', 'Da Nang'], ['SHB Đà Nẵng', 'Đà Nẵng'], 'VIE', 1976, '#FF6600', '#FFFFFF', 52, VN('Hoa Xuan Stadium', 'Sân vận động Hòa Xuân', '和春体育场', 'Da Nang', 'Đà Nẵng', '岘港', 20500)),
  F('hagl', undefined, ['黄安嘉莱', '嘉莱'], ['Hoang Anh Gia Lai', 'HAGL'], ['Hoàng Anh Gia Lai', 'HAGL'], 'VIE', 2001, '#FFD100', '#000000', 52, VN('Pleiku Stadium', 'Sân vận động Pleiku', '波来古体育场', 'Pleiku', 'Pleiku', '波来古', 12000)),
  F('becamex-hcmc', undefined, ['平阳', '平阳'], ['Becamex Ho Chi Minh City', 'Becamex'], ['Becamex TP.HCM', 'Becamex'], 'VIE', 1976, '#0033A0', '#FFFFFF', 54, VN('Go Dau Stadium', 'Sân vận động Gò Đậu', '瞿豆体育场', 'Thu Dau Mot', 'Thủ Dầu Một', '土龙木', 18250)),
  F('slna', undefined, ['宋蓝义安', '义安'], ['Song Lam Nghe An', 'SLNA'], ['Sông Lam Nghệ An', 'SLNA'], 'VIE', 1979, '#FFD100', '#D71920', 54, VN('Vinh Stadium', 'Sân vận động Vinh', '荣市体育场', 'Vinh', 'Vinh', '荣市', 18000)),
  F('ha-tinh', undefined, ['河静', '河静'], ['Hong Linh Ha Tinh', 'Ha Tinh'], ['Hồng Lĩnh Hà Tĩnh', 'Hà Tĩnh'], 'VIE', 2019, '#E4002B', '#FFD100', 50, VN('Ha Tinh Stadium', 'Sân vận động Hà Tĩnh', '河静体育场', 'Ha Tinh', 'Hà Tĩnh', '河静', 15000)),
  F('pvf-cand', undefined, ['PVF公安', 'PVF公安'], ['PVF-CAND', 'PVF-CAND'], ['PVF-CAND', 'PVF-CAND'], 'VIE', 2008, '#0057B8', '#E4002B', 48, VN('PVF-CAND Stadium', 'Sân vận động PVF-CAND', 'PVF公安体育场', 'Hung Yen', 'Hưng Yên', '兴安', 3500)),
  F('ninh-binh', undefined, ['宁平', '宁平'], ['Ninh Binh FC', 'Ninh Binh'], ['Ninh Bình', 'Ninh Bình'], 'VIE', 2007, '#E30613', '#FFFFFF', 56, VN('Ninh Binh Stadium', 'Sân vận động Ninh Bình', '宁平体育场', 'Ninh Binh', 'Ninh Bình', '宁平', 22000)),
  F('cong-an-hcmc', undefined, ['胡志明市公安', '胡市公安'], ['Cong An Ho Chi Minh City', 'CA HCMC'], ['Công An TP.HCM', 'CA TP.HCM'], 'VIE', 1975, '#C8102E', '#FFFFFF', 50, VN('Thong Nhat Stadium', 'Sân vận động Thống Nhất', '统一体育场', 'Ho Chi Minh City', 'TP.HCM', '胡志明市', 15000)),
];

/** J1 League 2026: the 20 clubs. */
// prettier-ignore
const J1_LEAGUE: TeamSeed[] = [
  F('kashima', undefined, ['鹿岛鹿角', '鹿岛'], ['Kashima Antlers', 'Kashima'], ['Kashima Antlers', 'Kashima'], 'JPN', 1947, '#B71C2E', '#0B1F48', 70, V('Kashima Soccer Stadium', '鹿岛足球场', 'Kashima', '鹿岛', 37638)),
  F('kashiwa', undefined, ['柏太阳神', '柏太阳神'], ['Kashiwa Reysol', 'Kashiwa'], ['Kashiwa Reysol', 'Kashiwa'], 'JPN', 1940, '#FFE100', '#000000', 66, V('Sankyo Frontier Kashiwa Stadium', '三协柏竞技场', 'Kashiwa', '柏市', 15109)),
  F('urawa', undefined, ['浦和红钻', '浦和'], ['Urawa Red Diamonds', 'Urawa'], ['Urawa Reds', 'Urawa'], 'JPN', 1950, '#E60012', '#000000', 66, V('Saitama Stadium 2002', '埼玉2002体育场', 'Saitama', '埼玉', 63700)),
  F('machida', undefined, ['町田泽维亚', '町田'], ['Machida Zelvia', 'Machida'], ['Machida Zelvia', 'Machida'], 'JPN', 1989, '#0D3C8C', '#FFFFFF', 64, V('Machida GION Stadium', '町田GION体育场', 'Machida', '町田', 15489)),
  F('fc-tokyo', undefined, ['FC东京', 'FC东京'], ['FC Tokyo', 'FC Tokyo'], ['FC Tokyo', 'FC Tokyo'], 'JPN', 1935, '#1E3C8C', '#E60012', 60, V('Ajinomoto Stadium', '味之素体育场', 'Tokyo', '东京', 49970)),
  F('tokyo-verdy', undefined, ['东京绿茵', '东京绿茵'], ['Tokyo Verdy', 'Verdy'], ['Tokyo Verdy', 'Verdy'], 'JPN', 1969, '#00843D', '#FFFFFF', 56, V('Ajinomoto Stadium', '味之素体育场', 'Tokyo', '东京', 49970)),
  F('kawasaki', undefined, ['川崎前锋', '川崎'], ['Kawasaki Frontale', 'Kawasaki'], ['Kawasaki Frontale', 'Kawasaki'], 'JPN', 1955, '#1E90D2', '#000000', 64, V('Uvance Todoroki Stadium', '等等力竞技场', 'Kawasaki', '川崎', 26827)),
  F('yokohama-fm', undefined, ['横滨水手', '水手'], ['Yokohama F. Marinos', 'Marinos'], ['Yokohama F. Marinos', 'Marinos'], 'JPN', 1972, '#0D3D8F', '#E60012', 60, V('Nissan Stadium', '日产体育场', 'Yokohama', '横滨', 72327)),
  F('nagasaki', undefined, ['长崎航海', '长崎'], ['V-Varen Nagasaki', 'Nagasaki'], ['V-Varen Nagasaki', 'Nagasaki'], 'JPN', 2005, '#0033A0', '#F58220', 50, V('Peace Stadium Connected by SoftBank', '长崎和平体育场', 'Nagasaki', '长崎', 20027)),
  F('jef-chiba', undefined, ['千叶市原', '千叶'], ['JEF United Chiba', 'Chiba'], ['JEF United Chiba', 'Chiba'], 'JPN', 1946, '#FFD100', '#00843D', 50, V('Fukuda Denshi Arena', '福田电子竞技场', 'Chiba', '千叶', 19781)),
  F('shimizu', undefined, ['清水心跳', '清水'], ['Shimizu S-Pulse', 'Shimizu'], ['Shimizu S-Pulse', 'Shimizu'], 'JPN', 1991, '#FF8200', '#0B2C6B', 56, V('IAI Stadium Nihondaira', '日本平体育场', 'Shizuoka', '静冈', 20248)),
  F('nagoya', undefined, ['名古屋鲸八', '名古屋'], ['Nagoya Grampus', 'Nagoya'], ['Nagoya Grampus', 'Nagoya'], 'JPN', 1939, '#D7000F', '#FFD100', 60, V('Toyota Stadium', '丰田体育场', 'Toyota', '丰田', 44380)),
  F('kyoto', undefined, ['京都不死鸟', '京都'], ['Kyoto Sanga', 'Kyoto'], ['Kyoto Sanga', 'Kyoto'], 'JPN', 1922, '#6A1E74', '#FFFFFF', 62, V('Sanga Stadium by Kyocera', '京瓷不死鸟球场', 'Kameoka', '龟冈', 21600)),
  F('gamba', undefined, ['大阪钢巴', '钢巴'], ['Gamba Osaka', 'Gamba'], ['Gamba Osaka', 'Gamba'], 'JPN', 1980, '#0050A0', '#000000', 60, V('Panasonic Stadium Suita', '松下吹田体育场', 'Suita', '吹田', 39694)),
  F('cerezo', undefined, ['大阪樱花', '樱花'], ['Cerezo Osaka', 'Cerezo'], ['Cerezo Osaka', 'Cerezo'], 'JPN', 1957, '#EC5FA0', '#1A2C5B', 58, V('Yodoko Sakura Stadium', '淀川樱花体育场', 'Osaka', '大阪', 24481)),
  F('vissel', undefined, ['神户胜利船', '神户'], ['Vissel Kobe', 'Kobe'], ['Vissel Kobe', 'Kobe'], 'JPN', 1966, '#9B1B30', '#000000', 68, V('Noevir Stadium Kobe', '神户诺维尔体育场', 'Kobe', '神户', 28425)),
  F('okayama', undefined, ['冈山绿雉', '冈山'], ['Fagiano Okayama', 'Okayama'], ['Fagiano Okayama', 'Okayama'], 'JPN', 1975, '#A6192E', '#FFFFFF', 50, V('JFE Harenokuni Stadium', 'JFE晴之国体育场', 'Okayama', '冈山', 15479)),
  F('sanfrecce', undefined, ['广岛三箭', '广岛'], ['Sanfrecce Hiroshima', 'Hiroshima'], ['Sanfrecce Hiroshima', 'Hiroshima'], 'JPN', 1938, '#5D2D91', '#FFFFFF', 66, V('Edion Peace Wing Hiroshima', '广岛和平之翼体育场', 'Hiroshima', '广岛', 28520)),
  F('avispa', undefined, ['福冈黄蜂', '福冈'], ['Avispa Fukuoka', 'Fukuoka'], ['Avispa Fukuoka', 'Fukuoka'], 'JPN', 1982, '#00205B', '#A0A0A0', 54, V('Best Denki Stadium', '博多之森球场', 'Fukuoka', '福冈', 22563)),
  F('mito', undefined, ['水户蜀葵', '水户'], ['Mito HollyHock', 'Mito'], ['Mito HollyHock', 'Mito'], 'JPN', 1994, '#1E50A2', '#FFFFFF', 48, V('K\'s denki Stadium Mito', '水户K\'s电器体育场', 'Mito', '水户', 12000)),
];

/** K League 1 2026: the 12 clubs. */
// prettier-ignore
const K_LEAGUE: TeamSeed[] = [
  F('jeonbuk', undefined, ['全北现代', '全北'], ['Jeonbuk Hyundai Motors', 'Jeonbuk'], ['Jeonbuk Hyundai Motors', 'Jeonbuk'], 'KOR', 1994, '#005B3A', '#FFD100', 70, V('Jeonju World Cup Stadium', '全州世界杯体育场', 'Jeonju', '全州', 42477)),
  F('ulsan', undefined, ['蔚山HD', '蔚山'], ['Ulsan HD', 'Ulsan'], ['Ulsan HD', 'Ulsan'], 'KOR', 1983, '#0033A0', '#FFD100', 66, V('Ulsan Munsu Football Stadium', '蔚山文殊体育场', 'Ulsan', '蔚山', 44102)),
  F('pohang', undefined, ['浦项制铁', '浦项'], ['Pohang Steelers', 'Pohang'], ['Pohang Steelers', 'Pohang'], 'KOR', 1973, '#E4002B', '#000000', 62, V('Pohang Steel Yard', '浦项钢铁球场', 'Pohang', '浦项', 17443)),
  F('fc-seoul', undefined, ['首尔FC', '首尔'], ['FC Seoul', 'Seoul'], ['FC Seoul', 'Seoul'], 'KOR', 1983, '#B5121B', '#000000', 62, V('Seoul World Cup Stadium', '首尔世界杯体育场', 'Seoul', '首尔', 66704)),
  F('gimcheon', undefined, ['金泉尚武', '金泉'], ['Gimcheon Sangmu', 'Gimcheon'], ['Gimcheon Sangmu', 'Gimcheon'], 'KOR', 1984, '#E4002B', '#FFFFFF', 62, V('Gimcheon Stadium', '金泉综合运动场', 'Gimcheon', '金泉', 25000)),
  F('gangwon', undefined, ['江原FC', '江原'], ['Gangwon FC', 'Gangwon'], ['Gangwon FC', 'Gangwon'], 'KOR', 2008, '#F37021', '#004B87', 58, V('Chuncheon Songam Stadium', '春川松岩体育场', 'Chuncheon', '春川', 20000)),
  F('daejeon', undefined, ['大田韩亚市民', '大田'], ['Daejeon Hana Citizen', 'Daejeon'], ['Daejeon Hana Citizen', 'Daejeon'], 'KOR', 1997, '#5C2D91', '#009B77', 62, V('Daejeon World Cup Stadium', '大田世界杯体育场', 'Daejeon', '大田', 40535)),
  F('gwangju', undefined, ['光州FC', '光州'], ['Gwangju FC', 'Gwangju'], ['Gwangju FC', 'Gwangju'], 'KOR', 2010, '#FFD100', '#E4002B', 56, V('Gwangju Football Stadium', '光州足球场', 'Gwangju', '光州', 10007)),
  F('jeju', undefined, ['济州SK', '济州'], ['Jeju SK', 'Jeju'], ['Jeju SK', 'Jeju'], 'KOR', 1982, '#F26522', '#000000', 54, V('Jeju World Cup Stadium', '济州世界杯体育场', 'Seogwipo', '西归浦', 29791)),
  F('anyang', undefined, ['安养FC', '安养'], ['FC Anyang', 'Anyang'], ['FC Anyang', 'Anyang'], 'KOR', 2013, '#4B2E83', '#FFFFFF', 52, V('Anyang Stadium', '安养综合运动场', 'Anyang', '安养', 17143)),
  F('incheon', undefined, ['仁川联', '仁川'], ['Incheon United', 'Incheon'], ['Incheon United', 'Incheon'], 'KOR', 2003, '#0033A0', '#000000', 54, V('Incheon Football Stadium', '仁川足球场', 'Incheon', '仁川', 20891)),
  F('bucheon', undefined, ['富川FC1995', '富川'], ['Bucheon FC 1995', 'Bucheon'], ['Bucheon FC 1995', 'Bucheon'], 'KOR', 2007, '#C8102E', '#000000', 50, V('Bucheon Stadium', '富川综合运动场', 'Bucheon', '富川', 34456)),
];

/** A-League Men 2025/26: the 12 clubs. */
// prettier-ignore
const A_LEAGUE: TeamSeed[] = [
  F('adelaide-united', undefined, ['阿德莱德联', '阿德莱德'], ['Adelaide United', 'Adelaide'], ['Adelaide United', 'Adelaide'], 'AUS', 2003, '#E4002B', '#FFD100', 58, V('Coopers Stadium', '库珀斯体育场', 'Adelaide', '阿德莱德', 16500)),
  F('auckland-fc', undefined, ['奥克兰FC', '奥克兰'], ['Auckland FC', 'Auckland'], ['Auckland FC', 'Auckland'], 'NZL', 2024, '#0033A0', '#FFFFFF', 62, V('Go Media Stadium', '高媒体体育场', 'Auckland', '奥克兰', 25000)),
  F('brisbane-roar', undefined, ['布里斯班狮吼', '布里斯班'], ['Brisbane Roar', 'Brisbane'], ['Brisbane Roar', 'Brisbane'], 'AUS', 2005, '#F58220', '#000000', 52, V('Suncorp Stadium', '桑科普体育场', 'Brisbane', '布里斯班', 52500)),
  F('central-coast', undefined, ['中央海岸水手', '中央海岸'], ['Central Coast Mariners', 'Mariners'], ['Central Coast Mariners', 'Mariners'], 'AUS', 2004, '#FFD100', '#00205B', 54, V('Industree Group Stadium', '戈斯福德体育场', 'Gosford', '戈斯福德', 20059)),
  F('macarthur', undefined, ['麦克阿瑟FC', '麦克阿瑟'], ['Macarthur FC', 'Macarthur'], ['Macarthur FC', 'Macarthur'], 'AUS', 2017, '#000000', '#C5A25A', 54, V('Campbelltown Stadium', '坎贝尔敦体育场', 'Campbelltown', '坎贝尔敦', 17500)),
  F('melbourne-city', undefined, ['墨尔本城', '墨尔本城'], ['Melbourne City', 'Melbourne City'], ['Melbourne City', 'Melbourne City'], 'AUS', 2009, '#6CABDD', '#FFFFFF', 62, V('AAMI Park', 'AAMI公园', 'Melbourne', '墨尔本', 30050)),
  F('melbourne-victory', undefined, ['墨尔本胜利', '墨尔本胜利'], ['Melbourne Victory', 'Victory'], ['Melbourne Victory', 'Victory'], 'AUS', 2004, '#00205B', '#FFFFFF', 60, V('AAMI Park', 'AAMI公园', 'Melbourne', '墨尔本', 30050)),
  F('newcastle-jets', undefined, ['纽卡斯尔喷气机', '喷气机'], ['Newcastle Jets', 'Jets'], ['Newcastle Jets', 'Jets'], 'AUS', 2000, '#0033A0', '#E4002B', 52, V('McDonald Jones Stadium', '麦当劳琼斯体育场', 'Newcastle NSW', '纽卡斯尔', 33000)),
  F('perth-glory', undefined, ['珀斯光荣', '珀斯'], ['Perth Glory', 'Perth'], ['Perth Glory', 'Perth'], 'AUS', 1995, '#5C2D91', '#F58220', 48, V('HBF Park', 'HBF公园', 'Perth', '珀斯', 20500)),
  F('sydney-fc', undefined, ['悉尼FC', '悉尼FC'], ['Sydney FC', 'Sydney'], ['Sydney FC', 'Sydney'], 'AUS', 2004, '#6CACE4', '#00205B', 60, V('Allianz Stadium', '安联体育场', 'Sydney', '悉尼', 42500)),
  F('wellington-phoenix', undefined, ['惠灵顿凤凰', '惠灵顿'], ['Wellington Phoenix', 'Wellington'], ['Wellington Phoenix', 'Wellington'], 'NZL', 2007, '#FFD100', '#000000', 52, V('Sky Stadium', '天空体育场', 'Wellington', '惠灵顿', 34500)),
  F('western-sydney', undefined, ['西悉尼流浪者', '西悉尼'], ['Western Sydney Wanderers', 'Wanderers'], ['Western Sydney Wanderers', 'WSW'], 'AUS', 2012, '#E4002B', '#000000', 58, V('CommBank Stadium', '联邦银行体育场', 'Parramatta', '帕拉马塔', 30000)),
];

/** MLS 2026: the 30 clubs in their two conferences (`group`). */
function M(conference: 'east' | 'west', ...a: FbArgs): TeamSeed {
  return { ...T('football', a), group: conference };
}

// prettier-ignore
const MLS: TeamSeed[] = [
  M('east', 'atlanta-united', undefined, ['亚特兰大联', '亚特兰大'], ['Atlanta United', 'Atlanta'], ['Atlanta United', 'Atlanta'], 'USA', 2014, '#80000A', '#A19060', 56, V('Mercedes-Benz Stadium', '梅赛德斯-奔驰体育场', 'Atlanta', '亚特兰大', 42500)),
  M('east', 'charlotte-fc', undefined, ['夏洛特FC', '夏洛特'], ['Charlotte FC', 'Charlotte'], ['Charlotte FC', 'Charlotte'], 'USA', 2019, '#1A85C8', '#000000', 56, V('Bank of America Stadium', '美国银行体育场', 'Charlotte', '夏洛特', 38000)),
  M('east', 'chicago-fire', undefined, ['芝加哥火焰', '芝加哥'], ['Chicago Fire', 'Chicago'], ['Chicago Fire', 'Chicago'], 'USA', 1997, '#C8102E', '#0A174A', 54, V('Soldier Field', '士兵球场', 'Chicago', '芝加哥', 24955)),
  M('east', 'cincinnati', undefined, ['辛辛那提', '辛辛那提'], ['FC Cincinnati', 'Cincinnati'], ['FC Cincinnati', 'Cincinnati'], 'USA', 2015, '#F05323', '#263B80', 62, V('TQL Stadium', 'TQL体育场', 'Cincinnati', '辛辛那提', 26000)),
  M('east', 'columbus-crew', undefined, ['哥伦布机员', '哥伦布'], ['Columbus Crew', 'Columbus'], ['Columbus Crew', 'Columbus'], 'USA', 1994, '#FEDD00', '#000000', 60, V('Lower.com Field', 'Lower.com球场', 'Columbus', '哥伦布', 20371)),
  M('east', 'dc-united', undefined, ['华盛顿联', '华盛顿联'], ['D.C. United', 'D.C. United'], ['D.C. United', 'D.C. United'], 'USA', 1995, '#000000', '#EF3E42', 48, V('Audi Field', '奥迪球场', 'Washington', '华盛顿', 20000)),
  M('east', 'inter-miami', undefined, ['迈阿密国际', '迈阿密国际'], ['Inter Miami', 'Inter Miami'], ['Inter Miami', 'Inter Miami'], 'USA', 2018, '#F7B5CD', '#231F20', 64, V('Miami Freedom Park', '迈阿密自由公园', 'Miami', '迈阿密', 25000)),
  M('east', 'cf-montreal', undefined, ['蒙特利尔', '蒙特利尔'], ['CF Montréal', 'Montréal'], ['CF Montreal', 'Montreal'], 'CAN', 1992, '#000000', '#0033A1', 48, V('Stade Saputo', '萨普托体育场', 'Montreal', '蒙特利尔', 19619)),
  M('east', 'nashville', undefined, ['纳什维尔', '纳什维尔'], ['Nashville SC', 'Nashville'], ['Nashville SC', 'Nashville'], 'USA', 2016, '#ECE83A', '#1F1646', 58, V('Geodis Park', '吉欧迪斯公园', 'Nashville', '纳什维尔', 30000)),
  M('east', 'new-england', undefined, ['新英格兰革命', '新英格兰'], ['New England Revolution', 'New England'], ['New England Revolution', 'New England'], 'USA', 1994, '#0A2240', '#CE0E2D', 50, V('Gillette Stadium', '吉列体育场', 'Foxborough', '福克斯伯勒', 20000)),
  M('east', 'nycfc', undefined, ['纽约城', '纽约城'], ['New York City FC', 'NYCFC'], ['New York City FC', 'NYCFC'], 'USA', 2013, '#6CACE4', '#041E42', 58, V('Yankee Stadium', '洋基体育场', 'New York', '纽约', 28743)),
  M('east', 'ny-red-bulls', undefined, ['纽约红牛', '纽约红牛'], ['New York Red Bulls', 'Red Bulls'], ['New York Red Bulls', 'Red Bulls'], 'USA', 1994, '#ED1E36', '#23326A', 54, V('Sports Illustrated Stadium', '体育画报体育场', 'Harrison', '哈里森', 25000)),
  M('east', 'orlando-city', undefined, ['奥兰多城', '奥兰多'], ['Orlando City', 'Orlando'], ['Orlando City', 'Orlando'], 'USA', 2010, '#633492', '#FDE192', 58, V('Inter&Co Stadium', 'Inter&Co体育场', 'Orlando', '奥兰多', 25500)),
  M('east', 'philadelphia-union', undefined, ['费城联合', '费城'], ['Philadelphia Union', 'Philadelphia'], ['Philadelphia Union', 'Philadelphia'], 'USA', 2008, '#071B2C', '#B19B69', 62, V('Subaru Park', '斯巴鲁公园', 'Chester', '切斯特', 18500)),
  M('east', 'toronto-fc', undefined, ['多伦多FC', '多伦多'], ['Toronto FC', 'Toronto'], ['Toronto FC', 'Toronto'], 'CAN', 2006, '#B81137', '#455560', 48, V('BMO Field', 'BMO球场', 'Toronto', '多伦多', 28351)),
  M('west', 'austin-fc', undefined, ['奥斯汀FC', '奥斯汀'], ['Austin FC', 'Austin'], ['Austin FC', 'Austin'], 'USA', 2018, '#00B140', '#000000', 52, V('Q2 Stadium', 'Q2体育场', 'Austin', '奥斯汀', 20738)),
  M('west', 'colorado-rapids', undefined, ['科罗拉多急流', '科罗拉多'], ['Colorado Rapids', 'Colorado'], ['Colorado Rapids', 'Colorado'], 'USA', 1995, '#960A2C', '#9CC2EA', 50, V("Dick's Sporting Goods Park", '迪克体育用品公园', 'Commerce City', '商业城', 18061)),
  M('west', 'fc-dallas', undefined, ['达拉斯FC', '达拉斯'], ['FC Dallas', 'Dallas'], ['FC Dallas', 'Dallas'], 'USA', 1995, '#E81F3E', '#2A4076', 50, V('Toyota Stadium', '丰田体育场', 'Frisco', '弗里斯科', 20500)),
  M('west', 'houston-dynamo', undefined, ['休斯敦迪纳摩', '休斯敦'], ['Houston Dynamo', 'Houston'], ['Houston Dynamo', 'Houston'], 'USA', 2005, '#FF6B00', '#101820', 50, V('Shell Energy Stadium', '壳牌能源体育场', 'Houston', '休斯敦', 22039)),
  M('west', 'la-galaxy', undefined, ['洛杉矶银河', '银河'], ['LA Galaxy', 'Galaxy'], ['LA Galaxy', 'Galaxy'], 'USA', 1994, '#00245D', '#FFD200', 54, V('Dignity Health Sports Park', '尊严健康运动公园', 'Carson', '卡森', 27000)),
  M('west', 'lafc', undefined, ['洛杉矶FC', '洛杉矶FC'], ['Los Angeles FC', 'LAFC'], ['Los Angeles FC', 'LAFC'], 'USA', 2014, '#000000', '#C39E6D', 62, V('BMO Stadium', 'BMO体育场', 'Los Angeles', '洛杉矶', 22000)),
  M('west', 'minnesota-united', undefined, ['明尼苏达联', '明尼苏达'], ['Minnesota United', 'Minnesota'], ['Minnesota United', 'Minnesota'], 'USA', 2010, '#8CD2F4', '#231F20', 56, V('Allianz Field', '安联球场', 'Saint Paul', '圣保罗', 19400)),
  M('west', 'portland-timbers', undefined, ['波特兰伐木者', '波特兰'], ['Portland Timbers', 'Portland'], ['Portland Timbers', 'Portland'], 'USA', 2009, '#00482B', '#D69A00', 54, V('Providence Park', '普罗维登斯公园', 'Portland', '波特兰', 25218)),
  M('west', 'real-salt-lake', undefined, ['皇家盐湖城', '盐湖城'], ['Real Salt Lake', 'Salt Lake'], ['Real Salt Lake', 'Salt Lake'], 'USA', 2004, '#B30838', '#013A81', 50, V('America First Field', '美国第一球场', 'Sandy', '桑迪', 20213)),
  M('west', 'san-diego-fc', undefined, ['圣迭戈FC', '圣迭戈'], ['San Diego FC', 'San Diego'], ['San Diego FC', 'San Diego'], 'USA', 2023, '#00205B', '#F4B5B7', 60, V('Snapdragon Stadium', '骁龙体育场', 'San Diego', '圣迭戈', 35000)),
  M('west', 'san-jose', undefined, ['圣何塞地震', '圣何塞'], ['San Jose Earthquakes', 'San Jose'], ['San Jose Earthquakes', 'San Jose'], 'USA', 1994, '#0067B1', '#000000', 50, V('PayPal Park', '贝宝公园', 'San Jose', '圣何塞', 18000)),
  M('west', 'seattle-sounders', undefined, ['西雅图海湾人', '西雅图'], ['Seattle Sounders', 'Seattle'], ['Seattle Sounders', 'Seattle'], 'USA', 2007, '#5D9741', '#236192', 58, V('Lumen Field', '流明球场', 'Seattle', '西雅图', 37722)),
  M('west', 'sporting-kc', undefined, ['堪萨斯城竞技', '堪萨斯城'], ['Sporting Kansas City', 'Sporting KC'], ['Sporting Kansas City', 'Sporting KC'], 'USA', 1995, '#A7C6ED', '#0C2340', 46, V("Children's Mercy Park", '儿童慈善公园', 'Kansas City', '堪萨斯城', 18467)),
  M('west', 'st-louis-city', undefined, ['圣路易斯城', '圣路易斯'], ['St. Louis City SC', 'St. Louis'], ['St. Louis City SC', 'St. Louis'], 'USA', 2019, '#DD004A', '#0A1E2C', 48, V('Energizer Park', '劲量公园', 'St. Louis', '圣路易斯', 22500)),
  M('west', 'vancouver-whitecaps', undefined, ['温哥华白帽', '温哥华'], ['Vancouver Whitecaps', 'Vancouver'], ['Vancouver Whitecaps', 'Vancouver'], 'CAN', 1974, '#00245E', '#9DC2EA', 60, V('BC Place', 'BC体育馆', 'Vancouver', '温哥华', 22120)),
];

/** Brasileirão Série A 2026: the 20 clubs. */
// prettier-ignore
const BRASILEIRAO: TeamSeed[] = [
  F('flamengo', undefined, ['弗拉门戈', '弗拉门戈'], ['Flamengo', 'Flamengo'], ['Flamengo', 'Flamengo'], 'BRA', 1895, '#C8102E', '#000000', 72, V('Maracanã', '马拉卡纳球场', 'Rio de Janeiro', '里约热内卢', 78838)),
  F('palmeiras', undefined, ['帕尔梅拉斯', '帕尔梅拉斯'], ['Palmeiras', 'Palmeiras'], ['Palmeiras', 'Palmeiras'], 'BRA', 1914, '#006437', '#FFFFFF', 72, V('Allianz Parque', '安联公园', 'São Paulo', '圣保罗', 43713)),
  F('cruzeiro', undefined, ['克鲁塞罗', '克鲁塞罗'], ['Cruzeiro', 'Cruzeiro'], ['Cruzeiro', 'Cruzeiro'], 'BRA', 1921, '#003DA5', '#FFFFFF', 66, V('Mineirão', '米内朗球场', 'Belo Horizonte', '贝洛奥里藏特', 61846)),
  F('mirassol', undefined, ['米拉索尔', '米拉索尔'], ['Mirassol', 'Mirassol'], ['Mirassol', 'Mirassol'], 'BRA', 1925, '#FFD100', '#006437', 58, V('Estádio José Maria de Campos Maia', '坎波斯·马亚球场', 'Mirassol', '米拉索尔', 15000)),
  F('fluminense', undefined, ['弗鲁米嫩塞', '弗鲁米嫩塞'], ['Fluminense', 'Fluminense'], ['Fluminense', 'Fluminense'], 'BRA', 1902, '#7A0026', '#00613C', 64, V('Maracanã', '马拉卡纳球场', 'Rio de Janeiro', '里约热内卢', 78838)),
  F('botafogo', undefined, ['博塔弗戈', '博塔弗戈'], ['Botafogo', 'Botafogo'], ['Botafogo', 'Botafogo'], 'BRA', 1904, '#000000', '#FFFFFF', 64, V('Estádio Nilton Santos', '尼尔顿·桑托斯球场', 'Rio de Janeiro', '里约热内卢', 44661)),
  F('bahia', undefined, ['巴伊亚', '巴伊亚'], ['Bahia', 'Bahia'], ['Bahia', 'Bahia'], 'BRA', 1931, '#0033A0', '#E4002B', 60, V('Arena Fonte Nova', '新水源竞技场', 'Salvador', '萨尔瓦多', 47907)),
  F('sao-paulo', undefined, ['圣保罗', '圣保罗'], ['São Paulo', 'São Paulo'], ['Sao Paulo', 'Sao Paulo'], 'BRA', 1930, '#E4002B', '#000000', 62, V('MorumBIS', '莫伦比球场', 'São Paulo', '圣保罗', 66795)),
  F('gremio', undefined, ['格雷米奥', '格雷米奥'], ['Grêmio', 'Grêmio'], ['Gremio', 'Gremio'], 'BRA', 1903, '#0D80BF', '#000000', 58, V('Arena do Grêmio', '格雷米奥竞技场', 'Porto Alegre', '阿雷格里港', 55662)),
  F('bragantino', undefined, ['布拉甘蒂诺红牛', '布拉甘蒂诺'], ['Red Bull Bragantino', 'Bragantino'], ['Red Bull Bragantino', 'Bragantino'], 'BRA', 1928, '#FFFFFF', '#E4002B', 58, V('Estádio Nabi Abi Chedid', '纳比·阿比·切迪德球场', 'Bragança Paulista', '布拉甘萨保利斯塔', 17022)),
  F('atletico-mineiro', undefined, ['米内罗竞技', '米竞技'], ['Atlético Mineiro', 'Atlético-MG'], ['Atletico Mineiro', 'Atletico MG'], 'BRA', 1908, '#000000', '#FFFFFF', 62, V('Arena MRV', 'MRV竞技场', 'Belo Horizonte', '贝洛奥里藏特', 46000)),
  F('santos', undefined, ['桑托斯', '桑托斯'], ['Santos', 'Santos'], ['Santos', 'Santos'], 'BRA', 1912, '#FFFFFF', '#000000', 58, V('Vila Belmiro', '维拉贝尔米罗球场', 'Santos', '桑托斯', 16068)),
  F('corinthians', undefined, ['科林蒂安', '科林蒂安'], ['Corinthians', 'Corinthians'], ['Corinthians', 'Corinthians'], 'BRA', 1910, '#000000', '#FFFFFF', 60, V('Neo Química Arena', '新化学竞技场', 'São Paulo', '圣保罗', 49205)),
  F('vasco', undefined, ['达伽马', '达伽马'], ['Vasco da Gama', 'Vasco'], ['Vasco da Gama', 'Vasco'], 'BRA', 1898, '#000000', '#FFFFFF', 56, V('São Januário', '圣亚努阿里奥球场', 'Rio de Janeiro', '里约热内卢', 21880)),
  F('vitoria', undefined, ['维多利亚', '维多利亚'], ['Vitória', 'Vitória'], ['Vitoria', 'Vitoria'], 'BRA', 1899, '#E4002B', '#000000', 50, V('Barradão', '巴拉当球场', 'Salvador', '萨尔瓦多', 30618)),
  F('internacional', undefined, ['国际体育', '国际'], ['Internacional', 'Internacional'], ['Internacional', 'Internacional'], 'BRA', 1909, '#E4002B', '#FFFFFF', 58, V('Beira-Rio', '河岸球场', 'Porto Alegre', '阿雷格里港', 50128)),
  F('coritiba', undefined, ['科里蒂巴', '科里蒂巴'], ['Coritiba', 'Coritiba'], ['Coritiba', 'Coritiba'], 'BRA', 1909, '#00544D', '#FFFFFF', 50, V('Couto Pereira', '库托·佩雷拉球场', 'Curitiba', '库里蒂巴', 40502)),
  F('athletico-pr', undefined, ['巴拉纳竞技', '巴竞技'], ['Athletico Paranaense', 'Athletico-PR'], ['Athletico Paranaense', 'Athletico PR'], 'BRA', 1924, '#C8102E', '#000000', 54, V('Ligga Arena', '利加竞技场', 'Curitiba', '库里蒂巴', 42372)),
  F('chapecoense', undefined, ['沙佩科恩斯', '沙佩科恩斯'], ['Chapecoense', 'Chapecoense'], ['Chapecoense', 'Chapecoense'], 'BRA', 1973, '#00843D', '#FFFFFF', 46, V('Arena Condá', '孔达竞技场', 'Chapecó', '沙佩科', 20089)),
  F('remo', undefined, ['雷莫', '雷莫'], ['Remo', 'Remo'], ['Remo', 'Remo'], 'BRA', 1905, '#00205B', '#FFFFFF', 46, V('Baenão', '巴埃纳球场', 'Belém', '贝伦', 13792)),
];

/** Liga Profesional 2026: the 30 clubs in the two zones of the tournament (`group`). */
function Z(zone: 'zone-a' | 'zone-b', ...a: FbArgs): TeamSeed {
  return { ...T('football', a), group: zone };
}

const BUENOS_AIRES = ['Buenos Aires', '布宜诺斯艾利斯'] as const;
const LA_PLATA = ['La Plata', '拉普拉塔'] as const;
const ROSARIO = ['Rosario', '罗萨里奥'] as const;
const CORDOBA = ['Córdoba', '科尔多瓦'] as const;
const MENDOZA = ['Mendoza', '门多萨'] as const;

// prettier-ignore
const LIGA_PROFESIONAL: TeamSeed[] = [
  Z('zone-a', 'boca-juniors', undefined, ['博卡青年', '博卡'], ['Boca Juniors', 'Boca'], ['Boca Juniors', 'Boca'], 'ARG', 1905, '#003F87', '#FFD100', 68, V('La Bombonera', '糖果盒球场', ...BUENOS_AIRES, 54000)),
  Z('zone-b', 'river-plate', undefined, ['河床', '河床'], ['River Plate', 'River'], ['River Plate', 'River'], 'ARG', 1901, '#FFFFFF', '#E4002B', 70, V('Estadio Monumental', '纪念碑球场', ...BUENOS_AIRES, 85018)),
  Z('zone-a', 'racing-club', undefined, ['竞技俱乐部', '竞技'], ['Racing Club', 'Racing'], ['Racing Club', 'Racing'], 'ARG', 1903, '#6CACE4', '#FFFFFF', 64, V('El Cilindro', '圆柱球场', 'Avellaneda', '阿韦亚内达', 51389)),
  Z('zone-b', 'independiente', undefined, ['独立', '独立'], ['Independiente', 'Independiente'], ['Independiente', 'Independiente'], 'ARG', 1905, '#E4002B', '#FFFFFF', 58, V('Estadio Libertadores de América', '解放者杯球场', 'Avellaneda', '阿韦亚内达', 42069)),
  Z('zone-a', 'san-lorenzo', undefined, ['圣洛伦索', '圣洛伦索'], ['San Lorenzo', 'San Lorenzo'], ['San Lorenzo', 'San Lorenzo'], 'ARG', 1908, '#00205B', '#E4002B', 56, V('Estadio Pedro Bidegain', '新煤气罐球场', ...BUENOS_AIRES, 47964)),
  Z('zone-b', 'velez', undefined, ['萨斯菲尔德', '萨斯菲尔德'], ['Vélez Sarsfield', 'Vélez'], ['Velez Sarsfield', 'Velez'], 'ARG', 1910, '#FFFFFF', '#0033A0', 58, V('Estadio José Amalfitani', '阿马尔菲塔尼球场', ...BUENOS_AIRES, 49540)),
  Z('zone-a', 'estudiantes', undefined, ['拉普拉塔大学生', '大学生'], ['Estudiantes de La Plata', 'Estudiantes'], ['Estudiantes', 'Estudiantes'], 'ARG', 1905, '#E4002B', '#FFFFFF', 60, V('Estadio Jorge Luis Hirschi', '希尔希球场', ...LA_PLATA, 32530)),
  Z('zone-b', 'gimnasia', undefined, ['拉普拉塔体操击剑', '体操击剑'], ['Gimnasia y Esgrima La Plata', 'Gimnasia'], ['Gimnasia La Plata', 'Gimnasia'], 'ARG', 1887, '#FFFFFF', '#00205B', 50, V('Estadio Juan Carmelo Zerillo', '森林球场', ...LA_PLATA, 21500)),
  Z('zone-b', 'rosario-central', undefined, ['罗萨里奥中央', '罗萨里奥中央'], ['Rosario Central', 'Rosario Central'], ['Rosario Central', 'Rosario Central'], 'ARG', 1889, '#003F87', '#FFD100', 58, V('Gigante de Arroyito', '阿罗约伊托巨人球场', ...ROSARIO, 41654)),
  Z('zone-a', 'newells', undefined, ['纽维尔老男孩', '纽维尔'], ["Newell's Old Boys", "Newell's"], ["Newell's Old Boys", "Newell's"], 'ARG', 1903, '#E4002B', '#000000', 52, V('Estadio Marcelo Bielsa', '马塞洛·贝尔萨球场', ...ROSARIO, 42000)),
  Z('zone-a', 'lanus', undefined, ['拉努斯', '拉努斯'], ['Lanús', 'Lanús'], ['Lanus', 'Lanus'], 'ARG', 1915, '#7A0026', '#FFFFFF', 58, V('Estadio Ciudad de Lanús', '拉努斯城球场', 'Lanús', '拉努斯', 47027)),
  Z('zone-b', 'banfield', undefined, ['班菲尔德', '班菲尔德'], ['Banfield', 'Banfield'], ['Banfield', 'Banfield'], 'ARG', 1896, '#00843D', '#FFFFFF', 48, V('Estadio Florencio Sola', '弗洛伦西奥·索拉球场', 'Banfield', '班菲尔德', 34901)),
  Z('zone-b', 'talleres', undefined, ['科尔多瓦塔勒瑞斯', '塔勒瑞斯'], ['Talleres de Córdoba', 'Talleres'], ['Talleres', 'Talleres'], 'ARG', 1913, '#00205B', '#FFFFFF', 58, V('Estadio Mario Alberto Kempes', '肯佩斯球场', ...CORDOBA, 57000)),
  Z('zone-a', 'belgrano', undefined, ['贝尔格拉诺', '贝尔格拉诺'], ['Belgrano', 'Belgrano'], ['Belgrano', 'Belgrano'], 'ARG', 1905, '#6CACE4', '#FFFFFF', 52, V('Estadio Julio César Villagra', '比利亚格拉球场', ...CORDOBA, 30000)),
  Z('zone-a', 'instituto', undefined, ['科尔多瓦学院', '学院'], ['Instituto', 'Instituto'], ['Instituto', 'Instituto'], 'ARG', 1918, '#E4002B', '#FFFFFF', 46, V('Estadio Juan Domingo Perón', '庇隆球场', ...CORDOBA, 26535)),
  Z('zone-b', 'argentinos-juniors', undefined, ['阿根廷青年人', '阿青年'], ['Argentinos Juniors', 'Argentinos'], ['Argentinos Juniors', 'Argentinos'], 'ARG', 1904, '#E4002B', '#FFFFFF', 56, V('Estadio Diego Armando Maradona', '马拉多纳球场', ...BUENOS_AIRES, 26000)),
  Z('zone-a', 'godoy-cruz', undefined, ['戈多伊克鲁斯', '戈多伊克鲁斯'], ['Godoy Cruz', 'Godoy Cruz'], ['Godoy Cruz', 'Godoy Cruz'], 'ARG', 1921, '#003F87', '#FFFFFF', 48, V('Estadio Malvinas Argentinas', '马尔维纳斯球场', ...MENDOZA, 42000)),
  Z('zone-b', 'independiente-rivadavia', undefined, ['里瓦达维亚独立', '里瓦达维亚'], ['Independiente Rivadavia', 'Ind. Rivadavia'], ['Independiente Rivadavia', 'Ind. Rivadavia'], 'ARG', 1913, '#00205B', '#FFFFFF', 50, V('Estadio Bautista Gargantini', '加尔甘蒂尼球场', ...MENDOZA, 24000)),
  Z('zone-b', 'huracan', undefined, ['飓风', '飓风'], ['Huracán', 'Huracán'], ['Huracan', 'Huracan'], 'ARG', 1908, '#FFFFFF', '#E4002B', 52, V('Estadio Tomás Adolfo Ducó', '杜科球场', ...BUENOS_AIRES, 48314)),
  Z('zone-a', 'tigre', undefined, ['老虎', '老虎'], ['Tigre', 'Tigre'], ['Tigre', 'Tigre'], 'ARG', 1902, '#00205B', '#E4002B', 48, V('Estadio José Dellagiovanna', '德拉乔万纳球场', 'Victoria', '维多利亚', 26282)),
  Z('zone-b', 'platense', undefined, ['普拉滕斯', '普拉滕斯'], ['Platense', 'Platense'], ['Platense', 'Platense'], 'ARG', 1905, '#FFFFFF', '#6F4E37', 50, V('Estadio Ciudad de Vicente López', '维森特洛佩斯城球场', 'Florida', '佛罗里达', 28530)),
  Z('zone-a', 'barracas-central', undefined, ['巴拉卡斯中央', '巴拉卡斯'], ['Barracas Central', 'Barracas'], ['Barracas Central', 'Barracas'], 'ARG', 1904, '#E4002B', '#FFFFFF', 46, V('Estadio Claudio Chiqui Tapia', '塔皮亚球场', ...BUENOS_AIRES, 4400)),
  Z('zone-a', 'defensa-y-justicia', undefined, ['防卫与司法', '防卫与司法'], ['Defensa y Justicia', 'Defensa'], ['Defensa y Justicia', 'Defensa'], 'ARG', 1935, '#FFD100', '#00843D', 50, V('Estadio Norberto Tomaghello', '托马盖洛球场', 'Florencio Varela', '弗洛伦西奥瓦雷拉', 20000)),
  Z('zone-b', 'union', undefined, ['圣菲联合', '联合'], ['Unión de Santa Fe', 'Unión'], ['Union Santa Fe', 'Union'], 'ARG', 1907, '#E4002B', '#FFFFFF', 50, V('Estadio 15 de Abril', '4月15日球场', 'Santa Fe', '圣菲', 22852)),
  Z('zone-b', 'atletico-tucuman', undefined, ['图库曼竞技', '图库曼'], ['Atlético Tucumán', 'Tucumán'], ['Atletico Tucuman', 'Tucuman'], 'ARG', 1902, '#6CACE4', '#FFFFFF', 46, V('Estadio Monumental José Fierro', '何塞·菲耶罗纪念碑球场', 'San Miguel de Tucumán', '图库曼', 35200)),
  Z('zone-a', 'central-cordoba', undefined, ['中央科尔多瓦', '中央科尔多瓦'], ['Central Córdoba', 'Central Córdoba'], ['Central Cordoba', 'Central Cordoba'], 'ARG', 1919, '#000000', '#FFFFFF', 46, V('Estadio Madre de Ciudades', '城市之母球场', 'Santiago del Estero', '圣地亚哥-德尔埃斯特罗', 30000)),
  Z('zone-b', 'sarmiento', undefined, ['萨米恩托', '萨米恩托'], ['Sarmiento', 'Sarmiento'], ['Sarmiento', 'Sarmiento'], 'ARG', 1911, '#00843D', '#FFFFFF', 44, V('Estadio Eva Perón', '伊娃·庇隆球场', 'Junín', '胡宁', 22000)),
  Z('zone-a', 'deportivo-riestra', undefined, ['里斯特拉体育', '里斯特拉'], ['Deportivo Riestra', 'Riestra'], ['Deportivo Riestra', 'Riestra'], 'ARG', 1931, '#000000', '#FFFFFF', 44, V('Estadio Guillermo Laza', '拉萨球场', ...BUENOS_AIRES, 3000)),
  Z('zone-b', 'aldosivi', undefined, ['阿尔多西维', '阿尔多西维'], ['Aldosivi', 'Aldosivi'], ['Aldosivi', 'Aldosivi'], 'ARG', 1913, '#FFD100', '#00843D', 44, V('Estadio José María Minella', '米内利亚球场', 'Mar del Plata', '马德普拉塔', 35354)),
  Z('zone-a', 'estudiantes-rio-cuarto', undefined, ['里奥夸尔托大学生', '里奥夸尔托'], ['Estudiantes de Río Cuarto', 'Est. Río Cuarto'], ['Estudiantes Rio Cuarto', 'Est. Rio Cuarto'], 'ARG', 1912, '#00205B', '#FFFFFF', 42, V('Estadio Antonio Candini', '坎迪尼球场', 'Río Cuarto', '里奥夸尔托', 15000)),
];

/** Indian Super League 2025/26: the 13 clubs. */
// prettier-ignore
const ISL: TeamSeed[] = [
  F('mohun-bagan', undefined, ['莫亨巴根超级巨人', '莫亨巴根'], ['Mohun Bagan Super Giant', 'Mohun Bagan'], ['Mohun Bagan Super Giant', 'Mohun Bagan'], 'IND', 1889, '#7A1F2B', '#0B7A3B', 58, V('Salt Lake Stadium', '盐湖体育场', 'Kolkata', '加尔各答', 68000)),
  F('east-bengal', undefined, ['东孟加拉', '东孟加拉'], ['East Bengal', 'East Bengal'], ['East Bengal', 'East Bengal'], 'IND', 1920, '#D71920', '#FFD100', 50, V('Salt Lake Stadium', '盐湖体育场', 'Kolkata', '加尔各答', 68000)),
  F('mohammedan', undefined, ['穆罕默丹', '穆罕默丹'], ['Mohammedan SC', 'Mohammedan'], ['Mohammedan SC', 'Mohammedan'], 'IND', 1891, '#000000', '#FFFFFF', 40, V('Kishore Bharati Krirangan', '基肖尔·巴拉蒂体育场', 'Kolkata', '加尔各答', 12000)),
  F('bengaluru', undefined, ['班加罗尔FC', '班加罗尔'], ['Bengaluru FC', 'Bengaluru'], ['Bengaluru FC', 'Bengaluru'], 'IND', 2013, '#1B3C8C', '#FFFFFF', 52, V('Sree Kanteerava Stadium', '坎蒂拉瓦体育场', 'Bengaluru', '班加罗尔', 25810)),
  F('mumbai-city', undefined, ['孟买城', '孟买城'], ['Mumbai City FC', 'Mumbai City'], ['Mumbai City', 'Mumbai City'], 'IND', 2014, '#5CB8E6', '#0B1F3A', 54, V('Mumbai Football Arena', '孟买足球竞技场', 'Mumbai', '孟买', 7960)),
  F('fc-goa', undefined, ['果阿FC', '果阿'], ['FC Goa', 'Goa'], ['FC Goa', 'Goa'], 'IND', 2014, '#F47920', '#1D3A8A', 54, V('Fatorda Stadium', '法托尔达体育场', 'Margao', '马尔冈', 19000)),
  F('kerala-blasters', undefined, ['喀拉拉爆破者', '喀拉拉'], ['Kerala Blasters', 'Kerala'], ['Kerala Blasters', 'Kerala'], 'IND', 2014, '#FFD100', '#1D3A8A', 48, V('Jawaharlal Nehru Stadium', '尼赫鲁体育场', 'Kochi', '科钦', 41000)),
  F('northeast-united', undefined, ['东北联', '东北联'], ['NorthEast United', 'NorthEast'], ['NorthEast United', 'NorthEast'], 'IND', 2014, '#E4002B', '#000000', 48, V('Indira Gandhi Athletic Stadium', '英迪拉·甘地体育场', 'Guwahati', '古瓦哈提', 25000)),
  F('jamshedpur', undefined, ['詹谢普尔FC', '詹谢普尔'], ['Jamshedpur FC', 'Jamshedpur'], ['Jamshedpur FC', 'Jamshedpur'], 'IND', 2017, '#E4002B', '#1D3A8A', 48, V('JRD Tata Sports Complex', 'JRD塔塔体育中心', 'Jamshedpur', '詹谢普尔', 24424)),
  F('odisha', undefined, ['奥里萨FC', '奥里萨'], ['Odisha FC', 'Odisha'], ['Odisha FC', 'Odisha'], 'IND', 2014, '#5C2D91', '#FFD100', 46, V('Kalinga Stadium', '卡林加体育场', 'Bhubaneswar', '布巴内斯瓦尔', 15000)),
  F('chennaiyin', undefined, ['钦奈因FC', '钦奈因'], ['Chennaiyin FC', 'Chennaiyin'], ['Chennaiyin FC', 'Chennaiyin'], 'IND', 2014, '#1D3A8A', '#C5A25A', 46, V('Marina Arena', '玛丽娜竞技场', 'Chennai', '金奈', 40000)),
  F('punjab-fc', undefined, ['旁遮普FC', '旁遮普'], ['Punjab FC', 'Punjab'], ['Punjab FC', 'Punjab'], 'IND', 2020, '#E4002B', '#FFFFFF', 46, V('Jawaharlal Nehru Stadium Delhi', '德里尼赫鲁体育场', 'New Delhi', '新德里', 60254)),
  F('sc-delhi', undefined, ['德里体育俱乐部', '德里'], ['Sporting Club Delhi', 'SC Delhi'], ['Sporting Club Delhi', 'SC Delhi'], 'IND', 2025, '#00843D', '#FFFFFF', 40, V('Jawaharlal Nehru Stadium Delhi', '德里尼赫鲁体育场', 'New Delhi', '新德里', 60254)),
];

/** Egyptian Premier League 2025/26: 18 of the 21 clubs. */
// prettier-ignore
const EGYPTIAN_LEAGUE: TeamSeed[] = [
  F('al-ahly', undefined, ['阿赫利', '阿赫利'], ['Al Ahly', 'Al Ahly'], ['Al Ahly', 'Al Ahly'], 'EGY', 1907, '#C8102E', '#FFFFFF', 70, V('Cairo International Stadium', '开罗国际体育场', 'Cairo', '开罗', 75000)),
  F('zamalek', undefined, ['扎马雷克', '扎马雷克'], ['Zamalek', 'Zamalek'], ['Zamalek', 'Zamalek'], 'EGY', 1911, '#FFFFFF', '#C8102E', 64, V('Cairo International Stadium', '开罗国际体育场', 'Cairo', '开罗', 75000)),
  F('pyramids', undefined, ['金字塔', '金字塔'], ['Pyramids FC', 'Pyramids'], ['Pyramids FC', 'Pyramids'], 'EGY', 2008, '#1D3A8A', '#FFFFFF', 64, V('30 June Stadium', '6月30日体育场', 'Cairo', '开罗', 30000)),
  F('al-masry', undefined, ['马斯里', '马斯里'], ['Al Masry', 'Al Masry'], ['Al Masry', 'Al Masry'], 'EGY', 1920, '#00843D', '#FFFFFF', 54, V('Port Said Stadium', '塞得港体育场', 'Port Said', '塞得港', 18000)),
  F('smouha', undefined, ['斯莫哈', '斯莫哈'], ['Smouha', 'Smouha'], ['Smouha', 'Smouha'], 'EGY', 1949, '#0057B8', '#FFFFFF', 48, V('Alexandria Stadium', '亚历山大体育场', 'Alexandria', '亚历山大', 13660)),
  F('ismaily', undefined, ['伊斯梅利', '伊斯梅利'], ['Ismaily', 'Ismaily'], ['Ismaily', 'Ismaily'], 'EGY', 1924, '#FFD100', '#0057B8', 46, V('Ismailia Stadium', '伊斯梅利亚体育场', 'Ismailia', '伊斯梅利亚', 18525)),
  F('enppi', undefined, ['恩皮', '恩皮'], ['ENPPI', 'ENPPI'], ['ENPPI', 'ENPPI'], 'EGY', 1985, '#E4002B', '#FFFFFF', 48, V('Petro Sport Stadium', '石油体育场', 'Cairo', '开罗', 16000)),
  F('al-ittihad-alexandria', undefined, ['亚历山大联合', '亚历山大联合'], ['Al Ittihad Alexandria', 'Al Ittihad'], ['Al Ittihad Alexandria', 'Al Ittihad'], 'EGY', 1914, '#00843D', '#FFFFFF', 46, V('Alexandria Stadium', '亚历山大体育场', 'Alexandria', '亚历山大', 13660)),
  F('talaea-el-gaish', undefined, ['军队先锋', '军队先锋'], ['Tala\'ea El Gaish', 'El Gaish'], ['Tala\'ea El Gaish', 'El Gaish'], 'EGY', 1997, '#C8102E', '#000000', 44, V('Gehaz El Reyada Stadium', '体育部体育场', 'Cairo', '开罗', 20000)),
  F('el-gouna', undefined, ['古纳', '古纳'], ['El Gouna', 'El Gouna'], ['El Gouna', 'El Gouna'], 'EGY', 2003, '#0072CE', '#FFFFFF', 44, V('Khaled Bichara Stadium', '哈立德·比沙拉体育场', 'El Gouna', '古纳', 12000)),
  F('pharco', undefined, ['法科', '法科'], ['Pharco', 'Pharco'], ['Pharco', 'Pharco'], 'EGY', 2010, '#0057B8', '#E4002B', 42, V('Borg El Arab Stadium', '博格阿拉伯体育场', 'Alexandria', '亚历山大', 86000)),
  F('ceramica-cleopatra', undefined, ['克娄巴特拉陶瓷', '克娄巴特拉'], ['Ceramica Cleopatra', 'Cleopatra'], ['Ceramica Cleopatra', 'Cleopatra'], 'EGY', 2007, '#E4002B', '#FFD100', 50, V('Al Salam Stadium', '和平体育场', 'Cairo', '开罗', 30000)),
  F('zed', undefined, ['泽德', '泽德'], ['ZED FC', 'ZED'], ['ZED FC', 'ZED'], 'EGY', 2021, '#000000', '#FFFFFF', 46, V('Air Defense Stadium', '防空体育场', 'Cairo', '开罗', 30000)),
  F('el-mokawloon', undefined, ['阿拉伯承包商', '承包商'], ['El Mokawloon', 'Mokawloon'], ['Arab Contractors', 'Mokawloon'], 'EGY', 1973, '#FFD100', '#000000', 44, V('Osman Ahmed Osman Stadium', '奥斯曼·艾哈迈德·奥斯曼体育场', 'Cairo', '开罗', 35000)),
  F('petrojet', undefined, ['石油喷射', '石油喷射'], ['Petrojet', 'Petrojet'], ['Petrojet', 'Petrojet'], 'EGY', 1980, '#FFD100', '#0057B8', 42, V('Suez Stadium', '苏伊士体育场', 'Suez', '苏伊士', 27000)),
  F('haras-el-hodoud', undefined, ['边防卫队', '边防卫队'], ['Haras El Hodoud', 'El Hodoud'], ['Haras El Hodoud', 'El Hodoud'], 'EGY', 1932, '#00843D', '#FFD100', 42, V('Haras El Hodoud Stadium', '边防卫队体育场', 'Alexandria', '亚历山大', 22000)),
  F('ghazl-el-mahalla', undefined, ['马哈拉纺织', '马哈拉纺织'], ['Ghazl El Mahalla', 'El Mahalla'], ['Ghazl El Mahalla', 'El Mahalla'], 'EGY', 1936, '#FFD100', '#00843D', 42, V('Ghazl El Mahalla Stadium', '马哈拉纺织体育场', 'El Mahalla El Kubra', '大迈哈莱', 14564)),
  F('national-bank-egypt', undefined, ['埃及国家银行', '国家银行'], ['National Bank of Egypt', 'National Bank'], ['National Bank of Egypt', 'National Bank'], 'EGY', 1951, '#00843D', '#FFFFFF', 44, V('Cairo International Stadium', '开罗国际体育场', 'Cairo', '开罗', 75000)),
];

/** NBA: [key, zh, short zh, en, short en, conference, colours, rep, arena]. */
function N(
  key: string,
  zh: string,
  szh: string,
  en: string,
  sen: string,
  group: 'east' | 'west',
  founded: number,
  primary: string,
  secondary: string,
  rep: number,
  venue: VenueSeed,
  country = 'USA',
): TeamSeed {
  return {
    key: `nba-${key}`,
    sport: 'basketball',
    name: { zh, en, vi: en },
    short: { zh: szh, en: sen, vi: sen },
    country,
    founded,
    colours: [primary, secondary],
    rep,
    venue,
    group,
  };
}

// prettier-ignore
const NBA: TeamSeed[] = [
  N('atl', '亚特兰大老鹰', '老鹰', 'Atlanta Hawks', 'Hawks', 'east', 1946, '#E03A3E', '#C1D32F', 62, V('State Farm Arena', '州立农业球馆', 'Atlanta', '亚特兰大', 16888)),
  N('bos', '波士顿凯尔特人', '凯尔特人', 'Boston Celtics', 'Celtics', 'east', 1946, '#007A33', '#BA9653', 82, V('TD Garden', 'TD花园球馆', 'Boston', '波士顿', 19156)),
  N('bkn', '布鲁克林篮网', '篮网', 'Brooklyn Nets', 'Nets', 'east', 1967, '#000000', '#FFFFFF', 42, V('Barclays Center', '巴克莱中心', 'Brooklyn', '布鲁克林', 17732)),
  N('cha', '夏洛特黄蜂', '黄蜂', 'Charlotte Hornets', 'Hornets', 'east', 1988, '#1D1160', '#00788C', 48, V('Spectrum Center', '光谱中心', 'Charlotte', '夏洛特', 19077)),
  N('chi', '芝加哥公牛', '公牛', 'Chicago Bulls', 'Bulls', 'east', 1966, '#CE1141', '#000000', 58, V('United Center', '联合中心', 'Chicago', '芝加哥', 20917)),
  N('cle', '克利夫兰骑士', '骑士', 'Cleveland Cavaliers', 'Cavaliers', 'east', 1970, '#860038', '#FDBB30', 84, V('Rocket Arena', '火箭球馆', 'Cleveland', '克利夫兰', 19432)),
  N('det', '底特律活塞', '活塞', 'Detroit Pistons', 'Pistons', 'east', 1941, '#C8102E', '#1D42BA', 74, V('Little Caesars Arena', '小凯撒球馆', 'Detroit', '底特律', 20332)),
  N('ind', '印第安纳步行者', '步行者', 'Indiana Pacers', 'Pacers', 'east', 1967, '#002D62', '#FDBB30', 60, V('Gainbridge Fieldhouse', '盖恩布里奇球馆', 'Indianapolis', '印第安纳波利斯', 17274)),
  N('mia', '迈阿密热火', '热火', 'Miami Heat', 'Heat', 'east', 1988, '#98002E', '#F9A01B', 62, V('Kaseya Center', '卡塞亚中心', 'Miami', '迈阿密', 19600)),
  N('mil', '密尔沃基雄鹿', '雄鹿', 'Milwaukee Bucks', 'Bucks', 'east', 1968, '#00471B', '#EEE1C6', 64, V('Fiserv Forum', '费瑟夫论坛球馆', 'Milwaukee', '密尔沃基', 17341)),
  N('nyk', '纽约尼克斯', '尼克斯', 'New York Knicks', 'Knicks', 'east', 1946, '#006BB6', '#F58426', 82, V('Madison Square Garden', '麦迪逊广场花园', 'New York', '纽约', 19812)),
  N('orl', '奥兰多魔术', '魔术', 'Orlando Magic', 'Magic', 'east', 1989, '#0077C0', '#C4CED4', 72, V('Kia Center', '起亚中心', 'Orlando', '奥兰多', 18846)),
  N('phi', '费城76人', '76人', 'Philadelphia 76ers', '76ers', 'east', 1946, '#006BB6', '#ED174C', 60, V('Xfinity Mobile Arena', 'Xfinity Mobile球馆', 'Philadelphia', '费城', 20478)),
  N('tor', '多伦多猛龙', '猛龙', 'Toronto Raptors', 'Raptors', 'east', 1995, '#CE1141', '#000000', 58, V('Scotiabank Arena', '丰业银行球馆', 'Toronto', '多伦多', 19800), 'CAN'),
  N('was', '华盛顿奇才', '奇才', 'Washington Wizards', 'Wizards', 'east', 1961, '#002B5C', '#E31837', 40, V('Capital One Arena', '第一资本球馆', 'Washington', '华盛顿', 20356)),
  N('dal', '达拉斯独行侠', '独行侠', 'Dallas Mavericks', 'Mavericks', 'west', 1980, '#00538C', '#B8C4CA', 64, V('American Airlines Center', '美航中心', 'Dallas', '达拉斯', 19200)),
  N('den', '丹佛掘金', '掘金', 'Denver Nuggets', 'Nuggets', 'west', 1967, '#0E2240', '#FEC524', 82, V('Ball Arena', '波尔球馆', 'Denver', '丹佛', 19520)),
  N('gsw', '金州勇士', '勇士', 'Golden State Warriors', 'Warriors', 'west', 1946, '#1D428A', '#FFC72C', 74, V('Chase Center', '大通中心', 'San Francisco', '旧金山', 18064)),
  N('hou', '休斯顿火箭', '火箭', 'Houston Rockets', 'Rockets', 'west', 1967, '#CE1141', '#000000', 80, V('Toyota Center', '丰田中心', 'Houston', '休斯顿', 18055)),
  N('lac', '洛杉矶快船', '快船', 'LA Clippers', 'Clippers', 'west', 1970, '#C8102E', '#1D428A', 70, V('Intuit Dome', '财捷球馆', 'Inglewood', '英格尔伍德', 18000)),
  N('lal', '洛杉矶湖人', '湖人', 'Los Angeles Lakers', 'Lakers', 'west', 1947, '#552583', '#FDB927', 78, V('Crypto.com Arena', 'Crypto.com球馆', 'Los Angeles', '洛杉矶', 18997)),
  N('mem', '孟菲斯灰熊', '灰熊', 'Memphis Grizzlies', 'Grizzlies', 'west', 1995, '#5D76A9', '#12173F', 60, V('FedExForum', '联邦快递论坛球馆', 'Memphis', '孟菲斯', 17794)),
  N('min', '明尼苏达森林狼', '森林狼', 'Minnesota Timberwolves', 'Timberwolves', 'west', 1989, '#0C2340', '#236192', 78, V('Target Center', '标靶中心', 'Minneapolis', '明尼阿波利斯', 18978)),
  N('nop', '新奥尔良鹈鹕', '鹈鹕', 'New Orleans Pelicans', 'Pelicans', 'west', 2002, '#0C2340', '#C8102E', 44, V('Smoothie King Center', '冰沙国王中心', 'New Orleans', '新奥尔良', 16867)),
  N('okc', '俄克拉荷马城雷霆', '雷霆', 'Oklahoma City Thunder', 'Thunder', 'west', 1967, '#007AC1', '#EF3B24', 92, V('Paycom Center', 'Paycom中心', 'Oklahoma City', '俄克拉荷马城', 18203)),
  N('phx', '菲尼克斯太阳', '太阳', 'Phoenix Suns', 'Suns', 'west', 1968, '#1D1160', '#E56020', 58, V('Mortgage Matchup Center', 'Mortgage Matchup中心', 'Phoenix', '菲尼克斯', 18422)),
  N('por', '波特兰开拓者', '开拓者', 'Portland Trail Blazers', 'Trail Blazers', 'west', 1970, '#E03A3E', '#000000', 50, V('Moda Center', '摩达中心', 'Portland', '波特兰', 19393)),
  N('sac', '萨克拉门托国王', '国王', 'Sacramento Kings', 'Kings', 'west', 1923, '#5A2D81', '#63727A', 50, V('Golden 1 Center', '黄金一号中心', 'Sacramento', '萨克拉门托', 17608)),
  N('sas', '圣安东尼奥马刺', '马刺', 'San Antonio Spurs', 'Spurs', 'west', 1967, '#C4CED4', '#000000', 72, V('Frost Bank Center', '霜冻银行中心', 'San Antonio', '圣安东尼奥', 18418)),
  N('uta', '犹他爵士', '爵士', 'Utah Jazz', 'Jazz', 'west', 1974, '#002B5C', '#F9A01B', 42, V('Delta Center', '达美中心', 'Salt Lake City', '盐湖城', 18306)),
];

/** CBA: Chinese names carry the sponsor, as Chinese media print them; English the club's name. */
function C(
  key: string,
  zh: string,
  szh: string,
  en: string,
  sen: string,
  founded: number,
  primary: string,
  secondary: string,
  rep: number,
  venue: VenueSeed,
): TeamSeed {
  return {
    key: `cba-${key}`,
    sport: 'basketball',
    name: { zh, en, vi: en },
    short: { zh: szh, en: sen, vi: sen },
    country: 'CHN',
    founded,
    colours: [primary, secondary],
    rep,
    venue,
  };
}

// prettier-ignore
const CBA: TeamSeed[] = [
  C('guangdong', '广东华南虎', '广东', 'Guangdong Southern Tigers', 'Guangdong', 1993, '#E60012', '#FFFFFF', 82, V('Dongguan Basketball Center', '东莞篮球中心', 'Dongguan', '东莞', 16133)),
  C('liaoning', '辽宁本钢', '辽宁', 'Liaoning Flying Leopards', 'Liaoning', 1995, '#0057A8', '#FFFFFF', 84, V('Liaoning Gymnasium', '辽宁体育馆', 'Shenyang', '沈阳', 10000)),
  C('zhejiang-golden-bulls', '浙江方兴渡', '浙江', 'Zhejiang Golden Bulls', 'Zhejiang', 1995, '#F6A800', '#1E2D5A', 66, V('Zhuji Sports Center Gymnasium', '诸暨体育中心体育馆', 'Zhuji', '诸暨', 6500)),
  C('zhejiang-lions', '浙江稠州金租', '广厦', 'Zhejiang Lions', 'Guangsha', 2009, '#0F3D91', '#FFFFFF', 74, V('Yiwu Meihu Sports Center', '义乌梅湖体育中心', 'Yiwu', '义乌', 6000)),
  C('xinjiang', '新疆伊力特', '新疆', 'Xinjiang Flying Tigers', 'Xinjiang', 1999, '#E4002B', '#FFFFFF', 72, V('Hongshan Gymnasium', '红山体育馆', 'Urumqi', '乌鲁木齐', 4800)),
  C('shanghai', '上海久事', '上海', 'Shanghai Sharks', 'Shanghai', 1996, '#003DA5', '#FFFFFF', 74, V('Yuanshen Sports Center Gymnasium', '源深体育中心体育馆', 'Shanghai', '上海', 5000)),
  C('beijing', '北京首钢', '北京', 'Beijing Ducks', 'Beijing', 1956, '#0B2D71', '#E4002B', 70, V('Shougang Basketball Center', '首钢篮球中心', 'Beijing', '北京', 6000)),
  C('beijing-royal-fighters', '北京北控', '北控', 'Beijing Royal Fighters', 'Beikong', 2014, '#E60012', '#000000', 58, V('Beijing Olympic Sports Center Gymnasium', '北京奥体中心体育馆', 'Beijing', '北京', 6300)),
  C('shanxi', '山西汾酒', '山西', 'Shanxi Loongs', 'Shanxi', 2006, '#C8102E', '#F7D117', 70, V('Shanxi Sports Center Gymnasium', '山西体育中心体育馆', 'Taiyuan', '太原', 8000)),
  C('shenzhen', '深圳马可波罗', '深圳', 'Shenzhen Leopards', 'Shenzhen', 2007, '#E87722', '#000000', 64, V('Shenzhen Universiade Sports Center Gymnasium', '深圳大运中心体育馆', 'Shenzhen', '深圳', 18000)),
  C('guangzhou', '广州朗肽海本', '广州', 'Guangzhou Loong Lions', 'Guangzhou', 2005, '#E4002B', '#0033A0', 56, V('Tianhe Gymnasium', '天河体育馆', 'Guangzhou', '广州', 8600)),
  C('qingdao', '青岛国信水产', '青岛', 'Qingdao Eagles', 'Qingdao', 2003, '#004B93', '#FFFFFF', 62, V('Qingdao Guoxin Gymnasium', '青岛国信体育馆', 'Qingdao', '青岛', 12500)),
  C('shandong', '山东高速', '山东', 'Shandong Heroes', 'Shandong', 1995, '#F39800', '#1E3A8A', 66, V('Jinan Olympic Sports Center Gymnasium', '济南奥体中心体育馆', 'Jinan', '济南', 10000)),
  C('sichuan', '四川丰谷酒业', '四川', 'Sichuan Blue Whales', 'Sichuan', 2003, '#0072CE', '#FFFFFF', 50, V('Sichuan Provincial Gymnasium', '四川省体育馆', 'Chengdu', '成都', 8000)),
  C('fujian', '福建浔兴股份', '福建', 'Fujian Sturgeons', 'Fujian', 2004, '#0052A5', '#FFFFFF', 54, V('Jinjiang Second Sports Center Gymnasium', '晋江第二体育中心体育馆', 'Jinjiang', '晋江', 8000)),
  C('tianjin', '天津先行者', '天津', 'Tianjin Pioneers', 'Tianjin', 1995, '#1E4FA0', '#FFFFFF', 48, V('Tianjin Dongli Gymnasium', '天津东丽体育馆', 'Tianjin', '天津', 5000)),
  C('nanjing', '南京头排苏酒', '南京', 'Nanjing Monkey Kings', 'Nanjing', 2006, '#D71920', '#FFD100', 52, V('Nanjing Youth Olympic Sports Park Gymnasium', '南京青奥体育公园体育馆', 'Nanjing', '南京', 10000)),
  C('jiangsu', '江苏肯帝亚', '江苏', 'Jiangsu Dragons', 'Jiangsu', 1997, '#006633', '#FFFFFF', 50, V('Suzhou Sports Center Gymnasium', '苏州体育中心体育馆', 'Suzhou', '苏州', 6000)),
  C('jilin', '吉林九台农商银行', '吉林', 'Jilin Northeast Tigers', 'Jilin', 1999, '#C8102E', '#000000', 56, V('Changchun Wuhuan Gymnasium', '长春五环体育馆', 'Changchun', '长春', 13000)),
  C('ningbo', '宁波町渥', '宁波', 'Ningbo Rockets', 'Ningbo', 2019, '#E4002B', '#FFFFFF', 46, V('Ningbo Olympic Sports Center Gymnasium', '宁波奥体中心体育馆', 'Ningbo', '宁波', 10000)),
];

/**
 * A basketball club outside the NBA and CBA: [key, zh, short zh, en, short en, vi, short vi].
 * Vietnamese media use the clubs' international names.
 */
function K(
  key: string,
  [zh, szh]: [string, string],
  [en, sen]: [string, string],
  [vi, svi]: [string, string],
  country: string,
  founded: number,
  primary: string,
  secondary: string,
  rep: number,
  venue: VenueSeed,
): TeamSeed {
  return {
    key,
    sport: 'basketball',
    name: { zh, en, vi },
    short: { zh: szh, en: sen, vi: svi },
    country,
    founded,
    colours: [primary, secondary],
    rep,
    venue,
  };
}

/** WCBA 2025/26: 14 of the clubs (the women's teams of the provinces and cities). */
// prettier-ignore
const WCBA: TeamSeed[] = [
  K('wcba-sichuan', ['四川远达美乐', '四川'], ['Sichuan Yuanda Meile', 'Sichuan'], ['Sichuan Yuanda Meile', 'Sichuan'], 'CHN', 1995, '#0072CE', '#FFFFFF', 80, V('Sichuan Provincial Gymnasium', '四川省体育馆', 'Chengdu', '成都', 8000)),
  K('wcba-inner-mongolia', ['内蒙古农信', '内蒙古'], ['Inner Mongolia Rural Credit', 'Inner Mongolia'], ['Inner Mongolia Rural Credit', 'Inner Mongolia'], 'CHN', 2005, '#0057A8', '#FFFFFF', 80, V('Inner Mongolia Gymnasium', '内蒙古体育馆', 'Hohhot', '呼和浩特', 6000)),
  K('wcba-shanxi', ['山西竹叶青', '山西'], ['Shanxi Zhuyeqing', 'Shanxi'], ['Shanxi Zhuyeqing', 'Shanxi'], 'CHN', 1998, '#C8102E', '#F7D117', 68, V('Shanxi Sports Center Gymnasium', '山西体育中心体育馆', 'Taiyuan', '太原', 8000)),
  K('wcba-beijing', ['北京首钢园', '北京'], ['Beijing Shougang Park', 'Beijing'], ['Beijing Shougang Park', 'Beijing'], 'CHN', 1956, '#0B2D71', '#E4002B', 70, V('Shougang Basketball Center', '首钢篮球中心', 'Beijing', '北京', 6000)),
  K('wcba-dongguan', ['东莞新彤盛', '东莞'], ['Dongguan New Tongsheng', 'Dongguan'], ['Dongguan New Tongsheng', 'Dongguan'], 'CHN', 2006, '#E60012', '#FFFFFF', 64, V('Dongguan Basketball Center', '东莞篮球中心', 'Dongguan', '东莞', 16133)),
  K('wcba-jiangsu', ['江苏南钢', '江苏'], ['Jiangsu Nangang', 'Jiangsu'], ['Jiangsu Nangang', 'Jiangsu'], 'CHN', 1997, '#006633', '#FFFFFF', 62, V('Nanjing Youth Olympic Sports Park Gymnasium', '南京青奥体育公园体育馆', 'Nanjing', '南京', 10000)),
  K('wcba-shanghai', ['上海浦发银行', '上海'], ['Shanghai SPD Bank', 'Shanghai'], ['Shanghai SPD Bank', 'Shanghai'], 'CHN', 1996, '#003DA5', '#FFFFFF', 58, V('Yuanshen Sports Center Gymnasium', '源深体育中心体育馆', 'Shanghai', '上海', 5000)),
  K('wcba-shandong', ['山东高速', '山东'], ['Shandong Hi-Speed', 'Shandong'], ['Shandong Hi-Speed', 'Shandong'], 'CHN', 1995, '#F39800', '#1E3A8A', 62, V('Jinan Olympic Sports Center Gymnasium', '济南奥体中心体育馆', 'Jinan', '济南', 10000)),
  K('wcba-wuhan', ['武汉盛帆', '武汉'], ['Wuhan Shengfan', 'Wuhan'], ['Wuhan Shengfan', 'Wuhan'], 'CHN', 2018, '#0055A4', '#FFFFFF', 56, V('Wuhan Sports Center Gymnasium', '武汉体育中心体育馆', 'Wuhan', '武汉', 13000)),
  K('wcba-guangdong', ['广东志高', '广东'], ['Guangdong Chigo', 'Guangdong'], ['Guangdong Chigo', 'Guangdong'], 'CHN', 1993, '#E60012', '#FFD100', 58, V('Tianhe Gymnasium', '天河体育馆', 'Guangzhou', '广州', 8600)),
  K('wcba-xinjiang', ['新疆天山', '新疆'], ['Xinjiang Tianshan', 'Xinjiang'], ['Xinjiang Tianshan', 'Xinjiang'], 'CHN', 1999, '#E4002B', '#FFFFFF', 52, V('Hongshan Gymnasium', '红山体育馆', 'Urumqi', '乌鲁木齐', 4800)),
  K('wcba-zhejiang', ['浙江稠州银行', '浙江'], ['Zhejiang Chouzhou Bank', 'Zhejiang'], ['Zhejiang Chouzhou Bank', 'Zhejiang'], 'CHN', 2009, '#0F3D91', '#FFFFFF', 54, V('Yiwu Meihu Sports Center', '义乌梅湖体育中心', 'Yiwu', '义乌', 6000)),
  K('wcba-heilongjiang', ['黑龙江龙江', '黑龙江'], ['Heilongjiang Longjiang', 'Heilongjiang'], ['Heilongjiang Longjiang', 'Heilongjiang'], 'CHN', 1999, '#C8102E', '#000000', 48, V('Harbin International Convention Center Gymnasium', '哈尔滨国际会展中心体育馆', 'Harbin', '哈尔滨', 6000)),
  K('wcba-hebei', ['河北英励', '河北'], ['Hebei Yingli', 'Hebei'], ['Hebei Yingli', 'Hebei'], 'CHN', 2012, '#0072CE', '#F7D117', 46, V('Hebei Gymnasium', '河北体育馆', 'Shijiazhuang', '石家庄', 6000)),
];

/** EuroLeague 2025/26: the 18 clubs that play at home (the two Israeli clubs play abroad). */
// prettier-ignore
const EUROLEAGUE: TeamSeed[] = [
  K('el-real-madrid', ['皇家马德里', '皇马'], ['Real Madrid', 'Real Madrid'], ['Real Madrid', 'Real Madrid'], 'ESP', 1931, '#FFFFFF', '#5B2B82', 86, V('Movistar Arena', '西班牙电信竞技场', 'Madrid', '马德里', 15500)),
  K('el-barcelona', ['巴塞罗那', '巴萨'], ['FC Barcelona', 'Barça'], ['Barcelona', 'Barca'], 'ESP', 1926, '#A50044', '#004D98', 80, V('Palau Blaugrana', '蓝红宫', 'Barcelona', '巴塞罗那', 7585)),
  K('el-baskonia', ['巴斯科尼亚', '巴斯科尼亚'], ['Baskonia', 'Baskonia'], ['Baskonia', 'Baskonia'], 'ESP', 1959, '#003DA5', '#E4002B', 66, V('Buesa Arena', '布埃萨竞技场', 'Vitoria-Gasteiz', '维多利亚', 15504)),
  K('el-valencia', ['瓦伦西亚', '瓦伦西亚'], ['Valencia Basket', 'Valencia'], ['Valencia Basket', 'Valencia'], 'ESP', 1986, '#F18E00', '#000000', 70, V('Roig Arena', '罗伊格竞技场', 'Valencia', '瓦伦西亚', 15600)),
  K('el-fenerbahce', ['费内巴切', '费内巴切'], ['Fenerbahçe Beko', 'Fenerbahçe'], ['Fenerbahce', 'Fenerbahce'], 'TUR', 1913, '#FFED00', '#163962', 86, V('Ülker Sports Arena', '于尔凯尔体育馆', 'Istanbul', '伊斯坦布尔', 13059)),
  K('el-efes', ['阿纳多卢埃菲斯', '埃菲斯'], ['Anadolu Efes', 'Efes'], ['Anadolu Efes', 'Efes'], 'TUR', 1976, '#003A70', '#E4002B', 70, V('Sinan Erdem Dome', '锡南·埃尔代姆体育馆', 'Istanbul', '伊斯坦布尔', 16000)),
  K('el-olympiacos', ['奥林匹亚科斯', '奥林匹亚科斯'], ['Olympiacos', 'Olympiacos'], ['Olympiacos', 'Olympiacos'], 'GRE', 1931, '#E4002B', '#FFFFFF', 84, V('Peace and Friendship Stadium', '和平友谊体育馆', 'Piraeus', '比雷埃夫斯', 12000)),
  K('el-panathinaikos', ['帕纳辛纳科斯', '帕纳辛纳科斯'], ['Panathinaikos', 'Panathinaikos'], ['Panathinaikos', 'Panathinaikos'], 'GRE', 1919, '#007A33', '#FFFFFF', 84, V('OAKA Indoor Hall', '雅典奥林匹克室内馆', 'Athens', '雅典', 18300)),
  K('el-partizan', ['贝尔格莱德游击队', '游击队'], ['Partizan', 'Partizan'], ['Partizan', 'Partizan'], 'SRB', 1945, '#000000', '#FFFFFF', 68, V('Belgrade Arena', '贝尔格莱德竞技场', 'Belgrade', '贝尔格莱德', 18386)),
  K('el-crvena-zvezda', ['贝尔格莱德红星', '红星'], ['Crvena Zvezda', 'Zvezda'], ['Crvena Zvezda', 'Crvena Zvezda'], 'SRB', 1945, '#E2001A', '#FFFFFF', 68, V('Belgrade Arena', '贝尔格莱德竞技场', 'Belgrade', '贝尔格莱德', 18386)),
  K('el-milano', ['米兰奥林匹亚', '米兰'], ['Olimpia Milano', 'Milano'], ['Olimpia Milano', 'Milano'], 'ITA', 1936, '#E4002B', '#FFFFFF', 66, V('Unipol Forum', '乌尼波尔论坛球馆', 'Assago', '阿萨戈', 12700)),
  K('el-virtus', ['博洛尼亚维尔图斯', '维尔图斯'], ['Virtus Bologna', 'Virtus'], ['Virtus Bologna', 'Virtus'], 'ITA', 1929, '#000000', '#FFFFFF', 60, V('Virtus Arena', '维尔图斯竞技场', 'Bologna', '博洛尼亚', 9980)),
  K('el-monaco', ['摩纳哥', '摩纳哥'], ['AS Monaco', 'Monaco'], ['AS Monaco', 'Monaco'], 'MCO', 1928, '#E4002B', '#FFFFFF', 78, V('Salle Gaston Médecin', '加斯东·梅德辛体育馆', 'Monaco', '摩纳哥', 5000)),
  K('el-paris', ['巴黎篮球', '巴黎'], ['Paris Basketball', 'Paris'], ['Paris Basketball', 'Paris'], 'FRA', 2018, '#000000', '#FFFFFF', 64, V('Adidas Arena', '阿迪达斯竞技场', 'Paris', '巴黎', 8000)),
  K('el-asvel', ['维勒班阿斯维尔', '阿斯维尔'], ['LDLC ASVEL', 'ASVEL'], ['ASVEL Villeurbanne', 'ASVEL'], 'FRA', 1948, '#000000', '#E4002B', 52, V('LDLC Arena', 'LDLC竞技场', 'Décines-Charpieu', '德西讷-沙尔皮约', 12523)),
  K('el-bayern', ['拜仁慕尼黑', '拜仁'], ['Bayern Munich', 'Bayern'], ['Bayern Munich', 'Bayern'], 'GER', 1946, '#DC052D', '#FFFFFF', 62, V('SAP Garden', 'SAP花园', 'Munich', '慕尼黑', 11500)),
  K('el-zalgiris', ['考纳斯萨拉基里斯', '萨拉基里斯'], ['Žalgiris Kaunas', 'Žalgiris'], ['Zalgiris Kaunas', 'Zalgiris'], 'LTU', 1944, '#00843D', '#FFFFFF', 66, V('Žalgiris Arena', '萨拉基里斯体育馆', 'Kaunas', '考纳斯', 15415)),
  K('el-dubai', ['迪拜篮球', '迪拜'], ['Dubai Basketball', 'Dubai'], ['Dubai Basketball', 'Dubai'], 'UAE', 2023, '#000000', '#C5A25A', 60, V('Coca-Cola Arena', '可口可乐竞技场', 'Dubai', '迪拜', 17000)),
];

/** NBB 2025/26 (Novo Basquete Brasil): 18 of the 20 clubs, all in Brasília time (UTC−3). */
// prettier-ignore
const NBB: TeamSeed[] = [
  K('nbb-franca', ['弗兰卡', '弗兰卡'], ['Sesi Franca', 'Franca'], ['Sesi Franca', 'Franca'], 'BRA', 1959, '#0057B8', '#FFFFFF', 80, V('Ginásio Pedrocão', '佩德罗康体育馆', 'Franca', '弗兰卡', 6000)),
  K('nbb-flamengo', ['弗拉门戈', '弗拉门戈'], ['Flamengo', 'Flamengo'], ['Flamengo', 'Flamengo'], 'BRA', 1895, '#C8102E', '#000000', 80, V('Ginásio do Maracanãzinho', '小马拉卡纳体育馆', 'Rio de Janeiro', '里约热内卢', 11800)),
  K('nbb-minas', ['米纳斯', '米纳斯'], ['Minas', 'Minas'], ['Minas', 'Minas'], 'BRA', 1935, '#0057B8', '#FFD100', 74, V('Arena Minas Tênis Clube', '米纳斯网球俱乐部馆', 'Belo Horizonte', '贝洛奥里藏特', 3500)),
  K('nbb-pinheiros', ['皮涅罗斯', '皮涅罗斯'], ['Pinheiros', 'Pinheiros'], ['Pinheiros', 'Pinheiros'], 'BRA', 1899, '#0057B8', '#FFFFFF', 72, V('Ginásio Henrique Villaboim', '维拉博因体育馆', 'São Paulo', '圣保罗', 1000)),
  K('nbb-brasilia', ['巴西利亚', '巴西利亚'], ['Caixa Brasília', 'Brasília'], ['Brasilia', 'Brasilia'], 'BRA', 2000, '#0057B8', '#FFD100', 68, V('Ginásio Nilson Nelson', '尼尔森·纳尔逊体育馆', 'Brasília', '巴西利亚', 11105)),
  K('nbb-corinthians', ['科林蒂安', '科林蒂安'], ['Corinthians', 'Corinthians'], ['Corinthians', 'Corinthians'], 'BRA', 1910, '#000000', '#FFFFFF', 64, V('Ginásio Wlamir Marques', '瓦米尔·马克斯体育馆', 'São Paulo', '圣保罗', 7000)),
  K('nbb-sao-jose', ['圣若泽', '圣若泽'], ['São José Basketball', 'São José'], ['Sao Jose Basketball', 'Sao Jose'], 'BRA', 1990, '#0057B8', '#FFFFFF', 62, V('Ginásio Lineu de Moura', '利内乌·德莫拉体育馆', 'São José dos Campos', '圣若泽杜斯坎普斯', 4000)),
  K('nbb-paulistano', ['保利斯塔诺', '保利斯塔诺'], ['Paulistano', 'Paulistano'], ['Paulistano', 'Paulistano'], 'BRA', 1900, '#C8102E', '#FFFFFF', 62, V('Ginásio Antônio Prado Júnior', '普拉多体育馆', 'São Paulo', '圣保罗', 1500)),
  K('nbb-mogi', ['莫日', '莫日'], ['Mogi Basquete', 'Mogi'], ['Mogi Basquete', 'Mogi'], 'BRA', 2011, '#0057B8', '#FFD100', 58, V('Ginásio Hugo Ramos', '雨果·拉莫斯体育馆', 'Mogi das Cruzes', '莫日达斯克鲁济斯', 5000)),
  K('nbb-bauru', ['包鲁', '包鲁'], ['Bauru Basket', 'Bauru'], ['Bauru Basket', 'Bauru'], 'BRA', 1994, '#000000', '#FFFFFF', 58, V('Ginásio Panela de Pressão', '压力锅体育馆', 'Bauru', '包鲁', 2000)),
  K('nbb-uniao-corinthians', ['科林蒂安联合', '科林蒂安联合'], ['União Corinthians', 'União Corinthians'], ['Uniao Corinthians', 'Uniao Corinthians'], 'BRA', 1921, '#C8102E', '#FFFFFF', 54, V('Ginásio Arno Frantz', '阿诺·弗朗茨体育馆', 'Santa Cruz do Sul', '南圣克鲁斯', 3000)),
  K('nbb-unifacisa', ['乌尼法西萨', '乌尼法西萨'], ['Unifacisa', 'Unifacisa'], ['Unifacisa', 'Unifacisa'], 'BRA', 2009, '#0057B8', '#E4002B', 54, V('Ginásio Meninão', '梅尼诺体育馆', 'Campina Grande', '坎皮纳格兰德', 3000)),
  K('nbb-caxias', ['南卡希亚斯', '卡希亚斯'], ['Caxias do Sul Basquete', 'Caxias'], ['Caxias do Sul Basquete', 'Caxias'], 'BRA', 2016, '#1D3A8A', '#FFFFFF', 52, V('Ginásio do Sesi', '塞西体育馆', 'Caxias do Sul', '南卡希亚斯', 2500)),
  K('nbb-cruzeiro', ['克鲁塞罗', '克鲁塞罗'], ['Cruzeiro', 'Cruzeiro'], ['Cruzeiro', 'Cruzeiro'], 'BRA', 1921, '#003DA5', '#FFFFFF', 50, V('Arena Vivo Minas', '维沃米纳斯竞技场', 'Belo Horizonte', '贝洛奥里藏特', 4000)),
  K('nbb-pato', ['帕托', '帕托'], ['Pato Basquete', 'Pato'], ['Pato Basquete', 'Pato'], 'BRA', 2011, '#00843D', '#FFFFFF', 48, V('Ginásio Dolivar Lavarda', '多利瓦尔·拉瓦尔达体育馆', 'Pato Branco', '帕托布兰科', 3500)),
  K('nbb-fortaleza', ['福塔雷萨', '福塔雷萨'], ['Fortaleza Basquete Cearense', 'Fortaleza'], ['Fortaleza Basquete Cearense', 'Fortaleza'], 'BRA', 2012, '#E4002B', '#0057B8', 46, V('Ginásio Paulo Sarasate', '保罗·萨拉萨特体育馆', 'Fortaleza', '福塔雷萨', 8000)),
  K('nbb-botafogo', ['博塔弗戈', '博塔弗戈'], ['Botafogo', 'Botafogo'], ['Botafogo', 'Botafogo'], 'BRA', 1894, '#000000', '#FFFFFF', 46, V('Ginásio Oscar Zelaya', '奥斯卡·泽拉亚体育馆', 'Rio de Janeiro', '里约热内卢', 1500)),
  K('nbb-vasco', ['达伽马', '达伽马'], ['Vasco da Gama', 'Vasco'], ['Vasco da Gama', 'Vasco'], 'BRA', 1898, '#000000', '#FFFFFF', 46, V('Ginásio de São Januário', '圣亚努阿里奥体育馆', 'Rio de Janeiro', '里约热内卢', 4000)),
];

/** Every team the seed writes, in id order. */
export const TEAMS: readonly TeamSeed[] = [
  ...PREMIER_LEAGUE,
  ...BUNDESLIGA,
  ...LA_LIGA,
  ...SERIE_A,
  ...LIGUE_1,
  ...UEFA_OTHERS,
  ...CSL,
  ...V_LEAGUE,
  ...J1_LEAGUE,
  ...K_LEAGUE,
  ...A_LEAGUE,
  ...MLS,
  ...BRASILEIRAO,
  ...LIGA_PROFESIONAL,
  ...ISL,
  ...NBA,
  ...CBA,
  ...WCBA,
  ...EUROLEAGUE,
  // Added later: at the end, so the earlier teams keep their ids and codes.
  ...EGYPTIAN_LEAGUE,
  ...NBB,
];

/** Teams of the competitions without a data file (the seed generates their fixtures). */
export const GENERATED_ROSTERS: Readonly<Record<number, readonly string[]>> = {
  // The Champions League's generated current season (the data file holds 2024/25): the 2025/26
  // league-phase clubs the seed knows, none of them in the Europa League.
  45: [
    'arsenal',
    'chelsea',
    'liverpool',
    'man-city',
    'newcastle',
    'tottenham',
    'real-madrid',
    'barcelona',
    'atletico',
    'athletic',
    'villarreal',
    'inter',
    'napoli',
    'juventus',
    'atalanta',
    'bayern',
    'dortmund',
    'leverkusen',
    'frankfurt',
    'psg',
    'monaco',
    'marseille',
    'benfica',
    'sporting',
    'psv',
    'club-brugge',
  ],
  46: [
    'aston-villa',
    'nottingham-forest',
    'roma',
    'bologna',
    'lyon',
    'lille',
    'nice',
    'betis',
    'celta',
    'freiburg',
    'stuttgart',
    'porto',
    'braga',
    'fenerbahce',
    'feyenoord',
    'celtic',
    'rangers',
    'paok',
    'midtjylland',
    'salzburg',
    'crvena-zvezda',
    'dinamo-zagreb',
    'young-boys',
    'ferencvaros',
  ],
  542: CSL.map((t) => t.key),
  561: V_LEAGUE.map((t) => t.key),
  572: J1_LEAGUE.map((t) => t.key),
  571: K_LEAGUE.map((t) => t.key),
  611: A_LEAGUE.map((t) => t.key),
  692: MLS.map((t) => t.key),
  325: BRASILEIRAO.map((t) => t.key),
  352: LIGA_PROFESIONAL.map((t) => t.key),
  606: ISL.map((t) => t.key),
  818: EGYPTIAN_LEAGUE.map((t) => t.key),
  1: NBA.map((t) => t.key),
  3: CBA.map((t) => t.key),
  4: WCBA.map((t) => t.key),
  8: EUROLEAGUE.map((t) => t.key),
  12: NBB.map((t) => t.key),
};

/** The openfootball name of a team, without the Champions League file's " (ENG)" suffix. */
export function openfootballName(name: string): string {
  return name.replace(/\s+\([A-Z]{3}\)$/, '');
}

const BY_OF = new Map(TEAMS.filter((t) => t.of).map((t) => [t.of as string, t]));
export function teamByOpenfootballName(name: string): TeamSeed | undefined {
  return BY_OF.get(openfootballName(name));
}

/** A round's names from the data file's label ("Matchday 5", "Finals, Quarterfinals" …). */
export function roundNames(label: string): {
  name: Trio;
  stage: 'league' | 'playoff' | 'knockout';
} {
  const md = /^(?:(League|Playoffs), )?Matchday (\d+)$/.exec(label);
  if (md) {
    const n = md[2];
    if (md[1] === 'Playoffs') {
      const first = n === '1';
      return {
        stage: 'playoff',
        name: {
          zh: first ? '附加赛首回合' : '附加赛次回合',
          en: `Knockout play-offs, ${first ? '1st' : '2nd'} leg`,
          vi: `Play-off, lượt ${first ? 'đi' : 'về'}`,
        },
      };
    }
    if (md[1] === 'League') {
      return {
        stage: 'league',
        name: {
          zh: `联赛阶段第${n}轮`,
          en: `League phase, Matchday ${n}`,
          vi: `Vòng phân hạng, lượt ${n}`,
        },
      };
    }
    return { stage: 'league', name: { zh: `第${n}轮`, en: `Matchday ${n}`, vi: `Vòng ${n}` } };
  }
  const finals: Record<string, Trio> = {
    'Finals, Round of 16': { zh: '1/8决赛', en: 'Round of 16', vi: 'Vòng 1/8' },
    'Finals, Quarterfinals': { zh: '1/4决赛', en: 'Quarter-finals', vi: 'Tứ kết' },
    'Finals, Semifinals': { zh: '半决赛', en: 'Semi-finals', vi: 'Bán kết' },
    'Finals, Final': { zh: '决赛', en: 'Final', vi: 'Chung kết' },
  };
  const f = finals[label];
  if (f) return { stage: 'knockout', name: f };
  return { stage: 'league', name: { zh: label, en: label, vi: label } };
}

/** A week of a generated basketball calendar. */
export function weekName(n: number): Trio {
  return { zh: `第${n}周`, en: `Week ${n}`, vi: `Tuần ${n}` };
}

/** Picks a Trio's text for a language. */
export function pick(t: Trio, lang: Locale): string {
  return t[lang];
}
