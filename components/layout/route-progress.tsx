'use client';

import { useEffect, useRef, useState } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import clsx from 'clsx';

/** The bar completes this long after the new route is in place (docs/product.md §2, §9). */
export const FINISH_DELAY_MS = 500;
/** A navigation that never lands (same page, aborted) must not leave the bar hanging. */
const GIVE_UP_MS = 15_000;
const START_EVENT = 'route-progress:start';

/** For navigations made in code (`router.push`), which no link click announces. */
export function startRouteProgress(): void {
  window.dispatchEvent(new Event(START_EVENT));
}

function isInternalNavigation(e: MouseEvent): boolean {
  if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return false;
  const a = (e.target as Element | null)?.closest?.('a[href]');
  if (!(a instanceof HTMLAnchorElement)) return false;
  if (a.target && a.target !== '_self') return false;
  if (a.hasAttribute('download')) return false;
  const to = new URL(a.href, window.location.href);
  if (to.origin !== window.location.origin) return false;
  return to.pathname !== window.location.pathname || to.search !== window.location.search;
}

/** A thin loading bar at the top of the page on route changes. */
export function RouteProgress() {
  const pathname = usePathname();
  const search = useSearchParams();
  const [phase, setPhase] = useState<'idle' | 'loading' | 'done'>('idle');
  const phaseRef = useRef(phase);
  const giveUp = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    phaseRef.current = phase;
  }, [phase]);

  useEffect(() => {
    const start = () => {
      setPhase('loading');
      if (giveUp.current) clearTimeout(giveUp.current);
      giveUp.current = setTimeout(() => setPhase('idle'), GIVE_UP_MS);
    };
    const onClick = (e: MouseEvent) => {
      if (isInternalNavigation(e)) start();
    };
    // Capture phase: links call preventDefault before a bubbling listener would see the click.
    window.addEventListener('click', onClick, true);
    window.addEventListener(START_EVENT, start);
    return () => {
      window.removeEventListener('click', onClick, true);
      window.removeEventListener(START_EVENT, start);
      if (giveUp.current) clearTimeout(giveUp.current);
    };
  }, []);

  const routeKey = `${pathname}?${search.toString()}`;
  useEffect(() => {
    if (phaseRef.current !== 'loading') return;
    if (giveUp.current) clearTimeout(giveUp.current);
    const finish = setTimeout(() => setPhase('done'), FINISH_DELAY_MS);
    return () => clearTimeout(finish);
  }, [routeKey]);

  useEffect(() => {
    if (phase !== 'done') return;
    const reset = setTimeout(() => setPhase('idle'), 400);
    return () => clearTimeout(reset);
  }, [phase]);

  return (
    <div aria-hidden className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-[3px]">
      <div
        className={clsx(
          'from-brand to-live h-full bg-gradient-to-r shadow-[0_0_8px_rgba(255,106,0,.7)]',
          phase === 'idle' && 'w-0 opacity-0',
          phase === 'loading' && 'animate-progress-crawl',
          phase === 'done' && 'w-full opacity-0 transition-opacity delay-150 duration-300',
        )}
      />
    </div>
  );
}
