'use client';

import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useFormatter, useTranslations } from 'next-intl';
import { ChevronLeft, ChevronRight, MessageCircle, MessageSquareText, Trash2 } from 'lucide-react';
import clsx from 'clsx';
import { Link } from '@/i18n/navigation';
import { Avatar } from '@/components/ui/avatar';
import { Crest } from '@/components/scores/crest';
import { apiGet, apiPost, requireLogin } from '@/lib/client/api';
import { toast } from '@/lib/client/toast';
import type { CommentItem, CommentPage, CommentTarget, TeamBadge } from '@/lib/content/contract';
import { COMMENT_MAX_CHARS, charCount } from '@/lib/content/limits';
import { ReportButton } from '@/components/report/report-button';
import { LikeButton } from './like-button';

// Radix's dialog comes with the first delete, not with every page showing a thread (the match
// centre's first load is budgeted: e2e/bundle-budget.spec.ts).
const ConfirmDialog = dynamic(() => import('./confirm-dialog').then((m) => m.ConfirmDialog), {
  ssr: false,
});

/**
 * The endpoints of one kind of thread, relative to /bff (e.g. `anchor_dynamics/commentList`). The
 * thread sends:
 * - `list` (POST unless `listMethod`): `{ [targetParam]: targetId, page, limit }` → CommentPage
 * - `comment` (POST): `{ [targetParam]: targetId, content, parent_id? }` → CommentItem
 * - `like` (POST): `{ comment_id, type: 1 | 0 }` → `{ liked | active, likes | count }`
 * - `remove` (POST): `{ comment_id }`
 * - `replies` (GET unless `repliesMethod`): `{ comment_id, page, limit }` → `{ list, total }`
 */
export type CommentApi = {
  list: string;
  comment: string;
  like: string;
  remove: string;
  replies: string;
  /** The name of the target's id in `list` and `comment` (default `id`). */
  targetParam?: string;
  listMethod?: 'GET' | 'POST';
  repliesMethod?: 'GET' | 'POST';
};

export type CommentThreadProps = {
  target: CommentTarget;
  targetId: number;
  /** The page the server read (null: it could not be read; the thread says so). */
  initial: CommentPage | null;
  api: CommentApi;
  loggedIn: boolean;
  /** The video's, post's or article's author: their comments get an "author" badge. */
  ownerId?: number;
  /**
   * The page's own URL without the comment page (e.g. `/circle-detail?id=5`): the pager links to
   * it with `pageParam`, so every comment page is a server-rendered URL (works without JS).
   */
  pageHref: string;
  /** The query parameter of the comment page (default `cpage`). */
  pageParam?: string;
  /** The heading level of "Comments" (2 under the page's h1). */
  headingLevel?: 2 | 3;
};

/**
 * A comment thread (videos, posts, news articles and matches): the first page arrives rendered by the server (list,
 * inline replies, pager links: complete without JS); once hydrated it composes, replies, likes
 * (optimistic), deletes (after a confirm) and loads the rest of a thread's replies. Text is shown
 * as text, never as HTML. Visitors get the site's login prompt for every action.
 */
export function CommentThread(props: CommentThreadProps) {
  // A new server page (the pager's links) starts a fresh state.
  return <Thread key={`${props.targetId}:${props.initial?.page ?? 0}`} {...props} />;
}

