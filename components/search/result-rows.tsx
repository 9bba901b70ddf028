import { useFormatter, useTranslations } from 'next-intl';
import clsx from 'clsx';
import { Eye, Heart, Images, MessageCircle, PlayCircle, Users } from 'lucide-react';
import { Link } from '@/i18n/navigation';
import type { AnchorHit, NewsHit, PostHit, RoomHit, VideoHit } from '@/lib/search/schemas';
import { Avatar } from '@/components/ui/avatar';
import { LiveBadge } from '@/components/live/live-badge';
import { COMPACT, formatDuration, isoDuration, isoOf } from '@/components/live/format';
import { roomHref } from '@/components/live/room-card';
import { Highlight } from './highlight';

/**
 * The rows of the search results (issue 10 §3): one compact line per hit with a small cover,
 * the title with the keyword marked, and a line of facts. Server-rendered, no client JavaScript;
 * the title is the row's one link, stretched over the whole row.
 */

export const newsHref = (id: number) => `/news/${id}`;
export const videoHref = (id: number) => `/video-player?id=${id}`;
export const postHref = (id: number) => `/circle-detail?id=${id}`;

/** A 16:9 cover thumbnail; decorative (`alt=""`), the title beside it names the row. */
function Thumb({ src, children }: { src: string; children?: React.ReactNode }) {
  return (
    <div className="bg-nav desk:w-40 relative aspect-video w-28 shrink-0 overflow-hidden rounded-lg">
      {src ? (
        // eslint-disable-next-line @next/next/no-img-element -- our own covers, sized, lazy
        <img
          src={src}
          alt=""
          width={160}
          height={90}
          loading="lazy"
          decoding="async"
          className="size-full object-cover transition duration-300 motion-safe:group-hover:scale-[1.03]"
        />
      ) : null}
      {children}
    </div>
  );
}

function Row({
  testId,
  id,
  children,
  className,
}: {
  testId: string;
  id: number;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <li
      data-testid={testId}
      data-id={id}
      className={clsx(
        'group focus-within:ring-brand hover:bg-surface-muted relative flex min-w-0 gap-3 rounded-xl p-2 transition focus-within:ring-2',
        className,
      )}
    >
      {children}
    </li>
  );
}

/** The title link, stretched over the row (`after:`), with the keyword marked. */
function TitleLink({
  href,
  text,
  keyword,
  clamp = 2,
}: {
  href: string;
  text: string;
  keyword: string;
  clamp?: 1 | 2;
}) {
  return (
    <h3
      className={clsx(
        'text-ink group-hover:text-brand text-[15px] leading-snug font-semibold transition-colors',
        clamp === 1 ? 'line-clamp-1' : 'line-clamp-2',
      )}
    >
      <Link
        href={href}
        prefetch={false}
        className="after:absolute after:inset-0 after:z-10 focus-visible:outline-none"
      >
        <Highlight text={text} keyword={keyword} />
      </Link>
    </h3>
  );
}

function Facts({ children }: { children: React.ReactNode }) {
  return (
    <p className="text-ink-faint mt-auto flex min-w-0 flex-wrap items-center gap-x-3 gap-y-0.5 pt-1 text-xs">
      {children}
    </p>
  );
}

function Fact({ Icon, children }: { Icon?: typeof Eye; children: React.ReactNode }) {
  return (
    <span className="inline-flex min-w-0 items-center gap-1 tabular-nums">
      {Icon ? <Icon className="size-3.5 shrink-0" aria-hidden /> : null}
      {children}
    </span>
  );
}

function DateFact({ at }: { at: number }) {
  const format = useFormatter();
  return (
    <time dateTime={isoOf(at)} className="tabular-nums">
      {format.dateTime(new Date(at * 1000), { dateStyle: 'medium' })}
    </time>
  );
}

export function AnchorRow({ a, keyword }: { a: AnchorHit; keyword: string }) {
  const t = useTranslations('searchPage');
  const format = useFormatter();
  const live = a.state === 'live';
  return (
    <Row testId="search-anchor" id={a.id} className="items-center">
      <Avatar src={a.avatar} name={a.nickname} size={48} />
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex min-w-0 items-center gap-2">
          {a.room_id ? (
            <TitleLink href={roomHref(a.room_id)} text={a.nickname} keyword={keyword} clamp={1} />
          ) : (
            <h3 className="text-ink line-clamp-1 text-[15px] font-semibold">
              <Highlight text={a.nickname} keyword={keyword} />
            </h3>
          )}
          <span className="bg-brand-soft text-brand shrink-0 rounded px-1 text-[11px] leading-4 font-semibold">
            {t('level', { level: a.level })}
          </span>
        </div>
        <p className="text-ink-soft line-clamp-1 text-[13px]">{a.room_title ?? t('noRoom')}</p>
        <Facts>
          {live ? (
            <LiveBadge label={t('live')} />
          ) : (
            <span className="bg-surface-page text-ink-soft rounded px-1.5 py-0.5 text-[11px] leading-4 font-medium">
              {t('offline')}
            </span>
          )}
          {live ? (
            <Fact Icon={Eye}>{t('viewers', { count: format.number(a.viewers, COMPACT) })}</Fact>
          ) : null}
          <Fact Icon={Users}>{t('followers', { count: format.number(a.followers, COMPACT) })}</Fact>
        </Facts>
      </div>
    </Row>
  );
}

