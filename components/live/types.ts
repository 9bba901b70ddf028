import type { z } from 'zod';
import type { recordingOutput, roomItemOutput, scheduleOutput } from '@/lib/live/schemas';

/** The platform API's live shapes (lib/live/schemas.ts), as the pages receive them. */
export type LiveRoom = z.infer<typeof roomItemOutput>;
export type LiveRecording = z.infer<typeof recordingOutput>;
export type BookedBroadcast = z.infer<typeof scheduleOutput>;

/** A page of `live_streaming/getLiveList2`. */
export type LivePage<T> = { list: T[]; total: number; page: number };

/** One entry of `User/attentionList`: on-air anchors first, each with its room (or null). */
export type FollowedAnchor = {
  anchor_id: number;
  nickname: string;
  avatar: string;
  level: number;
  /** Unix seconds. */
  followed_at: number;
  room: LiveRoom | null;
};