function Thread({
  targetId,
  initial,
  api,
  loggedIn,
  ownerId,
  pageHref,
  pageParam = 'cpage',
  headingLevel = 2,
}: CommentThreadProps) {
  const t = useTranslations('comments');
  const [list, setList] = useState<CommentItem[]>(initial?.list ?? []);
  const [total, setTotal] = useState(initial?.total ?? 0);
  const [confirm, setConfirm] = useState<CommentItem | null>(null);
  const [deleting, setDeleting] = useState(false);
  const targetParam = api.targetParam ?? 'id';
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const page = initial?.page ?? 1;
  const size = initial?.size ?? 10;
  const pages = Math.max(1, Math.ceil((initial?.total ?? 0) / size));

  const post = async (content: string, parent?: CommentItem): Promise<boolean> => {
    if (!loggedIn) {
      requireLogin();
      return false;
    }
    try {
      const c = await apiPost<CommentItem>(api.comment, {
        [targetParam]: targetId,
        content,
        ...(parent ? { parent_id: parent.id } : {}),
      });
      toast.success(t('posted'));
      if (c.parent_id) {
        setList((l) =>
          l.map((x) =>
            x.id === c.parent_id
              ? { ...x, replies: x.replies + 1, reply_list: [...(x.reply_list ?? []), c] }
              : x,
          ),
        );
      } else {
        setList((l) => [{ ...c, reply_list: [] }, ...l]);
        setTotal((n) => n + 1);
      }
      return true;
    } catch {
      return false;
    }
  };

  const remove = async () => {
    const c = confirm;
    if (!c) return;
    setDeleting(true);
    try {
      await apiPost(api.remove, { comment_id: c.id });
      if (c.parent_id) {
        setList((l) =>
          l.map((x) =>
            x.id === c.parent_id
              ? {
                  ...x,
                  replies: Math.max(0, x.replies - 1),
                  reply_list: (x.reply_list ?? []).filter((r) => r.id !== c.id),
                }
              : x,
          ),
        );
      } else {
        setList((l) => l.filter((x) => x.id !== c.id));
        setTotal((n) => Math.max(0, n - 1));
      }
      setConfirm(null);
    } catch {
      // the client showed why
    } finally {
      setDeleting(false);
    }
  };

  const loadReplies = async (c: CommentItem) => {
    const have = c.reply_list?.length ?? 0;
    const limit = 20;
    // The inline replies are the oldest few: ask for the page that continues after them.
    const r = await apiCall<{ list: CommentItem[]; total: number }>(
      api.repliesMethod ?? 'GET',
      api.replies,
      { comment_id: c.id, page: Math.floor(have / limit) + 1, limit },
    );
    setList((l) =>
      l.map((x) => {
        if (x.id !== c.id) return x;
        const seen = new Set((x.reply_list ?? []).map((y) => y.id));
        return {
          ...x,
          replies: r.total,
          reply_list: [...(x.reply_list ?? []), ...r.list.filter((y) => !seen.has(y.id))],
        };
      }),
    );
  };

  const href = (p: number) =>
    `${pageHref}${pageHref.includes('?') ? '&' : '?'}${pageParam}=${p}#comments`;

  return (
    <section
      id="comments"
      aria-labelledby="comments-title"
      data-testid="comment-thread"
      className="bg-surface scroll-mt-20 rounded-xl p-4 shadow-sm sm:p-5"
    >
      <Heading
        id="comments-title"
        className="text-ink flex items-center gap-2 text-base font-semibold"
      >
        <MessageSquareText className="text-brand size-5" aria-hidden />
        {t('title')}
        <span className="text-ink-faint text-sm font-normal" data-testid="comment-total">
          {t('count', { count: total })}
        </span>
      </Heading>

      <div className="mt-4">
        {loggedIn ? (
          <Composer
            placeholder={t('placeholder')}
            submitLabel={t('submit')}
            onSubmit={(s) => post(s)}
          />
        ) : (
          <div className="bg-surface-page flex flex-wrap items-center justify-between gap-3 rounded-lg px-4 py-3">
            <p className="text-ink-soft text-sm">{t('loginPrompt')}</p>
            <button
              type="button"
              onClick={() => requireLogin()}
              className="bg-brand hover:bg-brand-dark h-9 rounded-lg px-4 text-sm font-semibold text-white"
            >
              {t('login')}
            </button>
          </div>
        )}
      </div>

      {!initial ? (
        <p role="status" className="text-ink-soft py-10 text-center text-sm">
          {t('unavailable')}
        </p>
      ) : list.length === 0 ? (
        <p className="text-ink-soft py-10 text-center text-sm" data-testid="comments-empty">
          <MessageCircle className="text-ink-faint mx-auto mb-2 size-8" aria-hidden />
          {t('empty')}
        </p>
      ) : (
        <ol className="divide-surface-page mt-2 divide-y" data-testid="comment-list">
          {list.map((c) => (
            <li key={c.id} className="py-4">
              <CommentRow
                c={c}
                api={api}
                loggedIn={loggedIn}
                ownerId={ownerId}
                onReply={post}
                onDelete={setConfirm}
              />
              {(c.reply_list?.length ?? 0) > 0 || c.replies > 0 ? (
                <div className="bg-surface-page/70 mt-3 ml-11 rounded-lg px-3 py-1">
                  {(c.reply_list?.length ?? 0) > 0 ? (
                    <ol className="divide-surface/80 divide-y" data-testid="reply-list">
                      {(c.reply_list ?? []).map((r) => (
                        <li key={r.id} className="py-2.5">
                          <CommentRow
                            c={r}
                            api={api}
                            loggedIn={loggedIn}
                            ownerId={ownerId}
                            onReply={post}
                            onDelete={setConfirm}
                            small
                          />
                        </li>
                      ))}
                    </ol>
                  ) : null}
                  {c.replies > (c.reply_list?.length ?? 0) ? (
                    <MoreReplies
                      label={
                        (c.reply_list?.length ?? 0) > 3
                          ? t('loadMoreReplies')
                          : t('moreReplies', { count: c.replies })
                      }
                      onLoad={() => loadReplies(c)}
                    />
                  ) : null}
                </div>
              ) : null}
            </li>
          ))}
        </ol>
      )}

      {pages > 1 ? (
        <nav
          aria-label={t('pagination.label')}
          className="mt-4 flex justify-center"
          data-testid="comment-pager"
        >
          <ul className="flex flex-wrap items-center gap-1.5">
            <li>
              <PagerLink
                to={page - 1}
                pages={pages}
                href={href}
                label={t('pagination.prev')}
                dir="prev"
              />
            </li>
            {pageNumbers(page, pages).map((p, i) =>
              p === 'gap' ? (
                <li key={`gap-${i}`} aria-hidden className="text-ink-faint px-1">
                  …
                </li>
              ) : (
                <li key={p}>
                  <Link
                    href={href(p)}
                    prefetch={false}
                    scroll={false}
                    aria-current={p === page ? 'page' : undefined}
                    aria-label={t('pagination.page', { page: p })}
                    className={clsx(
                      pagerItem,
                      p === page
                        ? 'bg-ink font-semibold text-white'
                        : 'bg-surface-page text-ink-soft hover:text-ink',
                    )}
                  >
                    {p}
                  </Link>
                </li>
              ),
            )}
            <li>
              <PagerLink
                to={page + 1}
                pages={pages}
                href={href}
                label={t('pagination.next')}
                dir="next"
              />
            </li>
          </ul>
        </nav>
      ) : null}

      {confirm !== null || deleting ? (
        <ConfirmDialog
          open={confirm !== null}
          onOpenChange={(o) => (o ? undefined : setConfirm(null))}
          title={t('deleteTitle')}
          text={confirm?.parent_id ? t('deleteReplyText') : t('deleteText')}
          confirmLabel={t('deleteConfirm')}
          cancelLabel={t('cancel')}
          busy={deleting}
          onConfirm={() => void remove()}
        />
      ) : null}
    </section>
  );
}

