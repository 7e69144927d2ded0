import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import type { StaffMember } from '../../../lib/session-store';
import { Field, otpInputProps, PasswordInput } from '../../../lib/ui/field';
import { FormAlert } from '../../../lib/ui/form-alert';
import { errorText, inputClass, primaryButton } from '../../../lib/ui/states';
import { useLogin } from '../api/login';
import { loginSchema, type LoginParsed, type LoginValues } from '../login-schema';

/** E-mail and password; when the account has two-step sign-in the server asks for the code and the field appears. */
export function LoginForm({ onSignedIn }: { onSignedIn: (staff: StaffMember) => void }) {
  const { t } = useTranslation();
  const login = useLogin();
  const [needsOtp, setNeedsOtp] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<LoginValues, unknown, LoginParsed>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '', otp: '' },
  });

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    login.mutate(
      { email: values.email, password: values.password, ...(values.otp ? { otp: values.otp } : {}) },
      {
        onSuccess: ({ data }) => onSignedIn(data.staff),
        onError: (error) => {
          const fields = error instanceof ApiError ? error.fieldErrors : {};
          if (fields['otp']) {
            setNeedsOtp(true);
            // the first time the code is asked for, the hint says why; a wrong code shows the server's text
            if (values.otp) setError('otp', { message: fields['otp'][0] });
            setTimeout(() => setFocus('otp'), 0);
            return;
          }
          let fieldShown = false;
          for (const name of ['email', 'password'] as const) {
            const message = fields[name]?.[0];
            if (message) {
              setError(name, { message });
              fieldShown = true;
            }
          }
          if (!fieldShown) setFormError(errorText(error, t('app.networkError')));
        },
      },
    );
  });

  const message = (text: string | undefined) => (text ? (t(text as never) as string) : undefined);
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {formError && <FormAlert>{formError}</FormAlert>}
      <Field label={t('login.email')} error={message(errors.email?.message)}>
        {(props) => (
          <input
            {...props}
            {...register('email')}
            type="email"
            dir="ltr"
            autoComplete="username"
            className={inputClass}
          />
        )}
      </Field>
      <PasswordInput
        label={t('login.password')}
        error={message(errors.password?.message)}
        autoComplete="current-password"
        field={register('password')}
      />
      {needsOtp && (
        <Field label={t('login.otp')} hint={t('login.otpHint')} error={message(errors.otp?.message)}>
          {(props) => <input {...props} {...register('otp')} {...otpInputProps} />}
        </Field>
      )}
      <button type="submit" className={primaryButton} disabled={login.isPending}>
        {login.isPending ? t('login.submitting') : t('login.submit')}
      </button>
    </form>
  );
}
