/**
 * The video API's answers as the pages and islands read them (types only: the schemas in
 * ./schemas.ts are the one source, so a type import carries no zod into a browser bundle).
 */
import type { z } from 'zod';
import type {
  categoryMineOutput,
  categoryOutput,
  commentOutput,
  commentPageOutput,
  rankOutput,
  repliesOutput,
  videoInfoOutput,
  videoItemOutput,
  videoPageOutput,
} from './schemas';

export type VideoItem = z.infer<typeof videoItemOutput>;
export type VideoPage = z.infer<typeof videoPageOutput>;
export type VideoInfo = z.infer<typeof videoInfoOutput>;
export type RankedVideo = z.infer<typeof rankOutput>[number];
export type VideoCategoryItem = z.infer<typeof categoryOutput>;
export type VideoCategoryMine = z.infer<typeof categoryMineOutput>;
export type VideoComment = z.infer<typeof commentOutput>;
export type VideoCommentPage = z.infer<typeof commentPageOutput>;
export type VideoReplies = z.infer<typeof repliesOutput>;
