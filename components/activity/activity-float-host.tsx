'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import type { ActivityFloatProps } from './activity-float';

const ActivityFloat = lazy(() =>
  import('./activity-float').then((m) => ({ default: m.ActivityFloat })),
);

/** Runs `fn` when the browser is idle (after the first paint and hydration), or soon after. */
function whenIdle(fn: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(fn, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(fn, 200);
  return () => window.clearTimeout(id);
}

/**
 * Where the floating activity button lives (docs/architecture.md "Activities"). The shell renders
 * this only when activity_config/float_win says so; the button's code is fetched once the page
 * is idle, never with the page, and nothing is rendered on the server (its place depends on the
 * screen and this browser's storage).
 */
export function ActivityFloatHost(props: ActivityFloatProps) {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => setReady(true)), []);
  return ready ? (
    <Suspense fallback={null}>
      <ActivityFloat {...props} />
    </Suspense>
  ) : null;
}