export function RoomRow({ r, keyword }: { r: RoomHit; keyword: string }) {
  const t = useTranslations('searchPage');
  const format = useFormatter();
  const live = r.state === 'live';
  return (
    <Row testId="search-room" id={r.id}>
      <Thumb src={r.cover}>
        {live ? <LiveBadge label={t('live')} className="absolute top-1.5 left-1.5" /> : null}
      </Thumb>
      <div className="flex min-w-0 flex-1 flex-col">
        <TitleLink href={roomHref(r.id)} text={r.title} keyword={keyword} />
        <p className="text-ink-soft mt-1 flex min-w-0 items-center gap-1.5 text-[13px]">
          <Avatar src={r.anchor_avatar} name={r.anchor_nickname} size={20} />
          <span className="truncate">{r.anchor_nickname}</span>
        </p>
        <Facts>
          {live ? (
            <Fact Icon={Eye}>{t('viewers', { count: format.number(r.viewers, COMPACT) })}</Fact>
          ) : (
            <span>{t('offline')}</span>
          )}
          {r.category_name ? <span>{r.category_name}</span> : null}
          <Fact Icon={Users}>{t('followers', { count: format.number(r.followers, COMPACT) })}</Fact>
        </Facts>
      </div>
    </Row>
  );
}

export function NewsRow({ n, keyword }: { n: NewsHit; keyword: string }) {
  const t = useTranslations('searchPage');
  const format = useFormatter();
  return (
    <Row testId="search-news" id={n.id}>
      <Thumb src={n.cover} />
      <div className="flex min-w-0 flex-1 flex-col" lang={n.locale}>
        <TitleLink href={newsHref(n.id)} text={n.title} keyword={keyword} />
        {n.summary ? (
          <p className="text-ink-soft mt-1 line-clamp-2 text-[13px]">
            <Highlight text={n.summary} keyword={keyword} />
          </p>
        ) : null}
        <Facts>
          <span className="text-brand font-medium">{n.category_name}</span>
          <DateFact at={n.published_at} />
          <Fact Icon={Eye}>{t('views', { count: format.number(n.views, COMPACT) })}</Fact>
        </Facts>
      </div>
    </Row>
  );
}

export function VideoRow({ v, keyword }: { v: VideoHit; keyword: string }) {
  const t = useTranslations('searchPage');
  const format = useFormatter();
  return (
    <Row testId="search-video" id={v.id}>
      <Thumb src={v.cover}>
        <PlayCircle
          className="absolute inset-0 m-auto size-8 text-white/90 drop-shadow"
          aria-hidden
        />
        {v.duration_s > 0 ? (
          <time
            dateTime={isoDuration(v.duration_s)}
            className="absolute right-1 bottom-1 rounded bg-black/65 px-1 text-[11px] leading-4 font-medium text-white tabular-nums"
          >
            <span className="sr-only">{t('duration')}: </span>
            {formatDuration(v.duration_s)}
          </time>
        ) : null}
      </Thumb>
      <div className="flex min-w-0 flex-1 flex-col">
        <TitleLink href={videoHref(v.id)} text={v.title} keyword={keyword} />
        {v.description ? (
          <p className="text-ink-soft mt-1 line-clamp-1 text-[13px]">
            <Highlight text={v.description} keyword={keyword} />
          </p>
        ) : null}
        <Facts>
          <span className="text-brand font-medium">{v.category_name}</span>
          <span className="truncate">{v.author_nickname}</span>
          <Fact Icon={Eye}>{t('views', { count: format.number(v.views, COMPACT) })}</Fact>
          <Fact Icon={Heart}>{t('likes', { count: format.number(v.likes, COMPACT) })}</Fact>
        </Facts>
      </div>
    </Row>
  );
}

export function PostRow({ p, keyword }: { p: PostHit; keyword: string }) {
  const t = useTranslations('searchPage');
  const format = useFormatter();
  return (
    <Row testId="search-post" id={p.id}>
      {p.cover ? (
        <Thumb src={p.cover}>
          {p.has_video ? (
            <PlayCircle
              className="absolute inset-0 m-auto size-7 text-white/90 drop-shadow"
              aria-hidden
            />
          ) : null}
        </Thumb>
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex min-w-0 items-center gap-1.5 text-[13px]">
          <Avatar src={p.user_avatar} name={p.user_nickname} size={20} />
          <span className="text-ink-soft truncate">{p.user_nickname}</span>
          <span className="text-brand shrink-0 font-medium">· {p.circle_name}</span>
        </div>
        <h3 className="text-ink group-hover:text-brand mt-1 line-clamp-3 text-sm leading-relaxed break-words transition-colors">
          <Link
            href={postHref(p.id)}
            prefetch={false}
            className="after:absolute after:inset-0 after:z-10 focus-visible:outline-none"
          >
            <Highlight text={p.excerpt} keyword={keyword} />
          </Link>
        </h3>
        <Facts>
          <DateFact at={p.created_at} />
          {p.images > 1 || (p.images > 0 && !p.cover) ? (
            <Fact Icon={Images}>{t('images', { count: p.images })}</Fact>
          ) : null}
          {p.has_video ? <span>{t('hasVideo')}</span> : null}
          <Fact Icon={Heart}>{t('likes', { count: format.number(p.likes, COMPACT) })}</Fact>
          <Fact Icon={MessageCircle}>
            {t('comments', { count: format.number(p.comments, COMPACT) })}
          </Fact>
        </Facts>
      </div>
    </Row>
  );
}
