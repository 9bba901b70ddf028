'use client';

import { useId } from 'react';
import { useFormatter } from 'next-intl';
import { RefreshCw } from 'lucide-react';
import { useModLog } from './data';
import { useStudioT, type StudioT } from './i18n';
import type { ModRecord } from '@/lib/chat/contract';
import { LOG_SHOWN } from '@/lib/chat/limits';
import { Button, Empty, LoadFailed, Loading, Section } from './ui';

/** The API's action names → the message keys (next-intl keys cannot hold dots). */
const ACTIONS = {
  mute: 'mute',
  unmute: 'unmute',
  delete: 'delete',
  blacklist: 'blacklist',
  unblacklist: 'unblacklist',
  'word.hide': 'wordHide',
  'word.mute': 'wordMute',
  'word.blacklist': 'wordBlacklist',
  settings: 'settings',
  'admin.add': 'adminAdd',
  'admin.remove': 'adminRemove',
} as const;

function actionText(t: StudioT, action: string): string {
  const key = ACTIONS[action as keyof typeof ACTIONS];
  return key ? t(`chat.logActions.${key}`) : t('chat.logActions.other', { action });
}

/** A chat id as people read it: u12 is user 12, guest_… a guest (its first four hex digits). */
export function chatIdText(t: StudioT, chatId: string | null): string {
  if (!chatId) return '—';
  const user = /^u(\d+)$/.exec(chatId);
  if (user) return t('chat.userN', { id: user[1] });
  const guest = /^guest_([0-9a-f]{4})/.exec(chatId);
  if (guest) return t('chat.guestN', { code: guest[1] });
  return chatId;
}

/** What the record's `detail` says, briefly (mute length, messages deleted, the word). */
export function detailText(t: StudioT, record: ModRecord): string {
  const d = record.detail && typeof record.detail === 'object' ? record.detail : {};
  const detail = d as Record<string, unknown>;
  const word = typeof detail.word === 'string' ? detail.word : null;
  switch (record.action) {
    case 'mute': {
      const duration = detail.duration;
      if (typeof duration === 'number') return t('chat.detail.hours', { hours: duration });
      if (duration === 'broadcast') return t('chat.detail.broadcast');
      if (duration === 'forever') return t('chat.detail.forever');
      return '';
    }
    case 'delete':
      return Array.isArray(detail.sequences)
        ? t('chat.detail.deleted', { count: detail.sequences.length })
        : '';
    case 'settings':
      if (word !== null)
        return detail.add === false
          ? t('chat.detail.wordRemoved', { word })
          : t('chat.detail.wordAdded', { word });
      return t('chat.detail.rules');
    default:
      return word !== null ? t('chat.detail.word', { word }) : '';
  }
}

/** chat/modLog: the latest 50 moderation records of the room, newest first. */
export function ModLogSection({ roomId }: { roomId: number }) {
  const t = useStudioT();
  const id = useId();
  const format = useFormatter();
  const log = useModLog(roomId);
  const records = log.data?.slice(0, LOG_SHOWN);

  return (
    <Section
      id={`${id}-log`}
      title={t('chat.logHeading')}
      intro={t('chat.logIntro')}
      action={
        <Button
          variant="ghost"
          busy={log.isValidating}
          onClick={() => void log.mutate()}
          className="h-9"
        >
          {log.isValidating ? null : <RefreshCw className="size-4" aria-hidden />}
          {t('chat.refresh')}
        </Button>
      }
    >
      {records ? (
        records.length === 0 ? (
          <Empty>{t('chat.logEmpty')}</Empty>
        ) : (
          <div className="border-surface-page overflow-x-auto rounded-xl border bg-white">
            <table className="w-full min-w-[34rem] text-left text-sm">
              <thead className="bg-surface-muted text-ink-soft text-xs">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t('chat.logTime')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t('chat.logActor')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t('chat.logAction')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t('chat.logTarget')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-surface-page divide-y">
                {records.map((r) => {
                  const detail = detailText(t, r);
                  return (
                    <tr key={r.id} className="align-top">
                      <td className="text-ink-soft px-3 py-2 whitespace-nowrap tabular-nums">
                        <time dateTime={new Date(r.time * 1000).toISOString()}>
                          {format.dateTime(new Date(r.time * 1000), {
                            month: '2-digit',
                            day: '2-digit',
                            hour: '2-digit',
                            minute: '2-digit',
                          })}
                        </time>
                      </td>
                      <td className="text-ink px-3 py-2">
                        {r.actor_id === null
                          ? t('chat.filter')
                          : (r.actor_nickname ?? t('chat.userN', { id: r.actor_id }))}
                      </td>
                      <td className="text-ink px-3 py-2">
                        {actionText(t, r.action)}
                        {detail ? (
                          <span className="text-ink-faint block text-xs">{detail}</span>
                        ) : null}
                      </td>
                      <td className="text-ink-soft px-3 py-2">{chatIdText(t, r.target_chat_id)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )
      ) : log.error ? (
        <LoadFailed onRetry={() => void log.mutate()} />
      ) : (
        <Loading />
      )}
    </Section>
  );
}
