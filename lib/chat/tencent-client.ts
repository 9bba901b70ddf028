/**
 * Room chat through Tencent Cloud Chat (CHAT_PROVIDER=tencent, issue 9 §4 "Provider"): the same
 * ChatConnection as the websocket client of lib/chat/client.ts, with the browser talking to
 * Tencent directly (docs/realtime.md "Other chat backends"). Browser only: the SDK opens its own
 * WebSocket at `create()` (docs/architecture.md gotcha 9), so it is loaded with a dynamic import inside
 * connectTencentChat and the builtin chat never downloads it.
 *
 * The room's group id (`room_<id>`, getRoomInfo's `group_id`) is the Tencent group ID; the
 * groups themselves (AVChatRoom) are created by the operator, not here. docs/product.md §4 as in the
 * builtin client: a join answered 10013 (already a member) is a success that only loads history;
 * a failed login asks for a new guest account and retries once.
 */
import type TencentCloudChat from '@tencentcloud/chat';
import type { ChatSDK, Message } from '@tencentcloud/chat';
import {
  ALREADY_IN_GROUP,
  type ChatConnection,
  type ChatMessage,
  type ChatOptions,
  type ChatStatus,
  type SendAnswer,
} from './client';

type Tim = typeof TencentCloudChat;
type DeleteTarget = { sequences: number[] } | { from: string };
type SdkEvent<T> = { name?: string; data: T };
type MessagePage = { messageList?: Message[]; nextReqMessageID?: string; isCompleted?: boolean };

export type TencentChatOptions = ChatOptions & {
  /** `tencent_sdk_app_id` of Universal/getConfig. */
  sdkAppId: number;
  /** How long to wait for SDK_READY after a login before giving up on it. */
  readyTimeoutMs?: number;
};

/** The SDK's log level 1: release (important messages only). */
const LOG_RELEASE = 1;
/** History pages read at most by one `older()` call when whole pages were revoked or deleted. */
const MAX_EMPTY_PAGES = 5;

/**
 * The SDK keeps one instance per SDKAppID (`create` returns it again): a new connection (another
 * room, React's effect run twice) waits until the previous one has logged out.
 */
let previousLogout: Promise<unknown> = Promise.resolve();

/** The SDK's rejections are `{ code, message }`. */
function failure(err: unknown): { code: number | null; msg: string } {
  const e = (err && typeof err === 'object' ? err : {}) as { code?: unknown; message?: unknown };
  return {
    code: typeof e.code === 'number' ? e.code : null,
    msg: typeof e.message === 'string' ? e.message : '',
  };
}

