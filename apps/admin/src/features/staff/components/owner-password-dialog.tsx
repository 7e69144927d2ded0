import { updateStaffSchema, type UpdateStaff } from '@dukkan/contracts';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffAccount } from '../../../lib/admin-types';
import { showServerErrors } from '../../../lib/form-errors';
import { useSchemaForm } from '../../../lib/schema-form';
import { isolateText } from '../../../lib/ui/bidi';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog';
import { PasswordInput } from '../../../lib/ui/field';
import { FormAlert } from '../../../lib/ui/form-alert';
import { primaryButton } from '../../../lib/ui/states';
import { useToast } from '../../../lib/ui/toast';
import { useUpdateStaff } from '../api/update-staff';

/** What gives an account an owner's powers: the owner's role, or enabling a disabled owner again. */
export type OwnerGrant = 'promote' | 'enable';

type Values = ({ role: 'owner' } | { disabled: false }) & { current_password: string };
const EMPTY: Record<OwnerGrant, Values> = {
  promote: { role: 'owner', current_password: '' },
  enable: { disabled: false, current_password: '' },
};

/**
 * Making a member an owner, or enabling a disabled owner, with the owner's own password (a session left open cannot
 * give an account an owner's powers). Kept mounted and opened with `open`, so that closing it puts the keyboard back
 * on what opened it.
 */
export function OwnerPasswordDialog({
  member,
  grant,
  open,
  onClose,
}: {
  member: StaffAccount;
  grant: OwnerGrant;
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
  } = useSchemaForm<Values, UpdateStaff>(updateStaffSchema, EMPTY[grant]);
  // one dialog serves both grants: it opens on the values of the one asked for
  useEffect(() => {
    if (open) reset(EMPTY[grant]);
  }, [open, grant, reset]);
  const close = () => {
    // the password does not stay in the page
    reset(EMPTY[grant]);
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
      title={
        grant === 'promote'
          ? t('staff.roleTitle', { name, role: t('roles.owner') })
          : t('staff.enableOwnerTitle', { name })
      }
      confirmLabel={grant === 'promote' ? t('staff.roleConfirm') : t('staff.enable')}
      cancelLabel={t('staff.keep')}
      confirmClass={primaryButton}
      busy={update.isPending}
      form={formId}
      onClose={close}
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
        <p>{grant === 'promote' ? t('staff.ownerText', { name }) : t('staff.enableOwnerText', { name })}</p>
        {formError && <FormAlert>{formError}</FormAlert>}
        <PasswordInput
          label={t('staff.yourPassword')}
          error={errors.current_password?.message}
          autoComplete="current-password"
          field={register('current_password')}
        />
      </form>
    </ConfirmDialog>
  );
}
