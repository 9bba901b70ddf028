/**
 * Runs `task` once the browser is idle (at the latest after `timeoutMs`), in a task of its own;
 * returns the cancel. For work a page needs soon but not while it hydrates, whose first run is
 * costly: Intl's first use loads ICU data (about 25 ms on the bench machine, a long task on a
 * phone; docs/architecture.md "Main thread while a page loads").
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 1);
  return () => window.clearTimeout(id);
}
