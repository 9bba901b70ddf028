import 'server-only';

/** Demo circles, posts and comments. */
export async function seedCommunity(): Promise<void> {}
