import 'server-only';
import { getTimeZone, getTranslations } from 'next-intl/server';
import { unstable_rethrow } from 'next/navigation';
import { Trophy } from 'lucide-react';
import { serverApi } from '@/lib/bff/server';
import type { MatchItem } from '@/lib/matches/types';
import { compactMatches } from './compact-match';
import { HotMatchesLive } from './hot-matches-live';

/** Up to 10 hot matches (live, then the next 24 h, then today's results), or [] when the API fails. */
async function getHotMatches(): Promise<MatchItem[]> {
  try {
    // "Today's results" are today in the page's zone.
    const res = await serverApi<MatchItem[]>('hot_match/initial_list', { tz: await getTimeZone() });
    return Array.isArray(res) ? res.slice(0, 10) : [];
  } catch (err) {
    unstable_rethrow(err);
    return [];
  }
}

/** The home page's hot-match block: server-rendered cards, then kept live by a client island. */
export async function HomeHotMatches() {
  const items = await getHotMatches();
  if (!items.length) return null;
  const t = await getTranslations('home.hot');
  return (
    <section aria-labelledby="hot-matches-title" className="bg-surface rounded-2xl p-6 shadow-sm">
      <div className="mb-4">
        <h2 id="hot-matches-title" className="text-ink flex items-center gap-2 text-xl font-bold">
          <Trophy className="text-brand size-5" aria-hidden />
          {t('title')}
        </h2>
        <p className="text-ink-soft mt-1 text-sm">{t('text')}</p>
      </div>
      <HotMatchesLive initial={compactMatches(items)} />
    </section>
  );
}
