/**
 * The live-room limits live once, in lib/live/limits.ts (docs/decisions/024): the API's schemas
 * are built from them, so the studio's counters and choices match what the API accepts, and the
 * limits module brings no zod into the browser.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  LIVE_PAGE_MAX,
  NOTICE_MAX,
  ROOM_LANGUAGES,
  ROOM_SPORTS,
  TITLE_MAX,
  charCount,
  liveListInput,
  noticeInput,
  roomItemOutput,
  roomSettingsInput,
  titleInput,
} from './contract';

const ok = (schema: { safeParse(v: unknown): { success: boolean } }, v: unknown) =>
  schema.safeParse(v).success;

describe('live contract and limits', () => {
  it('bounds the title by TITLE_MAX characters as the studio counts them (an emoji is one)', () => {
    const title = '⚽'.repeat(TITLE_MAX);
    expect(charCount(title)).toBe(TITLE_MAX);
    expect(ok(titleInput, { title })).toBe(true);
    expect(ok(titleInput, { title: `${title}a` })).toBe(false);
  });

  it('bounds the notice by NOTICE_MAX characters, and an empty notice clears it', () => {
    expect(ok(noticeInput, { notice: '🏀'.repeat(NOTICE_MAX) })).toBe(true);
    expect(ok(noticeInput, { notice: '🏀'.repeat(NOTICE_MAX + 1) })).toBe(false);
    expect(ok(noticeInput, { notice: '' })).toBe(true);
  });

  it('accepts every sport and commentary language the studio offers, and nothing else', () => {
    for (const sport of ROOM_SPORTS) {
      expect(ok(roomSettingsInput, { sport })).toBe(true);
      expect(roomItemOutput.shape.sport.safeParse(sport).success).toBe(true);
    }
    for (const language of ROOM_LANGUAGES) expect(ok(roomSettingsInput, { language })).toBe(true);
    expect(ok(roomSettingsInput, { sport: 'tennis' })).toBe(false);
    expect(ok(roomSettingsInput, { language: 'fr' })).toBe(false);
  });

  it('pages the live list by at most LIVE_PAGE_MAX', () => {
    expect(ok(liveListInput, { limit: LIVE_PAGE_MAX })).toBe(true);
    expect(ok(liveListInput, { limit: LIVE_PAGE_MAX + 1 })).toBe(false);
  });

  it('keeps limits.ts free of zod, so browser code can load it on the first page', () => {
    const source = fs.readFileSync(path.join(__dirname, 'limits.ts'), 'utf8');
    expect(source).not.toMatch(/from 'zod'/);
    for (const [, from] of source.matchAll(/from '([^']+)'/g)) expect(from).toMatch(/\/limits$/);
  });
});
