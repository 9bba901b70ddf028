/**
 * Team codes, as score graphics print them: the standard abbreviation where the league has one
 * (ARS, BVB, PSG, LAC …), otherwise three letters made from the name. Every code is unique within
 * its sport, so two teams that may meet, or sit side by side in search results, never share one
 * (Brentford BRE and Brest SB29; the Clippers LAC, not CLI). Pure: computed once from TEAMS.
 */
import { TEAMS, type TeamSeed } from './names';

/** The codes leagues and broadcasters use, by team key. NBA keys (`nba-lac`) hold the league's codes. */
// prettier-ignore
const STANDARD: Readonly<Record<string, string>> = {
  // Premier League
  arsenal: 'ARS', 'aston-villa': 'AVL', bournemouth: 'BOU', brentford: 'BRE', brighton: 'BHA',
  burnley: 'BUR', chelsea: 'CHE', 'crystal-palace': 'CRY', everton: 'EVE', fulham: 'FUL',
  leeds: 'LEE', liverpool: 'LIV', 'man-city': 'MCI', 'man-utd': 'MUN', newcastle: 'NEW',
  'nottingham-forest': 'NFO', sunderland: 'SUN', tottenham: 'TOT', 'west-ham': 'WHU', wolves: 'WOL',
  // Bundesliga
  bayern: 'FCB', dortmund: 'BVB', leverkusen: 'B04', leipzig: 'RBL', stuttgart: 'VFB',
  frankfurt: 'SGE', freiburg: 'SCF', gladbach: 'BMG', wolfsburg: 'WOB', werder: 'SVW',
  hoffenheim: 'TSG', mainz: 'M05', augsburg: 'FCA', 'union-berlin': 'FCU', heidenheim: 'FCH',
  koln: 'KOE', 'st-pauli': 'STP', hamburg: 'HSV',
  // LaLiga
  'real-madrid': 'RMA', barcelona: 'BAR', atletico: 'ATM', athletic: 'ATH', villarreal: 'VIL',
  betis: 'BET', 'real-sociedad': 'RSO', sevilla: 'SEV', valencia: 'VAL', girona: 'GIR',
  celta: 'CEL', osasuna: 'OSA', getafe: 'GET', rayo: 'RAY', mallorca: 'MLL', espanyol: 'ESP',
  alaves: 'ALA', elche: 'ELC', levante: 'LEV', oviedo: 'OVI',
  // Serie A
  inter: 'INT', milan: 'MIL', juventus: 'JUV', napoli: 'NAP', roma: 'ROM', lazio: 'LAZ',
  atalanta: 'ATA', bologna: 'BOL', fiorentina: 'FIO', como: 'COM', torino: 'TOR', udinese: 'UDI',
  genoa: 'GEN', cagliari: 'CAG', sassuolo: 'SAS', lecce: 'LEC', parma: 'PAR', verona: 'VER',
  cremonese: 'CRE', pisa: 'PIS',
  // Ligue 1 (the clubs' own initials, as French graphics print them)
  psg: 'PSG', marseille: 'OM', lyon: 'OL', monaco: 'ASM', lille: 'LOSC', lens: 'RCL',
  nice: 'OGCN', rennes: 'SRFC', strasbourg: 'RCSA', brest: 'SB29', toulouse: 'TFC',
  nantes: 'FCN', auxerre: 'AJA', angers: 'SCO', 'le-havre': 'HAC', lorient: 'FCL', metz: 'FCM',
  'paris-fc': 'PFC',
  // Elsewhere in Europe (UEFA's codes)
  sporting: 'SCP', benfica: 'SLB', porto: 'FCP', braga: 'SCB', psv: 'PSV', feyenoord: 'FEY',
  celtic: 'CLT', rangers: 'RAN', 'club-brugge': 'BRU', salzburg: 'SAL', 'crvena-zvezda': 'CZV',
  shakhtar: 'SHA', 'dinamo-zagreb': 'DZG', 'young-boys': 'YB', 'sparta-praha': 'SPA',
  'sturm-graz': 'STU', 'slovan-bratislava': 'SBR', fenerbahce: 'FEN', paok: 'PAO',
  midtjylland: 'MID', ferencvaros: 'FTC',
};

const NOISE = new Set(['FC', 'AFC', 'CF', 'SC', 'AC', 'CD', 'THE', 'DE', 'OF']);
const VOWELS = /[AEIOU]/;

/** Upper-case letter-and-digit words of a name, without "FC" and the like (crests use it too). */
export function nameWords(name: string): string[] {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’.]/g, '')
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter((w) => w && !NOISE.has(w));
}

/** Three-letter codes a name could have, most natural first. */
export function candidateCodes(name: string): string[] {
  const ws = nameWords(name);
  if (ws.length === 0) return ['TBD'];
  const out: string[] = [];
  const add = (c: string) => {
    if (c.length === 3 && !out.includes(c)) out.push(c);
  };
  if (ws.length >= 3) add(ws[0][0] + ws[1][0] + ws[2][0]);
  if (ws.length >= 2) {
    add(ws[0].slice(0, 2) + ws[1][0]);
    add(ws[0][0] + ws[1].slice(0, 2));
    add(ws[0][0] + ws[1][0] + ws[1][ws[1].length - 1]);
  }
  const w = ws.join('');
  add(w.slice(0, 3));
  // The first letter with two later consonants (BRS, BST …), then any two later letters.
  const rest = [...w.slice(1)];
  for (const onlyConsonants of [true, false]) {
    for (let i = 0; i < rest.length; i++)
      for (let j = i + 1; j < rest.length; j++)
        if (!onlyConsonants || (!VOWELS.test(rest[i]) && !VOWELS.test(rest[j])))
          add(w[0] + rest[i] + rest[j]);
  }
  for (let d = 1; d <= 9; d++) add(w.slice(0, 2).padEnd(2, 'X') + d);
  return out;
}

function assign(teams: readonly TeamSeed[]): Map<string, string> {
  const codes = new Map<string, string>();
  const taken = new Map<string, Set<string>>();
  const takenIn = (sport: string) => {
    let s = taken.get(sport);
    if (!s) taken.set(sport, (s = new Set()));
    return s;
  };
  // Standard codes first: a made-up code must never take one a league uses.
  for (const t of teams) {
    const code = /^nba-([a-z]{3})$/.exec(t.key)?.[1]?.toUpperCase() ?? STANDARD[t.key];
    if (!code) continue;
    codes.set(t.key, code);
    takenIn(t.sport).add(code);
  }
  for (const t of teams) {
    if (codes.has(t.key)) continue;
    const used = takenIn(t.sport);
    const code =
      candidateCodes(t.short.en).find((c) => !used.has(c)) ??
      candidateCodes(t.name.en).find((c) => !used.has(c));
    if (!code) throw new Error(`no free code for ${t.key}`);
    codes.set(t.key, code);
    used.add(code);
  }
  return codes;
}

let cached: Map<string, string> | undefined;

/** The code of a team by its key, or null for a team the seed does not know. */
export function teamCode(key: string): string | null {
  cached ??= assign(TEAMS);
  return cached.get(key) ?? null;
}

/** For tests: the codes of every seeded team. */
export function allTeamCodes(): ReadonlyMap<string, string> {
  cached ??= assign(TEAMS);
  return cached;
}
