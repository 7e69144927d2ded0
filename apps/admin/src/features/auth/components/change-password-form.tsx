import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showServerErrors } from '../../../lib/form-errors';
import { passwordChangeSchema } from '../../../lib/new-password';
import { Field } from '../../../lib/ui/field';
import { inputClass, primaryButton } from '../../../lib/ui/states';
import { useToast } from '../../../lib/ui/toast';
import type { StaffPasswordChange } from '@dukkan/contracts';
import { useChangePassword } from '../api/change-password';

const FIELDS = ['current_password', 'password', 'password_confirmation'] as const;

/**
 * The member's own new password, with the current one (a session left open cannot change it). The e-mail rides along,
 * hidden, so that a password manager knows whose password it is saving.
 */
export function ChangePasswordForm({ email }: { email: string }) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const toast = useToast((s) => s.show);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<StaffPasswordChange>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: { current_password: '', password: '', password_confirmation: '' },
  });
  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    change.mutate(values, {
      onSuccess: (message) => {
        reset();
        toast(message);
      },
      onError: (error) => setFormError(showServerErrors(error, setError, FIELDS, t('app.networkError'))),
    });
  });
  // the form's own messages are keys; the server's are already in the member's language
  const text = (message: string | undefined) => (message?.startsWith('password.') ? t(message as never) : message);
  const password = { type: 'password', dir: 'ltr', className: inputClass } as const;
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3 sm:max-w-sm">
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      {formError && (
        <p role="alert" className="rounded-xl bg-red-50 p-3 font-semibold text-red-800">
          {formError}
        </p>
      )}
      <Field label={t('password.current')} error={text(errors.current_password?.message)}>
        {(props) => (
          <input {...props} {...register('current_password')} {...password} autoComplete="current-password" />
        )}
      </Field>
      <Field label={t('password.new')} hint={t('password.hint')} error={text(errors.password?.message)}>
        {(props) => <input {...props} {...register('password')} {...password} autoComplete="new-password" />}
      </Field>
      <Field label={t('password.confirm')} error={text(errors.password_confirmation?.message)}>
        {(props) => (
          <input {...props} {...register('password_confirmation')} {...password} autoComplete="new-password" />
        )}
      </Field>
      <p className="text-sm text-slate-600">{t('password.othersEnd')}</p>
      <button type="submit" className={`${primaryButton} self-start`} disabled={change.isPending}>
        {change.isPending ? t('app.saving') : t('password.change')}
      </button>
    </form>
  );
}
