'use client';

import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import clsx from 'clsx';
import { CheckCircle2, PenLine } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { Link } from '@/i18n/navigation';
import { apiGet, apiPost } from '@/lib/client/api';
import { inlineError } from '@/components/wallet/api-error';
import {
  FieldError,
  Spinner,
  WalletDialog,
  inputClass,
  labelClass,
  primaryButton,
  secondaryButton,
} from '@/components/wallet/wallet-dialog';
import type { PlanOptions, PlanView } from '@/lib/experts/contract';
import {
  ANALYSIS_MAX,
  ANALYSIS_MIN,
  PLAN_PRICE_MAX,
  type PlanPick as Pick,
} from '@/lib/experts/limits';
import { Kickoff, MatchTeams, Moment, Price, usePickText } from './bits';
import { planHref } from './links';
import { HashChip } from './hash-chip';
import { gameplayKey } from './view';
import { textLength } from './member-apply-expert';

/** Whether this render is in the browser (false on the server and while hydrating). */
const noSubscribe = () => () => undefined;
const onClient = () => true;
const onServer = () => false;

/**
 * "Publish a plan" on the page of a match that has not kicked off (issue 26; docs/product.md
 * "Experts"), for experts only: a button, and a dialog that reads Expert/planOptions (the markets
 * of the expert's gameplays with the index's current line and prices), takes the side, the
 * analysis and the price, and publishes (Expert/publishPlan: the line and odds are the index's at
 * that moment). The new plan's hash is shown at once, with its page. The page renders it for
 * experts only (components/experts/member-data.ts); the API refuses anyone else (notExpert).
 */
export function MemberPublishPlan({ matchId, className }: { matchId: number; className?: string }) {
  const t = useTranslations('experts.member.publish');
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [round, setRound] = useState(0);
  // The box arrives in its own chunk (./member-publish-plan-lazy.tsx): until it has hydrated the
  // server's button would swallow a click, so it stays disabled until then.
  const hydrated = useSyncExternalStore(noSubscribe, onClient, onServer);
  // A plan was published in this opening: the page's list (the server's) is out of date.
  const [stale, setStale] = useState(false);
  const close = () => {
    setOpen(false);
    if (stale) {
      setStale(false);
      router.refresh();
    }
  };

  return (
    <div
      className={clsx(
        'bg-brand-soft flex flex-wrap items-center gap-x-3 gap-y-2 rounded-2xl px-4 py-3',
        className,
      )}
    >
      <PenLine aria-hidden className="text-brand size-5 shrink-0" />
      <p className="text-ink min-w-0 flex-1 text-sm">{t('prompt')}</p>
      <button
        type="button"
        onClick={() => {
          setRound((r) => r + 1);
          setOpen(true);
        }}
        data-testid="publish-plan"
        disabled={!hydrated}
        className={clsx(primaryButton, 'px-4 py-1.5')}
      >
        {t('button')}
      </button>
      <WalletDialog
        open={open}
        onOpenChange={(next) => (next ? setOpen(true) : close())}
        title={t('title')}
        description={t('intro')}
        testId="publish-dialog"
        className="desk:w-[560px]"
      >
        {open ? (
          <PublishForm
            key={round}
            matchId={matchId}
            onPublished={() => setStale(true)}
            onClose={close}
          />
        ) : null}
      </WalletDialog>
    </div>
  );
}

type Load =
  { kind: 'loading' } | { kind: 'failed'; msg: string } | { kind: 'ready'; options: PlanOptions };

type Field = 'pick' | 'analysis' | 'price';

