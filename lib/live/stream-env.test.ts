import { parseEnv } from '@/lib/env';
import { PRODUCTION_ENV } from '@/test/production-env';

/**
 * The ingest settings (issue 29 §1, docs/streams.md): the pull base may be http:// on a laptop,
 * in CI and in the demo, never in production; the grace period and the recording minimum are
 * product settings with ranges.
 */

const parse = (vars: Record<string, string>) => parseEnv(vars as unknown as NodeJS.ProcessEnv);
const refusal = (vars: Record<string, string>): string => {
  try {
    parse(vars);
  } catch (err) {
    return (err as Error).message;
  }
  return '';
};

describe('STREAM_PULL_BASE', () => {
  const local = 'http://127.0.0.1:8935/live';
  it('takes http:// outside production and in the demo', () => {
    expect(parse({ STREAM_PULL_BASE: local }).STREAM_PULL_BASE).toBe(local);
    expect(parse({ NODE_ENV: 'test', STREAM_PULL_BASE: local }).STREAM_PULL_BASE).toBe(local);
    expect(parse({ ...PRODUCTION_ENV, DEMO: '1', STREAM_PULL_BASE: local }).STREAM_PULL_BASE).toBe(
      local,
    );
  });
  it('refuses http:// in production (mixed content on an https page)', () => {
    expect(refusal({ ...PRODUCTION_ENV, STREAM_PULL_BASE: local })).toMatch(
      /^ {2}STREAM_PULL_BASE: must be https:\/\/ in production/m,
    );
    const https = 'https://pull.example.com/live';
    expect(parse({ ...PRODUCTION_ENV, STREAM_PULL_BASE: https }).STREAM_PULL_BASE).toBe(https);
  });
  it('refuses other schemes and non-addresses anywhere', () => {
    for (const bad of ['rtmp://127.0.0.1/live', 'ftp://x.example/live', '127.0.0.1:8080/live'])
      expect(refusal({ STREAM_PULL_BASE: bad })).toMatch(/STREAM_PULL_BASE/);
  });
});

describe('STREAM_GRACE_SECONDS and RECORDING_MIN_SECONDS', () => {
  it('default to 30 s and a minute, also in production', () => {
    expect(parse({})).toMatchObject({ STREAM_GRACE_SECONDS: 30, RECORDING_MIN_SECONDS: 60 });
    expect(
      parse({ ...PRODUCTION_ENV, STREAM_GRACE_SECONDS: '0', RECORDING_MIN_SECONDS: '300' }),
    ).toMatchObject({ STREAM_GRACE_SECONDS: 0, RECORDING_MIN_SECONDS: 300 });
  });
  it('refuse values out of range or not whole seconds, naming the variable', () => {
    for (const v of ['-1', '3601', '1.5', 'soon'])
      expect(refusal({ STREAM_GRACE_SECONDS: v })).toMatch(/STREAM_GRACE_SECONDS/);
    for (const v of ['-1', '86401', 'x'])
      expect(refusal({ RECORDING_MIN_SECONDS: v })).toMatch(/RECORDING_MIN_SECONDS/);
  });
});
