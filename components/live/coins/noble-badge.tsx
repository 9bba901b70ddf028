'use client';

import { useTranslations } from 'next-intl';
import { Crown } from 'lucide-react';
import clsx from 'clsx';
import { useNobleTierName } from './noble-tiers';
import type { NobleBadge as NobleMark } from '@/lib/wallet/contract';

/**
 * The badge beside a noble's nickname (chat, horns): a crown and the tier's level on the tier's
 * colour. Its accessible name is the tier's name ("Noble: Knight"), or "Noble Lv.2" until the
 * names are known.
 */
export function NobleBadge({ noble, className }: { noble: NobleMark; className?: string }) {
  const t = useTranslations('coins.badge');
  const name = useNobleTierName(noble.level);
  const label = name ? t('named', { name }) : t('level', { level: noble.level });
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      data-testid="noble-badge"
      data-level={noble.level}
      style={{ backgroundColor: noble.color }}
      className={clsx(
        'inline-flex items-center gap-0.5 rounded px-1 align-[1px] text-[11px] leading-4 font-bold text-white shadow-sm ring-1 ring-black/10 [text-shadow:0_1px_1px_rgb(0_0_0/0.45)]',
        className,
      )}
    >
      <Crown aria-hidden className="size-3" />
      {noble.level}
    </span>
  );
}
