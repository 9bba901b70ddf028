import 'server-only';
import { actorOf } from '@/lib/admin/audit';
import {
  adminApplicationListInput,
  adminApplicationListOutput,
  adminApplicationOutput,
  applicationIdInput,
  applyAnchorInput,
  myApplicationOutput,
  revealOutput,
  reviewApplicationInput,
} from '@/lib/applications/contract';
import {
  adminApplicationList,
  applyAnchor,
  myApplication,
  revealApplication,
  reviewApplication,
} from '@/lib/applications/anchor';
import { ANCHOR_EXPERIENCE_MIN } from '@/lib/applications/limits';
import { REVIEW_REASON_MAX } from '@/lib/wallet/limits';
import { endpoint, ok, type Endpoint } from '../endpoint';

const TAG = 'applications';

/** Applications to become an anchor and their review (issue 25; docs/product.md §3–§6). */
export const applicationEndpoints: Endpoint[] = [
  // POST api/Member/applyAnchor – apply to become an anchor
  endpoint({
    method: 'POST',
    path: 'Member/applyAnchor',
    summary: `Not named by the spec (docs/product.md §3, §5): a user who is not an anchor applies with a real name, an ID number, a contact, the front and back of their ID card (id_photo uploads of their own), an experience text of at least ${ANCHOR_EXPERIENCE_MIN} characters, an optional inviter's invite code, and a type-2 SMS code sent to their own number. One application waits at a time (applicationWaiting); anchors → alreadyAnchor. Answers the application, masked.`,
    tag: TAG,
    auth: 'required',
    input: applyAnchorInput,
    output: myApplicationOutput,
    handler: async ({ user, input, lang }) =>
      ok(await applyAnchor(user, input, lang), 'api.applicationSent'),
  }),
  // GET api/Member/anchorApplication – the user's latest application
  endpoint({
    method: 'GET',
    path: 'Member/anchorApplication',
    summary:
      "Not named by the spec: the user's latest anchor application (0 waiting, 1 passed, 2 failed with the reviewer's reason), masked; null when they never applied.",
    tag: TAG,
    auth: 'required',
    output: myApplicationOutput,
    handler: async ({ user, lang }) => ok(await myApplication(user.id, lang)),
  }),
  // GET api/admin/anchorApplicationList – applications for review
  endpoint({
    method: 'GET',
    path: 'admin/anchorApplicationList',
    summary:
      'Administrators: anchor applications of a status (0 waiting, 1 passed, 2 failed; all when left out), newest first, with masked personal data. `q` searches the applicant’s nickname or mobile, or an id (the application’s or the applicant’s); `dir` asc | desc by time. Answers the counts per status of the search too.',
    tag: 'admin',
    auth: 'admin',
    input: adminApplicationListInput,
    output: adminApplicationListOutput,
    handler: async ({ user, input, lang }) =>
      ok(
        await adminApplicationList({
          reader: user,
          status: input.status,
          q: input.q,
          dir: input.dir,
          page: input.page ?? 1,
          limit: input.limit ?? 20,
          lang,
        }),
      ),
  }),
  // POST api/admin/reviewAnchorApplication – pass or fail an application
  endpoint({
    method: 'POST',
    path: 'admin/reviewAnchorApplication',
    summary: `Administrators: pass (1) or fail (0, with a reason of at most ${REVIEW_REASON_MAX} characters: reviewReasonRequired) a waiting anchor application, once (alreadyReviewed otherwise). Passing makes the user an anchor and makes their room. One audit row (anchor_application.approve | anchor_application.reject).`,
    tag: 'admin',
    auth: 'admin',
    input: reviewApplicationInput,
    output: adminApplicationOutput,
    handler: async (ctx) =>
      ok(
        await reviewApplication(actorOf(ctx), {
          id: ctx.input.id,
          pass: ctx.input.pass === 1,
          reason: ctx.input.reason,
          lang: ctx.lang,
        }),
      ),
  }),
  // POST api/admin/anchorApplicationReveal – the full personal data, logged
  endpoint({
    method: 'POST',
    path: 'admin/anchorApplicationReveal',
    summary:
      "Site administrators: an application's full real name and ID number and both ID photos (data: URLs). Each call is logged (reader, applicant, time, address) before anything is answered.",
    tag: TAG,
    auth: 'admin',
    input: applicationIdInput,
    output: revealOutput,
    handler: async ({ user, input, ip }) => ok(await revealApplication(user, input.id, ip)),
  }),
];
