/**
 * Generates the gifts' self-hosted assets (issue 11 §3) under public/gifts: a hand-drawn 64×64 SVG
 * icon per gift, and for every gift with an effect (effect_level ≥ 1) a Lottie animation in the
 * bodymovin 5 format that lottie-web plays (shape layers only: no images, fonts or expressions,
 * so nothing is fetched at run time and each file stays small). Level 1 plays over the player,
 * level 2 over the whole stage, so those are longer and busier. It also makes the noble tiers'
 * entry effects (public/nobles, issue 24), with the same building blocks.
 *
 *   node --import ./scripts/hooks/register.mjs --import tsx scripts/gen-gift-assets.ts
 *
 * The output is committed; scripts/gen-gift-assets.test.ts fails when it is out of date. The
 * catalogue (slugs, effect levels) is lib/wallet/demo/gifts.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { GIFT_CATALOGUE } from '@/lib/wallet/demo/gifts';
import { NOBLE_ENTRY_EFFECTS } from '@/lib/wallet/limits';

// --- Lottie building blocks ----------------------------------------------------------------------

type V = number | number[];
type Prop = { a: 0; k: unknown } | { a: 1; k: unknown[] };

const r2 = (n: number) => Math.round(n * 100) / 100;
const arr = (v: V) => (Array.isArray(v) ? v.map(r2) : [r2(v)]);

/** A static property. */
const fixed = (k: V): Prop => ({ a: 0, k: Array.isArray(k) ? k.map(r2) : r2(k) });

/** Easings: `out` decelerates, `io` eases both ends, `back` overshoots (a pop). */
const EASE = {
  out: { o: 0.2, oy: 0.6, i: 0.3, iy: 1 },
  io: { o: 0.45, oy: 0, i: 0.55, iy: 1 },
  lin: { o: 0, oy: 0, i: 1, iy: 1 },
  back: { o: 0.3, oy: 0, i: 0.4, iy: 1.5 },
};
type Ease = keyof typeof EASE;

/** An animated property: [frame, value] keyframes, each eased towards the next. */
function anim(keys: [number, V][], ease: Ease = 'io'): Prop {
  const e = EASE[ease];
  return {
    a: 1,
    k: keys.map(([t, v], i) => {
      const s = arr(v);
      if (i === keys.length - 1) return { t, s };
      // Scalar handles apply to every dimension (lottie-web and the schema accept both).
      return { t, s, o: { x: e.o, y: e.oy }, i: { x: e.i, y: e.iy } };
    }),
  };
}

function rgba(hex: string): number[] {
  const h = hex.replace('#', '');
  return [0, 2, 4]
    .map((i) => Math.round((parseInt(h.slice(i, i + 2), 16) / 255) * 1000) / 1000)
    .concat(1);
}

type Shape = Record<string, unknown>;

const el = (w: number, h: number, x = 0, y = 0): Shape => ({
  ty: 'el',
  d: 1,
  p: fixed([x, y]),
  s: fixed([w, h]),
});
const rect = (w: number, h: number, x = 0, y = 0, round = 0): Shape => ({
  ty: 'rc',
  d: 1,
  p: fixed([x, y]),
  s: fixed([w, h]),
  r: fixed(round),
});
/** A star (`sr`, star type 1) of `points` points. */
const star = (outer: number, inner: number, points = 5, x = 0, y = 0, rot = 0): Shape => ({
  ty: 'sr',
  sy: 1,
  d: 1,
  pt: fixed(points),
  p: fixed([x, y]),
  r: fixed(rot),
  ir: fixed(inner),
  is: fixed(0),
  or: fixed(outer),
  os: fixed(0),
});
/** A regular polygon (`sr`, star type 2). */
const polygon = (radius: number, points: number, x = 0, y = 0, rot = 0): Shape => ({
  ty: 'sr',
  sy: 2,
  d: 1,
  pt: fixed(points),
  p: fixed([x, y]),
  r: fixed(rot),
  or: fixed(radius),
  os: fixed(0),
});
/**
 * A path through `v` (absolute points); `c` optional curve handles per point as [inX, inY, outX,
 * outY] relative to the point.
 */
function pathShape(v: [number, number][], closed = true, c?: (number[] | null)[]): Shape {
  return {
    ty: 'sh',
    d: 1,
    ks: {
      a: 0,
      k: {
        c: closed,
        v: v.map((p) => p.map(r2)),
        i: v.map((_, j) => {
          const h = c?.[j];
          return h ? [h[0], h[1]] : [0, 0];
        }),
        o: v.map((_, j) => {
          const h = c?.[j];
          return h ? [h[2], h[3]] : [0, 0];
        }),
      },
    },
  };
}
const fill = (hex: string, opacity = 100): Shape => ({
  ty: 'fl',
  c: fixed(rgba(hex)),
  o: fixed(opacity),
  r: 1,
});
const stroke = (hex: string, width: number, opacity = 100): Shape => ({
  ty: 'st',
  c: fixed(rgba(hex)),
  o: fixed(opacity),
  w: fixed(width),
  lc: 2,
  lj: 2,
});

type GroupTransform = { p?: Prop; s?: Prop; r?: Prop; o?: Prop };

/** A group: shapes then their fill/stroke, under a transform (static unless given). */
function group(items: Shape[], t: GroupTransform = {}): Shape {
  return {
    ty: 'gr',
    it: [
      ...items,
      // Anchor, skew and skew axis keep their defaults (0), so they are left out.
      {
        ty: 'tr',
        p: t.p ?? fixed([0, 0]),
        s: t.s ?? fixed([100, 100]),
        r: t.r ?? fixed(0),
        o: t.o ?? fixed(100),
      },
    ],
  };
}

type LayerTransform = { p?: Prop; s?: Prop; r?: Prop; o?: Prop };
type Layer = Record<string, unknown>;

/**
 * A shape layer drawn around its own origin, placed by `t.p` (default: the stage's centre). Layers
 * listed first are drawn on top.
 */
