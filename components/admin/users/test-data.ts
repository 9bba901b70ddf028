import { answer } from '@/test/bff';
import type { ConsoleUser, ConsoleUserDetail } from '@/lib/admin/users-contract';

/** The console's users section (admin/userSearch, admin/userDetail …), as the API answers. */

export const consoleUser: ConsoleUser = {
  id: 42,
  nickname: 'Lucky Striker',
  avatar: '',
  mobile: '86-138****0042',
  roles: [],
  is_anchor: false,
  banned_until: null,
  muted_until: null,
  created_at: '2026-05-01T08:00:00.000Z',
  balance: 123.4,
};

export const userDetail: ConsoleUserDetail = {
  user: {
    ...consoleUser,
    signature: 'Up the Reds',
    verified: true,
    invite_code: 'AB12CD',
    has_payment_password: true,
    payment_locked: true,
  },
  balances: { coins: 123.4, income_pending: 0, income: 5 },
  sanctions: [
    {
      id: 7,
      kind: 'warn',
      until: null,
      reason: 'Keep it civil',
      actor_nickname: 'Mod Zhou',
      source: '',
      created_at: '2026-05-02T08:00:00.000Z',
      lifted_at: null,
    },
  ],
  reports: true,
};

const bannedUntil = '2099-06-02T08:00:00.000Z';

export const userSearchPage = answer('admin/userSearch', {
  list: [consoleUser],
  total: 1,
  page: 1,
  limit: 20,
});
export const userDetailAnswer = answer('admin/userDetail', userDetail);
export const bannedDetailAnswer = answer('admin/userDetail', {
  ...userDetail,
  user: { ...userDetail.user, banned_until: bannedUntil },
});
export const banAnswer = answer('admin/banUser', { banned_until: bannedUntil, muted_until: null });
export const unbanAnswer = answer('admin/unbanUser', { banned_until: null, muted_until: null });
export const resetLockAnswer = answer('admin/resetPaymentLock', null);
export const ledgerAnswer = answer('admin/userLedger', {
  list: [
    {
      id: 1,
      tx_id: 1,
      kind: 'recharge',
      account: 'coins',
      amount: 123.4,
      balance_after: 123.4,
      created_at: '2026-05-01T09:00:00.000Z',
    },
  ],
  total: 1,
  page: 1,
  limit: 20,
});
