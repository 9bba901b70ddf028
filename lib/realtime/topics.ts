import 'server-only';
import { log } from '@/lib/log';
import type { Bus } from './bus';

/**
 * Topics: what a connection listens to (a sport's scores, later a room's chat). A topic is a bus
 * channel, `kind:rest` (`scores:football`, `room:12`); the kind names the module that turns the
 * channel's messages into frames for the topic's members.
 *
 * The instance subscribes to a channel while at least one of its connections is in the topic,
 * and only then: with Redis, an instance hears the rooms its own clients are in, not every room
 * of the site. Subscriptions are counted per topic, so the thousandth viewer of a room costs no
 * more bus traffic than the first.
 */

/** What a topic's member needs from the hub: its set of topics, kept by the hub. */
export type Member = { topics: Set<string> };

/** Fans one channel message out to the topic's members on this instance. */
export type TopicDelivery<M extends Member> = (
  topic: string,
  message: string,
  members: ReadonlySet<M>,
) => void;

export type TopicHub<M extends Member> = {
  /**
   * Adds `member` to `topic`; resolves once the instance is subscribed, so a client told "joined"
   * receives everything published afterwards. Rejects for a topic of no known kind, or when the
   * bus cannot subscribe (the member is then not in the topic).
   */
  join(member: M, topic: string): Promise<void>;
  /** Takes `member` out of `topic`; the last member's leaving unsubscribes the instance. */
  leave(member: M, topic: string): void;
  /** Takes `member` out of every topic (its connection closed). */
  leaveAll(member: M): void;
  /** The topics this instance is subscribed to or subscribing to (tests, metrics). */
  topics(): string[];
  /** Members of `topic` on this instance. */
  members(topic: string): ReadonlySet<M>;
  /** Drops every subscription (shutdown). */
  close(): void;
};

type Topic<M> = {
  members: Set<M>;
  /** Settles once the bus subscription is in place or has failed. */
  ready: Promise<void>;
  unsubscribe?: () => void;
};

const NONE: ReadonlySet<never> = new Set();

/** The kind of a topic: what comes before its first colon. */
export function topicKind(topic: string): string {
  const i = topic.indexOf(':');
  return i > 0 ? topic.slice(0, i) : '';
}

export function createTopicHub<M extends Member>(
  bus: Bus,
  kinds: Record<string, TopicDelivery<M>>,
): TopicHub<M> {
  const topics = new Map<string, Topic<M>>();

  function drop(name: string, topic: Topic<M>) {
    if (topics.get(name) === topic) topics.delete(name);
    // A subscription still on its way is dropped when it arrives (below).
    topic.unsubscribe?.();
    topic.unsubscribe = undefined;
  }

  function subscribe(name: string, deliver: TopicDelivery<M>): Topic<M> {
    const topic: Topic<M> = { members: new Set(), ready: Promise.resolve() };
    topic.ready = bus
      .subscribe(name, (message) => {
        if (topic.members.size > 0) deliver(name, message, topic.members);
      })
      .then((unsubscribe) => {
        // Everyone left (or the hub closed) while the subscription was being made.
        if (topics.get(name) !== topic) unsubscribe();
        else topic.unsubscribe = unsubscribe;
      });
    // Each join awaits `ready`; this keeps a failure nobody waits for any more (all left) from
    // being an unhandled rejection.
    topic.ready.catch(() => undefined);
    topics.set(name, topic);
    return topic;
  }

  function remove(member: M, name: string) {
    member.topics.delete(name);
    const topic = topics.get(name);
    if (!topic || !topic.members.delete(member)) return;
    if (topic.members.size === 0) drop(name, topic);
  }

  return {
    async join(member, name) {
      // Own keys only: a topic named after a prototype key (`constructor:1`) is no topic.
      const kind = topicKind(name);
      const deliver = Object.hasOwn(kinds, kind) ? kinds[kind] : undefined;
      if (!deliver) throw new Error(`no module delivers topic ${name}`);
      const topic = topics.get(name) ?? subscribe(name, deliver);
      topic.members.add(member);
      member.topics.add(name);
      try {
        await topic.ready;
      } catch (err) {
        log().warn({ err, topic: name }, 'could not subscribe to a topic');
        remove(member, name);
        // The next join tries again with a new subscription.
        if (topics.get(name) === topic) topics.delete(name);
        throw err;
      }
    },
    leave: remove,
    leaveAll(member) {
      for (const name of [...member.topics]) remove(member, name);
    },
    topics: () => [...topics.keys()],
    members: (name) => topics.get(name)?.members ?? NONE,
    close() {
      for (const [name, topic] of [...topics]) {
        for (const member of topic.members) member.topics.delete(name);
        topic.members.clear();
        drop(name, topic);
      }
    },
  };
}
