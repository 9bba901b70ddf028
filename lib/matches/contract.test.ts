import { readFileSync } from 'node:fs';
import path from 'node:path';
import { dayListInput, seasonTableInput } from './contract';

describe('match API schemas', () => {
  it('stay browser-safe: zod, the shared rules, the account contract and the limits only', () => {
    const src = readFileSync(path.join(__dirname, 'contract.ts'), 'utf8');
    const from = [...src.matchAll(/from '([^']+)'/g)].map((m) => m[1]);
    for (const f of from)
      expect(f).toMatch(/^(zod|@\/lib\/rules(\/[a-z-]+)?|@\/lib\/account\/contract|\.\/limits)$/);
    expect(src).not.toMatch(/server-only|node:/);
  });

  it('read the list query the way the routes always have', () => {
    expect(
      dayListInput.parse({ sport: '', date: '2026-03-01', competition_id: '82, 120' }),
    ).toEqual({ sport: undefined, date: '2026-03-01', competition_id: [82, 120] });
    expect(dayListInput.safeParse({ date: '2026-02-30' }).success).toBe(false);
    expect(seasonTableInput.parse({ form: '10' }).form).toBe(10);
    expect(seasonTableInput.safeParse({ form: '7' }).success).toBe(false);
  });
});
