/**
 * How a plan reads on the expert pages (docs/product.md "Experts"): its state, the line from the
 * picked side's view, the shortened hash. Pure and browser-safe; components turn the keys into
 * words (`experts.result.*`, `experts.pages.status.*`).
 */
import type { PlanView } from '@/lib/experts/contract';
import type { PlanCommitment } from '@/lib/experts/hash';
import { GAMEPLAYS, HONG_KONG_MARKETS, type Gameplay, type PlanResult } from '@/lib/experts/limits';

/** Before kick-off, locked (kicked off, not graded yet), withdrawn, or the graded result. */
export type PlanState = 'open' | 'locked' | 'withdrawn' | PlanResult;

export function planState(p: Pick<PlanView, 'withdrawn' | 'locked' | 'result'>): PlanState {
  if (p.withdrawn) return 'withdrawn';
  if (p.result) return p.result;
  return p.locked ? 'locked' : 'open';
}

/** The badge colours of each state (text ≥ 4.5:1 on its background). */
export const STATE_TONE: Record<PlanState, string> = {
  open: 'bg-brand-soft text-brand',
  locked: 'bg-ink text-white',
  withdrawn: 'bg-surface-page text-ink-soft',
  won: 'bg-win text-white',
  half_won: 'bg-[#e7f6ec] text-win',
  push: 'bg-surface-page text-ink-soft',
  half_lost: 'bg-live-soft text-live',
  lost: 'bg-live text-white',
  void: 'bg-surface-page text-ink-soft',
};

const signed = (n: number) => (n === 0 ? '0' : n > 0 ? `+${n}` : String(n));

/**
 * The line as the pick reads it: a handicap is quoted for the home side, so an away pick shows
 * it turned round (home −0.5 is away +0.5); a total is the same for both sides.
 */
export function sideLine(
  market: PlanView['market'],
  pick: PlanView['pick'],
  line: number | null,
): string | null {
  if (line === null) return null;
  if (market === 'asia') return signed(pick === 'away' ? -line : line);
  return String(line);
}

/** Whether the odds are Hong Kong odds (the stake not included) rather than decimal odds. */
export const isHongKong = (market: PlanView['market']) => HONG_KONG_MARKETS.includes(market);

/** `3f9a0c12…9d21ab`: enough to tell plans apart at a glance; the full hash is a click away. */
export function shortHash(hash: string): string {
  return hash.length > 16 ? `${hash.slice(0, 8)}…${hash.slice(-6)}` : hash;
}

/** A plan the viewer could buy now: hidden from them, before kick-off, not withdrawn. */
export function buyable(p: Pick<PlanView, 'revealed' | 'locked' | 'withdrawn'>): boolean {
  return !p.revealed && !p.locked && !p.withdrawn;
}

/** The fields a revealed plan commits to (lib/experts/hash.ts), or null while any is hidden. */
export function commitmentOf(p: PlanView): PlanCommitment | null {
  if (!p.revealed || p.pick === null || p.odds === null || p.analysis === null || p.nonce === null)
    return null;
  return {
    expert_id: p.expert.id,
    match_id: p.match.id,
    market: p.market,
    pick: p.pick,
    line: p.line,
    odds: p.odds,
    analysis: p.analysis,
    price: p.price,
    published_at: p.published_at,
    nonce: p.nonce,
  };
}

/** A record's or plan's gameplay as a message key (`experts.gameplay.*`); 'all' for the sum. */
export function gameplayKey(g: string): 'all' | Gameplay {
  return (GAMEPLAYS as readonly string[]).includes(g) ? (g as Gameplay) : 'all';
}
