import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import { env } from '@/lib/env';
import { log } from '@/lib/log';

/**
 * The VAPID key pair (RFC 8292; docs/architecture.md "Web Push"). From configuration
 * (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY) when set. Otherwise, outside production, generated once
 * into DATA_DIR/vapid.json (mode 0600) and kept: browsers subscribed with the public key, so a
 * new pair would silence them. In production without configuration Web Push is off: instances
 * sharing a database must share one pair, which only configuration can give them.
 */
export type Vapid = { publicKey: string; privateKey: string; subject: string };

const g = globalThis as unknown as { __vapid?: Vapid | null; __vapidDir?: string };

function production(): boolean {
  const e = env();
  return e.NODE_ENV === 'production' && !e.DEMO;
}

function subject(): string {
  const e = env();
  if (e.VAPID_SUBJECT) return e.VAPID_SUBJECT;
  if (e.PUBLIC_URL?.startsWith('https://')) return e.PUBLIC_URL;
  return 'mailto:webpush@example.invalid';
}

function fromDataDir(dir: string): Omit<Vapid, 'subject'> {
  const file = path.join(dir, 'vapid.json');
  try {
    const saved = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Vapid>;
    if (typeof saved.publicKey === 'string' && typeof saved.privateKey === 'string')
      return { publicKey: saved.publicKey, privateKey: saved.privateKey };
  } catch {
    // none yet (or unreadable): a new pair
  }
  fs.mkdirSync(dir, { recursive: true });
  const keys = webpush.generateVAPIDKeys();
  // `wx`: two processes starting together keep the first one's pair.
  try {
    fs.writeFileSync(file, JSON.stringify(keys), { mode: 0o600, flag: 'wx' });
    log().info({ file }, 'generated the Web Push (VAPID) key pair');
    return keys;
  } catch {
    const saved = JSON.parse(fs.readFileSync(file, 'utf8')) as Vapid;
    return { publicKey: saved.publicKey, privateKey: saved.privateKey };
  }
}

/** The key pair, or null when Web Push is off (production without configuration). */
export function vapid(): Vapid | null {
  const e = env();
  // Tests change DATA_DIR between files: the pair follows it.
  if (g.__vapid !== undefined && g.__vapidDir === e.DATA_DIR) return g.__vapid;
  let v: Vapid | null;
  if (e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY)
    v = { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject: subject() };
  else if (production()) v = null;
  else v = { ...fromDataDir(e.DATA_DIR), subject: subject() };
  g.__vapid = v;
  g.__vapidDir = e.DATA_DIR;
  return v;
}
