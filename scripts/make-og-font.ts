/**
 * Regenerates the Open Graph font, `assets/fonts/og-sans-bold.woff`: a subset of Noto Sans CJK SC
 * Bold (SIL Open Font License 1.1, assets/fonts/README.md) that renders every title the image
 * route draws (lib/seo/og/*) in Chinese, English and Vietnamese, so nothing is fetched at run time.
 *
 *   apt-get install -y fonts-noto-cjk          # Debian's Noto CJK collections (.ttc)
 *   node --import ./scripts/hooks/register.mjs --import tsx scripts/make-og-font.ts [font.ttc]
 *
 * What it covers: printable ASCII and Latin-1, every precomposed Vietnamese letter (and the
 * combining marks of decomposed input), common punctuation and symbols, CJK and full-width
 * punctuation, the 3,755 characters of GB2312 level 1 (the usual "most common Chinese characters"
 * list), and every character of messages/*.json and of the demo data's sources (lib/**\/demo/**,
 * lib/matches/names.ts), so seeded names render even when they use a rarer character. Run it again
 * after adding messages or demo content in new characters; the route drops characters the font
 * lacks rather than fetch a fallback font.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { collectionFaces, fontCodePoints } from '@/lib/seo/og/sfnt';

/** subset-font (harfbuzz's hb-subset in wasm) ships no types: the part used here. */
const subsetFont = createRequire(import.meta.url)('subset-font') as (
  font: Buffer,
  text: string,
  options: {
    targetFormat: 'sfnt' | 'woff';
    keepFeatures: string[];
    noLayoutClosure: boolean;
    noHinting: boolean;
    dropTables: string[];
  },
) => Promise<Buffer>;

const ROOT = path.resolve(import.meta.dirname, '..');
const SOURCE = process.argv[2] ?? '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc';
const FACE = 'Noto Sans CJK SC';
const OUT = path.join(ROOT, 'assets/fonts/og-sans-bold.woff');
/** For the few Latin letters Noto Sans CJK lacks (č, ř, Š, ğ …) and combining marks. */
const LATIN_SOURCE = process.argv[3] ?? '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
const LATIN_OUT = path.join(ROOT, 'assets/fonts/og-latin-bold.woff');

function range(from: number, to: number): string {
  let s = '';
  for (let c = from; c <= to; c++) s += String.fromCodePoint(c);
  return s;
}

/** GB2312 level 1: rows 0xB0–0xD7 of the code table, decoded (3,755 characters). */
function gb2312Level1(): string {
  const decoder = new TextDecoder('gb2312');
  let s = '';
  for (let hi = 0xb0; hi <= 0xd7; hi++) {
    for (let lo = 0xa1; lo <= 0xfe; lo++) {
      if (hi === 0xd7 && lo > 0xf9) break;
      s += decoder.decode(Uint8Array.of(hi, lo));
    }
  }
  return s;
}

/** Every file under `dir` (recursively) whose name passes `keep`. */
function walk(dir: string, keep: (file: string) => boolean): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : walk(p, keep);
    return keep(p) ? [p] : [];
  });
}

/** The non-ASCII characters of the messages and of the demo data's sources. */
function projectText(): string {
  const files = [
    ...walk(path.join(ROOT, 'messages'), (f) => f.endsWith('.json')),
    path.join(ROOT, 'lib/matches/names.ts'),
    ...walk(path.join(ROOT, 'lib'), (f) => {
      const rel = path.relative(ROOT, f);
      return /(^|\/)demo\//.test(rel) && /\.(ts|json)$/.test(f) && !/\.test\.ts$/.test(f);
    }),
  ].filter((f) => fs.existsSync(f));
  return files.map((f) => fs.readFileSync(f, 'utf8').replace(/[\x00-\x7f]/g, '')).join('');
}

const VIETNAMESE =
  'ĂăĐđĨĩŨũƠơƯư' +
  range(0x1ea0, 0x1ef9) +
  // Combining grave, acute, tilde, hook above, dot below: text typed in decomposed form.
  '\u0300\u0301\u0303\u0309\u0323';

const SYMBOLS =
  range(0x2010, 0x2027) + // dashes, quotes, bullets, ellipsis
  '‰′″‹›€™←↑→↓−×÷√∞≈≠≤≥★☆●○■□▲△▶▼◆◇' +
  range(0x3000, 0x303f) + // CJK punctuation
  range(0xff01, 0xff5e) + // full-width forms
  '￠￡￥';

const SUBSET_OPTIONS: Parameters<typeof subsetFont>[2] = {
  targetFormat: 'woff',
  // Precomposed letters only: no shaping features, so no alternate glyphs ride along.
  keepFeatures: [],
  noLayoutClosure: true,
  noHinting: true,
  // Vertical metrics and layout tables satori does not read.
  dropTables: ['vhea', 'vmtx', 'VORG', 'BASE', 'GSUB', 'GPOS', 'GDEF', 'DSIG', 'JSTF', 'MATH'],
};

const isInk = (c: string) => /\S/u.test(c) && c !== '\u00a0';

async function main() {
  const face = collectionFaces(fs.readFileSync(SOURCE)).find((f) => f.family === FACE);
  if (!face) throw new Error(`${SOURCE} has no "${FACE}" face`);
  const latin = fs.readFileSync(LATIN_SOURCE);

  const wanted = [
    ...new Set(
      range(0x20, 0x7e) + range(0xa0, 0xff) + VIETNAMESE + SYMBOLS + gb2312Level1() + projectText(),
    ),
  ];
  const inFace = fontCodePoints(face.font);
  const inLatin = fontCodePoints(latin);
  const has = (set: Set<number>) => (c: string) => set.has(c.codePointAt(0)!);

  // The CJK face draws what it can; the Latin font the rest of Latin Extended and the combining
  // marks (satori falls back glyph by glyph through the fonts it is given).
  const main = await subsetFont(face.font, wanted.filter(has(inFace)).join(''), SUBSET_OPTIONS);
  const extra =
    range(0x100, 0x24f) + range(0x300, 0x36f) + wanted.filter((c) => !has(inFace)(c)).join('');
  const second = await subsetFont(
    latin,
    [...new Set(extra)].filter((c) => !has(inFace)(c) && has(inLatin)(c)).join(''),
    SUBSET_OPTIONS,
  );
  fs.mkdirSync(path.dirname(OUT), { recursive: true });
  fs.writeFileSync(OUT, main);
  fs.writeFileSync(LATIN_OUT, second);

  const covered = new Set([...fontCodePoints(main), ...fontCodePoints(second)]);
  const lost = wanted.filter((c) => isInk(c) && !covered.has(c.codePointAt(0)!));
  const absent = lost.filter((c) => !has(inFace)(c) && !has(inLatin)(c));
  for (const [file, data] of [
    [OUT, main],
    [LATIN_OUT, second],
  ] as const) {
    console.log(
      `${path.relative(ROOT, file)}: ${data.length} bytes, ${fontCodePoints(data).size} characters`,
    );
  }
  if (absent.length)
    console.log(`in neither source font (dropped when drawn): ${absent.join(' ')}`);
  const broken = lost.filter((c) => !absent.includes(c));
  if (broken.length) throw new Error(`the subsets lost characters: ${broken.join('')}`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
