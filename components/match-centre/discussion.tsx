import { useFormatter, useTranslations } from 'next-intl';
import { Radio } from 'lucide-react';
import { Link } from '@/i18n/navigation';
// Not the barrel: it would bring the confirm dialog (Radix) into the centre's first load.
import { CommentThread } from '@/components/content/comments/comment-thread';
import type { CommentPage } from '@/lib/content/contract';
import type { MatchItem } from '@/lib/matches/types';
import type { MatchRoomGroup } from './match-rooms';
import type { CentreRoute } from './tab-nav';

/** The discussion tab's data, read by the page only on that tab. */
export type DiscussionData = { page: CommentPage | null; loggedIn: boolean };

/**
 * The match's discussion tab (docs/product.md §2 "Teams, players and discussion"): its comment
 * thread before, during and after the match, each comment with the commenter's team badge; while
 * the match is live, a strip first links the rooms covering it (the same rooms as the sidebar's
 * MatchRooms). The first comment page is server-rendered (`cpage` the others).
 */
export function MatchDiscussion({
  m,
  route,
  rooms,
  data,
}: {
  m: MatchItem;
  route: CentreRoute;
  rooms: MatchRoomGroup[];
  data: DiscussionData;
}) {
  const t = useTranslations('matchCentre.discussion');
  const tr = useTranslations('matchCentre.rooms');
  const format = useFormatter();
  const live = m.status === 'live' ? rooms.flatMap((g) => g.rooms) : [];
  return (
    <div className="space-y-4" data-testid="tab-discussion">
      {live.length > 0 ? (
        <nav
          aria-label={t('liveRoomsLabel')}
          className="bg-surface rounded-xl p-4 shadow-sm"
          data-testid="discussion-rooms"
        >
          <p className="text-ink flex items-center gap-2 text-sm font-semibold">
            <Radio className="text-live size-4" aria-hidden />
            {t('liveRooms')}
          </p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {live.map((r) => (
              <li key={r.id}>
                <Link
                  prefetch={false}
                  href={`/live?id=${r.id}`}
                  className="bg-surface-page hover:text-brand text-ink inline-flex max-w-64 items-center gap-1.5 rounded-full px-3 py-1 text-xs font-medium"
                >
                  <span className="truncate">{r.anchor_nickname}</span>
                  <span className="text-live shrink-0">
                    {tr('viewers', { count: format.number(r.viewers, { notation: 'compact' }) })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <CommentThread
        target="match"
        targetId={m.id}
        initial={data.page}
        api={{
          list: 'Match/commentList',
          comment: 'Match_user/comment',
          like: 'Match_user/commentLikes',
          remove: 'Match_user/deleteComment',
          replies: 'Match/commentReplies',
          targetParam: 'match_id',
        }}
        loggedIn={data.loggedIn}
        pageHref={`${route}?id=${m.id}&tab=discussion`}
      />
    </div>
  );
}