function layer(
  nm: string,
  shapes: Shape[],
  t: LayerTransform,
  op: number,
  extra: Partial<{ ip: number; parent: number }> = {},
): Layer {
  return {
    ddd: 0,
    ty: 4,
    nm,
    sr: 1,
    ks: {
      o: t.o ?? fixed(100),
      r: t.r ?? fixed(0),
      p: t.p ?? fixed([200, 200, 0]),
      a: fixed([0, 0, 0]),
      s: t.s ?? fixed([100, 100, 100]),
    },
    ao: 0,
    shapes,
    ip: extra.ip ?? 0,
    op,
    st: 0,
    bm: 0,
    ...(extra.parent ? { parent: extra.parent } : {}),
  };
}

/** A whole animation: layers get their indices (1 = top) in order. */
function composition(nm: string, op: number, layers: Layer[]) {
  return {
    v: '5.7.4',
    fr: 30,
    ip: 0,
    op,
    w: 400,
    h: 400,
    nm,
    ddd: 0,
    assets: [],
    layers: layers.map((l, i) => ({ ind: i + 1, ...l })),
  };
}

/** Sparkles in a ring (static), for a layer whose scale and opacity make them burst outwards. */
function ring(
  count: number,
  radius: number,
  colors: string[],
  size = 12,
  shape: 'star' | 'dot' = 'star',
) {
  // One group per colour (its sparkles share the fill): smaller files, the same picture.
  return colors.map((color, c) => {
    const items: Shape[] = [];
    for (let i = c; i < count; i += colors.length) {
      const a = (i / count) * Math.PI * 2;
      const x = Math.cos(a) * radius;
      const y = Math.sin(a) * radius;
      const s = size * (i % 2 ? 0.7 : 1);
      items.push(shape === 'star' ? star(s, s * 0.45, 5, x, y, (i * 37) % 72) : el(s, s, x, y));
    }
    return group([...items, fill(color)]);
  });
}

/** A burst layer: the ring grows from its centre and fades, starting at frame `at`. */
function burst(
  nm: string,
  at: number,
  x: number,
  y: number,
  colors: string[],
  op: number,
  opts: {
    count?: number;
    radius?: number;
    size?: number;
    spin?: number;
    shape?: 'star' | 'dot';
  } = {},
): Layer {
  const len = 24;
  return layer(
    nm,
    ring(opts.count ?? 10, opts.radius ?? 70, colors, opts.size ?? 12, opts.shape),
    {
      p: fixed([x, y, 0]),
      s: anim(
        [
          [at, [10, 10, 100]],
          [at + len, [170, 170, 100]],
        ],
        'out',
      ),
      o: anim(
        [
          [at, 0],
          [at + 2, 100],
          [at + len * 0.6, 100],
          [at + len, 0],
        ],
        'lin',
      ),
      r: anim(
        [
          [at, 0],
          [at + len, opts.spin ?? 45],
        ],
        'out',
      ),
    },
    op,
    { ip: Math.max(0, at - 1) },
  );
}

/** Rotating rays behind a prize. */
function rays(
  nm: string,
  color: string,
  op: number,
  points = 12,
  outer = 190,
  opacity = 35,
): Layer {
  return layer(
    nm,
    [group([star(outer, outer * 0.3, points), fill(color, opacity)])],
    {
      r: anim(
        [
          [0, 0],
          [op, 120],
        ],
        'lin',
      ),
      s: anim(
        [
          [0, [0, 0, 100]],
          [14, [100, 100, 100]],
        ],
        'out',
      ),
      o: anim(
        [
          [0, 0],
          [10, 100],
          [op - 14, 100],
          [op - 2, 0],
        ],
        'lin',
      ),
    },
    op,
  );
}

/** Fade and grow away over the last frames of `op`. */
const fadeOut = (op: number, from = 100, len = 14): Prop =>
  anim(
    [
      [0, from],
      [op - len, from],
      [op - 1, 0],
    ],
    'lin',
  );

// --- The animations ------------------------------------------------------------------------------

const WHITE = '#ffffff';
const GOLD = '#f7c531';
const GOLD_DARK = '#c98a0a';

function footballArt(): Shape[] {
  const patches = Array.from({ length: 5 }, (_, i) => {
    const a = -Math.PI / 2 + (i / 5) * Math.PI * 2 + Math.PI / 5;
    return polygon(13, 5, Math.cos(a) * 46, Math.sin(a) * 46, (i * 72 + 36) % 360);
  });
  return [
    group([polygon(22, 5), fill('#1b1b1b')]),
    group([...patches, fill('#1b1b1b')]),
    group([el(124, 124), fill(WHITE), stroke('#1b1b1b', 5)]),
  ];
}

function football() {
  const op = 75;
  const y = (v: number) => [200, v, 0];
  return composition('football', op, [
    burst('kick', 15, 200, 265, ['#2ecc71', WHITE, '#f1c40f'], op, { count: 12, radius: 80 }),
    layer(
      'ball',
      footballArt(),
      {
        p: anim(
          [
            [0, y(-90)],
            [15, y(250)],
            [25, y(160)],
            [33, y(250)],
            [40, y(215)],
            [46, y(250)],
          ],
          'io',
        ),
        r: anim(
          [
            [0, -90],
            [46, 360],
          ],
          'out',
        ),
        s: anim(
          [
            [0, [80, 80, 100]],
            [14, [100, 100, 100]],
            [15, [112, 88, 100]],
            [18, [100, 100, 100]],
            [op - 14, [100, 100, 100]],
            [op - 1, [130, 130, 100]],
          ],
          'io',
        ),
        o: fadeOut(op),
      },
      op,
    ),
    layer(
      'shadow',
      [group([el(130, 24), fill('#000000', 30)])],
      {
        p: fixed([200, 318, 0]),
        s: anim(
          [
            [0, [20, 20, 100]],
            [15, [100, 100, 100]],
            [25, [60, 60, 100]],
            [33, [100, 100, 100]],
            [40, [85, 85, 100]],
            [46, [100, 100, 100]],
          ],
          'io',
        ),
        o: fadeOut(op),
      },
      op,
    ),
  ]);
}

