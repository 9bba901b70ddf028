/**
 * Users the e2e server seeds besides the demo data (scripts/e2e-server.ts), each for one journey
 * of e2e/member.spec.ts (the third: of e2e/admin-queues.spec.ts): they were never sent an SMS
 * code, so they may ask for one at once.
 */
export const E2E_APPLICANTS = {
  mobiles: ['86-13700000001', '86-13700000002', '86-13700000003'],
  password: 'apply123456',
} as const;
