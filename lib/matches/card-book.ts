/**
 * Suspensions from cards (docs/product.md §4 "Absences"), one book per competition's season,
 * fed its matches in kick-off order:
 * - a red card (straight, or a second yellow) bans the player from his team's next match of it;
 * - every fifth yellow card of his in it does the same, and the count starts again;
 * - a yellow card in a match he is sent off in is not counted (the red is his punishment).
 * A ban is served by the team's next match, whether or not the player would have played.
 * Used by the demo seed while it generates results and by `recomputeSuspensions` on the stored
 * events, so both read the same rule. Pure.
 */
import { YELLOW_CARD_LIMIT, type SuspensionReason } from './limits';

export type CardKind = 'yellow' | 'red' | 'second_yellow';
export const CARD_KINDS: readonly CardKind[] = ['yellow', 'red', 'second_yellow'];

export type Card = { player: number; team: number; kind: CardKind };

export type Ban = { player: number; team: number; reason: SuspensionReason; cause: number };

/** A ban and the match it was served in (null: the team has no match of the season left). */
export type ServedBan = Ban & { served: number | null };

export type BookMatch = {
  id: number;
  home: number;
  away: number;
  /** Its cards once it is finished; null when it is still to be played (or being played). */
  cards: readonly Card[] | null;
};

export class CardBook {
  private readonly yellows = new Map<number, number>();
  private readonly pending: Ban[] = [];
  private readonly done: ServedBan[] = [];

  /** The team's players banned from its next match (one ban served per player and match). */
  banned(team: number): Ban[] {
    const seen = new Set<number>();
    return this.pending.filter((b) => b.team === team && !seen.has(b.player) && seen.add(b.player));
  }

  /** The match is played: its teams serve their bans in it, then its cards are counted. */
  play(match: BookMatch): ServedBan[] {
    const served: ServedBan[] = [];
    for (const team of [match.home, match.away]) {
      for (const ban of this.banned(team)) {
        this.pending.splice(this.pending.indexOf(ban), 1);
        served.push({ ...ban, served: match.id });
      }
    }
    this.done.push(...served);
    if (!match.cards) return served;
    const sentOff = new Set(
      match.cards.filter((c) => c.kind !== 'yellow').map((c) => `${c.team}:${c.player}`),
    );
    for (const c of match.cards) {
      if (c.kind !== 'yellow') {
        this.pending.push({ player: c.player, team: c.team, reason: 'red_card', cause: match.id });
        continue;
      }
      if (sentOff.has(`${c.team}:${c.player}`)) continue;
      const n = (this.yellows.get(c.player) ?? 0) + 1;
      if (n >= YELLOW_CARD_LIMIT) {
        this.yellows.set(c.player, 0);
        this.pending.push({
          player: c.player,
          team: c.team,
          reason: 'yellow_cards',
          cause: match.id,
        });
      } else this.yellows.set(c.player, n);
    }
    return served;
  }

  /** Every ban so far: served ones with their match, then those still to serve. */
  bans(): ServedBan[] {
    return [...this.done, ...this.pending.map((b) => ({ ...b, served: null }))];
  }

  /** The player's yellow cards towards the next ban. */
  yellowCount(player: number): number {
    return this.yellows.get(player) ?? 0;
  }
}
