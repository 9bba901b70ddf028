import 'server-only';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Locale } from '@/i18n/locales';
import type { AuthUser } from '@/lib/account/auth';
import { maskIdNumber, maskRealName } from '@/lib/account/id-number';
import { CODE_OTHER, checkCode, consumeCode } from '@/lib/account/sms-code';
import { violatedUniqueIndex } from '@/lib/account/unique-violation';
import { db } from '@/lib/db/client';
import { anchorApplications, personalDataReads, users } from '@/lib/db/schema';
import { AppError } from '@/lib/errors/app-error';
import { insertRoom } from '@/lib/live/rooms';
import { inboxChanged, notify } from '@/lib/messages';
import { sealText, unsealText } from '@/lib/providers/seal';
import { claimUploads } from '@/lib/uploads/claim';
import { PERSONAL_DATA, readSealedUpload } from '@/lib/uploads/store';
import { maskMobile, reviewStatusName } from '@/lib/wallet/horns';
import type {
  AdminApplication,
  AdminApplicationPage,
  applyAnchorInput,
  MyApplication,
  Revealed,
} from './contract';
import { APPLICATION_STATUS } from './limits';
import { recordAudit, type Actor } from '@/lib/admin/audit';
import { requireRole } from '@/lib/admin/roles';
import type { SortDir } from '@/lib/admin/queue-limits';
import { queueOrder, queueSearch, statusCounts } from '@/lib/admin/queue-search';

/**
 * Applications to become an anchor (issue 25; docs/product.md §3–§6, docs/architecture.md
 * "Personal data"). A user who is not an anchor applies with a real name, an ID number, a
 * contact, the two sides of their ID card (sealed uploads), an experience text, an optional
 * inviter and a type-2 SMS code sent to their own number. One application waits at a time; a
 * failed one may be followed by another. An administrator passes it (the user becomes an anchor
 * and their room is made, in one transaction) or fails it with a reason.
 *
 * The real name and the ID number are stored sealed with a masked copy; the masked copies are all
 * that the applicant and the review list ever see. `reveal` opens them and the photos for
 * administrators, and logs each such read in personal_data_reads.
 */

/** What a sealed field of application `id` is sealed under: it opens in its own row only. */
const fieldContext = (id: number, userId: number, field: 'real_name' | 'id_number') =>
  `anchor_application:${userId}:${id}:${field}`;

const inviters = alias(users, 'inviter');

/** Member/applyAnchor. */
export async function applyAnchor(
  user: AuthUser,
  input: z.infer<typeof applyAnchorInput>,
  lang: Locale,
): Promise<MyApplication> {
  if (user.isAnchor !== 0) throw new AppError('alreadyAnchor');
  let inviterId: number | null = null;
  if (input.invite_code) {
    const [inviter] = await db()
      .select({ id: users.id })
      .from(users)
      .where(eq(users.inviteCode, input.invite_code.toUpperCase()));
    // Unknown, or the applicant's own code.
    if (!inviter || inviter.id === user.id) throw new AppError('inviterUnknown');
    inviterId = inviter.id;
  }
  if (input.id_front === input.id_back) throw new AppError('idPhotosSame');
  // Refused before the SMS code is spent: one application waits at a time.
  if (await waitingApplication(user.id)) throw new AppError('applicationWaiting');
  const codeId = await checkCode(user.mobile, CODE_OTHER, input.code);
  let id = 0;
  try {
    await db().transaction(async (tx) => {
      await consumeCode(tx, codeId);
      await claimUploads(tx, user.id, 'id_photo', [input.id_front, input.id_back]);
      // The id is part of the sealed fields' context: take it first, then write the row.
      const [{ next }] = (
        await tx.execute(
          sql`select nextval(pg_get_serial_sequence('anchor_applications', 'id'))::int as next`,
        )
      ).rows as { next: number }[];
      id = Number(next);
      await tx.insert(anchorApplications).values({
        id,
        userId: user.id,
        realNameSealed: sealText(
          PERSONAL_DATA,
          input.real_name,
          fieldContext(id, user.id, 'real_name'),
        ),
        realNameMasked: maskRealName(input.real_name),
        idNumberSealed: sealText(
          PERSONAL_DATA,
          input.id_number,
          fieldContext(id, user.id, 'id_number'),
        ),
        idNumberMasked: maskIdNumber(input.id_number),
        contact: input.contact,
        idFrontUrl: input.id_front,
        idBackUrl: input.id_back,
        experience: input.experience,
        inviterId,
      });
    });
  } catch (err) {
    // Two applications at once: the partial unique index lets one wait.
    if (violatedUniqueIndex(err) === 'anchor_applications_waiting_uq') {
      throw new AppError('applicationWaiting');
    }
    throw err;
  }
  return myApplication(user.id, lang, id);
}

