import { CHAT_MAX_CHARS } from './limits';
import { containsLink, isEmojiOnly, normalizeChatText } from './text';

const ok = (text: string) => ({ ok: true, text });
const no = (reason: string) => ({ ok: false, reason });

describe('normalizeChatText', () => {
  it.each([
    ['a number', 123],
    ['null', null],
    ['undefined', undefined],
    ['an object', { text: 'hi' }],
    ['an array', ['hi']],
  ])('%s is notText', (_name, raw) => {
    expect(normalizeChatText(raw)).toEqual(no('notText'));
  });

  it.each([
    ['nothing', ''],
    ['spaces', '   '],
    ['line breaks and tabs', '\n\t\r\n'],
    ['zero-width spaces', '\u200B\u200B\uFEFF'],
    ['a bidi override', '\u202E'],
    ['a Hangul filler', '\u3164\u3164'],
    ['a braille blank', '\u2800'],
    ['controls', '\u0000\u0007\u001B'],
    ['a lone joiner', '\u200D'],
  ])('%s is empty', (_name, raw) => {
    expect(normalizeChatText(raw)).toEqual(no('empty'));
  });

  it.each([
    ['trims and collapses whitespace', '  hi   there \n\t you  ', 'hi there you'],
    ['line separators are spaces', 'a\u2028b\u2029c\u0085d', 'a b c d'],
    ['drops zero-width characters between letters', 'f\u200Bu\u200Cc\u2060k', 'fuck'],
    ['drops bidi controls', 'abc\u202Edcba\u202C', 'abcdcba'],
    ['drops a soft hyphen and a BOM', 'foot\u00ADball\uFEFF', 'football'],
    ['drops controls', 'a\u0000b\u007Fc\u009Bd', 'abcd'],
    ['drops private-use characters', 'a\uE000b', 'ab'],
    ['drops a lone surrogate', 'a\uD800b', 'ab'],
    ['drops a joiner between letters', 'a\u200Db', 'ab'],
    ['composes Vietnamese (NFC)', 'Vie\u0302\u0323t Nam', 'Việt Nam'],
    ['keeps full-width text as typed', 'ｈｉ', 'ｈｉ'],
    ['keeps a ZWJ family', '👨\u200D👩\u200D👧\u200D👦', '👨‍👩‍👧‍👦'],
    ['keeps skin tones and ZWJ', '🏃🏽\u200D♂️', '🏃🏽‍♂️'],
    ['keeps variation selectors and keycaps', '❤️ 1️⃣ #️⃣', '❤️ 1️⃣ #️⃣'],
    ['keeps national flags', '🇻🇳🇨🇳', '🇻🇳🇨🇳'],
    [
      'keeps a subdivision flag (tags)',
      '🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}',
      '🏴󠁧󠁢󠁥󠁮󠁧󠁿',
    ],
    ['drops stray tag characters', 'a\u{E0067}\u{E007F}b', 'ab'],
    [
      'caps a run of combining marks at 3',
      'Z\u0301\u0302\u0303\u0304\u0305\u0306',
      '\u0179\u0302\u0303\u0304', // Ź: the first composes
    ],
    ['is not HTML: nothing is escaped', '<b>hi</b> & "you"', '<b>hi</b> & "you"'],
    ['keeps Chinese punctuation', '好球！！', '好球！！'],
  ])('%s', (_name, raw, text) => {
    expect(normalizeChatText(raw)).toEqual(ok(text));
  });

  it('counts code points, at most 100', () => {
    expect(CHAT_MAX_CHARS).toBe(100);
    expect(normalizeChatText('a'.repeat(100))).toEqual(ok('a'.repeat(100)));
    expect(normalizeChatText('a'.repeat(101))).toEqual(no('tooLong'));
    expect(normalizeChatText('球'.repeat(100))).toEqual(ok('球'.repeat(100)));
    expect(normalizeChatText('球'.repeat(101))).toEqual(no('tooLong'));
    // An emoji is two UTF-16 units but one code point.
    expect(normalizeChatText('😀'.repeat(100))).toEqual(ok('😀'.repeat(100)));
    expect(normalizeChatText('😀'.repeat(101))).toEqual(no('tooLong'));
    // A ZWJ family is 7 code points.
    const family = '👨‍👩‍👧‍👦';
    expect(normalizeChatText(family.repeat(14) + 'ab')).toEqual(ok(family.repeat(14) + 'ab'));
    expect(normalizeChatText(family.repeat(14) + 'abc')).toEqual(no('tooLong'));
  });

  it('counts after normalizing', () => {
    // Spaces around and invisible characters inside do not count.
    expect(normalizeChatText(`   ${'a'.repeat(100)}   `)).toEqual(ok('a'.repeat(100)));
    expect(normalizeChatText('a\u200B'.repeat(100))).toEqual(ok('a'.repeat(100)));
    expect(normalizeChatText('a    '.repeat(50))).toEqual(ok('a '.repeat(50).trim()));
    // Decomposed Vietnamese is composed first: 300 code points typed, 100 kept.
    const decomposed = 'e\u0302\u0323'.repeat(100);
    expect(normalizeChatText(decomposed)).toEqual(ok('ệ'.repeat(100)));
  });

  it('refuses huge input without normalizing it', () => {
    expect(normalizeChatText('\u200B'.repeat(2001))).toEqual(no('tooLong'));
    expect(normalizeChatText('a'.repeat(1_000_000))).toEqual(no('tooLong'));
  });
});

