/**
 * schema.org DiscussionForumPosting of a community post (https://schema.org/DiscussionForumPosting),
 * with its first comments, for /circle-detail. Pure: the page puts it in a JSON-LD script
 * (lib/seo/json-ld.tsx JsonLd escapes `<`). The post's text goes in as typed (JSON, not HTML).
 */

type LdPost = {
  id: number;
  content: string;
  lang: string;
  images: string[];
  video: string | null;
  video_cover: string | null;
  likes: number;
  comments: number;
  views: number;
  created_at: number;
  author: { nickname: string };
  circle: { name: string };
};

type LdComment = {
  id: number;
  content: string;
  user_nickname: string;
  created_at: number;
  likes: number;
};

/** The first `max` characters (code points) of `text` on one line, with … when cut. */
export function headlineOf(text: string, max = 60): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = [...flat];
  return chars.length <= max
    ? flat
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

const iso = (s: number) => new Date(s * 1000).toISOString();

function counter(type: string, n: number) {
  return {
    '@type': 'InteractionCounter',
    interactionType: `https://schema.org/${type}`,
    userInteractionCount: n,
  };
}

export function postLd(
  post: LdPost,
  /** The page's absolute URL (its canonical). */
  url: string,
  comments: LdComment[] = [],
): Record<string, unknown> {
  const origin = new URL(url).origin;
  const abs = (u: string) => new URL(u, `${origin}/`).toString();
  const images = post.images.length ? post.images : post.video_cover ? [post.video_cover] : [];
  return {
    '@context': 'https://schema.org',
    '@type': 'DiscussionForumPosting',
    '@id': url,
    url,
    mainEntityOfPage: url,
    headline: headlineOf(post.content),
    text: post.content,
    inLanguage: post.lang,
    articleSection: post.circle.name,
    author: { '@type': 'Person', name: post.author.nickname },
    datePublished: iso(post.created_at),
    ...(images.length ? { image: images.map(abs) } : {}),
    ...(post.video && post.video_cover && !post.video.startsWith('/hls/')
      ? {
          video: {
            '@type': 'VideoObject',
            name: headlineOf(post.content),
            description: post.content,
            thumbnailUrl: abs(post.video_cover),
            uploadDate: iso(post.created_at),
            contentUrl: abs(post.video),
          },
        }
      : {}),
    commentCount: post.comments,
    interactionStatistic: [
      counter('LikeAction', post.likes),
      counter('CommentAction', post.comments),
      counter('ViewAction', post.views),
    ],
    ...(comments.length
      ? {
          comment: comments.map((c) => ({
            '@type': 'Comment',
            url: `${url}#comment-${c.id}`,
            text: c.content,
            author: { '@type': 'Person', name: c.user_nickname },
            datePublished: iso(c.created_at),
            interactionStatistic: counter('LikeAction', c.likes),
          })),
        }
      : {}),
  };
}
