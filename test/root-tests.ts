/**
 * For the tests that need root on this machine (a private PostgreSQL cluster run as `postgres`,
 * a small tmpfs mounted as a full disk): `describeRoot` runs its block as root with what it
 * needs installed; elsewhere it is skipped with a loud notice, or fails when REQUIRE_ROOT_TESTS=1
 * (.ci/run sets it, so CI never passes them by skipping).
 */
import fs from 'node:fs';

/** `REQUIRE_ROOT_TESTS=1` (any value but empty, 0, false, no, off): a skip is a failure. */
export function rootTestsRequired(): boolean {
  const v = (process.env.REQUIRE_ROOT_TESTS ?? '').trim().toLowerCase();
  return !['', '0', 'false', 'no', 'off'].includes(v);
}

/** Why the block cannot run here (not root, a missing program), or null when it can. */
export function rootMissing(programs: string[] = []): string | null {
  if (process.getuid?.() !== 0) return 'not running as root';
  for (const p of programs) {
    try {
      fs.accessSync(p, fs.constants.X_OK);
    } catch {
      return `${p} is not installed`;
    }
  }
  return null;
}

export function describeRoot(name: string, programs: string[], fn: () => void): void {
  const missing = rootMissing(programs);
  if (!missing) {
    describe(name, fn);
    return;
  }
  if (rootTestsRequired()) {
    throw new Error(`REQUIRE_ROOT_TESTS is set but "${name}" cannot run: ${missing}.`);
  }
  const bar = '!'.repeat(78);
  console.warn(
    [
      bar,
      `!! SKIPPED: "${name}" (${expect.getState().testPath ?? ''})`,
      `!! It needs root: ${missing}. REQUIRE_ROOT_TESTS=1 makes this a failure (.ci/run).`,
      bar,
    ].join('\n'),
  );
  describe.skip(name, fn);
}
