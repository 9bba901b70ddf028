import sharp from 'sharp';
import { crestPath, crestSvg, initials } from './crest';
import { crestSrc, SMALL_CREST_MAX } from './display';
import { TEAMS } from './names';

const team = (over: Partial<Parameters<typeof crestSvg>[0]> = {}) => ({
  key: 'man-city',
  sport: 'football' as const,
  shortNameEn: 'Man City',
  colourPrimary: '#6CABDD',
  colourSecondary: '#1C2C5B',
  ...over,
});

describe('crestSvg', () => {
  it('is SVG markup an image decoder renders', async () => {
    const svg = crestSvg(team());
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    const meta = await sharp(Buffer.from(svg)).metadata();
    expect(meta).toMatchObject({ format: 'svg', width: 64, height: 64 });
    const png = await sharp(
      Buffer.from(crestSvg(team({ sport: 'basketball', shortNameEn: '76ers' }))),
    )
      .png()
      .toBuffer();
    expect(png.length).toBeGreaterThan(100);
  });

  it('is stable for a team and carries its colours and initials', () => {
    expect(crestSvg(team())).toBe(crestSvg(team()));
    expect(crestSvg(team())).toContain('#6CABDD');
    // The team's code where the seed knows the team, its initials otherwise.
    expect(crestSvg(team())).toContain('>MCI</text>');
    expect(crestSvg(team({ key: 'unknown-club' }))).toContain('>MC</text>');
    expect(crestSvg(team({ key: 'other' }))).not.toBe(crestSvg(team()));
  });

  it('renders every seeded team', async () => {
    for (const t of TEAMS) {
      const svg = crestSvg({
        key: t.key,
        sport: t.sport,
        shortNameEn: t.short.en,
        colourPrimary: t.colours[0],
        colourSecondary: t.colours[1],
      });
      await expect(sharp(Buffer.from(svg)).metadata()).resolves.toMatchObject({ format: 'svg' });
    }
  });

  it('leaves out the code for the small raster form, keeping colours and shape', () => {
    const full = crestSvg(team());
    const bare = crestSvg(team(), { code: false });
    expect(bare).not.toContain('<text');
    expect(bare).toContain('#6CABDD');
    expect(bare).toContain('<clipPath');
    expect(full.replace(/<text[^>]*>[^<]*<\/text>/, '')).toBe(bare);
  });

  it('escapes text and ignores colours that are not hex', () => {
    const svg = crestSvg(
      team({ shortNameEn: 'A<b>&C', colourPrimary: 'red"/><script>', colourSecondary: '#zzz' }),
    );
    expect(svg).not.toContain('<script');
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('#666666');
  });

  it.each([
    ['Man City', 'MC'],
    ['Arsenal', 'ARS'],
    ['Barça', 'BAR'],
    ["Nott'm Forest", 'NF'],
    ['AFC Bournemouth', 'BOU'],
    ['Trail Blazers', 'TB'],
  ])('initials of %p are %p', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });

  it('has one path per team id', () => {
    expect(crestPath(12)).toBe('/crest/12.svg');
  });

  it('is a PNG up to 32 px and the SVG with the code above (no SVG document per small crest)', () => {
    expect(crestSrc(12, 16)).toBe('/crest/12.png');
    expect(crestSrc(12, SMALL_CREST_MAX)).toBe('/crest/12.png');
    expect(crestSrc(12, SMALL_CREST_MAX + 1)).toBe('/crest/12.svg');
    expect(crestSrc(12, 72)).toBe(crestPath(12));
  });
});
