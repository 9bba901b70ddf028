'use client';

import { atom, useAtomValue } from 'jotai';
import { useState } from 'react';
import { clientStore } from '@/lib/client/store';

/**
 * The coin balance as the page last learnt it from a money-moving answer (a gift, a noble
 * purchase, a claimed bonus, a paid recharge) or a fresh `user/info`. Server-rendered places (the
 * nav popover, the member header) start from the viewer's balance and follow this afterwards,
 * without a reload. `seq` orders the news, so a newer server render wins over an older answer.
 */
type Published = { value: number; seq: number };

const balanceAtom = atom<Published | null>(null);
let seq = 0;

/** Tells every balance on the page the new number of coins (from an API answer). */
export function publishBalance(value: number): void {
  if (!Number.isFinite(value)) return;
  seq += 1;
  clientStore.set(balanceAtom, { value, seq });
}

/**
 * The balance to show: `value` (the server's, or the component's latest read) unless a newer one
 * was published since `value` last changed.
 */
export function useLiveBalance(value: number): number {
  const live = useAtomValue(balanceAtom, { store: clientStore });
  const [base, setBase] = useState(() => ({ value, seq: live?.seq ?? 0 }));
  // A changed `value` is newer than everything published so far (the render-time reset pattern).
  if (base.value !== value) setBase({ value, seq: live?.seq ?? 0 });
  return live && live.seq > base.seq ? live.value : value;
}
