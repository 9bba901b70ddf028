/**
 * Line-ups and events agree (issue 8 §2), over many matches: only players on the pitch score,
 * assist or are booked; substitutions are timeline events, and a substitute plays only after
 * coming on. Checked for the seed's finished matches (real and generated results) and for the
 * simulator's live timelines.
 */
import { timelineOf } from '@/lib/feeds/simulator';
import { KICKOFF, match } from '@/lib/feeds/simulator/testing';
import type { SimPlayer } from '@/lib/feeds/simulator/types';
import { seasonLabel } from './calendar';
import { matchLineup } from './lineups';
import { COMPETITIONS } from '../names';
import { loadOpenfootball, type OpenfootballFile } from './openfootball';
import { buildPlan, finishMatch, freshAnchor, generatedCompetitions, type Anchor } from './plan';
import type { TeamCtx } from './results';

const files: Record<string, OpenfootballFile> = {};
for (const c of COMPETITIONS) if (c.file) files[c.file] = loadOpenfootball(c.file);
const now = Date.parse('2026-11-25T10:00:00Z');
const anchors: Record<number, Anchor> = {};
for (const g of generatedCompetitions(now, files))
  anchors[g.id] = freshAnchor(g.id, now, new Set(g.fileLabel ? [g.fileLabel] : []), seasonLabel);
const plan = buildPlan({ today: now, files, anchors });
const ctx = (key: string): TeamCtx => {
  const t = plan.teams.find((x) => x.key === key)!;
  return { key, rating: t.rating, squad: t.squad };
};

type Ev = {
  kind: string;
  side: 'home' | 'away' | null;
  player: string | null;
  assist: string | null;
  out: string | null;
};

/** Replays a timeline over the team sheets, failing on the first event that contradicts them. */
function replay(
  starters: Record<'home' | 'away', string[]>,
  bench: Record<'home' | 'away', string[]>,
  events: readonly Ev[],
): { subs: Record<'home' | 'away', number> } {
  const on = { home: new Set(starters.home), away: new Set(starters.away) };
  const unused = { home: new Set(bench.home), away: new Set(bench.away) };
  const subs = { home: 0, away: 0 };
  const other = (s: 'home' | 'away') => (s === 'home' ? 'away' : 'home');
  for (const e of events) {
    if (!e.side || !e.player) continue;
    const mine = on[e.side];
    const where = `${e.kind} ${e.player}`;
    if (e.kind === 'sub') {
      expect([where, e.out !== null && mine.has(e.out)]).toEqual([where, true]);
      expect([where, unused[e.side].has(e.player)]).toEqual([where, true]);
      mine.delete(e.out as string);
      unused[e.side].delete(e.player);
      mine.add(e.player);
      subs[e.side]++;
      continue;
    }
    if (e.kind === 'own_goal') {
      expect([where, on[other(e.side)].has(e.player)]).toEqual([where, true]);
      continue;
    }
    if (
      ['goal', 'penalty_goal', 'yellow', 'red', 'second_yellow', 'penalty_miss'].includes(e.kind)
    ) {
      expect([where, mine.has(e.player)]).toEqual([where, true]);
      if (e.assist)
        expect([`assist ${e.assist}`, mine.has(e.assist)]).toEqual([`assist ${e.assist}`, true]);
      if (e.kind === 'red' || e.kind === 'second_yellow') mine.delete(e.player);
    }
  }
  return { subs };
}

describe('line-ups and events agree', () => {
  it('in the seed’s finished matches, real and generated', () => {
    const finished = plan.matches.filter((m) => m.sport === 'football' && m.status === 'finished');
    const sample = [
      ...finished.filter((m) => m.real).slice(0, 250),
      ...finished.filter((m) => !m.real).slice(0, 350),
    ];
    let subs = 0;
    for (const m of sample) {
      const f = finishMatch(m, ctx);
      const sheet = (side: 'home' | 'away') =>
        matchLineup('football', ctx(side === 'home' ? m.home : m.away).squad, m.simSeed, side)
          .entries;
      const tag = (side: 'home' | 'away') => (e: { shirt: number }) =>
        `${side === 'home' ? m.home : m.away}:${e.shirt}`;
      const starters = {
        home: sheet('home')
          .filter((e) => e.starter)
          .map(tag('home')),
        away: sheet('away')
          .filter((e) => e.starter)
          .map(tag('away')),
      };
      const bench = {
        home: sheet('home')
          .filter((e) => !e.starter)
          .map(tag('home')),
        away: sheet('away')
          .filter((e) => !e.starter)
          .map(tag('away')),
      };
      const key = (r: { team: string; shirt: number } | null | undefined) =>
        r ? `${r.team}:${r.shirt}` : null;
      const result = replay(
        starters,
        bench,
        f.events.map((e) => ({
          kind: e.kind,
          side: e.side,
          player: key(e.player),
          assist: key(e.assist),
          out: key(e.out),
        })),
      );
      for (const side of ['home', 'away'] as const) {
        expect(result.subs[side]).toBeGreaterThanOrEqual(3);
        expect(result.subs[side]).toBeLessThanOrEqual(5);
        subs += result.subs[side];
      }
    }
    expect(subs).toBeGreaterThan(sample.length * 6);
  });

  it('in the simulator’s timelines, given the players in team-sheet order', () => {
    const squad = (firstId: number): SimPlayer[] =>
      Array.from({ length: 18 }, (_, i) => ({
        id: firstId + i,
        name: `P${firstId + i}`,
        position:
          i === 0 || i === 11 ? 'GK' : i < 5 || i === 12 ? 'DF' : i < 9 || i < 15 ? 'MF' : 'FW',
      }));
    for (let seed = 1; seed <= 60; seed++) {
      const homePlayers = squad(100);
      const awayPlayers = squad(200);
      const t = timelineOf(match({ seed, id: seed, kickoff: KICKOFF, homePlayers, awayPlayers }));
      const ids = (list: SimPlayer[], from: number, to: number) =>
        list.slice(from, to).map((p) => String(p.id));
      const result = replay(
        { home: ids(homePlayers, 0, 11), away: ids(awayPlayers, 0, 11) },
        { home: ids(homePlayers, 11, 18), away: ids(awayPlayers, 11, 18) },
        t.events.map((e) => ({
          kind: e.kind,
          side: e.side ?? null,
          player: e.playerId === undefined ? null : String(e.playerId),
          assist: e.assistId === undefined ? null : String(e.assistId),
          out: e.outPlayerId === undefined ? null : String(e.outPlayerId),
        })),
      );
      expect(result.subs.home + result.subs.away).toBeGreaterThan(0);
    }
  });
});
