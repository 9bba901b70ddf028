/**
 * A tiny event feed between the room's islands (as components/player/danmaku-feed.ts): the chat
 * pushes gift events and horns, the effect overlay and the horn banner listen while mounted.
 * Events pushed while nobody listens are dropped: a live effect is only worth showing now.
 */
export type Feed<T> = { subscribe: (listener: (event: T) => void) => () => void };

export type FeedSource<T> = { feed: Feed<T>; emit: (event: T) => void };

export function createFeed<T>(): FeedSource<T> {
  const listeners = new Set<(event: T) => void>();
  return {
    feed: {
      subscribe(listener) {
        listeners.add(listener);
        return () => {
          listeners.delete(listener);
        };
      },
    },
    emit(event) {
      for (const l of listeners) l(event);
    },
  };
}
