import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sourcesHash } from './build-if-needed';

/** e2e builds the site only when its sources changed: by content, not by file times. */
describe('sourcesHash', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'sources-hash-'));
    fs.mkdirSync(path.join(root, 'lib/x'), { recursive: true });
    fs.writeFileSync(path.join(root, 'lib/x/a.ts'), 'export const a = 1;\n');
    fs.writeFileSync(path.join(root, 'lib/x/a.test.ts'), 'it("a", () => {});\n');
    fs.writeFileSync(path.join(root, 'package-lock.json'), '{}\n');
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('ignores file times (a fresh checkout or clone needs no new build)', () => {
    const before = sourcesHash(root);
    const later = new Date(Date.now() + 3_600_000);
    for (const f of ['lib/x/a.ts', 'package-lock.json'])
      fs.utimesSync(path.join(root, f), later, later);
    expect(sourcesHash(root)).toBe(before);
  });

  it('changes with a source, a new file, a renamed file or the lock file', () => {
    const seen = new Set([sourcesHash(root)]);
    fs.writeFileSync(path.join(root, 'lib/x/a.ts'), 'export const a = 2;\n');
    seen.add(sourcesHash(root));
    fs.writeFileSync(path.join(root, 'lib/x/b.ts'), '');
    seen.add(sourcesHash(root));
    fs.renameSync(path.join(root, 'lib/x/b.ts'), path.join(root, 'lib/x/c.ts'));
    seen.add(sourcesHash(root));
    fs.writeFileSync(path.join(root, 'package-lock.json'), '{"v":2}\n');
    seen.add(sourcesHash(root));
    expect(seen.size).toBe(5);
  });

  it('ignores test files, which are never bundled', () => {
    const before = sourcesHash(root);
    fs.writeFileSync(path.join(root, 'lib/x/a.test.ts'), 'it("b", () => {});\n');
    expect(sourcesHash(root)).toBe(before);
  });
});
