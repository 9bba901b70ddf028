import { AUDIENCE_LINES, type AudienceLang, type Situation } from './audience-lines';

/**
 * When the demo's simulated audience of one room speaks, and what (issue 24): pure, on a clock
 * and a random source it is given, so tests run hours of it in a moment. The socket side is
 * lib/live/demo/audience.ts.
 *
 * - Ordinary chatter comes at random (a Poisson process) at CHAT_PER_MIN per room.
 * - A match event brings reactions from a few members within seconds: two to four after a goal,
 *   fewer after a save, a card or a chance, and the chatter runs faster for a while after a goal.
 * - Never a flood: at most ROOM_MAX_PER_MIN messages per room in any minute, a member speaks at
 *   most every MEMBER_GAP_MS (far inside the chat's budget of 20 per 30 s), reactions that cannot
 *   go out within REACTION_STALE_MS are dropped, and a member the chat refused waits as told.
 */

export const AUDIENCE_LIMITS = {
  /** Members per live room. */
  minPerRoom: 3,
  maxPerRoom: 12,
  /** Ordinary messages per room per minute, on average. */
  chatPerMin: 3,
  /** After a goal the chatter runs this much faster for AFTER_GOAL_MS. */
  afterGoalFactor: 3,
  afterGoalMs: 2 * 60_000,
  /** The hard ceiling: messages per room in any 60 s. */
  roomMaxPerMin: 10,
  /** One member speaks at most this often. */
  memberGapMs: 20_000,
  /** A reaction later than this after its event is not said. */
  reactionStaleMs: 25_000,
} as const;

/** The match events a room's audience reacts to (from the simulated feed's frames). */
export type CrowdEvent = {
  kind: 'goal' | 'save' | 'card' | 'chance' | 'three' | 'basket';
  /** The scoring team's name in the room's language, for `{team}`. */
  team?: string;
};

/** How many members react to an event: [min, max] and the chance that anyone does. */
const REACTIONS: Record<CrowdEvent['kind'], { min: number; max: number; p: number }> = {
  goal: { min: 2, max: 4, p: 1 },
  save: { min: 1, max: 2, p: 0.7 },
  card: { min: 1, max: 1, p: 0.6 },
  chance: { min: 1, max: 1, p: 0.25 },
  three: { min: 1, max: 2, p: 0.5 },
  basket: { min: 1, max: 1, p: 0.08 },
};

export type RoomSport = 'football' | 'basketball' | 'other';

export type Said = { member: number; text: string; situation: Situation };

type Pending = { at: number; eventAt: number; situation: Situation; team?: string };

/** The audience of one room: members by index (the socket side maps them to connections). */
export class RoomCrowd {
  private pending: Pending[] = [];
  private sent: number[] = [];
  private lastSaid = new Map<number, number>();
  private quietUntil = new Map<number, number>();
  private nextChat: number;
  private goalAt = -Infinity;
  private lastLine = new Map<Situation, string>();

  constructor(
    readonly lang: AudienceLang,
    readonly sport: RoomSport,
    private members: number,
    private rnd: () => number,
    now: number,
  ) {
    this.nextChat = now + this.chatGap(now);
  }

  /** The audience grew or shrank (members are 0 … n−1). */
  resize(n: number): void {
    this.members = n;
  }

  /** The chat refused a member: it says nothing more until `until`. */
  quiet(member: number, until: number): void {
    this.quietUntil.set(member, Math.max(until, this.quietUntil.get(member) ?? 0));
  }

  /** A match event: reactions are planned a few seconds after it. */
  event(e: CrowdEvent, now: number): void {
    const r = REACTIONS[e.kind];
    if (this.rnd() >= r.p) return;
    if (e.kind === 'goal') this.goalAt = now;
    const n = r.min + Math.floor(this.rnd() * (r.max - r.min + 1));
    for (let i = 0; i < n; i++) {
      // The first within 2–6 s, the others spread over the next quarter minute.
      const delay = 2000 + this.rnd() * 4000 + i * (2000 + this.rnd() * 4000);
      this.pending.push({ at: now + delay, eventAt: now, situation: e.kind, team: e.team });
    }
    this.pending.sort((a, b) => a.at - b.at);
  }

