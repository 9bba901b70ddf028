'use client';

import { lazy, Suspense } from 'react';
import { useLocale } from 'next-intl';
import { Video } from 'lucide-react';
import type { PublicUser } from '@/lib/account/contract';
import { useLazyOverlay } from '@/components/ui/use-lazy-overlay';

const loadStudio = () => import('./studio-dialog');
const StudioDialog = lazy(loadStudio);

/** Starts fetching the studio and its messages (a pointer over or focus on the button). */
function preload(locale: string): void {
  void loadStudio().then((m) => m.preloadStudio(locale));
}

/**
 * The texts needed before the studio's own messages are in, translated by the server (the shell's
 * providers carry no studio messages): the button ("开播"), the loading line and the retry.
 */
export type StudioLabels = { open: string; loading: string; retry: string };

type Props = {
  /** The viewer; the button is only for anchors (docs/product.md §2, §6: `is_anchor` not 0). */
  user: PublicUser | null;
  labels: StudioLabels;
};

/**
 * The navigation bar's start-streaming button (docs/product.md §2), shown only to anchors. It is plain
 * markup in the first load; the studio (a Radix dialog with its tabs and forms, and its own
 * messages) is a separate chunk fetched when the button is pointed at, focused or pressed.
 */
export function StudioButton({ user, labels }: Props) {
  const locale = useLocale();
  const { open, show, wanted, ref, id, triggerProps } = useLazyOverlay();
  if (!user || !user.is_anchor) return null;
  const warm = () => preload(locale);
  return (
    <>
      <button
        {...triggerProps}
        onPointerEnter={warm}
        onFocus={warm}
        onClick={() => show(true)}
        title={labels.open}
        className="bg-live focus-visible:ring-live-bright/50 flex h-9 shrink-0 items-center gap-1.5 rounded-full px-2.5 text-sm font-semibold text-white shadow-sm transition outline-none hover:bg-[#a8112f] focus-visible:ring-4 min-[1536px]:px-3.5"
      >
        <Video className="size-4" aria-hidden />
        {/* The label needs room next to the download and language items (Vietnamese at 1280 px). */}
        <span className="whitespace-nowrap max-[1535px]:sr-only">{labels.open}</span>
      </button>
      {wanted ? (
        <Suspense
          fallback={
            <div
              role="status"
              className="fixed inset-0 z-50 grid place-items-center bg-black/40 text-white"
            >
              <span className="flex items-center gap-2 rounded-full bg-black/60 px-4 py-2 text-sm">
                <span
                  aria-hidden
                  className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
                />
                {labels.loading}
              </span>
            </div>
          }
        >
          <StudioDialog
            id={id}
            open={open}
            onOpenChange={show}
            trigger={ref}
            anchorId={user.id}
            labels={labels}
          />
        </Suspense>
      ) : null}
    </>
  );
}
