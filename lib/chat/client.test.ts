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
import { connectChat, type ChatConnection, type ChatMessage, type ChatStatus } from './client';

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
) {
  const shown: ChatMessage[] = [];
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
    onMessages: (ms) => shown.push(...ms),
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
  return { c, shown, statuses };
}

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
});
