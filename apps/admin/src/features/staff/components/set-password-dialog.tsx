import type { StaffPasswordSet } from '@dukkan/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { StaffAccount } from '../../../lib/admin-types';
import { showServerErrors } from '../../../lib/form-errors';
import { passwordChangeSchema } from '../../../lib/new-password';
import { isolateText } from '../../../lib/ui/bidi';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog';
import { Field } from '../../../lib/ui/field';
import { inputClass, primaryButton } from '../../../lib/ui/states';
import { useToast } from '../../../lib/ui/toast';
import { useSetStaffPassword } from '../api/set-password';

const FIELDS = ['password', 'password_confirmation', 'current_password'] as const;
const EMPTY = { current_password: '', password: '', password_confirmation: '' };

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
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<StaffPasswordSet>({ resolver: zodResolver(passwordChangeSchema), defaultValues: EMPTY });
  const close = () => {
    // the passwords do not stay in the page
    reset(EMPTY);
    setFormError(null);
    onClose();
  };
  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    set.mutate(
      { id: member.id, ...values },
      {
        onSuccess: (message) => {
          toast(message);
          close();
        },
        onError: (error) => setFormError(showServerErrors(error, setError, FIELDS, t('app.networkError'))),
      },
    );
  });
  const text = (message: string | undefined) => (message?.startsWith('password.') ? t(message as never) : message);
  const password = { type: 'password', dir: 'ltr', className: inputClass } as const;
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
        {formError && (
          <p role="alert" className="rounded-xl bg-red-50 p-3 font-semibold text-red-800">
            {formError}
          </p>
        )}
        <Field label={t('password.new')} hint={t('password.hint')} error={text(errors.password?.message)}>
          {(props) => <input {...props} {...register('password')} {...password} autoComplete="new-password" />}
        </Field>
        <Field label={t('password.confirm')} error={text(errors.password_confirmation?.message)}>
          {(props) => (
            <input {...props} {...register('password_confirmation')} {...password} autoComplete="new-password" />
          )}
        </Field>
        <Field label={t('staff.yourPassword')} error={text(errors.current_password?.message)}>
          {(props) => (
            <input {...props} {...register('current_password')} {...password} autoComplete="current-password" />
          )}
        </Field>
      </form>
    </ConfirmDialog>
  );
}
