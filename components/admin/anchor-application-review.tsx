'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Eye } from 'lucide-react';
import clsx from 'clsx';
import { apiPost } from '@/lib/client/api';
import { inlineError } from '@/components/wallet/api-error';
import { Spinner, WalletDialog } from '@/components/wallet/wallet-dialog';
import type { AdminApplication, Revealed } from '@/lib/applications/contract';
import {
  ReviewDialogs,
  ReviewCells,
  ReviewFrame,
  td,
  th,
  useReview,
  useReviewList,
} from './review-kit';

/**
 * Anchor applications for review (issue 25): masked personal data in the list; "Show ID" opens
 * the full name, number and photos in a dialog, a read the API logs. Approval makes the user an
 * anchor with a room; rejection needs the reason they will read.
 */
export function AnchorApplicationReview() {
  const t = useTranslations('admin');
  const list = useReviewList<AdminApplication>('admin/anchorApplicationList');
  const r = useReview<AdminApplication>('admin/reviewAnchorApplication');
  const [revealing, setRevealing] = useState<AdminApplication | null>(null);
  const subject = (a: AdminApplication) =>
    t('applicationSubject', { user: a.user.nickname, name: a.real_name });

  return (
    <>
      <ReviewFrame<AdminApplication>
        kind="anchors"
        {...list}
        head={
          <tr>
            <th className={th}>{t('col.id')}</th>
            <th className={th}>{t('col.user')}</th>
            <th className={th}>{t('col.applicant')}</th>
            <th className={th}>{t('col.experience')}</th>
            <th className={th}>{t('col.submitted')}</th>
            <th className={th}>{t('col.status')}</th>
            <th className={clsx(th, 'text-right')}>{t('col.actions')}</th>
          </tr>
        }
        row={(item) => {
          const a = r.current(item);
          return (
            <tr key={a.id} data-testid="admin-row">
              <td className={clsx(td, 'text-ink-faint tabular-nums')}>{a.id}</td>
              <td className={td}>
                <p className="text-ink font-medium">{a.user.nickname}</p>
                <p className="text-ink-faint text-xs">{a.user.mobile_masked}</p>
              </td>
              <td className={td}>
                <p className="text-ink">
                  {a.real_name} <span className="text-ink-faint tabular-nums">{a.id_number}</span>
                </p>
                <p className="text-ink-soft text-xs break-all">{a.contact}</p>
                {a.inviter ? (
                  <p className="text-ink-faint text-xs">{t('invitedBy', { name: a.inviter })}</p>
                ) : null}
                <button
                  type="button"
                  onClick={() => setRevealing(a)}
                  className="text-brand mt-1 inline-flex items-center gap-1 text-xs font-medium hover:underline"
                >
                  <Eye aria-hidden className="size-3.5" />
                  {t('showId')}
                </button>
              </td>
              <td className={clsx(td, 'text-ink-soft max-w-xs text-xs break-words')}>
                {a.experience}
              </td>
              <ReviewCells<AdminApplication> kind="anchors" r={r} row={a} subject={subject(a)} />
            </tr>
          );
        }}
      />
      <RevealDialog application={revealing} onClose={() => setRevealing(null)} />
      <ReviewDialogs<AdminApplication>
        r={r}
        approve={{
          title: t('approveApplication'),
          text: (a) => t('approveApplicationText', { user: a.user.nickname }),
        }}
        reject={{ title: t('rejectApplication'), subject }}
      />
    </>
  );
}

/** The full personal data of one application, read (and logged) when the dialog opens. */
function RevealDialog({
  application,
  onClose,
}: {
  application: AdminApplication | null;
  onClose: () => void;
}) {
  const t = useTranslations('admin');
  return (
    <WalletDialog
      open={application !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('idTitle')}
      description={t('idLogged')}
      testId="reveal-dialog"
    >
      {application ? <Revealing key={application.id} id={application.id} /> : null}
    </WalletDialog>
  );
}

function Revealing({ id }: { id: number }) {
  const t = useTranslations('admin');
  const [state, setState] = useState<
    { kind: 'loading' } | { kind: 'shown'; data: Revealed } | { kind: 'failed'; msg: string }
  >({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    apiPost<Revealed>('admin/anchorApplicationReveal', { id }, { silent: true }).then(
      (data) => live && setState({ kind: 'shown', data }),
      (e: unknown) => live && setState({ kind: 'failed', msg: inlineError(e) }),
    );
    return () => {
      live = false;
    };
  }, [id]);
  if (state.kind === 'failed') {
    return (
      <p role="alert" className="text-live text-sm">
        {state.msg}
      </p>
    );
  }
  if (state.kind !== 'shown') {
    return (
      <p className="text-ink-soft flex items-center gap-2 text-sm">
        <Spinner className="size-4" />
        {t('loading')}
      </p>
    );
  }
  const d = state.data;
  return (
    <div className="space-y-3 text-sm">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-ink-soft">{t('realName')}</dt>
        <dd className="text-ink font-medium" data-testid="reveal-name">
          {d.real_name}
        </dd>
        <dt className="text-ink-soft">{t('idNumber')}</dt>
        <dd className="text-ink font-medium tabular-nums" data-testid="reveal-number">
          {d.id_number}
        </dd>
      </dl>
      <div className="grid grid-cols-2 gap-2">
        {(
          [
            ['idFront', d.id_front],
            ['idBack', d.id_back],
          ] as const
        ).map(([key, src]) => (
          <figure key={key} className="bg-surface-muted overflow-hidden rounded-lg">
            {src ? (
              // A data: URL of a private file: never through the image optimiser or a cache.
              // eslint-disable-next-line @next/next/no-img-element
              <img src={src} alt={t(key)} className="aspect-[3/2] w-full object-contain" />
            ) : (
              <p className="text-ink-faint aspect-[3/2] p-4 text-xs">{t('photoMissing')}</p>
            )}
            <figcaption className="text-ink-soft px-2 py-1 text-xs">{t(key)}</figcaption>
          </figure>
        ))}
      </div>
    </div>
  );
}