function basketballArt(): Shape[] {
  const seam = '#4e2308';
  return [
    group([
      pathShape(
        [
          [0, -62],
          [0, 62],
        ],
        false,
      ),
      pathShape(
        [
          [-62, 0],
          [62, 0],
        ],
        false,
      ),
      pathShape(
        [
          [-40, -47],
          [-40, 47],
        ],
        false,
        [
          [0, 0, 22, 25],
          [22, -25, 0, 0],
        ],
      ),
      pathShape(
        [
          [40, -47],
          [40, 47],
        ],
        false,
        [
          [0, 0, -22, 25],
          [-22, -25, 0, 0],
        ],
      ),
      stroke(seam, 5),
    ]),
    group([el(40, 24, -24, -32), fill('#ffa94d', 70)]),
    group([el(124, 124), fill('#f07f1d'), stroke(seam, 5)]),
  ];
}

function basketball() {
  const op = 75;
  return composition('basketball', op, [
    burst('swish', 26, 200, 200, ['#ff7f11', '#ffd43b', WHITE], op, { count: 12, radius: 90 }),
    burst('swish-2', 32, 200, 200, ['#ffd43b', '#ff6b6b'], op, {
      count: 8,
      radius: 60,
      shape: 'dot',
      size: 10,
    }),
    layer(
      'ball',
      basketballArt(),
      {
        p: anim(
          [
            [0, [-70, 360, 0]],
            [12, [90, 120, 0]],
            [26, [200, 200, 0]],
            [34, [200, 175, 0]],
            [42, [200, 200, 0]],
          ],
          'io',
        ),
        r: anim(
          [
            [0, 0],
            [42, 540],
          ],
          'out',
        ),
        s: anim(
          [
            [0, [60, 60, 100]],
            [26, [100, 100, 100]],
            [29, [118, 118, 100]],
            [34, [100, 100, 100]],
            [op - 14, [100, 100, 100]],
            [op - 1, [135, 135, 100]],
          ],
          'io',
        ),
        o: fadeOut(op),
      },
      op,
    ),
  ]);
}

function mugArt(): Shape[] {
  return [
    group([el(40, 26, -24, -62), el(46, 30, 2, -66), el(38, 24, 26, -60), fill('#fffdf5')]),
    group([rect(10, 70, -26, 4, 5), fill(WHITE, 45)]),
    group([el(8, 8, 10, 20), el(6, 6, -4, -10), el(10, 10, 14, -30), fill('#fff3b0', 80)]),
    group([rect(86, 110, 0, 0, 14), fill('#f5a623'), stroke('#9a5b00', 5)]),
    group([rect(34, 56, 52, 0, 14), stroke('#9a5b00', 12)]),
  ];
}

function beer() {
  const op = 75;
  const meet = 18;
  return composition('beer', op, [
    burst('clink', meet, 200, 130, ['#ffd43b', WHITE, '#ff922b'], op, {
      count: 10,
      radius: 55,
      size: 14,
    }),
    layer(
      'mug-left',
      mugArt(),
      {
        p: anim(
          [
            [0, [-80, 230, 0]],
            [meet, [150, 210, 0]],
            [meet + 6, [140, 214, 0]],
          ],
          'out',
        ),
        r: anim(
          [
            [0, -30],
            [meet, 18],
            [meet + 8, 8],
            [48, 14],
            [op - 1, 4],
          ],
          'io',
        ),
        s: fixed([-100, 100, 100]),
        o: fadeOut(op),
      },
      op,
    ),
    layer(
      'mug-right',
      mugArt(),
      {
        p: anim(
          [
            [0, [480, 230, 0]],
            [meet, [250, 210, 0]],
            [meet + 6, [260, 214, 0]],
          ],
          'out',
        ),
        r: anim(
          [
            [0, 30],
            [meet, -18],
            [meet + 8, -8],
            [48, -14],
            [op - 1, -4],
          ],
          'io',
        ),

        o: fadeOut(op),
      },
      op,
    ),
  ]);
}

function trophyArt(big = false): Shape[] {
  const k = big ? 1.25 : 1;
  const handles = big
    ? [el(56, 74, -62, -28), el(56, 74, 62, -28)]
    : [el(34, 44, -52, -36), el(34, 44, 52, -36)];
  return [
    group([star(16 * k, 7 * k, 5, 0, -34), fill(WHITE, 90)]),
    group([
      pathShape(
        [
          [-50 * k, -68],
          [50 * k, -68],
          [0, 28],
        ],
        true,
        [
          [0, 60, 0, 0],
          [0, 0, 0, 60],
          [34 * k, 0, -34 * k, 0],
        ],
      ),
      fill(GOLD),
      stroke(GOLD_DARK, 4),
    ]),
    group([...handles, stroke(GOLD_DARK, big ? 12 : 9)]),
    group([rect(16, 34, 0, 44), fill(GOLD_DARK)]),
    group([rect(70 * k, 16, 0, 66, 4), fill(GOLD), stroke(GOLD_DARK, 3)]),
    group([rect(92 * k, 18, 0, 83, 4), fill(big ? '#263b80' : '#7a4a00')]),
  ];
}

function trophy() {
  const op = 75;
  return composition('trophy', op, [
    burst('sparkle', 18, 200, 190, [GOLD, WHITE, '#ffe066'], op, {
      count: 12,
      radius: 95,
      size: 13,
    }),
    layer(
      'trophy',
      trophyArt(),
      {
        p: anim(
          [
            [0, [200, 470, 0]],
            [18, [200, 205, 0]],
          ],
          'back',
        ),
        s: anim(
          [
            [18, [100, 100, 100]],
            [24, [112, 112, 100]],
            [30, [100, 100, 100]],
            [op - 14, [100, 100, 100]],
            [op - 1, [125, 125, 100]],
          ],
          'io',
        ),
        o: fadeOut(op),
      },
      op,
    ),
    rays('rays', '#ffe066', op),
  ]);
}

