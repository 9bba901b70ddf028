import { CardCell, CardGrid } from './card-grid';

/** Grey stand-ins for room cards while a list loads (the pulse stops for reduced motion). */
export function CardGridSkeleton({ count = 10 }: { count?: number }) {
  return (
    <CardGrid>
      {Array.from({ length: count }, (_, i) => (
        <CardCell key={i}>
          <div className="bg-surface overflow-hidden rounded-xl shadow-sm ring-1 ring-black/5">
            <div className="aspect-video bg-gray-200 motion-safe:animate-pulse" />
            <div className="space-y-2 p-3">
              <div className="h-4 w-11/12 rounded bg-gray-200 motion-safe:animate-pulse" />
              <div className="h-4 w-2/3 rounded bg-gray-200 motion-safe:animate-pulse" />
              <div className="flex items-center gap-2 pt-2">
                <div className="size-6 rounded-full bg-gray-200 motion-safe:animate-pulse" />
                <div className="h-3 w-1/3 rounded bg-gray-200 motion-safe:animate-pulse" />
              </div>
            </div>
          </div>
        </CardCell>
      ))}
    </CardGrid>
  );
}
