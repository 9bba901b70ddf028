import { mulberry32 } from '@/lib/rules/random';
import { AUDIENCE_LINES, type AudienceLang } from './audience-lines';
import {
  AUDIENCE_LIMITS,
  audienceSize,
  crowdEvents,
  RoomCrowd,
  type CrowdEvent,
  type Said,
} from './audience-plan';

/** Issue 24: what the demo's simulated audience says, when, and how much at most. */

const T0 = Date.UTC(2026, 10, 24, 12);
const MIN = 60_000;

/** Runs a crowd second by second for `minutes`, with `events` at their minute. */
function run(
  crowd: RoomCrowd,
  minutes: number,
  events: { at: number; e: CrowdEvent }[] = [],
): (Said & { t: number })[] {
  const out: (Said & { t: number })[] = [];
  const queue = [...events].sort((a, b) => a.at - b.at);
  for (let t = T0; t < T0 + minutes * MIN; t += 1000) {
    while (queue.length > 0 && T0 + queue[0].at * MIN <= t) crowd.event(queue.shift()!.e, t);
    for (const s of crowd.due(t)) out.push({ ...s, t });
  }
  return out;
}

function linesOf(lang: AudienceLang): string[] {
  return Object.values(AUDIENCE_LINES[lang]).flat();
}

function fits(text: string, lang: AudienceLang, team = 'Team A'): boolean {
  return linesOf(lang).some((l) => l.replace('{team}', team) === text);
}

