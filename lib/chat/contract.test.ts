/**
 * The chat limits live once, in lib/chat/limits.ts (docs/decisions/024): the API's schemas are
 * built from them, so what the studio offers is exactly what the API accepts, and the limits
 * module stays free of imports (the browser loads it without zod).
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  CHAT_POLICIES,
  MIN_AGE_MAX,
  SLOW_MODE_CHOICES,
  SLOW_MODE_MAX,
  WORD_ACTIONS,
  WORD_LANGS,
  WORD_MAX,
  addWordInput,
  setRulesInput,
} from './contract';

const rules = (v: Record<string, unknown>) => setRulesInput.safeParse({ room_id: 1, ...v }).success;
const word = (v: Record<string, unknown>) => addWordInput.safeParse({ room_id: 1, ...v }).success;

describe('chat contract and limits', () => {
  it('accepts every slow-mode step the studio offers, up to SLOW_MODE_MAX and no further', () => {
    expect(Math.max(...SLOW_MODE_CHOICES)).toBe(SLOW_MODE_MAX);
    for (const s of SLOW_MODE_CHOICES) expect(rules({ slow_mode_s: s })).toBe(true);
    expect(rules({ slow_mode_s: SLOW_MODE_MAX + 1 })).toBe(false);
    expect(rules({ slow_mode_s: -1 })).toBe(false);
  });

  it('accepts every chat policy the studio offers and the minimum age up to MIN_AGE_MAX', () => {
    for (const p of CHAT_POLICIES) expect(rules({ chat_policy: p })).toBe(true);
    expect(rules({ chat_policy: 'nobody' })).toBe(false);
    expect(rules({ min_age_min: MIN_AGE_MAX })).toBe(true);
    expect(rules({ min_age_min: MIN_AGE_MAX + 1 })).toBe(false);
  });

  it('bounds a blocked word by WORD_MAX and takes every language and action the studio offers', () => {
    expect(word({ word: 'x'.repeat(WORD_MAX) })).toBe(true);
    expect(word({ word: 'x'.repeat(WORD_MAX + 1) })).toBe(false);
    for (const lang of WORD_LANGS) expect(word({ word: 'spam', lang })).toBe(true);
    for (const action of WORD_ACTIONS) expect(word({ word: 'spam', action })).toBe(true);
    expect(word({ word: 'spam', lang: 'fr' })).toBe(false);
    expect(word({ word: 'spam', action: 'ban' })).toBe(false);
  });

  it('keeps limits.ts free of imports, so browser code can load it without zod', () => {
    const source = fs.readFileSync(path.join(__dirname, 'limits.ts'), 'utf8');
    expect(source).not.toMatch(/^\s*(import|export\s[^;]*\sfrom)\s/m);
  });
});
