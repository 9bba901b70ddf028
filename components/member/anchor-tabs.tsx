'use client';

import { BroadcastTab } from '@/components/studio/broadcast-tab';
import { useRoom, useRoomWatch, withRoomFrame } from '@/components/studio/data';
import { StudioMessagesProvider, type StudioMessages } from '@/components/studio/i18n';
import { NoticeTab } from '@/components/studio/notice-tab';
import { ObsTab } from '@/components/studio/obs-tab';
import { ScheduleTab } from '@/components/studio/schedule-tab';
import { LoadFailed, Loading } from '@/components/studio/ui';
import type { RoomItem } from '@/lib/live/contract';

/**
 * The anchor's own tabs of the member centre (docs/product.md §2 `/member` type 6, §6): the
 * studio's parts (components/studio), not copies. The page hands over the studio's messages with
 * the tab (components/studio/messages-action.ts), so nothing waits for them.
 */

/** The anchor's room, followed over the websocket while the tab is open, as the studio does. */
function WithRoom({
  children,
}: {
  children: (room: RoomItem, onRoom: (r: RoomItem) => void) => React.ReactNode;
}) {
  const room = useRoom();
  const current = room.data;
  useRoomWatch(
    current,
    (f) => void room.mutate((r) => (r ? withRoomFrame(r, f) : r), { revalidate: false }),
  );
  if (current) return children(current, (r) => void room.mutate(r, { revalidate: false }));
  if (room.error)
    return (
      <div className="py-5">
        <LoadFailed onRetry={() => void room.mutate()} />
      </div>
    );
  return <Loading />;
}

/** Type 6: going live and the room's settings, the streaming software's address, the schedule. */
export function AnchorRoomSettings({
  messages,
  anchorId,
}: {
  messages: StudioMessages;
  anchorId: number;
}) {
  return (
    <StudioMessagesProvider messages={messages}>
      <div className="bg-surface desk:px-6 rounded-xl px-4 shadow-sm" data-testid="anchor-room">
        <WithRoom>
          {(room, onRoom) => (
            <>
              <BroadcastTab room={room} onRoom={onRoom} />
              <ObsTab />
              <ScheduleTab anchorId={anchorId} />
            </>
          )}
        </WithRoom>
      </div>
    </StudioMessagesProvider>
  );
}

/** Type 8: the room's notice (at most 50 characters, docs/product.md §5). */
export function AnchorNotice({ messages }: { messages: StudioMessages }) {
  return (
    <StudioMessagesProvider messages={messages}>
      <div className="bg-surface desk:px-6 rounded-xl px-4 shadow-sm" data-testid="anchor-notice">
        <WithRoom>{(room, onRoom) => <NoticeTab room={room} onRoom={onRoom} />}</WithRoom>
      </div>
    </StudioMessagesProvider>
  );
}
