'use client';

import { useTranslations } from 'next-intl';
import clsx from 'clsx';
import {
  ReviewCells,
  ReviewDialogs,
  ReviewFrame,
  td,
  th,
  useReview,
  useReviewList,
} from '@/components/admin/review-kit';
import type { AdminExpertApplication } from '@/lib/experts/contract';
import { gameplayKey } from './view';

/**
 * Expert applications for review on /admin (issue 26; docs/product.md "Experts"), beside the
 * anchor applications and with the same kit: by status, paged; the applicant, the gameplays they
 * asked for and why. Approval makes them an expert in those gameplays; a rejection needs the
 * reason they will read in the member centre.
 */
export function ExpertApplicationReview() {
  const t = useTranslations('admin');
  const te = useTranslations('experts.admin');
  const tg = useTranslations('experts.gameplay');
  const list = useReviewList<AdminExpertApplication>('admin/expertApplicationList');
  const r = useReview<AdminExpertApplication>('admin/reviewExpertApplication');
  const gameplays = (a: AdminExpertApplication) =>
    a.gameplays.map((g) => tg(gameplayKey(g))).join(te('separator'));
  const subject = (a: AdminExpertApplication) => te('subject', { user: a.user.nickname });

  return (
    <>
      <ReviewFrame<AdminExpertApplication>
        kind="experts"
        {...list}
        head={
          <tr>
            <th className={th}>{t('col.id')}</th>
            <th className={th}>{t('col.user')}</th>
            <th className={th}>{te('gameplays')}</th>
            <th className={th}>{te('text')}</th>
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
                {a.user.is_expert ? <p className="text-win text-xs">{te('isExpert')}</p> : null}
              </td>
              <td className={td}>
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
              </td>
              <td className={clsx(td, 'text-ink-soft max-w-xs text-xs break-words')}>{a.text}</td>
              <ReviewCells<AdminExpertApplication>
                kind="experts"
                r={r}
                row={a}
                subject={subject(a)}
              />
            </tr>
          );
        }}
      />
      <ReviewDialogs<AdminExpertApplication>
        r={r}
        approve={{
          title: te('approveTitle'),
          text: (a) => te('approveText', { user: a.user.nickname, gameplays: gameplays(a) }),
        }}
        reject={{ title: te('rejectTitle'), subject }}
      />
    </>
  );
}