async function apiCall<T>(method: 'GET' | 'POST', path: string, params: Record<string, unknown>) {
  return method === 'GET' ? apiGet<T>(path, params) : apiPost<T>(path, params);
}

const pagerItem =
  'inline-flex h-8 min-w-8 items-center justify-center gap-1 rounded-lg px-2 text-sm tabular-nums transition';

/** The first, the last, and two either side of the current page. */
function pageNumbers(page: number, pages: number): (number | 'gap')[] {
  const keep = new Set([1, pages]);
  for (let p = page - 2; p <= page + 2; p++) if (p >= 1 && p <= pages) keep.add(p);
  const sorted = [...keep].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  for (const [i, p] of sorted.entries()) {
    if (i > 0 && p - sorted[i - 1] > 1) out.push('gap');
    out.push(p);
  }
  return out;
}

function PagerLink({
  to,
  pages,
  href,
  label,
  dir,
}: {
  to: number;
  pages: number;
  href: (p: number) => string;
  label: string;
  dir: 'prev' | 'next';
}) {
  const Icon = dir === 'prev' ? ChevronLeft : ChevronRight;
  const body = (
    <>
      {dir === 'prev' ? <Icon className="size-4" aria-hidden /> : null}
      <span className="max-sm:sr-only">{label}</span>
      {dir === 'next' ? <Icon className="size-4" aria-hidden /> : null}
    </>
  );
  if (to < 1 || to > pages)
    return (
      <span aria-disabled="true" className={clsx(pagerItem, 'text-ink-faint')}>
        {body}
      </span>
    );
  return (
    <Link
      href={href(to)}
      prefetch={false}
      scroll={false}
      rel={dir}
      className={clsx(pagerItem, 'bg-surface-page text-ink hover:text-brand')}
    >
      {body}
    </Link>
  );
}

