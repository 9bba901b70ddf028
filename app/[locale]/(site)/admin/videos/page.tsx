import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { consoleMe } from '@/lib/admin/server';
import { serverApiOrNull } from '@/lib/bff/server';
import type { VideoAdminList, VideoCategoryAdmin } from '@/lib/publish/contract';
import { seoMetadata } from '@/lib/seo/page';
import { ConsoleForbidden } from '@/components/admin/console-shell';
import { fromSearchParams } from '@/components/admin/publish/news-params';
import { VideoAdminPage } from '@/components/admin/publish/video-admin';
import { videoListParams } from '@/components/admin/publish/video-params';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'adminPublish.videos' });
  // Staff only: never indexed.
  return seoMetadata({ locale, path: '/admin/videos', title: t('title'), noindex: true });
}

/** /admin/videos (issue 27 "Publishing"): videos and their categories, for editors. */
export default async function Page({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const me = await consoleMe();
  if (!me || !me.roles.includes('editor')) return <ConsoleForbidden />;
  const list = videoListParams(fromSearchParams(await searchParams));
  const [initial, categories] = await Promise.all([
    serverApiOrNull<VideoAdminList>('admin/videoList', list),
    serverApiOrNull<VideoCategoryAdmin[]>('admin/videoCategoryList'),
  ]);
  return <VideoAdminPage initial={initial} categories={categories ?? []} />;
}
