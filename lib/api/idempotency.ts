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

/**
 * `fresh`: run the handler, holding the key; `held` names this hold (the row's `updated_at`, as
 * text for an exact match) so that freeing it cannot free a later caller's hold.
 */
export type Claim = { fresh: true; held: string } | { fresh: false; answer: StoredAnswer };

/** The hold's name: `updated_at` as PostgreSQL prints it (microseconds and all). */
const heldAs = sql<string>`${idempotencyKeys.updatedAt}::text`;

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
      .returning({ held: heldAs });
    if (inserted.length) return { fresh: true, held: inserted[0].held };
    const [row] = await db()
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    if (!row) continue; // swept or abandoned meanwhile: try to insert again
    if (row.path !== path.toLowerCase() || row.requestHash !== hash) {
      throw new AppError('idempotencyKeyReused');
    }
    if (row.state === 1) return { fresh: false, answer: row.response as StoredAnswer };
    // The first call died unanswered: this one takes the key over. The database's clock decides
    // staleness, and its row lock makes exactly one retry win (comparing `updated_at` with the
    // value read back would never match on PostgreSQL, whose timestamps have microseconds).
    // This instance's clock only spares the update while the hold is clearly fresh.
    const taken =
      Date.now() - row.updatedAt.getTime() < STALE_MS - 1000
        ? []
        : await db()
            .update(idempotencyKeys)
            .set({ updatedAt: sql`now()` })
            .where(
              and(
                eq(idempotencyKeys.userId, userId),
                eq(idempotencyKeys.key, key),
                eq(idempotencyKeys.state, 0),
                lt(
                  idempotencyKeys.updatedAt,
                  sql`now() - make_interval(secs => ${STALE_MS / 1000})`,
                ),
              ),
            )
            .returning({ held: heldAs });
    if (taken.length) return { fresh: true, held: taken[0].held };
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

/** Frees the hold `held` on a key whose call ended without an answer worth repeating. */
export async function release(userId: number, key: string, held: string): Promise<void> {
  await db()
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, userId),
        eq(idempotencyKeys.key, key),
        eq(idempotencyKeys.state, 0),
        sql`${idempotencyKeys.updatedAt} = ${held}::timestamptz`,
      ),
    );
}

/** How often a release that failed is tried again, until the key would be stale anyway. */
const RELEASE_RETRY_MS = 250;

/**
 * Frees a hold after a call that failed without an answer worth repeating (a crash, a 429, the
 * database down). Most often the database is what failed, so the release fails too: it is
 * tried again every RELEASE_RETRY_MS in the background until it works or STALE_MS has passed,
 * so that the client's retry runs as soon as the database is back instead of being told
 * `idempotencyInProgress` for half a minute (issue 29 §3, "PostgreSQL restarted"). Only this
 * hold is freed: a retry that took the key over after STALE_MS holds it under another name.
 * Resolves after the first try; never rejects.
 */
export async function releaseSoon(userId: number, key: string, held: string): Promise<void> {
  const until = Date.now() + STALE_MS;
  const once = () =>
    release(userId, key, held).then(
      () => true,
      () => false,
    );
  if (await once()) return;
  void (async () => {
    while (Date.now() + RELEASE_RETRY_MS < until) {
      await new Promise((r) => setTimeout(r, RELEASE_RETRY_MS).unref());
      if (await once()) return;
    }
  })();
}

/** Forgets keys older than a day. */
export async function sweep(): Promise<void> {
  await db()
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(Date.now() - KEEP_MS)))
    .catch(() => undefined);
}
