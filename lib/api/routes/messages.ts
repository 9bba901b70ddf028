import 'server-only';
import {
  markReadInput,
  messageListInput,
  messageListOutput,
  unreadOutput,
} from '@/lib/messages/contract';
import { listMessages, markRead, unreadCount } from '@/lib/messages';
import { endpoint, ok, type Endpoint } from '../endpoint';

const TAG = 'messages';

/** The message centre (issue 25; docs/product.md §2 `/member?type=17`, §7 Push/getList). */
export const messageEndpoints: Endpoint[] = [
  // GET api/Push/getList – the user's messages
  endpoint({
    method: 'GET',
    path: 'Push/getList',
    summary:
      "The user's message centre, newest first: system notices, review results (anchor or expert application, horn, withdrawal), a followed anchor going live, a booked match or booked broadcast starting, replies to their posts, videos and comments. Each has a title, a text and a link in the request language, and whether it was read; `unread` counts the unread ones in all. `unread=1` lists only those.",
    tag: TAG,
    auth: 'required',
    input: messageListInput,
    output: messageListOutput,
    handler: async ({ user, input, lang }) =>
      ok(
        await listMessages(user.id, lang, {
          page: input.page ?? 1,
          limit: input.limit ?? 20,
          unread: input.unread,
        }),
      ),
  }),
  // GET api/Push/unread – the unread count
  endpoint({
    method: 'GET',
    path: 'Push/unread',
    summary: "Not in the spec: how many of the user's messages are unread.",
    tag: TAG,
    auth: 'required',
    output: unreadOutput,
    handler: async ({ user }) => ok({ unread: await unreadCount(user.id) }),
  }),
  // POST api/Push/read – marks one message, or all, read
  endpoint({
    method: 'POST',
    path: 'Push/read',
    summary:
      "Not in the spec: marks the user's message `id` read, or every unread one with `all=1` (exactly one of the two; another user's id changes nothing). Answers the unread count left.",
    tag: TAG,
    auth: 'required',
    input: markReadInput,
    output: unreadOutput,
    handler: async ({ user, input }) => ok({ unread: await markRead(user.id, input.id) }),
  }),
];
