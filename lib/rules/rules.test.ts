import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { LOCALE_PREFIX, toLocale } from '@/i18n/locales';
import {
  addDays,
  API_ZONE,
  dayIn,
  dayRange,
  daysBetween,
  idField,
  isId,
  isSport,
  isTimeZone,
  LOCALE_ZONES,
  normalizeZone,
  optionalIdField,
  parseId,
  pickZone,
  REQUEST_TIMEOUT_MS,
  sameZone,
  SMS_RESEND_SECONDS,
  SPORTS,
  todayIn,
  yesterdayIn,
  zonedToUtc,
  zoneLabel,
  zoneOfPage,
} from './index';
import { requestLang } from '@/lib/api/lang';
import { RESEND_AFTER_MS } from '@/lib/account/sms-code';
import { userIdInput } from '@/lib/account/contract';
import { SMS_COUNTDOWN, REQUEST_TIMEOUT_MS as CLIENT_TIMEOUT } from '@/lib/client/constants';

describe('browser safety', () => {
  it('imports nothing but zod, the locale list and its own files', () => {
    const dir = path.join(__dirname);
    for (const file of readdirSync(dir).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
    )) {
      const src = readFileSync(path.join(dir, file), 'utf8');
      const from = [...src.matchAll(/from '([^']+)'/g)].map((m) => m[1]);
      for (const f of from)
        expect([file, f]).toEqual([
          file,
          expect.stringMatching(/^(zod|\.\/[a-z-]+|@\/i18n\/locales)$/),
        ]);
      expect(src).not.toMatch(/server-only|node:/);
    }
  });
});

describe('Sport', () => {
  it('lists both sports and recognises them', () => {
    expect(SPORTS).toEqual(['football', 'basketball']);
    expect(isSport('basketball')).toBe(true);
    expect(isSport('tennis')).toBe(false);
  });
});

describe('ids: decimal digits of a positive int4, one rule', () => {
  it.each([
    ['1', 1],
    ['82', 82],
    ['2147483647', 2_147_483_647],
    [16, 16],
  ])('%p is id %p', (raw, id) => expect(parseId(raw)).toBe(id));

  it.each([
    '0x10',
    '1e3',
    '1.0',
    '1.5',
    '+5',
    ' 7',
    '7 ',
    '-1',
    '0',
    '',
    '2147483648',
    '99999999999',
    'abc',
    '١٢',
  ])('%p is not an id', (raw) => expect(parseId(raw)).toBeNull());

  it.each([0, -3, 1.5, 2_147_483_648, Number.NaN, '5'])('isId(%p) is false', (v) =>
    expect(isId(v)).toBe(false),
  );

  const schema = z.object({ id: idField() });
  it('the API field reads the same ids', () => {
    expect(schema.parse({ id: '16' }).id).toBe(16);
    expect(schema.parse({ id: 16 }).id).toBe(16);
    for (const bad of ['0x10', '1e3', '1.0', '-1', '0', '2147483648', 'x', 1.5])
      expect(schema.safeParse({ id: bad }).success).toBe(false);
  });
  it('the account API agrees: user 0x10 is not user 16', () => {
    expect(userIdInput.safeParse({ id: '0x10' }).success).toBe(false);
    expect(userIdInput.parse({ id: '16' }).id).toBe(16);
  });
  it('an empty field is missing, not a wrong id', () => {
    const r = schema.safeParse({ id: '' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].code).toBe('invalid_type');
    expect(z.object({ id: optionalIdField() }).parse({ id: '' }).id).toBeUndefined();
    expect(z.object({ id: optionalIdField() }).safeParse({ id: '0x10' }).success).toBe(false);
  });
});

describe('limits', () => {
  it('one SMS resend time and one request timeout for server and browser', () => {
    expect(SMS_RESEND_SECONDS).toBe(60);
    expect(SMS_COUNTDOWN).toBe(SMS_RESEND_SECONDS);
    expect(RESEND_AFTER_MS).toBe(SMS_RESEND_SECONDS * 1000);
    expect(REQUEST_TIMEOUT_MS).toBe(200_000);
    expect(CLIENT_TIMEOUT).toBe(REQUEST_TIMEOUT_MS);
  });
});

describe('Locale', () => {
  it('toLocale keeps a locale and maps anything else to zh', () => {
    expect(toLocale('vi')).toBe('vi');
    expect(toLocale('fr')).toBe('zh');
  });
  it('the prefix pattern comes from the list', () => {
    expect(LOCALE_PREFIX.exec('/vi/football')?.[1]).toBe('vi');
    expect(LOCALE_PREFIX.exec('/en')?.[1]).toBe('en');
    expect(LOCALE_PREFIX.test('/zh/football')).toBe(false);
    expect(LOCALE_PREFIX.test('/video')).toBe(false);
  });
  it('the API language defaults to the default locale', () => {
    expect(requestLang(new URL('http://x/api/a'), new Headers())).toBe('zh');
    expect(requestLang(new URL('http://x/api/a?lang=vi'), new Headers())).toBe('vi');
  });
});

