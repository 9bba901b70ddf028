import { useTranslations } from 'next-intl';
import clsx from 'clsx';

const RESULT_CLASS: Record<string, string> = {
  W: 'bg-win text-white',
  D: 'bg-ink-faint text-white',
  L: 'bg-live text-white',
};

/**
 * A team's recent results as small coloured squares, oldest first (the table's `form`). Short
 * forms are padded on the old side so the column stays aligned.
 */
export function FormBadges({ form, size }: { form: string; size: number }) {
  const t = useTranslations('dataLibrary.form');
  const results = [...form.slice(-size)].filter((r) => r in RESULT_CLASS);
  const pad = Math.max(0, size - results.length);
  return (
    <ol
      aria-label={t('label', { n: size })}
      className="inline-flex items-center gap-0.5 align-middle"
      data-testid="form"
    >
      {Array.from({ length: pad }, (_, i) => (
        <li key={`pad-${i}`} aria-hidden className="bg-surface-page size-[18px] rounded-[3px]" />
      ))}
      {results.map((r, i) => (
        <li
          key={i}
          title={t(`long.${r as 'W' | 'D' | 'L'}`)}
          className={clsx(
            'grid size-[18px] place-items-center rounded-[3px] text-[10px] leading-none font-bold',
            RESULT_CLASS[r],
          )}
        >
          {t(`short.${r as 'W' | 'D' | 'L'}`)}
        </li>
      ))}
    </ol>
  );
}