function MoreReplies({ label, onLoad }: { label: string; onLoad: () => Promise<void> }) {
  const t = useTranslations('comments');
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      disabled={busy}
      data-testid="more-replies"
      onClick={() => {
        setBusy(true);
        onLoad()
          .catch(() => undefined)
          .finally(() => setBusy(false));
      }}
      className="text-brand hover:text-brand-dark py-2 text-xs font-semibold disabled:opacity-60"
    >
      {busy ? t('loading') : label}
    </button>
  );
}

/** One comment or reply: who, when, the text (as text), like, reply and delete. */
function CommentRow({
  c,
  api,
  loggedIn,
  ownerId,
  onReply,
  onDelete,
  small = false,
}: {
  c: CommentItem;
  api: CommentApi;
  loggedIn: boolean;
  ownerId?: number;
  onReply: (content: string, parent: CommentItem) => Promise<boolean>;
  onDelete: (c: CommentItem) => void;
  small?: boolean;
}) {
  const t = useTranslations('comments');
  const format = useFormatter();
  const [replying, setReplying] = useState(false);
  const at = new Date(c.created_at * 1000);
  return (
    <article
      id={`comment-${c.id}`}
      data-testid="comment"
      data-comment-id={c.id}
      className="flex gap-3"
    >
      <Avatar src={c.avatar} name={c.user_nickname} size={small ? 28 : 36} />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs">
          <span className="text-ink text-sm font-semibold">{c.user_nickname}</span>
          {c.badge ? <Badge badge={c.badge} /> : null}
          <span className="bg-brand-soft text-brand rounded px-1 py-px text-[10px] font-semibold">
            {t('level', { level: c.level })}
          </span>
          {ownerId !== undefined && c.user_id === ownerId ? (
            <span className="bg-ink rounded px-1 py-px text-[10px] font-semibold text-white">
              {t('author')}
            </span>
          ) : null}
          {c.reply_to ? (
            <span className="text-ink-faint">
              {t('replyTo')}{' '}
              <span className="text-ink-soft font-medium">@{c.reply_to.user_nickname}</span>
            </span>
          ) : null}
        </p>
        <p
          className={clsx(
            'text-ink mt-1 break-words whitespace-pre-wrap',
            small ? 'text-sm' : 'text-[15px] leading-relaxed',
          )}
          data-testid="comment-text"
        >
          {c.content}
        </p>
        <div className="text-ink-faint mt-1.5 flex items-center gap-4 text-xs">
          <time dateTime={at.toISOString()}>
            {format.dateTime(at, {
              year: 'numeric',
              month: '2-digit',
              day: '2-digit',
              hour: '2-digit',
              minute: '2-digit',
              hourCycle: 'h23',
            })}
          </time>
          <LikeButton
            path={api.like}
            params={{ comment_id: c.id }}
            liked={c.liked}
            count={c.likes}
            loggedIn={loggedIn}
            variant="plain"
            testId="comment-like"
          />
          <button
            type="button"
            onClick={() => (loggedIn ? setReplying((r) => !r) : requireLogin())}
            aria-expanded={replying}
            className="hover:text-brand inline-flex items-center gap-1"
          >
            <MessageCircle className="size-3.5" aria-hidden />
            {t('reply')}
          </button>
          {c.can_delete ? (
            <button
              type="button"
              onClick={() => onDelete(c)}
              className="inline-flex items-center gap-1 hover:text-red-600"
              data-testid="comment-delete"
            >
              <Trash2 className="size-3.5" aria-hidden />
              {t('delete')}
            </button>
          ) : (
            <ReportButton targetType="comment" targetId={c.id} loggedIn={loggedIn} />
          )}
        </div>
        {replying ? (
          <div className="mt-2">
            <Composer
              autoFocus
              compact
              placeholder={t('replyPlaceholder', { name: c.user_nickname })}
              submitLabel={t('submitReply')}
              onCancel={() => setReplying(false)}
              onSubmit={async (s) => {
                const done = await onReply(s, c);
                if (done) setReplying(false);
                return done;
              }}
            />
          </div>
        ) : null}
      </div>
    </article>
  );
}

