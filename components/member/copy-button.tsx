'use client';

import { Copy } from 'lucide-react';
import { toast } from '@/lib/client/toast';

export function CopyButton({ text, label, done }: { text: string; label: string; done: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={() => {
        void navigator.clipboard?.writeText(text).then(() => toast.success(done));
      }}
      className="text-ink-faint hover:text-brand rounded p-1 transition-colors"
    >
      <Copy aria-hidden className="size-3.5" />
    </button>
  );
}
