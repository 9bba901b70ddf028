/**
 * How a live room hands bullet comments to the player: the room's chat island owns a feed and
 * pushes each message into it; the player's danmaku layer subscribes while it is mounted.
 * Messages pushed while nobody listens are dropped (a live comment is only worth showing now).
 *
 * ```tsx
 * const [danmaku] = useState(createDanmakuFeed);
 * useEffect(() => chat.onMessage((m) => danmaku.emit({ text: m.text, color: m.color })), []);
 * <LivePlayerLazy … danmaku={danmaku.feed} />
 * ```
 */

export type DanmakuMode = 'rtl' | 'top' | 'bottom';

export type DanmakuMessage = {
  text: string;
  /** `#rgb` or `#rrggbb`; anything else is shown white. */
  color?: string;
  /** Scrolling right-to-left (default), or fixed at the top or bottom. */
  mode?: DanmakuMode;
  /** The viewer's own comment: outlined, and never dropped by the density cap. */
  own?: boolean;
};

export type DanmakuListener = (message: DanmakuMessage) => void;

export type DanmakuFeed = {
  /** Returns the unsubscribe function. */
  subscribe: (listener: DanmakuListener) => () => void;
};

export type DanmakuFeedSource = {
  feed: DanmakuFeed;
  emit: (message: DanmakuMessage) => void;
};

export function createDanmakuFeed(): DanmakuFeedSource {
  const listeners = new Set<DanmakuListener>();
  return {
    feed: {
      subscribe(listener) {
        listeners.add(listener);
        return () => {
          listeners.delete(listener);
        };
      },
    },
    emit(message) {
      for (const l of listeners) l(message);
    },
  };
}
