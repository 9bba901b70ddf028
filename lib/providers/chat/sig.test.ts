import { signChatId, verifyChatSig } from './sig';

describe('chat signatures', () => {
  const now = 1_800_000_000_000;

  it('verify for the id they were made for until they expire', () => {
    const sig = signChatId('u42', 60, now);
    expect(verifyChatSig('u42', sig, now)).toBe(true);
    expect(verifyChatSig('u42', sig, now + 59_000)).toBe(true);
    expect(verifyChatSig('u42', sig, now + 60_000)).toBe(false);
    expect(verifyChatSig('u43', sig, now)).toBe(false);
  });

  it.each([
    ['empty', ''],
    ['no dot', 'abc'],
    ['a moved expiry', (s: string) => `${Number(s.split('.')[0]) + 1000}.${s.split('.')[1]}`],
    ['a changed mac', (s: string) => `${s.split('.')[0]}.${'A'.repeat(43)}`],
    ['a huge string', 'x'.repeat(500)],
  ])('refuse %s', (_name, make) => {
    const good = signChatId('guest_1', 60, now);
    const sig = typeof make === 'function' ? make(good) : make;
    expect(verifyChatSig('guest_1', sig, now)).toBe(false);
  });
});
