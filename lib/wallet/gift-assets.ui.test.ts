import fs from 'node:fs';
import path from 'node:path';

/**
 * The gifts' self-hosted assets (public/gifts, scripts/gen-gift-assets.ts) in a browser-like
 * document: every icon parses as SVG, and every Lottie animation loads in lottie-web's SVG
 * renderer (the one lottie-react uses) and draws shapes on its first, middle and last frames.
 */

const DIR = path.join(process.cwd(), 'public', 'gifts');
const files = fs.readdirSync(DIR).sort();
const icons = files.filter((f) => f.endsWith('.svg'));
/** The gifts' animations and the noble tiers' entry effects (public/nobles, issue 24). */
const NOBLES = path.join(process.cwd(), 'public', 'nobles');
const animations = [
  ...files.filter((f) => f.endsWith('.json')).map((f) => path.join('gifts', f)),
  ...fs
    .readdirSync(NOBLES)
    .filter((f) => f.endsWith('.json'))
    .map((f) => path.join('nobles', f)),
];

type Lottie = typeof import('lottie-web').default;
let lottie: Lottie;

beforeAll(() => {
  // jsdom has no canvas: lottie-web asks for a 2D context when it loads (for text it never draws
  // here), and jsdom would report "not implemented" for it.
  Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', {
    configurable: true,
    value: () => ({ fillRect() {}, measureText: () => ({ width: 0 }) }),
  });
  const mod = jest.requireActual<{ default?: Lottie } & Lottie>('lottie-web');
  lottie = mod.default ?? mod;
});

it('has the assets', () => {
  expect(icons.length).toBeGreaterThanOrEqual(10);
  expect(animations.length).toBeGreaterThanOrEqual(11);
});

it.each(icons)('parses %s as SVG', (name) => {
  const doc = new DOMParser().parseFromString(
    fs.readFileSync(path.join(DIR, name), 'utf8'),
    'image/svg+xml',
  );
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  const root = doc.documentElement;
  expect(root.tagName).toBe('svg');
  expect(root.getAttribute('viewBox')).toBe('0 0 64 64');
  expect(root.querySelectorAll('path, circle, rect, ellipse').length).toBeGreaterThan(2);
});

it.each(animations)('plays %s in lottie-web', (name) => {
  const data = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'public', name), 'utf8')) as {
    op: number;
    layers: unknown[];
  };
  const container = document.createElement('div');
  document.body.appendChild(container);
  const anim = lottie.loadAnimation({
    container,
    renderer: 'svg',
    loop: false,
    autoplay: false,
    animationData: data,
  });
  try {
    expect(anim.totalFrames).toBe(data.op);
    for (const frame of [0, Math.floor(data.op / 2), data.op - 1]) {
      anim.goToAndStop(frame, true);
      const svg = container.querySelector('svg');
      expect(svg).not.toBeNull();
      expect(svg!.getAttribute('viewBox')).toBe('0 0 400 400');
      // Every layer made its element, and shapes are drawn as paths with real geometry.
      expect(svg!.querySelectorAll('path').length).toBeGreaterThanOrEqual(data.layers.length);
      const drawn = [...svg!.querySelectorAll('path')].filter((p) =>
        /\d/.test(p.getAttribute('d') ?? ''),
      );
      expect(drawn.length).toBeGreaterThan(0);
    }
  } finally {
    anim.destroy();
    container.remove();
  }
});
