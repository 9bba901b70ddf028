/**
 * The member-centre addresses of the wallet's tabs (components/member/menu.ts holds the numbers),
 * for links between them.
 */
export const WALLET_TAB = '/member?type=1';
export const NOBLE_TAB = '/member?type=3';
export const RECORDS_TAB = '/member?type=5';
export const BANK_CARD_TAB = '/member?type=9';
export const PAYMENT_PASSWORD_TAB = '/member?type=10';
