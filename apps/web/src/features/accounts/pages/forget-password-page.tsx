import {
  errorMap,
  forgotPasswordSchema,
  passwordSchema,
  withMessage,
  type ForgotPasswordInput,
  type Locale,
} from '@dukkan/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { keepFocusInPage } from '../../../lib/ui/dialog-focus';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { routePath } from '../../../lib/routes';
import { CheckIcon, MailIcon } from '../../../lib/ui/icons';
import { DocumentTitle } from '../../../lib/ui/document-title';
import { PageTitle } from '../../../lib/ui/states';
import { useStartSession } from '../../../lib/auth';
import { requestPasswordReset, resetPassword } from '../api/account-calls';
import {
  ContinueShoppingActions,
  DonePanel,
  EmailField,
  NewPasswordFields,
  OpenLoginButton,
  secondaryActionClass,
} from '../components/account-fields';
import { FormCard } from '../components/form-card';
import { FormError, SubmitButton } from '../../../lib/ui/form-field';
import { fieldBinder, useAccountForm, useFormError } from '../use-account-form';

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

const requestResolver = (locale: Locale) => zodResolver(forgotPasswordSchema, { error: errorMap(locale) });

function RequestForm() {
  const { t } = useTranslation();
  const [sent, setSent] = useState<{ message: string; email: string } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useAccountForm<ForgotPasswordInput>(requestResolver, { email: '' });
  const { handleSubmit, formState } = form;
  const field = fieldBinder(form);
  const { formError, submit } = useFormError(form, ['email']);

  const onSubmit = handleSubmit((input) =>
    submit(async () => {
      const answer = await requestPasswordReset(input);
      setSent({ message: answer.message, email: input.email });
    }),
  );

  if (sent) {
    return (
      <DonePanel testId="reset-requested" icon={<MailIcon className="size-8" />}>
        <p role="status" className="text-slate-800">
          {sent.message}
        </p>
        <p className="text-sm text-slate-600">{t('accounts.checkSpam')}</p>
        <button
          type="button"
          onClick={() => {
            setSent(null);
            // the button goes with the panel: the keyboard's focus goes to the form's e-mail field, which keeps the
            // address typed, to correct it or type another
            keepFocusInPage(() => formRef.current?.querySelector<HTMLInputElement>('input[name="email"]'));
          }}
          className="rounded text-sm font-semibold text-teal-700 hover:underline"
        >
          {t('accounts.tryAnotherEmail')}
        </button>
      </DonePanel>
    );
  }

  return (
    <form ref={formRef} onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-5" data-testid="forgot-form">
      <p className="text-slate-600">{t('accounts.forgotIntro')}</p>
      <FormError error={formError} />
      <EmailField {...field('email')} />
      <SubmitButton pending={formState.isSubmitting} testId="forgot-submit">
        {t('accounts.sendResetLink')}
      </SubmitButton>
      <p className="text-sm">
        <OpenLoginButton>{t('accounts.backToLogin')}</OpenLoginButton>
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

const resetResolver = (locale: Locale) => zodResolver(newPasswordSchema, { error: errorMap(locale) });

function ResetForm({ token, email }: { token: string; email: string }) {
  const { t } = useTranslation();
  const startSession = useStartSession();
  const [done, setDone] = useState<string | null>(null);
  const form = useAccountForm<ResetValues>(resetResolver, { password: '', password_confirmation: '' });
  const { handleSubmit, formState } = form;
  const field = fieldBinder(form);
  const { formError, submit } = useFormError(form, ['password', 'password_confirmation']);

  const onSubmit = handleSubmit((input) =>
    submit(async () => {
      const answer = await resetPassword({ ...input, token, email });
      startSession(answer.data);
      setDone(answer.message ?? t('accounts.passwordChanged'));
    }),
  );

  if (done) {
    return (
      <DonePanel testId="reset-done" icon={<CheckIcon className="size-8" />}>
        <p role="status" className="font-semibold text-slate-800">
          {done}
        </p>
        <p className="text-sm text-slate-600">{t('accounts.signedInNow')}</p>
        <ContinueShoppingActions>
          <Link to={routePath('client.profile.details')} className={secondaryActionClass}>
            {t('accounts.profileTitle')}
          </Link>
        </ContinueShoppingActions>
      </DonePanel>
    );
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-5" data-testid="reset-form">
      <p className="text-slate-600">
        {t('accounts.resetIntro')} <bdi dir="ltr">{email}</bdi>
      </p>
      <FormError error={formError}>
        <Link to={routePath('client.forget.password')} className="font-semibold underline">
          {t('accounts.requestNewLink')}
        </Link>
      </FormError>
      <NewPasswordFields
        label={t('accounts.newPassword')}
        password={field('password')}
        confirmation={field('password_confirmation')}
      />
      <SubmitButton pending={formState.isSubmitting} testId="reset-submit">
        {t('accounts.savePassword')}
      </SubmitButton>
    </form>
  );
}
