/**
 * Domain events in one process (docs/architecture.md "Layers"): a domain announces what it is
 * about to do or has done, and the domains above it listen, so the lower one never imports the
 * upper one. The wallet announces a gift and a horn; the chat refuses a blacklisted sender and
 * shows the gift's line and the horn in the rooms (lib/wallet/events.ts, lib/chat/wallet-events.ts).
 *
 * `emit` runs the listeners one after the other and waits for them: a listener's error reaches
 * the emitter, so a check before money moves can refuse (an AppError), and an announcement after
 * the commit is caught and logged by its emitter. An event nobody listens to is a wiring mistake
 * (a process that would lose gift lines, or skip the blacklist): `emit` throws instead of doing
 * nothing.
 *
 * Cross-instance delivery is not this module's job: a listener that reaches viewers publishes on
 * the bus (lib/realtime/bus.ts).
 */

export type Listener<T> = (payload: T) => void | Promise<void>;

export type Events<E extends Record<string, unknown>> = {
  /** Adds a listener; the result removes it. */
  on<K extends keyof E & string>(name: K, listener: Listener<E[K]>): () => void;
  /** Runs every listener of `name` in the order they were added; throws when there is none. */
  emit<K extends keyof E & string>(name: K, payload: E[K]): Promise<void>;
  listenerCount(name: keyof E & string): number;
};

export class NoListenerError extends Error {
  constructor(domain: string, name: string) {
    super(`${domain}: nothing listens to "${name}" (are its listeners registered?)`);
    this.name = 'NoListenerError';
  }
}

export function createEvents<E extends Record<string, unknown>>(domain: string): Events<E> {
  const listeners = new Map<string, Listener<never>[]>();
  return {
    on(name, listener) {
      const list = listeners.get(name) ?? [];
      list.push(listener);
      listeners.set(name, list);
      return () => {
        const now = listeners.get(name) ?? [];
        const i = now.indexOf(listener);
        if (i >= 0) now.splice(i, 1);
      };
    },
    async emit(name, payload) {
      const list = [...(listeners.get(name) ?? [])];
      if (list.length === 0) throw new NoListenerError(domain, name);
      for (const l of list) await (l as Listener<typeof payload>)(payload);
    },
    listenerCount(name) {
      return listeners.get(name)?.length ?? 0;
    },
  };
}
