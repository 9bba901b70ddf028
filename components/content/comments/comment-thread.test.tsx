import { renderToString } from 'react-dom/server';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import zh from '@/messages/zh.json';
import { loginDialogAtom } from '@/lib/client/atoms';
import { toast } from '@/lib/client/toast';
import { fail, mockBff } from '@/test/bff';
import { renderWithProviders } from '@/test/render';
import type { CommentPage } from '@/lib/content/contract';
import { CommentThread, type CommentApi } from '.';
import {
  comment,
  commentDeleted,
  commented,
  commentLiked,
  commentPage,
  repliesOf,
  reply,
} from './test-data';

jest.mock('@/lib/client/toast');
afterEach(() => {
  jest.restoreAllMocks();
  jest.clearAllMocks();
});

const api: CommentApi = {
  list: 'anchor_dynamics/commentList',
  comment: 'anchor_dynamics_user/comment',
  like: 'anchor_dynamics_user/commentLikes',
  remove: 'anchor_dynamics_user/deleteComment',
  replies: 'anchor_dynamics/commentReplies',
};

const page = commentPage;

const view = (loggedIn = true, initial: CommentPage | null = page()) => (
  <CommentThread
    target="post"
    targetId={7}
    initial={initial}
    api={api}
    loggedIn={loggedIn}
    ownerId={5}
    pageHref="/circle-detail?id=7"
  />
);

test('server-rendered: the list, inline replies and pager links, text escaped (works without JS)', () => {
  const html = renderToString(
    <NextIntlClientProvider locale="zh" messages={zh} timeZone="Asia/Shanghai">
      {view(false)}
    </NextIntlClientProvider>,
  );
  expect(html).toContain('说得太对了');
  expect(html).toContain('reply 3');
  expect(html).toContain('&lt;b&gt;bold?&lt;/b&gt;');
  expect(html).not.toContain('<b>bold');
  expect(html).toContain('href="/circle-detail?id=7&amp;cpage=2#comments"');
  expect(html).toContain('href="/circle-detail?id=7&amp;cpage=3#comments"');
  expect(html).toContain('25 条评论');
});

test('a visitor is asked to log in to like or comment', () => {
  mockBff();
  const { store } = renderWithProviders(view(false));
  fireEvent.click(screen.getAllByTestId('comment-like')[0]);
  expect(store.get(loginDialogAtom).open).toBe(true);
  expect(screen.queryByTestId('comment-composer')).toBeNull();
});

test('likes optimistically and rolls back when the call fails', async () => {
  const bff = mockBff({ 'anchor_dynamics_user/commentLikes': commentLiked(1, true, 3) });
  renderWithProviders(view());
  const like = screen.getAllByTestId('comment-like')[0];
  await act(async () => {
    fireEvent.click(like);
  });
  expect(like).toHaveAttribute('aria-pressed', 'true');
  expect(like).toHaveTextContent('3');
  expect(bff.calls.at(-1)?.body).toEqual({ comment_id: 1, type: 1 });

  bff.route('anchor_dynamics_user/commentLikes', fail('rateLimited', '操作过于频繁'));
  await act(async () => {
    fireEvent.click(like);
  });
  await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));
  expect(like).toHaveTextContent('3');
  expect(toast.error).toHaveBeenCalledWith('操作过于频繁', expect.anything());
});

