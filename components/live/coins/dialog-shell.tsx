'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import { X } from 'lucide-react';
import clsx from 'clsx';

/**
 * The room's coin dialogs (gift sheet, noble tiers, horn): a sheet from the bottom under 992 px,
 * a centred card above, like the login dialog. Only the lazy chunks import it (Radix stays out of
 * the room's first load).
 */
export function DialogShell({
  open,
  onOpenChange,
  title,
  description,
  icon,
  width = 'desk:w-[440px]',
  testId,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  icon?: React.ReactNode;
  width?: string;
  testId?: string;
  children: React.ReactNode;
}) {
  const tc = useTranslations('common');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="motion-safe:animate-fade-in fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content
          data-testid={testId}
          // Without a description, say so (Radix links one otherwise).
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={clsx(
            'bg-surface text-ink fixed z-50 flex flex-col overflow-hidden shadow-2xl outline-none',
            'mobile:inset-x-0 mobile:bottom-0 mobile:max-h-[88dvh] mobile:rounded-t-2xl',
            'desk:top-1/2 desk:left-1/2 desk:max-h-[88vh] desk:-translate-x-1/2 desk:-translate-y-1/2 desk:rounded-2xl',
            width,
          )}
        >
          <header className="border-surface-page flex items-start gap-3 border-b px-5 pt-4 pb-3">
            {icon && <span className="mt-0.5 shrink-0">{icon}</span>}
            <div className="min-w-0 flex-1">
              <Dialog.Title className="text-ink text-base font-bold">{title}</Dialog.Title>
              {description ? (
                <Dialog.Description className="text-ink-soft mt-0.5 text-xs leading-5">
                  {description}
                </Dialog.Description>
              ) : null}
            </div>
            <Dialog.Close
              aria-label={tc('close')}
              className="text-ink-soft hover:bg-surface-muted hover:text-ink -mr-2 rounded-md p-1.5"
            >
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </header>
          <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
