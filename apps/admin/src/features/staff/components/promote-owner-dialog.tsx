import { updateStaffSchema, type UpdateStaff } from '@dukkan/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffAccount } from '../../../lib/admin-types';
import { showServerErrors } from '../../../lib/form-errors';
import { useSchemaForm } from '../../../lib/schema-form';
import { isolateText } from '../../../lib/ui/bidi';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog';
import { Field } from '../../../lib/ui/field';
import { FormAlert } from '../../../lib/ui/form-alert';
import { inputClass, primaryButton } from '../../../lib/ui/states';
import { useToast } from '../../../lib/ui/toast';
import { useUpdateStaff } from '../api/update-staff';

interface Values {
  role: 'owner';
  current_password: string;
}
const EMPTY: Values = { role: 'owner', current_password: '' };

/**
 * Making a member an owner, with the owner's own password (a session left open cannot make an account an owner). Kept
 * mounted and opened with `open`, so that closing it puts the keyboard back on the role's menu.
 */
export function PromoteOwnerDialog({
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
  const update = useUpdateStaff();
  const toast = useToast((s) => s.show);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useSchemaForm<Values, UpdateStaff>(updateStaffSchema, EMPTY);
  const close = () => {
    // the password does not stay in the page
    reset(EMPTY);
    setFormError(null);
    onClose();
  };
  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    update.mutate(
      { id: member.id, ...values },
      {
        onSuccess: (m) => {
          toast(t('staff.updated', { name: m.name }));
          close();
        },
        onError: (error) =>
          setFormError(showServerErrors(error, setError, ['current_password'], t('app.networkError'))),
      },
    );
  });
  const name = isolateText(member.name);
  return (
    <ConfirmDialog
      open={open}
      title={t('staff.roleTitle', { name, role: t('roles.owner') })}
      confirmLabel={t('staff.roleConfirm')}
      cancelLabel={t('staff.keep')}
      confirmClass={primaryButton}
      busy={update.isPending}
      form={formId}
      onClose={close}
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
        <p>{t('staff.ownerText', { name })}</p>
        {formError && <FormAlert>{formError}</FormAlert>}
        <Field label={t('staff.yourPassword')} error={errors.current_password?.message}>
          {(props) => (
            <input
              {...props}
              {...register('current_password')}
              type="password"
              dir="ltr"
              autoComplete="current-password"
              className={inputClass}
            />
          )}
        </Field>
      </form>
    </ConfirmDialog>
  );
}
