import 'server-only';

/** Demo banners, news categories and articles. */
export async function seedNews(): Promise<void> {}
