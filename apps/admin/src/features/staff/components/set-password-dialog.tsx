import { staffPasswordSetSchema } from '@dukkan/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffAccount } from '../../../lib/admin-types';
import { isolateText } from '../../../lib/ui/bidi';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog';
import { FormAlert } from '../../../lib/ui/form-alert';
import { PasswordField, usePasswordForm } from '../../../lib/ui/password-form';
import { primaryButton } from '../../../lib/ui/states';
import { useToast } from '../../../lib/ui/toast';
import { useSetStaffPassword } from '../api/set-password';

/**
 * The owner sets a new password for a member who forgot theirs, with their own current password; the member's
 * sessions end and they are mailed. Kept mounted and opened with `open`, so that closing it puts the keyboard back on
 * the button that opened it.
 */
export function SetPasswordDialog({
  member,
  open,
  onClose,
}: {
  member: StaffAccount;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const set = useSetStaffPassword();
  const toast = useToast((s) => s.show);
  const { form, formError, submit, refused, clear } = usePasswordForm(staffPasswordSetSchema, [
    'password',
    'password_confirmation',
    'current_password',
  ]);
  const close = () => {
    clear();
    onClose();
  };
  const onSubmit = submit((values) =>
    set.mutate(
      { id: member.id, ...values },
      {
        onSuccess: (message) => {
          toast(message);
          close();
        },
        onError: refused,
      },
    ),
  );
  return (
    <ConfirmDialog
      open={open}
      title={t('staff.setPasswordTitle', { name: isolateText(member.name) })}
      confirmLabel={t('staff.setPasswordConfirm')}
      cancelLabel={t('staff.keep')}
      confirmClass={primaryButton}
      busy={set.isPending}
      form={formId}
      onClose={close}
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
        <p>{t('staff.setPasswordText')}</p>
        {formError && <FormAlert>{formError}</FormAlert>}
        <PasswordField form={form} name="password" label={t('password.new')} hint={t('password.hint')} />
        <PasswordField form={form} name="password_confirmation" label={t('password.confirm')} />
        <PasswordField form={form} name="current_password" label={t('staff.yourPassword')} />
      </form>
    </ConfirmDialog>
  );
}
