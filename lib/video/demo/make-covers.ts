/**
 * Draws the demo videos' covers (public/images/videos/<key>.svg, committed): 16:9, no text (the
 * card and the page carry the title in the reader's language) and no play glyph (the player
 * draws its own), the two teams' colours split on a diagonal under a motif of the category: a
 * pitch, a court, a tactics board, a spotlight or confetti. Deterministic, so a rerun changes
 * nothing:
 *
 *   npx tsx lib/video/demo/make-covers.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { DEMO_VIDEOS, type CoverMotif, type DemoVideo } from './catalog';

const W = 640;
const H = 360;

/** A small seeded generator (mulberry32) from the video's key. */
function random(key: string): () => number {
  let a = 2166136261;
  for (let i = 0; i < key.length; i++) a = Math.imul(a ^ key.charCodeAt(i), 16777619);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const LINE = 'fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="3"';

function pitch(): string {
  return `<g ${LINE}><rect x="30" y="30" width="580" height="300"/><line x1="320" y1="30" x2="320" y2="330"/><circle cx="320" cy="180" r="52"/><rect x="30" y="105" width="90" height="150"/><rect x="520" y="105" width="90" height="150"/><rect x="30" y="145" width="32" height="70"/><rect x="578" y="145" width="32" height="70"/></g>`;
}

function court(): string {
  return `<g ${LINE}><rect x="30" y="30" width="580" height="300"/><line x1="320" y1="30" x2="320" y2="330"/><circle cx="320" cy="180" r="44"/><rect x="30" y="120" width="130" height="120"/><rect x="480" y="120" width="130" height="120"/><path d="M30 50 H90 A150 150 0 0 1 90 310 H30"/><path d="M610 50 H550 A150 150 0 0 0 550 310 H610"/></g><g fill="none" stroke="#f97316" stroke-width="4" stroke-opacity=".9"><circle cx="62" cy="180" r="9"/><circle cx="578" cy="180" r="9"/></g>`;
}

function board(rnd: () => number): string {
  const marks: string[] = [];
  for (let i = 0; i < 5; i++) {
    const x = 90 + i * 110 + rnd() * 30;
    const y = 80 + rnd() * 200;
    marks.push(
      `<path d="M${x - 11} ${y - 11} L${x + 11} ${y + 11} M${x + 11} ${y - 11} L${x - 11} ${y + 11}" stroke="#fde68a" stroke-width="5" stroke-linecap="round"/>`,
    );
    const ox = 110 + i * 105 + rnd() * 30;
    const oy = 90 + rnd() * 190;
    marks.push(`<circle cx="${ox}" cy="${oy}" r="12" fill="none" stroke="#fff" stroke-width="5"/>`);
    if (i < 4)
      marks.push(
        `<path d="M${x + 16} ${y} Q ${x + 60} ${y - 70} ${x + 105} ${y - 20}" fill="none" stroke="#fff" stroke-opacity=".8" stroke-width="3" stroke-dasharray="10 8"/>`,
      );
  }
  return `<rect x="24" y="24" width="592" height="312" rx="14" fill="#052e16" fill-opacity=".55" stroke="#fff" stroke-opacity=".25" stroke-width="2"/>${pitch().replace('stroke-opacity=".5"', 'stroke-opacity=".18"')}${marks.join('')}`;
}

function spotlight(): string {
  const star = Array.from({ length: 10 }, (_, i) => {
    const r = i % 2 === 0 ? 70 : 30;
    const a = (Math.PI / 5) * i - Math.PI / 2;
    return `${(320 + r * Math.cos(a)).toFixed(1)},${(170 + r * Math.sin(a)).toFixed(1)}`;
  }).join(' ');
  return `<g fill="#fff" fill-opacity=".12"><path d="M80 0 L200 0 L330 330 L290 330 Z"/><path d="M560 0 L440 0 L310 330 L350 330 Z"/><path d="M300 0 L340 0 L335 330 L305 330 Z"/></g><ellipse cx="320" cy="320" rx="170" ry="22" fill="#fff" fill-opacity=".18"/><polygon points="${star}" fill="#fde047" fill-opacity=".92"/>`;
}

function confetti(rnd: () => number, a: string, b: string): string {
  const bits: string[] = [];
  const colours = [a, b, '#fff', '#fde047'];
  for (let i = 0; i < 46; i++) {
    const x = (rnd() * W).toFixed(0);
    const y = (rnd() * H).toFixed(0);
    const rot = (rnd() * 180).toFixed(0);
    const c = colours[i % colours.length];
    bits.push(
      `<rect x="${x}" y="${y}" width="${(8 + rnd() * 10).toFixed(0)}" height="5" rx="2" fill="${c}" fill-opacity=".85" transform="rotate(${rot} ${x} ${y})"/>`,
    );
  }
  return bits.join('');
}

function motif(kind: CoverMotif, v: DemoVideo, rnd: () => number): string {
  switch (kind) {
    case 'pitch':
      return pitch();
    case 'court':
      return court();
    case 'board':
      return board(rnd);
    case 'spotlight':
      return spotlight();
    case 'confetti':
      return confetti(rnd, v.colours[0], v.colours[1]);
  }
}

/** One cover. */
export function coverSvg(v: DemoVideo): string {
  const rnd = random(v.key);
  const [a, b] = v.colours;
  const tilt = 40 + Math.round(rnd() * 80);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}">`,
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity=".05"/><stop offset="1" stop-color="#000" stop-opacity=".55"/></linearGradient>`,
    `<radialGradient id="l" cx=".35" cy=".15" r=".9"><stop offset="0" stop-color="#fff" stop-opacity=".3"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="${a}"/>`,
    `<path d="M${320 + tilt} 0 H${W} V${H} H${320 - tilt} Z" fill="${b}"/>`,
    `<rect width="${W}" height="${H}" fill="#0b1220" fill-opacity=".35"/>`,
    motif(v.motif, v, rnd),
    `<rect width="${W}" height="${H}" fill="url(#s)"/><rect width="${W}" height="${H}" fill="url(#l)"/>`,
    `</svg>`,
  ].join('');
}

/** The public path of a video's cover. */
export function coverPath(key: string): string {
  return `/images/videos/${key}.svg`;
}

function main() {
  const dir = path.join(process.cwd(), 'public', 'images', 'videos');
  fs.mkdirSync(dir, { recursive: true });
  for (const v of DEMO_VIDEOS) fs.writeFileSync(path.join(dir, `${v.key}.svg`), coverSvg(v) + '\n');
  console.log(`${DEMO_VIDEOS.length} covers in ${dir}`);
}

if (process.argv[1] && /make-covers\.ts$/.test(process.argv[1])) main();