function carArt(): Shape[] {
  const wheel = (x: number) =>
    group(
      [
        group([rect(4, 30), rect(30, 4), fill('#cfd8dc')]),
        group([el(20, 20), fill('#90a4ae')]),
        group([el(44, 44), fill('#212121')]),
      ],
      {
        p: fixed([x, 30]),
        r: anim(
          [
            [0, 0],
            [90, 1440],
          ],
          'lin',
        ),
      },
    );
  return [
    wheel(-62),
    wheel(66),
    group([el(16, 10, 118, -2), fill('#fff59d')]),
    group([rect(6, 26, -118, -26), rect(30, 6, -116, -38), fill('#b71c1c')]),
    group([
      pathShape([
        [-50, -30],
        [-20, -56],
        [36, -56],
        [70, -28],
      ]),
      fill('#90caf9'),
      stroke('#1c2833', 4),
    ]),
    group([
      pathShape(
        [
          [-122, 20],
          [-122, -18],
          [-70, -30],
          [80, -30],
          [124, -10],
          [126, 20],
        ],
        true,
      ),
      fill('#e53935'),
      stroke('#8e1b18', 4),
    ]),
    group([el(240, 20, 0, 48), fill('#000000', 25)]),
  ];
}

function sportsCar() {
  const op = 90;
  const streaks = Array.from({ length: 5 }, (_, i) =>
    group([rect(70 + (i % 3) * 30, 5, -40 * (i % 2), -40 + i * 20, 2), fill(WHITE, 70)]),
  );
  return composition('sports-car', op, [
    burst('flash', 28, 200, 170, ['#ff5252', '#ffd740', WHITE, '#40c4ff'], op, {
      count: 14,
      radius: 95,
      size: 15,
      spin: 60,
    }),
    layer(
      'car',
      carArt(),
      {
        p: anim(
          [
            [0, [-180, 230, 0]],
            [28, [200, 230, 0]],
            [60, [200, 230, 0]],
            [82, [640, 230, 0]],
          ],
          'io',
        ),
        r: anim(
          [
            [0, 0],
            [26, 0],
            [30, -4],
            [36, 0],
            [60, 0],
            [64, 3],
            [82, 0],
          ],
          'io',
        ),
      },
      op,
    ),
    layer(
      'speed-lines',
      streaks,
      {
        p: anim(
          [
            [0, [-120, 225, 0]],
            [28, [60, 225, 0]],
            [60, [60, 225, 0]],
            [82, [420, 225, 0]],
          ],
          'io',
        ),
        o: anim(
          [
            [0, 100],
            [28, 100],
            [36, 0],
            [58, 0],
            [62, 100],
            [82, 100],
            [88, 0],
          ],
          'lin',
        ),
      },
      op,
    ),
  ]);
}

function rocketArt(body: string, trim: string, window: string): Shape[] {
  return [
    group([el(26, 26, 0, -34), fill(window), stroke(WHITE, 5)]),
    group([
      pathShape(
        [
          [-30, -70],
          [0, -125],
          [30, -70],
        ],
        true,
        [
          [0, 0, 0, 0],
          [-26, 0, 26, 0],
          [0, 0, 0, 0],
        ],
      ),
      fill(trim),
    ]),
    group([
      pathShape([
        [-30, 30],
        [-58, 74],
        [-30, 62],
      ]),
      pathShape([
        [30, 30],
        [58, 74],
        [30, 62],
      ]),
      pathShape([
        [-6, 40],
        [0, 82],
        [6, 40],
      ]),
      fill(trim),
    ]),
    group([rect(60, 140, 0, -4, 28), fill(body), stroke('#5f6b7a', 3)]),
  ];
}

function flame(colors: [string, string], scale = 1): Shape[] {
  return [
    group([el(22 * scale, 50 * scale, 0, 92 * scale), fill(colors[1])]),
    group([el(38 * scale, 84 * scale, 0, 104 * scale), fill(colors[0])]),
  ];
}

function rocket() {
  const op = 90;
  return composition('rocket', op, [
    burst('stars', 50, 200, 200, [GOLD, WHITE, '#ff6b6b', '#74c0fc'], op, {
      count: 14,
      radius: 120,
      size: 15,
      spin: 90,
    }),
    layer(
      'flame',
      flame(['#ff6d00', '#ffea00']),
      {
        p: fixed([0, 0, 0]),
        s: anim(
          Array.from({ length: 16 }, (_, i): [number, V] => [
            i * 6,
            i % 2 ? [80, 120, 100] : [100, 90, 100],
          ]),
          'io',
        ),
      },
      op,
      { parent: 3 },
    ),
    layer(
      'rocket',
      rocketArt('#eceff1', '#e53935', '#29b6f6'),
      {
        p: anim(
          [
            [0, [200, 560, 0]],
            [30, [200, 215, 0]],
            [40, [204, 205, 0]],
            [50, [196, 215, 0]],
            [80, [200, -260, 0]],
          ],
          'io',
        ),
        r: anim(
          [
            [30, 0],
            [35, 3],
            [40, -3],
            [45, 3],
            [50, 0],
          ],
          'io',
        ),
      },
      op,
    ),
    layer(
      'smoke',
      [group([el(90, 60, -60, 0), el(110, 80, 0, 10), el(90, 60, 60, 0), fill('#cfd8dc', 85)])],
      {
        p: fixed([200, 360, 0]),
        s: anim(
          [
            [6, [20, 20, 100]],
            [40, [190, 150, 100]],
          ],
          'out',
        ),
        o: anim(
          [
            [6, 0],
            [10, 100],
            [30, 90],
            [56, 0],
          ],
          'lin',
        ),
      },
      op,
    ),
  ]);
}

function confetti(nm: string, seed: number, speed: number, op: number): Layer {
  const colors = ['#ff5252', '#ffd740', '#69f0ae', '#40c4ff', '#e040fb', WHITE];
  // Strips (two-pointed stars, each turned its own way), one group per colour.
  const bits = colors.map((color, c) =>
    group([
      ...Array.from({ length: 3 }, (_, j) => {
        const i = c * 3 + j;
        const x = ((i * 97 + seed * 53) % 420) - 210;
        const y = ((i * 61 + seed * 29) % 260) - 260;
        return star(11, 3, 2, x, y, (i * 47 + seed * 13) % 180);
      }),
      fill(color),
    ]),
  );
  return layer(
    nm,
    bits,
    {
      p: anim(
        [
          [0, [200, -40, 0]],
          [op, [200, -40 + speed, 0]],
        ],
        'lin',
      ),
      r: anim(
        [
          [0, -6],
          [op, 6],
        ],
        'lin',
      ),
      o: fadeOut(op),
    },
    op,
  );
}

