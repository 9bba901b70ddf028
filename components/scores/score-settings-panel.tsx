'use client';

import { lazy, Suspense } from 'react';
import { useTranslations } from 'next-intl';
import { Settings2 } from 'lucide-react';
import { LazyPopover } from '@/components/ui/lazy-popover';
import type { ScoreSettings } from './score-settings';

const loadContent = () => import('./score-settings-content');
const ScoreSettingsContent = lazy(loadContent);

/**
 * The §3 live-score settings, kept in localStorage (score-settings.ts says what each one does).
 * The panel and its switches are fetched when first wanted, not with the score list.
 */
export function ScoreSettingsPanel({ settings }: { settings: ScoreSettings }) {
  const t = useTranslations('scores.settings');
  return (
    <LazyPopover
      triggerTestId="score-settings"
      triggerClassName="text-ink-soft hover:text-ink inline-flex h-8 items-center gap-1.5 rounded-lg border border-gray-200 bg-white px-2.5 text-sm font-medium transition hover:border-gray-300"
      trigger={
        <>
          <Settings2 className="size-4" aria-hidden />
          <span className="max-desk:sr-only">{t('button')}</span>
        </>
      }
      preload={() => void loadContent()}
      align="end"
      sideOffset={6}
      collisionPadding={12}
      arrow
      contentLabel={t('title')}
      contentClassName="animate-fade-in z-50 max-h-[min(80vh,560px)] w-[min(22rem,calc(100vw-1.5rem))] overflow-y-auto rounded-xl border border-gray-200 bg-white p-4 shadow-xl"
    >
      <Suspense
        fallback={<p className="text-ink-faint py-6 text-center text-sm">{t('loading')}</p>}
      >
        <ScoreSettingsContent settings={settings} />
      </Suspense>
    </LazyPopover>
  );
}