describe('zones', () => {
  it('knows IANA zones and refuses the rest', () => {
    expect(isTimeZone('Asia/Ho_Chi_Minh')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(normalizeZone('asia/shanghai')).toBe('Asia/Shanghai');
    for (const bad of [
      'Mars/Olympus',
      '+07:00',
      '',
      'Asia/Shanghai; x',
      'a'.repeat(80),
      7,
      null,
      undefined,
    ])
      expect(isTimeZone(bad)).toBe(false);
  });

  it('picks ?tz=, then the cookie, then the locale default; invalid ones are skipped', () => {
    expect(LOCALE_ZONES).toEqual({ zh: 'Asia/Shanghai', vi: 'Asia/Ho_Chi_Minh', en: 'UTC' });
    expect(pickZone({ locale: 'vi' })).toBe('Asia/Ho_Chi_Minh');
    expect(pickZone({ locale: 'en', cookie: 'Europe/London' })).toBe('Europe/London');
    expect(pickZone({ locale: 'en', cookie: 'Europe/London', query: 'Asia/Tokyo' })).toBe(
      'Asia/Tokyo',
    );
    expect(pickZone({ locale: 'en', cookie: 'Europe/London', query: 'Nowhere/Land' })).toBe(
      'Europe/London',
    );
    expect(pickZone({ locale: 'zh', cookie: 'bad zone', query: 'x' })).toBe('Asia/Shanghai');
    expect(API_ZONE).toBe('Asia/Shanghai');
  });

  // 2026-03-28T18:30Z: 02:30 on the 29th in Shanghai and Hanoi's 01:30, still the 28th in London.
  const AT = Date.parse('2026-03-28T18:30:00Z');
  it('days of an instant, today and yesterday follow the zone', () => {
    expect(dayIn(AT, 'Asia/Shanghai')).toBe('2026-03-29');
    expect(dayIn(AT, 'Asia/Ho_Chi_Minh')).toBe('2026-03-29');
    expect(dayIn(AT, 'Europe/London')).toBe('2026-03-28');
    expect(todayIn('America/New_York', AT)).toBe('2026-03-28');
    expect(yesterdayIn('Asia/Ho_Chi_Minh', AT)).toBe('2026-03-28');
  });

  it('day ranges start at local midnight and last 23 h on the spring change', () => {
    const hanoi = dayRange('2026-03-29', 'Asia/Ho_Chi_Minh');
    expect(hanoi.from.toISOString()).toBe('2026-03-28T17:00:00.000Z');
    expect(hanoi.to.toISOString()).toBe('2026-03-29T17:00:00.000Z');
    const london = dayRange('2026-03-29', 'Europe/London');
    expect(london.from.toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(london.to.getTime() - london.from.getTime()).toBe(23 * 3_600_000);
  });

  it('day offsets', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysBetween('2026-03-27', '2026-03-29')).toBe(2);
  });

  it('wall clock times to instants across summer time', () => {
    expect(zonedToUtc('2026-03-29', '15:00', 'Europe/Berlin').toISOString()).toBe(
      '2026-03-29T13:00:00.000Z',
    );
    expect(zonedToUtc('2025-12-20', '15:00', 'Europe/London').toISOString()).toBe(
      '2025-12-20T15:00:00.000Z',
    );
  });

  it('labels a zone by its offset at an instant', () => {
    expect(zoneLabel('Asia/Ho_Chi_Minh', AT)).toBe('GMT+7');
    expect(zoneLabel('Asia/Shanghai', AT)).toBe('GMT+8');
    expect(zoneLabel('UTC', AT)).toBe('GMT');
    expect(zoneLabel('Europe/London', Date.parse('2026-07-01T12:00:00Z'))).toBe('GMT+1');
    expect(zoneLabel('Asia/Kolkata', AT)).toBe('GMT+5:30');
    expect(zoneLabel('America/St_Johns', Date.parse('2026-01-10T12:00:00Z'))).toBe('GMT-3:30');
  });
});

describe('zone names', () => {
  it('keeps an alias as given and knows it is the same zone', () => {
    expect(normalizeZone('Asia/Ho_Chi_Minh')).toBe('Asia/Ho_Chi_Minh');
    expect(sameZone('Asia/Ho_Chi_Minh', 'Asia/Saigon')).toBe(true);
    expect(sameZone('Asia/Ho_Chi_Minh', 'Asia/Bangkok')).toBe(false);
    expect(sameZone('Nowhere/Land', 'UTC')).toBe(false);
  });
});

describe('zoneOfPage: the zone proxy.ts and the page cache use', () => {
  it.each([
    ['/football', '', '', 'Asia/Shanghai'],
    ['/vi/football', '', '', 'Asia/Ho_Chi_Minh'],
    ['/en/main', '', '', 'UTC'],
    ['/en/main', '', 'a=1; tz=Europe%2FLondon', 'Europe/London'],
    ['/en/main', '?tz=Asia/Tokyo', 'tz=Europe/London', 'Asia/Tokyo'],
    ['/vi/football', 'tz=Not/AZone', 'tz=%E0%A4%A', 'Asia/Ho_Chi_Minh'],
    ['/vi/football', 'tz=', 'xtz=Asia/Tokyo', 'Asia/Ho_Chi_Minh'],
  ])('%s%s with cookie %p is in %s', (path, search, cookie, zone) => {
    expect(zoneOfPage(path, search, cookie)).toBe(zone);
  });
});
