import 'server-only';
import http from 'node:http';
import https from 'node:https';
import webpush from 'web-push';
import { endpointProblem, publicLookup } from './endpoint';
import type { Vapid } from './vapid';

/**
 * One notification to one push service (docs/architecture.md "Web Push"). web-push signs the
 * VAPID JWT and encrypts the payload (aes128gcm, RFC 8291); the request itself is ours, so the
 * endpoint is checked again here and a name is resolved only to public addresses
 * (lib/push/endpoint.ts): the address came from a browser.
 */

export type SendResult =
  | { ok: true; status: number }
  /** The subscription is gone (404, 410): drop it. */
  | { ok: false; gone: true; status: number }
  /** Worth another try later (429, 5xx, network); or not (other 4xx: `retry` false). */
  | { ok: false; gone: false; retry: boolean; status: number; reason: string };

const TIMEOUT_MS = 10_000;

export async function sendPush(
  sub: { endpoint: string; p256dh: string; auth: string },
  payload: string,
  keys: Vapid,
  opts: { ttlSeconds: number; urgency?: 'normal' | 'high'; topic?: string },
): Promise<SendResult> {
  const problem = endpointProblem(sub.endpoint);
  if (problem) return { ok: false, gone: true, status: 0 };
  const details = webpush.generateRequestDetails(
    { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
    payload,
    {
      vapidDetails: {
        subject: keys.subject,
        publicKey: keys.publicKey,
        privateKey: keys.privateKey,
      },
      TTL: opts.ttlSeconds,
      contentEncoding: 'aes128gcm',
      ...(opts.urgency ? { urgency: opts.urgency } : {}),
      ...(opts.topic ? { topic: opts.topic } : {}),
    },
  );
  const url = new URL(details.endpoint);
  const lib = url.protocol === 'https:' ? https : http;
  const headers = details.headers as Record<string, string | number>;
  return new Promise<SendResult>((resolve) => {
    const req = lib.request(
      url,
      {
        method: 'POST',
        headers,
        lookup: publicLookup(),
        timeout: TIMEOUT_MS,
        // Never follow anything: a redirect is an answer like any other.
        agent: false,
      },
      (res) => {
        const status = res.statusCode ?? 0;
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (c: Buffer) => {
          size += c.length;
          if (size <= 2048) chunks.push(c);
        });
        res.on('end', () => {
          const reason = Buffer.concat(chunks).toString('utf8').slice(0, 200);
          if (status >= 200 && status < 300) resolve({ ok: true, status });
          else if (status === 404 || status === 410) resolve({ ok: false, gone: true, status });
          else
            resolve({
              ok: false,
              gone: false,
              retry: status === 429 || status >= 500,
              status,
              reason,
            });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error('push service timed out')));
    // A name that resolves inside (publicLookup) is not tried again; a network error is.
    req.on('error', (err: NodeJS.ErrnoException) =>
      resolve({
        ok: false,
        gone: false,
        retry: err.code !== 'EPUSHPRIVATE',
        status: 0,
        reason: err.message,
      }),
    );
    req.end(details.body ?? undefined);
  });
}
