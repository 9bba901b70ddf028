'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Eye } from 'lucide-react';
import { apiPost } from '@/lib/client/api';
import type { AdminApplication, Revealed } from '@/lib/applications/contract';
import type { AdminExpertApplication } from '@/lib/experts/contract';
import type { AdminHorn, AdminWithdrawal } from '@/lib/wallet/contract';
import { inlineError } from '@/components/wallet/api-error';
import { useCoinFormat } from '@/components/wallet/format';
import { Spinner } from '@/components/wallet/wallet-dialog';
import { gameplayKey } from '@/components/experts/view';
import { ReviewQueue, type QueueDef, type QueuePage } from './review-queue';

/**
 * The four review queues of the console (issue 27 "Review queues"), each the shared ReviewQueue
 * with its own columns, words and detail: anchor applications (the sealed ID data behind a logged
 * "Show ID"), expert applications, horns and withdrawals.
 */

export function AnchorQueue({ initial }: { initial: QueuePage<AdminApplication> | null }) {
  const t = useTranslations('adminQueues');
  const def: QueueDef<AdminApplication> = {
    queue: 'anchors',
    listPath: 'admin/anchorApplicationList',
    reviewPath: 'admin/reviewAnchorApplication',
    subject: (a) => t('subject.anchors', { user: a.user.nickname, name: a.real_name }),
    approveText: (a) => t('approveText.anchors', { user: a.user.nickname }),
    columns: [
      {
        key: 'applicant',
        header: t('col.applicant'),
        cell: (a) => (
          <>
            <p className="text-ink">
              {a.real_name} <span className="text-ink-faint tabular-nums">{a.id_number}</span>
            </p>
            <p className="text-ink-soft text-xs break-all">{a.contact}</p>
          </>
        ),
      },
      {
        key: 'experience',
        header: t('col.experience'),
        className: 'max-w-xs',
        cell: (a) => (
          <p className="text-ink-soft line-clamp-2 text-xs break-words">{a.experience}</p>
        ),
      },
    ],
    detail: (a) => <AnchorDetail application={a} />,
  };
  return <ReviewQueue def={def} initial={initial} />;
}

function AnchorDetail({ application: a }: { application: AdminApplication }) {
  const t = useTranslations('adminQueues');
  const [reveal, setReveal] = useState(false);
  return (
    <div className="space-y-3">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-ink-soft">{t('realName')}</dt>
        <dd className="text-ink">{a.real_name}</dd>
        <dt className="text-ink-soft">{t('idNumber')}</dt>
        <dd className="text-ink tabular-nums">{a.id_number}</dd>
        <dt className="text-ink-soft">{t('contact')}</dt>
        <dd className="text-ink break-all">{a.contact}</dd>
        {a.inviter ? (
          <>
            <dt className="text-ink-soft">{t('inviter')}</dt>
            <dd className="text-ink">{a.inviter}</dd>
          </>
        ) : null}
        <dt className="text-ink-soft">{t('col.experience')}</dt>
        <dd className="text-ink whitespace-pre-wrap">{a.experience}</dd>
      </dl>
      {reveal ? (
        <Revealing id={a.id} />
      ) : (
        <button
          type="button"
          onClick={() => setReveal(true)}
          className="text-brand inline-flex items-center gap-1 text-sm font-medium hover:underline"
        >
          <Eye aria-hidden className="size-4" />
          {t('showId')}
        </button>
      )}
    </div>
  );
}

