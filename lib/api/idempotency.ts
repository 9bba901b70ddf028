import 'server-only';
import crypto from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { idempotencyKeys } from '@/lib/db/schema';
import { AppError, type ErrorKey } from '@/lib/errors/app-error';
import { derivedKey } from '@/lib/providers/derive-key';

/**
 * The idempotency store behind `endpoint({ idempotent: true })` (docs/architecture.md "Money"): a money-moving
 * call carries a client-generated `Idempotency-Key`; the first call with a key stores the request's
 * hash and, once answered, its answer; a retry with the same key and the same request gets that
 * answer again without running the handler, and one with a different request is refused. Keys are
 * per user, kept for a day. The ledger's own unique transaction keys (lib/wallet/ledger.ts) are
 * the second line: a retry that finds its first try unanswered (a crash between the money moving
 * and the answer being stored) runs again and the ledger writes nothing twice.
 */

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_RE = /^[A-Za-z0-9._:-]{8,128}$/;
/** A first call still unanswered after this long is taken to have died; a retry takes over. */
const STALE_MS = 30_000;
/**
 * How long a retry waits for a first call that is still running before it says so
 * (`idempotencyInProgress`, which a client retries later). Short, so a retry of a call whose
 * instance died (its key held until STALE_MS) gets an answer rather than hanging (issue 29 §3).
 */
const WAIT_MS = 3_000;
const KEEP_MS = 24 * 3600_000;

/** What is stored as a key's answer, translated again in the retry's language. */
export type StoredAnswer =
  | { ok: true; msg?: string; data: unknown }
  | { ok: false; error: ErrorKey; values: Record<string, string | number>; code: number };

export type Claim = { fresh: true } | { fresh: false; answer: StoredAnswer };

/** The request's fingerprint: the path and the validated input, with keys in a stable order. */
export function requestHash(path: string, input: unknown): string {
  const stable = (v: unknown): unknown =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, stable((v as Record<string, unknown>)[k])]),
        )
      : Array.isArray(v)
        ? v.map(stable)
        : v;
  // Keyed: an input may hold a secret (a payment password) that a bare hash would let anyone
  // reading the table brute-force.
  return crypto
    .createHmac('sha256', derivedKey('idempotency-request'))
    .update(JSON.stringify([path.toLowerCase(), stable(input)]))
    .digest('base64url');
}

/** The header's key, checked; throws when missing or malformed. */
export function keyFrom(headers: Headers): string {
  const key = headers.get(IDEMPOTENCY_HEADER)?.trim();
  if (!key) throw new AppError('idempotencyKeyRequired');
  if (!KEY_RE.test(key)) throw new AppError('idempotencyKeyInvalid');
  return key;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Claims `key` for this request: `fresh` when the handler should run, or the first answer. Throws
 * `idempotencyKeyReused` for a different request, `idempotencyInProgress` when the first call is
 * still running after a wait.
 */
export async function claim(
  userId: number,
  key: string,
  path: string,
  hash: string,
): Promise<Claim> {
  if (Math.random() < 0.01) void sweep();
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const inserted = await db()
      .insert(idempotencyKeys)
      .values({ userId, key, path: path.toLowerCase(), requestHash: hash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length) return { fresh: true };
    const [row] = await db()
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    if (!row) continue; // swept or abandoned meanwhile: try to insert again
    if (row.path !== path.toLowerCase() || row.requestHash !== hash) {
      throw new AppError('idempotencyKeyReused');
    }
    if (row.state === 1) return { fresh: false, answer: row.response as StoredAnswer };
    if (Date.now() - row.updatedAt.getTime() > STALE_MS) {
      // The first call died unanswered: this one takes the key over (exactly one retry wins).
      const taken = await db()
        .update(idempotencyKeys)
        .set({ updatedAt: sql`now()` })
        .where(
          and(
            eq(idempotencyKeys.userId, userId),
            eq(idempotencyKeys.key, key),
            eq(idempotencyKeys.state, 0),
            eq(idempotencyKeys.updatedAt, row.updatedAt),
          ),
        )
        .returning({ key: idempotencyKeys.key });
      if (taken.length) return { fresh: true };
      continue;
    }
    if (Date.now() > deadline) throw new AppError('idempotencyInProgress');
    await sleep(40);
  }
}

/** Stores the answer of a claimed key. */
export async function remember(userId: number, key: string, answer: StoredAnswer): Promise<void> {
  await db()
    .update(idempotencyKeys)
    .set({ state: 1, response: answer, updatedAt: sql`now()` })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

/** Frees a claimed key whose call ended without an answer worth repeating (a crash, a 429). */
export async function release(userId: number, key: string): Promise<void> {
  await db()
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, userId),
        eq(idempotencyKeys.key, key),
        eq(idempotencyKeys.state, 0),
      ),
    );
}

/** Forgets keys older than a day. */
export async function sweep(): Promise<void> {
  await db()
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(Date.now() - KEEP_MS)))
    .catch(() => undefined);
}
