import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { seoMetadata } from '@/lib/seo/page';
import { FollowedAnchors, readFollowedAnchors } from '@/components/live/followed-anchors';
import { LiveFrame, LiveHeader } from '@/components/live/live-frame';

type Props = { params: Promise<{ locale: Locale }> };

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

/**
 * /attention (docs/product.md §2, side menu "follow"): the anchors the user follows
 * (`User/attentionList`), those on air as room cards, the others in a compact list with an
 * unfollow button. A visitor (code 700) gets the login state.
 */
export default async function AttentionPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, read] = await Promise.all([getTranslations('liveList'), readFollowedAnchors()]);
  const list = read.ok && Array.isArray(read.data) ? read.data : null;

  return (
    <LiveFrame active="follow">
      <LiveHeader
        title={t('attention.title')}
        sub={list && list.length > 0 ? t('attention.count', { count: list.length }) : undefined}
      />
      <FollowedAnchors read={read} />
    </LiveFrame>
  );
}
