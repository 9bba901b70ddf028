import type { Metadata } from 'next';
import { cache } from 'react';
import { notFound, unstable_rethrow } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ArrowLeft } from 'lucide-react';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { getViewer, serverApi } from '@/lib/bff/server';
import { headlineOf, postLd } from '@/lib/community/json-ld';
import { COMMENT_PAGE_SIZE } from '@/lib/community/limits';
import { parseId } from '@/lib/rules/id';
import { JsonLd } from '@/lib/seo/json-ld';
import { absolutePageUrl, seoMetadata, siteBreadcrumbLd } from '@/lib/seo/page';
import { CommentThread } from '@/components/content/comments';
import type { CommentPage } from '@/lib/content/contract';
import { readApi } from '@/components/live/data';
import { DeletePostButton } from '@/components/community/delete-post-button';
import { ReportButton } from '@/components/report/report-button';
import { PostCard } from '@/components/community/post-card';
import { COMMUNITY_API, POST_COMMENT_API, postHref } from '@/components/community/api';
import type { PostItem, PostPage } from '@/lib/community/contract';

type RawParams = Record<string, string | string[] | undefined>;
type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<RawParams> };

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** The post once per request (metadata and page): its view is counted once. */
const getPost = cache(async (id: number): Promise<PostItem | null> => {
  const r = await readApi<PostItem>(COMMUNITY_API.info, { id });
  return r.ok ? r.data : null;
});

/** A page of the post's comments (commentList is a POST), or null when it cannot be read. */
async function readComments(id: number, page: number): Promise<CommentPage | null> {
  try {
    return await serverApi<CommentPage>(
      POST_COMMENT_API.list,
      { id, page, limit: COMMENT_PAGE_SIZE },
      'POST',
    );
  } catch (err) {
    unstable_rethrow(err);
    return null;
  }
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params;
  const id = parseId(one((await searchParams).id) ?? '');
  const post = id ? await getPost(id) : null;
  if (!post) notFound();
  const t = await getTranslations({ locale, namespace: 'community.meta' });
  const description = headlineOf(post.content, 150);
  return seoMetadata({
    locale,
    path: postHref(post.id),
    title: headlineOf(post.content),
    description:
      description ||
      t('detailDescription', { name: post.author.nickname, circle: post.circle.name }),
    type: 'article',
    image: { kind: 'post', id: post.id },
    article: {
      publishedTime: new Date(post.created_at * 1000),
      authors: [post.author.nickname],
      section: post.circle.name,
    },
  });
}

/**
 * /circle-detail?id= (docs/product.md §2 a post): the post (text as text, pictures, video), its like
 * button, the comment thread (first page server-rendered, `cpage` for the others), the author's
 * other posts, and delete for its author. Unknown or deleted id → 404. DiscussionForumPosting and
 * BreadcrumbList JSON-LD for crawlers.
 */
export default async function CircleDetailPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const raw = await searchParams;
  const id = parseId(one(raw.id) ?? '');
  const post = id ? await getPost(id) : null;
  if (!post) notFound();
  const cpage = Math.min(parseId(one(raw.cpage) ?? '') ?? 1, 1000);
  const [t, tc, viewer, comments, more, url] = await Promise.all([
    getTranslations('community'),
    getTranslations('seo.crumbs'),
    getViewer(),
    readComments(post.id, cpage),
    readApi<PostPage>(COMMUNITY_API.userPosts, { user_id: post.author.id, limit: 6 }),
    absolutePageUrl(locale, postHref(post.id)),
  ]);
  const crumbs = await siteBreadcrumbLd(locale, [
    { name: tc('circle'), path: '/circle' },
    { name: post.circle.name, path: `/circle?id=${post.circle.id}` },
    { name: headlineOf(post.content) },
  ]);
  const others = more.ok ? more.data.list.filter((p) => p.id !== post.id).slice(0, 5) : [];
  const loggedIn = viewer !== null;

  return (
    <div className="desk:px-6 desk:py-6 mx-auto max-w-[1200px] px-3 py-4">
      <JsonLd data={[postLd(post, url, comments?.list.slice(0, 5) ?? []), crumbs]} />
      <nav className="mb-3 text-sm">
        <Link
          href={`/circle?id=${post.circle.id}`}
          prefetch={false}
          className="text-ink-soft hover:text-brand inline-flex items-center gap-1"
        >
          <ArrowLeft className="size-4" aria-hidden />
          {t('post.back')} · {post.circle.name}
        </Link>
      </nav>
      <h1 className="sr-only">{headlineOf(post.content)}</h1>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_320px]">
        <div className="min-w-0 space-y-4">
          <PostCard
            post={post}
            loggedIn={loggedIn}
            full
            actions={
              post.can_delete ? (
                <DeletePostButton id={post.id} circleId={post.circle.id} />
              ) : (
                <ReportButton
                  targetType="post"
                  targetId={post.id}
                  loggedIn={loggedIn}
                  className="text-ink-faint text-xs"
                />
              )
            }
          />
          <CommentThread
            target="post"
            targetId={post.id}
            initial={comments}
            api={POST_COMMENT_API}
            loggedIn={loggedIn}
            ownerId={post.author.id}
            pageHref={postHref(post.id)}
          />
        </div>
        <aside>
          <section
            aria-labelledby="author-posts-title"
            className="bg-surface rounded-xl p-4 shadow-sm"
            data-testid="author-posts"
          >
            <h2 id="author-posts-title" className="text-ink mb-3 text-base font-semibold">
              {t('post.more', { name: post.author.nickname })}
            </h2>
            {others.length === 0 ? (
              <p className="text-ink-soft py-4 text-center text-sm">{t('post.noMore')}</p>
            ) : (
              <ul className="divide-surface-page divide-y">
                {others.map((p) => (
                  <li key={p.id} className="py-2.5">
                    <Link
                      href={postHref(p.id)}
                      prefetch={false}
                      className="text-ink hover:text-brand line-clamp-2 text-sm break-words"
                    >
                      {p.content}
                    </Link>
                    <p className="text-ink-faint mt-0.5 text-xs">{p.circle.name}</p>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </aside>
      </div>
    </div>
  );
}
