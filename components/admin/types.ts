/** The admin review lists' shapes (issue 11 contracts: `admin/hornList`, `admin/withdrawalList`). */

export type AdminUser = { id: number; nickname: string; mobile_masked?: string };

/** A horn: status 0 waiting for review, 1 passed, 2 failed (SPEC.md §4). */
export type AdminHorn = {
  id: number;
  content: string;
  status: number;
  user: AdminUser;
  free: boolean | number;
  cost: number;
  /** A noble's larger horn. */
  large?: boolean;
  created_at: string;
  reviewed_at: string | null;
  reason: string | null;
};

/** A withdrawal: status 0 waiting for review, 1 approved (paid), 2 rejected (returned). */
export type AdminWithdrawal = {
  id: number;
  amount: number;
  method: 'bank' | 'alipay';
  account_masked: string;
  holder_name_masked: string;
  bank_name: string | null;
  status: number;
  reason: string | null;
  user: AdminUser;
  created_at: string;
  reviewed_at: string | null;
};

export type AdminPage<T> = { list: T[]; total: number };

/** The longest rejection reason the API takes. */
export const REASON_MAX = 100;
