import {
  errorMap,
  forgotPasswordSchema,
  passwordSchema,
  withMessage,
  type ForgotPasswordInput,
} from '@dukkan/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { routePath } from '../../../lib/routes';
import { CheckIcon, MailIcon } from '../../../lib/ui/icons';
import { DocumentTitle } from '../../../lib/ui/document-title';
import { PageTitle } from '../../../lib/ui/states';
import { useAuthStore, useStartSession } from '../../auth';
import { useLocale } from '../../i18n';
import { requestPasswordReset, resetPassword } from '../api/account-calls';
import { FormCard, FormMessage, SubmitButton, TextField } from '../components/form-field';
import { applyServerErrors } from '../form-errors';
import { useLocalizedErrors } from '../use-localized-errors';

/**
 * client.forget.password: asks for the e-mail; opened from the e-mailed link (`?token=…&email=…`)
 * it asks for the new password instead, and signs the shopper in with it.
 */
export function ForgetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  const email = params.get('email');
  const resetting = !!token && !!email;
  const title = resetting ? t('accounts.resetTitle') : t('accounts.forgotTitle');
  return (
    <div className="mx-auto max-w-lg space-y-5">
      <DocumentTitle title={title} />
      <PageTitle>{title}</PageTitle>
      <FormCard>{resetting ? <ResetForm key={token} token={token} email={email} /> : <RequestForm />}</FormCard>
    </div>
  );
}

function RequestForm() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [sent, setSent] = useState<{ message: string; email: string } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const resolver = useMemo(() => zodResolver(forgotPasswordSchema, { error: errorMap(locale) }), [locale]);
  const {
    register,
    handleSubmit,
    setError,
    trigger,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordInput>({ defaultValues: { email: '' }, resolver });
  useLocalizedErrors(locale, errors, trigger);

  const onSubmit = handleSubmit(async (input) => {
    setFormError(null);
    try {
      const answer = await requestPasswordReset(input);
      setSent({ message: answer.message, email: input.email });
    } catch (error) {
      setFormError(applyServerErrors(error, ['email'], setError, t('common.unexpectedError')));
    }
  });

  if (sent) {
    return (
      <div className="space-y-4 text-center" data-testid="reset-requested">
        <div className="mx-auto grid size-16 place-items-center rounded-full bg-teal-50 text-teal-700">
          <MailIcon className="size-8" />
        </div>
        <p role="status" className="text-slate-800">
          {sent.message}
        </p>
        <p className="text-sm text-slate-600">{t('accounts.checkSpam')}</p>
        <button
          type="button"
          onClick={() => setSent(null)}
          className="rounded text-sm font-semibold text-teal-700 hover:underline"
        >
          {t('accounts.tryAnotherEmail')}
        </button>
      </div>
    );
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-5" data-testid="forgot-form">
      <p className="text-slate-600">{t('accounts.forgotIntro')}</p>
      {formError && <FormMessage tone="error">{formError}</FormMessage>}
      <TextField
        label={t('accounts.email')}
        type="email"
        dir="ltr"
        inputMode="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <SubmitButton pending={isSubmitting} testId="forgot-submit">
        {t('accounts.sendResetLink')}
      </SubmitButton>
      <p className="text-sm">
        <button
          type="button"
          onClick={() => useAuthStore.getState().openLoginModal()}
          className="rounded font-semibold text-teal-700 hover:underline"
        >
          {t('accounts.backToLogin')}
        </button>
      </p>
    </form>
  );
}

/** The new password and its confirmation, with the API's rules and messages; the token and e-mail come from the link. */
const newPasswordSchema = z
  .object({ password: passwordSchema, password_confirmation: z.string() })
  .refine((d) => d.password === d.password_confirmation, {
    path: ['password_confirmation'],
    ...withMessage('password_confirmation'),
  });
type ResetValues = z.output<typeof newPasswordSchema>;

function ResetForm({ token, email }: { token: string; email: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const startSession = useStartSession();
  const [done, setDone] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const resolver = useMemo(() => zodResolver(newPasswordSchema, { error: errorMap(locale) }), [locale]);
  const {
    register,
    handleSubmit,
    setError,
    trigger,
    formState: { errors, isSubmitting },
  } = useForm<ResetValues>({
    defaultValues: { password: '', password_confirmation: '' },
    resolver,
  });
  useLocalizedErrors(locale, errors, trigger);

  const onSubmit = handleSubmit(async (input) => {
    setFormError(null);
    try {
      const answer = await resetPassword({ ...input, token, email });
      startSession(answer.data);
      setDone(answer.message ?? t('accounts.passwordChanged'));
    } catch (error) {
      setFormError(
        applyServerErrors(error, ['password', 'password_confirmation'], setError, t('common.unexpectedError')),
      );
    }
  });

  if (done) {
    return (
      <div className="space-y-4 text-center" data-testid="reset-done">
        <div className="mx-auto grid size-16 place-items-center rounded-full bg-teal-50 text-teal-700">
          <CheckIcon className="size-8" />
        </div>
        <p role="status" className="font-semibold text-slate-800">
          {done}
        </p>
        <p className="text-sm text-slate-600">{t('accounts.signedInNow')}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Link
            to={routePath('client.home')}
            className="rounded-xl bg-teal-700 px-5 py-2.5 font-semibold text-white hover:bg-teal-800"
          >
            {t('accounts.continueShopping')}
          </Link>
          <Link
            to={routePath('client.profile.details')}
            className="rounded-xl px-5 py-2.5 font-semibold text-teal-800 ring-1 ring-teal-200 hover:bg-teal-50"
          >
            {t('accounts.profileTitle')}
          </Link>
        </div>
      </div>
    );
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-5" data-testid="reset-form">
      <p className="text-slate-600">
        {t('accounts.resetIntro')} <bdi dir="ltr">{email}</bdi>
      </p>
      {formError && (
        <FormMessage tone="error">
          {formError}{' '}
          <Link to={routePath('client.forget.password')} className="font-semibold underline">
            {t('accounts.requestNewLink')}
          </Link>
        </FormMessage>
      )}
      <TextField
        label={t('accounts.newPassword')}
        type="password"
        dir="ltr"
        autoComplete="new-password"
        hint={t('accounts.passwordHint')}
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label={t('accounts.passwordConfirmation')}
        type="password"
        dir="ltr"
        autoComplete="new-password"
        error={errors.password_confirmation?.message}
        {...register('password_confirmation')}
      />
      <SubmitButton pending={isSubmitting} testId="reset-submit">
        {t('accounts.savePassword')}
      </SubmitButton>
    </form>
  );
}
