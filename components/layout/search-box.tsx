'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import useSWR from 'swr';
import { toast } from '@/lib/client/toast';
import { Search, Trash2, X } from 'lucide-react';
import clsx from 'clsx';
import { useRouter } from '@/i18n/navigation';
import { isLocale } from '@/i18n/locales';
import type { HotSearchItem } from '@/lib/account/contract';
import { apiGet } from '@/lib/client/api';
import { localePath } from '@/lib/seo/metadata';
import { startRouteProgress } from './route-progress';
import {
  readHistory,
  SEARCH_MAX_LENGTH,
  withKeyword,
  withoutKeyword,
  writeHistory,
} from './search-history';

/** A hot keyword (search for it) or a live hot match (open its match centre), from universal/getHot. */
type HotItem = Pick<HotSearchItem, 'id' | 'name' | 'hot'> &
  Partial<Pick<HotSearchItem, 'kind' | 'match_id'>>;

/** After a click outside, the box collapses and the icon comes back this much later (docs/product.md §9). */
export const ICON_RETURN_MS = 600;
const HOT_SHOWN = 10;
const HOT_HIGHLIGHTED = 3;

type Phase = 'icon' | 'open' | 'closing';

function searchPath(keyword: string): string {
  return `/search?name=${encodeURIComponent(keyword)}`;
}

