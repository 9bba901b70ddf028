import config from '@/tailwind.config';
import { SCORE_FLASH } from '@/components/scores/live-merge';
import { contrastRatio, textOn } from './contrast';

describe('text on data colours (issue 8, §3)', () => {
  test('contrast ratios match WCAG 2', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#9ca3af', '#ffffff')).toBeCloseTo(2.54, 2);
    expect(contrastRatio('#fff', '#ff2d55')).toBeCloseTo(3.65, 2);
  });

  test('light colours get ink, dark ones white, and the pick always reaches 4.5:1 on these', () => {
    // La Liga's and the Eredivisie's oranges failed with white text (2.59 and 2.38).
    for (const bg of [
      '#ee8707',
      '#f68e00',
      '#ffd700',
      '#3d195b',
      '#0d1117',
      '#c8102e',
      '#1e40af',
    ]) {
      const fg = textOn(bg);
      expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(4.5);
    }
    expect(textOn('#ee8707')).toBe('#111827');
    expect(textOn('#3d195b')).toBe('#ffffff');
    expect(textOn('not a colour')).toBe('#ffffff');
  });

  test('a flashing score keeps its text readable: ink and the live red on the flash tint', () => {
    const colors = config.theme?.extend?.colors as Record<string, Record<string, string>>;
    const bg = /(?:^| )bg-([a-z]+)-([a-z]+)(?: |$)/.exec(SCORE_FLASH);
    expect(bg).not.toBeNull();
    const tint = colors[bg![1]][bg![2]];
    expect(tint).toMatch(/^#[0-9a-f]{6}$/);
    for (const text of [colors.ink.DEFAULT, colors.live.DEFAULT])
      expect(contrastRatio(text, tint)).toBeGreaterThanOrEqual(4.5);
    // What it replaced: the brand colour at 25 % over white under the live red.
    expect(contrastRatio(colors.live.DEFAULT, '#f0cfbf')).toBeLessThan(4.5);
  });
});
