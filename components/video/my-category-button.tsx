'use client';

import { useTranslations } from 'next-intl';
import { Check, Plus } from 'lucide-react';
import clsx from 'clsx';
import { useChangeToast } from './category-menu';
import { useMyCategories } from './my-categories';

/**
 * Adds the category of the page to "my categories" or removes it: the page's own button, which
 * also serves in mobile mode, where the side menu stays collapsed.
 */
export function MyCategoryButton({
  id,
  name,
  mine: initialMine,
}: {
  id: number;
  name: string;
  mine: number[] | null;
}) {
  const t = useTranslations('video.menu');
  const { ids, change } = useMyCategories(initialMine);
  const report = useChangeToast();
  const has = ids.includes(id);
  return (
    <button
      type="button"
      onClick={() => void change(id, has ? 'remove' : 'add').then(report)}
      aria-pressed={has}
      data-testid="my-category-button"
      className={clsx(
        'inline-flex h-9 items-center gap-1.5 rounded-full px-4 text-sm font-semibold shadow-sm transition-colors',
        has
          ? 'border-ink-faint/30 text-ink-soft hover:text-ink border bg-white'
          : 'bg-brand hover:bg-brand-dark text-white',
      )}
    >
      {has ? <Check className="size-4" aria-hidden /> : <Plus className="size-4" aria-hidden />}
      <span>{has ? t('remove', { name }) : t('add', { name })}</span>
    </button>
  );
}