function championsCup() {
  const op = 90;
  return composition('champions-cup', op, [
    confetti('confetti-front', 1, 620, op),
    burst('sparkle', 20, 200, 180, [GOLD, WHITE], op, {
      count: 16,
      radius: 135,
      size: 14,
      spin: 30,
    }),
    layer(
      'cup',
      trophyArt(true),
      {
        p: fixed([200, 210, 0]),
        s: anim(
          [
            [0, [0, 0, 100]],
            [20, [120, 120, 100]],
            [28, [100, 100, 100]],
            [50, [106, 106, 100]],
            [62, [100, 100, 100]],
            [op - 14, [100, 100, 100]],
            [op - 1, [140, 140, 100]],
          ],
          'back',
        ),
        r: anim(
          [
            [0, -20],
            [20, 0],
          ],
          'out',
        ),
        o: fadeOut(op),
      },
      op,
    ),
    confetti('confetti-back', 4, 480, op),
    rays('rays-inner', WHITE, op, 16, 150, 30),
    rays('rays', GOLD, op, 10, 200, 45),
  ]);
}

function superRocket() {
  const op = 90;
  return composition('super-rocket', op, [
    burst('firework-1', 34, 110, 120, ['#ff4081', '#ffd740', WHITE], op, {
      count: 12,
      radius: 60,
      size: 11,
      shape: 'dot',
    }),
    burst('firework-2', 46, 300, 90, ['#18ffff', '#b388ff', WHITE], op, {
      count: 12,
      radius: 70,
      size: 12,
    }),
    burst('firework-3', 58, 210, 230, [GOLD, '#ff6e40', WHITE], op, {
      count: 14,
      radius: 90,
      size: 14,
      spin: 70,
    }),
    layer(
      'flame',
      flame(['#d500f9', '#ffea00'], 1.3),
      {
        p: fixed([0, 0, 0]),
        s: anim(
          Array.from({ length: 16 }, (_, i): [number, V] => [
            i * 6,
            i % 2 ? [75, 125, 100] : [105, 90, 100],
          ]),
          'io',
        ),
      },
      op,
      { parent: 5 },
    ),
    layer(
      'rocket',
      rocketArt('#7c4dff', GOLD, '#e1f5fe'),
      {
        p: anim(
          [
            [0, [-60, 520, 0]],
            [34, [170, 250, 0]],
            [52, [230, 190, 0]],
            [84, [520, -160, 0]],
          ],
          'io',
        ),
        r: fixed(40),
        s: anim(
          [
            [0, [70, 70, 100]],
            [34, [110, 110, 100]],
            [84, [80, 80, 100]],
          ],
          'io',
        ),
      },
      op,
    ),
    layer(
      'trail',
      [group([el(30, 30, 0, 172), el(40, 40, 0, 210), el(50, 50, 0, 254), fill('#e1bee7', 70)])],
      {
        p: fixed([0, 0, 0]),
        s: anim(
          Array.from({ length: 11 }, (_, i): [number, V] => [
            i * 9,
            i % 2 ? [80, 115, 100] : [110, 95, 100],
          ]),
          'io',
        ),
        o: anim(
          [
            [0, 0],
            [10, 100],
            [70, 80],
            [86, 0],
          ],
          'lin',
        ),
      },
      op,
      { parent: 5 },
    ),
  ]);
}

const ANIMATIONS: Record<string, () => unknown> = {
  football,
  basketball,
  beer,
  trophy,
  'sports-car': sportsCar,
  rocket,
  'champions-cup': championsCup,
  'super-rocket': superRocket,
};

// --- Noble entry effects ------------------------------------------------------------------------

/*
 * A noble's entry effect (issue 24), played beside the "<nick> has arrived" banner when a member
 * of a tier from Viscount up enters a room: one per tier, each on the tier's badge colour, and
 * grander with rank (longer, more layers: a streak, then wings, fireworks, rays, a crown), all
 * within 3 s (90 frames at 30 fps).
 */

/** A right wing from its shoulder (0, 0): feathers as a polygon; mirrored for the left. */
function wingArt(color: string, trim: string): Shape[] {
  return [
    group([
      pathShape([
        [0, 0],
        [55, -52],
        [125, -84],
        [178, -78],
        [150, -50],
        [182, -40],
        [146, -16],
        [168, -2],
        [118, 14],
        [128, 28],
        [66, 24],
      ]),
      fill(color),
      stroke(trim, 5),
    ]),
  ];
}

/** Both wings, spreading from the emblem between frames `at` and `at + 14`. */
function wings(color: string, trim: string, at: number, op: number): Layer {
  const spread = (side: 1 | -1) =>
    group(wingArt(color, trim), {
      p: fixed([side * 34, 0]),
      s: anim(
        [
          [at, [0, 80]],
          [at + 14, [side * 80, 80]],
        ],
        'back',
      ),
    });
  return layer('wings', [spread(1), spread(-1)], { o: fadeOut(op, 100, 10) }, op);
}

/** A light streak sweeping across the stage behind the emblem. */
function streak(color: string, op: number, y = 200): Layer {
  return layer(
    'streak',
    [
      group([rect(230, 10, 0, 0, 5), fill(WHITE, 85)]),
      group([rect(170, 28, 0, 0, 14), fill(color, 55)]),
    ],
    {
      p: anim(
        [
          [0, [-170, y, 0]],
          [26, [570, y, 0]],
        ],
        'out',
      ),
    },
    op,
  );
}

