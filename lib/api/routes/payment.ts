import 'server-only';
import type { Endpoint } from '../endpoint';

/** Recharge orders, payment providers' notifications, bonuses and the order list (issue 11). */
export const paymentEndpoints: Endpoint[] = [];
