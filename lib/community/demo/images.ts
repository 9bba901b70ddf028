import 'server-only';

/**
 * Small generated pictures for the demo posts (no text, so no font is needed): pitches, courts,
 * stadiums at night, shirts, trophies and balls, drawn as SVG and rendered to JPEG with sharp at
 * seed time. Nothing is committed to the repository.
 */

export type DemoImageKind = 'pitch' | 'court' | 'stadium' | 'shirt' | 'trophy' | 'ball';

const W = 960;
const H = 720;

function pitch(hue: number): string {
  const stripes = Array.from(
    { length: 8 },
    (_, i) =>
      `<rect x="${i * 120}" y="0" width="120" height="${H}" fill="hsl(${hue},45%,${i % 2 ? 34 : 38}%)"/>`,
  ).join('');
  return `${stripes}
  <g fill="none" stroke="#f1f5f1" stroke-width="5" opacity="0.9">
    <rect x="60" y="60" width="840" height="600"/>
    <line x1="480" y1="60" x2="480" y2="660"/>
    <circle cx="480" cy="360" r="90"/>
    <rect x="60" y="220" width="130" height="280"/><rect x="770" y="220" width="130" height="280"/>
    <rect x="60" y="295" width="45" height="130"/><rect x="855" y="295" width="45" height="130"/>
  </g>
  <circle cx="${560 + (hue % 5) * 20}" cy="${330 + (hue % 3) * 25}" r="16" fill="#fff" stroke="#222" stroke-width="3"/>`;
}

function court(hue: number): string {
  return `<rect width="${W}" height="${H}" fill="hsl(${hue},55%,62%)"/>
  ${Array.from({ length: 16 }, (_, i) => `<line x1="0" y1="${i * 45}" x2="${W}" y2="${i * 45}" stroke="hsl(${hue},45%,55%)" stroke-width="2"/>`).join('')}
  <g fill="none" stroke="#fff" stroke-width="6">
    <rect x="50" y="50" width="860" height="620"/>
    <line x1="480" y1="50" x2="480" y2="670"/>
    <circle cx="480" cy="360" r="80"/>
    <rect x="50" y="260" width="190" height="200" fill="hsl(${(hue + 180) % 360},45%,45%)" fill-opacity="0.55"/>
    <rect x="720" y="260" width="190" height="200" fill="hsl(${(hue + 180) % 360},45%,45%)" fill-opacity="0.55"/>
    <path d="M50 110 A 290 290 0 0 1 50 610"/><path d="M910 110 A 290 290 0 0 0 910 610"/>
  </g>
  <circle cx="${610 - (hue % 4) * 30}" cy="${300 + (hue % 3) * 40}" r="26" fill="#e36414" stroke="#3b1f0b" stroke-width="3"/>`;
}

