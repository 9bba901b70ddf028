'use client';

import { useId } from 'react';
import { Copy } from 'lucide-react';
import { toast } from '@/lib/client/toast';

/** A read-only value with a copy button (the share link, the invite code). */
export function CopyField({
  label,
  value,
  copy,
  copied,
  mono = false,
}: {
  label: string;
  value: string;
  copy: string;
  copied: string;
  mono?: boolean;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="text-ink-soft mb-1 block text-xs font-medium">
        {label}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={id}
          readOnly
          value={value}
          onFocus={(e) => e.currentTarget.select()}
          className={`bg-surface-muted text-ink min-w-48 flex-1 rounded-lg border border-gray-200 px-3 py-2 text-sm ${mono ? 'font-mono tracking-wider' : ''}`}
        />
        <button
          type="button"
          onClick={() => {
            void navigator.clipboard?.writeText(value).then(
              () => toast.success(copied),
              () => undefined,
            );
          }}
          className="bg-brand hover:bg-brand-dark inline-flex shrink-0 items-center justify-center gap-1.5 rounded-lg px-3 py-2 text-sm font-semibold text-white transition-colors max-sm:w-full"
        >
          <Copy aria-hidden className="size-4" />
          {copy}
        </button>
      </div>
    </div>
  );
}
