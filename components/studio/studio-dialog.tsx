'use client';

import { useEffect, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import * as Tabs from '@radix-ui/react-tabs';
import { useLocale, useTranslations } from 'next-intl';
import clsx from 'clsx';
import { AlertTriangle, X } from 'lucide-react';
import { clientMessage } from '@/lib/client/client-messages';
import { BroadcastTab } from './broadcast-tab';
import { ChatTab } from './chat-tab';
import { useRoom, useRoomWatch, withRoomFrame } from './data';
import {
  loadStudioMessages,
  StudioMessagesProvider,
  useStudioT,
  type StudioMessages,
} from './i18n';
import { NoticeTab } from './notice-tab';
import { ObsTab } from './obs-tab';
import { ScheduleTab } from './schedule-tab';
import type { RoomItem } from '@/lib/live/contract';
import type { StudioLabels } from './studio-button';
import { Button, LoadFailed, Loading, Spinner } from './ui';

/** Fetches the studio's messages ahead of the first opening (the button's pointer-over or focus). */
export function preloadStudio(locale: string): void {
  loadStudioMessages(locale).catch(() => {
    // The opening asks again and shows the failure.
  });
}

export type StudioDialogProps = {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The nav button (outside Radix, see StudioButton), which gets the focus back on closing. */
  trigger: React.RefObject<HTMLButtonElement | null>;
  anchorId: number;
  /** The server-translated texts shown until the studio's own messages are in. */
  labels: StudioLabels;
};

const TABS = ['broadcast', 'obs', 'notice', 'schedule', 'chat'] as const;
type Tab = (typeof TABS)[number];

/**
 * The anchor's studio (issue 9 §7 "Anchor controls"): a centred panel on wide screens, the whole
 * screen under 992 px. Its messages arrive with it (i18n.tsx); until then it shows a spinner.
 */
export default function StudioDialog({
  id,
  open,
  onOpenChange,
  trigger,
  anchorId,
  labels,
}: StudioDialogProps) {
  const locale = useLocale();
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<{ locale: string; messages: StudioMessages } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    loadStudioMessages(locale).then(
      (messages) => {
        if (current) setLoaded({ locale, messages });
      },
      () => {
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [locale, attempt]);

  const messages = loaded?.locale === locale ? loaded.messages : null;

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="data-[state=open]:animate-fade-in fixed inset-0 z-50 bg-black/60 backdrop-blur-[2px]" />
        <Dialog.Content
          id={id}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            trigger.current?.focus();
          }}
          className={clsx(
            'bg-surface-page fixed z-50 flex flex-col overflow-hidden shadow-2xl outline-none',
            // Under 992 px the whole screen; above it a large centred panel.
            'mobile:inset-0 mobile:h-dvh',
            'desk:top-1/2 desk:left-1/2 desk:h-[min(48rem,92vh)] desk:w-[min(60rem,calc(100vw-3rem))] desk:-translate-x-1/2 desk:-translate-y-1/2 desk:rounded-2xl',
          )}
        >
          {messages ? (
            <StudioMessagesProvider messages={messages}>
              <Studio anchorId={anchorId} />
            </StudioMessagesProvider>
          ) : (
            <Pending
              labels={labels}
              failed={failed}
              onRetry={() => {
                setFailed(false);
                setAttempt((n) => n + 1);
              }}
            />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Before the messages are in: the button's text as the title, a spinner or a retry. */
function Pending({
  labels,
  failed,
  onRetry,
}: {
  labels: StudioLabels;
  failed: boolean;
  onRetry: () => void;
}) {
  const tc = useTranslations('common');
  return (
    <div className="relative flex flex-1 flex-col items-center justify-center gap-4 p-6 text-center">
      <Dialog.Title className="text-ink text-lg font-semibold">{labels.open}</Dialog.Title>
      <Dialog.Description className="sr-only">{labels.loading}</Dialog.Description>
      {failed ? (
        <>
          <p role="alert" className="text-live flex items-center gap-2 text-sm">
            <AlertTriangle className="size-4 shrink-0" aria-hidden />
            {clientMessage('networkError')}
          </p>
          <Button onClick={onRetry}>{labels.retry}</Button>
        </>
      ) : (
        <p role="status" className="text-ink-soft flex items-center gap-2 text-sm">
          <Spinner className="size-5" />
          {labels.loading}
        </p>
      )}
      <Dialog.Close
        aria-label={tc('close')}
        className="text-ink-soft hover:bg-surface absolute top-3 right-3 grid size-9 place-items-center rounded-full"
      >
        <X className="size-5" aria-hidden />
      </Dialog.Close>
    </div>
  );
}

function Studio({ anchorId }: { anchorId: number }) {
  const t = useStudioT();
  const [tab, setTab] = useState<Tab>('broadcast');
  const [visited, setVisited] = useState<ReadonlySet<Tab>>(() => new Set<Tab>(['broadcast']));
  const room = useRoom();
  const current = room.data;
  const onRoom = (r: RoomItem) => void room.mutate(r, { revalidate: false });
  useRoomWatch(
    current,
    (f) => void room.mutate((r) => (r ? withRoomFrame(r, f) : r), { revalidate: false }),
  );

  return (
    <>
      <header className="bg-nav desk:px-6 flex shrink-0 items-center gap-3 px-4 py-3 text-white">
        <div className="min-w-0 flex-1">
          <Dialog.Title className="truncate text-lg font-semibold">{t('title')}</Dialog.Title>
          <Dialog.Description className="max-desk:sr-only truncate text-xs text-white/70">
            {t('description')}
          </Dialog.Description>
        </div>
        {current ? <StateBadge live={current.state === 'live'} /> : null}
        <Dialog.Close
          aria-label={t('close')}
          className="grid size-9 shrink-0 place-items-center rounded-full text-white/80 outline-none hover:bg-white/10 hover:text-white focus-visible:ring-2 focus-visible:ring-white/70"
        >
          <X className="size-5" aria-hidden />
        </Dialog.Close>
      </header>
      <Tabs.Root
        value={tab}
        onValueChange={(v) => {
          setTab(v as Tab);
          setVisited((seen) => new Set(seen).add(v as Tab));
        }}
        className="flex min-h-0 flex-1 flex-col"
      >
        <Tabs.List
          aria-label={t('tabs.label')}
          className="bg-surface border-surface-page desk:px-4 flex shrink-0 gap-1 overflow-x-auto border-b px-2"
        >
          {TABS.map((key) => (
            <Tabs.Trigger
              key={key}
              value={key}
              className="text-ink-soft hover:text-ink data-[state=active]:border-brand data-[state=active]:text-brand focus-visible:ring-brand/30 -mb-px shrink-0 border-b-2 border-transparent px-3 py-3 text-sm font-medium whitespace-nowrap outline-none focus-visible:ring-2"
            >
              {t(`tabs.${key}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <div className="min-h-0 flex-1 overflow-y-auto">
          <div className="desk:px-6 mx-auto max-w-3xl px-4 pb-8">
            {current ? (
              TABS.map((key) => (
                // Each tab mounts when first opened and then stays, keeping what was typed in it.
                <Tabs.Content
                  key={key}
                  value={key}
                  forceMount
                  className="outline-none data-[state=inactive]:hidden"
                >
                  {visited.has(key) ? (
                    <Panel tab={key} room={current} onRoom={onRoom} anchorId={anchorId} />
                  ) : null}
                </Tabs.Content>
              ))
            ) : room.error ? (
              <div className="py-6">
                <LoadFailed onRetry={() => void room.mutate()} />
              </div>
            ) : (
              <Loading />
            )}
          </div>
        </div>
      </Tabs.Root>
    </>
  );
}

function Panel({
  tab,
  room,
  onRoom,
  anchorId,
}: {
  tab: Tab;
  room: RoomItem;
  onRoom: (room: RoomItem) => void;
  anchorId: number;
}) {
  switch (tab) {
    case 'broadcast':
      return <BroadcastTab room={room} onRoom={onRoom} />;
    case 'obs':
      return <ObsTab />;
    case 'notice':
      return <NoticeTab room={room} onRoom={onRoom} />;
    case 'schedule':
      return <ScheduleTab anchorId={anchorId} />;
    case 'chat':
      return <ChatTab roomId={room.id} />;
  }
}

function StateBadge({ live }: { live: boolean }) {
  const t = useStudioT();
  return (
    <span
      className={clsx(
        'flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold',
        live ? 'bg-live text-white' : 'bg-white/10 text-white/80',
      )}
    >
      <span
        aria-hidden
        className={clsx('size-2 rounded-full', live ? 'animate-pulse bg-white' : 'bg-white/50')}
      />
      {t(live ? 'broadcast.live' : 'broadcast.offline')}
    </span>
  );
}
