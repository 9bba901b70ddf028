import clsx from 'clsx';
import { readSidebarOpen } from '@/components/layout/side-menu-state';
import { CardGridSkeleton } from '@/components/live/skeleton';

/** While a live list loads: the side menu's width and grey cards where the rooms will be. */
export default async function Loading() {
  const open = await readSidebarOpen();
  return (
    <div className="flex" aria-busy="true">
      <div
        aria-hidden
        className={clsx(
          'border-nav-line bg-nav-soft sticky top-14 h-[calc(100vh-3.5rem)] shrink-0 border-r',
          open ? 'w-side' : 'w-side-collapsed',
          'max-desk:w-side-collapsed',
        )}
      />
      <div className="min-w-0 flex-1">
        <div className="desk:px-6 desk:py-6 mx-auto max-w-[1560px] px-3 py-4">
          <div className="mb-3 h-8 w-48 rounded bg-gray-200 motion-safe:animate-pulse" />
          <div className="bg-surface mb-4 h-11 rounded-xl shadow-sm" />
          <CardGridSkeleton />
        </div>
      </div>
    </div>
  );
}
