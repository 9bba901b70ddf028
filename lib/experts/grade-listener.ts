import 'server-only';
import { log } from '@/lib/log';
import { feedEvents } from '@/lib/matches/feed-events';
import { gradeMatch } from './index';

const ENDED: readonly unknown[] = ['finished', 'postponed', 'cancelled'];
let listening = false;

/**
 * Grades a match's plans as soon as the live feed publishes its end (a score frame whose status
 * is finished, postponed or cancelled), on the instance playing the feed. The minute job
 * `experts.grade` (lib/jobs) catches whatever this misses: a restart, another instance, a match
 * that ended while nothing listened. Grading is idempotent, so both may run.
 */
export function gradeOnFinalWhistle(): void {
  if (listening) return;
  listening = true;
  feedEvents.on('published', ({ frame }) => {
    if (frame.type !== 'score') return;
    const data = frame.data as { match_id: number; status?: unknown };
    if (!ENDED.includes(data.status)) return;
    void gradeMatch(data.match_id).catch((err: unknown) =>
      log().warn({ err, matchId: data.match_id }, 'could not grade the plans of a match'),
    );
  });
}
