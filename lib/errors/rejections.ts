import 'server-only';
import { log } from '@/lib/log';

/**
 * The process's policy for a promise rejection that nothing handled (docs/architecture.md "When a
 * part fails"): it is logged at error level with its stack, and the process goes on. Node's
 * default ends the process, and during a database or Redis outage one library promise left
 * unawaited (pg-boss 10's run completion, lib/jobs/runner.ts) ended an instance and cut all of
 * its websockets for a fault the site otherwise rides out. The code that rejected has already
 * stopped and nothing awaits it, so the rest of the process is not left half-way; the error log
 * is how such a bug is found. An uncaught exception (a synchronous throw nobody caught) still
 * ends the process, Node's default, for the supervisor to restart.
 */
export function keepRunningOnUnhandledRejection(): void {
  process.on('unhandledRejection', (reason) => {
    log().error({ err: reason }, 'unhandled promise rejection (logged; the process goes on)');
  });
}