describe('the demo audience’s plan (issue 24)', () => {
  it('speaks the room’s language, and reacts to a goal with the scoring team', () => {
    for (const lang of ['zh', 'en', 'vi'] as const) {
      const said = run(new RoomCrowd(lang, 'football', 8, mulberry32(7), T0), 30, [
        { at: 10, e: { kind: 'goal', team: 'Team A' } },
      ]);
      expect(said.length).toBeGreaterThan(30);
      for (const s of said)
        expect([lang, s.text, fits(s.text, lang)]).toEqual([lang, s.text, true]);
      // Other languages' lines are not used.
      const others = (['zh', 'en', 'vi'] as const).filter((l) => l !== lang).flatMap(linesOf);
      expect(
        said.filter((s) => others.includes(s.text) && !linesOf(lang).includes(s.text)),
      ).toEqual([]);
    }
    const vi = run(new RoomCrowd('vi', 'football', 6, mulberry32(3), T0), 3, [
      { at: 1, e: { kind: 'goal', team: 'Hà Nội FC' } },
    ]);
    const goals = vi.filter((s) => s.situation === 'goal');
    expect(goals.length).toBeGreaterThanOrEqual(2);
    // The first reaction within seconds of the goal, all of them inside the quarter minute.
    expect(goals[0].t - (T0 + MIN)).toBeLessThanOrEqual(7000);
    for (const g of goals)
      expect(g.t - (T0 + MIN)).toBeLessThanOrEqual(AUDIENCE_LIMITS.reactionStaleMs);
    expect(goals.every((g) => fits(g.text, 'vi', 'Hà Nội FC'))).toBe(true);
  });

  it('reacts to saves and cards, and chats by the room’s sport', () => {
    const saves = run(new RoomCrowd('en', 'football', 6, mulberry32(11), T0), 60, [
      ...Array.from({ length: 20 }, (_, i) => ({ at: 2 + i * 3, e: { kind: 'save' as const } })),
      ...Array.from({ length: 20 }, (_, i) => ({ at: 3 + i * 3, e: { kind: 'card' as const } })),
    ]);
    expect(saves.filter((s) => s.situation === 'save').length).toBeGreaterThan(8);
    expect(saves.filter((s) => s.situation === 'card').length).toBeGreaterThan(6);
    expect(saves.some((s) => s.text === 'What a save')).toBe(true);
    const court = run(new RoomCrowd('zh', 'basketball', 6, mulberry32(5), T0), 20);
    expect(new Set(court.map((s) => s.situation))).toEqual(new Set(['chatBasketball']));
    const studio = run(new RoomCrowd('en', 'other', 6, mulberry32(5), T0), 20);
    expect(new Set(studio.map((s) => s.situation))).toEqual(new Set(['chatOther']));
  });

  it('keeps a believable rate: a few a minute, more after a goal, never a flood', () => {
    const L = AUDIENCE_LIMITS;
    // Three hours; a goal every ten minutes in the second hour, then a storm of events.
    const events = [
      ...Array.from({ length: 6 }, (_, i) => ({ at: 60 + i * 10, e: { kind: 'goal' as const } })),
      ...Array.from({ length: 600 }, (_, i) => ({
        at: 120 + i / 10,
        e: { kind: (['goal', 'save', 'card', 'chance'] as const)[i % 4] },
      })),
    ];
    const said = run(new RoomCrowd('zh', 'football', 12, mulberry32(42), T0), 180, events);
    const at = (s: { t: number }) => (s.t - T0) / MIN;
    // Quiet first hour: about CHAT_PER_MIN a minute.
    const quiet = said.filter((s) => at(s) < 60).length / 60;
    expect(quiet).toBeGreaterThan(L.chatPerMin * 0.6);
    expect(quiet).toBeLessThan(L.chatPerMin * 1.5);
    // The two minutes after each goal are busier than an ordinary two minutes.
    const afterGoals =
      said.filter((s) => at(s) >= 60 && at(s) < 120 && (at(s) - 60) % 10 < 2).length / 6;
    expect(afterGoals).toBeGreaterThan(quiet * 2 * 1.5);
    // Never more than roomMaxPerMin in any 60 s, even in the storm.
    for (let i = 0; i < said.length; i++) {
      const inMinute = said.filter((s) => s.t > said[i].t - MIN && s.t <= said[i].t).length;
      expect(inMinute).toBeLessThanOrEqual(L.roomMaxPerMin);
    }
    // Each member at most once per memberGapMs: inside the chat budget of 20 per 30 s.
    const last = new Map<number, number>();
    for (const s of said) {
      expect(s.t - (last.get(s.member) ?? -Infinity)).toBeGreaterThanOrEqual(L.memberGapMs);
      last.set(s.member, s.t);
    }
  });

  it('leaves a member the chat refused quiet for as long as it was told, and absent ones out', () => {
    const crowd = new RoomCrowd('en', 'football', 2, mulberry32(9), T0);
    crowd.quiet(0, T0 + 30 * MIN);
    const said: Said[] = [];
    for (let t = T0; t < T0 + 20 * MIN; t += 1000) said.push(...crowd.due(t, (m) => m !== 1));
    expect(said).toEqual([]);
  });

  it('sizes audiences at 3–12 and reads events from the feed’s frames', () => {
    const sizes = Array.from({ length: 200 }, (_, i) => audienceSize(i + 1));
    expect(Math.min(...sizes)).toBe(3);
    expect(Math.max(...sizes)).toBe(12);
    expect(
      crowdEvents(
        {
          type: 'goal',
          data: {
            match_id: 5,
            iszhu: 0,
            home_team_name_zh: '主',
            away_team_name_zh: '客',
            away_team_name_vi: 'Khách',
          },
        },
        'vi',
      ),
    ).toEqual({ matchId: 5, events: [{ kind: 'goal', team: 'Khách' }] });
    expect(
      crowdEvents(
        {
          type: 'score',
          data: {
            match_id: 6,
            stats: { away: { saves: 3, shots: 9 } },
            events: [{ kind: 'yellow' }, { kind: 'sub' }, { kind: 'points', points: 3 }],
          },
        },
        'en',
      ),
    ).toEqual({ matchId: 6, events: [{ kind: 'card' }, { kind: 'three' }, { kind: 'save' }] });
    expect(
      crowdEvents({ type: 'score', data: { match_id: 6, match_str: "12'" } }, 'en'),
    ).toBeNull();
  });
});