/** The tier's emblem popping in at the centre and swelling away at the end. */
function emblem(shapes: Shape[], op: number, dropFrom?: number): Layer {
  return layer(
    'emblem',
    shapes,
    {
      ...(dropFrom === undefined
        ? {}
        : {
            p: anim(
              [
                [0, [200, dropFrom, 0]],
                [14, [200, 200, 0]],
              ],
              'back',
            ),
          }),
      s: anim(
        [
          [0, [0, 0, 100]],
          [10, [118, 118, 100]],
          [16, [100, 100, 100]],
          [op - 10, [100, 100, 100]],
          [op - 1, [125, 125, 100]],
        ],
        'back',
      ),
      o: fadeOut(op, 100, 10),
    },
    op,
  );
}

const disc = (color: string, trim: string, size = 120): Shape =>
  group([el(size, size), fill(color), stroke(trim, 6)]);

function viscount() {
  const op = 45;
  const green = '#2fb380';
  return composition('viscount', op, [
    burst('sparkle', 10, 200, 200, [WHITE, '#b9f6ca'], op, { count: 8, radius: 80, size: 11 }),
    emblem([group([star(34, 15, 5), fill(WHITE)]), disc(green, '#1b7a55')], op),
    streak(green, op),
  ]);
}

function count() {
  const op = 54;
  const purple = '#9b59d6';
  return composition('count', op, [
    burst('sparkle', 12, 200, 200, [WHITE, '#e1bee7', purple], op, { count: 12, radius: 95 }),
    emblem(
      [
        group([polygon(30, 6, 0, 0, 30), fill('#f3e5f5')]),
        group([polygon(52, 6, 0, 0, 30), fill(purple), stroke('#5e2d8c', 6)]),
      ],
      op,
    ),
    layer(
      'halo',
      ring(10, 118, ['#ce93d8', WHITE], 12),
      {
        r: anim(
          [
            [0, 0],
            [op, 160],
          ],
          'lin',
        ),
        s: anim(
          [
            [4, [0, 0, 100]],
            [18, [100, 100, 100]],
          ],
          'out',
        ),
        o: fadeOut(op, 100, 12),
      },
      op,
    ),
    streak(purple, op),
  ]);
}

function marquis() {
  const op = 66;
  const orange = '#e67e22';
  return composition('marquis', op, [
    burst('sparks', 14, 200, 190, ['#ffd54f', orange, WHITE], op, { count: 14, radius: 110 }),
    burst('sparks-late', 34, 200, 210, ['#ff7043', '#ffd54f'], op, {
      count: 10,
      radius: 130,
      shape: 'dot',
      size: 9,
    }),
    emblem([group([star(40, 17, 8), fill('#ffd54f')]), disc(orange, '#a4520f', 116)], op),
    wings(orange, '#ffd54f', 8, op),
    streak(orange, op),
  ]);
}

function duke() {
  const op = 78;
  const red = '#e0474c';
  return composition('duke', op, [
    burst('firework-1', 16, 110, 110, [GOLD, red, WHITE], op, { count: 14, radius: 70, size: 10 }),
    burst('firework-2', 30, 300, 100, [GOLD, WHITE], op, { count: 14, radius: 70, size: 10 }),
    burst('firework-3', 46, 200, 80, [red, GOLD], op, {
      count: 16,
      radius: 90,
      shape: 'dot',
      size: 9,
    }),
    emblem(
      [
        group([star(30, 13, 5, 0, -4), fill(GOLD)]),
        group([
          pathShape([
            [-52, -56],
            [52, -56],
            [52, 6],
            [0, 62],
            [-52, 6],
          ]),
          fill(red),
          stroke(GOLD, 6),
        ]),
      ],
      op,
    ),
    wings(red, GOLD, 8, op),
    rays('rays', red, op, 12, 190, 30),
  ]);
}

function crownArt(): Shape[] {
  return [
    group([el(14, 14, -46, -30), el(14, 14, 46, -30), el(16, 16, 0, -52), fill('#e53935')]),
    group([el(14, 14, -28, 44), el(14, 14, 28, 44), el(16, 16, 0, 44), fill('#1e88e5')]),
    group([rect(150, 28, 0, 44, 6), fill(GOLD), stroke(GOLD_DARK, 5)]),
    group([
      pathShape([
        [-75, 32],
        [-86, -38],
        [-40, -4],
        [0, -62],
        [40, -4],
        [86, -38],
        [75, 32],
      ]),
      fill(GOLD),
      stroke(GOLD_DARK, 5),
    ]),
  ];
}

function king() {
  const op = 90;
  const gold = '#d4a017';
  return composition('king', op, [
    confetti('confetti', 2, 560, op),
    burst('firework-1', 18, 100, 110, [GOLD, WHITE, '#ff5252'], op, { count: 16, radius: 75 }),
    burst('firework-2', 32, 300, 100, [GOLD, '#40c4ff', WHITE], op, { count: 16, radius: 75 }),
    burst('firework-3', 48, 200, 70, [GOLD, WHITE], op, { count: 18, radius: 100, spin: 30 }),
    emblem(crownArt(), op, -120),
    wings(gold, '#fff59d', 12, op),
    rays('rays-inner', WHITE, op, 16, 150, 30),
    rays('rays', gold, op, 10, 200, 45),
  ]);
}

const NOBLE_ANIMATIONS: Record<string, () => unknown> = { viscount, count, marquis, duke, king };

// --- The icons -----------------------------------------------------------------------------------

/** An SVG path of a regular pentagon, pointing up (or turned by `deg`). */
function pentagon(cx: number, cy: number, r: number, deg = 0): string {
  const pts = [0, 1, 2, 3, 4].map((i) => {
    const a = ((-90 + deg + i * 72) * Math.PI) / 180;
    return `${r2(cx + Math.cos(a) * r)} ${r2(cy + Math.sin(a) * r)}`;
  });
  return `M${pts.join('L')}Z`;
}

const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">${body}</svg>\n`;

