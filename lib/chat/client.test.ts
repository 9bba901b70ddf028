import { eq } from 'drizzle-orm';
import { WebSocket as NodeWebSocket } from 'ws';
import { db } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { newGuestAccount } from '@/lib/providers/chat/guest';
import { getBus } from '@/lib/realtime/bus';
import { createChatModule } from '@/lib/chat/realtime';
import { scoresModule } from '@/lib/realtime/scores';
import { startInstance, waitFor, type TestInstance } from '@/lib/realtime/test-helpers';
import { createTestApi, type TestApi } from '@/test/api';
import { registerUser } from '@/test/factories';
import { broadcastHorn } from '@/lib/chat/wallet-events';
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

function viewer(
  account: (fresh: boolean) => Promise<{ id: string; sig: string } | null> = async () =>
    newGuestAccount(),
  onHorn?: (horn: unknown) => void,
) {
  const shown: ChatMessage[] = [];
  const statuses: ChatStatus[] = [];
  const c = connectChat({
    url: rt.url,
    group,
    lang: 'en',
    account,
    createSocket: (u) => new NodeWebSocket(u) as unknown as WebSocket,
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
