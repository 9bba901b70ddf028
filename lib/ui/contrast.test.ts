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
});
