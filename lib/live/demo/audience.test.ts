import { and, eq, inArray } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { chatMessages, matches, rooms, users } from '@/lib/db/schema';
import { viewerCounts } from '@/lib/live/presence';
import { getBus } from '@/lib/realtime/bus';
import { publishGoal } from '@/lib/realtime/pushes';
import { scoresModule } from '@/lib/realtime/scores';
import { startInstance, waitFor, type TestInstance } from '@/lib/realtime/test-helpers';
import { createChatModule } from '@/lib/chat/realtime';
import { createTestApi, SEED_TIMEOUT, type TestApi } from '@/test/api';
import { withProductionEnv } from '@/test/production-env';
import { AUDIENCE_LINES } from './audience-lines';
import { audienceSocketUrl, startDemoAudience, type DemoAudience } from './audience';

/**
 * Issue 24: the demo's simulated audience really connects to the site's websocket, is counted
 * by presence, chats in each room's language through the chat's own rules, reacts to a goal of
 * the room's match, and its messages are marked in the data. Refused in production.
 */

let t: TestApi;
let rt: TestInstance;
let audience: DemoAudience | undefined;

beforeAll(async () => {
  t = await createTestApi({}, { matches: true });
  rt = await startInstance({
    bus: getBus(),
    modules: [scoresModule, createChatModule({ flushMs: 50 })],
  });
}, SEED_TIMEOUT);
afterAll(async () => {
  audience?.stop();
  await rt?.close();
  await t?.cleanup();
});

async function liveRooms() {
  return db()
    .select({ id: rooms.id, language: rooms.language, matchId: rooms.matchId })
    .from(rooms)
    .where(eq(rooms.state, 'live'));
}

/** Stored text messages of the audience, with the room's language. */
async function audienceMessages() {
  return db()
    .select({
      roomId: chatMessages.roomId,
      text: chatMessages.payload,
      flagged: users.demoAudience,
      language: rooms.language,
    })
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.userId))
    .innerJoin(rooms, eq(rooms.id, chatMessages.roomId))
    .where(and(eq(chatMessages.type, 'text'), eq(users.demoAudience, true)));
}

describe('the demo audience (issue 24)', () => {
  it('is refused in production', async () => {
    await withProductionEnv(() => {
      expect(() => startDemoAudience({ url: rt.url })).toThrow(/production/);
    });
  });

  it('is off unless a test or the demo starts it', () => {
    expect(process.env.DEMO_AUDIENCE ?? 'off').toBe('off');
  });

  it('watches every live room, chats in its language, reacts to a goal, marked in the data', async () => {
    const live = await liveRooms();
    expect(live.length).toBeGreaterThan(3);
    // The planner's clock runs 20 times faster: minutes of chatter in seconds.
    const start = Date.now();
    audience = startDemoAudience({
      url: rt.url,
      syncMs: 60_000,
      tickMs: 20,
      sizeOf: () => 3,
      now: () => start + (Date.now() - start) * 20,
      seed: 1,
    });
    await audience.synced();
    // Presence counts them like any viewer.
    await waitFor(
      () => [...audience!.connected().values()].reduce((a, b) => a + b, 0) === live.length * 3,
      15_000,
      'the audience in every room',
    );
    let counts = new Map<number, number>();
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      counts = await viewerCounts(live.map((r) => r.id));
      if (live.every((r) => (counts.get(r.id) ?? 0) >= 3)) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    for (const r of live) expect([r.id, counts.get(r.id)]).toEqual([r.id, 3]);

    // A goal in a room's match: its audience cheers with the scorer's name.
    const room = live.find((r) => r.matchId !== null && r.language === 'en')!;
    const [m] = await db().select().from(matches).where(eq(matches.id, room.matchId!));
    await publishGoal('football', {
      match_id: m.id,
      iszhu: 1,
      match_str: "67'",
      home_team_name_zh: '主队',
      away_team_name_zh: '客队',
      home_team_name_en: 'Harbour City',
      away_team_name_en: 'Away Town',
      home_team_name_vi: 'Chủ',
      away_team_name_vi: 'Khách',
      home_score: 1,
      away_score: 0,
    });
    const goalLines = AUDIENCE_LINES.en.goal.map((l) => l.replace('{team}', 'Harbour City'));
    let stored: Awaited<ReturnType<typeof audienceMessages>> = [];
    const until = Date.now() + 15_000;
    while (Date.now() < until) {
      stored = await audienceMessages();
      const cheers = stored.filter(
        (s) => s.roomId === room.id && goalLines.includes((s.text as { text: string }).text),
      );
      // Until every language has spoken: three rooms may all be zh and en on a slow machine.
      if (cheers.length >= 2 && new Set(stored.map((s) => s.language)).size === 3) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(
      stored.filter(
        (s) => s.roomId === room.id && goalLines.includes((s.text as { text: string }).text),
      ).length,
    ).toBeGreaterThanOrEqual(2);
    // Every room's audience speaks its language; every sender is flagged.
    for (const s of stored) {
      const lang = s.language as 'zh' | 'en' | 'vi';
      const lines = Object.values(AUDIENCE_LINES[lang]).flat();
      const text = (s.text as { text: string }).text;
      // A cheer names the scorer in the room's language (another room may show the same match).
      const team = { zh: '主队', en: 'Harbour City', vi: 'Chủ' }[lang];
      expect([lang, text, lines.some((l) => l.replace('{team}', team) === text)]).toEqual([
        lang,
        text,
        true,
      ]);
      expect(s.flagged).toBe(true);
    }
    expect(new Set(stored.map((s) => s.language))).toEqual(new Set(['zh', 'en', 'vi']));
    // Nobody else is flagged: the mark is the audience's alone.
    const flagged = await db()
      .select({ mobile: users.mobile })
      .from(users)
      .where(eq(users.demoAudience, true));
    const people = await db()
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.demoAudience, true),
          inArray(users.mobile, ['86-13800000001', '86-13800000002', '84-912345678']),
        ),
      );
    expect(flagged.length).toBeGreaterThan(0);
    expect(people).toEqual([]);

    // Stopped, it leaves: presence drops.
    audience.stop();
    const left = Date.now() + 10_000;
    while (Date.now() < left) {
      counts = await viewerCounts(live.map((r) => r.id));
      if (live.every((r) => (counts.get(r.id) ?? 0) === 0)) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    for (const r of live) expect([r.id, counts.get(r.id) ?? 0]).toEqual([r.id, 0]);
  }, 90_000);

  it('reaches the server on this machine whatever address it listens on', () => {
    expect(audienceSocketUrl(undefined, 3000)).toBe('ws://127.0.0.1:3000/ws');
    expect(audienceSocketUrl('0.0.0.0', 3202)).toBe('ws://127.0.0.1:3202/ws');
    expect(audienceSocketUrl('::1', 80)).toBe('ws://[::1]:80/ws');
  });
});
