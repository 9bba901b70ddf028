import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { LRUCache } from 'lru-cache';
import { translate } from '@/lib/i18n/messages';
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales';
import { OG_HEIGHT, OG_WIDTH } from '../og-ref';
import { cardOf, clip, type Card } from './cards';
import { fontCodePoints } from './sfnt';

/**
 * `/og/<kind>/<id>?l=<locale>`: the site's Open Graph cards, 1200×630 PNG drawn on the server
 * with next/og (satori + resvg). The fonts are the subsets shipped in assets/fonts (Noto Sans CJK
 * SC Bold for Chinese, Latin and Vietnamese; DejaVu Sans Bold for the rest of Latin Extended):
 * nothing is fetched at run time. A character neither font has is left out of the picture
 * rather than let satori look for a font on the network.
 */

const FONT_DIR = path.join(process.cwd(), 'assets/fonts');
const FONTS = [
  { name: 'OG Sans', file: 'og-sans-bold.woff' },
  { name: 'OG Latin', file: 'og-latin-bold.woff' },
] as const;

type LoadedFonts = {
  fonts: { name: string; data: Buffer; weight: 700; style: 'normal' }[];
  covered: Set<number>;
};

let loading: Promise<LoadedFonts> | null = null;

/** The shipped fonts and the characters they draw, read once. */
export function ogFonts(): Promise<LoadedFonts> {
  loading ??= Promise.all(FONTS.map((f) => fs.readFile(path.join(FONT_DIR, f.file)))).then(
    (data) => ({
      fonts: data.map((d, i) => ({ name: FONTS[i].name, data: d, weight: 700, style: 'normal' })),
      covered: new Set(data.flatMap((d) => [...fontCodePoints(d)])),
    }),
  );
  return loading;
}

/** `text` with the characters the fonts cannot draw left out (spaces kept, NFC first). */
export function drawable(text: string, covered: Set<number>): string {
  let out = '';
  for (const ch of text.normalize('NFC')) {
    const cp = ch.codePointAt(0)!;
    if (covered.has(cp)) out += ch;
    else if (/\s/u.test(ch)) out += ' ';
  }
  return out.replace(/ {2,}/g, ' ').trim();
}

const BRAND = '#ff6a00';

function CardView({ card, siteName }: { card: Card; siteName: string }) {
  const title = clip(card.title, 72);
  const long = [...title].length > 36;
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '56px 72px',
        background: 'linear-gradient(135deg, #0d1117 0%, #161b22 60%, #1f2630 100%)',
        color: '#ffffff',
        fontFamily: '"OG Sans", "OG Latin"',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <div style={{ display: 'flex', alignItems: 'center' }}>
          <svg width="64" height="64" viewBox="0 0 64 64">
            <rect width="64" height="64" rx="14" fill="#0d1117" stroke="#30363d" strokeWidth="2" />
            <circle cx="32" cy="32" r="18" fill={BRAND} />
            <path d="M26 22l14 10-14 10z" fill="#fff" />
          </svg>
          <div style={{ marginLeft: 20, fontSize: 36, color: '#e6edf3' }}>{siteName}</div>
        </div>
        {card.badge ? (
          <div
            style={{
              display: 'flex',
              padding: '8px 24px',
              borderRadius: 999,
              background: BRAND,
              fontSize: 30,
            }}
          >
            {card.badge}
          </div>
        ) : null}
      </div>
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        {card.kicker ? (
          <div style={{ display: 'flex', fontSize: 32, color: BRAND, marginBottom: 18 }}>
            {clip(card.kicker, 48)}
          </div>
        ) : null}
        <div
          style={{
            display: 'flex',
            fontSize: long ? 56 : 72,
            lineHeight: 1.25,
            maxHeight: long ? 210 : 190,
            overflow: 'hidden',
          }}
        >
          {title}
        </div>
        {card.subtitle ? (
          <div style={{ display: 'flex', fontSize: 32, color: '#9da7b3', marginTop: 22 }}>
            {clip(card.subtitle, 64)}
          </div>
        ) : null}
      </div>
      <div style={{ display: 'flex', height: 8, width: 200, borderRadius: 4, background: BRAND }} />
    </div>
  );
}

/** The card as PNG bytes. */
export async function renderCard(card: Card, locale: Locale): Promise<Buffer> {
  const { fonts, covered } = await ogFonts();
  const safe = (s: string | undefined) => (s === undefined ? undefined : drawable(s, covered));
  const view = (
    <CardView
      card={{
        kicker: safe(card.kicker),
        title: safe(card.title) ?? '',
        subtitle: safe(card.subtitle),
        badge: safe(card.badge),
      }}
      siteName={drawable(translate(locale, 'meta.siteName'), covered)}
    />
  );
  const res = new ImageResponse(view, { width: OG_WIDTH, height: OG_HEIGHT, fonts });
  return Buffer.from(await res.arrayBuffer());
}

/** Rendered cards by kind, id and locale; the bytes, not the work, are what repeat crawls want. */
const cache = new LRUCache<string, Buffer>({
  maxSize: 48 * 1024 * 1024,
  sizeCalculation: (b) => b.length,
  ttl: 10 * 60_000,
});
const pending = new Map<string, Promise<Buffer | null>>();

/** Forgets the rendered cards (tests). */
export function clearOgCache(): void {
  cache.clear();
}

/** Browsers and crawlers may keep a card 10 minutes (a score, a title edit shows up after that). */
export const OG_CACHE_CONTROL = 'public, max-age=600, stale-while-revalidate=3600';

function notFound(): Response {
  return new Response('not found', {
    status: 404,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=60',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

/**
 * The answer to `/og/<kind>/<id>?l=<locale>`. Only `l` is read from the query (zh when absent;
 * another value is a 404, so the cache cannot be filled with variants); unknown kinds and ids are
 * 404s.
 */
export async function ogImageResponse(
  kind: string,
  id: string,
  query: URLSearchParams,
): Promise<Response> {
  const l = query.get('l') ?? defaultLocale;
  if (!isLocale(l)) return notFound();
  const key = `${kind}/${id}/${l}`;
  let png = cache.get(key) ?? null;
  if (!png) {
    let job = pending.get(key);
    if (!job) {
      job = (async () => {
        const card = await cardOf(kind, id, l);
        if (!card) return null;
        const bytes = await renderCard(card, l);
        cache.set(key, bytes);
        return bytes;
      })().finally(() => pending.delete(key));
      pending.set(key, job);
    }
    png = await job;
  }
  if (!png) return notFound();
  return new Response(new Uint8Array(png), {
    headers: {
      'Content-Type': 'image/png',
      'Content-Length': String(png.length),
      'Cache-Control': OG_CACHE_CONTROL,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
