import { useTranslations } from 'next-intl';
import clsx from 'clsx';
import { ArrowLeft, ChevronRight, Search, SearchX } from 'lucide-react';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { named } from '@/lib/matches/display';
import type { CompetitionView, MatchItem, TeamView } from '@/lib/matches/types';
import type {
  AnchorHit,
  NewsHit,
  PlayerHit,
  Paged,
  PostHit,
  RoomHit,
  Section as SectionData,
  VideoHit,
} from '@/lib/search/schemas';
import { localePath } from '@/lib/seo/metadata';
import { CompactMatchRow } from '@/components/scores/compact-match-row';
import { Crest } from '@/components/scores/crest';
import { FollowTeamButton } from '@/components/follows/follow-team-button';
import { FollowedTeamsFirst } from '@/components/follows/followed-first';
import { ZoneLabel } from '@/components/scores/zone-label';
import { Pagination } from '@/components/live/pagination';
import { AnchorRow, NewsRow, PostRow, RoomRow, VideoRow } from './result-rows';

/** The Search/index keyword limit; the nav bar itself sends at most 10 characters. */
export const SEARCH_KEYWORD_MAX = 20;
/** Hits per page on a section's own pages (`?kind=`). */
export const KIND_PAGE_SIZE = 20;

/** The sections with pages of their own (`/search?name=&kind=&page=`). */
export const SEARCH_KINDS = ['anchor', 'room', 'news', 'video', 'post'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Position codes with a name (matchCentre.lineups.position); a provider's other codes show as they are. */
const POSITIONS = ['GK', 'DF', 'MF', 'FW', 'G', 'F', 'C'] as const;
const isPosition = (code: string): code is (typeof POSITIONS)[number] =>
  (POSITIONS as readonly string[]).includes(code);

/** Each kind's heading (searchPage.<title>). */
const KIND = {
  anchor: { title: 'anchors' },
  room: { title: 'rooms' },
  news: { title: 'news' },
  video: { title: 'videos' },
  post: { title: 'posts' },
} as const;

export type Overview = {
  name: string;
  teams: TeamView[];
  players: PlayerHit[];
  competitions: (CompetitionView & { sport: 'football' | 'basketball' })[];
  matches: MatchItem[];
  anchors: SectionData<AnchorHit>;
  rooms: SectionData<RoomHit>;
  news: SectionData<NewsHit>;
  videos: SectionData<VideoHit>;
  posts: SectionData<PostHit>;
};

/** One kind's hits (a first page of Search/index). */
export type KindSection =
  | ({ kind: 'anchor' } & SectionData<AnchorHit>)
  | ({ kind: 'room' } & SectionData<RoomHit>)
  | ({ kind: 'news' } & SectionData<NewsHit>)
  | ({ kind: 'video' } & SectionData<VideoHit>)
  | ({ kind: 'post' } & SectionData<PostHit>);

/** One kind's page (Search/anchor, Search/live or Search/content). */
export type KindPage = KindSection & Omit<Paged<unknown>, 'list' | 'total'>;

/** The results page's URL: all sections, or one section's page. */
export function searchHref(name: string, kind?: SearchKind, page = 1): string {
  const q = new URLSearchParams({ name });
  if (kind) q.set('kind', kind);
  if (kind && page > 1) q.set('page', String(page));
  return `/search?${q.toString()}`;
}

function Section({
  id,
  title,
  count,
  more,
  children,
}: {
  id: string;
  title: string;
  count: number;
  /** The "see all" link, when there are more hits than shown. */
  more?: { href: string; label: string };
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="bg-surface rounded-2xl p-5 shadow-sm">
      <div className="mb-3 flex items-baseline justify-between gap-3">
        <h2 id={id} className="text-ink flex items-baseline gap-2 text-lg font-bold">
          {title}
          <span className="text-ink-faint text-sm font-medium tabular-nums">{count}</span>
        </h2>
        {more ? (
          <Link
            href={more.href}
            prefetch={false}
            data-testid="search-more"
            className="text-brand hover:text-brand-dark inline-flex shrink-0 items-center gap-0.5 text-sm font-medium"
          >
            {more.label}
            <ChevronRight className="size-4" aria-hidden />
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}

/** The hits of one kind as rows; anchors and rooms in two columns on a desk. */
function Hits({ page: p, keyword }: { page: KindSection; keyword: string }) {
  const grid = p.kind === 'anchor' || p.kind === 'room' || p.kind === 'video';
  return (
    <ul
      data-testid={`search-${p.kind}-list`}
      className={clsx('grid gap-1', grid && 'desk:grid-cols-2 desk:gap-x-4')}
    >
      {p.kind === 'anchor'
        ? p.list.map((a) => <AnchorRow key={a.id} a={a} keyword={keyword} />)
        : p.kind === 'room'
          ? p.list.map((r) => <RoomRow key={r.id} r={r} keyword={keyword} />)
          : p.kind === 'news'
            ? p.list.map((n) => <NewsRow key={n.id} n={n} keyword={keyword} />)
            : p.kind === 'video'
              ? p.list.map((v) => <VideoRow key={v.id} v={v} keyword={keyword} />)
              : p.list.map((x) => <PostRow key={x.id} p={x} keyword={keyword} />)}
    </ul>
  );
}

/** The Search/index answer's sections in the page's order. */
function sectionsOf(found: Overview): KindSection[] {
  return [
    { kind: 'anchor', ...found.anchors },
    { kind: 'room', ...found.rooms },
    { kind: 'news', ...found.news },
    { kind: 'video', ...found.videos },
    { kind: 'post', ...found.posts },
  ];
}

function Empty({ text, hint }: { text: string; hint?: string }) {
  return (
    <div className="bg-surface rounded-2xl p-10 text-center shadow-sm" data-testid="search-empty">
      <SearchX className="text-ink-faint mx-auto mb-3 size-10" aria-hidden />
      <p className="text-ink font-medium">{text}</p>
      {hint ? <p className="text-ink-soft mt-1 text-sm">{hint}</p> : null}
    </div>
  );
}

/**
 * The results page (docs/product.md §2 /search?name=): the page's own search box, then either every
 * section's first hits (matches, competitions and teams as before, then anchors, rooms, news,
 * videos and posts, each with its count and a link to all of them) or one section's page
 * (`kind`, `page`) with plain-link paging. Everything is links and a GET form: it works with
 * JavaScript disabled.
 */
export function SearchView({
  name,
  lang,
  zone,
  overview,
  kindPage,
}: {
  name: string;
  lang: Locale;
  zone: string;
  overview?: Overview | null;
  kindPage?: KindPage | null;
}) {
  const t = useTranslations('searchPage');
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

      {!name ? (
        <Empty text={t('noKeyword')} hint={t('hint')} />
      ) : kindPage ? (
        <KindResults name={name} page={kindPage} />
      ) : (
        <OverviewResults name={name} lang={lang} zone={zone} found={overview ?? null} />
      )}
    </div>
  );
}

function KindResults({ name, page }: { name: string; page: KindPage }) {
  const t = useTranslations('searchPage');
  const section = t(KIND[page.kind].title);
  const pages = Math.max(1, Math.ceil(page.total / page.size));
  return (
    <>
      <Link
        href={searchHref(name)}
        prefetch={false}
        data-testid="search-all"
        className="text-ink-soft hover:text-brand inline-flex items-center gap-1 text-sm font-medium"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {t('allResults')}
      </Link>
      {page.list.length === 0 ? (
        <Empty text={t('noneIn', { name, section })} hint={t('hint')} />
      ) : (
        <Section id={`search-${page.kind}`} title={section} count={page.total}>
          <Hits page={page} keyword={name} />
          <Pagination page={page.page} pages={pages} href={(p) => searchHref(name, page.kind, p)} />
        </Section>
      )}
    </>
  );
}

function OverviewResults({
  name,
  lang,
  zone,
  found,
}: {
  name: string;
  lang: Locale;
  zone: string;
  found: Overview | null;
}) {
  const t = useTranslations('searchPage');
  const position = useTranslations('matchCentre.lineups.position');
  const total = found
    ? found.teams.length +
      found.players.length +
      found.competitions.length +
      found.matches.length +
      sectionsOf(found).reduce((n, part) => n + part.total, 0)
    : 0;
  if (!found || total === 0) return <Empty text={t('none', { name })} hint={t('hint')} />;

  return (
    <>
      {found.competitions.length > 0 ? (
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

      {found.teams.length > 0 ? (
        <Section id="search-teams" title={t('teams')} count={found.teams.length}>
          {/* Each team links to its page and can be followed here; followed teams come first
              (docs/product.md §2 "Teams, players and discussion"): a user's by the server
              (search-results.tsx), a guest's in the browser (FollowedTeamsFirst). */}
          <ul
            id="search-team-list"
            className="desk:grid-cols-3 grid grid-cols-1 gap-2 sm:grid-cols-2"
            data-testid="search-teams"
          >
            {found.teams.map((team) => (
              <li
                key={team.id}
                data-team-id={team.id}
                className="bg-surface-muted flex items-center gap-2 rounded-lg px-3 py-2"
              >
                <Crest teamId={team.id} size={28} />
                <span className="min-w-0 flex-1">
                  <Link
                    href={`/team?id=${team.id}`}
                    prefetch={false}
                    className="text-ink hover:text-brand block truncate text-sm font-medium"
                    data-testid="search-team-link"
                  >
                    {named(team, 'name', lang)}
                  </Link>
                  <span className="text-ink-faint block text-xs">{t(team.sport)}</span>
                </span>
                <FollowTeamButton teamId={team.id} name={named(team, 'name', lang)} size="sm" />
              </li>
            ))}
          </ul>
          <FollowedTeamsFirst listId="search-team-list" />
        </Section>
      ) : null}

      {found.players.length > 0 ? (
        <Section id="search-players" title={t('players')} count={found.players.length}>
          <ul
            className="desk:grid-cols-3 grid grid-cols-1 gap-2 sm:grid-cols-2"
            data-testid="search-players"
          >
            {found.players.map((p) => (
              <li
                key={p.id}
                className="bg-surface-muted flex min-w-0 items-center gap-2 rounded-lg px-3 py-2"
              >
                <Crest teamId={p.team_id} size={28} />
                <span className="min-w-0 flex-1">
                  <Link
                    href={`/player?id=${p.id}`}
                    prefetch={false}
                    className="text-ink hover:text-brand block truncate text-sm font-medium"
                  >
                    {named(p, 'name', lang)}
                  </Link>
                  <span className="text-ink-faint block truncate text-xs">
                    <span className="tabular-nums">#{p.shirt_number}</span> ·{' '}
                    {isPosition(p.position) ? position(p.position) : p.position} ·{' '}
                    <Link
                      href={`/team?id=${p.team_id}`}
                      prefetch={false}
                      className="hover:text-brand"
                    >
                      {named(p, 'team_name', lang)}
                    </Link>
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {found.matches.length > 0 ? (
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

      {sectionsOf(found).map((part) =>
        part.total === 0 ? null : (
          <Section
            key={part.kind}
            id={`search-${part.kind}`}
            title={t(KIND[part.kind].title)}
            count={part.total}
            more={
              part.total > part.list.length
                ? { href: searchHref(name, part.kind), label: t('more', { count: part.total }) }
                : undefined
            }
          >
            <Hits page={part} keyword={name} />
          </Section>
        ),
      )}
    </>
  );
}
