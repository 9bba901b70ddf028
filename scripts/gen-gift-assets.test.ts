import fs from 'node:fs';
import path from 'node:path';
import { GIFT_CATALOGUE } from '@/lib/wallet/demo/gifts';
import { NOBLE_ENTRY_EFFECTS } from '@/lib/wallet/limits';
import { GIFT_ASSET_DIR, giftAssets, NOBLE_ASSET_DIR, nobleAssets } from './gen-gift-assets';

/**
 * The committed gift assets are what scripts/gen-gift-assets.ts makes, every gift has its icon
 * (and its animation when it has an effect), and each animation is a small, self-contained
 * bodymovin 5 file: shape layers with keyframed transforms, nothing to fetch. That lottie-web
 * really plays them is lib/wallet/gift-assets.ui.test.ts.
 */

const generated = giftAssets();

type Json = Record<string, unknown>;

describe('gift assets', () => {
  it('are up to date (run scripts/gen-gift-assets.ts after changing it)', () => {
    const committed = fs.readdirSync(GIFT_ASSET_DIR).sort();
    expect(committed).toEqual(Object.keys(generated).sort());
    for (const [name, text] of Object.entries(generated)) {
      expect(fs.readFileSync(path.join(GIFT_ASSET_DIR, name), 'utf8')).toBe(text);
    }
  });

  it('give every gift an icon, and an animation exactly when it has an effect', () => {
    for (const g of GIFT_CATALOGUE) {
      expect(generated[`${g.slug}.svg`]).toBeDefined();
      expect(generated[`${g.slug}.json`] !== undefined).toBe(g.effectLevel > 0);
    }
  });

  it.each(GIFT_CATALOGUE.map((g) => g.slug))('draws %s as a self-contained 64×64 SVG', (slug) => {
    const svg = generated[`${slug}.svg`];
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 64 64"/);
    expect(svg.trim().endsWith('</svg>')).toBe(true);
    // Nothing from elsewhere: no images, scripts, external references or styles.
    expect(svg).not.toMatch(/<(image|script|foreignObject|style)\b|href=|@import/i);
    expect(svg.replace('http://www.w3.org/2000/svg', '')).not.toMatch(/https?:/);
    expect(Buffer.byteLength(svg)).toBeLessThan(4096);
  });

  const animated = GIFT_CATALOGUE.filter((g) => g.effectLevel > 0);

  it.each(animated.map((g) => [g.slug, g.effectLevel] as const))(
    'animates %s (level %i) as a small bodymovin 5 file',
    (slug, level) => {
      const text = generated[`${slug}.json`];
      expect(Buffer.byteLength(text)).toBeLessThan(20 * 1024);
      const a = JSON.parse(text) as Json;
      expect(a).toMatchObject({ v: expect.stringMatching(/^5\./), fr: 30, ip: 0, w: 400, h: 400 });
      expect(a.op).toBeGreaterThanOrEqual(60);
      expect(a.op).toBeLessThanOrEqual(90);
      // The full-stage effects run the longest.
      if (level === 2) expect(a.op).toBe(90);
      expect(a.assets).toEqual([]);
      const op = a.op as number;
      const layers = a.layers as Json[];
      expect(layers.length).toBeGreaterThanOrEqual(2);
      expect(layers.map((l) => l.ind)).toEqual(layers.map((_, i) => i + 1));

      let animatedProps = 0;
      const kinds = new Set<string>();
      const checkProp = (p: unknown) => {
        const prop = p as { a: number; k: unknown };
        expect([0, 1]).toContain(prop.a);
        if (prop.a === 0) return;
        animatedProps++;
        const keys = prop.k as { t: number; s: number[]; i?: Json; o?: Json }[];
        expect(keys.length).toBeGreaterThanOrEqual(2);
        keys.forEach((k, i) => {
          expect(Array.isArray(k.s)).toBe(true);
          expect(k.s.every(Number.isFinite)).toBe(true);
          expect(k.s.length).toBe(keys[0].s.length);
          expect(k.t).toBeGreaterThanOrEqual(0);
          expect(k.t).toBeLessThanOrEqual(op);
          if (i > 0) expect(k.t).toBeGreaterThan(keys[i - 1].t);
          if (i < keys.length - 1) {
            expect(k.o).toEqual({ x: expect.any(Number), y: expect.any(Number) });
            expect(k.i).toEqual({ x: expect.any(Number), y: expect.any(Number) });
          }
        });
      };
      const walk = (items: Json[]) => {
        for (const it of items) {
          kinds.add(it.ty as string);
          if (it.ty === 'gr') {
            const inner = it.it as Json[];
            expect(inner.at(-1)?.ty).toBe('tr');
            walk(inner);
            continue;
          }
          for (const value of Object.values(it)) {
            if (value && typeof value === 'object' && 'a' in value && 'k' in value)
              checkProp(value);
          }
          if (it.ty === 'fl' || it.ty === 'st') {
            const c = (it.c as { k: number[] }).k;
            expect(c).toHaveLength(4);
            expect(c.every((x) => x >= 0 && x <= 1)).toBe(true);
          }
        }
      };
      for (const l of layers) {
        expect(l).toMatchObject({ ty: 4, ddd: 0, st: 0 });
        expect(l.op).toBe(op);
        if (l.parent !== undefined) {
          expect(layers.some((p) => p.ind === l.parent && p !== l)).toBe(true);
        }
        const ks = l.ks as Record<string, unknown>;
        for (const key of ['o', 'r', 'p', 'a', 's']) checkProp(ks[key]);
        const shapes = l.shapes as Json[];
        expect(shapes.length).toBeGreaterThan(0);
        walk(shapes);
      }
      expect(animatedProps).toBeGreaterThanOrEqual(3);
      expect(kinds.has('gr')).toBe(true);
      expect(kinds.has('fl')).toBe(true);
      expect([...kinds].some((k) => ['el', 'rc', 'sr', 'sh'].includes(k))).toBe(true);
    },
  );

  it('gives each animation its own look', () => {
    const palettes = animated.map((g) => {
      const colours = new Set(generated[`${g.slug}.json`].match(/"c":\{"a":0,"k":\[[^\]]+\]/g));
      return [...colours].sort().join('|');
    });
    expect(new Set(palettes).size).toBe(animated.length);
  });
});

