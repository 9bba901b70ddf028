'use client';

import { useTranslations } from 'next-intl';
import { Smartphone } from 'lucide-react';
import { Link } from '@/i18n/navigation';
import { LazyPopover, POPOVER_SURFACE } from '@/components/ui/lazy-popover';
import { QrCode } from '@/components/ui/qr-code';

/** The navigation bar's download-app panel with the app QR code (docs/product.md §2). */
export function DownloadPopover({
  qrSvg,
  roomy = false,
}: {
  qrSvg: string | null;
  /** The bar also holds the anchor's go-live button: the label needs 1536 px (Vietnamese). */
  roomy?: boolean;
}) {
  const t = useTranslations('nav');
  return (
    <LazyPopover
      hover
      triggerClassName="flex h-9 shrink-0 items-center gap-1.5 rounded-full px-2.5 text-sm whitespace-nowrap text-white/80 transition hover:bg-white/10 hover:text-white data-[state=open]:bg-white/10"
      trigger={
        <>
          <Smartphone className="size-4" aria-hidden />
          {/* Named by its text at every width; shown from 1360 px, where the bar has room for it,
              on one line (`not-sr-only` alone would let it wrap: it sets white-space back to normal). */}
          <span
            className={
              roomy
                ? 'sr-only min-[1536px]:not-sr-only min-[1536px]:whitespace-nowrap'
                : 'sr-only min-[1360px]:not-sr-only min-[1360px]:whitespace-nowrap'
            }
          >
            {t('downloadApp')}
          </span>
        </>
      }
      contentClassName={`${POPOVER_SURFACE} w-52 p-4 text-center`}
    >
      {qrSvg ? (
        <QrCode src={qrSvg} label={t('scanToDownload')} className="mx-auto size-40" />
      ) : (
        <div className="bg-surface-page text-ink-faint mx-auto grid size-40 place-items-center rounded-md text-xs">
          {t('qrUnavailable')}
        </div>
      )}
      <p className="text-ink-soft mt-3 text-xs">{t('scanToDownload')}</p>
      <Link
        href="/downLoad"
        className="text-brand mt-2 inline-block text-xs font-medium hover:underline"
      >
        {t('downloadMore')}
      </Link>
    </LazyPopover>
  );
}
