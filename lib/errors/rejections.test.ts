import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * The process policy of lib/errors/rejections.ts, in a real Node process as server.ts runs it:
 * an unhandled rejection is logged and the process goes on; without the policy Node ends it.
 */
const root = path.resolve(__dirname, '../..');

function run(withPolicy: boolean) {
  const script = `
    ${withPolicy ? "const { keepRunningOnUnhandledRejection } = await import('@/lib/errors/rejections'); keepRunningOnUnhandledRejection();" : ''}
    Promise.reject(new Error('timeout exceeded when trying to connect'));
    setTimeout(() => console.log('still running'), 200);
  `;
  return spawnSync(
    process.execPath,
    [
      '--import',
      './scripts/hooks/register.mjs',
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      script,
    ],
    {
      cwd: root,
      encoding: 'utf8',
      timeout: 60_000,
      env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'info', NODE_OPTIONS: '' },
    },
  );
}

describe('an unhandled promise rejection', () => {
  it('is logged with its message and the process goes on', () => {
    const r = run(true);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('still running');
    const line = r.stdout.split('\n').find((l) => l.includes('unhandled promise rejection'));
    expect(line).toBeDefined();
    expect(JSON.parse(line!)).toMatchObject({
      level: 50,
      err: { message: 'timeout exceeded when trying to connect' },
    });
  }, 60_000);

  it('ends the process without the policy (what it guards against)', () => {
    const r = run(false);
    expect(r.status).not.toBe(0);
    expect(r.stdout).not.toContain('still running');
  }, 60_000);
});
