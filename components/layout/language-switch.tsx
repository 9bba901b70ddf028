'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Check, Globe } from 'lucide-react';
import clsx from 'clsx';
import { isLocale, locales, type Locale } from '@/i18n/locales';
import { LazyPopover, POPOVER_SURFACE } from '@/components/ui/lazy-popover';
import { assignLocation, chooseLocale } from './locale-switch';

type Props = {
  /** `inline` lists the languages (mobile drawer); `popover` hides them behind a globe button. */
  variant?: 'popover' | 'inline';
  /** How to load the new address; tests pass a spy instead of touching window.location. */
  navigate?: (url: string) => void;
};

/** Chinese / English / Vietnamese switch (docs/product.md §2): stored locally, then the page reloads in it. */
export function LanguageSwitch({ variant = 'popover', navigate = assignLocation }: Props) {
  const t = useTranslations('nav');
  const current = useLocale();

  const options = (
    <ul className={clsx(variant === 'inline' ? 'flex flex-wrap gap-2' : 'py-1')}>
      {locales.map((l: Locale) => {
        const active = l === current;
        return (
          <li key={l}>
            <button
              type="button"
              lang={l}
              aria-current={active ? 'true' : undefined}
              onClick={() => {
                if (!active) chooseLocale(l, navigate);
              }}
              className={clsx(
                variant === 'inline'
                  ? 'rounded-full border px-3 py-1.5 text-sm'
                  : 'hover:bg-surface-page flex w-full items-center justify-between gap-4 px-4 py-2 text-left text-sm',
                variant === 'inline' &&
                  (active
                    ? 'border-brand-bright bg-brand/15 text-brand-bright'
                    : 'border-white/15 text-white/80 hover:text-white'),
                variant === 'popover' && active && 'text-brand font-semibold',
              )}
            >
              {t(`languages.${l}`)}
              {variant === 'popover' && active ? <Check className="size-4" aria-hidden /> : null}
            </button>
          </li>
        );
      })}
    </ul>
  );

  if (variant === 'inline') {
    return (
      <div role="group" aria-label={t('language')}>
        {options}
      </div>
    );
  }

  return (
    <LazyPopover
      triggerClassName="flex h-9 items-center gap-1.5 rounded-full px-2.5 text-sm text-white/80 transition hover:bg-white/10 hover:text-white data-[state=open]:bg-white/10"
      trigger={
        <>
          <Globe className="size-4" aria-hidden />
          {/* Named by its content, "Language: English": the visible text is part of the name (a
              speech-input user says what they see). */}
          <span className="sr-only">{`${t('language')}: `}</span>
          {/* The globe alone from 992 to 1439 px, where the bar is short of room (Vietnamese, an
              anchor's go-live button). */}
          <span className="desk:max-[90rem]:sr-only whitespace-nowrap">
            {t(`languages.${isLocale(current) ? current : 'zh'}`)}
          </span>
        </>
      }
      contentClassName={`${POPOVER_SURFACE} min-w-40`}
    >
      {options}
    </LazyPopover>
  );
}