/**
 * Issue 24: the noble tiers' entry effects (public/nobles), one per tier from Viscount up, each at
 * most 3 s and grander with rank: longer, with more layers, on the tier's own colours.
 */
describe('noble entry effects', () => {
  const nobles = nobleAssets();

  it('are up to date, one per entry effect', () => {
    expect(fs.readdirSync(NOBLE_ASSET_DIR).sort()).toEqual(Object.keys(nobles).sort());
    expect(Object.keys(nobles)).toEqual(NOBLE_ENTRY_EFFECTS.map((e) => `${e}.json`));
    for (const [name, text] of Object.entries(nobles))
      expect(fs.readFileSync(path.join(NOBLE_ASSET_DIR, name), 'utf8')).toBe(text);
  });

  it('last at most 3 s, grow grander with rank, and each has its own look', () => {
    const all = NOBLE_ENTRY_EFFECTS.map((e) => {
      const text = nobles[`${e}.json`];
      expect(Buffer.byteLength(text)).toBeLessThan(24 * 1024);
      const a = JSON.parse(text) as Json;
      expect(a).toMatchObject({ v: expect.stringMatching(/^5\./), fr: 30, ip: 0, w: 400, h: 400 });
      expect(a.assets).toEqual([]);
      expect(a.op).toBeLessThanOrEqual(90);
      return { op: a.op as number, layers: (a.layers as Json[]).length, text };
    });
    for (let i = 1; i < all.length; i++) {
      expect(all[i].op).toBeGreaterThan(all[i - 1].op);
      expect(all[i].layers).toBeGreaterThanOrEqual(all[i - 1].layers);
    }
    const palettes = all.map((x) =>
      [...new Set(x.text.match(/"c":\{"a":0,"k":\[[^\]]+\]/g))].sort().join('|'),
    );
    expect(new Set(palettes).size).toBe(all.length);
  });
});
