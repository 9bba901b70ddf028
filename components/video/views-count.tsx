'use client';

import { useTranslations } from 'next-intl';
import { useViews } from './view-store';

/** "12,345 views" of the video page, rising when this visit is counted. */
export function ViewsCount({ id, views: initial }: { id: number; views: number }) {
  const t = useTranslations('video.player');
  const views = useViews(id, initial);
  return (
    <span data-testid="video-views" data-views={views} className="tabular-nums">
      {t('views', { count: views })}
    </span>
  );
}