function PublishForm({
  matchId,
  onPublished,
  onClose,
}: {
  matchId: number;
  onPublished: () => void;
  onClose: () => void;
}) {
  const t = useTranslations('experts.member.publish');
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [retry, setRetry] = useState(0);
  const [published, setPublished] = useState<PlanView | null>(null);

  useEffect(() => {
    let live = true;
    apiGet<PlanOptions>('Expert/planOptions', { match_id: matchId }, { silent: true }).then(
      (options) => live && setLoad({ kind: 'ready', options }),
      (e: unknown) => live && setLoad({ kind: 'failed', msg: inlineError(e) }),
    );
    return () => {
      live = false;
    };
  }, [matchId, retry]);

  if (published) return <Published plan={published} onClose={onClose} />;
  if (load.kind === 'loading') {
    return (
      <p className="text-ink-soft flex items-center gap-2 py-6 text-sm" role="status">
        <Spinner className="size-4" />
        {t('loading')}
      </p>
    );
  }
  if (load.kind === 'failed') {
    return (
      <div className="space-y-3 py-2">
        <p role="alert" className="text-live bg-live-soft rounded-lg px-3 py-2 text-sm">
          {load.msg}
        </p>
        <button
          type="button"
          className={secondaryButton}
          onClick={() => {
            setLoad({ kind: 'loading' });
            setRetry((r) => r + 1);
          }}
        >
          {t('retry')}
        </button>
      </div>
    );
  }
  const o = load.options;
  return (
    <div className="space-y-4">
      <div className="bg-surface-muted rounded-lg px-3 py-2.5">
        <p className="text-ink-faint flex items-center justify-between gap-2 text-xs">
          <span className="truncate">{o.match.competition}</span>
          <Kickoff iso={o.match.kickoff} />
        </p>
        <MatchTeams m={o.match} size={22} className="text-ink mt-1.5 text-sm font-semibold" />
      </div>
      {!o.open ? (
        <p
          role="alert"
          data-testid="publish-closed"
          className="text-live bg-live-soft rounded-lg px-3 py-2 text-sm"
        >
          {t('closed')}
        </p>
      ) : o.markets.length === 0 ? (
        <p data-testid="publish-no-markets" className="text-ink-soft rounded-lg px-3 py-2 text-sm">
          {t('noMarkets')}
        </p>
      ) : (
        <Form
          options={o}
          onPublished={(p) => {
            setPublished(p);
            onPublished();
          }}
          onCancel={onClose}
        />
      )}
    </div>
  );
}

