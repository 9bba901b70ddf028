import fs from 'node:fs';
import path from 'node:path';
import { rng, streamSeed } from '@/lib/rules/random';
import { clearSimulatorCache, finishesAt, initialSnapshot, simulate, timelineOf } from './simulate';
import { KICKOFF, MINUTE, match, players } from './testing';
import type { SimMatch } from './types';

const cases: SimMatch[] = [
  match({ id: 1, seed: 11 }),
  match({
    id: 2,
    seed: 12,
    knockout: true,
    homeRating: 55,
    awayRating: 55,
    homePlayers: players('football', 1),
    awayPlayers: players('football', 100),
  }),
  match({ id: 3, sport: 'basketball', seed: 13, homeRating: 70, awayRating: 50 }),
];

describe('determinism', () => {
  afterEach(() => clearSimulatorCache());

  it('draws the same numbers from the same seed, and different streams per name', () => {
    const a = rng(42);
    const b = rng(42);
    const draws = Array.from({ length: 50 }, () => a.next());
    expect(Array.from({ length: 50 }, () => b.next())).toEqual(draws);
    expect(new Set(draws).size).toBe(50);
    expect(draws.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(streamSeed(42, 'play')).toBe(streamSeed(42, 'play'));
    expect(streamSeed(42, 'play')).not.toBe(streamSeed(42, 'market'));
    expect(streamSeed(42, 'play')).not.toBe(streamSeed(43, 'play'));
    // Seeds beyond 32 bits still count in full.
    expect(streamSeed(2 ** 40 + 1, 'play')).not.toBe(streamSeed(1, 'play'));
  });

  it('never uses Math.random', () => {
    const spy = jest.spyOn(Math, 'random');
    for (const m of cases) timelineOf({ ...m, id: m.id + 50 });
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });

  it.each(cases)(
    'match $id ($sport): the same seed gives the identical timeline, built afresh',
    (m) => {
      const first = JSON.stringify(timelineOf(m));
      clearSimulatorCache();
      expect(JSON.stringify(timelineOf(m))).toBe(first);
      // Another id with the same inputs plays the same match too: the seed alone decides.
      expect(JSON.stringify(timelineOf({ ...m, id: m.id + 1000 }))).toBe(first);
    },
  );

  it.each(cases)('match $id ($sport): different seeds play different matches', (m) => {
    const events = (seed: number) =>
      timelineOf({ ...m, id: seed * 10, seed }).events.map((e) => `${e.kind}${e.at}`);
    const seen = new Set(
      [1, 2, 3, 4, 5].map((seed) => JSON.stringify(events(m.seed * 100 + seed))),
    );
    expect(seen.size).toBe(5);
  });

  it.each(cases)('match $id ($sport): a restart mid-match computes the same snapshot', (m) => {
    for (const minutes of [0, 17, 46, 60, 95, 112, 140, 400]) {
      const at = KICKOFF + minutes * MINUTE + 12_345;
      const before = simulate(m, at);
      clearSimulatorCache();
      expect(simulate({ ...m }, at)).toEqual(before);
    }
  });

  it('slices one timeline: an earlier snapshot is a prefix of a later one', () => {
    const m = cases[0];
    const end = simulate(m, KICKOFF + 300 * MINUTE);
    for (let minutes = 0; minutes < 130; minutes += 7) {
      const s = simulate(m, KICKOFF + minutes * MINUTE);
      expect(s.events).toEqual(end.events.slice(0, s.events.length));
      expect(s.events.every((e) => e.at <= s.at)).toBe(true);
      expect(end.events[s.events.length]?.at ?? Infinity).toBeGreaterThan(s.at);
    }
  });

  it('replays the match afresh when its inputs change, and not otherwise', () => {
    const m = cases[0];
    const before = timelineOf(m);
    expect(timelineOf({ ...m })).toBe(before);
    const later = timelineOf({ ...m, kickoff: m.kickoff + 60 * MINUTE });
    expect(later).not.toBe(before);
    expect(later.events[0].at).toBe(m.kickoff + 60 * MINUTE);
    expect(finishesAt({ ...m, kickoff: m.kickoff + 60 * MINUTE })).toBe(
      before.endsAt + 60 * MINUTE,
    );
  });

  it('has no half-time score during the first half (the match centre shows it only from HT)', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const m = match({ seed, id: seed });
      const tl = timelineOf(m);
      const first = tl.spans.find((x) => x.phase === '1H')!;
      const half = tl.spans.find((x) => x.phase === 'HT')!;
      for (let t = first.from; t < first.to; t += 5 * 60_000) {
        const s = simulate(m, t);
        expect([seed, t, s.homeHalfScore, s.awayHalfScore]).toEqual([
          seed,
          t,
          undefined,
          undefined,
        ]);
      }
      const atHalf = simulate(m, half.from);
      expect([atHalf.homeHalfScore, atHalf.awayHalfScore]).toEqual([
        atHalf.homeScore,
        atHalf.awayScore,
      ]);
      const b = match({ seed, id: 1000 + seed, sport: 'basketball' });
      const bt = timelineOf(b);
      for (const span of bt.spans.filter((x) => x.phase === 'Q1' || x.phase === 'Q2'))
        expect(simulate(b, span.to - 1000).homeHalfScore).toBeUndefined();
      const bHalf = simulate(b, bt.spans.find((x) => x.phase === 'HT')!.from);
      expect(bHalf.homeHalfScore).toBe(bHalf.homeScore);
    }
  });

  it('describes a match that has not started', () => {
    for (const m of cases) {
      const s = initialSnapshot(m);
      expect(s).toMatchObject({
        id: m.id,
        sport: m.sport,
        status: 'scheduled',
        phase: 'NS',
        homeScore: 0,
        awayScore: 0,
        periodScores: [],
        events: [],
      });
      expect(s.odds.current).toEqual(s.odds.opening);
      expect(s.homeHalfScore).toBeUndefined();
    }
  });

  it('keeps the engine pure: no server-only, Node or database import outside the runner', () => {
    // Besides its own files, the engine may use the browser-safe shared rules (lib/rules, which
    // rules.test.ts keeps pure), such as the one seeded PRNG, and the match domain's pure
    // modules it plays by: the feed contract, the value sets and the match timing (checked below).
    const pure = /: (\.\/[a-z-]+|@\/lib\/rules\/[a-z-]+|@\/lib\/matches\/(feed|types|timing))$/;
    const domain = path.join(__dirname, '../../matches');
    for (const file of ['feed.ts', 'types.ts', 'timing.ts', 'limits.ts']) {
      const source = fs.readFileSync(path.join(domain, file), 'utf8');
      for (const m of source.matchAll(/from '([^']+)'|import '([^']+)'/g))
        expect(`${file}: ${m[1] ?? m[2]}`).toMatch(
          /: (\.\/types|\.\/limits|@\/lib\/rules\/[a-z-]+)$/,
        );
    }
    const files = fs
      .readdirSync(__dirname)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'provider.ts');
    expect(files).toContain('simulate.ts');
    for (const file of files) {
      const source = fs.readFileSync(path.join(__dirname, file), 'utf8');
      const imports = [...source.matchAll(/from '([^']+)'|import '([^']+)'/g)].map(
        (m) => m[1] ?? m[2],
      );
      for (const spec of imports) expect(`${file}: ${spec}`).toMatch(pure);
    }
  });
});
