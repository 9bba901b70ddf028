import { PRODUCTION_ENV } from '@/test/production-env';
import { parseEnv } from '@/lib/env';

const parse = (vars: Record<string, string>) => parseEnv(vars as unknown as NodeJS.ProcessEnv);

/** The variables an "Invalid environment configuration" error names, one per line. */
function named(vars: Record<string, string>): string[] {
  try {
    parse(vars);
  } catch (err) {
    const lines = (err as Error).message.split('\n');
    expect(lines[0]).toBe('Invalid environment configuration:');
    return lines.slice(1).map((l) => /^ {2}(\w+): /.exec(l)?.[1] ?? l);
  }
  return [];
}

const CHAT = { TENCENT_CHAT_SDK_APP_ID: '1400000000', TENCENT_CHAT_SECRET_KEY: 'k'.repeat(64) };

describe('CHAT_PROVIDER=tencent settings (issue 9 §4)', () => {
  it('needs the SDKAppID and the secret key, in development as in production', () => {
    expect(named({ CHAT_PROVIDER: 'tencent' })).toEqual([
      'TENCENT_CHAT_SDK_APP_ID',
      'TENCENT_CHAT_SECRET_KEY',
    ]);
    expect(named({ ...PRODUCTION_ENV, CHAT_PROVIDER: 'tencent' })).toEqual([
      'TENCENT_CHAT_SDK_APP_ID',
      'TENCENT_CHAT_SECRET_KEY',
    ]);
    expect(named({ CHAT_PROVIDER: 'tencent', TENCENT_CHAT_SDK_APP_ID: '1400000000' })).toEqual([
      'TENCENT_CHAT_SECRET_KEY',
    ]);
    expect(named({ CHAT_PROVIDER: 'tencent', ...CHAT })).toEqual([]);
    expect(named({ ...PRODUCTION_ENV, CHAT_PROVIDER: 'tencent', ...CHAT })).toEqual([]);
    expect(parse({ CHAT_PROVIDER: 'tencent', ...CHAT })).toMatchObject(CHAT);
  });

  it('takes only a numeric SDKAppID', () => {
    for (const bad of ['', 'abc', '1400000000x', '-1', '12345678901'])
      expect(named({ CHAT_PROVIDER: 'tencent', ...CHAT, TENCENT_CHAT_SDK_APP_ID: bad })).toContain(
        'TENCENT_CHAT_SDK_APP_ID',
      );
  });

  it('does not ask for them with the built-in chat', () => {
    expect(named({})).toEqual([]);
    expect(named({ ...PRODUCTION_ENV })).toEqual([]);
    expect(parseEnv({} as NodeJS.ProcessEnv).CHAT_PROVIDER).toBe('builtin');
  });
});

describe('STREAM_HOOK_TOKEN (issue 9 §2)', () => {
  it('is optional outside production, and at least 16 URL-safe characters when set', () => {
    expect(parse({}).STREAM_HOOK_TOKEN).toBeUndefined();
    expect(parse({ ...PRODUCTION_ENV }).STREAM_HOOK_TOKEN).toBe(PRODUCTION_ENV.STREAM_HOOK_TOKEN);
    const token = 'a1B2c3D4e5F6g7H8_-.~';
    expect(parse({ STREAM_HOOK_TOKEN: token }).STREAM_HOOK_TOKEN).toBe(token);
    for (const bad of ['short', 'x'.repeat(15), `${'x'.repeat(20)}&y=1`, `${'x'.repeat(20)} `])
      expect(named({ STREAM_HOOK_TOKEN: bad })).toEqual(['STREAM_HOOK_TOKEN']);
  });
});
