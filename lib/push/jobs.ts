import 'server-only';
import { eq } from 'drizzle-orm';
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales';
import { db } from '@/lib/db/client';
import { pushSubscriptions } from '@/lib/db/schema';
import { defineJob } from '@/lib/jobs/runner';
import { log } from '@/lib/log';
import type { MessageData, MessageKind } from '@/lib/messages/contract';
import { written } from '@/lib/messages';
import type { PushPayload } from './contract';
import { sendPush } from './send';
import { vapid } from './vapid';

/**
 * The delivery of one notification to one subscription (docs/architecture.md "Web Push"), a
 * job of the runner (docs/decisions/025-job-runner.md): queued after the commit of what it
 * reports, retried with backoff when the push service fails or is unreachable. The text is the
 * message centre's (lib/messages `written`) in the subscription's language. A 404 or 410 from
 * the push service means the subscription expired: it is deleted.
 */

export type PushMessage<K extends MessageKind = MessageKind> = {
  kind: K;
  data: MessageData[K];
};

export type DeliverData = {
  subscriptionId: number;
  message: PushMessage;
  /** Notifications with one tag replace each other on the device. */
  tag: string;
  ttlSeconds: number;
  urgency?: 'normal' | 'high';
};

const ICON = '/favicon.svg';

/** The path in the subscriber's language: every locale but the default one is prefixed. */
function localized(link: string | null, lang: Locale): string {
  const path = link ?? '/member?type=17';
  return lang === defaultLocale ? path : `/${lang}${path}`;
}

/** The payload the service worker shows (public/sw.js). */
export function payloadFor(message: PushMessage, lang: Locale, tag: string): PushPayload {
  const w = written(message.kind, message.data, lang);
  return {
    title: w.title,
    body: w.text,
    url: localized(w.link, lang),
    icon: ICON,
    tag,
    lang,
  };
}

export async function deliver(data: DeliverData): Promise<void> {
  const keys = vapid();
  if (!keys) return;
  const [sub] = await db()
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.id, data.subscriptionId));
  // Unsubscribed or expired since it was queued.
  if (!sub) return;
  const lang = isLocale(sub.lang) ? sub.lang : defaultLocale;
  const payload = JSON.stringify(payloadFor(data.message, lang, data.tag));
  const result = await sendPush(sub, payload, keys, {
    ttlSeconds: data.ttlSeconds,
    urgency: data.urgency,
    topic: data.tag.replace(/[^A-Za-z0-9_-]/g, '-').slice(0, 32),
  });
  if (result.ok) return;
  if (result.gone) {
    await db().delete(pushSubscriptions).where(eq(pushSubscriptions.id, sub.id));
    log().info(
      { subscription: sub.id, status: result.status },
      'dropped an expired push subscription',
    );
    return;
  }
  if (result.retry) throw new Error(`push service answered ${result.status}: ${result.reason}`);
  log().warn(
    { subscription: sub.id, status: result.status, reason: result.reason },
    'push service refused a notification',
  );
}

export const pushDeliverJob = defineJob<DeliverData>('push.deliver', (data) => deliver(data), {
  retryLimit: 4,
  retryDelaySeconds: 5,
  retryBackoff: true,
  expireInSeconds: 120,
  pollingIntervalSeconds: 1,
});
