import { useLocale, useTranslations } from 'next-intl';
import clsx from 'clsx';
import { isLocale } from '@/i18n/locales';

/**
 * A post's language when it is not the page's (docs/product.md §2 "Teams, players and
 * discussion", "Community by language"; docs/architecture.md "Feeds by language"): a small tag,
 * "EN", read out as "In English". Nothing for a post in the page's language.
 */
export function LangTag({ lang, className }: { lang: string; className?: string }) {
  const locale = useLocale();
  const t = useTranslations('community.lang');
  if (!isLocale(lang) || lang === locale) return null;
  return (
    <span
      data-testid="post-lang"
      data-lang={lang}
      title={t(`name.${lang}`)}
      className={clsx(
        'border-line text-ink-soft inline-flex shrink-0 items-center rounded border px-1 py-px text-[10px] leading-none font-semibold',
        className,
      )}
    >
      <span aria-hidden>{t(`tag.${lang}`)}</span>
      <span className="sr-only">{t(`name.${lang}`)}</span>
    </span>
  );
}
