#!/usr/bin/env node
// Synthesises the goal whistles of the score pages into public/sounds/ (no downloads, no
// dependencies): `node scripts/gen-whistle.mjs`. Both last exactly 6 s (docs/product.md §9 "whistle
// 6 s") and are 8-bit mono WAV at 11025 Hz (~66 KB): a whistle is a 2–4 kHz tone, well under
// that rate's 5.5 kHz limit, and the files are fetched only when the first goal sounds.
//
// - whistle.wav: a referee's pea whistle, "short, short, long" twice. The pea rattling in the
//   chamber modulates the pitch and the loudness ~28 times a second.
// - whistle-2.wav: the second sound (setting voice1, away goals): a two-tone trill, four blasts.
import fs from 'node:fs';
import path from 'node:path';

const RATE = 11025;
const SECONDS = 6;
const N = RATE * SECONDS;

/** Deterministic noise (the files must not change between runs). */
function noise(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 31 - 1;
  };
}

/** 0…1: a blast's loudness with soft attack and release, 0 outside it. */
function envelope(t, from, to) {
  if (t < from || t > to) return 0;
  const attack = Math.min(1, (t - from) / 0.02);
  const release = Math.min(1, (to - t) / 0.06);
  return Math.min(attack, release);
}

function render(blasts, pitch) {
  const out = new Float64Array(N);
  const rnd = noise(7);
  let phase = 0;
  for (let i = 0; i < N; i++) {
    const t = i / RATE;
    let env = 0;
    for (const [from, to] of blasts) env = Math.max(env, envelope(t, from, to));
    if (env === 0) continue;
    const f = pitch(t);
    phase += (2 * Math.PI * f) / RATE;
    // A whistle is nearly a pure tone; a little second harmonic and breath noise make it real.
    out[i] = env * (0.82 * Math.sin(phase) + 0.1 * Math.sin(2 * phase) + 0.08 * rnd());
  }
  return out;
}

function wav(samples) {
  const data = Buffer.alloc(samples.length);
  for (let i = 0; i < samples.length; i++) {
    const v = Math.max(-1, Math.min(1, samples[i] * 0.9));
    data[i] = Math.round(128 + v * 127);
  }
  const h = Buffer.alloc(44);
  h.write('RIFF', 0);
  h.writeUInt32LE(36 + data.length, 4);
  h.write('WAVE', 8);
  h.write('fmt ', 12);
  h.writeUInt32LE(16, 16);
  h.writeUInt16LE(1, 20); // PCM
  h.writeUInt16LE(1, 22); // mono
  h.writeUInt32LE(RATE, 24);
  h.writeUInt32LE(RATE, 28); // bytes per second (8-bit mono)
  h.writeUInt16LE(1, 32);
  h.writeUInt16LE(8, 34);
  h.write('data', 36);
  h.writeUInt32LE(data.length, 40);
  return Buffer.concat([h, data]);
}

const pea = (t) => {
  const rattle = Math.sin(2 * Math.PI * 28 * t);
  return 3000 + 140 * rattle + 60 * Math.sin(2 * Math.PI * 3.1 * t);
};
const referee = render(
  [
    [0.0, 0.28],
    [0.42, 0.7],
    [0.85, 2.3],
    [3.0, 3.28],
    [3.42, 3.7],
    [3.85, 5.85],
  ],
  pea,
);
// Loudness follows the pea as well.
for (let i = 0; i < N; i++) referee[i] *= 0.8 + 0.2 * Math.sin(2 * Math.PI * 28 * (i / RATE) + 1);

const trill = (t) => (Math.floor(t / 0.09) % 2 === 0 ? 2500 : 3300);
const second = render(
  [
    [0.0, 1.1],
    [1.5, 2.6],
    [3.0, 4.1],
    [4.5, 5.9],
  ],
  trill,
);

const dir = path.resolve('public/sounds');
fs.mkdirSync(dir, { recursive: true });
fs.writeFileSync(path.join(dir, 'whistle.wav'), wav(referee));
fs.writeFileSync(path.join(dir, 'whistle-2.wav'), wav(second));
console.log('wrote public/sounds/whistle.wav and whistle-2.wav');
