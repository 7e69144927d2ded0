import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { useDocumentTitle } from '../../../lib/ui/document-title';
import { QrCode } from '../../../lib/ui/qr-code';
import { type ControlledInput, PasswordInput } from '../../../lib/ui/field';
import { cardClass, dangerButton, ErrorState, Loading, primaryButton } from '../../../lib/ui/states';
import { useToast } from '../../../lib/ui/toast';
import { useMe } from '../api/get-me';
import { useTotpSetup, useTotpSwitch } from '../api/totp';
import { ChangePasswordForm } from '../components/change-password-form';
import { OtpCodeForm } from '../components/otp-code-form';

export function AccountPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('account.title'));
  const me = useMe();
  const staff = useSession((s) => s.staff);
  const setup = useTotpSetup();
  const enable = useTotpSwitch('enable');
  const disable = useTotpSwitch('disable');
  const toast = useToast((s) => s.show);
  const [password, setPassword] = useState('');
  const passwordError =
    setup.error instanceof ApiError && setup.error.status === 422
      ? (setup.error.fieldErrors['password']?.[0] ?? setup.error.message)
      : undefined;

  if (me.isPending) return <Loading />;
  if (me.isError) return <ErrorState error={me.error} onRetry={() => void me.refetch()} />;
  const { data } = me;
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('account.title')}</h1>
      <section className={cardClass}>
        <p className="text-lg font-bold">{data.name}</p>
        <p>
          <bdi dir="ltr">{data.email}</bdi>
        </p>
        <p className="text-slate-600">{t(`roles.${staff?.role ?? data.role}`)}</p>
      </section>
      <section className={`${cardClass} flex flex-col gap-3`} aria-labelledby="password-title">
        <h2 id="password-title" className="text-lg font-bold">
          {t('password.title')}
        </h2>
        <ChangePasswordForm email={data.email} />
      </section>
      <section className={`${cardClass} flex flex-col gap-3`} aria-labelledby="totp-title">
        <h2 id="totp-title" className="text-lg font-bold">
          {t('account.twoFactor')}
        </h2>
        <p>{data.totp_enabled ? t('account.twoFactorOn') : t('account.twoFactorOff')}</p>
        {data.totp_enabled ? (
          <>
            <p className="text-sm text-slate-600">{t('account.disableHint')}</p>
            <OtpCodeForm
              submitLabel={t('account.disable')}
              submitClass={dangerButton}
              busy={disable.isPending}
              onCode={(code) => disable.mutateAsync(code).then(() => toast(t('account.disabledDone')))}
            />
          </>
        ) : setup.data ? (
          <div className="flex flex-col gap-3">
            <p>{t('account.scan')}</p>
            <div className="flex flex-wrap items-center gap-4">
              <QrCode value={setup.data.otpauth_url} label={t('account.qrLabel')} className="size-44" />
              <p>
                <span className="font-semibold">{t('account.secret')}: </span>
                {/* in groups of four, as authenticator apps show and take it: easier to read out and type */}
                <bdi dir="ltr" className="font-mono tracking-wide">
                  {setup.data.secret.match(/.{1,4}/g)?.join(' ')}
                </bdi>
              </p>
            </div>
            <OtpCodeForm
              submitLabel={t('account.enable')}
              submitClass={primaryButton}
              busy={enable.isPending}
              onCode={(code) =>
                enable.mutateAsync(code).then(() => {
                  setup.reset();
                  toast(t('account.enabled'));
                })
              }
            />
          </div>
        ) : (
          // the password first: a session left open, or stolen, cannot put another authenticator on the account
          <form
            noValidate
            className="flex flex-col gap-3 sm:max-w-sm"
            onSubmit={(event) => {
              event.preventDefault();
              setup.mutate(password);
            }}
          >
            <PasswordInput
              label={t('account.password')}
              hint={t('account.passwordHint')}
              error={passwordError}
              autoComplete="current-password"
              field={{ value: password, onChange: (e) => setPassword(e.target.value) } satisfies ControlledInput}
            />
            <button type="submit" className={`${primaryButton} self-start`} disabled={setup.isPending}>
              {t('account.setup')}
            </button>
          </form>
        )}
        {setup.isError && !passwordError && <ErrorState error={setup.error} />}
      </section>
    </div>
  );
}
