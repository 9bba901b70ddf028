import {
  checkPattern,
  compileBlockList,
  foldText,
  looksCatastrophic,
  MAX_PATTERN_LENGTH,
} from './block-list';

test('keywords match anywhere, ignoring case and full-width forms', () => {
  const m = compileBlockList(['Spam', '广告', 'ＶＰＮ'], []);
  expect(m.blocks('this is SPAM!')).toBe(true);
  expect(m.blocks('看广告领红包')).toBe(true);
  expect(m.blocks('cheap vpn here')).toBe(true);
  expect(m.blocks('ＳＰＡＭ in full width')).toBe(true);
  expect(m.blocks('a fine goal')).toBe(false);
  expect(foldText('ＡｂＣ')).toBe('abc');
});

test('empty lists block nothing; blank keywords are ignored', () => {
  expect(compileBlockList([], []).blocks('anything')).toBe(false);
  expect(compileBlockList(['  ', ''], []).blocks('anything')).toBe(false);
});

test('regular expressions match case-insensitively; invalid ones are ignored', () => {
  const m = compileBlockList([], ['^\\d{5,}$', 'w+x', '[unclosed', 'qq\\s*\\d+']);
  expect(m.blocks('123456')).toBe(true);
  expect(m.blocks('WWWX')).toBe(true);
  expect(m.blocks('加QQ 12345')).toBe(true);
  expect(m.blocks('1234')).toBe(false);
  expect(m.blocks('[unclosed')).toBe(false);
});

test('checkPattern: empty, too long, invalid, unsafe, ok', () => {
  expect(checkPattern('  ')).toBe('empty');
  expect(checkPattern('a'.repeat(MAX_PATTERN_LENGTH + 1))).toBe('too-long');
  expect(checkPattern('(abc')).toBe('invalid');
  expect(checkPattern('a{2,1}')).toBe('invalid');
  expect(checkPattern('(a+)+$')).toBe('unsafe');
  expect(checkPattern('^(\\w*)*$')).toBe('unsafe');
  expect(checkPattern('(a|aa)+b')).toBe('unsafe');
  expect(checkPattern('(x+x+)+y')).toBe('unsafe');
  expect(checkPattern('(a)\\1')).toBe('unsafe');
  expect(checkPattern('赌\\s*球')).toBe('ok');
  expect(checkPattern('(ab)?c+')).toBe('ok');
  expect(checkPattern('[(+]+')).toBe('ok');
});

test('the heuristic looks at groups, not at characters in classes or escapes', () => {
  expect(looksCatastrophic('(?:\\d+)*')).toBe(true);
  expect(looksCatastrophic('((a+))')).toBe(false);
  expect(looksCatastrophic('((a+)b)+')).toBe(true);
  expect(looksCatastrophic('\\(a+\\)+')).toBe(false);
  expect(looksCatastrophic('[(a+)]+')).toBe(false);
  expect(looksCatastrophic('(a)+')).toBe(false);
  expect(looksCatastrophic('(a|b)?')).toBe(false);
});

test('a pattern slow on the probes is refused, one slow on real text is dropped', () => {
  // A clock that jumps 20 ms per reading makes every test "slow".
  let t = 0;
  const slow = () => (t += 20);
  expect(checkPattern('abc', slow)).toBe('unsafe');
  expect(compileBlockList([], ['abc'], slow).blocks('abc')).toBe(false);

  // Fast while compiling, then slow once in use: the pattern is dropped after that comment.
  let clock = 0;
  let step = 0;
  const m = compileBlockList(['kw'], ['bad'], () => (clock += step));
  expect(m.blocks('bad')).toBe(true);
  step = 50;
  expect(m.blocks('bad')).toBe(false);
  step = 0;
  expect(m.blocks('bad')).toBe(false);
  expect(m.blocks('kw')).toBe(true);
});

test('only the first 100 characters of a comment are matched', () => {
  const m = compileBlockList(['tail'], []);
  expect(m.blocks(`${'x'.repeat(100)}tail`)).toBe(false);
  expect(m.blocks(`${'x'.repeat(96)}tail`)).toBe(true);
});
