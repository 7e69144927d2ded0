import { staffPasswordChangeSchema } from '@dukkan/contracts';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../lib/ui/form-alert';
import { PasswordField, usePasswordForm } from '../../../lib/ui/password-form';
import { primaryButton } from '../../../lib/ui/states';
import { useToast } from '../../../lib/ui/toast';
import { useChangePassword } from '../api/change-password';

/**
 * The member's own new password, with the current one (a session left open cannot change it). The e-mail rides along,
 * hidden, so that a password manager knows whose password it is saving.
 */
export function ChangePasswordForm({ email }: { email: string }) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const toast = useToast((s) => s.show);
  const { form, formError, submit, refused, clear } = usePasswordForm(staffPasswordChangeSchema, [
    'current_password',
    'password',
    'password_confirmation',
  ]);
  const onSubmit = submit((values) =>
    change.mutate(values, {
      onSuccess: (message) => {
        clear();
        toast(message);
      },
      onError: refused,
    }),
  );
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3 sm:max-w-sm">
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      {formError && <FormAlert>{formError}</FormAlert>}
      <PasswordField form={form} name="current_password" label={t('password.current')} />
      <PasswordField form={form} name="password" label={t('password.new')} hint={t('password.hint')} />
      <PasswordField form={form} name="password_confirmation" label={t('password.confirm')} />
      <p className="text-sm text-slate-600">{t('password.othersEnd')}</p>
      <button type="submit" className={`${primaryButton} self-start`} disabled={change.isPending}>
        {change.isPending ? t('app.saving') : t('password.change')}
      </button>
    </form>
  );
}