/** The navigation bar's search (docs/product.md §2): icon → box with history and hot searches. */
export function SearchBox() {
  const t = useTranslations('search');
  const locale = useLocale();
  const router = useRouter();
  const [phase, setPhase] = useState<Phase>('icon');
  const [keyword, setKeyword] = useState('');
  const [history, setHistory] = useState<string[]>([]);
  const [wantHot, setWantHot] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const hot = useSWR(wantHot ? 'universal/getHot' : null, (path: string) =>
    // A background read: if it fails the panel just shows no hot list, without an error toast.
    apiGet<HotItem[]>(path, undefined, { silent: true }),
  );

  const open = () => {
    if (timer.current) clearTimeout(timer.current);
    setHistory(readHistory());
    setPhase('open');
  };

  const close = useCallback(() => {
    setPhase('closing');
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setPhase('icon'), ICON_RETURN_MS);
  }, []);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  useEffect(() => {
    if (phase !== 'open') return;
    inputRef.current?.focus();
    const onDown = (e: MouseEvent) => {
      if (rootRef.current && !rootRef.current.contains(e.target as Node)) close();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close();
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [phase, close]);

  const go = (raw: string) => {
    const kw = raw.trim();
    if (!kw) {
      toast.error(t('empty'), { duration: 5000 });
      return;
    }
    const next = withKeyword(readHistory(), kw);
    writeHistory(next);
    setHistory(next);
    setKeyword(kw);
    close();
    startRouteProgress();
    router.push(searchPath(kw));
  };

  const openMatch = (id: number) => {
    close();
    startRouteProgress();
    router.push(`/score-detail?id=${id}`);
  };

  const remove = (kw: string) => {
    const next = withoutKeyword(history, kw);
    writeHistory(next);
    setHistory(next);
  };

  const clearAll = () => {
    writeHistory([]);
    setHistory([]);
  };

  const loc = isLocale(locale) ? locale : 'zh';
  const hotList = (hot.data ?? []).slice(0, HOT_SHOWN);

  return (
    <div ref={rootRef} className="relative flex items-center">
      {phase === 'icon' ? (
        <button
          type="button"
          onClick={open}
          aria-label={t('open')}
          className="grid size-9 place-items-center rounded-full text-white/80 transition hover:bg-white/10 hover:text-white"
        >
          <Search className="size-5" aria-hidden />
        </button>
      ) : (
        <form
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            go(keyword);
          }}
          className={clsx(
            'flex items-center overflow-hidden rounded-full border border-white/15 bg-white/10 transition-all duration-500',
            'max-desk:fixed max-desk:inset-x-3 max-desk:top-2.5 max-desk:z-50 max-desk:bg-nav-soft',
            phase === 'open'
              ? 'animate-search-in desk:w-64 opacity-100'
              : 'desk:w-0 pointer-events-none opacity-0',
          )}
        >
          <input
            ref={inputRef}
            type="search"
            value={keyword}
            maxLength={SEARCH_MAX_LENGTH}
            onChange={(e) => setKeyword(e.target.value)}
            onFocus={() => setWantHot(true)}
            placeholder={t('placeholder')}
            aria-label={t('placeholder')}
            className="h-9 min-w-0 flex-1 bg-transparent pl-4 text-sm text-white placeholder:text-white/50 focus:outline-none [&::-webkit-search-cancel-button]:hidden"
          />
          <button
            type="submit"
            aria-label={t('submit')}
            className="hover:text-brand grid h-9 w-10 shrink-0 place-items-center text-white/80"
          >
            <Search className="size-4" aria-hidden />
          </button>
        </form>
      )}

      {phase === 'open' ? (
        <div
          className={clsx(
            'text-ink z-50 rounded-lg bg-white p-4 shadow-xl ring-1 ring-black/5',
            'desk:absolute desk:top-12 desk:right-0 desk:w-80',
            'max-desk:fixed max-desk:inset-x-3 max-desk:top-14 max-desk:max-h-[70vh] max-desk:overflow-y-auto',
          )}
        >
          <section aria-labelledby="search-history-title">
            <div className="mb-2 flex items-center justify-between">
              <h2 id="search-history-title" className="text-sm font-semibold">
                {t('history')}
              </h2>
              {history.length ? (
                <button
                  type="button"
                  onClick={clearAll}
                  className="text-ink-faint hover:text-live flex items-center gap-1 text-xs"
                >
                  <Trash2 className="size-3.5" aria-hidden />
                  {t('clearAll')}
                </button>
              ) : null}
            </div>
            {history.length ? (
              <ul className="flex flex-wrap gap-2" data-testid="search-history">
                {history.map((kw) => (
                  <li key={kw} className="bg-surface-page flex items-center rounded-full text-xs">
                    <a
                      href={localePath(loc, searchPath(kw))}
                      target="_blank"
                      rel="noopener"
                      className="hover:text-brand max-w-32 truncate py-1 pr-1 pl-3"
                    >
                      {kw}
                    </a>
                    <button
                      type="button"
                      onClick={() => remove(kw)}
                      aria-label={t('remove', { keyword: kw })}
                      className="text-ink-faint hover:text-live grid size-6 place-items-center rounded-full"
                    >
                      <X className="size-3" aria-hidden />
                    </button>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-ink-faint text-xs">{t('noHistory')}</p>
            )}
          </section>

          <section
            aria-labelledby="search-hot-title"
            className="border-surface-page mt-4 border-t pt-3"
          >
            <h2 id="search-hot-title" className="mb-2 text-sm font-semibold">
              {t('hot')}
            </h2>
            {hot.isLoading ? (
              <p className="text-ink-faint text-xs">{t('loading')}</p>
            ) : hotList.length ? (
              <ol className="grid grid-cols-2 gap-x-3 gap-y-1" data-testid="search-hot">
                {hotList.map((item, i) => {
                  const top = i < HOT_HIGHLIGHTED;
                  return (
                    <li key={`${item.kind ?? 'keyword'}-${item.id}`}>
                      <button
                        type="button"
                        onClick={() => (item.match_id ? openMatch(item.match_id) : go(item.name))}
                        data-kind={item.kind ?? 'keyword'}
                        data-highlight={top ? 'true' : undefined}
                        className="group hover:text-brand flex w-full items-center gap-2 rounded py-1 text-left text-sm"
                      >
                        <span
                          className={clsx(
                            'grid size-5 shrink-0 place-items-center rounded text-[11px] font-bold',
                            top ? 'bg-live text-white' : 'bg-surface-page text-ink-soft',
                          )}
                        >
                          {i + 1}
                        </span>
                        <span className={clsx('truncate', top && 'text-live font-medium')}>
                          {item.name}
                        </span>
                      </button>
                    </li>
                  );
                })}
              </ol>
            ) : (
              <p className="text-ink-faint text-xs">{t('hotEmpty')}</p>
            )}
          </section>
        </div>
      ) : null}
    </div>
  );
}
