'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { CircleX, ShieldCheck } from 'lucide-react';
import clsx from 'clsx';
import type { PlanView } from '@/lib/experts/contract';
import { canonicalPlan, planHash } from '@/lib/experts/hash';
import { commitmentOf } from './view';

type Outcome =
  | { kind: 'done'; canonical: string; computed: string; match: boolean }
  | { kind: 'unsupported'; canonical: string };

/** Web Crypto's digest exists only in secure contexts (https, or localhost). */
const canDigest = () => typeof globalThis.crypto?.subtle?.digest === 'function';

/**
 * "Verify the hash" (docs/product.md "Experts"): recomputes the plan's SHA-256 in the browser from
 * the revealed fields (lib/experts/hash.ts, the form the server hashed at publication) and shows
 * ✓ when it equals the hash published with the plan, with the canonical string so anyone can
 * check it with any SHA-256 tool. Where the browser has no Web Crypto (plain http on another
 * host) it says so and still gives the string.
 */
export function VerifyHash({ plan }: { plan: PlanView }) {
  const t = useTranslations('experts.pages.verify');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const fields = commitmentOf(plan);
  if (!fields) return null;

  async function verify() {
    if (!fields) return;
    const canonical = canonicalPlan(fields);
    if (!canDigest()) {
      setOutcome({ kind: 'unsupported', canonical });
      return;
    }
    setBusy(true);
    try {
      const computed = await planHash(fields);
      setOutcome({ kind: 'done', canonical, computed, match: computed === plan.hash });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      aria-labelledby="verify-title"
      className="border-surface-page mt-4 border-t pt-4"
      data-testid="verify-hash"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <h3 id="verify-title" className="text-ink flex items-center gap-1.5 text-sm font-bold">
            <ShieldCheck aria-hidden className="text-win size-4" />
            {t('title')}
          </h3>
          <p className="text-ink-soft mt-0.5 text-xs">{t('text')}</p>
        </div>
        <button
          type="button"
          onClick={() => void verify()}
          disabled={busy}
          aria-busy={busy || undefined}
          className="border-win text-win hover:bg-win inline-flex h-9 shrink-0 items-center gap-1.5 rounded-lg border px-4 text-sm font-semibold transition-colors hover:text-white disabled:opacity-50"
        >
          <ShieldCheck aria-hidden className="size-4" />
          {busy ? t('busy') : t('button')}
        </button>
      </div>
      <div aria-live="polite">
        {outcome ? (
          <div className="mt-3 space-y-2" data-testid="verify-result">
            {outcome.kind === 'done' ? (
              <p
                data-testid={outcome.match ? 'verify-ok' : 'verify-mismatch'}
                className={clsx(
                  'flex items-start gap-1.5 rounded-lg px-3 py-2 text-sm font-semibold',
                  outcome.match ? 'text-win bg-[#e7f6ec]' : 'bg-live-soft text-live',
                )}
              >
                {outcome.match ? null : <CircleX aria-hidden className="mt-0.5 size-4 shrink-0" />}
                <span>
                  {outcome.match ? `✓ ${t('match')}` : t('mismatch')}
                  {outcome.match ? null : (
                    <code className="mt-1 block font-mono text-xs font-normal break-all">
                      {outcome.computed}
                    </code>
                  )}
                </span>
              </p>
            ) : (
              <p className="bg-surface-muted text-ink-soft rounded-lg px-3 py-2 text-sm">
                {t('unsupported')}
              </p>
            )}
            <p className="text-ink-soft text-xs">{t('canonical')}</p>
            <code
              data-testid="verify-canonical"
              className="bg-surface-muted text-ink block rounded-lg px-3 py-2 font-mono text-xs leading-5 break-all whitespace-pre-wrap"
            >
              {outcome.canonical}
            </code>
          </div>
        ) : null}
      </div>
    </section>
  );
}
