/**
 * The Tencent Cloud Chat adapter against a hand-written fake of `@tencentcloud/chat` (Tencent is
 * not reachable from tests). The fake's EVENT and TYPES values are checked against the real
 * package below; its methods follow the package's index.d.ts (ChatSDK): promises that resolve
 * `{ data }` and reject `{ code, message }`, events `{ name, data }`.
 */
import type { ChatMessage, ChatStatus } from './client';
import { connectRoomChat } from './connect';
import { connectTencentChat, fromTencentMessage } from './tencent-client';

type FakeMessage = {
  ID: string;
  type: string;
  payload: Record<string, unknown>;
  conversationID: string;
  conversationType: string;
  to: string;
  from: string;
  flow: string;
  time: number;
  status: string;
  sequence: number;
  nick: string;
  avatar: string;
  nameCard: string;
  cloudCustomData: string;
  isRevoked: boolean;
  isDeleted: boolean;
  isRead?: boolean;
};

type Control = {
  /** userSigs that log in. */
  validSigs: Set<string>;
  /** How joinGroup answers. */
  join: 'joined' | 'already-status' | 'already-error' | 'refused';
  /** Group ID → its messages, oldest first. */
  history: Map<string, FakeMessage[]>;
  pageSize: number;
  /** sendMessage rejects with this when set. */
  sendError: { code: number; message: string } | null;
  /** Every call, with whether the SDK was ready at the time. */
  calls: { method: string; args: unknown[]; ready?: boolean }[];
  instances: Map<number, unknown>;
  seq: number;
};

