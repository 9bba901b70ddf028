import { eq } from 'drizzle-orm';
import { WebSocket as NodeWebSocket } from 'ws';
import { db } from '@/lib/db/client';
import { nobleTiers, users } from '@/lib/db/schema';
import { newGuestAccount } from '@/lib/providers/chat/guest';
import { chatIdOfUser, signChatId } from '@/lib/providers/chat/sig';
import { getBus } from '@/lib/realtime/bus';
import { createChatModule } from '@/lib/chat/realtime';
import { scoresModule } from '@/lib/realtime/scores';
import { startInstance, waitFor, type TestInstance } from '@/lib/realtime/test-helpers';
import { createTestApi, type TestApi } from '@/test/api';
import { registerUser } from '@/test/factories';
import { broadcastHorn } from '@/lib/chat/wallet-events';
import { credit, idem } from '@/test/wallet';
import { publishRoomEvent } from '@/lib/chat/send';
import { storeMessage } from '@/lib/chat/service';
import {
  connectChat,
  type ChatConnection,
  type ChatMessage,
  type ChatOptions,
  type ChatStatus,
} from './client';

let t: TestApi;
let rt: TestInstance;
let group: string;
let roomId: number;
let anchorToken: string;
const conns: ChatConnection[] = [];

beforeAll(async () => {
  t = await createTestApi();
  rt = await startInstance({ bus: getBus(), modules: [scoresModule, createChatModule()] });
  const a = await registerUser(t);
  await db().update(users).set({ isAnchor: 1 }).where(eq(users.id, a.user.id));
  anchorToken = a.token;
  const room = await t.call<{ id: number; group_id: string }>('Live/mobileStartRoom', {
    params: {},
    token: a.token,
  });
  group = room.data.group_id;
  roomId = room.data.id;
});
afterAll(async () => {
  for (const c of conns) c.close();
  await rt?.close();
  await t?.cleanup();
});

/**
 * A socket whose first `chat.history` answer is held until a live chat message has come: the
 * order a busy room (or a noble's entry, published by the join) can give.
 */
function historyAfterLive(url: string): WebSocket {
  const ws = new NodeWebSocket(url);
  let handler: ((ev: { data: unknown }) => void) | null = null;
  let held: { data: unknown } | null = null;
  let liveCame = false;
  ws.onmessage = (ev) => {
    const type = (JSON.parse((ev.data as Buffer | string).toString()) as { type?: string }).type;
    if (type === 'chat.history' && !liveCame && !held) {
      held = ev;
      return;
    }
    handler?.(ev);
    if (type === 'chat.message' && !liveCame) {
      liveCame = true;
      if (held) handler?.(held);
    }
  };
  return new Proxy(ws, {
    set(target, prop, value) {
      if (prop === 'onmessage') handler = value as typeof handler;
      else Reflect.set(target, prop, value);
      return true;
    },
    get(target, prop) {
      const v = Reflect.get(target, prop) as unknown;
      return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
    },
  }) as unknown as WebSocket;
}

function viewer(
  account: (fresh: boolean) => Promise<{ id: string; sig: string } | null> = async () =>
    newGuestAccount(),
  onHorn?: (horn: unknown) => void,
  createSocket: (url: string) => WebSocket = (u) => new NodeWebSocket(u) as unknown as WebSocket,
  extra: Partial<ChatOptions> = {},
) {
  const shown: ChatMessage[] = [];
  /** Each onMessages call: where from, and the sequences in the order given. */
  const batches: { from: 'history' | 'live'; seqs: number[] }[] = [];
  const statuses: ChatStatus[] = [];
  const c = connectChat({
    url: rt.url,
    group,
    lang: 'en',
    account,
    createSocket,
    backoff: { minMs: 20, maxMs: 50 },
    onStatus: (s) => statuses.push(s),
    onHorn,
    ...extra,
    onMessages: (ms, from) => {
      shown.push(...ms);
      batches.push({ from, seqs: ms.map((m) => m.sequence) });
    },
    onDelete: (target) => {
      for (let i = shown.length - 1; i >= 0; i--)
        if (
          'from' in target
            ? shown[i].from === target.from
            : target.sequences.includes(shown[i].sequence)
        )
          shown.splice(i, 1);
    },
  });
  conns.push(c);
  return { c, shown, statuses, batches };
}

/**
 * A socket the test steers: `incoming` sees each live chat message and returns false to drop
 * it (it may keep `deliver` to hand it in later); `histories` records the client's
 * `chat.history` requests; while `down`, new connections are refused.
 */
type Tap = {
  incoming: (m: ChatMessage, deliver: () => void) => boolean;
  histories: { before?: number }[];
  /** `chat.history` answers received. */
  answered: number;
  sockets: NodeWebSocket[];
  down: boolean;
};

