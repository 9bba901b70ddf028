import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import clsx from 'clsx';
import type { Locale } from '@/i18n/routing';
import { Link } from '@/i18n/navigation';
import { seoMetadata } from '@/lib/seo/page';
import { FollowedAnchors, readFollowedAnchors } from '@/components/live/followed-anchors';
import { LiveFrame, LiveHeader } from '@/components/live/live-frame';
import { FollowedTeams, readFollowedTeams } from '@/components/follows/followed-teams';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const [t, ts] = await Promise.all([
    getTranslations({ locale, namespace: 'liveList.meta' }),
    getTranslations({ locale, namespace: 'seo' }),
  ]);
  // One user's own list: not indexed.
  return seoMetadata({
    locale,
    path: '/attention',
    title: t('attention'),
    description: ts('descriptions.attention'),
    noindex: true,
  });
}

const TABS = ['anchors', 'teams'] as const;

/**
 * /attention (docs/product.md §2, side menu "follow"), "My follows" in two tabs as plain links:
 * the anchors the user follows (`User/attentionList`), those on air as room cards, the others in
 * a compact list with an unfollow button; and `?tab=teams`, the followed teams
 * (`Team/followList`, docs/product.md §2 "Teams, players and discussion"). A visitor (code 700)
 * gets the login state in either tab.
 */
export default async function AttentionPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const tabParam = (await searchParams).tab;
  const tab = (Array.isArray(tabParam) ? tabParam[0] : tabParam) === 'teams' ? 'teams' : 'anchors';
  const t = await getTranslations('liveList');

  let sub: string | undefined;
  let body: React.ReactNode;
  if (tab === 'teams') {
    const read = await readFollowedTeams();
    if (read.ok && read.data.teams.length)
      sub = t('teams.count', { count: read.data.teams.length });
    body = <FollowedTeams read={read} />;
  } else {
    const read = await readFollowedAnchors();
    const list = read.ok && Array.isArray(read.data) ? read.data : null;
    if (list && list.length > 0) sub = t('attention.count', { count: list.length });
    body = <FollowedAnchors read={read} />;
  }

  return (
    <LiveFrame active="follow">
      <LiveHeader title={t('attention.title')} sub={sub} />
      <nav aria-label={t('attention.tabs.label')} className="mb-4" data-testid="attention-tabs">
        <ul className="flex gap-1.5">
          {TABS.map((key) => (
            <li key={key}>
              <Link
                href={key === 'teams' ? '/attention?tab=teams' : '/attention'}
                prefetch={false}
                aria-current={key === tab ? 'page' : undefined}
                data-tab={key}
                className={clsx(
                  'inline-flex h-8 items-center rounded-full px-4 text-[13px] font-semibold transition',
                  key === tab
                    ? 'bg-nav text-white'
                    : 'text-ink-soft hover:text-ink bg-white ring-1 ring-gray-200 hover:ring-gray-300',
                )}
              >
                {t(`attention.tabs.${key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {body}
    </LiveFrame>
  );
}