test('posts a comment to the top and a reply into its thread', async () => {
  const bff = mockBff({
    'anchor_dynamics_user/comment': (call) => {
      const b = call.body as { content: string; parent_id?: number };
      return commented(
        b.parent_id
          ? reply(50, { content: b.content })
          : comment({ id: 40, content: b.content, can_delete: true }),
      );
    },
  });
  renderWithProviders(view());
  const composer = screen.getAllByTestId('comment-composer')[0];
  fireEvent.change(within(composer).getByRole('textbox'), { target: { value: '  新评论  ' } });
  await act(async () => {
    fireEvent.click(within(composer).getByRole('button', { name: zh.comments.submit }));
  });
  await waitFor(() => expect(screen.getAllByTestId('comment-text')[0]).toHaveTextContent('新评论'));
  expect(screen.getByTestId('comment-total')).toHaveTextContent('26 条评论');
  expect(bff.calls.at(-1)?.body).toEqual({ id: 7, content: '新评论' });

  // Reply to the first thread.
  const first = screen.getAllByTestId('comment')[1];
  fireEvent.click(within(first).getByRole('button', { name: zh.comments.reply }));
  const box = within(first).getByTestId('comment-composer');
  fireEvent.change(within(box).getByRole('textbox'), { target: { value: 'my reply' } });
  await act(async () => {
    fireEvent.click(within(box).getByRole('button', { name: zh.comments.submitReply }));
  });
  await waitFor(() => expect(screen.getByText('my reply')).toBeInTheDocument());
  expect(bff.calls.at(-1)?.body).toEqual({ id: 7, content: 'my reply', parent_id: 1 });
});

test('deletes after a confirm, and loads the rest of a thread', async () => {
  const bff = mockBff({
    'anchor_dynamics_user/deleteComment': commentDeleted,
    'anchor_dynamics/commentReplies': repliesOf(comment({ replies: 5 }), [
      reply(2),
      reply(3),
      reply(4),
      reply(5),
      reply(6),
    ]),
  });
  renderWithProviders(view());
  fireEvent.click(screen.getByTestId('comment-delete'));
  const dialog = await screen.findByTestId('confirm-dialog');
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: zh.comments.deleteConfirm }));
  });
  await waitFor(() => expect(screen.queryByText('<b>bold?</b>')).toBeNull());
  expect(screen.getByTestId('comment-total')).toHaveTextContent('24 条评论');
  expect(bff.calls.find((c) => c.path === api.remove)?.body).toEqual({ comment_id: 9 });

  await act(async () => {
    fireEvent.click(screen.getByTestId('more-replies'));
  });
  await waitFor(() => expect(screen.getByText('reply 6')).toBeInTheDocument());
  expect(screen.getAllByText(/^reply \d$/)).toHaveLength(5);
  expect(screen.queryByTestId('more-replies')).toBeNull();
  const call = bff.calls.find((c) => c.path === api.replies)!;
  expect(call.method).toBe('GET');
  expect(call.query).toMatchObject({ comment_id: '1', page: '1' });
});

test('says so when the comments cannot be read', () => {
  mockBff();
  renderWithProviders(view(true, null));
  expect(screen.getByRole('status')).toHaveTextContent(zh.comments.unavailable);
});

test('a commenter’s team badge links the team’s page, beside (not inside) any other link', () => {
  const badge = {
    team_id: 42,
    name: '阿森纳',
    short_name: '阿森纳',
    colour_primary: '#EF0107',
    colour_secondary: '#FFFFFF',
  };
  const initial = page({
    list: [comment({ badge, reply_list: [reply(2, { badge: null })], replies: 1 })],
    total: 1,
  });
  const html = renderToString(
    <NextIntlClientProvider locale="zh" messages={zh} timeZone="Asia/Shanghai">
      <CommentThread
        target="match"
        targetId={9}
        initial={initial}
        api={api}
        loggedIn={false}
        pageHref="/score-detail?id=9&tab=discussion"
      />
    </NextIntlClientProvider>,
  );
  const links = html.match(/<a [^>]*data-testid="comment-badge"[^>]*>.*?<\/a>/g) ?? [];
  expect(links).toHaveLength(1);
  const first = links[0] ?? '';
  expect(first).toContain('href="/team?id=42"');
  expect(first).toContain('阿森纳 球迷');
  expect(first).toContain('/crest/42');
  // Never a link inside a link.
  expect(/<a [^>]*>[^]*?<a /.test(first.slice(2))).toBe(false);
});
