'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import {
  Check,
  FolderHeart,
  LayoutGrid,
  Minus,
  PanelLeftClose,
  PanelLeftOpen,
  Plus,
} from 'lucide-react';
import clsx from 'clsx';
import { Link } from '@/i18n/navigation';
import { SIDEBAR_COOKIE } from '@/components/layout/side-menu-cookie';
import { toast } from '@/lib/client/toast';
import { MY_CATEGORIES_MAX } from '@/lib/video/limits';
import { mergeLocalCategories, useMyCategories, type MyCategoryChange } from './my-categories';
import { classifyHref } from './query';

export type MenuCategory = { id: number; name: string; videos: number };

const ONE_YEAR = 365 * 24 * 3600;

/** Tells the visitor what a change did (docs/product.md §8 'added successfully'). */
export function useChangeToast() {
  const t = useTranslations('video.menu');
  return (r: MyCategoryChange) => {
    if (r === 'added') toast.success(t('added'));
    else if (r === 'removed') toast.success(t('removed'));
    else if (r === 'full') toast.warning(t('full', { max: MY_CATEGORIES_MAX }));
  };
}

/** The first letter of a name, for the collapsed menu. */
function initial(name: string): string {
  return Array.from(name.trim())[0]?.toUpperCase() ?? '?';
}

/**
 * The side menu of /video-classify (docs/product.md §2): "my categories" (or the prompt to add some) and
 * every category with its add / remove button; 304 px open, 56 px collapsed, the state kept in
 * the same cookie as the live pages' menu. In mobile mode (< 992 px) it stays collapsed (the
 * page's own add button and category chips serve there). A visitor's list is kept in local
 * storage and joins the account's on the next visit after logging in.
 */
