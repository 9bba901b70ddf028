import 'server-only';
import { defineJob } from '@/lib/jobs/runner';
import { log } from '@/lib/log';
import { publishDueArticles } from './news';

/**
 * Scheduled articles go live (issue 27 "Publishing"). `news.release` is queued for an article's
 * time when it is scheduled (pg-boss `startAfter`; an idle instance looks every 2 seconds, so it
 * is public within seconds of its time); `news.publish-due` sweeps every minute in case a release
 * was lost (a queue failure, an article shown again after its time). Both are idempotent, and the
 * purge they send reaches every instance through the bus.
 */
async function release(): Promise<void> {
  const ids = await publishDueArticles();
  if (ids.length) log().info({ ids }, 'published scheduled articles');
}

export const releaseNewsJob = defineJob('news.release', release, {
  retryLimit: 5,
  retryDelaySeconds: 2,
});

export const sweepNewsJob = defineJob('news.publish-due', release, { schedule: '* * * * *' });