function stadium(hue: number): string {
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="hsl(${hue},60%,10%)"/><stop offset="1" stop-color="hsl(${hue},50%,28%)"/></linearGradient>
    <radialGradient id="glow"><stop offset="0" stop-color="#fffbe6" stop-opacity="0.95"/><stop offset="1" stop-color="#fffbe6" stop-opacity="0"/></radialGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  ${[140, 380, 600, 820].map((x) => `<line x1="${x}" y1="120" x2="${x}" y2="420" stroke="#444" stroke-width="8"/><circle cx="${x}" cy="110" r="70" fill="url(#glow)"/><rect x="${x - 30}" y="95" width="60" height="28" fill="#fff"/>`).join('')}
  <path d="M0 420 Q480 330 960 420 L960 560 L0 560 Z" fill="hsl(${(hue + 200) % 360},30%,22%)"/>
  ${Array.from({ length: 60 }, (_, i) => `<circle cx="${(i * 53) % W}" cy="${440 + ((i * 37) % 100)}" r="4" fill="hsl(${(i * 40) % 360},70%,70%)"/>`).join('')}
  <rect y="560" width="${W}" height="160" fill="hsl(120,40%,32%)"/>
  <line x1="0" y1="640" x2="${W}" y2="640" stroke="#e8f0e8" stroke-width="4" opacity="0.8"/>`;
}

function shirt(hue: number): string {
  return `<rect width="${W}" height="${H}" fill="hsl(${(hue + 30) % 360},25%,92%)"/>
  <path d="M330 130 L420 100 Q480 150 540 100 L630 130 L760 230 L690 330 L640 295 L640 640 L320 640 L320 295 L270 330 L200 230 Z"
    fill="hsl(${hue},70%,45%)" stroke="hsl(${hue},70%,25%)" stroke-width="6"/>
  <path d="M420 100 Q480 170 540 100" fill="none" stroke="#fff" stroke-width="10"/>
  <rect x="420" y="330" width="40" height="160" fill="#fff" opacity="0.9"/><rect x="500" y="330" width="40" height="160" fill="#fff" opacity="0.9"/>
  <rect x="320" y="600" width="320" height="14" fill="hsl(${hue},70%,25%)"/>`;
}

function trophy(hue: number): string {
  return `<defs><radialGradient id="bg"><stop offset="0" stop-color="hsl(${hue},60%,40%)"/><stop offset="1" stop-color="hsl(${hue},60%,12%)"/></radialGradient>
  <linearGradient id="gold" x1="0" x2="1"><stop offset="0" stop-color="#b8860b"/><stop offset="0.5" stop-color="#ffe08a"/><stop offset="1" stop-color="#b8860b"/></linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <path d="M360 140 H600 Q600 380 480 420 Q360 380 360 140 Z" fill="url(#gold)"/>
  <path d="M360 170 Q270 180 290 260 Q305 320 380 330" fill="none" stroke="url(#gold)" stroke-width="22"/>
  <path d="M600 170 Q690 180 670 260 Q655 320 580 330" fill="none" stroke="url(#gold)" stroke-width="22"/>
  <rect x="455" y="415" width="50" height="110" fill="url(#gold)"/>
  <rect x="380" y="520" width="200" height="60" rx="8" fill="#3a2a10"/><rect x="360" y="575" width="240" height="40" rx="8" fill="#2a1e0b"/>
  ${Array.from({ length: 40 }, (_, i) => `<rect x="${(i * 97) % W}" y="${(i * 61) % 300}" width="10" height="18" fill="hsl(${(i * 47) % 360},80%,60%)" transform="rotate(${i * 23} ${(i * 97) % W} ${(i * 61) % 300})"/>`).join('')}`;
}

function ball(hue: number): string {
  const pent = (cx: number, cy: number, r: number) =>
    Array.from({ length: 5 }, (_, i) => {
      const a = (Math.PI * 2 * i) / 5 - Math.PI / 2;
      return `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`;
    }).join(' ');
  return `<rect width="${W}" height="${H}" fill="hsl(${hue},45%,35%)"/>
  <rect y="520" width="${W}" height="200" fill="hsl(${hue},45%,28%)"/>
  <ellipse cx="480" cy="600" rx="220" ry="30" fill="#000" opacity="0.3"/>
  <circle cx="480" cy="380" r="220" fill="#fafafa" stroke="#222" stroke-width="6"/>
  <polygon points="${pent(480, 380, 70)}" fill="#222"/>
  ${[0, 1, 2, 3, 4]
    .map((i) => {
      const a = (Math.PI * 2 * i) / 5 - Math.PI / 2;
      return `<polygon points="${pent(480 + 165 * Math.cos(a), 380 + 165 * Math.sin(a), 50)}" fill="#222"/>`;
    })
    .join('')}`;
}

const DRAW: Record<DemoImageKind, (hue: number) => string> = {
  pitch,
  court,
  stadium,
  shirt,
  trophy,
  ball,
};

/** The SVG of one demo picture. */
export function demoImageSvg(kind: DemoImageKind, hue: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${DRAW[kind](hue)}</svg>`;
}

/** The pictures the seed renders: a dozen, reused across posts of the fitting circles. */
export const DEMO_IMAGES: { kind: DemoImageKind; hue: number }[] = [
  { kind: 'pitch', hue: 120 },
  { kind: 'pitch', hue: 135 },
  { kind: 'pitch', hue: 105 },
  { kind: 'stadium', hue: 225 },
  { kind: 'stadium', hue: 265 },
  { kind: 'ball', hue: 130 },
  { kind: 'trophy', hue: 210 },
  { kind: 'court', hue: 32 },
  { kind: 'court', hue: 24 },
  { kind: 'shirt', hue: 0 },
  { kind: 'shirt', hue: 215 },
  { kind: 'ball', hue: 200 },
];

/** Which pictures suit a circle (by its icon). */
export function imagesFor(icon: string): DemoImageKind[] {
  if (icon === 'basketball') return ['court', 'stadium'];
  if (icon === 'gear') return ['shirt', 'ball'];
  if (icon === 'chat') return ['stadium', 'trophy', 'pitch', 'court'];
  return ['pitch', 'stadium', 'ball', 'trophy'];
}