  /**
   * What is said at `now`, inside every limit. `present`: whether member m is there to speak
   * (connected and in the room).
   */
  due(now: number, present: (m: number) => boolean = () => true): Said[] {
    const L = AUDIENCE_LIMITS;
    this.sent = this.sent.filter((t) => t > now - 60_000);
    this.pending = this.pending.filter((p) => now - p.eventAt <= L.reactionStaleMs);
    const out: Said[] = [];
    const room = () => this.sent.length < L.roomMaxPerMin;
    while (this.pending.length > 0 && this.pending[0].at <= now && room()) {
      const member = this.freeMember(now, present);
      if (member === null) break;
      const p = this.pending.shift()!;
      out.push(this.say(member, p.situation, now, p.team));
    }
    if (now >= this.nextChat) {
      this.nextChat = now + this.chatGap(now);
      const member = room() ? this.freeMember(now, present) : null;
      if (member !== null) out.push(this.say(member, this.chatSituation(), now));
    }
    return out;
  }

  private chatSituation(): Situation {
    return this.sport === 'football'
      ? 'chatFootball'
      : this.sport === 'basketball'
        ? 'chatBasketball'
        : 'chatOther';
  }

  /** An exponential wait at the room's chat rate (faster for a while after a goal), ≥ 4 s. */
  private chatGap(now: number): number {
    const L = AUDIENCE_LIMITS;
    const rate = L.chatPerMin * (now - this.goalAt < L.afterGoalMs ? L.afterGoalFactor : 1);
    return Math.max(4000, (-Math.log(1 - this.rnd()) * 60_000) / rate);
  }

  /** A member free to speak, picked at random among them, or null. */
  private freeMember(now: number, present: (m: number) => boolean): number | null {
    const free: number[] = [];
    for (let m = 0; m < this.members; m++) {
      if (!present(m)) continue;
      if ((this.quietUntil.get(m) ?? 0) > now) continue;
      if (now - (this.lastSaid.get(m) ?? -Infinity) < AUDIENCE_LIMITS.memberGapMs) continue;
      free.push(m);
    }
    return free.length > 0 ? free[Math.floor(this.rnd() * free.length)] : null;
  }

  private say(member: number, situation: Situation, now: number, team?: string): Said {
    const lines = AUDIENCE_LINES[this.lang][situation].filter(
      (l) => (team || !l.includes('{team}')) && l !== this.lastLine.get(situation),
    );
    const line = lines[Math.floor(this.rnd() * lines.length)];
    this.lastLine.set(situation, line);
    this.sent.push(now);
    this.lastSaid.set(member, now);
    return { member, situation, text: line.replace('{team}', team ?? '') };
  }
}

/** The audience size of a room: 3–12, fixed per room so it does not jump between checks. */
export function audienceSize(roomId: number): number {
  const { minPerRoom, maxPerRoom } = AUDIENCE_LIMITS;
  const h = Math.imul(roomId ^ 0x9e3779b9, 2654435761) >>> 0;
  return minPerRoom + (h % (maxPerRoom - minPerRoom + 1));
}

/**
 * The events a room's audience reacts to in one frame of the simulated feed (docs/realtime.md):
 * a `goal` frame, and a `score` frame's new timeline events and save statistics.
 */
export function crowdEvents(
  frame: { type?: unknown; data?: unknown },
  lang: AudienceLang,
): { matchId: number; events: CrowdEvent[] } | null {
  const data = frame.data as Record<string, unknown> | undefined;
  if (!data || typeof data.match_id !== 'number') return null;
  const events: CrowdEvent[] = [];
  if (frame.type === 'goal') {
    const side = data.iszhu === 1 ? 'home' : 'away';
    const team = data[`${side}_team_name_${lang}`] ?? data[`${side}_team_name_zh`];
    events.push({ kind: 'goal', team: typeof team === 'string' ? team : undefined });
  } else if (frame.type === 'score') {
    const list = Array.isArray(data.events)
      ? (data.events as { kind?: unknown; points?: unknown }[])
      : [];
    for (const e of list) {
      if (e.kind === 'yellow' || e.kind === 'red' || e.kind === 'second_yellow')
        events.push({ kind: 'card' });
      else if (e.kind === 'penalty_miss') events.push({ kind: 'save' });
      else if (e.kind === 'corner') events.push({ kind: 'chance' });
      else if (e.kind === 'points') events.push({ kind: e.points === 3 ? 'three' : 'basket' });
    }
    const stats = data.stats as
      { home?: Record<string, number>; away?: Record<string, number> } | undefined;
    if (stats && ('saves' in (stats.home ?? {}) || 'saves' in (stats.away ?? {})))
      events.push({ kind: 'save' });
  } else return null;
  return events.length > 0 ? { matchId: data.match_id, events } : null;
}
