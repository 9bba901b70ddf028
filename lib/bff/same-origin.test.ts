import { isSameOrigin } from './same-origin';

const url = 'http://localhost:3000/bff/user/login';

describe('BFF same-origin rule for mutations', () => {
  it.each([
    [{ 'sec-fetch-site': 'same-origin' }, true],
    [
      { 'sec-fetch-site': 'cross-site', origin: 'http://localhost:3000', host: 'localhost:3000' },
      false,
    ],
    [{ 'sec-fetch-site': 'same-site' }, false],
    [{ origin: 'http://localhost:3000', host: 'localhost:3000' }, true],
    [{ origin: 'https://evil.example', host: 'localhost:3000' }, false],
    [{ origin: 'null', host: 'localhost:3000' }, false],
    [{ host: 'localhost:3000' }, false],
  ])('%j → %s', (headers, expected) => {
    expect(isSameOrigin(new Headers(headers as Record<string, string>), url)).toBe(expected);
  });
});
