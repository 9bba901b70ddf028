'use client';

import { useCallback, useRef, useState } from 'react';
import { isApiError, NETWORK_ERROR_CODE } from '@/lib/contract';

/**
 * A v4 UUID for the `Idempotency-Key` header: `crypto.randomUUID` where the page is a secure
 * context, else the same from `getRandomValues` (a demo served over plain http on a LAN address
 * has no randomUUID).
 */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (typeof c.randomUUID === 'function') return c.randomUUID();
  const b = c.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * Whether a failed call may still have moved money: no answer reached the page (network, time-out,
 * a proxy's error page), the server failed, or the first try with this key is still running. A
 * retry of such a call must reuse its key, so the server answers the first result instead of
 * moving the money twice. A refusal (code 1, 700, 429) is final: the server stored it as the
 * key's answer, so trying again (after a recharge, say) needs a new key.
 */
export function outcomeUnknown(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return (
    error.code === NETWORK_ERROR_CODE ||
    error.status >= 500 ||
    error.key === 'idempotencyInProgress'
  );
}

export type MoneyOutcome<T> = { ok: true; data: T } | { ok: false; error: unknown };

/**
 * One money-moving user action (docs/architecture.md "Money"): `run(input, call)` sends `call` with an
 * `Idempotency-Key` made once for this action and input, reused when the same input is sent again
 * after an unknown outcome, and dropped after an answer. While a call is in flight `pending` is
 * true and `run` sends nothing (it resolves null), so a double click never submits twice.
 */
export function useMoneyAction() {
  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  const held = useRef<{ sig: string; key: string } | null>(null);

  const run = useCallback(
    async <T>(
      input: unknown,
      call: (key: string) => Promise<T>,
    ): Promise<MoneyOutcome<T> | null> => {
      if (busy.current) return null;
      busy.current = true;
      setPending(true);
      // A different input is a different action: the same key with another body is refused.
      const sig = JSON.stringify(input ?? null);
      if (held.current?.sig !== sig) held.current = { sig, key: newIdempotencyKey() };
      const { key } = held.current;
      try {
        const data = await call(key);
        held.current = null;
        return { ok: true, data };
      } catch (error) {
        if (!outcomeUnknown(error)) held.current = null;
        return { ok: false, error };
      } finally {
        busy.current = false;
        setPending(false);
      }
    },
    [],
  );

  return { pending, run };
}
