import { getFormatter, getTranslations } from 'next-intl/server';
import { AlertTriangle, CheckCircle2, Clock, FlaskConical, XCircle } from 'lucide-react';
import type { Locale } from '@/i18n/routing';
import { Link } from '@/i18n/navigation';
import type { SandboxCheckout } from '@/lib/wallet/contract';

/** The order as payment/sandboxCheckout answers it. */
export type SandboxOrder = SandboxCheckout;

/** Why no order can be shown: a forged or broken link, the sandbox switched off, anything else. */
export type SandboxProblem = 'notFound' | 'unavailable' | 'error';

type Props = {
  locale: Locale;
  order: SandboxOrder | null;
  problem: SandboxProblem | null;
  /** The link the page was opened with, handed back by the form. */
  sig: string;
  /** The last submit did not go through. */
  failed: boolean;
};

const STATE_OF: Record<number, 'paid' | 'cancelled' | 'expired'> = {
  1: 'paid',
  2: 'cancelled',
  3: 'expired',
};

/**
 * The sandbox provider's checkout (issue 11 §2), rendered on the server and working without
 * JavaScript: the order, then one form whose Confirm and Cancel buttons post to the sandbox's
 * submit route (lib/api/routes/payment.ts), which notifies the site as a provider would and
 * sends the browser back to the wallet. Closed orders and bad links get a state of their own.
 */
export async function SandboxCheckout({ locale, order, problem, sig, failed }: Props) {
  const t = await getTranslations({ locale, namespace: 'pay' });
  const format = await getFormatter({ locale });
  const coins = (n: number) => format.number(n, { maximumFractionDigits: 1 });

  let body: React.ReactNode;
  if (!order || problem) {
    const key = problem ?? 'notFound';
    body = (
      <State
        icon={<AlertTriangle aria-hidden className="size-7" />}
        tone="live"
        title={t(`state.${key}.title`)}
        text={t(`state.${key}.text`)}
        link={{
          href: key === 'unavailable' ? '/main' : '/member?type=1',
          label: key === 'unavailable' ? t('toHome') : t('toWallet'),
        }}
      />
    );
  } else if (STATE_OF[order.status]) {
    const state = STATE_OF[order.status];
    body = (
      <State
        icon={
          state === 'paid' ? (
            <CheckCircle2 aria-hidden className="size-7" />
          ) : state === 'expired' ? (
            <Clock aria-hidden className="size-7" />
          ) : (
            <XCircle aria-hidden className="size-7" />
          )
        }
        tone={state === 'paid' ? 'win' : 'muted'}
        title={t(`state.${state}.title`)}
        text={t(`state.${state}.text`)}
        orderNo={order.order_no}
        orderLabel={t('orderNo')}
        link={{ href: `/member?type=1&order=${order.order_no}`, label: t('toWallet') }}
      />
    );
  } else {
    const amount = format.number(order.price, { style: 'currency', currency: order.currency });
    body = (
      <>
        <dl className="divide-surface-page mt-6 divide-y text-sm">
          <Row label={t('item')}>
            <span className="text-ink font-semibold">
              {t('coins', { coins: coins(order.coins) })}
            </span>
            {order.bonus > 0 && (
              <span className="text-brand ml-2">{t('bonus', { bonus: coins(order.bonus) })}</span>
            )}
          </Row>
          <Row label={t('amount')}>
            <span className="text-ink text-xl font-bold" data-testid="sandbox-amount">
              {amount}
            </span>
          </Row>
          <Row label={t('orderNo')}>
            <span className="text-ink font-mono break-all">{order.order_no}</span>
          </Row>
          <Row label={t('expires')}>
            <time dateTime={order.expires_at} className="text-ink">
              {format.dateTime(new Date(order.expires_at), {
                dateStyle: 'medium',
                timeStyle: 'short',
              })}
            </time>
          </Row>
        </dl>
        {failed && (
          <p role="alert" className="bg-live-soft text-live mt-4 rounded-lg px-4 py-3 text-sm">
            {t('failed')}
          </p>
        )}
        <form
          method="post"
          action="/api/payment/sandbox/submit"
          className="mt-6 flex flex-col gap-3 sm:flex-row-reverse"
        >
          <input type="hidden" name="order" value={order.order_no} />
          <input type="hidden" name="sig" value={sig} />
          <input type="hidden" name="lang" value={locale} />
          <button
            type="submit"
            name="action"
            value="confirm"
            data-testid="sandbox-confirm"
            className="bg-brand hover:bg-brand-dark flex-1 rounded-lg px-6 py-3 text-sm font-semibold text-white transition-colors"
          >
            {t('confirm', { amount })}
          </button>
          <button
            type="submit"
            name="action"
            value="cancel"
            data-testid="sandbox-cancel"
            className="text-ink-soft hover:bg-surface-page border-surface-page flex-1 rounded-lg border px-6 py-3 text-sm font-semibold transition-colors"
          >
            {t('cancel')}
          </button>
        </form>
      </>
    );
  }

  return (
    <div className="desk:py-12 mx-auto max-w-lg px-3 py-6">
      <section
        className="bg-surface rounded-xl p-6 shadow-sm sm:p-8"
        data-testid="sandbox-checkout"
      >
        <div className="flex items-center justify-between gap-3">
          <h1 className="text-ink text-lg font-semibold">{t('title')}</h1>
          <span className="bg-brand-soft text-brand inline-flex items-center gap-1 rounded-full px-3 py-1 text-xs font-semibold">
            <FlaskConical aria-hidden className="size-3.5" />
            {t('badge')}
          </span>
        </div>
        <p className="text-ink-soft mt-3 text-sm leading-relaxed">{t('notice')}</p>
        {body}
      </section>
    </div>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-3">
      <dt className="text-ink-faint shrink-0">{label}</dt>
      <dd className="text-right">{children}</dd>
    </div>
  );
}

function State(props: {
  icon: React.ReactNode;
  tone: 'win' | 'live' | 'muted';
  title: string;
  text: string;
  orderNo?: string;
  orderLabel?: string;
  link: { href: string; label: string };
}) {
  const tone = {
    win: 'bg-surface-page text-win',
    live: 'bg-live-soft text-live',
    muted: 'bg-surface-page text-ink-soft',
  }[props.tone];
  return (
    <div className="mt-6 text-center" data-testid="sandbox-state">
      <div className={`mx-auto mb-4 flex size-14 items-center justify-center rounded-full ${tone}`}>
        {props.icon}
      </div>
      <h2 className="text-ink text-base font-semibold">{props.title}</h2>
      <p className="text-ink-soft mt-2 text-sm">{props.text}</p>
      {props.orderNo && (
        <p className="text-ink-faint mt-3 text-xs">
          {props.orderLabel} <span className="font-mono">{props.orderNo}</span>
        </p>
      )}
      <Link
        href={props.link.href}
        className="bg-brand hover:bg-brand-dark mt-6 inline-block rounded-lg px-6 py-2.5 text-sm font-semibold text-white transition-colors"
      >
        {props.link.label}
      </Link>
    </div>
  );
}