const ICONS: Record<string, string> = {
  like: svg(
    '<circle cx="32" cy="32" r="30" fill="#ffe8ef"/>' +
      '<rect x="10" y="28" width="11" height="25" rx="2" fill="#1e88e5"/>' +
      '<path d="M23 29 31 13c2-4 8-3 7 2l-2 10h12c4 0 6 3 5 6l-4 17c-1 3-3 4-6 4H23z" fill="#ffc107" stroke="#e65100" stroke-width="2" stroke-linejoin="round"/>' +
      '<path d="M41 33h9M40 40h8M39 47h7" stroke="#e65100" stroke-width="2" stroke-linecap="round"/>',
  ),
  'glow-stick': svg(
    '<defs><linearGradient id="gs-g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#b2ff59"/><stop offset="1" stop-color="#00e5ff"/></linearGradient></defs>' +
      '<g transform="rotate(-40 32 32)">' +
      '<rect x="22" y="2" width="20" height="60" rx="10" fill="#76ff03" opacity=".25"/>' +
      '<rect x="26" y="6" width="12" height="52" rx="6" fill="url(#gs-g)" stroke="#00897b" stroke-width="2"/>' +
      '<rect x="29" y="10" width="3" height="40" rx="1.5" fill="#fff" opacity=".7"/>' +
      '<rect x="25" y="50" width="14" height="8" rx="3" fill="#455a64"/></g>' +
      '<path d="m52 8 2 5 5 2-5 2-2 5-2-5-5-2 5-2zM12 46l1.5 3.5L17 51l-3.5 1.5L12 56l-1.5-3.5L7 51l3.5-1.5z" fill="#ffeb3b"/>',
  ),
  football: svg(
    '<defs><clipPath id="fb-c"><circle cx="32" cy="32" r="27"/></clipPath></defs>' +
      '<circle cx="32" cy="32" r="28" fill="#fff"/>' +
      `<g clip-path="url(#fb-c)" fill="#212121"><path d="${pentagon(32, 32, 10)}"/>` +
      [0, 1, 2, 3, 4]
        .map((i) => {
          const a = ((-90 + 36 + i * 72) * Math.PI) / 180;
          return `<path d="${pentagon(32 + Math.cos(a) * 29, 32 + Math.sin(a) * 29, 10, 180)}"/>`;
        })
        .join('') +
      '</g><path d="' +
      [0, 1, 2, 3, 4]
        .map((i) => {
          const a = ((-90 + i * 72) * Math.PI) / 180;
          const at = (r: number) => `${r2(32 + Math.cos(a) * r)} ${r2(32 + Math.sin(a) * r)}`;
          return `M${at(10)}L${at(27)}`;
        })
        .join('') +
      '" stroke="#212121" stroke-width="1.6"/>' +
      '<circle cx="32" cy="32" r="28" fill="none" stroke="#212121" stroke-width="3"/>',
  ),
  basketball: svg(
    '<circle cx="32" cy="32" r="28" fill="#f57c00" stroke="#4e2308" stroke-width="3"/>' +
      '<path d="M32 4v56M4 32h56M13 12c9 8 9 32 0 40M51 12c-9 8-9 32 0 40" fill="none" stroke="#4e2308" stroke-width="3"/>' +
      '<ellipse cx="22" cy="18" rx="7" ry="4" fill="#ffb74d" opacity=".6" transform="rotate(-35 22 18)"/>',
  ),
  beer: svg(
    '<rect x="40" y="22" width="14" height="24" rx="7" fill="none" stroke="#9a5b00" stroke-width="5"/>' +
      '<rect x="12" y="16" width="32" height="42" rx="5" fill="#ffb300" stroke="#9a5b00" stroke-width="3"/>' +
      '<rect x="17" y="24" width="4" height="28" rx="2" fill="#fff" opacity=".5"/>' +
      '<circle cx="30" cy="40" r="2" fill="#fff8e1"/><circle cx="35" cy="30" r="1.5" fill="#fff8e1"/><circle cx="27" cy="48" r="1.5" fill="#fff8e1"/>' +
      '<path d="M10 18c0-6 5-9 9-7 2-5 10-5 12 0 3-3 10-2 11 3 3 1 3 6-1 7H12c-2 0-2-2-2-3z" fill="#fffdf5" stroke="#e0c9a0" stroke-width="1.5"/>',
  ),
  trophy: svg(
    '<path d="M20 14c-9 0-12 4-12 9 0 7 7 11 14 11M44 14c9 0 12 4 12 9 0 7-7 11-14 11" fill="none" stroke="#c98a0a" stroke-width="4"/>' +
      '<path d="M18 8h28v12c0 10-6 17-14 17s-14-7-14-17z" fill="#f7c531" stroke="#c98a0a" stroke-width="2.5"/>' +
      '<rect x="28" y="36" width="8" height="10" fill="#c98a0a"/>' +
      '<rect x="19" y="46" width="26" height="6" rx="2" fill="#f7c531" stroke="#c98a0a" stroke-width="2"/>' +
      '<rect x="15" y="52" width="34" height="7" rx="2" fill="#7a4a00"/>' +
      '<path d="m32 13 2.4 4.8 5.3.8-3.8 3.7.9 5.3-4.8-2.5-4.8 2.5.9-5.3-3.8-3.7 5.3-.8z" fill="#fff"/>',
  ),
  'sports-car': svg(
    '<ellipse cx="32" cy="48" rx="30" ry="3" fill="#000" opacity=".2"/>' +
      '<path d="M3 30h8v4H3z" fill="#b71c1c"/><path d="M6 33v4" stroke="#b71c1c" stroke-width="2"/>' +
      '<path d="M3 44v-7l7-2 14-4 8-6h10l10 7 9 2c2 1 3 3 3 5v5z" fill="#e53935" stroke="#8e1b18" stroke-width="2" stroke-linejoin="round"/>' +
      '<path d="m26 31 7-5h8l7 5z" fill="#90caf9" stroke="#1c2833" stroke-width="1.5" stroke-linejoin="round"/>' +
      '<path d="M12 38h44" stroke="#ff8a80" stroke-width="2" stroke-linecap="round"/>' +
      '<path d="M57 38h4" stroke="#fff59d" stroke-width="3" stroke-linecap="round"/>' +
      '<circle cx="16" cy="44" r="7" fill="#212121"/><circle cx="16" cy="44" r="3" fill="#b0bec5"/>' +
      '<circle cx="49" cy="44" r="7" fill="#212121"/><circle cx="49" cy="44" r="3" fill="#b0bec5"/>',
  ),
  rocket: svg(
    '<g transform="rotate(45 32 32)">' +
      '<ellipse cx="32" cy="56" rx="6" ry="9" fill="#ff6d00"/><ellipse cx="32" cy="54" rx="3" ry="6" fill="#ffea00"/>' +
      '<path d="M24 36 15 48l9-3zM40 36l9 12-9-3z" fill="#e53935"/>' +
      '<path d="M32 3c8 7 10 17 10 26v17H22V29c0-9 2-19 10-26z" fill="#eceff1" stroke="#5f6b7a" stroke-width="2"/>' +
      '<path d="M32 3c5 4 7.5 9 8.8 14H23.2C24.5 12 27 7 32 3z" fill="#e53935"/>' +
      '<circle cx="32" cy="27" r="5" fill="#29b6f6" stroke="#fff" stroke-width="2"/>' +
      '<path d="M29 46v6h6v-6z" fill="#e53935"/></g>',
  ),
  'champions-cup': svg(
    '<circle cx="32" cy="32" r="31" fill="#1e3a8a"/>' +
      '<path d="M17 12C5 10 3 22 9 30c4 5 10 6 13 6M47 12c12-2 14 10 8 18-4 5-10 6-13 6" fill="none" stroke="#c98a0a" stroke-width="5"/>' +
      '<path d="M16 6h32v14c0 13-7 20-16 20S16 33 16 20z" fill="#ffd54f" stroke="#c98a0a" stroke-width="2.5"/>' +
      '<path d="M22 10v10c0 7 3 12 6 14" fill="none" stroke="#fff" stroke-width="2.5" opacity=".7" stroke-linecap="round"/>' +
      '<path d="M27 40h10l2 8H25z" fill="#c98a0a"/>' +
      '<rect x="18" y="48" width="28" height="11" rx="2" fill="#c62828"/><rect x="18" y="51" width="28" height="2.5" fill="#ffd54f"/>' +
      '<path d="m32 13 2 4.2 4.6.7-3.3 3.2.8 4.6-4.1-2.2-4.1 2.2.8-4.6-3.3-3.2 4.6-.7z" fill="#fff"/>' +
      '<path d="m7 4 1.3 3L11 8.3 8.3 9.6 7 13 5.7 9.6 3 8.3l2.7-1.3zM57 38l1 2.4 2.4 1-2.4 1.1-1 2.5-1-2.5-2.4-1.1 2.4-1z" fill="#ffeb3b"/>',
  ),
  'super-rocket': svg(
    '<defs><linearGradient id="sr-g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b388ff"/><stop offset="1" stop-color="#6200ea"/></linearGradient></defs>' +
      '<circle cx="32" cy="32" r="30" fill="#1a1040"/>' +
      '<path d="m10 12 1 2.5 2.5 1-2.5 1-1 2.5-1-2.5-2.5-1 2.5-1zM52 44l1 2.5 2.5 1-2.5 1-1 2.5-1-2.5-2.5-1 2.5-1zM48 10l.8 1.8 1.8.8-1.8.8-.8 1.8-.8-1.8-1.8-.8 1.8-.8z" fill="#ffd740"/>' +
      '<g transform="rotate(45 32 32)">' +
      '<ellipse cx="32" cy="56" rx="7" ry="11" fill="#d500f9"/><ellipse cx="32" cy="54" rx="3.5" ry="7" fill="#ffea00"/>' +
      '<path d="M24 34 13 48l11-4zM40 34l11 14-11-4z" fill="#ffc400"/>' +
      '<path d="M32 3c8 7 10 17 10 26v17H22V29c0-9 2-19 10-26z" fill="url(#sr-g)" stroke="#ffc400" stroke-width="2"/>' +
      '<circle cx="32" cy="26" r="5" fill="#e1f5fe" stroke="#ffc400" stroke-width="2"/>' +
      '<path d="M26 36h12M27 40h10" stroke="#ffc400" stroke-width="2" stroke-linecap="round"/></g>',
  ),
};

