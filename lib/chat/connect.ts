/**
 * The live room's chat behind one interface (issue 9 §4 "Provider"): the site's websocket chat
 * (lib/chat/client.ts) by default, Tencent Cloud Chat (lib/chat/tencent-client.ts) when
 * Universal/getConfig says `chat_provider: "tencent"`. Browser-safe. The adapter and the Tencent SDK
 * are loaded only when a Tencent connection starts: the builtin chat's bundle does not grow.
 */
import { connectChat, type ChatConnection, type ChatOptions } from './client';

export type ChatProviderName = 'builtin' | 'tencent';

/** `chat_provider` and `tencent_sdk_app_id` of Universal/getConfig. */
export type ChatProviderChoice = { name?: ChatProviderName | null; sdkAppId?: number | null };

/** A chat that cannot start (Tencent without an SDKAppID): offline, and says so. */
function unavailable(opts: ChatOptions): ChatConnection {
  opts.onStatus?.('offline');
  return {
    send: async () => ({ ok: false, msg: '', reason: 'offline' }),
    older: async (before) => ({ messages: [], next: before }),
    me: () => null,
    close: () => undefined,
  };
}

export function connectRoomChat(provider: ChatProviderChoice, opts: ChatOptions): ChatConnection {
  if (provider.name !== 'tencent') return connectChat(opts);
  const sdkAppId = provider.sdkAppId;
  if (typeof sdkAppId !== 'number' || !Number.isSafeInteger(sdkAppId) || sdkAppId <= 0)
    return unavailable(opts);
  return lazyTencent({ ...opts, sdkAppId });
}

/** The Tencent adapter, fetched on first use; the connection answers for it meanwhile. */
function lazyTencent(opts: ChatOptions & { sdkAppId: number }): ChatConnection {
  let inner: ChatConnection | null = null;
  let closed = false;
  opts.onStatus?.('connecting');
  const loaded = import('./tencent-client').then(
    (m) => {
      if (!closed) inner = m.connectTencentChat(opts);
      return inner;
    },
    () => {
      if (!closed) opts.onStatus?.('offline');
      return null;
    },
  );
  return {
    async send(text, o) {
      const c = await loaded;
      return c ? c.send(text, o) : { ok: false, msg: '', reason: 'offline' };
    },
    async older(before) {
      const c = await loaded;
      return c ? c.older(before) : { messages: [], next: before };
    },
    me: () => inner?.me() ?? null,
    close() {
      closed = true;
      inner?.close();
    },
  };
}
