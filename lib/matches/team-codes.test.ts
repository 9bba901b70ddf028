import { crestSvg } from './crest';
import { TEAMS } from './names';
import { allTeamCodes, candidateCodes, teamCode } from './team-codes';

describe('team codes', () => {
  it('gives every seeded team a code, unique within its sport', () => {
    const codes = allTeamCodes();
    for (const sport of ['football', 'basketball'] as const) {
      const teams = TEAMS.filter((t) => t.sport === sport);
      const seen = new Map<string, string>();
      for (const t of teams) {
        const code = codes.get(t.key);
        expect(code).toMatch(/^[A-Z0-9]{2,4}$/);
        expect([t.key, seen.get(code!)]).toEqual([t.key, undefined]);
        seen.set(code!, t.key);
      }
      expect(seen.size).toBe(teams.length);
    }
  });

  it('uses the standard codes, so Brentford and Brest, the Clippers and Cleveland are told apart', () => {
    expect(teamCode('brentford')).toBe('BRE');
    expect(teamCode('brest')).toBe('SB29');
    expect(teamCode('nba-lac')).toBe('LAC');
    expect(teamCode('nba-cle')).toBe('CLE');
    expect(teamCode('man-city')).toBe('MCI');
    expect(teamCode('man-utd')).toBe('MUN');
    expect(teamCode('bayern')).toBe('FCB');
    expect(teamCode('barcelona')).toBe('BAR');
    expect(teamCode('no-such-team')).toBeNull();
  });

  it('makes three letters from a name where no standard code exists', () => {
    const csl = TEAMS.filter((t) => t.country === 'CHN' && t.sport === 'football');
    expect(csl.length).toBeGreaterThan(10);
    for (const t of csl) expect(teamCode(t.key)).toMatch(/^[A-Z0-9]{3}$/);
    expect(candidateCodes('Brest')[0]).toBe('BRE');
    expect(candidateCodes('Shanghai Port').slice(0, 2)).toEqual(['SHP', 'SPO']);
    expect(candidateCodes('Brest')).toContain('BRS');
    expect(candidateCodes('')).toEqual(['TBD']);
  });

  it('is what the crests print', () => {
    const crest = (key: string) => {
      const t = TEAMS.find((x) => x.key === key)!;
      return crestSvg({
        key,
        sport: t.sport,
        shortNameEn: t.short.en,
        colourPrimary: t.colours[0],
        colourSecondary: t.colours[1],
      });
    };
    expect(crest('nba-lac')).toContain('>LAC</text>');
    expect(crest('brentford')).toContain('>BRE</text>');
    expect(crest('brest')).toContain('>SB29</text>');
  });
});
