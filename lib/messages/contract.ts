/**
 * The message centre's contract (issue 25; docs/product.md §2 `/member?type=17`, §7
 * `Push/getList`): what each kind of message carries, and the list the API answers with every
 * message's text already in the request's language. Browser code imports it with `import type`.
 */
import { z } from 'zod';
import { optionalIdField } from '@/lib/rules/id-field';
import { limitField, pageField } from '@/lib/wallet/contract';

export const MESSAGE_KINDS = [
  'system',
  'review',
  'live',
  'reply',
  'match',
  'broadcast',
  'moderation',
  'report',
  'team',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** What a message of each kind records (stored as `messages.data`). */
export type MessageData = {
  /** A notice of the site; `notice` names its text (api.messages.system.<notice>). */
  system: { notice: 'welcome' };
  /** A review's result for the user. */
  review: {
    subject: 'anchor_application' | 'expert_application' | 'horn' | 'withdrawal';
    id: number;
    passed: boolean;
    reason: string;
    /** The horn's text, or the withdrawal's amount in coins. */
    detail: string;
  };
  /** A followed anchor went on air. */
  live: { anchor_id: number; nickname: string; room_id: number; title: string };
  /** Someone answered the user's post, video, article or comment (a match's discussion too). */
  reply: {
    target: 'post' | 'video' | 'article' | 'match';
    target_id: number;
    comment_id: number;
    /** 'comment': a comment on the user's post or video; 'reply': an answer to their comment. */
    on: 'comment' | 'reply';
    from_id: number;
    excerpt: string;
  };
  /**
   * A match of the user's: a booked match kicking off (a message), or a goal and the final
   * whistle of their booked, favourite or alert-list teams' matches (Web Push only). Team names
   * in every language, so the text follows the reader's.
   */
  match: {
    event: 'starting' | 'goal' | 'final';
    match_id: number;
    home: TeamNameSet;
    away: TeamNameSet;
    home_score: number;
    away_score: number;
    /** `match_str` when it happened ("67'"); "" before kick-off. */
    minute: string;
  };
  /** A broadcast the user booked (an anchor's announced schedule) is starting. */
  broadcast: {
    schedule_id: number;
    anchor_id: number;
    nickname: string;
    room_id: number;
    title: string;
  };
  /** A moderator's action on the user (lib/admin/sanctions.ts): a warning or a site-wide mute. */
  moderation: {
    event: 'warned' | 'muted' | 'unmuted';
    reason: string;
    /** When a mute ends (ISO), or null (for good, or not a mute). */
    until: string | null;
  };
  /**
   * A match of a team the user follows (docs/product.md §2 "Teams, players and discussion",
   * lib/push/team-alerts.ts): its line-ups are published, it kicks off soon, or it is over.
   * `team_id` is the followed team the text names (the home side when both are followed).
   */
  team: {
    event: 'lineups' | 'soon' | 'final';
    match_id: number;
    team_id: number;
    team: TeamNameSet;
    home: TeamNameSet;
    away: TeamNameSet;
    home_score: number;
    away_score: number;
    /** Minutes left to kick-off when told ('soon'); 0 otherwise. */
    minutes: number;
  };
  /** A report of the user's was handled (lib/reports): what was reported and the outcome. */
  report: {
    target_type: 'post' | 'comment' | 'video' | 'chat' | 'user';
    outcome: 'hide' | 'warn' | 'mute' | 'ban' | 'dismiss';
    /** The start of what was reported, as it was then. */
    excerpt: string;
  };
};

/** A team's name in each language. */
export type TeamNameSet = { zh: string; en: string; vi: string };

export const messageListInput = z.object({
  page: pageField,
  limit: limitField,
  unread: z
    .preprocess(
      (v) => (v === '1' || v === 1 || v === true ? true : undefined),
      z.literal(true).optional(),
    )
    .describe('1: unread messages only'),
});

export const messageOutput = z.object({
  id: z.number().int(),
  kind: z.enum(MESSAGE_KINDS),
  title: z.string().describe("in the request's language"),
  text: z.string().describe("plain text in the request's language, never HTML"),
  link: z.string().nullable().describe('a site path to open, e.g. /live?id=3'),
  read: z.boolean(),
  created_at: z.string().describe('ISO time (UTC)'),
});

export const messageListOutput = z.object({
  list: z.array(messageOutput),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  unread: z.number().int().describe('unread messages in all'),
});

export const markReadInput = z
  .object({
    id: optionalIdField().describe('one message of the user'),
    all: z
      .preprocess((v) => (v === '1' || v === 1 || v === true ? 1 : v), z.literal(1).optional())
      .describe('1: every unread message'),
  })
  .refine((v) => (v.id === undefined) !== (v.all === undefined), {
    message: 'api.problems.required',
    path: ['id'],
  })
  .describe('either `id` or `all=1`');
export const unreadOutput = z.object({ unread: z.number().int() });

export type MessageItem = z.infer<typeof messageOutput>;
export type MessagePage = z.infer<typeof messageListOutput>;