jest.mock('@tencentcloud/chat', () => {
  const { EventEmitter } = jest.requireActual<typeof import('node:events')>('node:events');
  const EVENT = {
    SDK_READY: 'sdkStateReady',
    SDK_NOT_READY: 'sdkStateNotReady',
    MESSAGE_RECEIVED: 'onMessageReceived',
    MESSAGE_REVOKED: 'onMessageRevoked',
    KICKED_OUT: 'kickedOut',
    ERROR: 'error',
    NET_STATE_CHANGE: 'netStateChange',
  };
  const TYPES = {
    MSG_TEXT: 'TIMTextElem',
    MSG_CUSTOM: 'TIMCustomElem',
    MSG_IMAGE: 'TIMImageElem',
    MSG_GRP_TIP: 'TIMGroupTipElem',
    CONV_GROUP: 'GROUP',
    GRP_AVCHATROOM: 'AVChatRoom',
    JOIN_STATUS_SUCCESS: 'JoinedSuccess',
    JOIN_STATUS_ALREADY_IN_GROUP: 'AlreadyInGroup',
    JOIN_STATUS_WAIT_APPROVAL: 'WaitAdminApproval',
    NET_STATE_CONNECTED: 'connected',
    NET_STATE_CONNECTING: 'connecting',
    NET_STATE_DISCONNECTED: 'disconnected',
    KICKED_OUT_MULT_ACCOUNT: 'multipleAccount',
    KICKED_OUT_MULT_DEVICE: 'multipleDevice',
    KICKED_OUT_USERSIG_EXPIRED: 'userSigExpired',
    KICKED_OUT_REST_API: 'REST_API_Kick',
  };
  const control: Control = {
    validSigs: new Set(),
    join: 'joined',
    history: new Map(),
    pageSize: 3,
    sendError: null,
    calls: [],
    instances: new Map(),
    seq: 1000,
  };

  /** The SDK rejects with `{ code, message }` errors. */
  const sdkError = (code: number, message: string) => Object.assign(new Error(message), { code });

  class FakeChat extends EventEmitter {
    userID = '';
    ready = false;
    constructor(readonly SDKAppID: number) {
      super();
    }
    private call(method: string, ...args: unknown[]) {
      control.calls.push({ method, args, ready: this.ready });
    }
    setLogLevel(level: number) {
      this.call('setLogLevel', level);
    }
    isReady() {
      return this.ready;
    }
    async login(o: { userID: string; userSig: string }) {
      this.call('login', o);
      if (!control.validSigs.has(o.userSig)) throw sdkError(70001, 'userSig is expired');
      this.userID = o.userID;
      // The SDK resolves the login, then reports ready.
      setTimeout(() => {
        this.ready = true;
        this.emit(EVENT.SDK_READY, { name: EVENT.SDK_READY });
      }, 1);
      return { code: 0, data: { repeatLogin: false } };
    }
    async logout() {
      this.call('logout');
      this.ready = false;
      this.emit(EVENT.SDK_NOT_READY, { name: EVENT.SDK_NOT_READY });
      return { code: 0, data: {} };
    }
    async joinGroup(o: { groupID: string; type?: string }) {
      this.call('joinGroup', o);
      if (control.join === 'already-error')
        throw sdkError(10013, 'The requester is already a group member.');
      if (control.join === 'refused') throw sdkError(10010, 'The group does not exist.');
      const status =
        control.join === 'already-status'
          ? TYPES.JOIN_STATUS_ALREADY_IN_GROUP
          : TYPES.JOIN_STATUS_SUCCESS;
      return { code: 0, data: { status, group: { groupID: o.groupID } } };
    }
    async getMessageList(o: { conversationID: string; nextReqMessageID?: string }) {
      this.call('getMessageList', o);
      const all = control.history.get(o.conversationID.replace(/^GROUP/, '')) ?? [];
      const end =
        o.nextReqMessageID === undefined
          ? all.length
          : all.findIndex((m) => m.ID === o.nextReqMessageID);
      const start = Math.max(0, end - control.pageSize);
      const messageList = all.slice(start, end);
      return {
        code: 0,
        data: {
          messageList,
          nextReqMessageID: messageList[0]?.ID ?? '',
          isCompleted: start === 0,
        },
      };
    }
    createTextMessage(o: { to: string; conversationType: string; payload: { text: string } }) {
      this.call('createTextMessage', o);
      return message({
        ID: `draft-${control.seq}`,
        to: o.to,
        conversationType: o.conversationType,
        conversationID: `${o.conversationType}${o.to}`,
        payload: { text: o.payload.text },
        from: this.userID,
        flow: 'out',
        status: 'unSend',
        sequence: 0,
      });
    }
    async sendMessage(m: FakeMessage) {
      this.call('sendMessage', m);
      if (control.sendError) throw sdkError(control.sendError.code, control.sendError.message);
      const sent = { ...m, ID: `sent-${++control.seq}`, sequence: control.seq, status: 'success' };
      return { code: 0, data: { message: sent } };
    }
  }

  function message(over: Partial<FakeMessage>): FakeMessage {
    return {
      ID: 'm',
      type: TYPES.MSG_TEXT,
      payload: { text: '' },
      conversationID: 'GROUProom_1',
      conversationType: TYPES.CONV_GROUP,
      to: 'room_1',
      from: 'u1',
      flow: 'in',
      time: 1_800_000_000,
      status: 'success',
      sequence: 1,
      nick: '',
      avatar: '',
      nameCard: '',
      cloudCustomData: '',
      isRevoked: false,
      isDeleted: false,
      ...over,
    };
  }

  const TencentCloudChat = {
    EVENT,
    TYPES,
    // One instance per SDKAppID, as the real create() keeps them.
    create(o: { SDKAppID: number }) {
      control.calls.push({ method: 'create', args: [o] });
      const existing = control.instances.get(o.SDKAppID);
      if (existing) return existing;
      const made = new FakeChat(o.SDKAppID);
      control.instances.set(o.SDKAppID, made);
      return made;
    },
    __control: control,
    __message: message,
  };
  return { __esModule: true, default: TencentCloudChat };
});

type FakeModule = {
  EVENT: Record<string, string>;
  TYPES: Record<string, string>;
  __control: Control;
  __message: (over: Partial<FakeMessage>) => FakeMessage;
  create: (o: { SDKAppID: number }) => {
    emit: (name: string, ev: unknown) => boolean;
    listenerCount: (name: string) => number;
  };
};

const fake = jest.requireMock<{ default: FakeModule }>('@tencentcloud/chat').default;
const control = fake.__control;
const { EVENT, TYPES } = fake;
const APP = 1400000000;
const GROUP = 'room_7';