async function waitingApplication(userId: number): Promise<boolean> {
  const [row] = await db()
    .select({ id: anchorApplications.id })
    .from(anchorApplications)
    .where(
      and(
        eq(anchorApplications.userId, userId),
        eq(anchorApplications.status, APPLICATION_STATUS.waiting),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Member/anchorApplication: the user's latest application (or the one `id` names), masked. */
export async function myApplication(
  userId: number,
  lang: Locale,
  id?: number,
): Promise<MyApplication> {
  const [row] = await db()
    .select({ a: anchorApplications, inviter: inviters.nickname })
    .from(anchorApplications)
    .leftJoin(inviters, eq(inviters.id, anchorApplications.inviterId))
    .where(
      and(
        eq(anchorApplications.userId, userId),
        id === undefined ? undefined : eq(anchorApplications.id, id),
      ),
    )
    .orderBy(desc(anchorApplications.id))
    .limit(1);
  if (!row) return null;
  const { a } = row;
  return {
    id: a.id,
    status: a.status,
    status_name: reviewStatusName(a.status, lang),
    reason: a.reason,
    real_name: a.realNameMasked,
    id_number: a.idNumberMasked,
    contact: a.contact,
    experience: a.experience,
    inviter: row.inviter,
    created_at: a.createdAt.toISOString(),
    reviewed_at: a.reviewedAt?.toISOString() ?? null,
  };
}

async function adminItems(
  where: SQL | undefined,
  lang: Locale,
  page = 1,
  limit = 1,
  order: SQL[] = [desc(anchorApplications.id)],
): Promise<AdminApplication[]> {
  const rows = await db()
    .select({
      a: anchorApplications,
      nickname: users.nickname,
      mobile: users.mobile,
      isAnchor: users.isAnchor,
      inviter: inviters.nickname,
    })
    .from(anchorApplications)
    .innerJoin(users, eq(users.id, anchorApplications.userId))
    .leftJoin(inviters, eq(inviters.id, anchorApplications.inviterId))
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset((page - 1) * limit);
  return rows.map(({ a, nickname, mobile, isAnchor, inviter }) => ({
    id: a.id,
    status: a.status,
    status_name: reviewStatusName(a.status, lang),
    reason: a.reason,
    user: { id: a.userId, nickname, mobile_masked: maskMobile(mobile), is_anchor: isAnchor },
    real_name: a.realNameMasked,
    id_number: a.idNumberMasked,
    contact: a.contact,
    experience: a.experience,
    inviter,
    created_at: a.createdAt.toISOString(),
    reviewed_at: a.reviewedAt?.toISOString() ?? null,
  }));
}

/**
 * admin/anchorApplicationList: applications of a status (all when unset), newest first unless
 * `dir` says otherwise; `q` searches the applicant (lib/admin/queue-search.ts). With the counts
 * per status of the search. Administrators.
 */
export async function adminApplicationList(input: {
  reader: Actor['user'];
  status?: number;
  q?: string;
  dir?: SortDir;
  page: number;
  limit: number;
  lang: Locale;
}): Promise<AdminApplicationPage> {
  requireRole(input.reader, 'admin');
  const search = queueSearch(input.q, anchorApplications.id);
  const where = and(
    input.status === undefined ? undefined : eq(anchorApplications.status, input.status),
    search,
  );
  const order = queueOrder(input, {
    time: anchorApplications.createdAt,
    id: anchorApplications.id,
  });
  const [list, [{ n }], counts] = await Promise.all([
    adminItems(where, input.lang, input.page, input.limit, order),
    db()
      .select({ n: count() })
      .from(anchorApplications)
      .innerJoin(users, eq(users.id, anchorApplications.userId))
      .where(where),
    statusCounts(
      anchorApplications,
      { status: anchorApplications.status, userId: anchorApplications.userId },
      search,
    ),
  ]);
  return {
    list,
    total: Number(n),
    page: input.page,
    limit: input.limit,
    status_counts: counts,
  };
}

/**
 * admin/reviewAnchorApplication: passes or fails a waiting application, once (a conditional
 * update from status 0: a second verdict, even a concurrent one, is `alreadyReviewed`).
 * Administrators. Failing needs a reason. Passing makes the user an anchor and makes their room
 * in the same transaction, so the next page they load shows the start-streaming button and the
 * anchor's menu (sessions read the user afresh). One audit row
 * (`anchor_application.approve|reject`) in the same transaction.
 */
export async function reviewApplication(
  actor: Actor,
  input: { id: number; pass: boolean; reason?: string; lang: Locale },
): Promise<AdminApplication> {
  requireRole(actor.user, 'admin');
  const reason = (input.reason ?? '').trim();
  if (!input.pass && !reason) throw new AppError('reviewReasonRequired');
  await db().transaction(async (tx) => {
    const [a] = await tx
      .update(anchorApplications)
      .set({
        status: input.pass ? APPLICATION_STATUS.passed : APPLICATION_STATUS.failed,
        reason: input.pass ? '' : reason,
        reviewedAt: new Date(),
        reviewerId: actor.user.id,
      })
      .where(
        and(
          eq(anchorApplications.id, input.id),
          eq(anchorApplications.status, APPLICATION_STATUS.waiting),
        ),
      )
      .returning();
    if (!a) {
      const [exists] = await tx
        .select({ id: anchorApplications.id })
        .from(anchorApplications)
        .where(eq(anchorApplications.id, input.id));
      throw new AppError(exists ? 'alreadyReviewed' : 'applicationNotFound');
    }
    await recordAudit(tx, actor, {
      action: input.pass ? 'anchor_application.approve' : 'anchor_application.reject',
      targetType: 'anchor_application',
      targetId: a.id,
      before: { status: APPLICATION_STATUS.waiting },
      after: { status: a.status, reason: a.reason, user_id: a.userId },
    });
    await notify(tx, {
      userId: a.userId,
      kind: 'review',
      key: `review:anchor_application:${a.id}`,
      data: { subject: 'anchor_application', id: a.id, passed: input.pass, reason, detail: '' },
    });
    if (!input.pass) return;
    const [u] = await tx
      .update(users)
      .set({ isAnchor: 1, updatedAt: sql`now()` })
      .where(eq(users.id, a.userId))
      .returning({ id: users.id, nickname: users.nickname });
    await insertRoom(tx, u);
  });
  const [item] = await adminItems(eq(anchorApplications.id, input.id), input.lang);
  await inboxChanged([item.user.id]);
  return item;
}

/**
 * admin/anchorApplicationReveal: the full real name, ID number and both ID photos of an
 * application, for an administrator (the route requires the role, and so does this). The read
 * is logged first: no full value leaves without its log row.
 */
export async function revealApplication(
  reader: AuthUser,
  id: number,
  ip: string,
): Promise<Revealed> {
  if (!reader.isAdmin) throw new AppError('forbidden');
  const [a] = await db().select().from(anchorApplications).where(eq(anchorApplications.id, id));
  if (!a) throw new AppError('applicationNotFound');
  await db()
    .insert(personalDataReads)
    .values({
      readerId: reader.id,
      subjectId: a.userId,
      what: `anchor_application:${a.id}:real_name,id_number,id_front,id_back`,
      ip,
    });
  const photo = async (url: string) => {
    const file = await readSealedUpload('id_photo', url, a.userId);
    return file ? `data:${file.contentType};base64,${file.bytes.toString('base64')}` : '';
  };
  const [front, back] = await Promise.all([photo(a.idFrontUrl), photo(a.idBackUrl)]);
  return {
    real_name: unsealText(
      PERSONAL_DATA,
      a.realNameSealed,
      fieldContext(a.id, a.userId, 'real_name'),
    ),
    id_number: unsealText(
      PERSONAL_DATA,
      a.idNumberSealed,
      fieldContext(a.id, a.userId, 'id_number'),
    ),
    id_front: front,
    id_back: back,
  };
}
