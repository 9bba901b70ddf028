'use client';

import { useId, useState, type FormEvent } from 'react';
import { useAtom } from 'jotai';
import { useLocale, useTranslations } from 'next-intl';
import * as Dialog from '@radix-ui/react-dialog';
import * as Switch from '@radix-ui/react-switch';
import { Eye, EyeOff, X } from 'lucide-react';
import { toast } from '@/lib/client/toast';
import clsx from 'clsx';
import type { LoginData, PublicUser } from '@/lib/account/contract';
import { apiGet, apiPost, apiPostResult } from '@/lib/client/api';
import { loginDialogAtom, type LoginMode } from '@/lib/client/atoms';
import { defaultCountryCode, DEVICE_TYPE, MOBILE_MAX_LENGTH } from '@/lib/client/constants';
import { pageActions } from '@/lib/client/page';
import { readShareCode } from '@/lib/client/share-code';
import { useCountdown } from '@/lib/client/use-countdown';
import { useSystemConfig, type CountryCode } from '@/lib/client/use-system-config';
import {
  forgetMobile,
  readRememberedMobile,
  rememberMobile,
  storeUser,
} from '@/lib/client/user-store';
import { FormButton } from '@/components/ui/form-button';
import { FormInput } from '@/components/ui/form-input';
import { mergeGuestFavourites } from '@/components/scores/guest-favourites';
import { mergeGuestTeamFollows } from '@/components/follows/guest-team-follows';
import { CaptchaField } from './captcha-field';
import { CountryCodeSelect } from './country-code-select';
import { SmsCodeInput } from './sms-code-input';

/**
 * The login overlay of docs/product.md §4–§5: password login ("code"), registration ("regiter") and
 * forgotten password, opened by `loginDialogAtom` from anywhere on the page.
 */
