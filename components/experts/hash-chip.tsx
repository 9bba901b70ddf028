'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { ChevronsLeftRight, ChevronsRightLeft, Copy } from 'lucide-react';
import clsx from 'clsx';
import { toast } from '@/lib/client/toast';
import { shortHash } from './view';

/**
 * A plan's SHA-256 commitment (docs/product.md "Experts"): shortened with a button that shows it
 * whole, or whole from the start (`full`), and a copy button. The full value is in the markup's
 * `title` and `data-hash` either way, for tools and pages without JavaScript.
 */
export function HashChip({
  hash,
  full = false,
  className,
}: {
  hash: string;
  full?: boolean;
  className?: string;
}) {
  const t = useTranslations('experts.pages.hash');
  const [open, setOpen] = useState(full);
  const id = useId();
  const iconButton =
    'text-ink-soft hover:text-brand hover:bg-surface-muted grid size-6 shrink-0 place-items-center rounded transition-colors';
  return (
    <span className={clsx('flex min-w-0 items-start gap-1 text-xs', className)}>
      <span className="text-ink-soft shrink-0 leading-6">{t('label')}</span>
      <code
        id={id}
        title={hash}
        data-testid="plan-hash"
        data-hash={hash}
        className={clsx(
          'text-ink min-w-0 font-mono',
          open ? 'py-1 leading-4 break-all' : 'truncate leading-6',
        )}
      >
        {open ? hash : shortHash(hash)}
      </code>
      {full ? null : (
        <button
          type="button"
          aria-controls={id}
          aria-expanded={open}
          aria-label={open ? t('collapse') : t('expand')}
          title={open ? t('collapse') : t('expand')}
          onClick={() => setOpen((o) => !o)}
          className={iconButton}
        >
          {open ? (
            <ChevronsRightLeft aria-hidden className="size-3.5" />
          ) : (
            <ChevronsLeftRight aria-hidden className="size-3.5" />
          )}
        </button>
      )}
      <button
        type="button"
        aria-label={t('copy')}
        title={t('copy')}
        onClick={() => {
          void navigator.clipboard?.writeText(hash).then(
            () => toast.success(t('copied')),
            () => undefined,
          );
        }}
        className={iconButton}
      >
        <Copy aria-hidden className="size-3.5" />
      </button>
    </span>
  );
}
