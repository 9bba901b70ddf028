import 'server-only';
import type { FeedContext, FeedMatch, FeedProvider } from '../types';
import { diff } from './diff';
import { goalNotification, isGoalEvent } from './notify';
import { FEED_REACH_MS } from '@/lib/matches/timing';
import { initialSnapshot, simulate } from './simulate';
import type { SimSnapshot } from './types';
import { toScoreData } from './wire';

export interface SimulatorOptions {
  /** Real ms between ticks once started (default 1000); 0 ticks only when asked (tests). */
  tickMs?: number;
  /** How often the match list is reloaded from the context (default 30 s of feed time). */
  reloadMs?: number;
}

export interface TickReport {
  at: number;
  /** Matches looked at. */
  matches: number;
  /** Matches whose state changed and was applied. */
  changed: number;
  scoreFrames: number;
  goalFrames: number;
}

export interface SimulatorProvider extends FeedProvider {
  readonly running: boolean;
  /** One pass at `at` (default: the context's now). Ticks never overlap. */
  tick(at?: number): Promise<TickReport>;
  /** Reloads the match list at the next tick instead of waiting up to `reloadMs`. */
  reload(): void;
}

/**
 * The simulators running in this process, so a test-only trigger (`FEED_TEST_TRIGGER`,
 * lib/api/routes/test-triggers/schedule-goal.ts) that moves a kick-off can make them see it at
 * once. On globalThis: the API and the feed may load
 * this module through different bundles of one process.
 */
const g = globalThis as unknown as { __runningSimulators?: Set<SimulatorProvider> };
const runningSimulators = (g.__runningSimulators ??= new Set());

/** Asks every simulator running in this process to reload its match list; returns how many. */
export function reloadRunningSimulators(): number {
  for (const p of runningSimulators) p.reload();
  return runningSimulators.size;
}

/** How far back matches are loaded (the domain's FEED_REACH_MS; the demo seed settles older ones). */
const LOOKBACK_MS = FEED_REACH_MS;

/** Matches are loaded this long before their kick-off at the latest, on top of reloadMs. */
const LOOKAHEAD_MS = 60_000;

/**
 * The default feed: plays every match in the live window from its seed. Each tick computes the
 * snapshots, diffs them against the last state applied, persists changed matches and publishes one
 * `score` frame per changed match and one `goal` frame per goal.
 *
 * A match first seen already under way (the provider's first tick, a restart mid-match, a match
 * added to the list late) is persisted whole but not published: its goals happened while nobody
 * was listening, and clients that reconnect refetch. A match that had not kicked off at the last
 * tick is announced in full, whenever it entered the list.
 */
export function createSimulatorProvider(options: SimulatorOptions = {}): SimulatorProvider {
  const tickMs = options.tickMs ?? 1000;
  const reloadMs = options.reloadMs ?? 30_000;
  let ctx: FeedContext | undefined;
  let running = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let matches: FeedMatch[] = [];
  let loadedAt: number | undefined;
  let lastTickAt: number | undefined;
  const previous = new Map<number, SimSnapshot>();
  let current: Promise<TickReport> = Promise.resolve({
    at: 0,
    matches: 0,
    changed: 0,
    scoreFrames: 0,
    goalFrames: 0,
  });

  async function reload(c: FeedContext, at: number) {
    matches = await c.loadMatches(at - LOOKBACK_MS, at + reloadMs + LOOKAHEAD_MS);
    loadedAt = at;
    const ids = new Set(matches.map((m) => m.id));
    for (const id of previous.keys()) if (!ids.has(id)) previous.delete(id);
  }

  async function pass(c: FeedContext, at: number): Promise<TickReport> {
    const report: TickReport = { at, matches: 0, changed: 0, scoreFrames: 0, goalFrames: 0 };
    if (loadedAt === undefined || at - loadedAt >= reloadMs || at < loadedAt) {
      try {
        await reload(c, at);
      } catch (err) {
        c.log.error({ err }, 'feed: loading matches failed');
      }
    }
    for (const match of matches) {
      report.matches++;
      const prev = previous.get(match.id);
      const baseline = prev ?? initialSnapshot(match);
      // New to the list but not started at the last tick: everything since kick-off is news.
      const announce =
        prev !== undefined || (lastTickAt !== undefined && match.kickoff > lastTickAt);
      try {
        const snapshot = simulate(match, at);
        const changes = diff(baseline, snapshot);
        if (changes) await c.applySnapshot(match.id, snapshot, changes);
        // Diffs run against the last state applied, so a failed write is retried whole next tick.
        previous.set(match.id, changes ? snapshot : baseline);
        if (!changes) continue;
        report.changed++;
        if (!announce) continue;
        await c.publish(match.sport, { type: 'score', data: toScoreData(match.id, changes) });
        report.scoreFrames++;
        for (const event of changes.events ?? []) {
          if (!isGoalEvent(event)) continue;
          await c.publish(match.sport, { type: 'goal', data: goalNotification(event, match) });
          report.goalFrames++;
        }
      } catch (err) {
        c.log.error({ err, matchId: match.id }, 'feed: match update failed');
      }
    }
    lastTickAt = at;
    return report;
  }

  function loop() {
    if (!running) return;
    const started = Date.now();
    void provider
      .tick()
      .catch((err: unknown) => ctx?.log.error({ err }, 'feed: tick failed'))
      .finally(() => {
        if (!running) return;
        timer = setTimeout(loop, Math.max(0, tickMs - (Date.now() - started)));
        timer.unref?.();
      });
  }

  const provider: SimulatorProvider = {
    name: 'simulator',
    get running() {
      return running;
    },
    async start(context) {
      ctx = context;
      running = true;
      runningSimulators.add(provider);
      if (tickMs > 0) {
        timer = setTimeout(loop, 0);
        timer.unref?.();
      }
    },
    async stop() {
      running = false;
      runningSimulators.delete(provider);
      if (timer) clearTimeout(timer);
      await current.catch(() => undefined);
    },
    reload() {
      loadedAt = undefined;
    },
    tick(at) {
      const c = ctx;
      if (!c)
        return Promise.reject(new Error('feed: start() the simulator provider before tick()'));
      // Chain on the previous tick so two ticks never interleave their writes and frames.
      current = current.catch(() => undefined).then(() => pass(c, at ?? c.now()));
      return current;
    },
  };
  return provider;
}

/**
 * Test driver: starts the provider on `ctx` if needed, then ticks at ctx.now(), +stepMs, … and
 * finally exactly at `untilMs`, with no timers and no sleeping. Resolves with every tick's report.
 */
export async function runUntil(
  provider: SimulatorProvider,
  ctx: FeedContext,
  untilMs: number,
  stepMs: number,
): Promise<TickReport[]> {
  if (stepMs <= 0) throw new Error('runUntil: stepMs must be positive');
  if (!provider.running) await provider.start(ctx);
  const reports: TickReport[] = [];
  for (let at = ctx.now(); at < untilMs; at += stepMs) reports.push(await provider.tick(at));
  reports.push(await provider.tick(untilMs));
  return reports;
}
