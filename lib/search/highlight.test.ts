import { excerpt, highlight, hitRanges } from './highlight';

const marked = (text: string, kw: string) =>
  highlight(text, kw)
    .map((s) => (s.hit ? `[${s.text}]` : s.text))
    .join('');

describe('highlight', () => {
  it('marks the keyword whatever its case and Vietnamese accents', () => {
    expect(marked('Bóng Đá Việt Nam', 'bong da')).toBe('[Bóng Đá] Việt Nam');
    expect(marked('tin bóng đá, BÓNG ĐÁ', 'Bóng đá')).toBe('tin [bóng đá], [BÓNG ĐÁ]');
    expect(marked('英超焦点战：曼城 vs 阿森纳', '曼城')).toBe('英超焦点战：[曼城] vs 阿森纳');
  });

  it('maps back through decomposed accents, runs of spaces and astral characters', () => {
    const nfd = 'Ha\u0300 Nô\u0323i'.normalize('NFD');
    expect(marked(nfd, 'ha noi')).toBe(`[${nfd}]`);
    expect(marked('bóng   đá', 'bong da')).toBe('[bóng   đá]');
    expect(marked('⚽ goal ⚽ GOAL', 'goal')).toBe('⚽ [goal] ⚽ [GOAL]');
    expect(hitRanges('aaa', 'aa')).toEqual([[0, 2]]);
  });

  it('marks nothing for a missing or empty keyword, and keeps % and _ literal', () => {
    expect(marked('plain text', 'zz')).toBe('plain text');
    expect(highlight('plain', '  ')).toEqual([{ text: 'plain', hit: false }]);
    expect(marked('50% off_season', '%')).toBe('50[%] off_season');
    expect(marked('50% off_season', '_')).toBe('50% off[_]season');
    expect(highlight('', 'a')).toEqual([]);
  });
});

describe('excerpt', () => {
  const long = `${'a'.repeat(200)} Bóng đá ${'b'.repeat(200)}`;

  it('keeps a short text whole, with its line breaks as spaces', () => {
    expect(excerpt('one\n\ntwo', 'x')).toBe('one two');
  });

  it('opens a window a little before the first hit', () => {
    const e = excerpt(long, 'bong da', 60);
    expect(e.startsWith('…')).toBe(true);
    expect(e.endsWith('…')).toBe(true);
    expect(e).toContain('Bóng đá');
    expect(Array.from(e).length).toBeLessThanOrEqual(62);
  });

  it('starts at the beginning without a hit, and never splits an astral character', () => {
    expect(excerpt(long, 'zz', 10)).toBe(`${'a'.repeat(10)}…`);
    const e = excerpt(`${'⚽'.repeat(50)} x`, 'x', 10);
    expect(Array.from(e).every((c) => c === '⚽' || c === '…' || c === 'x' || c === ' ')).toBe(
      true,
    );
  });
});