async function waitFor(condition: () => boolean, what = 'condition', ms = 2000) {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 2));
  }
}

const settle = () => new Promise((r) => setTimeout(r, 20));

function msg(seq: number, over: Partial<FakeMessage> = {}): FakeMessage {
  return fake.__message({
    ID: `m${seq}`,
    sequence: seq,
    conversationID: `GROUP${GROUP}`,
    to: GROUP,
    payload: { text: `text ${seq}` },
    ...over,
  });
}

function deleteMessage(seq: number, extension: unknown): FakeMessage {
  return msg(seq, {
    type: TYPES.MSG_CUSTOM,
    from: 'administrator',
    payload: { data: 'DELETE_MESSAGE', description: '', extension: JSON.stringify(extension) },
  });
}

const sdk = () => fake.create({ SDKAppID: APP });
const emit = (name: string, data: unknown) => sdk().emit(name, { name, data });
const calls = (method: string) => control.calls.filter((c) => c.method === method);

let open: { close: () => void }[] = [];

function viewer(
  account: (fresh: boolean) => Promise<{ id: string; sig: string } | null> = async () => ({
    id: 'guest_00000000000000aa',
    sig: 'good',
  }),
) {
  const shown: ChatMessage[] = [];
  const batches: { from: 'history' | 'live'; ids: string[] }[] = [];
  const deletes: unknown[] = [];
  const statuses: ChatStatus[] = [];
  const c = connectTencentChat({
    url: 'ws://unused/ws',
    group: GROUP,
    lang: 'en',
    sdkAppId: APP,
    account,
    onStatus: (s) => statuses.push(s),
    onMessages: (ms, from) => {
      batches.push({ from, ids: ms.map((m) => m.ID) });
      shown.push(...ms);
    },
    onDelete: (target) => {
      deletes.push(target);
      for (let i = shown.length - 1; i >= 0; i--)
        if (
          'from' in target
            ? shown[i].from === target.from
            : target.sequences.includes(shown[i].sequence)
        )
          shown.splice(i, 1);
    },
  });
  open.push(c);
  return { c, shown, batches, deletes, statuses };
}

beforeEach(() => {
  control.validSigs = new Set(['good', 'fresh']);
  control.join = 'joined';
  control.history = new Map();
  control.pageSize = 3;
  control.sendError = null;
  control.calls = [];
});

afterEach(async () => {
  for (const c of open) c.close();
  open = [];
  await settle();
});

describe('the fake SDK', () => {
  it('uses the constants of the real @tencentcloud/chat', () => {
    // The real SDK logs its version when loaded.
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const real = jest.requireActual<{ default?: FakeModule } & FakeModule>('@tencentcloud/chat');
    log.mockRestore();
    const tim = real.EVENT ? real : (real.default as FakeModule);
    for (const [k, v] of Object.entries(EVENT)) expect([k, tim.EVENT[k]]).toEqual([k, v]);
    for (const [k, v] of Object.entries(TYPES)) expect([k, tim.TYPES[k]]).toEqual([k, v]);
    expect(typeof tim.create).toBe('function');
  });
});