function newTap(): Tap {
  return { incoming: () => true, histories: [], answered: 0, sockets: [], down: false };
}

/**
 * Live, and the joining's history answered: a message posted before that answer may come in it
 * rather than live (a slow database in CI), which is not what a test of live holes is about.
 */
async function joined(v: { statuses: ChatStatus[] }, tap: Tap) {
  await waitFor(
    () =>
      v.statuses.includes('live') &&
      tap.histories.length > 0 &&
      tap.answered >= tap.histories.length,
  );
}

function tapped(tap: Tap) {
  return (url: string): WebSocket => {
    const ws = new NodeWebSocket(tap.down ? 'ws://127.0.0.1:9' : url);
    tap.sockets.push(ws);
    let handler: ((ev: { data: unknown }) => void) | null = null;
    ws.onmessage = (ev) => {
      const f = JSON.parse((ev.data as Buffer | string).toString()) as {
        type?: string;
        message?: ChatMessage;
      };
      if (f.type === 'chat.history') tap.answered++;
      if (f.type === 'chat.message' && f.message && !tap.incoming(f.message, () => handler?.(ev)))
        return;
      handler?.(ev);
    };
    return new Proxy(ws, {
      set(target, prop, value) {
        if (prop === 'onmessage') handler = value as typeof handler;
        else Reflect.set(target, prop, value);
        return true;
      },
      get(target, prop) {
        if (prop === 'send')
          return (data: string) => {
            const f = JSON.parse(data) as { type?: string; before?: number };
            if (f.type === 'chat.history') tap.histories.push({ before: f.before });
            target.send(data);
          };
        const v = Reflect.get(target, prop) as unknown;
        return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
      },
    }) as unknown as WebSocket;
  };
}

const BOT = { chatId: 'u_bot', userId: null, nick: 'bot', avatar: '', level: 0, noble: null };

/** A message stored under the room's next sequence and pushed (unless hidden or `quiet`). */
async function post(text: string, o: { hidden?: boolean; quiet?: boolean } = {}) {
  const m = await storeMessage(roomId, BOT, { type: 'text', text }, { hidden: o.hidden });
  if (!o.hidden && !o.quiet) await publishRoomEvent(getBus(), roomId, { t: 'msg', m });
  return m;
}