/**
 * The commenter's team (docs/product.md §2 "Teams, players and discussion"): crest and short name
 * in the team's colours, linking the team's page (beside the nickname, never inside a link).
 */
function Badge({ badge }: { badge: TeamBadge }) {
  const t = useTranslations('comments');
  return (
    <Link
      href={`/team?id=${badge.team_id}`}
      prefetch={false}
      title={t('badge', { team: badge.name })}
      data-testid="comment-badge"
      data-team-id={badge.team_id}
      className="text-ink inline-flex max-w-40 items-center gap-1 rounded-full border bg-white py-px pr-1.5 pl-px text-[11px] font-semibold hover:underline"
      // The team's colour frames it; the text stays ink (legible whatever the colour).
      style={{ borderColor: badge.colour_primary }}
    >
      <Crest teamId={badge.team_id} size={16} />
      <span className="truncate">{badge.short_name}</span>
      <span className="sr-only">{` · ${t('badge', { team: badge.name })}`}</span>
    </Link>
  );
}

/** The text box of a comment or a reply, with its counter; empty text cannot be sent. */
function Composer({
  placeholder,
  submitLabel,
  onSubmit,
  onCancel,
  autoFocus,
  compact,
}: {
  placeholder: string;
  submitLabel: string;
  onSubmit: (content: string) => Promise<boolean>;
  onCancel?: () => void;
  autoFocus?: boolean;
  compact?: boolean;
}) {
  const t = useTranslations('comments');
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const n = charCount(text.trim());
  const over = n > COMMENT_MAX_CHARS;
  const submit = async () => {
    if (busy || n === 0 || over) return;
    setBusy(true);
    try {
      if (await onSubmit(text.trim())) setText('');
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      data-testid="comment-composer"
    >
      <textarea
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void submit();
        }}
        placeholder={placeholder}
        aria-label={placeholder}
        autoFocus={autoFocus}
        rows={compact ? 2 : 3}
        className="border-ink-faint/30 focus:border-brand focus:ring-brand/20 text-ink w-full resize-y rounded-lg border bg-white px-3 py-2 text-sm outline-none focus:ring-2"
      />
      <div className="mt-2 flex items-center justify-end gap-3">
        <span
          className={clsx('text-xs tabular-nums', over ? 'text-live' : 'text-ink-faint')}
          aria-live="polite"
        >
          {t('counter', { count: n, max: COMMENT_MAX_CHARS })}
        </span>
        {onCancel ? (
          <button
            type="button"
            onClick={onCancel}
            className="text-ink-soft hover:text-ink h-8 px-3 text-sm"
          >
            {t('cancel')}
          </button>
        ) : null}
        <button
          type="submit"
          disabled={busy || n === 0 || over}
          className="bg-brand hover:bg-brand-dark h-8 rounded-lg px-4 text-sm font-semibold text-white disabled:cursor-not-allowed disabled:opacity-50"
        >
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