export function LoginDialog() {
  const t = useTranslations('login');
  const siteName = useTranslations('meta')('siteName');
  const [dialog, setDialog] = useAtom(loginDialogAtom);
  // Kept here, outside the per-mode form, so switching modes does not cut the resend wait short.
  const countdown = useCountdown();
  const config = useSystemConfig(dialog.open);

  // The number a registration or password reset was made for, offered to the login that follows.
  const [carried, setCarried] = useState<Carried | null>(null);

  const onLoggedIn = async (user: PublicUser) => {
    storeUser(user);
    setDialog({ open: false, mode: 'code' });
    setCarried(null);
    try {
      storeUser(await apiGet<PublicUser>('user/info'));
    } catch {
      // The login itself succeeded; the reloaded page reads the user on the server anyway.
    }
    // Favourites starred as a guest join the account (idempotent; kept for next time on failure).
    await mergeGuestFavourites((path, body) => apiPost(path, body, { silent: true }));
    // So do teams followed as a guest (docs/product.md §2 "Teams, players and discussion").
    await mergeGuestTeamFollows((path, body) => apiPost(path, body, { silent: true }));
    // Server-rendered parts (nav, rooms, chat identity) follow the new session after a reload.
    pageActions.reload();
  };

  return (
    <Dialog.Root open={dialog.open} onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60 backdrop-blur-[2px]" />
        <Dialog.Content
          className={clsx(
            'bg-surface fixed z-50 flex flex-col overflow-y-auto shadow-2xl outline-none',
            // Under 992 px a full-width sheet from the bottom, above that a centred card.
            'mobile:inset-x-0 mobile:bottom-0 mobile:max-h-[92dvh] mobile:rounded-t-2xl',
            'desk:top-1/2 desk:left-1/2 desk:max-h-[90vh] desk:w-[420px] desk:-translate-x-1/2 desk:-translate-y-1/2 desk:rounded-2xl',
          )}
        >
          <header className="from-brand to-brand-dark relative shrink-0 overflow-hidden bg-gradient-to-br px-6 pt-6 pb-5 text-white">
            <span
              aria-hidden
              className="absolute -top-10 -right-8 size-32 rounded-full bg-white/10"
            />
            <span
              aria-hidden
              className="absolute -bottom-12 left-1/3 size-24 rounded-full bg-white/10"
            />
            <p className="relative text-xl font-bold tracking-wide">{siteName}</p>
            <Dialog.Description className="relative mt-1 text-sm text-white/85">
              {t('tagline')}
            </Dialog.Description>
            <Dialog.Close
              aria-label={t('close')}
              className="absolute top-3 right-3 rounded-full p-1.5 text-white/85 transition-colors outline-none hover:bg-white/15 hover:text-white focus-visible:ring-2 focus-visible:ring-white/70"
            >
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </header>
          {/* One form for the whole opening: the captcha starts solving at once and survives mode changes; changing mode clears the fields (docs/product.md §4). */}
          <LoginForm
            mode={dialog.mode}
            carried={carried}
            onMode={(mode, carry) => {
              setCarried(carry ?? null);
              setDialog({ open: true, mode });
            }}
            countryCodes={config?.CountryCode}
            countdown={countdown}
            onLoggedIn={onLoggedIn}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

type Form = { countryCode: string; mobile: string; password: string; code: string; invite: string };
type Carried = { countryCode: string; mobile: string };

/** docs/product.md §5 and the API's rule for a new login password: 6 to 20 characters. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 20;

/** The referral code to offer: the link's `?invite_code=` first, else a fresh stored share code. */
function initialInvite(): string {
  const fromLink = new URLSearchParams(window.location.search).get('invite_code')?.trim();
  return fromLink || readShareCode() || '';
}

function initialForm(mode: LoginMode, locale: string, carried: Carried | null): Form {
  // After registering (or resetting the password) the login is for that same number.
  const remembered = mode === 'code' ? (carried ?? readRememberedMobile()) : null;
  return {
    countryCode: remembered?.countryCode ?? defaultCountryCode(locale),
    mobile: remembered?.mobile ?? '',
    password: '',
    code: '',
    invite: mode === 'regiter' ? initialInvite() : '',
  };
}

type FormProps = {
  mode: LoginMode;
  carried: Carried | null;
  onMode: (mode: LoginMode, carry?: Carried) => void;
  countryCodes?: CountryCode[];
  countdown: ReturnType<typeof useCountdown>;
  onLoggedIn: (user: PublicUser) => Promise<void>;
};

function LoginForm({ mode, carried, onMode, countryCodes, countdown, onLoggedIn }: FormProps) {
  const t = useTranslations('login');
  const id = useId();
  const locale = useLocale();
  const [form, setForm] = useState(() => initialForm(mode, locale, carried));
  const [remember, setRemember] = useState(() => readRememberedMobile() !== null);
  const [showPassword, setShowPassword] = useState(false);
  // Whether to show the password rule as an error: after leaving the field or trying to submit.
  const [passwordTouched, setPasswordTouched] = useState(false);
  // A change of mode clears the form (docs/product.md §4) but keeps the captcha, which is already solving.
  const [formMode, setFormMode] = useState(mode);
  if (formMode !== mode) {
    setFormMode(mode);
    setForm(initialForm(mode, locale, carried));
    setShowPassword(false);
    setPasswordTouched(false);
  }
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [busy, setBusy] = useState<'submit' | 'code' | null>(null);

  const withCode = mode !== 'code';
  const passwordBad =
    form.password.length > PASSWORD_MAX ||
    (withCode && form.password.length > 0 && form.password.length < PASSWORD_MIN);
  const set = (field: keyof Form) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm((f) => ({ ...f, [field]: e.target.value }));

  // A solved captcha is single-use: after any attempt, successful or not, get a new one.
  const spendCaptcha = () => {
    setCaptcha(null);
    setCaptchaKey((k) => k + 1);
  };

  /** The wire form of docs/product.md §3: country code, hyphen, number; the number trimmed. */
  const fullMobile = () => `${form.countryCode}-${form.mobile.trim()}`;

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy) return;
    const mobile = form.mobile.trim();
    if (!mobile || !form.password || (withCode && !form.code.trim()))
      return void toast.warning(t('incomplete'));
    if (passwordBad) {
      setPasswordTouched(true);
      return;
    }
    if (!captcha) return void toast.warning(t('captchaFirst'));
    setBusy('submit');
    try {
      if (mode === 'code') {
        const { user } = await apiPost<LoginData>('user/login', {
          mobile: fullMobile(),
          // Sent exactly as typed: spaces may be part of a password.
          password: form.password,
          device_type: DEVICE_TYPE,
          captcha,
        });
        if (remember) rememberMobile(form.countryCode, mobile);
        else forgetMobile();
        await onLoggedIn(user);
        return;
      }
      const { msg } =
        mode === 'regiter'
          ? await apiPostResult('user/registered', {
              mobile: fullMobile(),
              code: form.code.trim(),
              password: form.password,
              device_type: DEVICE_TYPE,
              ...(form.invite.trim() ? { invite_code: form.invite.trim() } : {}),
              captcha,
            })
          : await apiPostResult('user/forgotPassword', {
              mobile: fullMobile(),
              code: form.code.trim(),
              password: form.password,
              captcha,
            });
      toast.success(msg);
      onMode('code', { countryCode: form.countryCode, mobile });
    } catch {
      // The API client has shown the reason.
    } finally {
      setBusy(null);
      spendCaptcha();
    }
  };

  const link = 'text-brand hover:text-brand-dark font-medium underline-offset-4 hover:underline';

  return (
    <div className="px-6 pt-5 pb-6">
      {mode === 'forgot' ? (
        <Dialog.Title className="text-ink mb-5 text-lg font-semibold">
          {t('title.forgot')}
        </Dialog.Title>
      ) : (
        <>
          <Dialog.Title className="sr-only">{t(`title.${mode}`)}</Dialog.Title>
          <div
            role="tablist"
            aria-label={t('modes')}
            className="border-ink-faint/25 mb-5 flex gap-6 border-b"
          >
            {(['code', 'regiter'] as const).map((m) => (
              <button
                key={m}
                type="button"
                role="tab"
                aria-selected={mode === m}
                onClick={() => mode !== m && onMode(m)}
                className={clsx(
                  '-mb-px border-b-2 pb-2.5 text-lg font-semibold transition-colors',
                  mode === m
                    ? 'border-brand text-ink'
                    : 'text-ink-faint hover:text-ink-soft border-transparent',
                )}
              >
                {t(`tab.${m}`)}
              </button>
            ))}
          </div>
        </>
      )}

      <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-3.5">
        <FormInput
          id={`${id}-mobile`}
          label={t('mobile')}
          placeholder={t('mobilePlaceholder')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={MOBILE_MAX_LENGTH}
          value={form.mobile}
          onChange={set('mobile')}
          leading={
            <CountryCodeSelect
              id={`${id}-cc`}
              label={t('countryCode')}
              value={form.countryCode}
              onChange={(countryCode) => setForm((f) => ({ ...f, countryCode }))}
              options={countryCodes}
            />
          }
        />

        {withCode ? (
          <SmsCodeInput
            id={`${id}-code`}
            value={form.code}
            onChange={set('code')}
            mobile={() => (form.mobile.trim() ? fullMobile() : null)}
            type={mode === 'regiter' ? 1 : 2}
            captcha={captcha}
            onCaptchaSpent={spendCaptcha}
            countdown={countdown}
            onSendingChange={(sending) => setBusy(sending ? 'code' : null)}
            disabled={busy !== null}
          />
        ) : null}

        <FormInput
          id={`${id}-password`}
          label={withCode ? t('newPassword') : t('password')}
          placeholder={withCode ? t('newPasswordPlaceholder') : t('passwordPlaceholder')}
          type={showPassword ? 'text' : 'password'}
          autoComplete={withCode ? 'new-password' : 'current-password'}
          maxLength={PASSWORD_MAX}
          value={form.password}
          onChange={set('password')}
          onBlur={() => form.password && setPasswordTouched(true)}
          aria-invalid={passwordTouched && passwordBad ? true : undefined}
          aria-describedby={withCode ? `${id}-password-rule` : undefined}
          className={clsx(passwordTouched && passwordBad && 'border-live focus-within:border-live')}
          trailing={
            <button
              type="button"
              onClick={() => setShowPassword((s) => !s)}
              aria-label={showPassword ? t('hidePassword') : t('showPassword')}
              aria-pressed={showPassword}
              className="text-ink-faint hover:text-ink-soft shrink-0 px-4"
            >
              {showPassword ? (
                <EyeOff aria-hidden className="size-5" />
              ) : (
                <Eye aria-hidden className="size-5" />
              )}
            </button>
          }
        />

        {withCode || (passwordTouched && passwordBad) ? (
          <p
            id={`${id}-password-rule`}
            data-testid="password-rule"
            aria-live="polite"
            className={clsx(
              '-mt-2 px-1 text-xs',
              passwordTouched && passwordBad ? 'text-live font-medium' : 'text-ink-soft',
            )}
          >
            {t('passwordRule', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
          </p>
        ) : null}

        {mode === 'regiter' ? (
          <FormInput
            id={`${id}-invite`}
            label={t('inviteCode')}
            placeholder={t('inviteCodePlaceholder')}
            type="text"
            autoComplete="off"
            maxLength={32}
            value={form.invite}
            onChange={set('invite')}
          />
        ) : null}

        <CaptchaField onChange={setCaptcha} resetKey={captchaKey} />

        {mode === 'code' ? (
          <div className="flex items-center justify-between text-sm">
            <div className="flex items-center gap-2">
              <Switch.Root
                id={`${id}-remember`}
                checked={remember}
                onCheckedChange={setRemember}
                className="bg-ink-faint/50 data-[state=checked]:bg-brand focus-visible:ring-brand/30 relative h-5 w-9 shrink-0 rounded-full transition-colors outline-none focus-visible:ring-4"
              >
                <Switch.Thumb className="block size-4 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[18px]" />
              </Switch.Root>
              <label
                htmlFor={`${id}-remember`}
                className="text-ink-soft cursor-pointer select-none"
              >
                {t('remember')}
              </label>
            </div>
            <button type="button" onClick={() => onMode('forgot')} className={link}>
              {t('forgotLink')}
            </button>
          </div>
        ) : null}

        <FormButton type="submit" busy={busy === 'submit'} className="mt-1">
          {t(`submit.${mode}`)}
        </FormButton>
      </form>

      <p className="text-ink-soft mt-5 text-center text-sm">
        {mode === 'code' ? (
          <button type="button" onClick={() => onMode('regiter')} className={link}>
            {t('toRegister')}
          </button>
        ) : (
          <button type="button" onClick={() => onMode('code')} className={link}>
            {mode === 'regiter' ? t('toLogin') : t('backToLogin')}
          </button>
        )}
      </p>
    </div>
  );
}