describe('connectTencentChat', () => {
  it('logs in, waits for SDK_READY, joins the room group as an AVChatRoom and loads the history', async () => {
    control.history.set(GROUP, [msg(1), msg(2)]);
    const v = viewer();
    await waitFor(() => v.statuses.includes('live'), 'live');
    await waitFor(() => v.shown.length === 2, 'history');
    expect(calls('create')[0].args).toEqual([{ SDKAppID: APP }]);
    expect(calls('login')[0].args).toEqual([{ userID: 'guest_00000000000000aa', userSig: 'good' }]);
    expect(calls('joinGroup')[0].args).toEqual([{ groupID: GROUP, type: 'AVChatRoom' }]);
    expect(calls('getMessageList')[0].args).toEqual([{ conversationID: `GROUP${GROUP}` }]);
    // Joined and read only once the SDK was ready.
    expect(calls('joinGroup')[0].ready).toBe(true);
    expect(calls('getMessageList')[0].ready).toBe(true);
    expect(v.statuses[0]).toBe('connecting');
    expect(v.c.me()).toBe('guest_00000000000000aa');
    expect(v.batches).toEqual([{ from: 'history', ids: ['m1', 'm2'] }]);
    expect(v.shown[0]).toEqual({
      ID: 'm1',
      type: 'TIMTextElem',
      payload: { text: 'text 1' },
      from: 'u1',
      sequence: 1,
      time: 1_800_000_000,
      flow: 'in',
      nick: 'u1',
      avatar: '',
      level: 0,
      noble: null,
      guest: false,
      barrage: false,
      isRead: true,
      isRevoked: false,
      isDeleted: false,
    });
  });

  it.each([
    ['a 10013 error', 'already-error'],
    ['the AlreadyInGroup status', 'already-status'],
  ] as const)('treats %s as joined (docs/product.md §4)', async (_name, join) => {
    control.join = join;
    control.history.set(GROUP, [msg(5)]);
    const v = viewer();
    await waitFor(() => v.statuses.includes('live'), 'live');
    await waitFor(() => v.shown.length === 1, 'history');
    expect(v.statuses).not.toContain('kicked');
  });

  it('reports a refused join as kicked, and sends nothing', async () => {
    control.join = 'refused';
    const v = viewer();
    await waitFor(() => v.statuses.includes('kicked'), 'kicked');
    expect(v.statuses).not.toContain('live');
    expect(await v.c.send('hi')).toEqual({ ok: false, msg: '', reason: 'offline' });
  });

  it('after a failed login asks for a fresh account and retries once (docs/product.md §4)', async () => {
    const asked: boolean[] = [];
    const v = viewer(async (fresh) => {
      asked.push(fresh);
      return fresh ? { id: 'guest_00000000000000bb', sig: 'fresh' } : { id: 'u9', sig: 'stale' };
    });
    await waitFor(() => v.statuses.includes('live'), 'live');
    expect(asked).toEqual([false, true]);
    expect(calls('login').map((c) => (c.args[0] as { userSig: string }).userSig)).toEqual([
      'stale',
      'fresh',
    ]);
    expect(v.c.me()).toBe('guest_00000000000000bb');
  });

  it('gives up after the second failed login', async () => {
    const asked: boolean[] = [];
    const v = viewer(async (fresh) => {
      asked.push(fresh);
      return { id: 'u9', sig: 'stale' };
    });
    await waitFor(() => v.statuses.includes('offline'), 'offline');
    expect(asked).toEqual([false, true]);
    expect(calls('login')).toHaveLength(2);
    expect(calls('joinGroup')).toHaveLength(0);
    expect(v.c.me()).toBeNull();
  });

  it('pages back through the history by continuation id, skipping revoked and deleted messages', async () => {
    control.pageSize = 3;
    control.history.set(GROUP, [
      msg(1),
      msg(2, { isDeleted: true }),
      msg(3),
      msg(4, { isRevoked: true }),
      msg(5, { isRevoked: true }),
      msg(6, { isDeleted: true }),
      msg(7),
      msg(8, { type: 'TIMGroupTipElem', payload: {} }),
      msg(9),
    ]);
    const v = viewer();
    await waitFor(() => v.shown.length > 0, 'history');
    expect(v.shown.map((m) => m.sequence)).toEqual([7, 9]);
    // The next page (4–6) is all revoked or deleted: older() reads on to one with something.
    const page = await v.c.older(7);
    expect(page.messages.map((m) => m.sequence)).toEqual([1, 3]);
    expect(page.next).toBeNull();
    const lists = calls('getMessageList').map((c) => c.args[0]);
    expect(lists).toEqual([
      { conversationID: `GROUP${GROUP}` },
      { conversationID: `GROUP${GROUP}`, nextReqMessageID: 'm7' },
      { conversationID: `GROUP${GROUP}`, nextReqMessageID: 'm4' },
    ]);
    expect(await v.c.older(1)).toEqual({ messages: [], next: null });
  });

  it('answers a continuation while older pages remain', async () => {
    control.pageSize = 2;
    control.history.set(
      GROUP,
      [1, 2, 3, 4, 5, 6].map((s) => msg(s)),
    );
    const v = viewer();
    await waitFor(() => v.shown.length === 2, 'history');
    expect(await v.c.older(5)).toMatchObject({ next: 3 });
    const last = await v.c.older(3);
    expect(last.messages.map((m) => m.sequence)).toEqual([1, 2]);
    expect(last.next).toBeNull();
  });

  it('shows live messages of its own group only, normalised', async () => {
    const v = viewer();
    await waitFor(() => v.statuses.includes('live'), 'live');
    await settle();
    emit(EVENT.MESSAGE_RECEIVED, [
      msg(20, {
        from: 'u3',
        nick: 'Ann',
        avatar: '/a.png',
        cloudCustomData: JSON.stringify({ level: 12 }),
      }),
      msg(21, { conversationID: 'GROUProom_8', to: 'room_8' }),
      msg(22, { conversationID: 'C2Cu5', conversationType: 'C2C', to: 'u5' }),
      msg(23, { from: 'guest_00000000deadbeef', cloudCustomData: 'not json' }),
      msg(24, { type: 'TIMImageElem', payload: {} }),
    ]);
    expect(v.batches).toEqual([
      { from: 'live', ids: ['m20'] },
      { from: 'live', ids: ['m23'] },
    ]);
    expect(v.shown[0]).toMatchObject({ nick: 'Ann', avatar: '/a.png', level: 12, guest: false });
    expect(v.shown[1]).toMatchObject({ nick: 'BEEF', level: 0, guest: true });
  });

  it('removes messages on DELETE_MESSAGE by sequence and by sender, live and in history', async () => {
    control.history.set(GROUP, [
      msg(1, { from: 'u4' }),
      msg(2, { from: 'u5' }),
      msg(3, { from: 'u4' }),
      msg(4),
      deleteMessage(5, { sequences: [4] }),
      msg(6),
    ]);
    control.pageSize = 3;
    const v = viewer();
    await waitFor(() => v.shown.length > 0, 'history');
    // The page 4–6: 4 deleted by 5, the DELETE_MESSAGE itself not shown.
    expect(v.shown.map((m) => m.sequence)).toEqual([6]);

    emit(EVENT.MESSAGE_RECEIVED, [msg(7, { from: 'u4' }), msg(8)]);
    expect(v.shown.map((m) => m.sequence)).toEqual([6, 7, 8]);
    emit(EVENT.MESSAGE_RECEIVED, [deleteMessage(9, { sequences: [8] })]);
    expect(v.deletes).toEqual([{ sequences: [8] }]);
    expect(v.shown.map((m) => m.sequence)).toEqual([6, 7]);
    emit(EVENT.MESSAGE_RECEIVED, [deleteMessage(10, { from: 'u4' })]);
    expect(v.deletes).toEqual([{ sequences: [8] }, { from: 'u4' }]);
    expect(v.shown.map((m) => m.sequence)).toEqual([6]);
    // Older pages read later leave out what was removed.
    const older = await v.c.older(4);
    expect(older.messages.map((m) => m.sequence)).toEqual([2]);
    // A later message of the same sender shows again.
    emit(EVENT.MESSAGE_RECEIVED, [msg(11, { from: 'u4' })]);
    expect(v.shown.map((m) => m.sequence)).toEqual([6, 11]);
  });

  it('removes messages Tencent recalls (MESSAGE_REVOKED)', async () => {
    const v = viewer();
    await waitFor(() => v.statuses.includes('live'), 'live');
    emit(EVENT.MESSAGE_RECEIVED, [msg(30), msg(31)]);
    emit(EVENT.MESSAGE_REVOKED, [
      msg(30, { isRevoked: true }),
      msg(31, { conversationID: 'GROUProom_8', to: 'room_8', isRevoked: true }),
    ]);
    expect(v.deletes).toEqual([{ sequences: [30] }]);
    expect(v.shown.map((m) => m.sequence)).toEqual([31]);
  });

  it('sends text to the group and answers the sent message', async () => {
    const v = viewer();
    await waitFor(() => v.statuses.includes('live'), 'live');
    const answer = await v.c.send('hello', { barrage: true });
    expect(calls('createTextMessage')[0].args).toEqual([
      { to: GROUP, conversationType: 'GROUP', payload: { text: 'hello' } },
    ]);
    expect(answer).toMatchObject({
      ok: true,
      message: {
        type: 'TIMTextElem',
        payload: { text: 'hello' },
        flow: 'out',
        from: 'guest_00000000000000aa',
        guest: true,
        sequence: control.seq,
      },
    });
  });

  it('answers a refused send with the SDK message', async () => {
    const v = viewer();
    await waitFor(() => v.statuses.includes('live'), 'live');
    control.sendError = { code: 10017, message: 'You have been muted.' };
    expect(await v.c.send('hello')).toEqual({
      ok: false,
      msg: 'You have been muted.',
      reason: 'tencent_10017',
    });
  });

  it('follows the network state, loading what was missed after a drop', async () => {
    control.history.set(GROUP, [msg(1)]);
    const v = viewer();
    await waitFor(() => v.shown.length === 1, 'history');
    emit(EVENT.NET_STATE_CHANGE, { state: TYPES.NET_STATE_DISCONNECTED });
    emit(EVENT.NET_STATE_CHANGE, { state: TYPES.NET_STATE_CONNECTING });
    control.history.set(GROUP, [msg(1), msg(2), msg(3)]);
    emit(EVENT.NET_STATE_CHANGE, { state: TYPES.NET_STATE_CONNECTED });
    await waitFor(() => v.shown.length === 3, 'missed messages');
    expect(v.statuses.slice(-3)).toEqual(['offline', 'connecting', 'live']);
    expect(v.batches.at(-1)).toEqual({ from: 'history', ids: ['m2', 'm3'] });
  });

  it('reports a kick, and logs in again with a fresh account when the userSig expired', async () => {
    const asked: boolean[] = [];
    const v = viewer(async (fresh) => {
      asked.push(fresh);
      return { id: 'u9', sig: fresh ? 'fresh' : 'good' };
    });
    await waitFor(() => v.statuses.includes('live'), 'live');
    emit(EVENT.KICKED_OUT, { type: TYPES.KICKED_OUT_USERSIG_EXPIRED });
    await waitFor(() => v.statuses.filter((s) => s === 'live').length === 2, 'live again');
    expect(asked).toEqual([false, true]);
    emit(EVENT.KICKED_OUT, { type: TYPES.KICKED_OUT_MULT_ACCOUNT });
    expect(v.statuses.at(-1)).toBe('kicked');
  });

  it('logs out on close and stops listening', async () => {
    const v = viewer();
    await waitFor(() => v.statuses.includes('live'), 'live');
    expect(sdk().listenerCount(EVENT.MESSAGE_RECEIVED)).toBe(1);
    v.c.close();
    await waitFor(() => calls('logout').length === 1, 'logout');
    expect(sdk().listenerCount(EVENT.MESSAGE_RECEIVED)).toBe(0);
    emit(EVENT.MESSAGE_RECEIVED, [msg(40)]);
    expect(v.shown).toEqual([]);
  });

  it('closed before the SDK loaded: never creates an instance or logs in', async () => {
    const v = viewer();
    v.c.close();
    // The control: a second viewer, started after, goes all the way to live through the same
    // loading steps; the first, had it gone on, would have created and logged in before it.
    const control = viewer();
    await waitFor(() => control.statuses.includes('live'), 'the control live');
    expect(calls('create')).toHaveLength(1);
    expect(calls('login')).toHaveLength(1);
    expect(v.statuses).not.toContain('live');
  });

  it('a new connection after close logs in after the logout', async () => {
    const a = viewer();
    await waitFor(() => a.statuses.includes('live'), 'live');
    a.c.close();
    const b = viewer();
    await waitFor(() => b.statuses.includes('live'), 'second live');
    const order = control.calls.map((c) => c.method);
    expect(order.lastIndexOf('logout')).toBeLessThan(order.lastIndexOf('login'));
  });
});