// --- Output --------------------------------------------------------------------------------------

/** Every file of public/gifts, by name, as the generator makes it. */
export function giftAssets(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const g of GIFT_CATALOGUE) {
    const icon = ICONS[g.slug];
    if (!icon) throw new Error(`no icon for the gift ${g.slug}`);
    out[`${g.slug}.svg`] = icon;
    if (g.effectLevel > 0) {
      const make = ANIMATIONS[g.slug];
      if (!make) throw new Error(`no animation for the gift ${g.slug}`);
      out[`${g.slug}.json`] = JSON.stringify(make()) + '\n';
    }
  }
  return out;
}

/** Where the assets are served from (`/gifts/<file>`). */
export const GIFT_ASSET_DIR = path.join(process.cwd(), 'public', 'gifts');

/** Every file of public/nobles: each entry effect's animation (`<effect>.json`). */
export function nobleAssets(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const effect of NOBLE_ENTRY_EFFECTS) {
    const make = NOBLE_ANIMATIONS[effect];
    if (!make) throw new Error(`no animation for the entry effect ${effect}`);
    out[`${effect}.json`] = JSON.stringify(make()) + '\n';
  }
  return out;
}

/** Where the entry effects are served from (`/nobles/<effect>.json`). */
export const NOBLE_ASSET_DIR = path.join(process.cwd(), 'public', 'nobles');

if (process.argv[1]?.endsWith('gen-gift-assets.ts')) {
  for (const [dir, files] of [
    [GIFT_ASSET_DIR, giftAssets()],
    [NOBLE_ASSET_DIR, nobleAssets()],
  ] as const) {
    fs.mkdirSync(dir, { recursive: true });
    for (const [name, text] of Object.entries(files)) {
      fs.writeFileSync(path.join(dir, name), text);
      console.log(`${path.basename(dir)}/${name}\t${Buffer.byteLength(text)} bytes`);
    }
  }
}