function Form({
  options: o,
  onPublished,
  onCancel,
}: {
  options: PlanOptions;
  onPublished: (p: PlanView) => void;
  onCancel: () => void;
}) {
  const t = useTranslations('experts.member.publish');
  const tg = useTranslations('experts.gameplay');
  const pickText = usePickText();
  const id = useId();
  const [market, setMarket] = useState(o.markets[0].market);
  const [pick, setPick] = useState<Pick | null>(null);
  const [analysis, setAnalysis] = useState('');
  const [paid, setPaid] = useState(false);
  const [price, setPrice] = useState('');
  const [problem, setProblem] = useState<{ field: Field; text: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const current = o.markets.find((m) => m.market === market) ?? o.markets[0];
  const length = textLength(analysis);
  const coins = paid ? Number(price) : 0;

  function check(): { field: Field; text: string } | null {
    if (!pick) return { field: 'pick', text: t('pickRequired') };
    if (length < ANALYSIS_MIN)
      return { field: 'analysis', text: t('analysisShort', { min: ANALYSIS_MIN }) };
    if (length > ANALYSIS_MAX)
      return { field: 'analysis', text: t('analysisLong', { max: ANALYSIS_MAX }) };
    if (paid && (!/^\d+$/.test(price) || coins < 1 || coins > PLAN_PRICE_MAX))
      return { field: 'price', text: t('priceRange', { max: PLAN_PRICE_MAX }) };
    return null;
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const p = check();
    setProblem(p);
    setError(null);
    if (p) {
      document.getElementById(`${id}-${p.field}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const plan = await apiPost<PlanView>(
        'Expert/publishPlan',
        {
          match_id: o.match.id,
          market: current.market,
          pick,
          analysis: analysis.normalize('NFC').trim(),
          price: coins,
        },
        { silent: true },
      );
      onPublished(plan);
    } catch (err) {
      // The match kicked off meanwhile, the market closed, too many plans …: said here.
      setError(inlineError(err));
    } finally {
      setBusy(false);
    }
  }

  const invalid = (field: Field) =>
    problem?.field === field
      ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${field}-error` }
      : {};
  const chip = (on: boolean) =>
    clsx(
      'relative flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand/30',
      on
        ? 'border-brand bg-brand-soft text-brand font-semibold'
        : 'border-ink-faint/30 text-ink hover:border-brand',
    );

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      className="space-y-4"
      data-testid="publish-form"
    >
      {o.markets.length > 1 ? (
        <fieldset>
          <legend className={labelClass}>{t('market')}</legend>
          <div className="flex flex-wrap gap-2">
            {o.markets.map((m) => (
              <label key={m.market} className={chip(m.market === current.market)}>
                <input
                  type="radio"
                  name={`${id}-market`}
                  value={m.market}
                  checked={m.market === current.market}
                  onChange={() => {
                    setMarket(m.market);
                    setPick(null);
                  }}
                  className="sr-only"
                />
                {tg(gameplayKey(m.gameplay))}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <fieldset {...(problem?.field === 'pick' ? { 'aria-describedby': `${id}-pick-error` } : {})}>
        <legend className={labelClass}>
          {t('pick')}
          <span className="text-ink-faint ml-1.5 text-xs font-normal">
            {tg(gameplayKey(current.gameplay))}
          </span>
        </legend>
        <div
          className={clsx(
            'grid gap-2',
            current.prices.length === 3 ? 'grid-cols-3' : 'grid-cols-2',
          )}
        >
          {current.prices.map((pr, i) => {
            const on = pick === pr.pick;
            return (
              <label
                key={pr.pick}
                className={clsx(chip(on), 'min-w-0 flex-col items-start gap-0.5')}
              >
                <input
                  id={i === 0 ? `${id}-pick` : undefined}
                  type="radio"
                  name={`${id}-pick`}
                  value={pr.pick}
                  checked={on}
                  onChange={() => {
                    setPick(pr.pick);
                    if (problem?.field === 'pick') setProblem(null);
                  }}
                  className="sr-only"
                />
                <span className="max-w-full leading-snug break-words">
                  {pickText({
                    market: current.market,
                    pick: pr.pick,
                    line: current.line,
                    match: o.match,
                  })}
                </span>
                <span className={clsx('text-xs tabular-nums', on ? 'text-brand' : 'text-ink-soft')}>
                  {t('odds', { odds: pr.odds.toFixed(2) })}
                </span>
              </label>
            );
          })}
        </div>
        <p className="text-ink-faint mt-1.5 text-xs">{t('oddsNote')}</p>
        {problem?.field === 'pick' ? (
          <FieldError id={`${id}-pick-error`}>{problem.text}</FieldError>
        ) : null}
      </fieldset>
      <div>
        <label htmlFor={`${id}-analysis`} className={labelClass}>
          {t('analysis')}
        </label>
        <textarea
          id={`${id}-analysis`}
          rows={5}
          value={analysis}
          onChange={(e) => {
            setAnalysis(e.target.value);
            if (problem?.field === 'analysis') setProblem(null);
          }}
          placeholder={t('analysisPlaceholder', { min: ANALYSIS_MIN })}
          className={clsx(inputClass, 'resize-y')}
          {...invalid('analysis')}
        />
        <p
          data-testid="publish-count"
          className={clsx(
            'mt-1 text-right text-xs tabular-nums',
            length > ANALYSIS_MAX
              ? 'text-live font-semibold'
              : length >= ANALYSIS_MIN
                ? 'text-win'
                : 'text-ink-faint',
          )}
        >
          {t('count', { n: length, max: ANALYSIS_MAX })}
        </p>
        {problem?.field === 'analysis' ? (
          <FieldError id={`${id}-analysis-error`}>{problem.text}</FieldError>
        ) : null}
      </div>
      <fieldset>
        <legend className={labelClass}>{t('price')}</legend>
        <div className="flex flex-wrap items-center gap-2">
          <label className={chip(!paid)}>
            <input
              type="radio"
              name={`${id}-paid`}
              checked={!paid}
              onChange={() => {
                setPaid(false);
                if (problem?.field === 'price') setProblem(null);
              }}
              className="sr-only"
            />
            {t('free')}
          </label>
          <label className={chip(paid)}>
            <input
              type="radio"
              name={`${id}-paid`}
              checked={paid}
              onChange={() => setPaid(true)}
              className="sr-only"
            />
            {t('paid')}
          </label>
          {paid ? (
            <span className="flex items-center gap-2">
              <input
                id={`${id}-price`}
                type="text"
                inputMode="numeric"
                value={price}
                aria-label={t('priceCoins')}
                onChange={(e) => {
                  setPrice(e.target.value.replace(/[^\d]/g, '').slice(0, 3));
                  if (problem?.field === 'price') setProblem(null);
                }}
                className={clsx(inputClass, 'w-24 tabular-nums')}
                {...invalid('price')}
              />
              <span className="text-ink-soft text-sm">{t('coins')}</span>
            </span>
          ) : null}
        </div>
        <p className="text-ink-faint mt-1.5 text-xs">{t('priceHint', { max: PLAN_PRICE_MAX })}</p>
        {problem?.field === 'price' ? (
          <FieldError id={`${id}-price-error`}>{problem.text}</FieldError>
        ) : null}
      </fieldset>
      {error ? (
        <p role="alert" className="text-live bg-live-soft rounded-lg px-3 py-2 text-sm">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <button type="button" onClick={onCancel} disabled={busy} className={secondaryButton}>
          {t('cancel')}
        </button>
        <button
          type="submit"
          disabled={busy}
          aria-busy={busy || undefined}
          className={primaryButton}
        >
          {busy ? <Spinner /> : null}
          {t('submit')}
        </button>
      </div>
    </form>
  );
}

function Published({ plan: p, onClose }: { plan: PlanView; onClose: () => void }) {
  const t = useTranslations('experts.member.publish');
  const pickText = usePickText();
  return (
    <div className="space-y-4" data-testid="publish-done">
      <p className="text-win flex items-center gap-2 text-base font-semibold" role="status">
        <CheckCircle2 aria-hidden className="size-5" />
        {t('done')}
      </p>
      <dl className="bg-surface-muted grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 rounded-lg px-3 py-3 text-sm">
        <dt className="text-ink-soft">{t('pick')}</dt>
        <dd className="text-ink font-semibold tabular-nums">
          {pickText(p)}
          {p.odds !== null ? (
            <span className="text-ink-soft font-normal"> @{p.odds.toFixed(2)}</span>
          ) : null}
        </dd>
        <dt className="text-ink-soft">{t('price')}</dt>
        <dd>
          <Price price={p.price} />
        </dd>
        <dt className="text-ink-soft">{t('publishedAt')}</dt>
        <dd className="text-ink">
          <Moment iso={p.published_at} seconds />
        </dd>
        <dt className="text-ink-soft">{t('locksAt')}</dt>
        <dd className="text-ink">
          <Moment iso={p.locks_at} />
        </dd>
      </dl>
      <div>
        <p className="text-ink mb-1 text-sm font-medium">{t('hash')}</p>
        <HashChip hash={p.hash} full />
        <p className="text-ink-faint mt-1 text-xs">{t('hashNote')}</p>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" onClick={onClose} className={secondaryButton}>
          {t('close')}
        </button>
        <Link href="/member?type=12" className={secondaryButton}>
          {t('toMyPlans')}
        </Link>
        <Link href={planHref(p.id)} className={primaryButton} data-testid="publish-view">
          {t('view')}
        </Link>
      </div>
    </div>
  );
}
