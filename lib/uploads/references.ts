import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import {
  anchorApplications,
  articles,
  articleTranslations,
  avatars,
  banners,
  chatMessages,
  circles,
  comments,
  gifts,
  posts,
  rooms,
  users,
  videos,
} from '@/lib/db/schema';

/**
 * Every column that may point to a stored file, by exact URL: profiles, articles' covers, videos
 * (cover and media), posts (video and cover; images below), rooms' covers, chat lines' avatars,
 * banners, circles' and gifts' icons, the stock avatars, anchor applications' ID photos. A new column that stores an upload URL
 * belongs here, or the sweeper may delete a file in use (docs/architecture.md "Uploads").
 */
const URL_COLUMNS = [
  users.avatar,
  articles.cover,
  videos.cover,
  videos.src,
  posts.video,
  posts.videoCover,
  rooms.cover,
  chatMessages.avatar,
  banners.image,
  circles.icon,
  gifts.icon,
  avatars.url,
  anchorApplications.idFrontUrl,
  anchorApplications.idBackUrl,
];

/** Text that may show a stored file somewhere inside it: articles' HTML, comments. */
const TEXT_COLUMNS = [articleTranslations.bodyHtml, comments.content];

/**
 * Which of `urls` anything in the database refers to: a column holding it, a post's image list
 * holding it, or an article's body or a comment containing it. The sweeper deletes none of
 * these, claimed or not (docs/architecture.md "Uploads").
 */
export async function referencedUrls(urls: readonly string[]): Promise<Set<string>> {
  const wanted = [...new Set(urls)];
  if (!wanted.length) return new Set();
  const list = sql.join(
    wanted.map((u) => sql`${u}`),
    sql`, `,
  );
  const parts: SQL[] = [
    ...URL_COLUMNS.map((c) => sql`select ${c} as url from ${c.table} where ${c} in (${list})`),
    sql`select x.url from ${posts}, jsonb_array_elements_text(${posts.images}) as x(url) where x.url in (${list})`,
    ...TEXT_COLUMNS.map(
      (c) =>
        sql`select w.url from unnest(array[${list}]::text[]) as w(url) where exists (select 1 from ${c.table} where strpos(${c}, w.url) > 0)`,
    ),
  ];
  const res = await db().execute(sql.join(parts, sql` union `));
  return new Set(res.rows.map((r) => String((r as { url: unknown }).url)));
}
