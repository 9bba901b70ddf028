import 'server-only';

/** Demo data of the wallet (issue 11): idempotent, like every seed. */
export async function seedNobles(): Promise<void> {}