describe('fromTencentMessage', () => {
  it('keeps custom payloads and falls back to the name card, then the id, for the nick', () => {
    const custom = fromTencentMessage(
      msg(3, {
        type: TYPES.MSG_CUSTOM,
        payload: { data: 'system', description: '', extension: '{"event":"mute"}' },
        nameCard: 'Card',
        isRead: false,
      }) as never,
    );
    expect(custom).toMatchObject({
      type: 'TIMCustomElem',
      payload: { data: 'system', description: '', extension: '{"event":"mute"}' },
      nick: 'Card',
      isRead: false,
    });
    expect(fromTencentMessage(msg(4, { from: 'u77' }) as never)?.nick).toBe('u77');
    expect(fromTencentMessage(msg(5, { type: TYPES.MSG_GRP_TIP }) as never)).toBeNull();
  });
});

describe('connectRoomChat', () => {
  it('uses the websocket chat unless the provider is tencent', async () => {
    const sockets: string[] = [];
    const opts = {
      url: 'ws://example.test/ws',
      group: GROUP,
      lang: 'en',
      account: async () => null,
      onMessages: () => undefined,
      onDelete: () => undefined,
      createSocket: (u: string) => {
        sockets.push(u);
        return { close: () => undefined, send: () => undefined } as unknown as WebSocket;
      },
    };
    for (const name of [undefined, null, 'builtin'] as const)
      connectRoomChat({ name, sdkAppId: APP }, opts).close();
    expect(sockets).toHaveLength(3);
    const t = connectRoomChat({ name: 'tencent', sdkAppId: APP }, opts);
    open.push(t);
    await waitFor(() => calls('create').length === 1, 'create');
    expect(sockets).toHaveLength(3);
  });

  it('loads the Tencent adapter on demand and answers through it', async () => {
    const statuses: ChatStatus[] = [];
    const opts = {
      url: 'ws://example.test/ws',
      group: GROUP,
      lang: 'en',
      account: async () => ({ id: 'u9', sig: 'good' }),
      onMessages: () => undefined,
      onDelete: () => undefined,
      onStatus: (s: ChatStatus) => statuses.push(s),
    };
    connectRoomChat({ name: 'tencent', sdkAppId: APP }, opts).close();
    const c = connectRoomChat({ name: 'tencent', sdkAppId: APP }, opts);
    open.push(c);
    expect(c.me()).toBeNull();
    await waitFor(() => statuses.includes('live'), 'live');
    // The one closed at once never started: the only instance is the live one's, created after
    // the adapter loaded for both.
    expect(calls('create')).toHaveLength(1);
    expect(c.me()).toBe('u9');
    expect(await c.send('via the wrapper')).toMatchObject({ ok: true });
    expect(await c.older(1)).toEqual({ messages: [], next: null });
  });

  it('stays offline with the tencent provider but no SDKAppID', async () => {
    const statuses: ChatStatus[] = [];
    const c = connectRoomChat(
      { name: 'tencent', sdkAppId: null },
      {
        url: 'ws://example.test/ws',
        group: GROUP,
        lang: 'en',
        account: async () => null,
        onMessages: () => undefined,
        onDelete: () => undefined,
        onStatus: (s) => statuses.push(s),
      },
    );
    expect(statuses).toEqual(['offline']);
    expect(await c.send('x')).toMatchObject({ ok: false, reason: 'offline' });
    // The control: a connection with an SDKAppID, opened after, creates its instance; had the
    // first loaded the adapter, its instance would have come first.
    const control = connectRoomChat(
      { name: 'tencent', sdkAppId: APP },
      {
        url: 'ws://example.test/ws',
        group: GROUP,
        lang: 'en',
        account: async () => null,
        onMessages: () => undefined,
        onDelete: () => undefined,
      },
    );
    open.push(control);
    await waitFor(() => calls('create').length > 0, 'the control instance');
    expect(calls('create')).toEqual([expect.objectContaining({ args: [{ SDKAppID: APP }] })]);
    expect(statuses).toEqual(['offline']);
  });
});
