import 'server-only';
import { getLocale, getTimeZone, getTranslations } from 'next-intl/server';
import { unstable_rethrow } from 'next/navigation';
import { Search, SearchX } from 'lucide-react';
import { Link } from '@/i18n/navigation';
import { serverApi } from '@/lib/bff/server';
import { named } from '@/lib/matches/display';
import type { CompetitionView, MatchItem, TeamView } from '@/lib/matches/types';
import { CompactMatchRow } from '@/components/scores/compact-match-row';
import { Crest } from '@/components/scores/crest';
import { ZoneLabel } from '@/components/scores/zone-label';
import { localePath } from '@/lib/seo/metadata';
import { toLocale } from '@/i18n/locales';

/** The Search/index keyword limit; the nav bar itself sends at most 10 characters. */
export const SEARCH_KEYWORD_MAX = 20;

type Found = {
  name: string;
  teams: TeamView[];
  competitions: (CompetitionView & { sport: 'football' | 'basketball' })[];
  matches: MatchItem[];
};

/** The `name` query, trimmed and cut to what the API takes; '' when absent. */
export function searchKeyword(params: Record<string, string | string[] | undefined>): string {
  const raw = params.name;
  const value = Array.isArray(raw) ? raw[0] : raw;
  return (value ?? '').trim().slice(0, SEARCH_KEYWORD_MAX);
}

async function search(name: string): Promise<Found | null> {
  try {
    return await serverApi<Found>('Search/index', { name });
  } catch (err) {
    unstable_rethrow(err);
    return null;
  }
}

function Section({
  id,
  title,
  count,
  children,
}: {
  id: string;
  title: string;
  count: number;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="bg-surface rounded-2xl p-5 shadow-sm">
      <h2 id={id} className="text-ink mb-3 flex items-baseline gap-2 text-lg font-bold">
        {title}
        <span className="text-ink-faint text-sm font-medium tabular-nums">{count}</span>
      </h2>
      {children}
    </section>
  );
}

/** Competitions, teams and matches whose names contain the keyword, in the page's language. */
export async function SearchResults({ name }: { name: string }) {
  const [t, locale, zone] = await Promise.all([
    getTranslations('searchPage'),
    getLocale(),
    getTimeZone(),
  ]);
  const lang = toLocale(locale);
  const found = name ? await search(name) : null;
  const total = found ? found.teams.length + found.competitions.length + found.matches.length : 0;

  return (
    <div className="desk:px-6 mx-auto max-w-[1100px] space-y-5 px-4 py-6">
      <header>
        <h1 className="text-ink text-2xl font-extrabold">{t('title')}</h1>
        {name ? <p className="text-ink-soft mt-1">{t('keyword', { name })}</p> : null}
        {/* The page's own search box: a plain GET form, so it works before (and without) JavaScript. */}
        <form
          action={localePath(lang, '/search')}
          method="get"
          role="search"
          className="mt-4 flex max-w-xl gap-2"
          data-testid="search-page-form"
        >
          <label htmlFor="search-page-name" className="sr-only">
            {t('box.label')}
          </label>
          <input
            id="search-page-name"
            name="name"
            type="search"
            defaultValue={name}
            maxLength={SEARCH_KEYWORD_MAX}
            placeholder={t('box.placeholder')}
            autoComplete="off"
            enterKeyHint="search"
            className="text-ink focus:border-brand focus:ring-brand/30 h-10 min-w-0 flex-1 rounded-lg border border-gray-300 bg-white px-3 text-base outline-none focus:ring-2"
          />
          <button
            type="submit"
            className="bg-brand-dark hover:bg-brand inline-flex h-10 shrink-0 items-center gap-1.5 rounded-lg px-4 text-sm font-semibold text-white"
          >
            <Search className="size-4" aria-hidden />
            {t('box.submit')}
          </button>
        </form>
      </header>

      {!name || total === 0 ? (
        <div
          className="bg-surface rounded-2xl p-10 text-center shadow-sm"
          data-testid="search-empty"
        >
          <SearchX className="text-ink-faint mx-auto mb-3 size-10" aria-hidden />
          <p className="text-ink font-medium">{name ? t('none', { name }) : t('noKeyword')}</p>
          <p className="text-ink-soft mt-1 text-sm">{t('hint')}</p>
        </div>
      ) : null}

      {found && found.competitions.length > 0 ? (
        <Section
          id="search-competitions"
          title={t('competitions')}
          count={found.competitions.length}
        >
          <ul className="flex flex-wrap gap-2">
            {found.competitions.map((c) => (
              <li key={c.id}>
                <Link
                  href={`/base-${c.sport}?id=${c.id}`}
                  className="bg-surface-muted hover:text-brand inline-flex items-center gap-2 rounded-full px-3 py-1.5 text-sm font-medium"
                >
                  <span
                    className="size-2.5 rounded-sm"
                    style={{ backgroundColor: c.colour }}
                    aria-hidden
                  />
                  {named(c, 'name', lang)}
                  <span className="text-ink-faint text-xs">{t(c.sport)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {found && found.teams.length > 0 ? (
        <Section id="search-teams" title={t('teams')} count={found.teams.length}>
          <ul className="desk:grid-cols-4 grid grid-cols-2 gap-2" data-testid="search-teams">
            {found.teams.map((team) => (
              <li
                key={team.id}
                className="bg-surface-muted flex items-center gap-2 rounded-lg px-3 py-2"
              >
                <Crest teamId={team.id} size={28} />
                <span className="min-w-0">
                  <span className="text-ink block truncate text-sm font-medium">
                    {named(team, 'name', lang)}
                  </span>
                  <span className="text-ink-faint block text-xs">{t(team.sport)}</span>
                </span>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {found && found.matches.length > 0 ? (
        <Section id="search-matches" title={t('matches')} count={found.matches.length}>
          <p className="text-ink-soft -mt-2 mb-2 text-xs">
            {t('zone', { zone: zone })}{' '}
            <ZoneLabel zone={zone} className="text-ink-soft font-semibold tabular-nums" />
          </p>
          <ul className="desk:grid-cols-2 grid gap-x-6 gap-y-0.5" data-testid="search-matches">
            {found.matches.map((m) => (
              <CompactMatchRow key={m.id} m={m} testId="search-match" dated wrap />
            ))}
          </ul>
        </Section>
      ) : null}
    </div>
  );
}
