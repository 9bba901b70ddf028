import 'server-only';
import { getTranslations } from 'next-intl/server';
import { unstable_rethrow } from 'next/navigation';
import { Radio } from 'lucide-react';
import { serverApi } from '@/lib/bff/server';
import type { MatchItem } from '@/lib/matches/types';
import { compactMatches } from './compact-match';
import { LiveNowList } from './live-now-list';

/** Every live match, or [] when the API fails (the block then shows its empty state). */
async function getLiveNow(): Promise<MatchItem[]> {
  try {
    const res = await serverApi<MatchItem[]>('hot_match/live_now');
    return Array.isArray(res) ? res : [];
  } catch (err) {
    unstable_rethrow(err);
    return [];
  }
}

/** The home page's live-now block: every match in play, server-rendered, then kept live. */
export async function HomeLiveNow() {
  const [items, t] = await Promise.all([getLiveNow(), getTranslations('home.liveNow')]);
  return (
    <section aria-labelledby="live-now-title" className="bg-surface rounded-2xl p-6 shadow-sm">
      <div className="mb-4">
        <h2 id="live-now-title" className="text-ink flex items-center gap-2 text-xl font-bold">
          <Radio className="text-live size-5" aria-hidden />
          {t('title')}
        </h2>
        <p className="text-ink-soft mt-1 text-sm">{t('text')}</p>
      </div>
      <LiveNowList initial={compactMatches(items)} />
    </section>
  );
}
