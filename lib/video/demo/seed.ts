import 'server-only';

/** Demo videos (owned by the video domain). */
export async function seedVideos(): Promise<void> {}
