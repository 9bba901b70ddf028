import { translate } from '@/lib/i18n/messages';
import { zonedToUtc } from '@/lib/rules/zone';
import { chatTime, chatTimeText, needsTimeHeader, TIME_HEADER_GAP_MS } from './time';

const SH = 'Asia/Shanghai';
/** Wed 2026-11-25 20:30 in Shanghai. */
const now = zonedToUtc('2026-11-25', '20:30', SH).getTime();
const at = (day: string, time: string, zone = SH) => zonedToUtc(day, time, zone).getTime();

describe('chat time rules (docs/product.md §9)', () => {
  it('a time header opens the chat and follows any gap of 120 s or more', () => {
    expect(needsTimeHeader(null, now)).toBe(true);
    expect(needsTimeHeader(undefined, now)).toBe(true);
    expect(needsTimeHeader(now, now + TIME_HEADER_GAP_MS - 1)).toBe(false);
    expect(needsTimeHeader(now, now + TIME_HEADER_GAP_MS)).toBe(true);
  });

  it.each([
    ['10 s ago', now - 10_000, 'justNow', '20:29'],
    ['a clock a little ahead', now + 5_000, 'justNow', '20:30'],
    ['59 s ago', now - 59_999, 'justNow', '20:29'],
    ['a minute ago', now - 60_000, 'today', '20:29'],
    ['this morning', at('2026-11-25', '00:05'), 'today', '00:05'],
    ['late last night', at('2026-11-24', '23:58'), 'yesterday', '23:58'],
    ['the day before', at('2026-11-23', '09:00'), 'dayBefore', '09:00'],
    ['three days ago', at('2026-11-22', '21:00'), 'weekday', '21:00'],
    ['167 h ago', now - 167 * 3600_000, 'weekday', '21:30'],
    ['168 h ago', now - 168 * 3600_000, 'date', '20:30'],
    ['last month', at('2026-10-02', '12:00'), 'date', '12:00'],
  ])('%s', (_name, when, kind, time) => {
    const got = chatTime(when, now, 'zh', SH);
    expect(got.kind).toBe(kind);
    expect(got.time).toBe(time);
  });

  it('counts days in the viewer’s zone, not the server’s', () => {
    // 23:58 on the 24th in Shanghai is 15:58 UTC: the same day for a viewer in London.
    const when = at('2026-11-24', '23:58');
    const london = zonedToUtc('2026-11-25', '12:30', 'Europe/London').getTime();
    expect(chatTime(when, now, 'en', SH).kind).toBe('yesterday');
    expect(chatTime(when, london, 'en', 'Europe/London')).toMatchObject({
      kind: 'yesterday',
      time: '15:58',
    });
    expect(chatTime(when, when + 3 * 60_000, 'en', 'Europe/London')).toMatchObject({
      kind: 'today',
      time: '15:58',
    });
  });

  it('reads naturally in the three languages', () => {
    const text = (locale: 'zh' | 'en' | 'vi', when: number) =>
      chatTimeText(
        (key, values) => translate(locale, `chat.time.${key}`, values),
        chatTime(when, now, locale, SH),
      );
    expect(text('zh', now - 5_000)).toBe('刚刚');
    expect(text('en', now - 5_000)).toBe('just now');
    expect(text('vi', now - 5_000)).toBe('vừa xong');
    expect(text('zh', at('2026-11-24', '08:15'))).toBe('昨天 08:15');
    expect(text('en', at('2026-11-24', '08:15'))).toBe('Yesterday 08:15');
    expect(text('vi', at('2026-11-24', '08:15'))).toBe('Hôm qua 08:15');
    expect(text('zh', at('2026-11-23', '08:15'))).toBe('前天 08:15');
    expect(text('vi', at('2026-11-23', '08:15'))).toBe('Hôm kia 08:15');
    // Sunday the 22nd.
    expect(text('zh', at('2026-11-22', '08:15'))).toBe('星期日 08:15');
    expect(text('en', at('2026-11-22', '08:15'))).toBe('Sunday 08:15');
    expect(text('vi', at('2026-11-22', '08:15'))).toBe('Chủ Nhật 08:15');
    expect(text('zh', at('2026-10-02', '12:00'))).toBe('2026年10月2日 12:00');
    expect(text('en', at('2026-10-02', '12:00'))).toBe('Oct 2, 2026 12:00');
    expect(text('vi', at('2026-10-02', '12:00'))).toMatch(/^2 thg 10, 2026 12:00$/);
  });
});
