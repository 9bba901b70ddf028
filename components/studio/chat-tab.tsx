'use client';

import { BlockedWordsSection } from './blocked-words';
import { ChatRulesSection } from './chat-rules';
import { ModLogSection } from './mod-log';
import { RoomAdminsSection } from './room-admins';

/** The room's chat: its rules, its administrators, its blocked words and what staff did. */
export function ChatTab({ roomId }: { roomId: number }) {
  return (
    <>
      <ChatRulesSection roomId={roomId} />
      <RoomAdminsSection />
      <BlockedWordsSection roomId={roomId} />
      <ModLogSection roomId={roomId} />
    </>
  );
}