const count = (shown: ChatMessage[], seq: number) => shown.filter((m) => m.sequence === seq).length;
const gapFetches = (tap: Tap) => tap.histories.filter((h) => h.before !== undefined).length;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the browser chat client', () => {
  it('logs in, joins, sends and receives; deletes reach the other viewer', async () => {
    const a = viewer();
    const b = viewer();
    await waitFor(() => a.statuses.includes('live') && b.statuses.includes('live'));
    const sent = await a.c.send('hello from a');
    expect(sent).toMatchObject({ ok: true });
    await waitFor(() => b.shown.some((m) => m.payload.text === 'hello from a'));
    const seq = (sent as { message: ChatMessage }).message.sequence;
    await t.call('chat/delMsg', {
      params: { room_id: roomId, sequences: [seq] },
      token: anchorToken,
    });
    await waitFor(() => !b.shown.some((m) => m.sequence === seq));
  });

  it('retries a failed login once with a fresh guest account (docs/product.md §4)', async () => {
    const asked: boolean[] = [];
    const v = viewer(async (fresh) => {
      asked.push(fresh);
      return fresh ? newGuestAccount() : { id: 'guest_0000000000000000', sig: '1.x' };
    });
    await waitFor(() => v.statuses.includes('live'));
    expect(asked).toEqual([false, true]);
    expect(v.c.me()).toMatch(/^guest_/);
  });

  it('loads the history on joining', async () => {
    const writer = viewer();
    await waitFor(() => writer.statuses.includes('live'));
    await writer.c.send('before you came');
    const late = viewer();
    await waitFor(() => late.shown.some((m) => m.payload.text === 'before you came'));
    const page = await late.c.older(late.shown[0].sequence + 1);
    expect(page.messages.map((m) => m.payload.text)).toContain('before you came');
  });

  it('a sender reloads: the history holds their message and gift line, though their noble entry comes first (issue 24)', async () => {
    const u = await registerUser(t);
    await credit(u.user.id, 100_000);
    const id = chatIdOfUser(u.user.id);
    const account = async () => ({ id, sig: signChatId(id) });
    const first = viewer(account);
    await waitFor(() => first.statuses.includes('live'));
    const text = `mine ${Date.now()}`;
    expect(await first.c.send(text)).toMatchObject({ ok: true });
    const [gift] = (await t.call<{ id: number }[]>('Gift/getList')).data;
    const sent = await t.call('member/handselGift', {
      params: { room_id: roomId, gift_id: gift.id, num: 1 },
      token: u.token,
      headers: idem(),
    });
    expect(sent.code).toBe(0);
    await waitFor(() => first.shown.some((m) => m.payload.data === 'gift'));
    first.c.close();
    // A tier with an entry effect: the next join announces them before the history is answered.
    const [viscount] = await db().select().from(nobleTiers).where(eq(nobleTiers.level, 2));
    const bought = await t.call('guard_user/buy', {
      params: { tier_id: viscount.id, months: 1 },
      token: u.token,
      headers: idem(),
    });
    expect(bought.code).toBe(0);
    const reloaded = viewer(account, undefined, historyAfterLive);
    await waitFor(() => reloaded.shown.some((m) => m.payload.data === 'enter'));
    await waitFor(() => reloaded.shown.some((m) => m.payload.text === text));
    expect(reloaded.shown.filter((m) => m.payload.data === 'gift' && m.from === id)).toHaveLength(
      1,
    );
    // Shown once each: what came live is not repeated by the history.
    const ids = reloaded.shown.map((m) => m.ID);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('hands a passed horn (the `horn` frame every room gets) to onHorn', async () => {
    const horns: unknown[] = [];
    const v = viewer(undefined, (h) => horns.push(h));
    await waitFor(() => v.statuses.includes('live'));
    const item = {
      id: 7,
      content: '<img src=x onerror=alert(1)>',
      large: true,
      nickname: 'Mark',
      avatar: '',
      level: 3,
      noble: { level: 2, color: '#c0a000' },
      created_at: new Date().toISOString(),
      passed_at: new Date().toISOString(),
    };
    await broadcastHorn(item);
    await waitFor(() => horns.length > 0);
    expect(horns).toEqual([item]);
    expect(v.shown.some((m) => m.payload.text === item.content)).toBe(false);
  });

  describe('loses no acknowledged message (issue 29 §3)', () => {
    it('a reconnect after 120 missed messages delivers all of them once, in order', async () => {
      const tap = newTap();
      const v = viewer(undefined, undefined, tapped(tap), { gapWaitMs: 100 });
      await joined(v, tap);
      const first = await post('before the drop');
      await waitFor(() => count(v.shown, first.sequence) === 1);
      tap.down = true;
      tap.sockets.at(-1)!.terminate();
      await waitFor(() => v.statuses.at(-1) === 'offline');
      const missed: number[] = [];
      for (let i = 0; i < 120; i++) missed.push((await post(`missed ${i}`)).sequence);
      tap.down = false;
      // More talk while it reconnects: live and history overlap.
      const during: number[] = [];
      for (let i = 0; i < 5; i++) during.push((await post(`during ${i}`)).sequence);
      await waitFor(() => [...missed, ...during].every((s) => count(v.shown, s) > 0), 15_000);
      await sleep(300);
      for (const s of [first.sequence, ...missed, ...during]) expect(count(v.shown, s)).toBe(1);
      // The missed ones came from the history, in sequence order. On a slow database the client
      // may be back before the last posts, whose pushes, sent while the tap still dropped them,
      // can land just after it opens: those few arrive live, the rest by paging back.
      const fromHistory = v.batches.filter((b) => b.from === 'history').flatMap((b) => b.seqs);
      const liveOnes = v.batches.filter((b) => b.from === 'live').flatMap((b) => b.seqs);
      const missedFromHistory = fromHistory.filter((s) => missed.includes(s));
      expect(missedFromHistory).toEqual(missed.filter((s) => !liveOnes.includes(s)));
      expect(missedFromHistory.length).toBeGreaterThan(100);
      for (const b of v.batches) expect(b.seqs).toEqual([...b.seqs].sort((x, y) => x - y));
      // Three pages back (50 each), not one.
      expect(tap.histories.length).toBeGreaterThanOrEqual(4);
    });

    it('a reconnect that missed more than 10 pages shows the latest 500 and says what it skipped', async () => {
      const tap = newTap();
      const skipped: { from: number; to: number }[] = [];
      const v = viewer(undefined, undefined, tapped(tap), {
        gapWaitMs: 100,
        onSkipped: (r) => skipped.push(r),
      });
      await joined(v, tap);
      const first = await post('before the long drop');
      await waitFor(() => count(v.shown, first.sequence) === 1);
      tap.down = true;
      tap.sockets.at(-1)!.terminate();
      await waitFor(() => v.statuses.at(-1) === 'offline');
      const missed: number[] = [];
      for (let i = 0; i < 520; i++)
        missed.push((await post(`long ${i}`, { quiet: true })).sequence);
      const asked = tap.histories.length;
      tap.down = false;
      await waitFor(() => count(v.shown, missed.at(-1)!) === 1, 15_000);
      await sleep(300);
      expect(tap.histories.length - asked).toBe(10);
      expect(skipped).toEqual([{ from: first.sequence + 1, to: missed[19] }]);
      for (const s of missed.slice(20)) expect(count(v.shown, s)).toBe(1);
      expect(missed.slice(0, 20).some((s) => count(v.shown, s) > 0)).toBe(false);
      // Settled: no fetch for the skipped ones afterwards.
      const m = await post('after the long drop');
      await waitFor(() => count(v.shown, m.sequence) === 1);
      await sleep(300);
      expect(tap.histories.length - asked).toBe(10);
    });

    it('a live hole that no late push fills is fetched from the history', async () => {
      const tap = newTap();
      const v = viewer(undefined, undefined, tapped(tap), { gapWaitMs: 50 });
      await joined(v, tap);
      tap.incoming = (m) => m.payload.text !== 'lost b';
      const a = await post('lost a');
      const b = await post('lost b');
      const c = await post('lost c');
      await waitFor(() => count(v.shown, b.sequence) === 1);
      expect([a, c].map((m) => count(v.shown, m.sequence))).toEqual([1, 1]);
      expect(v.batches.find((x) => x.seqs.includes(b.sequence))?.from).toBe('history');
      expect(tap.histories.filter((h) => h.before === c.sequence)).toHaveLength(1);
    });

    it('a reordered pair (two instances publishing) is delivered without a fetch', async () => {
      const tap = newTap();
      const v = viewer(undefined, undefined, tapped(tap), { gapWaitMs: 300 });
      await joined(v, tap);
      let held: (() => void) | null = null;
      tap.incoming = (m, deliver) => {
        if (m.payload.text === 'pair 1') {
          held = deliver;
          return false;
        }
        if (m.payload.text === 'pair 2') setTimeout(() => held?.(), 20);
        return true;
      };
      const one = await post('pair 1');
      const two = await post('pair 2');
      await waitFor(() => count(v.shown, one.sequence) === 1 && count(v.shown, two.sequence) === 1);
      await sleep(700);
      expect(gapFetches(tap)).toBe(0);
      expect(count(v.shown, one.sequence)).toBe(1);
    });

    it("a hidden message's sequence is asked for once, not forever", async () => {
      const tap = newTap();
      const v = viewer(undefined, undefined, tapped(tap), { gapWaitMs: 50 });
      await joined(v, tap);
      await post('seen 1');
      const hidden = await post('only its sender sees this', { hidden: true });
      const after = await post('seen 2');
      await waitFor(() => count(v.shown, after.sequence) === 1);
      await waitFor(() => gapFetches(tap) === 1);
      for (let i = 0; i < 3; i++) {
        const m = await post(`seen more ${i}`);
        await waitFor(() => count(v.shown, m.sequence) === 1);
      }
      await sleep(400);
      expect(tap.histories.filter((h) => h.before !== undefined)).toEqual([
        { before: hidden.sequence + 1 },
      ]);
      expect(count(v.shown, hidden.sequence)).toBe(0);
    });

    it('a message hidden by a blocked word (`chat.skip`) sends nobody to the history', async () => {
      const tap = newTap();
      const v = viewer(undefined, undefined, tapped(tap), { gapWaitMs: 50 });
      await joined(v, tap);
      await post('seen 1');
      // What sendChat does with a shadow-hidden message: stored, and only the skip published.
      const hidden = await post('only its sender sees this', { hidden: true });
      await publishRoomEvent(getBus(), roomId, { t: 'skip', seq: hidden.sequence });
      const after = await post('seen 2');
      await waitFor(() => count(v.shown, after.sequence) === 1);
      await sleep(300);
      expect(gapFetches(tap)).toBe(0);
      expect(count(v.shown, hidden.sequence)).toBe(0);
    });

    it('a message that comes both live (late) and from the history is delivered once', async () => {
      const tap = newTap();
      const v = viewer(undefined, undefined, tapped(tap), { gapWaitMs: 50 });
      await joined(v, tap);
      let late: (() => void) | null = null;
      tap.incoming = (m, deliver) => {
        if (m.payload.text !== 'twice b') return true;
        late = deliver;
        return false;
      };
      const a = await post('twice a');
      const b = await post('twice b');
      const c = await post('twice c');
      await waitFor(() => count(v.shown, b.sequence) === 1);
      late!();
      const d = await post('twice d');
      await waitFor(() => count(v.shown, d.sequence) === 1);
      for (const m of [a, b, c, d]) expect(count(v.shown, m.sequence)).toBe(1);
    });
  });
});
