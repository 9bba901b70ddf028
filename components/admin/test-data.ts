/** Answers of the admin review's tests (checked: test/fixtures-contract.test.ts). */
import { answer } from '@/test/bff';
import type { AdminHorn, AdminWithdrawal } from '@/lib/wallet/contract';
import type { AdminApplication } from '@/lib/applications/contract';

const STATUS_NAMES = ['待审核', '已通过', '未通过'];

/** A horn of admin/hornList, waiting for review unless overridden. */
export const adminHorn = (id: number, extra: Partial<AdminHorn> = {}) => {
  const status = extra.status ?? 0;
  return {
    id,
    content: `比赛精彩 ${id}`,
    status,
    status_name: STATUS_NAMES[status] ?? '',
    user: { id: 7, nickname: 'Night Owl', mobile_masked: '138****0001' },
    free: false,
    cost: 10,
    large: false,
    created_at: '2026-11-27T08:00:00Z',
    reviewed_at: null,
    reason: '',
    ...extra,
  };
};

/** A withdrawal of admin/withdrawalList, waiting for review unless overridden. */
export const adminWithdrawal = (id: number, extra: Partial<AdminWithdrawal> = {}) => {
  const status = extra.status ?? 0;
  return {
    id,
    amount: 200,
    method: 'bank' as const,
    account_masked: '**** 1234',
    holder_name_masked: '*明',
    bank_name: '招商银行',
    status,
    status_name: STATUS_NAMES[status] ?? '',
    reason: '',
    user: { id: 8, nickname: 'Commentator Li' },
    created_at: '2026-11-27T09:00:00Z',
    reviewed_at: null,
    ...extra,
  };
};

/**
 * A page of a review queue, as the page hands it over or the API answers it, with the counts per
 * status (by default those of the list itself).
 */
export const reviewPage = <T extends { status: number }>(
  list: T[],
  total = list.length,
  page = 1,
  statusCounts = [0, 1, 2].map((s) => list.filter((i) => i.status === s).length),
) => ({
  list,
  total,
  page,
  limit: 20,
  status_counts: statusCounts,
});

export const hornList = (page: ReturnType<typeof reviewPage<AdminHorn>>) =>
  answer('admin/hornList', page);
export const hornReviewed = (horn: AdminHorn) => answer('admin/reviewHorn', horn);
export const withdrawalList = (page: ReturnType<typeof reviewPage<AdminWithdrawal>>) =>
  answer('admin/withdrawalList', page);
export const withdrawalReviewed = (item: AdminWithdrawal) => answer('admin/reviewWithdrawal', item);

/** An application of admin/anchorApplicationList, waiting for review unless overridden. */
export const adminApplication = (id: number, extra: Partial<AdminApplication> = {}) => {
  const status = extra.status ?? 0;
  return {
    id,
    status,
    status_name: STATUS_NAMES[status] ?? '',
    reason: '',
    user: { id: 9, nickname: '球评小王', mobile_masked: '86-139****0002', is_anchor: 0 },
    real_name: '王*',
    id_number: '1101**********002X',
    contact: 'wechat: wang_live',
    experience: '三年英超解说经验，熟悉战术分析。',
    inviter: null,
    created_at: '2026-11-27T10:00:00Z',
    reviewed_at: null,
    ...extra,
  };
};
export const applicationList = (page: ReturnType<typeof reviewPage<AdminApplication>>) =>
  answer('admin/anchorApplicationList', page);
export const applicationReviewed = (item: AdminApplication) =>
  answer('admin/reviewAnchorApplication', item);
/** A 1×1 transparent PNG, as the reveal's photos. */
const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
export const applicationRevealed = answer('admin/anchorApplicationReveal', {
  real_name: '王小明',
  id_number: '11010519491231002X',
  id_front: PIXEL,
  id_back: PIXEL,
});

/** admin/bulkReview's answer: each id's outcome (ok, or the error key and its message). */
export const bulkReviewed = (
  results: { id: number; ok: boolean; status?: number; error?: string; msg?: string }[],
) =>
  answer('admin/bulkReview', {
    results: results.map((r) => ({
      id: r.id,
      ok: r.ok,
      status: r.ok ? (r.status ?? 1) : null,
      error: r.ok ? null : (r.error ?? 'alreadyReviewed'),
      msg: r.ok ? '' : (r.msg ?? '该申请已审核,请刷新列表'),
    })),
    done: results.filter((r) => r.ok).length,
  });

/** admin/reauth's answer: money actions allowed until then. */
export const reauthed = answer('admin/reauth', { reauth_until: '2026-11-27T10:10:00Z' });