export function CategoryMenu({
  categories,
  mine: initialMine,
  activeId,
  defaultOpen,
}: {
  categories: MenuCategory[];
  /** The user's category ids from the server; null for a visitor. */
  mine: number[] | null;
  activeId: number | null;
  defaultOpen: boolean;
}) {
  const t = useTranslations('video.menu');
  const [open, setOpen] = useState(defaultOpen);
  const { ids, change } = useMyCategories(initialMine);
  const report = useChangeToast();

  useEffect(() => {
    if (initialMine) void mergeLocalCategories(initialMine);
    // Once per page: the server's list of this render.
  }, [initialMine]);

  const toggle = () => {
    const next = !open;
    setOpen(next);
    document.cookie = `${SIDEBAR_COOKIE}=${next ? '1' : '0'}; path=/; max-age=${ONE_YEAR}; SameSite=Lax`;
  };

  const byId = new Map(categories.map((c) => [c.id, c]));
  const mine = ids.flatMap((id) => byId.get(id) ?? []);
  const mineSet = new Set(ids);

  const item = (c: MenuCategory, kind: 'mine' | 'all') => {
    const current = c.id === activeId;
    const has = mineSet.has(c.id);
    return (
      <li key={`${kind}-${c.id}`} className="group/item relative flex items-center">
        <Link
          href={classifyHref(c)}
          prefetch={false}
          aria-current={current ? 'page' : undefined}
          className={clsx(
            'flex h-9 min-w-0 flex-1 items-center gap-2.5 rounded-lg pr-10 pl-2.5 text-sm transition',
            current
              ? 'from-brand to-live bg-gradient-to-r font-semibold text-white'
              : 'hover:bg-white/10 hover:text-white',
          )}
        >
          <span
            aria-hidden
            className={clsx(
              'grid size-6 shrink-0 place-items-center rounded-md text-xs font-bold',
              current ? 'bg-white/20' : 'bg-white/10',
            )}
          >
            {initial(c.name)}
          </span>
          <span className="truncate">{c.name}</span>
          <span className="ml-auto shrink-0 text-xs tabular-nums opacity-60">{c.videos}</span>
        </Link>
        <button
          type="button"
          onClick={() => void change(c.id, has ? 'remove' : 'add').then(report)}
          aria-label={has ? t('remove', { name: c.name }) : t('add', { name: c.name })}
          title={has ? t('remove', { name: c.name }) : t('add', { name: c.name })}
          aria-pressed={kind === 'all' ? has : undefined}
          data-testid={kind === 'mine' ? 'my-category-remove' : 'category-toggle'}
          className={clsx(
            'absolute right-1 grid size-7 place-items-center rounded-md transition',
            has && kind === 'all'
              ? 'text-brand-bright hover:bg-white/10'
              : 'text-white/60 hover:bg-white/15 hover:text-white',
          )}
        >
          {kind === 'mine' ? (
            <Minus className="size-4" aria-hidden />
          ) : has ? (
            <Check className="size-4" aria-hidden />
          ) : (
            <Plus className="size-4" aria-hidden />
          )}
        </button>
      </li>
    );
  };

  const compact = (c: MenuCategory, kind: 'mine' | 'all') => (
    <li key={`${kind}-${c.id}`}>
      <Link
        href={classifyHref(c)}
        prefetch={false}
        title={c.name}
        aria-label={c.name}
        aria-current={c.id === activeId ? 'page' : undefined}
        className={clsx(
          'mx-auto grid size-9 place-items-center rounded-lg text-sm font-bold transition',
          c.id === activeId
            ? 'from-brand to-live bg-gradient-to-r text-white'
            : kind === 'mine'
              ? 'text-brand-bright bg-white/10 hover:bg-white/15'
              : 'hover:bg-white/10 hover:text-white',
        )}
      >
        {initial(c.name)}
      </Link>
    </li>
  );

  return (
    <aside
      aria-label={t('label')}
      data-state={open ? 'open' : 'collapsed'}
      data-testid="video-category-menu"
      className={clsx(
        'border-nav-line bg-nav-soft sticky top-14 flex h-[calc(100vh-3.5rem)] shrink-0 flex-col border-r text-white/75 transition-[width] duration-200',
        open ? 'w-side' : 'w-side-collapsed',
        'max-desk:w-side-collapsed',
      )}
    >
      <div
        className={clsx(
          'border-nav-line flex items-center border-b p-2',
          open ? 'justify-end' : 'justify-center',
          'max-desk:hidden',
        )}
      >
        <button
          type="button"
          onClick={toggle}
          aria-expanded={open}
          aria-label={open ? t('collapse') : t('expand')}
          title={open ? t('collapse') : t('expand')}
          className="grid size-9 place-items-center rounded-lg hover:bg-white/10 hover:text-white"
        >
          {open ? (
            <PanelLeftClose className="size-5" aria-hidden />
          ) : (
            <PanelLeftOpen className="size-5" aria-hidden />
          )}
        </button>
      </div>

      {/* Open (desktop): both lists with their buttons. */}
      <nav
        aria-label={t('label')}
        className={clsx(
          'flex-1 overflow-x-hidden overflow-y-auto p-2',
          !open && 'hidden',
          'max-desk:hidden',
        )}
      >
        <section aria-labelledby="video-menu-mine" data-testid="my-categories">
          <h2
            id="video-menu-mine"
            className="flex items-center gap-2 px-2.5 pt-1 pb-2 text-xs font-semibold tracking-wide text-white/50 uppercase"
          >
            <FolderHeart className="size-4" aria-hidden />
            {t('mine')}
          </h2>
          {mine.length === 0 ? (
            <div
              data-testid="my-categories-empty"
              className="mx-1 rounded-lg border border-dashed border-white/15 px-3 py-4 text-center"
            >
              <p className="text-sm font-medium text-white/85">{t('mineEmpty')}</p>
              <p className="mt-1 text-xs text-white/55">{t('mineEmptyHint')}</p>
            </div>
          ) : (
            <ul className="space-y-0.5">{mine.map((c) => item(c, 'mine'))}</ul>
          )}
        </section>
        <section aria-labelledby="video-menu-all" className="mt-4">
          <h2
            id="video-menu-all"
            className="flex items-center gap-2 px-2.5 pt-1 pb-2 text-xs font-semibold tracking-wide text-white/50 uppercase"
          >
            <LayoutGrid className="size-4" aria-hidden />
            {t('all')}
          </h2>
          <ul className="space-y-0.5">{categories.map((c) => item(c, 'all'))}</ul>
        </section>
      </nav>

      {/* Collapsed (and mobile): the categories as initials, mine first. */}
      <nav
        aria-label={t('label')}
        className={clsx('flex-1 overflow-x-hidden overflow-y-auto py-2', open && 'desk:hidden')}
      >
        {mine.length ? (
          <ul className="mb-2 space-y-1 border-b border-white/10 pb-2">
            {mine.map((c) => compact(c, 'mine'))}
          </ul>
        ) : null}
        <ul className="space-y-1">{categories.map((c) => compact(c, 'all'))}</ul>
      </nav>
    </aside>
  );
}
