import en from '@/messages/en.json';
import vi from '@/messages/vi.json';
import zh from '@/messages/zh.json';
import {
  ApiError,
  CODE_LOGIN,
  ERROR_KEYS,
  errorKeyOf,
  isApiError,
  isOk,
  parseEnvelope,
  queryValue,
  unwrap,
} from './index';

describe('lib/contract', () => {
  it('lists exactly the error keys that have a message in zh, en and vi', () => {
    for (const messages of [zh, en, vi]) {
      expect([...ERROR_KEYS].sort()).toEqual(Object.keys(messages.api.errors).sort());
    }
  });

  it('parses envelopes and refuses anything else', () => {
    expect(parseEnvelope({ code: 0, msg: 'ok', data: { id: 1 } })).toEqual({
      code: 0,
      msg: 'ok',
      data: { id: 1 },
    });
    expect(parseEnvelope({ code: 1 })).toEqual({ code: 1, msg: '', data: null });
    for (const other of [null, 'x', [], { msg: 'no code' }, { code: '0', msg: '', data: null }]) {
      expect(parseEnvelope(other)).toBeNull();
    }
  });

  it('unwraps code 0 to its data', () => {
    expect(unwrap<{ id: number }>({ code: 0, msg: '', data: { id: 3 } })).toEqual({ id: 3 });
    expect(isOk({ code: 0, msg: '', data: null })).toBe(true);
    expect(isOk({ code: 1, msg: '', data: null })).toBe(false);
    expect(isOk(null)).toBe(false);
  });

  it('throws a typed ApiError with code, key, message and status for failures', () => {
    const failure = () =>
      unwrap(
        { code: 1, msg: '请求过于频繁', data: { error: 'rateLimited', retry_after: 30 } },
        429,
      );
    expect(failure).toThrow(ApiError);
    try {
      failure();
    } catch (e) {
      expect(isApiError(e)).toBe(true);
      expect(e).toMatchObject({
        code: 1,
        key: 'rateLimited',
        msg: '请求过于频繁',
        message: '请求过于频繁',
        status: 429,
        data: { error: 'rateLimited', retry_after: 30 },
      });
    }
    const login = new ApiError({
      code: CODE_LOGIN,
      msg: '请登录',
      status: 200,
      data: { error: 'notLoggedIn' },
    });
    expect(login.notLoggedIn).toBe(true);
    expect(login.key).toBe('notLoggedIn');
  });

  it('knows only the closed list of keys', () => {
    expect(errorKeyOf({ error: 'nicknameTaken' })).toBe('nicknameTaken');
    expect(errorKeyOf({ error: 'somethingNew' })).toBeNull();
    expect(errorKeyOf(null)).toBeNull();
    expect(
      new ApiError({ code: 1, msg: '', status: 200, data: { error: 'made-up' } }).key,
    ).toBeNull();
  });

  it('writes GET parameters as query text: scalars as they are, objects as JSON', () => {
    expect(queryValue('a b')).toBe('a b');
    expect(queryValue(7)).toBe('7');
    expect(queryValue(false)).toBe('false');
    expect(queryValue(12n)).toBe('12');
    expect(queryValue([1, 2])).toBe('[1,2]');
    expect(queryValue({ id: 3 })).toBe('{"id":3}');
  });
});
