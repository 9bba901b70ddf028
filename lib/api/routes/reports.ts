import 'server-only';
import { z } from 'zod';
import { actorOf } from '@/lib/admin/audit';
import { REPORT_LIMIT } from '@/lib/rate-limit/rules';
import {
  handleReport,
  createReport,
  handleReports,
  listReports,
  reportDetail,
  restoreContent,
} from '@/lib/reports';
import {
  handleReportInput,
  handleReportOutput,
  handleReportsInput,
  handleReportsOutput,
  reportCreateInput,
  reportCreateOutput,
  reportDetailOutput,
  reportListInput,
  reportListOutput,
  reportTargetInput,
  restoreContentInput,
} from '@/lib/reports/contract';
import { endpoint, ok } from '../endpoint';

/**
 * Reports (issue 27 "Reports"): a user reports a post, comment, video, chat message or user;
 * moderators work the grouped queue in the console. The domain (lib/reports) checks the role
 * again and writes one audit row per action.
 */
export const reportEndpoints = [
  endpoint({
    method: 'POST',
    path: 'Report/create',
    summary:
      'Reports a post, comment, video, chat message (`<room id>-<seq>`) or user with a reason (spam, abuse, porn, illegal, fraud, other) and an optional note (≤ 200). Missing, deleted or hidden → "reportTargetNotFound"; one’s own content or oneself → "cannotReportOwn". A repeat while the first is open answers ok with created false. At most 10 reports per 10 minutes (429 rateLimited).',
    tag: 'report',
    auth: 'required',
    input: reportCreateInput,
    output: reportCreateOutput,
    rateLimit: [{ limit: REPORT_LIMIT, by: 'user' }],
    handler: async ({ user, input }) => ok(await createReport(user, input), 'api.reported'),
  }),
  endpoint({
    method: 'GET',
    path: 'admin/reportList',
    summary:
      'Moderators: reported things, one row per thing, with its reports of `status` (0 open, 1 actioned, 2 dismissed): the snapshot, the author, the count, the reasons, the first and last time. Filters `type` and `reason`; `sort` count, -count, time, -time.',
    tag: 'admin',
    auth: 'moderator',
    input: reportListInput,
    output: reportListOutput,
    handler: async ({ user, input }) => ok(await listReports(user, input)),
  }),
  endpoint({
    method: 'GET',
    path: 'admin/reportDetail',
    summary:
      'Moderators: every report of one thing (who, why, the note, the outcome), newest first.',
    tag: 'admin',
    auth: 'moderator',
    input: reportTargetInput,
    output: reportDetailOutput,
    handler: async ({ user, input }) =>
      ok(await reportDetail(user, input.target_type, input.target_id)),
  }),
  endpoint({
    method: 'POST',
    path: 'admin/handleReport',
    summary:
      'Moderators: act on a reported thing and close every open report of it: hide (content only; a chat message is deleted from open rooms), warn, mute or ban the author (`hours` for mute and ban, 0 for good; `reason` required), or dismiss. Each reporter is told the outcome in the message centre. Nothing open → "reportNotOpen". One audit row (report.hide, report.dismiss, or the sanction’s user.warn/mute/ban).',
    tag: 'admin',
    auth: 'moderator',
    input: handleReportInput,
    output: handleReportOutput,
    handler: async (ctx) => ok(await handleReport(actorOf(ctx), ctx.input), 'api.saved'),
  }),
  endpoint({
    method: 'POST',
    path: 'admin/handleReports',
    summary:
      'Moderators: hide or dismiss up to 50 reported things at once; each is its own action (one audit row each). Answers a result per thing, with the refusal’s key and text when one failed.',
    tag: 'admin',
    auth: 'moderator',
    input: handleReportsInput,
    output: handleReportsOutput,
    handler: async (ctx) => ok(await handleReports(actorOf(ctx), ctx.lang, ctx.input)),
  }),
  endpoint({
    method: 'POST',
    path: 'admin/restoreContent',
    summary:
      'Moderators: show a hidden post, comment or video again (the undo of a hide). Not hidden → "contentNotHidden". One audit row (report.restore).',
    tag: 'admin',
    auth: 'moderator',
    input: restoreContentInput,
    output: z.null(),
    handler: async (ctx) => {
      await restoreContent(actorOf(ctx), ctx.input.target_type, ctx.input.target_id);
      return ok(null, 'api.saved');
    },
  }),
];
