import { staffTotpResetSchema, type StaffTotpReset } from '@dukkan/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffAccount } from '../../../lib/admin-types';
import { showServerErrors } from '../../../lib/form-errors';
import { useSchemaForm } from '../../../lib/schema-form';
import { isolateText } from '../../../lib/ui/bidi';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog';
import { PasswordInput } from '../../../lib/ui/field';
import { FormAlert } from '../../../lib/ui/form-alert';
import { dangerSolidButton } from '../../../lib/ui/states';
import { useToast } from '../../../lib/ui/toast';
import { useResetStaffTotp } from '../api/reset-totp';

const EMPTY: StaffTotpReset = { current_password: '' };

/**
 * The owner turns off two-step login for a member who lost their authenticator, with their own current password; the
 * member's sessions end and they are mailed. Kept mounted and opened with `open`, so that closing it puts the
 * keyboard back on the button that opened it.
 */
export function ResetTotpDialog({
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
  const reset = useResetStaffTotp();
  const toast = useToast((s) => s.show);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useSchemaForm<StaffTotpReset, StaffTotpReset>(staffTotpResetSchema, EMPTY);
  const close = () => {
    // the password does not stay in the page
    form.reset(EMPTY);
    setFormError(null);
    onClose();
  };
  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    reset.mutate(
      { id: member.id, ...values },
      {
        onSuccess: (message) => {
          toast(message);
          close();
        },
        onError: (error) =>
          setFormError(showServerErrors(error, form.setError, ['current_password'], t('app.networkError'))),
      },
    );
  });
  const name = isolateText(member.name);
  return (
    <ConfirmDialog
      open={open}
      title={t('staff.resetTotpTitle', { name })}
      confirmLabel={t('staff.resetTotpConfirm')}
      cancelLabel={t('staff.keep')}
      confirmClass={dangerSolidButton}
      busy={reset.isPending}
      form={formId}
      onClose={close}
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
        <p>{t('staff.resetTotpText')}</p>
        {formError && <FormAlert>{formError}</FormAlert>}
        <PasswordInput
          label={t('staff.yourPassword')}
          error={form.formState.errors.current_password?.message}
          autoComplete="current-password"
          field={form.register('current_password')}
        />
      </form>
    </ConfirmDialog>
  );
}