/** `level` of the message's cloudCustomData JSON (set by whoever sent it), else 0. */
function levelOf(cloudCustomData: unknown): number {
  if (typeof cloudCustomData !== 'string' || !cloudCustomData) return 0;
  try {
    const v = JSON.parse(cloudCustomData) as { level?: unknown } | null;
    const level = v && typeof v === 'object' ? v.level : undefined;
    return typeof level === 'number' && Number.isSafeInteger(level) && level >= 0 ? level : 0;
  } catch {
    return 0;
  }
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * A Tencent Message as our ChatMessage (lib/chat/contract.ts, Tencent-shaped on purpose),
 * or null for kinds the room does not show (images, group tips …). `TIMTextElem` and
 * `TIMCustomElem` are the SDK's TYPES.MSG_TEXT and TYPES.MSG_CUSTOM.
 */
export function fromTencentMessage(m: Message): ChatMessage | null {
  const type = m.type as string;
  if (type !== 'TIMTextElem' && type !== 'TIMCustomElem') return null;
  const p = (m.payload ?? {}) as Record<string, unknown>;
  const from = text(m.from);
  const guest = from.startsWith('guest_');
  return {
    ID: text(m.ID),
    type,
    payload:
      type === 'TIMTextElem'
        ? { text: text(p.text) }
        : { data: text(p.data), description: text(p.description), extension: text(p.extension) },
    from,
    sequence: typeof m.sequence === 'number' ? m.sequence : 0,
    time: typeof m.time === 'number' ? m.time : 0,
    flow: m.flow === 'out' ? 'out' : 'in',
    // Guests have no profile: the builtin chat's code, the id's last four characters.
    nick: guest ? from.slice(-4).toUpperCase() : text(m.nick) || text(m.nameCard) || from,
    avatar: text(m.avatar),
    level: levelOf(m.cloudCustomData),
    // Tencent relays what the sender's SDK wrote: a badge from it would not be the server's word.
    noble: null,
    guest,
    barrage: false,
    isRead: (m as Message & { isRead?: boolean }).isRead !== false,
    isRevoked: m.isRevoked === true,
    isDeleted: m.isDeleted === true,
  };
}

/** A DELETE_MESSAGE custom message's target: `{sequences}` or `{from}` (docs/realtime.md). */
function deleteTarget(m: ChatMessage): DeleteTarget | null {
  if (m.type !== 'TIMCustomElem' || m.payload.data !== 'DELETE_MESSAGE') return null;
  try {
    const ext = JSON.parse(m.payload.extension ?? '') as { sequences?: unknown; from?: unknown };
    if (Array.isArray(ext.sequences))
      return { sequences: ext.sequences.filter((s): s is number => typeof s === 'number') };
    if (typeof ext.from === 'string') return { from: ext.from };
  } catch {
    // not ours
  }
  return null;
}

/** The module's API whether the bundler hands over the CommonJS exports or a namespace. */
function sdkOf(mod: unknown): Tim {
  const m = mod as Tim & { default?: Tim };
  return typeof m.create === 'function' ? m : (m.default as Tim);
}

export function connectTencentChat(opts: TencentChatOptions): ChatConnection {
  const conversationID = `GROUP${opts.group}`;
  let closed = false;
  let TIM: Tim | null = null;
  let chat: ChatSDK | null = null;
  let me: string | null = null;
  let ready = false;
  let joined = false;
  let offline = false;
  let busy = false;
  /** The newest sequence shown: after a network drop only what came after it is loaded. */
  let lastSeq = 0;
  /** Where `older()` continues: the SDK pages by message ID. */
  let cursor: { next: string | undefined; done: boolean } | null = null;
  /** Deletions seen, applied to the history pages read later (Tencent still holds the messages). */
  const deletedSeqs = new Set<number>();
  /** Sender → the sequence of the DELETE_MESSAGE: their messages before it are gone. */
  const deletedFrom = new Map<string, number>();
  let readyWaiter: (() => void) | null = null;

  const status = (s: ChatStatus) => opts.onStatus?.(s);

  function remember(target: DeleteTarget, at: number) {
    if ('from' in target)
      deletedFrom.set(target.from, Math.max(deletedFrom.get(target.from) ?? 0, at));
    else for (const s of target.sequences) deletedSeqs.add(s);
  }

  function hidden(m: ChatMessage): boolean {
    const before = deletedFrom.get(m.from);
    return deletedSeqs.has(m.sequence) || (before !== undefined && m.sequence < before);
  }

  /** A history page as it may be shown: oldest first, no revoked, deleted or removed messages. */
  function visible(list: Message[] | undefined): ChatMessage[] {
    const page = (list ?? [])
      .map(fromTencentMessage)
      .filter((m): m is ChatMessage => m !== null)
      .sort((a, b) => a.sequence - b.sequence);
    for (const m of page) {
      const target = deleteTarget(m);
      if (target) remember(target, m.sequence);
    }
    return page.filter((m) => !m.isRevoked && !m.isDeleted && !deleteTarget(m) && !hidden(m));
  }

  async function page(next?: string): Promise<MessagePage> {
    if (!chat) throw new Error('offline');
    const res = (await chat.getMessageList(
      next === undefined ? { conversationID } : { conversationID, nextReqMessageID: next },
    )) as { data?: MessagePage } | undefined;
    return res?.data ?? {};
  }

  /**
   * The latest page: all of it the first time (live messages may have come first: the panel
   * drops repeats by ID), after a network drop what came since.
   */
  async function latest() {
    const since = cursor ? lastSeq : -1;
    let p: MessagePage;
    try {
      p = await page();
    } catch {
      return;
    }
    if (closed) return;
    if (!cursor)
      cursor = { next: p.nextReqMessageID, done: !!p.isCompleted || !p.nextReqMessageID };
    const messages = visible(p.messageList).filter((m) => m.sequence > since);
    if (messages.length) {
      lastSeq = Math.max(lastSeq, ...messages.map((m) => m.sequence));
      opts.onMessages(messages, 'history');
    }
  }

  function live(m: ChatMessage) {
    const target = deleteTarget(m);
    if (target) {
      remember(target, m.sequence);
      opts.onDelete(target);
    }
    if (m.sequence > lastSeq) lastSeq = m.sequence;
    if (!target && !m.isRevoked && !m.isDeleted) opts.onMessages([m], 'live');
  }

  const ours = (m: Message) =>
    m.conversationID === conversationID ||
    ((m.conversationType as string) === 'GROUP' && m.to === opts.group);

  const handlers: Record<string, (ev: SdkEvent<never>) => void> = {};

  function listen(c: ChatSDK, tim: Tim) {
    handlers[tim.EVENT.SDK_READY] = () => {
      ready = true;
      readyWaiter?.();
    };
    handlers[tim.EVENT.SDK_NOT_READY] = () => {
      ready = false;
    };
    handlers[tim.EVENT.MESSAGE_RECEIVED] = (ev: SdkEvent<Message[]>) => {
      if (closed || !joined) return;
      for (const raw of ev.data ?? []) {
        if (!ours(raw)) continue;
        const m = fromTencentMessage(raw);
        if (m) live(m);
      }
    };
    // Tencent's own recall (console, REST API): the message goes like a DELETE_MESSAGE.
    handlers[tim.EVENT.MESSAGE_REVOKED] = (ev: SdkEvent<Message[]>) => {
      if (closed) return;
      const sequences = (ev.data ?? []).filter(ours).map((m) => m.sequence);
      if (!sequences.length) return;
      const target = { sequences };
      remember(target, 0);
      opts.onDelete(target);
    };
    handlers[tim.EVENT.NET_STATE_CHANGE] = (ev: SdkEvent<{ state?: string }>) => {
      if (closed) return;
      const state = ev.data?.state;
      if (state === tim.TYPES.NET_STATE_CONNECTED) {
        if (!joined) return;
        status('live');
        // The SDK reconnects (and rejoins the AVChatRoom) on its own; load what was missed.
        if (offline) void latest();
        offline = false;
      } else if (state === tim.TYPES.NET_STATE_CONNECTING) {
        status('connecting');
      } else if (state === tim.TYPES.NET_STATE_DISCONNECTED) {
        offline = true;
        status('offline');
      }
    };
    handlers[tim.EVENT.KICKED_OUT] = (ev: SdkEvent<{ type?: string }>) => {
      if (closed) return;
      joined = false;
      ready = false;
      // An expired userSig: log in again with a fresh account; anything else ends the chat.
      if (ev.data?.type === tim.TYPES.KICKED_OUT_USERSIG_EXPIRED && !busy) void session(true);
      else status('kicked');
    };
    for (const [name, handler] of Object.entries(handlers)) c.on(name, handler);
  }

  function waitReady(): Promise<boolean> {
    if (ready) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        readyWaiter = null;
        resolve(false);
      }, opts.readyTimeoutMs ?? 20_000);
      readyWaiter = () => {
        clearTimeout(timer);
        readyWaiter = null;
        resolve(true);
      };
    });
  }

  async function login(account: { id: string; sig: string }): Promise<boolean> {
    if (!chat) return false;
    try {
      await chat.login({ userID: account.id, userSig: account.sig });
    } catch {
      return false;
    }
    return closed ? false : waitReady();
  }

  /** Log in (fresh account first after a kick), join, load the latest history. */
  async function session(fresh: boolean) {
    busy = true;
    try {
      status('connecting');
      let account = await opts.account(fresh);
      let ok = !!account && (await login(account));
      if (!ok && !closed && !fresh) {
        // docs/product.md §4: a new guest account, one more try.
        account = await opts.account(true);
        ok = !!account && (await login(account));
      }
      if (closed) return;
      if (!ok || !account) {
        status('offline');
        return;
      }
      me = account.id;
      const c = chat as ChatSDK;
      const tim = TIM as Tim;
      let member: boolean;
      try {
        const res = (await c.joinGroup({
          groupID: opts.group,
          type: tim.TYPES.GRP_AVCHATROOM,
        })) as { data?: { status?: string } } | undefined;
        // AlreadyInGroup is the SDK's own answer for a group it knows it is in.
        member = res?.data?.status !== tim.TYPES.JOIN_STATUS_WAIT_APPROVAL;
      } catch (err) {
        // 10013: already a member, as good as joined (docs/product.md §4).
        member = failure(err).code === ALREADY_IN_GROUP;
      }
      if (closed) return;
      if (!member) {
        status('kicked');
        return;
      }
      joined = true;
      offline = false;
      status('live');
      await latest();
    } finally {
      busy = false;
    }
  }

  async function start() {
    const tim = sdkOf(await import('@tencentcloud/chat'));
    await previousLogout;
    if (closed) return;
    TIM = tim;
    chat = tim.create({ SDKAppID: opts.sdkAppId });
    chat.setLogLevel?.(LOG_RELEASE);
    ready = chat.isReady?.() === true;
    listen(chat, tim);
    await session(false);
    // Closed while logging in: the login may have gone through after close() logged out.
    if (closed) previousLogout = previousLogout.then(() => chat?.logout()).catch(() => undefined);
  }

  status('connecting');
  void start().catch(() => {
    if (!closed) status('offline');
  });

  let olderQueue: Promise<unknown> = Promise.resolve();

  async function readOlder(
    before: number,
  ): Promise<{ messages: ChatMessage[]; next: number | null }> {
    if (!chat || !joined) return { messages: [], next: before };
    if (cursor?.done) return { messages: [], next: null };
    const out: ChatMessage[] = [];
    for (let i = 0; i < MAX_EMPTY_PAGES && !cursor?.done && out.length === 0; i++) {
      let p: MessagePage;
      try {
        p = await page(cursor?.next);
      } catch {
        return { messages: [], next: before };
      }
      cursor = { next: p.nextReqMessageID, done: !!p.isCompleted || !p.nextReqMessageID };
      out.push(...visible(p.messageList).filter((m) => m.sequence < before));
    }
    const next = cursor?.done ? null : Math.min(before, ...out.map((m) => m.sequence));
    return { messages: out, next };
  }

  return {
    async send(body): Promise<SendAnswer> {
      if (!chat || !TIM || !joined) return { ok: false, msg: '', reason: 'offline' };
      try {
        const draft = chat.createTextMessage({
          to: opts.group,
          conversationType: TIM.TYPES.CONV_GROUP,
          payload: { text: body },
        });
        const res = (await chat.sendMessage(draft)) as { data?: { message?: Message } };
        const message = fromTencentMessage(res?.data?.message ?? draft);
        if (!message) return { ok: false, msg: '' };
        if (message.sequence > lastSeq) lastSeq = message.sequence;
        return { ok: true, message };
      } catch (err) {
        const f = failure(err);
        return { ok: false, msg: f.msg, reason: f.code === null ? undefined : `tencent_${f.code}` };
      }
    },
    older(before) {
      // One at a time: each page continues where the previous one stopped.
      const run = olderQueue.then(() => readOlder(before));
      olderQueue = run.catch(() => undefined);
      return run;
    },
    me: () => me,
    close() {
      if (closed) return;
      closed = true;
      joined = false;
      readyWaiter?.();
      const c = chat;
      const tim = TIM;
      if (!c || !tim) return;
      for (const [name, handler] of Object.entries(handlers)) c.off(name, handler);
      previousLogout = previousLogout.then(() => c.logout()).catch(() => undefined);
    },
  };
}
