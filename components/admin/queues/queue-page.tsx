import 'server-only';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { consoleMe } from '@/lib/admin/server';
import type { ReviewQueue } from '@/lib/admin/queue-limits';
import { serverApiOrNull } from '@/lib/bff/server';
import { seoMetadata } from '@/lib/seo/page';
import { ConsoleForbidden } from '@/components/admin/console-shell';
import { AnchorQueue, ExpertQueue, HornQueue, WithdrawalQueue } from './queues';
import { fromSearchParams, listParams, queueView } from './params';

/**
 * The server side of the four queue pages (app/[locale]/(site)/admin/<queue>/page.tsx): the
 * role check, and the first page of the list for the view in the URL, rendered on the server.
 */
export type QueuePageProps = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const SETUP = {
  anchors: { path: 'admin/anchorApplicationList', role: 'admin', amount: false, View: AnchorQueue },
  experts: { path: 'admin/expertApplicationList', role: 'admin', amount: false, View: ExpertQueue },
  horns: { path: 'admin/hornList', role: 'moderator', amount: true, View: HornQueue },
  withdrawals: { path: 'admin/withdrawalList', role: 'admin', amount: true, View: WithdrawalQueue },
} as const;

export async function queueMetadata(queue: ReviewQueue, props: QueuePageProps): Promise<Metadata> {
  const { locale } = await props.params;
  const t = await getTranslations({ locale, namespace: 'adminQueues' });
  // Staff only: never indexed.
  return seoMetadata({
    locale,
    path: `/admin/${queue}`,
    title: t(`title.${queue}`),
    noindex: true,
  });
}

export async function QueuePage({ queue, ...props }: QueuePageProps & { queue: ReviewQueue }) {
  const { locale } = await props.params;
  setRequestLocale(locale);
  const setup = SETUP[queue];
  const me = await consoleMe();
  if (!me || !me.roles.includes(setup.role)) return <ConsoleForbidden />;
  const view = queueView(fromSearchParams(await props.searchParams), setup.amount);
  const initial = await serverApiOrNull<never>(setup.path, listParams(view));
  const View = setup.View;
  return <View initial={initial} />;
}