/** The full personal data of one application, read (and logged by the API) when shown. */
function Revealing({ id }: { id: number }) {
  const t = useTranslations('adminQueues');
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
  if (state.kind === 'failed')
    return (
      <p role="alert" className="text-live text-sm">
        {state.msg}
      </p>
    );
  if (state.kind !== 'shown')
    return (
      <p className="text-ink-soft flex items-center gap-2 text-sm">
        <Spinner className="size-4" />
        {t('loading')}
      </p>
    );
  const d = state.data;
  return (
    <div className="space-y-2" data-testid="reveal">
      <p className="text-ink-faint text-xs">{t('idLogged')}</p>
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

export function ExpertQueue({ initial }: { initial: QueuePage<AdminExpertApplication> | null }) {
  const t = useTranslations('adminQueues');
  const tg = useTranslations('experts.gameplay');
  const gameplays = (a: AdminExpertApplication) => (
    <span className="flex flex-wrap gap-1">
      {a.gameplays.map((g) => (
        <span
          key={g}
          className="bg-brand-soft text-brand rounded-full px-2 py-0.5 text-xs whitespace-nowrap"
        >
          {tg(gameplayKey(g))}
        </span>
      ))}
    </span>
  );
  const def: QueueDef<AdminExpertApplication> = {
    queue: 'experts',
    listPath: 'admin/expertApplicationList',
    reviewPath: 'admin/reviewExpertApplication',
    subject: (a) => t('subject.experts', { user: a.user.nickname }),
    approveText: (a) =>
      t('approveText.experts', {
        user: a.user.nickname,
        gameplays: a.gameplays.map((g) => tg(gameplayKey(g))).join(' · '),
      }),
    columns: [
      { key: 'gameplays', header: t('col.gameplays'), cell: gameplays },
      {
        key: 'text',
        header: t('col.text'),
        className: 'max-w-xs',
        cell: (a) => (
          <>
            <p className="text-ink-soft line-clamp-2 text-xs break-words">{a.text}</p>
            {a.user.is_expert ? <p className="text-win text-xs">{t('isExpert')}</p> : null}
          </>
        ),
      },
    ],
    detail: (a) => (
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-ink-soft">{t('col.gameplays')}</dt>
        <dd>{gameplays(a)}</dd>
        <dt className="text-ink-soft">{t('col.text')}</dt>
        <dd className="text-ink whitespace-pre-wrap">{a.text}</dd>
      </dl>
    ),
  };
  return <ReviewQueue def={def} initial={initial} />;
}

export function HornQueue({ initial }: { initial: QueuePage<AdminHorn> | null }) {
  const t = useTranslations('adminQueues');
  const fmt = useCoinFormat();
  const content = (h: AdminHorn) => (
    <>
      {h.large ? (
        <span className="mr-1.5 rounded bg-amber-100 px-1.5 py-0.5 text-[11px] font-semibold text-amber-700">
          {t('large')}
        </span>
      ) : null}
      {h.content}
    </>
  );
  const def: QueueDef<AdminHorn> = {
    queue: 'horns',
    listPath: 'admin/hornList',
    reviewPath: 'admin/reviewHorn',
    amountSort: true,
    subject: (h) => t('subject.horns', { user: h.user.nickname }),
    columns: [
      {
        key: 'content',
        header: t('col.content'),
        className: 'max-w-xs break-words',
        cell: content,
      },
      {
        key: 'amount',
        header: t('col.cost'),
        className: 'whitespace-nowrap tabular-nums',
        cell: (h) => (h.free ? t('free') : fmt.coins(h.cost)),
      },
    ],
    detail: (h) => (
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-ink-soft">{t('col.content')}</dt>
        <dd className="text-ink break-words">{content(h)}</dd>
        <dt className="text-ink-soft">{t('col.cost')}</dt>
        <dd className="text-ink tabular-nums">{h.free ? t('free') : fmt.coins(h.cost)}</dd>
      </dl>
    ),
  };
  return <ReviewQueue def={def} initial={initial} />;
}

export function WithdrawalQueue({ initial }: { initial: QueuePage<AdminWithdrawal> | null }) {
  const t = useTranslations('adminQueues');
  const fmt = useCoinFormat();
  const account = (w: AdminWithdrawal) =>
    w.method === 'alipay'
      ? `${t('alipay')} ${w.account_masked}`
      : `${w.bank_name || t('bank')} ${w.account_masked}`;
  const describe = (w: AdminWithdrawal) =>
    t('subject.withdrawals', {
      amount: fmt.coins(w.amount),
      user: w.user.nickname,
      account: account(w),
    });
  const def: QueueDef<AdminWithdrawal> = {
    queue: 'withdrawals',
    listPath: 'admin/withdrawalList',
    reviewPath: 'admin/reviewWithdrawal',
    amountSort: true,
    subject: describe,
    approveText: (w) => `${describe(w)} ${t('approveText.withdrawals')}`,
    columns: [
      {
        key: 'amount',
        header: t('col.amount'),
        className: 'text-right whitespace-nowrap tabular-nums',
        cell: (w) => <span className="text-ink font-semibold">{fmt.coins(w.amount)}</span>,
      },
      {
        key: 'account',
        header: t('col.account'),
        cell: (w) => (
          <>
            <p className="text-ink">{account(w)}</p>
            <p className="text-ink-faint text-xs">{w.holder_name_masked}</p>
          </>
        ),
      },
    ],
    detail: (w) => (
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-ink-soft">{t('col.amount')}</dt>
        <dd className="text-ink font-semibold tabular-nums">{fmt.coins(w.amount)}</dd>
        <dt className="text-ink-soft">{t('col.account')}</dt>
        <dd className="text-ink">
          {account(w)} · {w.holder_name_masked}
        </dd>
      </dl>
    ),
  };
  return <ReviewQueue def={def} initial={initial} />;
}
