/** The sandbox checkout's order (checked: test/fixtures-contract.test.ts). */
import type { SandboxOrder } from './sandbox-checkout';

/** payment/sandboxCheckout: an unpaid order of 980 coins (20 of them a bonus) for ¥98. */
export const sandboxOrder: SandboxOrder = {
  order_no: 'R20261127080000ABCDEFGHJK12',
  status: 0,
  status_name: '待支付',
  coins: 980,
  bonus: 20,
  price: 98,
  currency: 'CNY',
  created_at: '2026-11-27T08:00:00.000Z',
  expires_at: '2026-11-27T08:30:00.000Z',
  return_url: '/member?type=1&order=R20261127080000ABCDEFGHJK12',
};
