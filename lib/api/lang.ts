import { defaultLocale, isLocale, type Locale } from '@/i18n/locales';

/** docs/architecture.md "Language": query/header `lang`, then Accept-Language, default the default locale (zh). */
export function requestLang(url: URL, headers: Headers): Locale {
  const q = url.searchParams.get('lang') ?? headers.get('lang');
  if (isLocale(q)) return q;
  const accept = headers.get('accept-language');
  if (accept) {
    const ranked = accept
      .split(',')
      .map((part) => {
        const [tag, ...params] = part.trim().split(';');
        const qv = params.find((p) => p.trim().startsWith('q='));
        return {
          tag: tag.trim().toLowerCase().slice(0, 2),
          q: qv ? Number(qv.trim().slice(2)) || 0 : 1,
        };
      })
      .sort((a, b) => b.q - a.q);
    for (const r of ranked) if (isLocale(r.tag)) return r.tag;
  }
  return defaultLocale;
}
