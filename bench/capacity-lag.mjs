/**
 * Preloaded into the instances bench/capacity.ts starts (NODE_OPTIONS=--import …, with
 * --expose-gc), never into the site otherwise: once a second, appends to
 * $CAPACITY_LAG_DIR/<pid>.lag the event loop's delay over that second and the memory in use:
 * `epoch-ms p99-ms max-ms rss-bytes heap-used-bytes external-bytes`. When the file
 * $CAPACITY_LAG_DIR/gc is newer than the last collection it asked for, it collects garbage first
 * (when `gc` is exposed), so the bench reads the memory that is really held. The timer does not
 * keep a process alive.
 */
import fs from 'node:fs';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const dir = process.env.CAPACITY_LAG_DIR;
if (dir) {
  const h = monitorEventLoopDelay({ resolution: 10 });
  h.enable();
  const file = path.join(dir, `${process.pid}.lag`);
  const trigger = path.join(dir, 'gc');
  let collected = 0;
  setInterval(() => {
    const asked = fs.statSync(trigger, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (asked > collected && typeof globalThis.gc === 'function') {
      collected = asked;
      globalThis.gc();
    }
    const m = process.memoryUsage();
    const line =
      `${Date.now()} ${(h.percentile(99) / 1e6).toFixed(1)} ${(h.max / 1e6).toFixed(1)} ` +
      `${m.rss} ${m.heapUsed} ${m.external}\n`;
    h.reset();
    fs.appendFile(file, line, () => undefined);
  }, 1000).unref();
}