describe('isEmojiOnly', () => {
  it.each([
    '😀',
    '😀😀 😀',
    '  👍🏽  ',
    '🏃🏽‍♂️',
    '❤️‍🔥',
    '👨‍👩‍👧‍👦',
    '🇻🇳 🇨🇳',
    '🏴󠁧󠁢󠁥󠁮󠁧󠁿',
    '1️⃣ #️⃣',
    '⚽🥅🔥',
    '❤',
    '🏳️‍🌈',
    '🫠',
  ])('%s is emoji only', (text) => {
    expect(isEmojiOnly(text)).toBe(true);
  });

  it.each(['', '   ', 'a😀', '😀!', ':)', '1', '123', '哈哈', '😀 ok', '#', '^_^', '🙂.'])(
    '%j is not',
    (text) => {
      expect(isEmojiOnly(text)).toBe(false);
    },
  );
});

describe('containsLink', () => {
  it.each([
    ['https', 'see https://example.org/x'],
    ['http to a bare name', 'http://localhost'],
    ['a defanged scheme', 'hxxp://bad'],
    ['www', 'www.abc.net'],
    ['WWW upper case', 'WWW.ABC.COM'],
    ['www with a hidden dot', 'www . abc'],
    ['a .com', 'go to abc.com now'],
    ['upper case host', 'ABC.COM'],
    ['a capitalised name, lower-case TLD', 'Google.com'],
    ['.vn', 'x.vn'],
    ['.com.vn', 'abc.com.vn'],
    ['an IDN', '例子.中国'],
    ['a Vietnamese IDN label', 'bóngđá.vn'],
    ['betting brand with digits', 'bet365.xyz'],
    ['short betting host', 'k8.bet'],
    ['a path', 'xx88.top/abc'],
    ['spaces around the dot', 'abc . com'],
    ['a space before the dot', 'abc .com'],
    ['[.]', 'abc[.]com'],
    ['(.)', 'abc(.)com'],
    ['(dot)', 'abc(dot)com'],
    ['[dot] with spaces', 'abc [dot] com'],
    ['dot as a word', 'abc dot com'],
    ['点', '加我abc点com'],
    ['chấm', 'vào abc chấm com'],
    ['an ideographic full stop', 'abc。com'],
    ['a middle dot', 'abc·com'],
    ['full-width letters and dot', 'ａｂｃ．ｃｏｍ'],
    ['full-width www', 'ｗｗｗ．ａｂｃ．ｃｏｍ'],
    ['circled letters', 'ⓐⓑⓒ.ⓒⓞⓜ'],
    ['a zero-width space before the dot', 'abc\u200B.com'],
    ['IPv4', '192.168.1.1'],
    ['IPv4 with a port', 'dns 8.8.8.8:53'],
    ['IPv4 with hidden dots', '1 . 1 . 1 . 1'],
    ['t.me', 't.me'],
    ['t.me with a path', 't.me/abc'],
    ['bit.ly', 'bit.ly/x'],
    ['an e-mail address', 'x@gmail.com'],
    ['an unknown TLD with a digit label', 'x8.quest'],
    ['an unknown TLD with a hyphenated label', 'my-site.quest'],
    ['an unknown TLD with a path', 'foo.quest/abc'],
    ['an unknown TLD with a port', 'foo.quest:8080'],
    ['punycode', 'xn--fiqs8s.xn--fiqz9s'],
    ['a host before a run-on sentence', 'abc.com.Great'],
    ['inside Chinese', '看球上abc.com'],
    ['before Chinese', 'abc.com看球'],
    ['all upper case with digits', 'X8.VN'],
  ])('%s: %s', (_name, text) => {
    expect(containsLink(text)).toBe(true);
  });

  it.each([
    ['a decimal', 'over 3.5'],
    ['a handicap', '让2.5球'],
    ['a score', '2-1'],
    ['a score with a dot', 'won 2-1.VN vô địch'],
    ['stoppage time', "90+3'"],
    ['Mr.Smith', 'Mr.Smith'],
    ['Messi.GOAT', 'Messi.GOAT'],
    ['messi.goat: unknown TLD', 'messi.goat'],
    ['MESSI.GOAT: unknown TLD', 'MESSI.GOAT'],
    ['Man.City: .city is a TLD, but capitalised', 'Man.City'],
    ['man.city: not a known TLD', 'man.city'],
    ['initials', 'U.S.A'],
    ['e.g.', 'e.g. this'],
    ['i.e.', 'i.e.you'],
    ['vs.', 'vs.Arsenal'],
    ['ok.so: .so is left out', 'ok.so'],
    ['lol.no: .no is left out', 'lol.no'],
    ['go.to: .to is left out', 'go.to'],
    ['a Vietnamese run-on sentence', 'hay quá.VN vô địch'],
    ['a sentence end before VN', 'Việt Nam thắng. VN vô địch'],
    ['a sentence end before com', 'great goal. com on'],
    ['C·罗', 'C·罗牛逼'],
    ['我爱你。中国', '我爱你。中国'],
    ['中国队 after a full stop', '今天赢了。中国队加油'],
    ['a score in Chinese', '比分3.0'],
    ['a version', 'v1.2'],
    ['a.m.', 'at 9 a.m.'],
    ['dots without a label', 'so...com'],
    ['Barca.Win', 'Go Barca.Win today'],
    ['good.Game', 'good.Game'],
    ['three numbers', '1.2.3'],
    ['an octet over 255', '999.1.1.1'],
    ['hidden dot, unknown TLD', 'Messi . GOAT'],
    ['plain text', 'hello world'],
    ['CJK name with a middle dot', '梅西.GOAT'],
    ['an accented name', 'Mbappé.Real'],
    ['1.x odds', '1.85 odds'],
    ['a time', '20.30 kick-off'],
  ])('%s: %s', (_name, text) => {
    expect(containsLink(text)).toBe(false);
  });

  it('stays fast on input that could make a pattern backtrack', () => {
    const start = performance.now();
    for (const s of ['一点'.repeat(50) + '!', 'a.'.repeat(50) + '!', 'a点'.repeat(50) + '!']) {
      expect(containsLink(s)).toBe(false);
    }
    expect(containsLink('a . '.repeat(25))).toBe(false);
    expect(performance.now() - start).toBeLessThan(500);
  });
});
